package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.shinpan.board.GraphText;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** LJ rule 16; expectations derived from the text by hand. */
class TwoEyeFormationTest {
    private static final Position TWO_EYES = BorderedSetTest.TWO_EYES;

    private static String whyNot(Position p, Player player, String set) {
        return TwoEyeFormation.whyNot(p, player, Locs.of(p.graph(), set)).orElse("built");
    }

    @Test
    void twoSeparateEyesRoundOneString() {
        // Bordered (A3 B3 C3 D3 D4 face White or the edge and are black), no white stone, eyes A4
        // and C4 touch only black stones, and the string's liberties A4 C4 are both in the set.
        assertEquals("built", whyNot(TWO_EYES, Player.BLACK, "A4 C4 B4 D4 A3 B3 C3 D3"));
    }

    @Test
    void oneEyeIsNotEnough() {
        // Without C4 the string has one liberty in the set (C4 is a liberty, but outside).
        assertEquals("the stone at B4 has 1 liberty in the set, not two (LJ rule 16)",
                whyNot(TWO_EYES, Player.BLACK, "A4 B4 D4 A3 B3 C3 D3"));
    }

    @Test
    void eachConditionFailsOnItsOwn() {
        assertEquals("the set is empty (LJ rule 16)", whyNot(TWO_EYES, Player.BLACK, ""));
        assertEquals("B4 holds a black stone (LJ rule 16)",
                whyNot(TWO_EYES, Player.WHITE, "A4 B4 C4 D4 E4 A3 B3 C3 D3 E3 A2 B2 C2 D2 E2"));
        Position path = GraphText.parse("edge a b\nedge b c\nedge c d\nblack b\n", "path");
        // c is empty and so is its neighbour d.
        assertEquals("the eye c has the empty neighbour d (LJ rule 16)", whyNot(path, Player.BLACK, "a b c d"));
        Position lone = GraphText.parse("locations a\n", "lone");
        assertEquals("a has no neighbour (LJ rule 16)", whyNot(lone, Player.BLACK, "a"));
    }

    @Test
    void aStoneBetweenTwoEyesOnAGraph() {
        // a - b - c with Black on b: the whole graph is bordered (nothing is outside), a and c are
        // eyes whose only neighbour is black, and b's liberties a and c are in the set.
        Position p = GraphText.parse("edge a b\nedge b c\nblack b\n", "three");
        assertEquals("built", whyNot(p, Player.BLACK, "a b c"));
        assertTrue(TwoEyeFormation.isBuilt(p, Player.BLACK, Locs.of(p.graph(), "a b c")));
    }

    @Test
    void theLargestFormationIsTheUnionOfAll() {
        // Black: the one string with its two eyes. White: no empty location has only white
        // neighbours (F4-F2 touch each other or row 1), so White has none.
        assertEquals(Locs.of(TWO_EYES.graph(), "A4 C4 B4 D4 A3 B3 C3 D3"),
                TwoEyeFormation.largest(TWO_EYES, Player.BLACK));
        assertTrue(TwoEyeFormation.largest(TWO_EYES, Player.WHITE).isEmpty());
    }
}
