package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Position;
import org.shinpan.api.Limits;
import org.shinpan.api.Shinpan;

/**
 * Graph files reach sizes no board has. A prober's path of 30,000 locations ran the analysis
 * before the search for minutes (the open regions' search for necks floods the region once per cut),
 * a complete graph of 300 half a minute, and a star of 20,000 leaves took 2.6 GB (Benson's analysis
 * gave every region as many slots as the graph's largest degree; the scoring allocated two arrays of
 * the graph's size per empty location).
 */
class LargeGraphTest {
    /** On a grid the bound never binds: the largest region of a 25×25 board gets the same pieces. */
    @Test
    void theNeckSearchsBoundLeavesAGridsPiecesAlone() {
        Graph g = Graph.square(25);
        boolean[] region = new boolean[g.size()];
        java.util.Arrays.fill(region, true);
        int stone = g.parseLocation("M13");
        region[stone] = false;
        List<int[]> bounded = OpenRegion.pieces(g, region, q -> q == stone, 12, 24);
        List<int[]> unbounded = OpenRegion.pieces(g, region, q -> q == stone, 12, 24, Long.MAX_VALUE);
        assertEquals(unbounded.size(), bounded.size());
        for (int i = 0; i < bounded.size(); i++) assertArrayEquals(unbounded.get(i), bounded.get(i));
    }

    /** On a long path the bound stops the search, and the pieces found near the stone remain. */
    @Test
    void aLongPathsNeckSearchIsBounded() {
        int n = 30_000;
        List<String> labels = new ArrayList<>();
        List<int[]> edges = new ArrayList<>();
        for (int i = 0; i <= n; i++) labels.add("n" + i);
        for (int i = 0; i < n; i++) edges.add(new int[] {i, i + 1});
        Graph g = Graph.fromEdges(labels, edges);
        boolean[] region = new boolean[g.size()];
        java.util.Arrays.fill(region, true);
        region[0] = false;
        List<int[]> pieces = OpenRegion.pieces(g, region, q -> q == 0, 12, 24);
        // cutting n13 leaves n1-n12 beside the stone: a neck found first
        assertTrue(pieces.stream().anyMatch(p -> p.length == 12 && p[0] == 1 && p[11] == 12), pieces.size() + " pieces");
    }

    /**
     * A star: black on the centre, 5,000 leaves. Each leaf is a one-point region whose only
     * intersection is a liberty of the centre, so the centre is pass-alive (Benson) and every leaf
     * is Black's eye-point: B+5000.
     */
    @Test
    void aStarIsAnalysed() {
        int leaves = 5_000;
        List<String> labels = new ArrayList<>();
        List<int[]> edges = new ArrayList<>();
        labels.add("c");
        for (int i = 1; i <= leaves; i++) {
            labels.add("v" + i);
            edges.add(new int[] {0, i});
        }
        Graph g = Graph.fromEdges(labels, edges);
        Position p = Position.empty(g).with(0, Occupant.BLACK);
        var r = Shinpan.analyze(p, org.shinpan.rules.RuleSet.J2003, 0, Limits.DEFAULT);
        assertEquals("B+5000", r.result());
        assertEquals(Capturability.UNCAPTURABLE, r.strings().get(0).status());
    }
}
