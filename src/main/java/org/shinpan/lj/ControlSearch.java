package org.shinpan.lj;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Decides a {@link ControlGame} exactly: depth-first AND/OR search (the prover needs one winning
 * move, the refuter needs one), with a transposition table keyed on the whole situation.
 *
 * <p>A situation similar to one on the current path is a win for the refuter, so a value can
 * depend on the path (the graph-history interaction). The search keeps, with each value, the
 * shallowest path depth it relied on; a refuter's win is stored only when it relied on nothing
 * above its own situation, and then holds whatever the history. A prover's win never relies on the
 * path (repetitions only ever help the refuter) and is always stored. So the value at the root,
 * which has no history, is exact: the prover wins exactly when he can force a formation along a
 * play in which no situation repeats, which is the attractor of the formation situations in the
 * graph of situations.
 *
 * <p>A budget of nodes (situations expanded) and of time ends the search with
 * {@link BudgetExceeded}; the caller reports {@code unknown}.
 */
final class ControlSearch {
    /** The search ran out of nodes or time. */
    static final class BudgetExceeded extends RuntimeException {
        BudgetExceeded(String why) {
            super(why, null, false, false);
        }
    }

    private static final int NO_DEPENDENCE = Integer.MAX_VALUE;

    private final ControlGame game;
    private final long maxNodes;
    private final long deadline;
    private final int[] proverRank; // move order: lower first; index loc + 1 (0 is the pass)
    private final int[] refuterRank;
    /**
     * Path-free values: a win ({@link #PROVER_WIN}, {@link #REFUTER_WIN}), or for this round
     * ({@link #round}) the plies within which the prover has no win (round times 2^16 plus them).
     */
    private final SituationTable table;
    private final Map<ControlGame.State, Integer> path = new HashMap<>();
    /** Whether values are kept across the search (false only to test that they change nothing). */
    private boolean useTable = true;
    private long nodes;

    /** A value: a win for either side, or no prover's win within the round's bound. */
    private enum Kind { PROVER, REFUTER, CUTOFF }

    /** What the search found, and the shallowest path depth the value relied on. */
    private record Value(Kind kind, int dependence) {}

    private static final long PROVER_WIN = -1;
    private static final long REFUTER_WIN = -2;
    private static final int PLIES_BITS = 16;
    /** The iterative deepening's round, from 1; a cutoff stored in an earlier round is stale. */
    private long round;

    /**
     * A search of {@code game} that expands at most {@code maxNodes} situations, stops at {@code
     * deadlineNanos} ({@link System#nanoTime}) and keeps a table of at most {@code tableBytes}.
     */
    ControlSearch(ControlGame game, long maxNodes, long deadlineNanos, long tableBytes, int[] proverRank,
            int[] refuterRank) {
        this.game = game;
        this.maxNodes = maxNodes;
        this.deadline = deadlineNanos;
        this.table = new SituationTable(game.graph().size(), tableBytes);
        this.proverRank = proverRank;
        this.refuterRank = refuterRank;
    }

    /**
     * This search with nothing remembered between situations: no table, no cutoffs, only the path.
     * Slower, and the same answer: what the differential tests hold the table against.
     */
    ControlSearch withoutTable() {
        useTable = false;
        return this;
    }

    /** Situations expanded so far. */
    long nodes() {
        return nodes;
    }

    /** The transposition table, for the tests of its limit. */
    SituationTable table() {
        return table;
    }

    /**
     * Whether the prover wins from {@code s}, reached by {@code lastMove} (-1 for none) after the
     * situations of {@code history} (oldest first, not including {@code s}).
     *
     * <p>Iterative deepening: each round searches with a bound on the plies; a prover's win within
     * the bound is a win, and a round that never met the bound has seen the whole game, so its
     * refuter's win is exact too. Short wins are found before long refutations are tried.
     *
     * @throws BudgetExceeded when the budget runs out, or the bound {@link #MAX_PLIES} is reached
     */
    boolean proverWins(ControlGame.State s, int lastMove, List<ControlGame.State> history) {
        for (int bound = 2; bound <= MAX_PLIES; bound += 2) {
            path.clear();
            round++; // this round's cutoffs start afresh
            for (int i = 0; i < history.size(); i++) path.putIfAbsent(history.get(i), i);
            Value v = solve(s, lastMove, history.size(), bound);
            if (v.kind() != Kind.CUTOFF) return v.kind() == Kind.PROVER;
        }
        throw new BudgetExceeded("no decision within " + MAX_PLIES + " plies");
    }

    /** The longest play-out a round searches. */
    static final int MAX_PLIES = 400;

    private Value solve(ControlGame.State s, int lastMove, int depth, int remaining) {
        Optional<ControlGame.Ending> end = game.ending(s, lastMove);
        if (end.isPresent()) return new Value(end.get().proverWins() ? Kind.PROVER : Kind.REFUTER, NO_DEPENDENCE);
        Integer seen = path.get(s);
        if (seen != null) return new Value(Kind.REFUTER, seen); // rule 8 similarity: the refuter wins
        long known = useTable ? table.get(s) : SituationTable.ABSENT;
        if (known == PROVER_WIN || known == REFUTER_WIN) {
            return new Value(known == PROVER_WIN ? Kind.PROVER : Kind.REFUTER, NO_DEPENDENCE);
        }
        int failed = known >= 0 && known >>> PLIES_BITS == round ? (int) (known & ((1 << PLIES_BITS) - 1)) : -1;
        if (remaining <= 0 || failed >= remaining) return new Value(Kind.CUTOFF, NO_DEPENDENCE);
        long nodesBefore = nodes;
        if (++nodes > maxNodes) throw new BudgetExceeded("more than " + maxNodes + " situations");
        // the clock at every situation and every move: on a large graph one situation's moves cost
        // O(n) each (docs/lj.md, "Limits"), so a check every 1024 situations let a search run minutes
        if (System.nanoTime() > deadline) throw new BudgetExceeded("out of time");
        boolean proverMoves = s.toMove() == game.prover();
        Kind mine = proverMoves ? Kind.PROVER : Kind.REFUTER;
        path.put(s, depth);
        int dependence = NO_DEPENDENCE;
        boolean cut = false;
        Value result = null;
        try {
            for (int move : candidates(s)) { // the legal ones among them are orderedMoves(s), in its order
                if (System.nanoTime() > deadline) throw new BudgetExceeded("out of time");
                Optional<ControlGame.State> next = game.play(s, move);
                if (next.isEmpty()) continue;
                ControlGame.State child = next.get();
                Value v = solve(child, move, depth + 1, remaining - 1);
                dependence = Math.min(dependence, v.dependence());
                if (v.kind() == mine) {
                    result = new Value(mine, v.dependence());
                    break;
                }
                if (v.kind() == Kind.CUTOFF) cut = true; // another move may still decide it
            }
        } finally {
            path.remove(s);
        }
        if (result == null) result = new Value(cut ? Kind.CUTOFF : (proverMoves ? Kind.REFUTER : Kind.PROVER), dependence);
        boolean pathFree = result.dependence() >= depth;
        long work = nodes - nodesBefore;
        switch (result.kind()) {
            case PROVER:
                if (useTable) table.put(s, PROVER_WIN, work);
                return new Value(Kind.PROVER, NO_DEPENDENCE);
            case REFUTER:
                if (!pathFree) return result;
                if (useTable) table.put(s, REFUTER_WIN, work);
                return new Value(Kind.REFUTER, NO_DEPENDENCE);
            default:
                // the plies are at most MAX_PLIES; failed < remaining here, or the search would have stopped
                if (pathFree && useTable) table.put(s, (round << PLIES_BITS) | remaining, work);
                return pathFree ? new Value(Kind.CUTOFF, NO_DEPENDENCE) : result;
        }
    }

    /**
     * The empty locations of s and the pass, the mover's preferred first, in the order of {@link
     * #orderedMoves}: each played once by the search (legal or not), not once to test legality and
     * again to move.
     */
    private int[] candidates(ControlGame.State s) {
        int size = game.graph().size();
        int[] rank = s.toMove() == game.prover() ? proverRank : refuterRank;
        long[] keys = new long[size + 1];
        int k = 0;
        for (int loc = -1; loc < size; loc++) {
            if (loc >= 0 && s.code(loc) != 0) continue;
            keys[k++] = (long) rank[loc + 1] * (size + 1) + loc + 1;
        }
        Arrays.sort(keys, 0, k);
        int[] moves = new int[k];
        for (int i = 0; i < k; i++) moves[i] = (int) (keys[i] % (size + 1)) - 1;
        return moves;
    }

    /** The legal moves in s, the mover's preferred first. */
    int[] orderedMoves(ControlGame.State s) {
        int[] legal = game.legalMoves(s);
        int[] rank = s.toMove() == game.prover() ? proverRank : refuterRank;
        Integer[] boxed = Arrays.stream(legal).boxed().toArray(Integer[]::new);
        Arrays.sort(boxed, (a, b) -> rank[a + 1] != rank[b + 1] ? Integer.compare(rank[a + 1], rank[b + 1])
                : Integer.compare(a, b));
        return Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
    }

    /**
     * A winning move for the player to move in {@code s} after {@code history} (oldest first,
     * {@code s} last), if he has one: the first in his order whose situation the search proves won
     * for him with the history extended.
     */
    Optional<Integer> winningMove(ControlGame.State s, List<ControlGame.State> history) {
        boolean proverMoves = s.toMove() == game.prover();
        for (int move : orderedMoves(s)) { // a move that ends the game at once, first
            Optional<ControlGame.Ending> end = game.ending(game.play(s, move).orElseThrow(), move);
            if (end.isPresent() && end.get().proverWins() == proverMoves) return Optional.of(move);
        }
        for (int move : orderedMoves(s)) {
            ControlGame.State child = game.play(s, move).orElseThrow();
            List<ControlGame.State> h = new ArrayList<>(history);
            if (proverWins(child, move, h) == proverMoves) return Optional.of(move);
        }
        return Optional.empty();
    }
}
