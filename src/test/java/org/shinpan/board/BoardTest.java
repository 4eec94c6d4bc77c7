package org.shinpan.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.junit.jupiter.api.Test;

/**
 * Hand-derived examples of the board's physics: capture, suicide, ko shape, snapback, merging,
 * liberties, on grids of several shapes and on graphs that are not grids. Each expected result
 * is worked out in the comment above it; every example also checks the board's invariants and
 * that undo restores the starting position.
 */
class BoardTest {

    private static Board board(String diagram) {
        return new Board(Diagram.parse(diagram), SuicideRule.PROHIBITED);
    }

    private static Board board(String diagram, SuicideRule rule) {
        return new Board(Diagram.parse(diagram), rule);
    }

    private static int at(Board b, String vertex) {
        return b.graph().parseLocation(vertex);
    }

    private static IntList locs(Board b, String... vertices) {
        int[] l = new int[vertices.length];
        for (int i = 0; i < l.length; i++) l[i] = at(b, vertices[i]);
        return IntLists.immutable.of(l).toSortedList();
    }

    /** Plays, checks invariants, and returns the captures. */
    private static int play(Board b, String vertex, Player p) {
        int captured = b.play(at(b, vertex), p);
        b.checkConsistency();
        return captured;
    }

    /** The board's position equals the diagram. */
    private static void assertPosition(String diagram, Board b) {
        assertEquals(Diagram.parse(diagram), b.toPosition());
        assertEquals(Zobrist.positionHash(b.toPosition()), b.positionHash());
    }

    private static void undoAll(Board b, Position start) {
        while (b.depth() > 0) b.undo();
        b.checkConsistency();
        assertEquals(start, b.toPosition());
        assertEquals(start.positionHash(), b.positionHash());
    }

    @Test
    void singleStoneCaptureInTheCorner() {
        // White A1 has neighbours A2 (black) and B1 (empty): one liberty. Black B1 takes it; the
        // corner stone is removed and it was the only stone captured.
        Board b = board("""
                . . .
                X . .
                O . .
                """);
        Position start = b.toPosition();
        assertEquals(1, b.libertyCount(at(b, "A1")));
        assertEquals(1, play(b, "B1", Player.BLACK));
        assertPosition("""
                . . .
                X . .
                . X .
                """, b);
        assertEquals(1, b.lastCaptureCount());
        assertEquals(at(b, "A1"), b.lastSingleCapture());
        assertEquals(0, b.lastSuicideCount());
        assertEquals(at(b, "B1"), b.lastPlay());
        undoAll(b, start);
    }

    @Test
    void captureOfAMultiStoneString() {
        // The white string B2 C2 D2 touches B3 C3 D3 A2 E2 B1 C1 (all black) and D1 (empty):
        // one liberty. Black D1 removes all three stones; no black string loses its last liberty
        // (B1 C1 D1 keeps A1 and E1, and now B2 C2 D2).
        Board b = board("""
                . X X X .
                X O O O X
                . X X . .
                """);
        Position start = b.toPosition();
        assertEquals(3, b.stringSize(at(b, "C2")));
        assertEquals(locs(b, "D1"), b.liberties(at(b, "B2")));
        assertEquals(3, play(b, "D1", Player.BLACK));
        assertPosition("""
                . X X X .
                X . . . X
                . X X X .
                """, b);
        assertEquals(-1, b.lastSingleCapture(), "three stones captured: no single capture");
        // The black string B1 C1 D1 now breathes through A1, E1 and the emptied B2 C2 D2.
        assertEquals(locs(b, "A1", "E1", "B2", "C2", "D2"), b.liberties(at(b, "C1")));
        undoAll(b, start);
    }

    @Test
    void onePlayCapturesTwoStrings() {
        // White B2 has liberty C2 only (B3 A2 B1 black); white D2 has C2 only (D3 E2 D1 black).
        // Black C2 removes both: two stones in two strings, so no single capture.
        Board b = board("""
                . X . X .
                X O . O X
                . X . X .
                """);
        Position start = b.toPosition();
        assertEquals(2, play(b, "C2", Player.BLACK));
        assertPosition("""
                . X . X .
                X . X . X
                . X . X .
                """, b);
        assertEquals(-1, b.lastSingleCapture());
        undoAll(b, start);
    }

    @Test
    void aTwoStoneCaptureIsNoSingleCapture() {
        // White A1 B1 touch A2 B2 (black) and C1: black C1 captures two stones at once.
        Board b = board("""
                . . .
                X X .
                O O .
                """);
        assertEquals(2, play(b, "C1", Player.BLACK));
        assertEquals(-1, b.lastSingleCapture());
        assertEquals(2, b.lastCaptureCount());
    }

    @Test
    void looksSuicidalButCapturesFourStrings() {
        // Black C2 has only white neighbours, but each of the four white stones C3 B2 D2 C1 has
        // C2 as its only liberty (their other neighbours are black or off the board). Placing the
        // stone takes all four liberties: the four strings are captured and C2 then has four.
        Board b = board("""
                . X O X .
                X O . O X
                . X O X .
                """);
        Position start = b.toPosition();
        assertTrue(b.isLegal(at(b, "C2"), Player.BLACK));
        // For White, C2 would join the four stones into one string touching only black stones
        // that keep other liberties: suicide.
        assertFalse(b.isLegal(at(b, "C2"), Player.WHITE));
        assertEquals(4, play(b, "C2", Player.BLACK));
        assertPosition("""
                . X . X .
                X . X . X
                . X . X .
                """, b);
        assertEquals(4, b.libertyCount(at(b, "C2")));
        undoAll(b, start);
    }

    @Test
    void suicideOfOneStoneProhibited() {
        // White B2 would touch only black stones, each of which keeps other liberties: no
        // capture, so the white stone would have no liberty.
        Board b = board("""
                . X .
                X . X
                . X .
                """);
        Position start = b.toPosition();
        int b2 = at(b, "B2");
        assertFalse(b.isLegal(b2, Player.WHITE));
        assertFalse(b.tryPlay(b2, Player.WHITE));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> b.play(b2, Player.WHITE));
        assertEquals(IllegalMoveException.Reason.SUICIDE, e.reason());
        assertEquals(b2, e.loc());
        assertEquals(0, b.depth());
        assertEquals(start, b.toPosition());
        b.checkConsistency();
        // For Black, B2 joins four black stones that have other liberties: legal.
        assertTrue(b.isLegal(b2, Player.BLACK));
    }

    @Test
    void suicideOfAStringProhibitedAndAllowed() {
        // White A3 B3 A2 has the single liberty B2. White B2 joins it into a string of four whose
        // neighbours C3 C2 B1 A1 are all black; the black strings keep liberties (C3 C2: D3 D2;
        // A1 B1: C1), so nothing is captured. Prohibited: refused. Allowed: the four white
        // stones are removed.
        String diagram = """
                O O X .
                O . X .
                X X . .
                """;
        Board prohibited = board(diagram, SuicideRule.PROHIBITED);
        int b2 = at(prohibited, "B2");
        assertFalse(prohibited.isLegal(b2, Player.WHITE));
        assertEquals(IllegalMoveException.Reason.SUICIDE,
                assertThrows(IllegalMoveException.class, () -> prohibited.play(b2, Player.WHITE)).reason());
        assertEquals(Diagram.parse(diagram), prohibited.toPosition());

        Board allowed = board(diagram, SuicideRule.ALLOWED);
        Position start = allowed.toPosition();
        assertTrue(allowed.isLegal(b2, Player.WHITE));
        assertEquals(0, play(allowed, "B2", Player.WHITE));
        assertPosition("""
                . . X .
                . . X .
                X X . .
                """, allowed);
        assertEquals(4, allowed.lastSuicideCount());
        assertEquals(0, allowed.lastCaptureCount());
        assertEquals(-1, allowed.lastSingleCapture());
        undoAll(allowed, start);

        // Black B2 instead captures the three white stones (B2 is their last liberty).
        Board b = board(diagram);
        assertEquals(3, play(b, "B2", Player.BLACK));
    }

    @Test
    void koCaptureAndRecapture() {
        // White B2's only liberty is C2. Black C2 captures it (single capture at B2) and is then
        // left with the single liberty B2 (C3 D2 C1 are white). White B2 retakes: single capture
        // at C2, and the position is the first one again. Forbidding that is the rule sets' ko
        // rule, not the board's physics.
        Board b = board("""
                . X O .
                X O . O
                . X O .
                """);
        Position start = b.toPosition();
        assertEquals(1, play(b, "C2", Player.BLACK));
        assertEquals(at(b, "B2"), b.lastSingleCapture());
        assertEquals(1, b.libertyCount(at(b, "C2")));
        assertEquals(locs(b, "B2"), b.liberties(at(b, "C2")));
        assertEquals(1, play(b, "B2", Player.WHITE));
        assertEquals(at(b, "C2"), b.lastSingleCapture());
        assertEquals(start, b.toPosition());
        assertEquals(start.positionHash(), b.positionHash());
        undoAll(b, start);
    }

    @Test
    void snapback() {
        // Black A2 B2 has liberties A1 and B1. White throws in at A1: its only liberty is B1.
        // Black captures at B1 (single capture at A1), but B1's other neighbour C1 is white, so
        // the black string A2 B2 B1 has the single liberty A1. White A1 retakes three stones.
        Board b = board("""
                O O . .
                X X O .
                . . O .
                """);
        Position start = b.toPosition();
        assertEquals(0, play(b, "A1", Player.WHITE));
        assertEquals(locs(b, "B1"), b.liberties(at(b, "A1")));
        assertEquals(1, b.libertyCount(at(b, "A2")));
        assertEquals(1, play(b, "B1", Player.BLACK));
        assertEquals(at(b, "A1"), b.lastSingleCapture());
        assertEquals(locs(b, "A1"), b.liberties(at(b, "B1")));
        assertEquals(3, play(b, "A1", Player.WHITE));
        assertEquals(-1, b.lastSingleCapture());
        assertPosition("""
                O O . .
                . . O .
                O . O .
                """, b);
        assertEquals(3, b.depth());
        undoAll(b, start);
    }

    @Test
    void oneStoneMergesThreeStrings() {
        // Black B3, A2, C2 are three strings. Black B2 touches all three: one string of four.
        // Its liberties: A3 (from B3 and A2), C3 (B3 and C2), A1 (A2), C1 (C2), B1 (B2): five,
        // though seven stone–liberty pairs.
        Board b = board("""
                . X .
                X . X
                . . .
                """);
        Position start = b.toPosition();
        assertNotEquals(b.stringHead(at(b, "B3")), b.stringHead(at(b, "A2")));
        assertEquals(0, play(b, "B2", Player.BLACK));
        int head = b.stringHead(at(b, "B2"));
        for (String v : new String[] {"B3", "A2", "C2", "B2"}) {
            assertEquals(head, b.stringHead(at(b, v)), v);
            assertEquals(4, b.stringSize(at(b, v)), v);
        }
        assertEquals(locs(b, "B3", "A2", "C2", "B2"), b.stringStones(at(b, "A2")));
        assertEquals(locs(b, "A3", "C3", "A1", "C1", "B1"), b.liberties(at(b, "C2")));
        assertEquals(5, b.libertyCount(at(b, "B3")));
        assertEquals(1, b.strings().size());
        assertEquals(b.toPosition().strings(), b.strings());
        undoAll(b, start);
        assertEquals(3, b.strings().size());
    }

    @Test
    void libertiesCountedOnceWhenShared() {
        // The black string A2 B2 B1: A2 gives A3 and A1, B2 gives B3 and C2, B1 gives A1 and C1.
        // A1 is shared by A2 and B1, so five liberties (six pairs). The white stone C3 touches
        // B3 D3 C2: three.
        Board b = board("""
                . . O .
                X X . .
                . X . .
                """);
        int a2 = at(b, "A2");
        assertEquals(locs(b, "A3", "B3", "C2", "A1", "C1"), b.liberties(a2));
        assertEquals(5, b.libertyCount(a2));
        assertEquals(5, b.libertyCount(at(b, "B1")));
        assertTrue(b.hasLiberty(a2));
        assertEquals(3, b.libertyCount(at(b, "C3")));
        StoneString s = b.stringAt(at(b, "B2"));
        assertEquals(Player.BLACK, s.player());
        assertEquals(locs(b, "A2", "B2", "B1"), s.stones());
        assertEquals(b.toPosition().stringAt(a2), s);
        // White C2 takes the liberty C2 (a neighbour of B2 only): four left.
        play(b, "C2", Player.WHITE);
        assertEquals(locs(b, "A3", "B3", "A1", "C1"), b.liberties(a2));
        // Black A1 fills the shared liberty with its own stone: A3 B3 C1 left.
        play(b, "A1", Player.BLACK);
        assertEquals(locs(b, "A3", "B3", "C1"), b.liberties(a2));
        assertEquals(4, b.stringSize(a2));
    }

    @Test
    void playOnOccupiedThrows() {
        Board b = board("""
                X .
                . O
                """);
        Position start = b.toPosition();
        for (String v : new String[] {"A2", "B1"}) {
            for (Player p : Player.values()) {
                int loc = at(b, v);
                assertFalse(b.isLegal(loc, p));
                assertFalse(b.tryPlay(loc, p));
                IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> b.play(loc, p));
                assertEquals(IllegalMoveException.Reason.OCCUPIED, e.reason());
                assertEquals(loc, e.loc());
                assertTrue(e.getMessage().startsWith(v + ":"), e.getMessage());
            }
        }
        assertEquals(start, b.toPosition());
        assertEquals(0, b.depth());
        // Also where suicide is allowed.
        Board allowed = new Board(start, SuicideRule.ALLOWED);
        assertEquals(IllegalMoveException.Reason.OCCUPIED,
                assertThrows(IllegalMoveException.class, () -> allowed.play(0, Player.WHITE)).reason());
    }

    @Test
    void undoWithoutPlayAndQueriesOnEmptyThrow() {
        Board b = new Board(Graph.square(3));
        assertThrows(IllegalStateException.class, b::undo);
        assertThrows(IllegalStateException.class, b::lastCaptureCount);
        assertThrows(IllegalArgumentException.class, () -> b.libertyCount(4));
        assertEquals(-1, b.lastPlay());
    }

    @Test
    void positionWithoutLibertyIsRefused() {
        // White A1 touches black A2 and B1 only.
        Position p = Diagram.parse("""
                X .
                O X
                """);
        assertFalse(p.isLegal());
        assertEquals(p.graph().parseLocation("A1"), p.firstStringWithoutLiberty());
        assertThrows(IllegalArgumentException.class, () -> new Board(p, SuicideRule.ALLOWED));
    }

    @Test
    void triangleWithPendant() {
        // Edges a-b, b-c, c-a, c-d. White d's only neighbour is c. Black c captures d; the black
        // string a b c then has the single liberty d. White c instead captures black a b (their
        // neighbours are each other and c) and joins d: the string c d has liberties a and b.
        Position p = GraphText.parse("""
                edge a b
                edge b c
                edge c a
                edge c d
                black a b
                white d
                """, "<triangle>");
        Graph g = p.graph();
        assertFalse(g.isGrid());
        assertEquals(3, g.degree(g.parseLocation("c")));
        assertEquals(1, g.degree(g.parseLocation("d")));
        int a = g.parseLocation("a");
        int b = g.parseLocation("b");
        int c = g.parseLocation("c");
        int d = g.parseLocation("d");

        Board black = new Board(p, SuicideRule.PROHIBITED);
        assertEquals(1, black.play(c, Player.BLACK));
        black.checkConsistency();
        assertEquals(d, black.lastSingleCapture());
        assertEquals(IntLists.immutable.of(d), black.liberties(a));
        assertEquals(3, black.stringSize(b));

        Board white = new Board(p, SuicideRule.PROHIBITED);
        assertEquals(2, white.play(c, Player.WHITE));
        white.checkConsistency();
        assertEquals(-1, white.lastSingleCapture());
        assertEquals(IntLists.immutable.of(a, b), white.liberties(d));
        assertTrue(white.isEmpty(a) && white.isEmpty(b));
        white.undo();
        assertEquals(p, white.toPosition());
    }

    @Test
    void fiveCycle() {
        // On the cycle v0-v1-v2-v3-v4-v0 each location has two neighbours. White v1 would sit
        // between black v0 (keeps v4) and black v2 (keeps v3): no capture, no liberty, suicide.
        // White v3 has liberty v4; Black v4 then captures it (v3's neighbours v2 and v4 are
        // black) and joins v0: strings v4 v0 and v2, each with liberties v1 and v3. White v3 is
        // now suicide (both strings keep v1). Black v1 joins all four stones, which then have the
        // single liberty v3, and White v3 captures four stones, keeping liberties v2 and v4.
        Position p = GraphText.parse("""
                locations v0 v1 v2 v3 v4
                edge v0 v1
                edge v1 v2
                edge v2 v3
                edge v3 v4
                edge v4 v0
                black v0 v2
                """, "<cycle>");
        Graph g = p.graph();
        for (int loc = 0; loc < 5; loc++) assertEquals(2, g.degree(loc));
        Board b = new Board(p, SuicideRule.PROHIBITED);
        assertFalse(b.isLegal(1, Player.WHITE), "v1 touches only black stones that keep liberties");
        assertTrue(b.isLegal(3, Player.WHITE));
        assertEquals(0, b.play(3, Player.WHITE));
        assertEquals(IntLists.immutable.of(4), b.liberties(3));
        assertEquals(1, b.play(4, Player.BLACK));
        b.checkConsistency();
        assertEquals(3, b.lastSingleCapture());
        assertEquals(IntLists.immutable.of(1, 3), b.liberties(0)); // string v4 v0
        assertEquals(IntLists.immutable.of(1, 3), b.liberties(2));
        assertFalse(b.isLegal(3, Player.WHITE));
        assertEquals(0, b.play(1, Player.BLACK));
        assertEquals(4, b.stringSize(0));
        assertEquals(1, b.libertyCount(2));
        assertEquals(4, b.play(3, Player.WHITE));
        b.checkConsistency();
        assertEquals(IntLists.immutable.of(2, 4), b.liberties(3));
    }

    @Test
    void isolatedLocationIsAlwaysSuicide() {
        // c has no neighbour at all: a stone there never has a liberty.
        Position p = GraphText.parse("""
                locations a b c
                edge a b
                """, "<isolated>");
        Board prohibited = new Board(p, SuicideRule.PROHIBITED);
        assertFalse(prohibited.isLegal(2, Player.BLACK));
        Board allowed = new Board(p, SuicideRule.ALLOWED);
        assertEquals(0, allowed.play(2, Player.BLACK));
        assertEquals(1, allowed.lastSuicideCount());
        assertTrue(allowed.isEmpty(2));
        allowed.checkConsistency();
    }

    @Test
    void rectangularFourBySeven() {
        // Width 4, height 7. White D4 is on the right edge: neighbours D5, D3, C4 only. If the
        // right edge wrapped round to the next row, A3 would be a liberty and no capture happen.
        Board b = board("""
                . . . .
                . . . .
                . . . X
                . . . O
                . . . X
                . . . .
                . . . .
                """);
        Graph g = b.graph();
        assertEquals(4, g.width());
        assertEquals(7, g.height());
        assertEquals(28, g.size());
        assertEquals(2, g.degree(at(b, "A7")));
        assertEquals(3, g.degree(at(b, "D4")));
        assertEquals(4, g.degree(at(b, "B2")));
        assertFalse(g.areNeighbours(at(b, "D4"), at(b, "A3")));
        int edges = 0;
        for (int loc = 0; loc < g.size(); loc++) edges += g.degree(loc);
        assertEquals(2 * (4 * 6 + 7 * 3), edges);
        assertEquals(locs(b, "C4"), b.liberties(at(b, "D4")));
        assertEquals(1, play(b, "C4", Player.BLACK));
        assertEquals(at(b, "D4"), b.lastSingleCapture());
        // The same on the transposed 7x4 grid along the bottom edge: White D1 between C1 and E1.
        Board t = board("""
                . . . . . . .
                . . . . . . .
                . . . . . . .
                . . X O X . .
                """);
        assertEquals(1, play(t, "D2", Player.BLACK));
        assertEquals(at(t, "D1"), t.lastSingleCapture());
    }

    @Test
    void oneByOneEveryPlayIsSuicide() {
        // The only location has no neighbour.
        Graph g = Graph.square(1);
        Board prohibited = new Board(g);
        for (Player p : Player.values()) {
            assertFalse(prohibited.isLegal(0, p));
            assertEquals(IllegalMoveException.Reason.SUICIDE,
                    assertThrows(IllegalMoveException.class, () -> prohibited.play(0, p)).reason());
        }
        Board allowed = new Board(Position.empty(g), SuicideRule.ALLOWED);
        for (Player p : Player.values()) {
            assertEquals(0, allowed.play(0, p));
            assertEquals(1, allowed.lastSuicideCount());
            assertTrue(allowed.isEmpty(0));
            assertEquals(0L, allowed.positionHash());
            allowed.checkConsistency();
        }
        allowed.undo();
        allowed.undo();
        assertEquals(0, allowed.depth());
    }
}
