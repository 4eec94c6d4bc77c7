package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** The endings of the control test's game and of a dispute's play-out (LJ rules 4, 8, 14, 17). */
class ControlGameTest {
    /** Straight four A4-D4 in Black's string; Black wins its control test (puzzles/lj/control/002). */
    private static final Position FOUR = Diagram.parse("""
            . . . . X O .
            X X X X X O .
            O O O O O O .
            . . . . . . .
            """);
    private static final String SET = "A4 B4 C4 D4 E4 A3 B3 C3 D3 E3";

    private static ControlGame game(ControlGame.Rules rules) {
        return new ControlGame(TransformedPosition.of(FOUR, Player.BLACK, Locs.of(FOUR.graph(), SET)), rules);
    }

    private static int loc(ControlGame g, String label) {
        return g.graph().parseLocation(label);
    }

    @Test
    void aSituationSimilarToAFormerOneIsTheRefutersWin() {
        // From the first situation the prover wins (control/002). The same situation after a
        // history that already holds it is similar to a former one: rule 17 gives it to the refuter.
        ControlGame g = game(ControlGame.Rules.CONTROL_TEST);
        ControlSearch search = ControlTest.search(g, ControlTest.Limits.DEFAULT, Optional.empty());
        ControlGame.State first = g.initial();
        assertTrue(search.proverWins(first, ControlGame.PASS, List.of()));
        assertFalse(search.proverWins(first, ControlGame.PASS, List.of(first)));
    }

    @Test
    void twoPassesEndTheGameForTheRefuter() {
        // Rule 4: the refuter passes with nothing temporarily prohibited, the prover passes too:
        // the game is over without a formation.
        ControlGame g = game(ControlGame.Rules.CONTROL_TEST);
        ControlGame.State s = g.play(g.initial(), ControlGame.PASS).orElseThrow();
        assertEquals(1, s.passesNeeded());
        s = g.play(s, ControlGame.PASS).orElseThrow();
        assertTrue(s.isOver());
        assertEquals(Optional.of(ControlGame.Ending.GAME_OVER), g.ending(s, ControlGame.PASS));
        assertFalse(ControlGame.Ending.GAME_OVER.proverWins());
    }

    @Test
    void aRefuterStoneOnTheBorderEndsOnlyADispute() {
        // Black's string alone as the set (bordered/001): every location of it borders the outside.
        Position p = BorderedSetTest.TWO_EYES;
        var set = Locs.of(p.graph(), "B4 D4 A3 B3 C3 D3");
        ControlGame dispute = new ControlGame(TransformedPosition.of(p, Player.BLACK, set), ControlGame.Rules.DISPUTE);
        ControlGame test = new ControlGame(TransformedPosition.of(p, Player.BLACK, set), ControlGame.Rules.CONTROL_TEST);
        // The transformed string has no liberty and is removed: B3 is empty and neighbours B2
        // outside. White on B3 joins the outside and ends a dispute (rule 17's first ending).
        int b3 = loc(dispute, "B3");
        ControlGame.State afterDispute = dispute.play(dispute.initial(), b3).orElseThrow();
        assertEquals(Optional.of(ControlGame.Ending.REFUTER_ON_BORDER), dispute.ending(afterDispute, b3));
        // In the control test the same move ends the game too, but as the refuter's formation
        // (the outside strings with the eyes new1 and new2 now include B3): a shortcut.
        ControlGame.State afterTest = test.play(test.initial(), b3).orElseThrow();
        assertEquals(Optional.of(ControlGame.Ending.REFUTER_FORMATION), test.ending(afterTest, b3));
    }

    @Test
    void aStoneOnANewLocationIsNotOnTheBorderOfTheSet() {
        // new1 neighbours every location outside the set, yet it is no location of the set: a
        // refuter's stone there does not end a dispute (the literal reading would end every
        // dispute at once, which rule 17's "only to shorten disputes" rules out).
        ControlGame g = game(ControlGame.Rules.DISPUTE);
        int new1 = g.start().firstNew();
        ControlGame.State s = g.play(g.initial(), new1).orElseThrow();
        assertEquals(Optional.empty(), g.ending(s, new1));
    }
}
