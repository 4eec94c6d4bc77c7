package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Position;

/** Control maps of whole positions (LJ rule 14), derived by hand before running. */
class ControlMapTest {
    /** The map as rows of letters B W N U, top row first. */
    static String rows(ControlMap m) {
        Graph g = m.position().graph();
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) sb.append(m.status(g.loc(x, y)).name().charAt(0));
            sb.append('\n');
        }
        return sb.toString();
    }

    @Test
    void twoWallsEachWithAStraightFourAlongTheEdge() {
        // Black's region A1-A4 with his wall B1-B4: transformed, C and D hold white stones and Black
        // must leave A as eyes without empty neighbours, e.g. stones A3 A1 and eyes A4 A2: a
        // straight four, which White moving first cannot stop (White A2: Black A3, and White can
        // neither fill A4 nor A1, both suicide; Black A1 captures). White's side is the mirror.
        // Black's other sets take in White's wall and White's living straight four: refuted.
        Position p = Diagram.parse("""
                . X O .
                . X O .
                . X O .
                . X O .
                """);
        ControlMap m = ControlMap.of(p, ControlMap.Limits.DEFAULT, ControlTest.Pruning.SAT);
        assertEquals("BBWW\nBBWW\nBBWW\nBBWW\n", rows(m));
        assertTrue(m.isComplete() && m.isExhaustive());
        assertTrue(m.deadStones().isEmpty());
    }

    @Test
    void aLoneOpposingStoneInAStraightFourSpoilsItWhenTheOpponentMovesFirst() {
        // White A2 inside Black's column. In Black's test White moves first: A3 gives White A2-A3
        // the liberties A4 and A1, the same as Black's transformed wall (C is white). Whoever fills
        // one of them is captured by the other, so Black cannot clear the column: no formation,
        // and A and B are nobody's. White's own side is still his straight four.
        Position p = Diagram.parse("""
                . X O .
                . X O .
                O X O .
                . X O .
                """);
        ControlMap m = ControlMap.of(p, ControlMap.Limits.DEFAULT, ControlTest.Pruning.NONE);
        assertEquals("NNWW\nNNWW\nNNWW\nNNWW\n", rows(m));
    }

    @Test
    void manyUndecidedLocationsAreCountedAndTheFirstOnesNamed() {
        Graph g = Graph.grid(5, 5);
        org.eclipse.collections.api.set.primitive.ImmutableIntSet all =
                org.eclipse.collections.impl.factory.primitive.IntSets.immutable.ofAll(java.util.stream.IntStream.range(0, 25));
        // the first three in location order: the top row from column A
        assertEquals("25 locations (A5 B5 C5 and 22 more)", ControlMap.someLabels(g, all, 3));
        org.eclipse.collections.api.set.primitive.ImmutableIntSet two =
                org.eclipse.collections.impl.factory.primitive.IntSets.immutable.of(g.loc(1, 0), g.loc(0, 4));
        assertEquals("B5 A1", ControlMap.someLabels(g, two, 3));
    }
}
