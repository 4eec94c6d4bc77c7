package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.StoneString;
import org.shinpan.board.WordGraph;

/**
 * {@link BensonAnalysis} against a plain transcription of Benson's definition (every string
 * against every region in each round), which was its first implementation: on random positions
 * up to 9×9 (on both sides of the 64 intersections up to which it works on bitsets), with and without
 * excluded intersections, both find the same pass-alive stones.
 */
class BensonAnalysisProperties {

    @Provide
    Arbitrary<Position> positions() {
        // up to 64 intersections BensonAnalysis works on bitsets, above on arrays: both sizes
        Arbitrary<int[]> sizes = Arbitraries.of(new int[] {3, 3}, new int[] {4, 4}, new int[] {5, 5}, new int[] {4, 6},
                new int[] {7, 7}, new int[] {8, 8}, new int[] {9, 9}, new int[] {5, 13});
        // Mostly black stones: pass-alive strings need walls and small regions.
        return sizes.flatMap(wh -> Arbitraries.integers().between(0, 9).array(int[].class).ofSize(wh[0] * wh[1])
                .map(codes -> {
                    Graph g = Graph.grid(wh[0], wh[1]);
                    Occupant[] o = new Occupant[codes.length];
                    for (int i = 0; i < o.length; i++) o[i] = Occupant.ofCode(codes[i] <= 2 ? 0 : codes[i] <= 7 ? 1 : 2);
                    return Position.of(g, o);
                }))
                .filter(Position::isLegal);
    }

    /**
     * Positions on random graphs of up to 14 locations, some of high degree (a small board's block
     * and wall nodes, and shared private liberties, have many neighbours).
     */
    @Provide
    Arbitrary<Position> graphPositions() {
        return Arbitraries.longs().map(seed -> {
            java.util.Random r = new java.util.Random(seed);
            int n = 2 + r.nextInt(13);
            Graph g = hubGraph(r, n);
            Occupant[] o = new Occupant[n];
            for (int i = 0; i < n; i++) {
                int c = r.nextInt(10);
                o[i] = Occupant.ofCode(c <= 2 ? 0 : c <= 7 ? 1 : 2);
            }
            return Position.of(g, o);
        }).filter(Position::isLegal);
    }

    /** A connected graph of {@code n} locations: a random spanning tree, then extra edges, many at a hub. */
    static Graph hubGraph(java.util.Random r, int n) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < n; i++) labels.add("n" + i);
        List<int[]> edges = new ArrayList<>();
        boolean[][] joined = new boolean[n][n];
        for (int i = 1; i < n; i++) {
            int j = r.nextInt(i);
            joined[i][j] = joined[j][i] = true;
            edges.add(new int[] {j, i});
        }
        int hub = r.nextInt(n);
        for (int k = 0; k < n; k++) {
            int a = r.nextBoolean() ? hub : r.nextInt(n);
            int b = r.nextInt(n);
            if (a == b || joined[a][b]) continue;
            joined[a][b] = joined[b][a] = true;
            edges.add(new int[] {a, b});
        }
        return Graph.fromEdges(labels, edges);
    }

    @Property(tries = 2000)
    void sameAsTheDefinitionOnAnyGraph(@ForAll("graphPositions") Position p, @ForAll long seed) {
        sameAsTheDefinition(p, seed);
    }

    @Property(tries = 2000)
    void sameAsTheDefinition(@ForAll("positions") Position p, @ForAll long seed) {
        java.util.Random random = new java.util.Random(seed);
        boolean[] excluded = new boolean[p.graph().size()];
        for (int i = 0; i < excluded.length; i++) excluded[i] = random.nextInt(8) == 0;
        int alive = 0;
        for (Player player : Player.values()) {
            boolean[] fast = BensonAnalysis.passAlive(p, player);
            for (boolean b : fast) alive += b ? 1 : 0;
            assertArrayEquals(ByDefinition.passAlive(p, player, null), fast, p::toString);
            assertArrayEquals(ByDefinition.passAlive(p, player, excluded), BensonAnalysis.passAlive(p, player, excluded),
                    p::toString);
            // the cheap test is necessary: marked strings all pass-alive => two vital regions each
            boolean[] marked = new boolean[fast.length];
            boolean allAlive = true;
            for (int i = 0; i < marked.length; i++) {
                marked[i] = random.nextInt(4) == 0;
                if (marked[i] && p.code(i) == player.stone().code()) allAlive &= fast[i];
            }
            boolean cheap = BensonAnalysis.twoVitalRegionsEach(p, player, loc -> marked[loc]);
            if (allAlive) assertTrue(cheap, p::toString);
            Statistics.label("cheap test spares the analysis").collect(!cheap);
            if (p.graph().size() <= 64) {
                // the bitset test of the small boards' settled states: every marked location a
                // pass-alive stone, as the analysis says
                long stones = 0;
                long empty = 0;
                long marks = 0;
                boolean everyMarkAlive = true;
                for (int i = 0; i < marked.length; i++) {
                    if (p.code(i) == player.stone().code()) stones |= 1L << i;
                    if (p.isEmpty(i)) empty |= 1L << i;
                    if (marked[i]) marks |= 1L << i;
                    if (marked[i]) everyMarkAlive &= fast[i];
                }
                WordGraph neighbours = BensonAnalysis.neighbourSets(p.graph());
                assertEquals(everyMarkAlive, BensonAnalysis.allPassAlive(neighbours, stones, empty, marks), p::toString);
                boolean someMarkAlive = false;
                for (int i = 0; i < marked.length; i++) someMarkAlive |= marked[i] && fast[i];
                assertEquals(someMarkAlive, BensonAnalysis.anyPassAlive(neighbours, stones, empty, marks), p::toString);
                Statistics.label("a marked stone alive in the bitset test").collect(someMarkAlive);
                // each string of the player alone, and two together
                long previous = 0;
                boolean previousAlive = true;
                for (StoneString s : p.strings()) {
                    if (s.player() != player) continue;
                    long string = 0;
                    for (int loc : s.stones().toArray()) string |= 1L << loc;
                    boolean stringAlive = fast[s.anchor()];
                    assertEquals(stringAlive, BensonAnalysis.allPassAlive(neighbours, stones, empty, string), p::toString);
                    assertEquals(stringAlive && previousAlive,
                            BensonAnalysis.allPassAlive(neighbours, stones, empty, string | previous), p::toString);
                    Statistics.label("a string alive in the bitset test").collect(stringAlive);
                    previous = string;
                    previousAlive = stringAlive;
                }
            }
        }
        // The comparison means something only if pass-alive strings are common enough.
        Statistics.label("some pass-alive").collect(alive > 0);
        Statistics.label("some pass-alive").coverage(c -> c.check(true).percentage(q -> q > 10));
    }

    /** The definition, transcribed. */
    static final class ByDefinition {
        static boolean[] passAlive(Position position, Player player, boolean[] excluded) {
            Graph g = position.graph();
            int n = g.size();
            List<StoneString> strings = new ArrayList<>();
            int[] stringOf = new int[n];
            java.util.Arrays.fill(stringOf, -1);
            for (StoneString s : position.strings()) {
                if (s.player() != player) continue;
                int index = strings.size();
                s.stones().forEach(loc -> stringOf[loc] = index);
                strings.add(s);
            }
            // Regions: connected components of intersections without the player's stones.
            int[] regionOf = new int[n];
            java.util.Arrays.fill(regionOf, -1);
            List<int[]> regions = new ArrayList<>();
            for (int loc = 0; loc < n; loc++) {
                if (stringOf[loc] >= 0 || regionOf[loc] >= 0) continue;
                List<Integer> members = new ArrayList<>();
                int[] stack = new int[n];
                int top = 0;
                stack[top++] = loc;
                regionOf[loc] = regions.size();
                while (top > 0) {
                    int v = stack[--top];
                    members.add(v);
                    for (int k = 0; k < g.degree(v); k++) {
                        int w = g.neighbour(v, k);
                        if (stringOf[w] < 0 && regionOf[w] < 0) {
                            regionOf[w] = regions.size();
                            stack[top++] = w;
                        }
                    }
                }
                regions.add(members.stream().mapToInt(Integer::intValue).toArray());
            }
            boolean[] inX = new boolean[strings.size()];
            java.util.Arrays.fill(inX, true);
            boolean[] inR = new boolean[regions.size()];
            java.util.Arrays.fill(inR, true);
            if (excluded != null) {
                for (int r = 0; r < regions.size(); r++) {
                    for (int v : regions.get(r)) {
                        if (excluded[v]) inR[r] = false;
                    }
                }
            }
            boolean changed = true;
            while (changed) {
                changed = false;
                // Step 1: strings with fewer than two vital regions leave X.
                for (int s = 0; s < strings.size(); s++) {
                    if (!inX[s]) continue;
                    int vital = 0;
                    for (int r = 0; r < regions.size() && vital < 2; r++) {
                        if (inR[r] && isVital(position, regions.get(r), strings.get(s), stringOf, s)) vital++;
                    }
                    if (vital < 2) {
                        inX[s] = false;
                        changed = true;
                    }
                }
                // Step 2: regions bordered by a string no longer in X leave R.
                for (int r = 0; r < regions.size(); r++) {
                    if (!inR[r]) continue;
                    for (int v : regions.get(r)) {
                        for (int k = 0; k < g.degree(v) && inR[r]; k++) {
                            int w = g.neighbour(v, k);
                            if (stringOf[w] >= 0 && !inX[stringOf[w]]) {
                                inR[r] = false;
                                changed = true;
                            }
                        }
                    }
                }
            }
            boolean[] result = new boolean[n];
            for (int loc = 0; loc < n; loc++) {
                result[loc] = stringOf[loc] >= 0 && inX[stringOf[loc]];
            }
            return result;
        }
    
        /** Whether every empty intersection of the region neighbours the string. */
        private static boolean isVital(Position position, int[] region, StoneString string, int[] stringOf, int s) {
            Graph g = position.graph();
            for (int v : region) {
                if (!position.isEmpty(v)) continue;
                boolean liberty = false;
                for (int k = 0; k < g.degree(v) && !liberty; k++) {
                    liberty = stringOf[g.neighbour(v, k)] == s;
                }
                if (!liberty) return false;
            }
            return true;
        }
    }
}
