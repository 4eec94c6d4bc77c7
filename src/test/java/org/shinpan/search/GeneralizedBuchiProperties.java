package org.shinpan.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;

/**
 * The fast paths of {@link GeneralizedBuchi} against {@link GeneralizedBuchi#solve}, the nested
 * fixed point as written (Emerson and Lei), on random arenas: the winning region iterated inside
 * the current region from any set above it, with and without nodes known to be won; the
 * protagonist's solution read off a known region; the minimal acceptance sets against a
 * set-by-set comparison.
 */
class GeneralizedBuchiProperties {

    /** A random arena of 1 to 40 nodes, some of them loops, with 1 to 4 random acceptance sets. */
    private record Game(Arena arena, boolean[][] sets, boolean[] loopsInEverySet) {}

    private static Game game(long seed) {
        Random r = new Random(seed);
        int n = 1 + r.nextInt(40);
        int m = 1 + r.nextInt(4);
        Arena.Builder b = new Arena.Builder();
        boolean[][] sets = new boolean[m][n];
        boolean[] sink = new boolean[n];
        for (int v = 0; v < n; v++) b.addNode(r.nextBoolean());
        for (int v = 0; v < n; v++) {
            if (r.nextInt(6) == 0) {
                // a finished play: a loop, in every set half of the time
                b.setSuccessors(v, new int[] {v});
                sink[v] = r.nextBoolean();
                for (int j = 0; j < m; j++) sets[j][v] = sink[v] || r.nextInt(3) == 0;
                continue;
            }
            int[] succ = new int[1 + r.nextInt(3)];
            for (int i = 0; i < succ.length; i++) succ[i] = r.nextInt(n);
            b.setSuccessors(v, succ);
            for (int j = 0; j < m; j++) sets[j][v] = r.nextInt(3) == 0;
        }
        return new Game(b.build(), sets, sink);
    }

    @Property(tries = 2000)
    void theRegionIteratedInsideItselfIsTheFixedPoints(@ForAll long seed) {
        Game g = game(seed);
        boolean[] w = GeneralizedBuchi.solve(g.arena(), g.sets()).winning();
        int n = g.arena().size();
        int inW = 0;
        for (boolean b : w) inW += b ? 1 : 0;
        Statistics.label("winning region").collect(inW == 0 ? "empty" : inW == n ? "all" : "some");
        Statistics.label("winning region").coverage(c -> c.check("some").percentage(p -> p > 30));
        boolean[] all = new boolean[n];
        java.util.Arrays.fill(all, true);
        assertArrayEquals(w, GeneralizedBuchi.winningRegion(g.arena(), g.sets(), all));
        // from any set above it
        Random r = new Random(seed ^ 0x5DEECE66DL);
        boolean[] above = w.clone();
        for (int v = 0; v < n; v++) above[v] |= r.nextBoolean();
        assertArrayEquals(w, GeneralizedBuchi.winningRegion(g.arena(), g.sets(), above));
        // with the attractor of the loops in every set known to be won
        boolean[] known = Attractor.of(g.arena(), g.loopsInEverySet());
        int won = 0;
        for (int v = 0; v < n; v++) won += known[v] ? 1 : 0;
        Statistics.label("known nodes").collect(won == 0 ? "none" : won == n ? "all" : "some");
        assertArrayEquals(w, GeneralizedBuchi.winningRegion(g.arena(), g.sets(), above, known));
        // with any part of the region known, closed or not
        boolean[] part = new boolean[n];
        for (int v = 0; v < n; v++) part[v] = w[v] && r.nextBoolean();
        assertArrayEquals(w, GeneralizedBuchi.winningRegion(g.arena(), g.sets(), above, part));
        Statistics.label("known nodes").coverage(c -> c.check("some").percentage(p -> p > 20));
        // the minimal sets given as such
        boolean[][] minimal = GeneralizedBuchi.minimalSets(g.sets());
        assertArrayEquals(w, GeneralizedBuchi.winningRegionOfMinimalSets(g.arena(), minimal, above, known));
        assertArrayEquals(w, GeneralizedBuchi.winningRegionOfMinimalSets(g.arena(), minimal, above, new boolean[n]));
    }

    /**
     * {@link Attractor#of} against the ranks of {@link Attractor#ranks}, and against its definition:
     * the least set that holds the target and every node from which the protagonist can force the
     * next node into it, computed by iterating {@link Arena#controllablePredecessors} from the target.
     */
    @Property(tries = 1000)
    void theAttractorSetIsTheLeastFixedPoint(@ForAll long seed) {
        Game g = game(seed);
        int n = g.arena().size();
        Random r = new Random(seed ^ 0x2545F4914F6CDD1DL);
        boolean[] target = new boolean[n];
        for (int v = 0; v < n; v++) target[v] = r.nextInt(5) == 0;
        boolean[] set = Attractor.of(g.arena(), target);
        int[] rank = Attractor.ranks(g.arena(), target);
        for (int v = 0; v < n; v++) assertEquals(rank[v] >= 0, set[v]);
        boolean[] x = target.clone();
        while (true) {
            boolean[] cpre = g.arena().controllablePredecessors(x);
            boolean[] next = x.clone();
            for (int v = 0; v < n; v++) next[v] |= cpre[v];
            if (java.util.Arrays.equals(next, x)) break;
            x = next;
        }
        assertArrayEquals(x, set);
        int in = 0;
        for (boolean b : set) in += b ? 1 : 0;
        Statistics.label("attractor").collect(in == 0 ? "empty" : in == n ? "all" : "some");
    }

    @Property(tries = 1000)
    void theProtagonistsSolutionFromItsRegionIsSolves(@ForAll long seed) {
        Game g = game(seed);
        GeneralizedBuchi.Solution full = GeneralizedBuchi.solve(g.arena(), g.sets());
        GeneralizedBuchi.Solution fast = GeneralizedBuchi.solveForProtagonist(g.arena(), g.sets(), full.winning());
        assertArrayEquals(full.winning(), fast.winning());
        assertEquals(full.acceptance().length, fast.acceptance().length);
        for (int j = 0; j < full.acceptance().length; j++) {
            assertArrayEquals(full.acceptance()[j], fast.acceptance()[j]);
            assertArrayEquals(full.finalRanks()[j], fast.finalRanks()[j]);
        }
    }

    @Property(tries = 1000)
    void minimalSetsDropExactlyTheSupersets(@ForAll long seed) {
        Random r = new Random(seed);
        int n = 1 + r.nextInt(100);
        boolean[][] sets = new boolean[1 + r.nextInt(6)][n];
        for (boolean[] s : sets) {
            // few distinct shapes, so that subsets and repeats are common
            int shape = r.nextInt(4);
            for (int v = 0; v < n; v++) s[v] = ((v * 7 + shape) % 5 < shape) || (r.nextInt(50) == 0);
        }
        boolean[][] kept = GeneralizedBuchi.minimalSets(sets);
        int k = 0;
        for (int a = 0; a < sets.length; a++) {
            boolean redundant = false;
            for (int b = 0; b < sets.length; b++) {
                if (a == b || !within(sets[b], sets[a])) continue;
                redundant |= !within(sets[a], sets[b]) || b < a;
            }
            if (!redundant) assertArrayEquals(sets[a], kept[k++]);
        }
        assertEquals(k, kept.length);
    }

    private static boolean within(boolean[] a, boolean[] b) {
        for (int i = 0; i < a.length; i++) if (a[i] && !b[i]) return false;
        return true;
    }
}
