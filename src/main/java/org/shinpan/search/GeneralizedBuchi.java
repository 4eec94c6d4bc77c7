package org.shinpan.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Generalized Büchi games: the protagonist wins an infinite play that visits every acceptance set
 * infinitely often. Solved by the nested fixed point
 * {@code Z = νZ. ⋂_j μX. (B_j ∩ CPre(Z)) ∪ CPre(X)} (Emerson and Lei 1986; the form used for the
 * justice part of GR(1) synthesis, Bloem et al., "Synthesis of Reactive(1) Designs", 2012; see also
 * Chatterjee, Dvořák, Henzinger and Loitzenbauer, MFCS 2016).
 *
 * <p>The solution keeps what both certificates need. The protagonist's strategy has a counter
 * {@code j}: towards {@code B_j ∩ CPre(Z)} by the ranks of {@link #ranksToward}, then into
 * {@code Z} and on to {@code j+1}. The opponent's strategy from a node {@code v} removed in
 * iteration {@code i} for want of set {@code j}: stay outside that iteration's attractor; at a node
 * of {@code B_j} leave {@code Z_i}, and on leaving {@code Z_i} take up the strategy of the node
 * reached (which was removed in an earlier iteration).
 */
public final class GeneralizedBuchi {
    /**
     * The solved game.
     *
     * @param winning       the protagonist's winning region {@code Z}
     * @param acceptance    the acceptance sets {@code B_j}
     * @param removedIn     for each node outside {@code Z}, the iteration that removed it; -1 in {@code Z}
     * @param witness       for each node outside {@code Z}, a set {@code j} whose attractor missed it
     * @param iterations    for each iteration {@code i}, the set {@code Z_i} it started from and the
     *                      attractors of the sets that were witnesses in it (others null)
     * @param finalRanks    for each {@code j}, the attractor ranks toward {@code B_j ∩ CPre(Z)}
     */
    public record Solution(boolean[] winning, boolean[][] acceptance, int[] removedIn, int[] witness,
            List<Iteration> iterations, int[][] finalRanks) {

        /** Whether the protagonist wins from {@code node}. */
        public boolean wins(int node) {
            return winning[node];
        }
    }

    /**
     * One round of the outer fixed point.
     *
     * @param from        {@code Z_i}
     * @param attractors  {@code X_j} for each witness {@code j} of this round; null for other {@code j}
     */
    public record Iteration(boolean[] from, boolean[][] attractors) {}

    private GeneralizedBuchi() {}

    /**
     * Solves the game.
     *
     * @param acceptance one or more acceptance sets
     */
    public static Solution solve(Arena arena, boolean[][] acceptance) {
        if (acceptance.length == 0) {
            throw new IllegalArgumentException("a generalized Büchi objective needs at least one set");
        }
        acceptance = minimalSets(acceptance);
        int n = arena.size();
        int m = acceptance.length;
        boolean[] z = new boolean[n];
        Arrays.fill(z, true);
        int[] removedIn = new int[n];
        int[] witness = new int[n];
        Arrays.fill(removedIn, -1);
        Arrays.fill(witness, -1);
        List<Iteration> iterations = new ArrayList<>();
        while (true) {
            boolean[] cpreZ = arena.controllablePredecessors(z);
            boolean[][] attractors = new boolean[m][];
            boolean[] next = z.clone();
            boolean[][] kept = new boolean[m][];
            for (int j = 0; j < m; j++) {
                attractors[j] = Attractor.of(arena, and(acceptance[j], cpreZ));
                for (int v = 0; v < n; v++) {
                    if (next[v] && !attractors[j][v]) {
                        next[v] = false;
                        removedIn[v] = iterations.size();
                        witness[v] = j;
                        kept[j] = attractors[j];
                    }
                }
            }
            if (Arrays.equals(next, z)) {
                int[][] finalRanks = new int[m][];
                for (int j = 0; j < m; j++) {
                    finalRanks[j] = Attractor.ranks(arena, and(acceptance[j], cpreZ));
                }
                return new Solution(z, acceptance, removedIn, witness, iterations, finalRanks);
            }
            iterations.add(new Iteration(z, kept));
            z = next;
        }
    }

    /**
     * The protagonist's winning region alone, iterated down from {@code from}, which must contain
     * it: each round keeps the nodes of the current set that lie in every attractor, as
     * {@link #solve} does, so it stops at the greatest fixed point whenever it starts above it.
     * For bounds that need no certificate; {@code from} all true gives {@link #solve}'s region.
     */
    public static boolean[] winningRegion(Arena arena, boolean[][] acceptance, boolean[] from) {
        if (acceptance.length == 0) {
            throw new IllegalArgumentException("a generalized Büchi objective needs at least one set");
        }
        acceptance = minimalSets(acceptance);
        boolean[] z = from.clone();
        while (true) {
            boolean[] cpreZ = arena.controllablePredecessors(z);
            boolean[] next = z.clone();
            for (boolean[] set : acceptance) {
                boolean[] x = Attractor.of(arena, and(set, cpreZ));
                boolean any = false;
                for (int v = 0; v < next.length; v++) {
                    next[v] &= x[v];
                    any |= next[v];
                }
                if (!any) break;
            }
            if (Arrays.equals(next, z)) return z;
            z = next;
        }
    }

    /**
     * The acceptance sets without those that contain another one (and without repeats): visiting
     * {@code B_a} infinitely often visits every superset of it infinitely often, so the objective
     * is the same.
     */
    static boolean[][] minimalSets(boolean[][] sets) {
        List<boolean[]> kept = new ArrayList<>();
        for (int a = 0; a < sets.length; a++) {
            boolean redundant = false;
            for (int b = 0; b < sets.length && !redundant; b++) {
                if (a == b || !subset(sets[b], sets[a])) continue;
                // B_b is inside B_a: drop B_a, unless they are equal and a comes first.
                redundant = !subset(sets[a], sets[b]) || b < a;
            }
            if (!redundant) kept.add(sets[a]);
        }
        return kept.toArray(new boolean[0][]);
    }

    private static boolean subset(boolean[] a, boolean[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] && !b[i]) return false;
        }
        return true;
    }

    private static boolean[] and(boolean[] a, boolean[] b) {
        boolean[] r = new boolean[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i] && b[i];
        return r;
    }
}
