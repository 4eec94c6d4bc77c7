package org.shinpan.hypo;

import java.util.HashSet;
import java.util.Set;
import org.shinpan.board.Player;

/**
 * J2003's capture test (Life and Death, "uncapturable": can the attacker, moving first, force the
 * capture of the target in the hypothetical game of Definitions 2?) decided by a plain depth-first
 * AND-OR search over the game tree, with no transposition table: nothing is remembered between
 * branches but the states on the current path. It exists to be compared with the production
 * solver, whose table is its graph (ALGORITHMS.md §2: fuzz every table-backed search against the
 * same search without its table).
 *
 * <p>Why a tree search is exact here: capture is a reachability objective, and in a reachability
 * game on a finite graph both players have memoryless optimal strategies. So the game in which a
 * play stops at its first repeated state, won by the owner (the attacker has not captured on the
 * cycle, and the owner can repeat it for ever), has the same winner from every state as the
 * infinite game. The search plays that first-repetition game: a state already on the path is a
 * loss for the attacker, a sequence ended by two passes too, and a move that removes a stone of
 * the target a win. Because no value is stored, no value can be reused in a context where the
 * path differs: there is no graph-history interaction to get wrong. The price is exponential
 * time, so the search stops at a node budget and then answers nothing.
 */
final class TreeCaptureSearch {
    private final FinalString target;
    private final Player attacker;
    private final long maxNodes;
    private final Set<HypotheticalState> path = new HashSet<>();
    private long nodes;

    private TreeCaptureSearch(FinalString target, long maxNodes) {
        this.target = target;
        this.attacker = target.player().opponent();
        this.maxNodes = maxNodes;
    }

    /**
     * Whether the attacker can force the capture of {@code target}, moving first from the
     * final-position; null if the search needed more than {@code maxNodes} nodes.
     */
    static Boolean attackerCaptures(FinalPosition position, FinalString target, long maxNodes) {
        TreeCaptureSearch search = new TreeCaptureSearch(target, maxNodes);
        try {
            return search.wins(HypotheticalState.start(position.position(), search.attacker));
        } catch (BudgetExceeded e) {
            return null;
        }
    }

    private static final class BudgetExceeded extends RuntimeException {
        BudgetExceeded() {
            super(null, null, false, false);
        }
    }

    /** Whether the attacker wins the first-repetition game from {@code state} with the current path. */
    private boolean wins(HypotheticalState state) {
        if (++nodes > maxNodes) throw new BudgetExceeded();
        if (state.ended() || path.contains(state)) return false;
        path.add(state);
        try {
            boolean attackerMoves = state.toMove() == attacker;
            for (HypotheticalGame.Transition t : HypotheticalGame.transitions(state)) {
                boolean win = captures(t) || wins(t.next());
                if (attackerMoves && win) return true; // one good move is enough
                if (!attackerMoves && !win) return false; // one escape is enough
            }
            // the attacker found no winning move, or the owner no escaping one; a pass is always
            // among the moves, so the list is never empty
            return !attackerMoves;
        } finally {
            path.remove(state);
        }
    }

    /** Whether the move removes a stone of the target: its stones leave together, so that is its capture. */
    private boolean captures(HypotheticalGame.Transition t) {
        return t.removed().anySatisfy(loc -> target.stones().contains(loc));
    }
}
