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
                return new Solution(z, acceptance, removedIn, witness, iterations, finalRanks(arena, acceptance, cpreZ));
            }
            iterations.add(new Iteration(z, kept));
            z = next;
        }
    }

    /**
     * The solution for the protagonist's strategy only, from its winning region {@code winning}
     * computed already (by {@link #winningRegion}, which gives {@link #solve}'s region): the same
     * {@code winning}, acceptance sets and {@code finalRanks} as {@link #solve}, hence the same
     * strategy, without the outer iterations. The opponent's side is left out: {@code removedIn}
     * and {@code witness} are -1 everywhere and {@code iterations} is empty, so this serves only
     * where the protagonist wins.
     */
    public static Solution solveForProtagonist(Arena arena, boolean[][] acceptance, boolean[] winning) {
        if (acceptance.length == 0) {
            throw new IllegalArgumentException("a generalized Büchi objective needs at least one set");
        }
        acceptance = minimalSets(acceptance);
        int[] none = new int[arena.size()];
        Arrays.fill(none, -1);
        return new Solution(winning.clone(), acceptance, none, none.clone(), List.of(),
                finalRanks(arena, acceptance, arena.controllablePredecessors(winning)));
    }

    /** For each set {@code B_j}, the attractor ranks toward {@code B_j ∩ CPre(Z)}. */
    private static int[][] finalRanks(Arena arena, boolean[][] acceptance, boolean[] cpreZ) {
        int[][] ranks = new int[acceptance.length][];
        for (int j = 0; j < acceptance.length; j++) ranks[j] = Attractor.ranks(arena, and(acceptance[j], cpreZ));
        return ranks;
    }

    /**
     * The protagonist's winning region alone, iterated down from {@code from}, which must contain
     * it. Each step takes one set {@code B_j} and keeps the nodes of the current set {@code Z} from
     * which the protagonist can force, without leaving {@code Z}, a visit to {@code B_j ∩ CPre(Z)};
     * the sets are taken in turn until none removes a node. For bounds that need no certificate;
     * {@code from} all true gives {@link #solve}'s region.
     *
     * <p>Why the restriction to {@code Z} gives the same region: every node of the winning region
     * {@code W} keeps that property with {@code Z = W} (a play that follows a winning strategy
     * only visits nodes of {@code W}, and each of them is in {@code CPre(W)}), and each step is
     * monotone in {@code Z}, so from any {@code Z ⊇ W} no node of {@code W} is ever removed. A set
     * where no step removes anything is a fixed point of {@link #solve}'s operator with attractors
     * that do not leave it, which are smaller than the unrestricted ones, so it lies below the
     * greatest fixed point {@code W}.
     */
    public static boolean[] winningRegion(Arena arena, boolean[][] acceptance, boolean[] from) {
        return winningRegion(arena, acceptance, from, new boolean[arena.size()]);
    }

    /**
     * As {@link #winningRegion(Arena, boolean[][], boolean[])}, given nodes {@code known} that lie
     * in the protagonist's winning region (and in {@code from}). Every step's attractor contains
     * them, so the steps leave them out: a node with a protagonist's move into them, or whose
     * moves all enter them, starts in each attractor, and an opponent's node counts only its moves
     * that do not enter them. The same region, at the cost of the nodes outside {@code known}
     * (for an attractor, {@link Attractor#of}, nothing outside has a protagonist's move into it).
     */
    public static boolean[] winningRegion(Arena arena, boolean[][] acceptance, boolean[] from, boolean[] known) {
        if (acceptance.length == 0) {
            throw new IllegalArgumentException("a generalized Büchi objective needs at least one set");
        }
        return winningRegionOfMinimalSets(arena, minimalSets(acceptance), from, known);
    }

    /**
     * {@link #winningRegion(Arena, boolean[][], boolean[], boolean[])} for sets that are minimal
     * already: no set contains another and none repeats, so {@link #minimalSets} would keep them
     * all, in their order. A caller that formed them with {@link #minimalIndices} saves the
     * conversion of every set to bits and back, a pass over the arena per set and call.
     */
    public static boolean[] winningRegionOfMinimalSets(Arena arena, boolean[][] acceptance, boolean[] from,
            boolean[] known) {
        if (acceptance.length == 0) {
            throw new IllegalArgumentException("a generalized Büchi objective needs at least one set");
        }
        int n = arena.size();
        int m = acceptance.length;
        boolean[] z = from.clone();
        // The nodes of z outside known as a list, so that a step costs what they hold, not what
        // the arena holds (known usually holds most of it); x stays true on known.
        boolean[] x = new boolean[n];
        int listed = 0;
        boolean anyKnown = false;
        for (int v = 0; v < n; v++) {
            if (known[v]) {
                z[v] = true;
                x[v] = true;
                anyKnown = true;
            } else if (z[v]) {
                listed++;
            }
        }
        int[] members = new int[listed];
        // beside each listed node: its moves that do not enter known
        int[] open = new int[listed];
        int left = 0;
        int[] succStart = arena.succStart;
        for (int v = 0; v < n; v++) {
            if (known[v] || !z[v]) continue;
            int moves = succStart[v + 1] - succStart[v];
            for (int i = succStart[v]; anyKnown && i < succStart[v + 1]; i++) {
                // A protagonist's move into known wins outright: 0, as when every move enters it.
                if (known[arena.succFlat[i]]) moves = arena.isProtagonists(v) ? 0 : moves - 1;
                if (moves == 0) break;
            }
            members[left] = v;
            open[left++] = moves;
        }
        int[] pending = new int[n];
        int[] queue = new int[listed];
        int unchanged = 0;
        for (int j = 0; unchanged < m && left > 0; j = (j + 1) % m) {
            attractorWithin(arena, acceptance[j], z, members, open, left, x, pending, queue);
            int kept = 0;
            for (int k = 0; k < left; k++) {
                int v = members[k];
                if (x[v]) {
                    open[kept] = open[k];
                    members[kept++] = v;
                    x[v] = false;
                } else {
                    z[v] = false;
                }
            }
            unchanged = kept < left ? 0 : unchanged + 1;
            left = kept;
        }
        return z;
    }

    /**
     * Into {@code x} (false on entry on the listed nodes, true on the known ones): the nodes of
     * {@code z} (the known ones, and those listed in {@code members[0 .. count-1]}) from which
     * the protagonist can force, without leaving {@code z}, a visit to {@code set ∩ CPre(z)};
     * {@code open[k]} counts the moves of {@code members[k]} that do not enter the known nodes.
     * Only listed nodes enter {@code queue}.
     */
    private static void attractorWithin(Arena arena, boolean[] set, boolean[] z, int[] members, int[] open, int count,
            boolean[] x, int[] pending, int[] queue) {
        int tail = 0;
        for (int k = 0; k < count; k++) {
            int v = members[k];
            pending[v] = open[k];
            if (open[k] == 0 || (set[v] && arena.controllable(v, z))) {
                x[v] = true;
                queue[tail++] = v;
            }
        }
        int[] start = arena.predStart;
        int[] flat = arena.predFlat;
        int head = 0;
        while (head < tail) {
            int v = queue[head++];
            for (int i = start[v], end = start[v + 1]; i < end; i++) {
                int u = flat[i];
                if (x[u] || !z[u]) continue;
                if (arena.isProtagonists(u) || --pending[u] == 0) {
                    x[u] = true;
                    queue[tail++] = u;
                }
            }
        }
    }

    /**
     * The acceptance sets without those that contain another one (and without repeats): visiting
     * {@code B_a} infinitely often visits every superset of it infinitely often, so the objective
     * is the same.
     */
    public static boolean[][] minimalSets(boolean[][] sets) {
        long[][] bits = new long[sets.length][];
        for (int a = 0; a < sets.length; a++) bits[a] = bits(sets[a]);
        int[] kept = minimalIndices(bits);
        boolean[][] minimal = new boolean[kept.length][];
        for (int k = 0; k < kept.length; k++) minimal[k] = sets[kept[k]];
        return minimal;
    }

    /**
     * Which sets {@link #minimalSets} keeps, ascending, for sets given as bitsets of one length (bit
     * {@code v % 64} of word {@code v / 64} for node {@code v}): a caller that builds its sets as
     * bitsets can drop the redundant ones before it makes arrays of them. Feeding the kept sets to a
     * solver gives the same sets, in the same order, as feeding all of them.
     */
    public static int[] minimalIndices(long[][] bits) {
        int[] kept = new int[bits.length];
        int count = 0;
        for (int a = 0; a < bits.length; a++) {
            boolean redundant = false;
            for (int b = 0; b < bits.length && !redundant; b++) {
                if (a == b || !subset(bits[b], bits[a])) continue;
                // B_b is inside B_a: drop B_a, unless they are equal and a comes first.
                redundant = !subset(bits[a], bits[b]) || b < a;
            }
            if (!redundant) kept[count++] = a;
        }
        return Arrays.copyOf(kept, count);
    }

    private static long[] bits(boolean[] set) {
        long[] w = new long[(set.length + 63) >>> 6];
        for (int i = 0; i < set.length; i++) if (set[i]) w[i >>> 6] |= 1L << (i & 63);
        return w;
    }

    private static boolean subset(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & ~b[i]) != 0) return false;
        }
        return true;
    }

    private static boolean[] and(boolean[] a, boolean[] b) {
        boolean[] r = new boolean[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i] && b[i];
        return r;
    }
}
