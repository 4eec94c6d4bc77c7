package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.collections.api.set.primitive.IntSet;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** LJ rule 15 and the smallest bordered set of rule 17; every expectation derived from the text by hand. */
class BorderedSetTest {
    /**
     * A black string B4 D4 A3-D3 (B4 and D4 join it through B3 and D3) round the eyes A4 and C4,
     * White's wall E4 E3 E2-A2 below and right of it, liberties F4-F2 and row 1.
     */
    static final Position TWO_EYES = Diagram.parse("""
            . X . X O .
            X X X X O .
            O O O O O .
            . . . . . .
            """);

    static IntSet set(Position p, String labels) {
        return Locs.of(p.graph(), labels);
    }

    @Test
    void blacksSmallestBorderedSetAtAnEyeIsTheEyeAndTheStringAroundIt() {
        // A4 holds no black stone, so its neighbours B4 and A3 join; they are black stones, which
        // pull in only black neighbours: the whole string B4 B3 A3 C3 D3 D4. C4 is a neighbour of
        // B4 and D4 but holds no black stone: it stays out.
        Position p = TWO_EYES;
        assertEquals(set(p, "A4 B4 D4 A3 B3 C3 D3"), BorderedSet.smallestContaining(p, Player.BLACK,
                p.graph().parseLocation("A4")));
    }

    @Test
    void whitesSmallestBorderedSetAtTheSameEyeFloodsEverythingNotWhite() {
        // For White every non-white location pulls in all its neighbours: rows 4 and 3 from A to
        // D, then the white stones they touch, which pull in their whole string (E4 E3 E2 D2-A2)
        // and nothing else: F4-F2 and row 1 stay out.
        Position p = TWO_EYES;
        assertEquals(set(p, "A4 B4 C4 D4 E4 A3 B3 C3 D3 E3 A2 B2 C2 D2 E2"),
                BorderedSet.smallestContaining(p, Player.WHITE, p.graph().parseLocation("A4")));
    }

    @Test
    void anEmptyLocationWithANeighbourOutsideIsNotBordered() {
        Position p = TWO_EYES;
        assertFalse(BorderedSet.isBordered(p, Player.BLACK, set(p, "A4")));
        assertEquals("A4 is in the set and neighbours B4 outside it, but holds no black stone (LJ rule 15)",
                BorderedSet.violation(p, Player.BLACK, set(p, "A4")).orElseThrow());
    }

    @Test
    void anOwnStoneJustOutsideSpoilsTheBorder() {
        // {A3}: A3 is black, but its neighbour B3 outside the set is black too.
        Position p = TWO_EYES;
        assertEquals("B3 is outside the set and neighbours A3 inside it, but holds a black stone (LJ rule 15)",
                BorderedSet.violation(p, Player.BLACK, set(p, "A3")).orElseThrow());
    }

    @Test
    void theWholeBoardAndAStringAloneAreBordered() {
        Position p = TWO_EYES;
        // No location of the whole board has a neighbour outside it.
        assertTrue(BorderedSet.isBordered(p, Player.WHITE, set(p, "A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2 "
                + "A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4")));
        // A string: its stones are black and its outside neighbours (A4 C4 and White's) are not.
        assertTrue(BorderedSet.isBordered(p, Player.BLACK, set(p, "B4 D4 A3 B3 C3 D3")));
        assertEquals(set(p, "B4 D4 A3 B3 C3 D3"), BorderedSet.smallestContaining(p, Player.BLACK,
                p.graph().parseLocation("C3")));
    }
}
