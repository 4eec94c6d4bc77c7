package org.shinpan.tsumego;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Player;

/** The colour being surrounded, when no target is given (docs/tsumego.md, step 2). */
class TsumegoTargetTest {
    /**
     * A centre problem: Black's ring of four strings around the 2×3 space D5 E5 F5 D4 E4 F4, White's
     * stones around it. Every white stone is nearer an edge than every black one, so the edge rule
     * alone would name White; Black's rectangle C3-G6 lies inside White's B2-H7: Black.
     */
    @Test
    void inTheCentreTheEnclosedColour() {
        assertEquals(Player.BLACK, Tsumego.defenderOf(Diagram.parse("""
                . . . . . . . . .
                . . . O O O . . .
                . . O X X X O . .
                . O X . . . X O .
                . O X . . . X O .
                . . O X X X O . .
                . . . O O O . . .
                . . . . . . . . .
                . . . . . . . . .
                """)));
    }

    /**
     * A corner problem (puzzles/tsumego/open/102's shape): Black's rectangle A1-E4 lies inside
     * White's A1-F5, and Black is nearer the edges too: Black.
     */
    @Test
    void inTheCornerTheColourAgainstTheEdges() {
        assertEquals(Player.BLACK, Tsumego.defenderOf(Diagram.parse("""
                . . . . . . .
                O O O O O O .
                O X X X O O .
                X X . X X O .
                X . . . X O .
                X X . . X O .
                """)));
    }

    /**
     * Neither rectangle inside the other: White's stones lie only above Black's, which reach further
     * along the edge. The edge rule decides: Black, on the first line and the second.
     */
    @Test
    void otherwiseTheColourNearerTheEdges() {
        assertEquals(Player.BLACK, Tsumego.defenderOf(Diagram.parse("""
                . . . . . . . . .
                . . O O O O O . .
                X X X X . X X X X
                . . . X . X . . .
                """)));
        // the same with the colours swapped
        assertEquals(Player.WHITE, Tsumego.defenderOf(Diagram.parse("""
                . . . . . . . . .
                . . X X X X X . .
                O O O O . O O O O
                . . . O . O . . .
                """)));
    }

    /**
     * The surrounding colour's stones are the wall, and none of them is a target where the frame
     * adds a band: White's rectangle A1-D4 holds Black's A1-C3 (the square four A3 B3 C3 C2 C1), so
     * D4 and A4 are refused, naming the vertex; Black's C1 is not. Where neither rectangle holds the
     * other, no colour surrounds and nothing is refused.
     */
    @Test
    void aStoneOfTheSurroundingColourIsNoTarget() {
        org.shinpan.board.Position corner = Diagram.parse("""
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . . . . . .
                O O O O . . . . .
                X X X O . . . . .
                . . X O . . . . .
                . . X O . . . . .
                """);
        assertEquals(Player.BLACK, Tsumego.surrounded(corner));
        org.shinpan.hypo.SolverLimits limits = org.shinpan.hypo.SolverLimits.of(100_000, 64,
                java.time.Duration.ofSeconds(60));
        for (String wall : new String[] {"D4", "A4"}) {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> Tsumego.solve(corner, corner.graph().parseLocation(wall), -1, limits));
            assertEquals(wall + " is a white stone of the wall: White's stones (A1-D4) surround Black's (A1-C3), and"
                    + " the frame, a band of the target's opponent, would shut White's wall in Black stones, a problem"
                    + " the board does not pose; the target must be a black stone (without one: the largest black"
                    + " string)", e.getMessage());
        }
        // a black stone is the surrounded colour's: solved, the frame White's
        Tsumego t = Tsumego.solve(corner, corner.graph().parseLocation("C1"), -1, limits);
        assertEquals(List.of(Player.BLACK, 5, Player.WHITE),
                List.of(t.target().player(), t.target().stones().size(), t.frame().attacker()));
        assertEquals(null, Tsumego.surrounded(Diagram.parse("""
                . . . . . . . . .
                . . O O O O O . .
                X X X X . X X X X
                . . . X . X . . .
                """)));
    }
}
