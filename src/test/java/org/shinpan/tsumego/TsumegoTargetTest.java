package org.shinpan.tsumego;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
