package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.shinpan.board.Player;
import org.shinpan.rules.Move;
import org.shinpan.search.GeneralizedBuchi;

/**
 * Winning strategies read off a solved {@link HypoGraph}, and the {@link Certificate}s made from
 * them: the principal sequence and the winner's strategy tree. Every strategy here only moves
 * through expanded nodes of the graph it was read from.
 */
final class Certificates {
    private Certificates() {}

    /** What a tree may still show: the moves left, and the plies a branch may have. */
    private static final class Budget {
        int moves;
        final int plies;

        Budget(int moves) {
            this.moves = moves;
            this.plies = SolverLimits.pliesFor(moves);
        }

        /** Whether a branch at {@code depth} is cut here. */
        boolean cuts(int depth) {
            return depth >= plies || moves <= 0;
        }
    }

    // ---------------------------------------------------------------- strategies for certificates

    /**
     * A strategy of the winner with an int of memory: which move to make at the winner's nodes, and
     * how the memory follows any move.
     */
    interface Strategy {
        int initialMemory(int node);

        /** Index of the winner's move at {@code node}. */
        int choose(int node, int memory);

        /** The memory after the move from {@code node} to {@code next}. */
        int update(int memory, int node, int next);

        /** Index of the loser's move in the principal sequence. */
        int loserChoice(int node, int memory);

        /** Whether reaching {@code node} meets the attacker's objective at once (capture). */
        boolean isGoal(int node);
    }

    /** The attacker's attractor strategy toward capture: always down the ranks. */
    static final class RankStrategy implements Strategy {
        final SequenceGraph g;
        final int[] rank;

        RankStrategy(SequenceGraph g, int[] rank) {
            this.g = g;
            this.rank = rank;
        }

        public int initialMemory(int node) {
            return 0;
        }

        public int choose(int node, int memory) {
            return lowestRank(g, node, rank);
        }

        public int update(int memory, int node, int next) {
            return 0;
        }

        public int loserChoice(int node, int memory) {
            return highestRank(g, node, rank);
        }

        public boolean isGoal(int node) {
            return rank[node] == 0;
        }
    }

    /** The owner's strategy against capture: never enter the attacker's attractor. */
    static final class AvoidStrategy implements Strategy {
        final SequenceGraph g;
        final int[] rank;

        AvoidStrategy(SequenceGraph g, int[] rank) {
            this.g = g;
            this.rank = rank;
        }

        public int initialMemory(int node) {
            return 0;
        }

        public int choose(int node, int memory) {
            int[] succ = g.successors(node);
            return preferPassing(g, node, i -> rank[succ[i]] < 0);
        }

        public int update(int memory, int node, int next) {
            return 0;
        }

        public int loserChoice(int node, int memory) {
            return aggressive(g, node);
        }

        public boolean isGoal(int node) {
            return false;
        }
    }

    /**
     * The attacker's generalized Büchi strategy: memory {@code j}; toward {@code B_j ∩ CPre(Z)} by
     * rank, from there into {@code Z} and on to {@code j+1}.
     */
    static final class BuchiStrategy implements Strategy {
        final SequenceGraph g;
        final GeneralizedBuchi.Solution s;
        final int m;

        BuchiStrategy(SequenceGraph g, GeneralizedBuchi.Solution s) {
            this.g = g;
            this.s = s;
            this.m = s.acceptance().length;
        }

        public int initialMemory(int node) {
            return 0;
        }

        private boolean atTarget(int node, int j) {
            return s.finalRanks()[j][node] == 0;
        }

        public int choose(int node, int j) {
            if (atTarget(node, j)) {
                int[] succ = g.successors(node);
                return preferPassing(g, node, i -> s.winning()[succ[i]]);
            }
            return lowestRank(g, node, s.finalRanks()[j]);
        }

        public int update(int j, int node, int next) {
            return atTarget(node, j) ? (j + 1) % m : j;
        }

        public int loserChoice(int node, int j) {
            if (atTarget(node, j)) return preferPassing(g, node, i -> true);
            return highestRank(g, node, s.finalRanks()[j]);
        }

        public boolean isGoal(int node) {
            return false;
        }
    }

    /**
     * The owner's strategy against the generalized Büchi objective. Memory {@code (i, j)}: the node
     * was removed in iteration {@code i} for want of set {@code j}; stay out of that iteration's
     * attractor of {@code B_j}, leave {@code Z_i} from a node of {@code B_j}, and on leaving
     * {@code Z_i} take up the memory of the node reached.
     */
    static final class SpoilStrategy implements Strategy {
        final SequenceGraph g;
        final GeneralizedBuchi.Solution s;
        final int m;

        SpoilStrategy(SequenceGraph g, GeneralizedBuchi.Solution s) {
            this.g = g;
            this.s = s;
            this.m = s.acceptance().length;
        }

        private int memoryOf(int node) {
            return s.removedIn()[node] * m + s.witness()[node];
        }

        public int initialMemory(int node) {
            return memoryOf(node);
        }

        public int choose(int node, int memory) {
            int i = memory / m;
            int j = memory % m;
            boolean[] zi = s.iterations().get(i).from();
            boolean[] xj = s.iterations().get(i).attractors()[j];
            int[] succ = g.successors(node);
            if (s.acceptance()[j][node]) {
                return preferPassing(g, node, k -> !zi[succ[k]]);
            }
            return preferPassing(g, node, k -> !xj[succ[k]]);
        }

        public int update(int memory, int node, int next) {
            int i = memory / m;
            return s.iterations().get(i).from()[next] ? memory : memoryOf(next);
        }

        public int loserChoice(int node, int memory) {
            return aggressive(g, node);
        }

        public boolean isGoal(int node) {
            return false;
        }
    }

    /** A move to a successor of least rank inside the attractor; among equals, passing first. */
    private static int lowestRank(SequenceGraph g, int node, int[] rank) {
        int[] succ = g.successors(node);
        int least = Integer.MAX_VALUE;
        for (int w : succ) {
            if (rank[w] >= 0) least = Math.min(least, rank[w]);
        }
        if (least == Integer.MAX_VALUE) throw new IllegalStateException("attractor node without a successor inside");
        int target = least;
        return preferPassing(g, node, i -> rank[succ[i]] == target);
    }

    private static int highestRank(SequenceGraph g, int node, int[] rank) {
        int[] succ = g.successors(node);
        int best = 0;
        for (int i = 1; i < succ.length; i++) {
            if (rank[succ[i]] > rank[succ[best]]) best = i;
        }
        return best;
    }

    /** The first allowed move in the order pass, ko-pass, plays: the owner does as little as it may. */
    private static int preferPassing(SequenceGraph g, int node, java.util.function.IntPredicate allowed) {
        Move[] moves = g.moves(node);
        int best = -1;
        for (int i = 0; i < moves.length; i++) {
            if (!allowed.test(i)) continue;
            if (best < 0 || order(moves[i]) < order(moves[best])) best = i;
        }
        if (best < 0) throw new IllegalStateException("strategy has no allowed move");
        return best;
    }

    private static int order(Move move) {
        if (move instanceof Move.Pass) return 0;
        if (move instanceof Move.KoPass) return 1;
        return 2;
    }

    /** The losing attacker's move in the principal sequence: capture most, else ko-pass, else pass. */
    private static int aggressive(SequenceGraph g, int node) {
        Move[] moves = g.moves(node);
        int[] removed = g.removedOwn(node);
        int best = -1;
        for (int i = 0; i < moves.length; i++) {
            if (removed[i] > 0 && (best < 0 || removed[i] > removed[best])) best = i;
        }
        if (best >= 0) return best;
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] instanceof Move.KoPass) return i;
        }
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] instanceof Move.Pass) return i;
        }
        return 0;
    }

    // ---------------------------------------------------------------- certificates

    /**
     * The certificate of {@code strategy} on the solved graph {@code g}: the principal sequence,
     * and the winner's tree of at most {@code limits.certificateMoves()} moves and
     * {@code limits.certificatePlies()} plies on a branch (the rest marked not shown).
     */
    static Certificate certificate(SequenceGraph g, Strategy strategy, boolean attackerWins, SolverLimits limits) {
        Player winner = attackerWins ? g.attacker() : g.owner();
        List<Certificate.Step> line = new ArrayList<>();
        Map<Long, Integer> seenAt = new HashMap<>();
        int node = 0;
        int memory = strategy.initialMemory(0);
        int cycleStart = -1;
        while (!g.isEnd(node) && !g.isSettled(node) && !strategy.isGoal(node)) {
            long key = ((long) node << 32) | (memory & 0xffffffffL);
            Integer earlier = seenAt.putIfAbsent(key, line.size());
            if (earlier != null) {
                cycleStart = earlier;
                break;
            }
            Player mover = g.toMove(node);
            int i = mover == winner ? strategy.choose(node, memory) : strategy.loserChoice(node, memory);
            int next = g.successors(node)[i];
            line.add(new Certificate.Step(mover, g.moves(node)[i]));
            memory = strategy.update(memory, node, next);
            node = next;
        }
        HypotheticalStrategy.Node root = tree(g, strategy, winner, null, null, 0, strategy.initialMemory(0), 0,
                new HashSet<>(), new Budget(limits.certificateMoves()));
        return new Certificate(winner, line, cycleStart, new HypotheticalStrategy(winner, root),
                cycleStart < 0 && g.isSettled(node) && !strategy.isGoal(node));
    }

    private static HypotheticalStrategy.Node tree(SequenceGraph g, Strategy strategy, Player winner, Player player,
            Move move, int node, int memory, int depth, Set<Long> onPath, Budget budget) {
        if (g.isEnd(node)) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.SEQUENCE_ENDS, List.of());
        }
        if (strategy.isGoal(node)) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.CAPTURED, List.of());
        }
        if (g.isSettled(node)) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.SETTLED, List.of());
        }
        long key = ((long) node << 32) | (memory & 0xffffffffL);
        if (onPath.contains(key)) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.REPEATS, List.of());
        }
        if (budget.cuts(depth)) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.NOT_SHOWN, List.of());
        }
        onPath.add(key);
        Player mover = g.toMove(node);
        int[] succ = g.successors(node);
        Move[] moves = g.moves(node);
        List<HypotheticalStrategy.Node> children = new ArrayList<>();
        if (mover == winner) {
            int i = strategy.choose(node, memory);
            budget.moves--;
            children.add(tree(g, strategy, winner, mover, moves[i], succ[i], strategy.update(memory, node, succ[i]),
                    depth + 1, onPath, budget));
        } else {
            for (int i = 0; i < succ.length; i++) {
                if (budget.moves <= 0) {
                    children.add(new HypotheticalStrategy.Node(mover, moves[i], HypotheticalStrategy.End.NOT_SHOWN,
                            List.of()));
                    continue;
                }
                budget.moves--;
                children.add(tree(g, strategy, winner, mover, moves[i], succ[i],
                        strategy.update(memory, node, succ[i]), depth + 1, onPath, budget));
            }
        }
        onPath.remove(key);
        return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.CONTINUES, children);
    }

    /**
     * The certificate of a pass-alive string (Benson): the owner's strategy of always passing,
     * shown against every attacker move up to the usual bounds, with the principal sequence of
     * two passes. Benson's theorem is what makes it winning; the tree lets a reader see it. It
     * depends on the target's owner only.
     */
    static Certificate alwaysPass(FinalPosition position, FinalString target, int moves) {
        Player owner = target.player();
        HypotheticalState start = HypotheticalState.start(position.position(), owner.opponent());
        HypotheticalStrategy.Node root = passTree(start, owner, null, null, 0, new java.util.HashSet<>(),
                new Budget(moves));
        List<Certificate.Step> line = List.of(new Certificate.Step(owner.opponent(), Move.PASS),
                new Certificate.Step(owner, Move.PASS));
        return new Certificate(owner, line, -1, new HypotheticalStrategy(owner, root), false);
    }

    private static HypotheticalStrategy.Node passTree(HypotheticalState state, Player owner, Player player, Move move,
            int depth, Set<HypotheticalState> onPath, Budget budget) {
        if (state.ended()) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.SEQUENCE_ENDS, List.of());
        }
        if (onPath.contains(state)) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.REPEATS, List.of());
        }
        if (budget.cuts(depth)) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.NOT_SHOWN, List.of());
        }
        onPath.add(state);
        List<HypotheticalStrategy.Node> children = new ArrayList<>();
        // the owner's one move is the pass: the full list (every play tried on the board) is
        // needed only at the attacker's turns, and there only the moves the budget follows need
        // their positions
        List<HypotheticalGame.Transition> moves = state.toMove() == owner ? List.of(HypotheticalGame.pass(state))
                : HypotheticalGame.unfollowed(state);
        for (HypotheticalGame.Transition t : moves) {
            if (budget.moves <= 0) {
                children.add(new HypotheticalStrategy.Node(state.toMove(), t.move(), HypotheticalStrategy.End.NOT_SHOWN,
                        List.of()));
                continue;
            }
            budget.moves--;
            HypotheticalState next = t.next() != null ? t.next() : HypotheticalGame.follow(state, t.move()).next();
            children.add(passTree(next, owner, state.toMove(), t.move(), depth + 1, onPath, budget));
        }
        onPath.remove(state);
        return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.CONTINUES, children);
    }

    /**
     * The certificate of a string proven by a miai strategy (docs/j2003.md, "Miai safety"): the
     * owner answers the attacker's play on a point of a pair not yet answered by the pair's other
     * point, and otherwise passes. The tree shows that strategy against every attacker move up to
     * the usual bounds; the principal sequence has the attacker play one point of each pair where
     * it may, each answered, then two passes. The rule's argument is what makes it winning.
     */
    static Certificate miai(FinalPosition position, FinalString target, List<MiaiSafety.Pair> pairs, int moves) {
        Player owner = target.player();
        Player attacker = owner.opponent();
        HypotheticalState start = HypotheticalState.start(position.position(), attacker);
        Budget budget = new Budget(moves);
        HypotheticalStrategy.Node root = miaiTree(start, owner, target.anchor(), pairs, 0L, -1, null, null, 0,
                new HashSet<>(), budget);
        List<Certificate.Step> line = new ArrayList<>();
        HypotheticalState state = start;
        for (MiaiSafety.Pair p : pairs) {
            // the attacker's play on a point of the pair where it is legal, and the owner's answer
            HypotheticalState after = null;
            int played = -1;
            for (int loc : new int[] {p.first(), p.second()}) {
                after = follow(state, Move.play(loc));
                if (after != null) {
                    played = loc;
                    break;
                }
            }
            if (after == null) continue;
            HypotheticalState answered = follow(after, Move.play(p.partner(played)));
            if (answered == null) throw new IllegalStateException("the miai answer " + p.describe(position.position().graph())
                    + " is not legal");
            line.add(new Certificate.Step(attacker, Move.play(played)));
            line.add(new Certificate.Step(owner, Move.play(p.partner(played))));
            state = answered;
        }
        line.add(new Certificate.Step(attacker, Move.PASS));
        line.add(new Certificate.Step(owner, Move.PASS));
        return new Certificate(owner, line, -1, new HypotheticalStrategy(owner, root), false);
    }

    /** The state after {@code move} from {@code state}, or {@code null} if the move is not available. */
    private static HypotheticalState follow(HypotheticalState state, Move move) {
        for (HypotheticalGame.Transition t : HypotheticalGame.transitions(state)) {
            if (t.move().equals(move)) return t.next();
        }
        return null;
    }

    /** A state of the miai strategy's tree: the game's state and the pairs already answered. */
    private record MiaiKey(HypotheticalState state, long answered, int pending) {}

    /**
     * The miai strategy's tree below {@code state}. {@code answered} has a bit per pair already
     * answered; {@code pending} is the point the owner must answer on now, or -1.
     */
    private static HypotheticalStrategy.Node miaiTree(HypotheticalState state, Player owner, int anchor,
            List<MiaiSafety.Pair> pairs, long answered, int pending, Player player, Move move, int depth,
            Set<MiaiKey> onPath, Budget budget) {
        if (state.position().code(anchor) != owner.stone().code()) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.CAPTURED, List.of());
        }
        if (state.ended()) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.SEQUENCE_ENDS, List.of());
        }
        MiaiKey key = new MiaiKey(state, answered, pending);
        if (onPath.contains(key)) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.REPEATS, List.of());
        }
        if (budget.cuts(depth)) {
            return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.NOT_SHOWN, List.of());
        }
        onPath.add(key);
        List<HypotheticalStrategy.Node> children = new ArrayList<>();
        boolean ownersTurn = state.toMove() == owner;
        Move answer = ownersTurn && pending >= 0 ? Move.play(pending) : Move.PASS;
        boolean found = false;
        // The owner's pass is the one move of most of its nodes; the full list of moves (every
        // play tried on the board) is only needed for an answer or at the attacker's turn.
        List<HypotheticalGame.Transition> moves = ownersTurn && pending < 0
                ? List.of(HypotheticalGame.pass(state))
                : HypotheticalGame.transitions(state);
        for (HypotheticalGame.Transition t : moves) {
            if (ownersTurn && !t.move().equals(answer)) continue;
            found = true;
            long nowAnswered = answered;
            int nextPending = -1;
            if (!ownersTurn && t.move() instanceof Move.Play play) {
                for (int i = 0; i < pairs.size(); i++) {
                    if ((answered >>> i & 1) == 0 && pairs.get(i).contains(play.loc())) {
                        nowAnswered |= 1L << i;
                        nextPending = pairs.get(i).partner(play.loc());
                    }
                }
            }
            if (budget.moves <= 0) {
                children.add(new HypotheticalStrategy.Node(state.toMove(), t.move(), HypotheticalStrategy.End.NOT_SHOWN,
                        List.of()));
                continue;
            }
            budget.moves--;
            children.add(miaiTree(t.next(), owner, anchor, pairs, nowAnswered, nextPending, state.toMove(), t.move(),
                    depth + 1, onPath, budget));
        }
        if (!found) throw new IllegalStateException("the miai strategy's move " + answer + " is not legal");
        onPath.remove(key);
        return new HypotheticalStrategy.Node(player, move, HypotheticalStrategy.End.CONTINUES, children);
    }
}
