package org.shinpan.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.junit.jupiter.api.Test;
import org.shinpan.io.InputException;

/** The edge-list format of graph positions: reading, printing, and every error's place. */
class GraphTextTest {

    private static void assertError(String text, int line, int column, String problemPart) {
        InputException e = assertThrows(InputException.class, () -> GraphText.parse(text, "g.txt"));
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(column, e.column(), e.getMessage());
        assertTrue(e.problem().contains(problemPart), e.getMessage());
    }

    /**
     * Each stone is found on the line of the statement that places it, at its name's column: line 7
     * is "white  b   c   # two names" (b at column 8, c at 12), line 8 "black a" (a at 7). An
     * empty location (d) holds no stone to name.
     */
    @Test
    void readFindsEachStoneOnTheLineThatPlacesIt() {
        PositionText t = GraphText.read("""
                # a triangle a b c and a tail c-d
                locations a b c d
                edge a b
                edge b c
                edge c a
                edge c d
                white  b   c   # two names
                black a
                """, "g.txt");
        Graph g = t.position().graph();
        assertEquals(Occupant.BLACK, t.position().occupant(g.parseLocation("a")));
        InputException a = t.refusalAt(g.parseLocation("a"), "the string at a has no liberty");
        assertEquals("g.txt:8:7: the string at a has no liberty", a.getMessage());
        InputException b = t.refusalAt(g.parseLocation("b"), "p");
        assertEquals(7, b.line());
        assertEquals(8, b.column());
        InputException c = t.refusalAt(g.parseLocation("c"), "p");
        assertEquals(7, c.line());
        assertEquals(12, c.column());
        assertThrows(IllegalArgumentException.class, () -> t.refusalAt(g.parseLocation("d"), "p"));
    }

    @Test
    void parseWithoutDeclaration() {
        // Without "locations" the locations come in order of first appearance: b a c d.
        Position p = GraphText.parse("""
                # a path b-a-c and a separate d
                edge b a
                edge a c   # trailing comment
                white d
                black b
                """, "g.txt");
        Graph g = p.graph();
        assertEquals(4, g.size());
        assertEquals("b", g.label(0));
        assertEquals("a", g.label(1));
        assertEquals("c", g.label(2));
        assertEquals("d", g.label(3));
        assertEquals(IntLists.immutable.of(0, 2), g.neighbours(1));
        assertEquals(0, g.degree(3));
        assertTrue(g.areNeighbours(0, 1));
        assertFalse(g.areNeighbours(0, 2));
        assertEquals(Occupant.BLACK, p.occupant(0));
        assertEquals(Occupant.WHITE, p.occupant(3));
        assertEquals(Occupant.EMPTY, p.occupant(1));
        // d has no neighbour, so no liberty: the position is not one of play.
        assertFalse(p.isLegal());
        assertEquals(3, p.firstStringWithoutLiberty());
    }

    @Test
    void printIsTheGoldenText() {
        Position p = GraphText.parse("""
                locations a b c d
                edge c d
                edge a b
                edge b c
                edge c a
                edge a b
                black a b
                white d
                """, "g.txt");
        // Duplicate edges merged; edges printed once each, smaller location first.
        assertEquals("""
                locations a b c d
                edge a b
                edge a c
                edge b c
                edge c d
                black a b
                white d
                """, GraphText.print(p));
        assertEquals(GraphText.print(p), Diagram.print(p));
        assertEquals(GraphText.print(p), Diagram.printWithCoordinates(p));
    }

    @Test
    void roundTripOfRandomGraphs() {
        SplittableRandom r = new SplittableRandom(7);
        for (int t = 0; t < 200; t++) {
            int n = 1 + r.nextInt(12);
            List<String> labels = new ArrayList<>();
            for (int i = 0; i < n; i++) labels.add("p" + r.nextInt(1000) + "_" + i);
            List<int[]> edges = new ArrayList<>();
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    if (r.nextInt(3) == 0) edges.add(new int[] {a, b});
                }
            }
            Graph g = Graph.fromEdges(labels, edges);
            Occupant[] o = new Occupant[n];
            for (int i = 0; i < n; i++) o[i] = Occupant.ofCode(r.nextInt(3));
            Position p = Position.of(g, o);
            Position back = GraphText.parse(GraphText.print(p), "round trip");
            assertEquals(p, back);
            assertEquals(g, back.graph());
            assertEquals(GraphText.print(p), GraphText.print(back));
        }
    }

    @Test
    void gridPrintedAsGraphReadsBackAsTheSameNeighbourhood() {
        Position grid = Diagram.parse("""
                X . O
                . X .
                """);
        Position asGraph = GraphText.parse(GraphText.print(grid), "grid");
        assertFalse(asGraph.graph().isGrid());
        for (int loc = 0; loc < 6; loc++) {
            assertEquals(grid.graph().neighbours(loc), asGraph.graph().neighbours(loc));
            assertEquals(grid.graph().label(loc), asGraph.graph().label(loc));
            assertEquals(grid.occupant(loc), asGraph.occupant(loc));
        }
    }

    @Test
    void unknownLocationWhenDeclared() {
        // "edge a z": z starts at column 8.
        assertError("""
                locations a b c
                edge a z
                """, 2, 8, "unknown location 'z'");
        assertError("""
                locations a b c
                black a
                white b q
                """, 3, 9, "unknown location 'q'");
    }

    @Test
    void selfLoop() {
        // The error points at the second b.
        assertError("""
                edge a b
                edge b b
                """, 2, 8, "cannot neighbour itself");
    }

    @Test
    void doubleColour() {
        assertError("""
                black a c
                white c
                """, 2, 7, "already has a stone (line 1)");
        // The name c also occurs inside the keyword "black": the column is the word's own (9),
        // not the first match of the text (4).
        assertError("""
                white c
                black a c
                """, 2, 9, "'c' already has a stone (line 1)");
        // Twice on one line: the second occurrence.
        assertError("""
                edge a b
                black a b a
                """, 2, 11, "'a' already has a stone (line 2)");
    }

    @Test
    void otherErrors() {
        assertError("""
                edge a b
                  vertex c
                """, 2, 3, "unknown statement 'vertex'");
        assertError("""
                edge a b
                locations a b
                """, 2, 1, "'locations' must come once");
        assertError("""
                locations a b a
                """, 1, 15, "declared twice");
        assertError("""
                edge a
                """, 1, 1, "'edge' takes two locations, got 1");
        // a colour statement with no location says nothing (it was taken silently)
        assertError("""
                edge a b
                black
                """, 2, 1, "'black' names no location");
        assertError("""
                # nothing
                """, 0, 0, "no location");
        // a 'locations' statement that names none is where the file has no location (it named no line)
        assertError("""
                # an empty graph
                locations   # none
                """, 2, 1, "the graph has no location");
    }
}
