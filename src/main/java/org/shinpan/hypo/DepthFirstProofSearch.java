package org.shinpan.hypo;

import java.util.Arrays;

/**
 * Depth-first proof-number search (df-pn, Nagai 2002) as the capture test's order of expansion in
 * {@link LazySolver}: which nodes of the hypothetical game's graph to expand next, never what the
 * test answers.
 *
 * <p>The capture test (J2003 v35a, "Life and Death": can the attacker force capture of the
 * string's stones) is a reachability game: the attacker, at OR nodes, must reach a state where the
 * target is captured; a play that never gets there (a repetition, the end of the sequence, a state
 * settled for the owner) is the owner's. A phase of this search descends from the start towards
 * the most-proving node, as df-pn does, with thresholds on the proof and disproof numbers, and
 * expands what it reaches, at most a given number of nodes. A node on the current path counts as
 * lost for the attacker there (a repetition), and that value, which depends on the path, is kept
 * in the numbers above it: the graph-history-interaction problem (which Kishimoto and Müller's
 * df-pn for games with repetitions solves, and which here can only mislead the order). What the
 * test answers is decided afterwards on the whole expanded graph by the two bounds
 * of {@link LazySolver#capture} (the attractor with unexpanded nodes lost, then won, for the
 * attacker), which solve cycles exactly; each phase starts again from the numbers those bounds
 * give ({@link LazySolver#proofNumbers}), so a number spoiled by a path is not carried over.
 *
 * <p>Why a depth-first phase: the cost-ordered walks (the other order) widen with every rank of
 * the moves they skip, and in a problem with twenty or more empty points a proof that needs ten
 * plies of one side's best moves is reached only after the walks have paid for every cheaper
 * detour; df-pn follows one line until its numbers say another is better (docs/j2003.md,
 * "The solvers"; measured in docs/benchmarks.md).
 */
final class DepthFirstProofSearch {
    /** Infinity of the proof and disproof numbers, as in {@link LazySolver#proofNumbers}. */
    static final int INFINITE = 1 << 28;
    /** The deepest path a phase follows; a node deeper is left for a later phase or the walks. */
    static final int MAX_DEPTH = 1_000;

    /**
     * The visits a phase may make per node it may expand (plus 10,000). Most phases make one or two
     * (the KGS games: 1.7); a few go round the same nodes as their numbers move without expanding
     * anything new. On an open side problem of 11 empty points (docs/benchmarks.md, "Session 30")
     * 65 phases of 1,147 reached the bound of 64 that was used before, 306 million visits for 5.7
     * million expansions, 12 % of the process's time in {@link #update}; with 4 the same phases
     * stop sooner and expand the same nodes, give or take three.
     */
    static final int VISITS_PER_EXPANSION = 4;

    private final CompactHypoGraph g;
    private final SolverLimits limits;
    private int[] numbers = new int[0];
    private boolean[] onPath = new boolean[0];
    private long budget;
    private long visitsLeft;
    private String stop;

    DepthFirstProofSearch(CompactHypoGraph g, SolverLimits limits) {
        this.g = g;
        this.limits = limits;
    }

    /**
     * One phase: from the estimates {@code start} (node v's proof number at 2v, its disproof
     * number at 2v + 1, for the nodes the graph had when they were computed), expands at most
     * {@code expansions} nodes. Returns the number expanded; {@link #stop()} says why it stopped
     * when a state or table limit was reached.
     */
    long phase(int[] start, long expansions) {
        int n = g.size();
        numbers = Arrays.copyOf(start, Math.max(start.length, 2 * n));
        for (int v = start.length / 2; v < n; v++) seed(v);
        // every search leaves its node off the path again: the marks are all clear between phases
        if (onPath.length < n) onPath = Arrays.copyOf(onPath, n);
        budget = expansions;
        // a phase that keeps changing numbers without expanding is cut off
        visitsLeft = VISITS_PER_EXPANSION * expansions + 10_000;
        stop = null;
        long before = budget;
        while (budget > 0 && visitsLeft > 0 && stop == null && proof(0) != 0 && disproof(0) != 0) {
            long was = budget;
            search(0, INFINITE, INFINITE, 0);
            if (budget == was) break; // nothing expanded: the numbers have closed the start
        }
        return before - budget;
    }

    /** Why the last phase stopped at a limit, or null. */
    String stop() {
        return stop;
    }

    /** The proof number of node {@code v} as the last phase left it (0: the attacker's proof is expanded). */
    int proof(int v) {
        return numbers[2 * v];
    }

    /** The disproof number of node {@code v} as the last phase left it. */
    int disproof(int v) {
        return numbers[2 * v + 1];
    }

    /** The first numbers of a node the estimates did not cover: 0 and infinity where the target is captured. */
    private void seed(int v) {
        ensure(v);
        boolean won = g.isTargetCaptured(v);
        numbers[2 * v] = won ? 0 : 1;
        numbers[2 * v + 1] = won ? INFINITE : 1;
    }

    private void ensure(int v) {
        if (2 * v + 1 >= numbers.length) {
            int grown = Math.max(2 * v + 2, TableBytes.grown(numbers.length));
            numbers = Arrays.copyOf(numbers, grown);
        }
        if (v >= onPath.length) onPath = Arrays.copyOf(onPath, Math.max(v + 1, TableBytes.grown(onPath.length)));
    }

    /** The multiple-iterative-deepening step of df-pn at {@code v}. */
    private void search(int v, int proofThreshold, int disproofThreshold, int depth) {
        if (--visitsLeft < 0 || proof(v) == 0 || disproof(v) == 0) return;
        if (!g.isExpanded(v)) {
            if (budget <= 0 || depth >= MAX_DEPTH) return;
            long after = g.tableBytesAfterExpanding(v);
            if (after > limits.maxTableBytes()) {
                stop = limits.exhausted(g.size(), after);
                return;
            }
            int before = g.size();
            g.expand(v);
            budget--;
            for (int w = before; w < g.size(); w++) seed(w);
            if (limits.exceeded(g.size())) {
                stop = limits.exhausted(g.size());
                update(v);
                return;
            }
        }
        onPath[v] = true;
        boolean or = g.attackerToMove(v);
        while (true) {
            update(v);
            int p = proof(v);
            int d = disproof(v);
            if (p >= proofThreshold || d >= disproofThreshold || p == 0 || d == 0) break;
            if (budget <= 0 || visitsLeft <= 0 || stop != null || depth >= MAX_DEPTH) break;
            // the best child by the mover's number, and the second best for its threshold
            int best = -1;
            int bestNumber = INFINITE + 1;
            int second = INFINITE;
            for (int i = 0, m = g.moveCount(v); i < m; i++) {
                int w = g.successor(v, i);
                int x = onPath[w] ? (or ? INFINITE : 0) : (or ? proof(w) : disproof(w));
                if (x < bestNumber) {
                    second = Math.min(second, bestNumber);
                    bestNumber = x;
                    best = w;
                } else {
                    second = Math.min(second, x);
                }
            }
            if (best < 0 || onPath[best]) break;
            long childProof;
            long childDisproof;
            if (or) {
                childProof = Math.min(proofThreshold, (long) second + 1);
                childDisproof = (long) disproofThreshold - d + disproof(best);
            } else {
                childDisproof = Math.min(disproofThreshold, (long) second + 1);
                childProof = (long) proofThreshold - p + proof(best);
            }
            search(best, (int) Math.min(INFINITE, childProof), (int) Math.min(INFINITE, childDisproof), depth + 1);
        }
        onPath[v] = false;
    }

    /**
     * The numbers of the expanded {@code v} from its successors': the attacker's proof number is
     * the least of its moves', its disproof number their sum; the owner's the other way round. A
     * successor on the current path counts as lost for the attacker (a repetition).
     */
    private void update(int v) {
        if (!g.isExpanded(v)) return;
        boolean or = g.attackerToMove(v);
        long min = INFINITE;
        long sum = 0;
        for (int i = 0, m = g.moveCount(v); i < m; i++) {
            int w = g.successor(v, i);
            int p = onPath[w] ? INFINITE : proof(w);
            int d = onPath[w] ? 0 : disproof(w);
            if (or) {
                min = Math.min(min, p);
                sum += d;
            } else {
                min = Math.min(min, d);
                sum += p;
            }
        }
        // (a state with the target captured is never updated: its numbers start at 0 and infinity,
        // from the bounds or from seed, and the search stops at a proof number 0)
        int total = (int) Math.min(INFINITE, sum);
        if (or) {
            numbers[2 * v] = (int) min;
            numbers[2 * v + 1] = total;
        } else {
            numbers[2 * v] = total;
            numbers[2 * v + 1] = (int) min;
        }
    }
}
