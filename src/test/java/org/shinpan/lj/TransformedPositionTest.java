package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** The transformed position of LJ rule 14, derived by hand. */
class TransformedPositionTest {
    private static final Position TWO_EYES = BorderedSetTest.TWO_EYES;

    @Test
    void theOutsideIsFilledWithOpposingStonesAndTwoNewLocationsTouchIt() {
        // The 6x4 board has 24 locations, 8 in the set; the other 16 hold white stones, each with
        // the liberties new1 and new2. The black string keeps A4 and C4: nothing is removed.
        TransformedPosition t = TransformedPosition.of(TWO_EYES, Player.BLACK,
                Locs.of(TWO_EYES.graph(), "A4 C4 B4 D4 A3 B3 C3 D3"));
        Position p = t.position();
        assertEquals(26, p.graph().size());
        assertEquals("new1", p.graph().label(t.firstNew()));
        assertEquals("new2", p.graph().label(t.secondNew()));
        assertEquals(16, p.graph().degree(t.firstNew()));
        assertTrue(p.graph().areNeighbours(t.secondNew(), p.graph().parseLocation("F1")));
        assertEquals(16, p.stoneCount(Player.WHITE));
        assertEquals(6, p.stoneCount(Player.BLACK));
        assertTrue(p.isEmpty(p.graph().parseLocation("A4")) && p.isEmpty(t.firstNew()));
    }

    @Test
    void stonesLeftWithoutLibertiesAreRemoved() {
        // The black string alone: A4 and C4 become white, so the string touches only white stones
        // and is removed; every white stone keeps new1 and new2. 24 - 6 = 18 white stones.
        TransformedPosition t = TransformedPosition.of(TWO_EYES, Player.BLACK,
                Locs.of(TWO_EYES.graph(), "B4 D4 A3 B3 C3 D3"));
        assertEquals(0, t.position().stoneCount(Player.BLACK));
        assertEquals(18, t.position().stoneCount(Player.WHITE));
    }

    @Test
    void aSetThatIsNotBorderedIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TransformedPosition.of(TWO_EYES, Player.BLACK, Locs.of(TWO_EYES.graph(), "A4")));
        assertEquals("not a bordered set: A4 is in the set and neighbours B4 outside it, but holds no black stone"
                + " (LJ rule 15)", e.getMessage());
    }
}
