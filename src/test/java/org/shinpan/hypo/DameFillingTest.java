package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Position;

/**
 * The dame-filling convention of {@code analyze --fill-dame} (docs/j2003.md, "Filling dame"): which
 * intersections are filled, with which colour, and why the others are not. Every expectation is
 * derived by hand in the comment; "libs" counts liberties after the fill.
 */
class DameFillingTest {

    /** The fills as {@code B:C4 W:D2 ...}, in order. */
    private static String fills(Position p) {
        DameFilling.Result r = DameFilling.fill(p);
        Graph g = p.graph();
        return String.join(" ", r.fills().stream()
                .map(f -> (f.color() == org.shinpan.board.Player.BLACK ? "B:" : "W:") + g.label(f.loc())).toList());
    }

    @Test
    void aSeamBetweenTwoWallsIsFilledInBoardOrder() {
        // Column C is one empty region; each of C3 C2 C1 touches B's black and D's white stones: a
        // seam. Black's string B3 A2 B2 B1 has the eyes A3 and A1 (regions touching only black),
        // White's D3 D2 E2 D1 the eyes E3 and E1: both are walls. Visited from the top:
        // C3: B fill: black libs A3 A1 C2 C1 = 4, white libs E3 E1 C2 C1 = 4; W fill: the same 4
        //     and 4. Tie; one stone of each colour next to C3; tie: Black. B:C3.
        // C2: either fill leaves 3 and 3; next to C2 are B2 and C3 (black, 2) and D2 (white, 1):
        //     Black. B:C2.
        // C1: either fill leaves 2 and 2 (the eyes); B1 C2 black against D1: Black. B:C1.
        Position p = Diagram.parse("""
                . X . O .
                X X . O O
                . X . O .
                """);
        assertEquals("B:C3 B:C2 B:C1", fills(p));
        Position filled = DameFilling.fill(p).position();
        assertEquals(Diagram.parse("""
                . X X O .
                X X X O O
                . X X O .
                """), filled);
    }

    @Test
    void noFinalPositionNoFill() {
        // The seam above, but a white stone on A3, inside Black's eye, has no liberty (A2 and B3
        // are black): no final position. The seam C3 C2 C1 would be filled otherwise; nothing is
        // filled, and the position is returned as it is, for the analysis to refuse.
        Position p = Diagram.parse("""
                O X . O .
                X X . O O
                . X . O .
                """);
        DameFilling.Result r = DameFilling.fill(p);
        assertEquals(List.of(), r.fills());
        assertEquals(p, r.position());
    }

    @Test
    void aFillThatWouldLeaveOneLibertyIsNotMade() {
        // As above but White's wall D3 D2 D1 E3 E1 has the single eye E2.
        // C3: B fill: black libs A3 A2 A1 C2 C1 = 5, white E2 C2 C1 = 3; W fill: white E2 C2 C1 = 3,
        //     black A3 A2 A1 C2 C1 = 5. Tie at 3, one stone each, Black. B:C3.
        // C2: B fill: black 4 (A3 A2 A1 C1), white 2 (E2 C1); W fill: white 2, black 4. Tie at 2;
        //     B2 C3 against D2: Black. B:C2.
        // C1: B fill leaves White's wall the one liberty E2 (atari); W fill leaves it E2 only
        //     (self-atari). Neither: C1 stays open.
        Position p = Diagram.parse("""
                . X . O O
                . X . O .
                . X . O O
                """);
        assertEquals("B:C3 B:C2", fills(p));
    }

    @Test
    void aShortageOfLibertiesKeepsASinglePointOpen() {
        // C1 touches B1 (black) and C2, D1 (white); its region {C1} is a seam. Black's A1 B1 B2
        // has the eye A2, White's C2 the liberty D2 and D1 the liberty D2 ({D2} touches only
        // white): all walls. B fill: Black's string keeps only A2 (self-atari). W fill: C2 C1 D1
        // keep only D2 (self-atari), and Black's string only A2 (atari). Not filled.
        Position p = Diagram.parse("""
                . X O .
                X X . O
                """);
        assertEquals("", fills(p));
    }

    @Test
    void aGapTwoWideIsNotASeam() {
        // Region B3..C1 touches both colours, but B3 B2 B1 touch only black and C3 C2 C1 only
        // white: it could be territory of either if the other's wall were dead. Not filled.
        Position p = Diagram.parse("""
                X . . O
                X . . O
                X . . O
                """);
        assertEquals("", fills(p));
    }

    @Test
    void theInsideOfAnAreaIsNotFilled() {
        // White's C3 C2 stands inside Black's ring. B3 B2 and D3 D2 are seams (each point touches
        // black and white), and any fill leaves every string with at least two liberties (C3 C2
        // has four), but C3 C2 has no liberty in a region touching only white — it borders no
        // area of its own, as a dead string inside the opponent's area — and the black ring none
        // touching only black. Not a wall: nothing is filled (filling would take Black's own
        // territory if White's stones are dead).
        Position p = Diagram.parse("""
                X X X X X
                X . O . X
                X . O . X
                X X X X X
                """);
        assertEquals("", fills(p));
    }

    @Test
    void nothingToFillGivesTheSamePosition() {
        // One black string with four one-point eyes: no empty point touches White.
        Position p = Diagram.parse("""
                . X .
                X X X
                . X .
                """);
        DameFilling.Result r = DameFilling.fill(p);
        assertEquals(List.of(), r.fills());
        assertEquals(p, r.position());
    }
}
