package org.shinpan.tsumego;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** The frame around a problem (docs/tsumego.md, step 1). */
class TsumegoFrameTest {
    /** The straight three of puzzles/tsumego/001 (Black A2 B2 C2 D2 D1, White A3-E3 E2 E1), in the lower left corner. */
    private static final String STRAIGHT_THREE = """
            O O O O O .
            X X X X O .
            . . . X O .
            """;

    /**
     * On a board of 6x4 the stones leave one line above (row 4) and one to the right (column F),
     * each too narrow for a band of two lines: both stay open, so the area is the whole board and
     * nothing closes it. (Before, a one-line band there was not pass-alive and the problem was
     * refused.)
     */
    @Test
    void linesTooNarrowForTheBandJoinTheArea() {
        Position p = Diagram.parse(". . . . . .\n" + STRAIGHT_THREE);
        TsumegoFrame f = TsumegoFrame.build(p, Player.WHITE, 0);
        assertEquals(24, f.areaSize());
        assertEquals(12, f.areaEmpty(), "A1 B1 C1, row 4 and column F");
        assertFalse(f.banded());
        assertEquals(p.graph().size(), f.framed().graph().size());
    }

    /**
     * On a board of 6x5 the stones leave two lines above and one to the right: the band takes rows 4
     * and 5 (room for it), column F stays open and joins the area, and the band stands only above
     * the area.
     */
    @Test
    void aBandWhereThereIsRoomAndAnOpenLineWhereThereIsNot() {
        Position p = Diagram.parse(". . . . . .\n. . . . . .\n" + STRAIGHT_THREE);
        TsumegoFrame f = TsumegoFrame.build(p, Player.WHITE, 0);
        assertEquals(18, f.areaSize(), "A1-F3");
        assertEquals(6, f.areaEmpty(), "A1 B1 C1 and F1 F2 F3");
        assertTrue(f.banded());
        Position framed = f.framed();
        for (int i = 0; i < framed.graph().size(); i++) {
            boolean high = framed.graph().label(i).endsWith("4") || framed.graph().label(i).endsWith("5");
            assertEquals(high, !f.area()[i], framed.graph().label(i));
        }
    }

    /**
     * A board two lines high and four wide with one black stone on A2: the area with its margin is
     * A2-B1, and the band would stand on C2 D2 C1 D1, two lines with no room for eyes, so it could
     * never be pass-alive. The whole board is then the problem, as drawn, with no band (before, the
     * problem was refused).
     */
    @Test
    void whereNoBandCanLiveTheWholeBoardIsTheProblem() {
        Position p = Diagram.parse("X . . .\n. . . .\n");
        TsumegoFrame f = TsumegoFrame.build(p, Player.WHITE, 1);
        assertEquals(8, f.areaSize());
        assertEquals(7, f.areaEmpty());
        assertFalse(f.banded());
        for (int i = 0; i < f.framed().graph().size(); i++) {
            assertEquals(p.occupant(i), f.framed().occupant(i), "the board as drawn: " + f.framed().graph().label(i));
        }
    }

    /** On an open 19x19 board nothing changes: the area is the stones' rectangle A1-E3, closed by a band. */
    @Test
    void withRoomEverySideGetsTheBand() {
        StringBuilder board = new StringBuilder();
        for (int row = 19; row > 3; row--) board.append(". ".repeat(18)).append(".\n");
        for (String line : STRAIGHT_THREE.split("\n")) board.append(line).append(" .".repeat(13)).append('\n');
        TsumegoFrame f = TsumegoFrame.build(Diagram.parse(board.toString()), Player.WHITE, 0);
        assertEquals(15, f.areaSize());
        assertEquals(3, f.areaEmpty());
        assertTrue(f.banded());
    }

    /**
     * A black group on the first two lines of a 9x9 corner, White's stones only on column E (E1 E2
     * E3). The stones' rectangle reaches row 3 through White's E3 alone, and the empty A3 B3 C3 D3
     * on that side are liberties of Black's row 2: the side is not lined, so the margin is one line
     * and the band stands above row 4, not right above Black's liberties. With White's stones on
     * the whole of row 3 the side is lined, and the margin is 0 (the straight three's drawing).
     */
    @Test
    void aSideOpenNextToTheDefenderIsNotLined() {
        String open = ". . . . . . . . .\n".repeat(6) + """
                . . . . O . . . .
                X X X X O . . . .
                . . . X O . . . .
                """;
        Position p = Diagram.parse(open);
        assertEquals(1, TsumegoFrame.autoMargin(p, Player.WHITE));
        Position lined = Diagram.parse(". . . . . . . . .\n".repeat(6) + """
                O O O O O . . . .
                X X X X O . . . .
                . . . X O . . . .
                """);
        assertEquals(0, TsumegoFrame.autoMargin(lined, Player.WHITE));
        // a gap on the side away from the defender still lines it: no black stone touches B3
        Position gap = Diagram.parse(". . . . . . . . .\n".repeat(6) + """
                O . O O O . . . .
                . . X X O . . . .
                . . . X O . . . .
                """);
        assertEquals(0, TsumegoFrame.autoMargin(gap, Player.WHITE));
    }

    /**
     * The margin is per side (session 29). The 9x9 corner above: row 3 holds empty liberties of
     * Black's row 2, so the side towards row 4 gets a line; column E is White's wall with no black
     * stone and no empty neighbour of one, so no line beyond it; the other two sides lie on the
     * board's edge. The area is A1-E4: 20 intersections, 12 of them empty (A1 B1 C1, A3 B3 C3 D3,
     * A4 B4 C4 D4 E4); F4, beyond White's wall, is the band's.
     */
    @Test
    void onlyASideThatIsNotLinedGetsALine() {
        Position p = Diagram.parse(". . . . . . . . .\n".repeat(6) + """
                . . . . O . . . .
                X X X X O . . . .
                . . . X O . . . .
                """);
        int[] margins = TsumegoFrame.autoMargins(p, Player.WHITE);
        assertEquals(1, margins[0] + margins[1] + margins[2] + margins[3], java.util.Arrays.toString(margins));
        TsumegoFrame f = TsumegoFrame.build(p, Player.WHITE, margins);
        assertEquals(20, f.areaSize());
        assertEquals(12, f.areaEmpty());
        org.shinpan.board.Graph g = p.graph();
        assertTrue(inArea(f, g.parseLocation("E4")));
        assertTrue(inArea(f, g.parseLocation("A4")));
        assertFalse(inArea(f, g.parseLocation("F4")));
        assertFalse(inArea(f, g.parseLocation("A5")));
        // the old rule, one line on every side, for comparison: column F joins the area
        TsumegoFrame everySide = TsumegoFrame.build(p, Player.WHITE, TsumegoFrame.autoMargin(p, Player.WHITE));
        assertEquals(24, everySide.areaSize());
        assertTrue(inArea(everySide, g.parseLocation("F4")));
    }

    /** Whether the original board's {@code loc} lies in the frame's problem area (not the band, not dropped). */
    private static boolean inArea(TsumegoFrame f, int loc) {
        int framed = f.toFramed()[loc];
        return framed >= 0 && f.area()[framed];
    }
}
