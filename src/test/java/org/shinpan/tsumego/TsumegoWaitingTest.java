package org.shinpan.tsumego;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.FirstMoves;
import org.shinpan.rules.Move;

/**
 * What a side left unknown waits on (docs/tsumego.md, step 5; the text's line, the JSON's
 * {@code waitingOn}, the SGF's root comment): the undecided first moves, and the best class the
 * decided ones reach for the side to move. The outcomes are made up here; each expectation follows
 * from the classes given.
 */
class TsumegoWaitingTest {
    private final Graph g = Graph.grid(3, 3);

    private static FirstMoves.Outcome outcome(Move move, Capturability status) {
        Capturability bound = status == Capturability.UNKNOWN ? Capturability.UNCAPTURABLE : status;
        return new FirstMoves.Outcome(move, status, "", false, 0, bound, null, null, "");
    }

    private String words(List<FirstMoves.Outcome> outcomes, boolean defender) {
        Tsumego.Side side = new Tsumego.Side(Player.WHITE, Capturability.UNKNOWN, List.of(), outcomes,
                Capturability.UNCAPTURABLE);
        return side.waiting(defender).words(g);
    }

    private String label(int loc) {
        return g.label(loc);
    }

    @Test
    void theAttackersBestIsTheLowestClassItsDecidedMovesReach() {
        // the attacker: capturable-2 beats capturable-1 and uncapturable; two moves reach it
        List<FirstMoves.Outcome> outcomes = List.of(outcome(Move.play(0), Capturability.UNCAPTURABLE),
                outcome(Move.play(1), Capturability.CAPTURABLE_2), outcome(Move.play(2), Capturability.UNKNOWN),
                outcome(Move.play(3), Capturability.CAPTURABLE_1), outcome(Move.play(4), Capturability.CAPTURABLE_2),
                outcome(Move.PASS, Capturability.UNCAPTURABLE));
        assertEquals("the verdict waits on the undecided first move " + label(2) + "; the best decided ones, "
                + label(1) + " " + label(4) + ", leave the target capturable-2", words(outcomes, false));
    }

    @Test
    void theDefendersBestIsTheHighestClass() {
        // the defender: capturable-1 beats dead; one move reaches it; two moves undecided
        List<FirstMoves.Outcome> outcomes = List.of(outcome(Move.play(0), Capturability.DEAD),
                outcome(Move.play(5), Capturability.CAPTURABLE_1), outcome(Move.play(6), Capturability.UNKNOWN),
                outcome(Move.PASS, Capturability.UNKNOWN));
        assertEquals("the verdict waits on the undecided first moves " + label(6) + " p; the best decided one, "
                + label(5) + ", leaves the target capturable-1", words(outcomes, true));
    }

    @Test
    void capturableTwoAndThreeAreOneClassForTheBest() {
        // Tsumego.rank ranks capturable-2 and -3 alike (a capturable-3 string is a capturable-2 one,
        // J2003 "Life and Death"): both moves are among the best, and both classes are named
        List<FirstMoves.Outcome> outcomes = List.of(outcome(Move.play(0), Capturability.CAPTURABLE_3),
                outcome(Move.play(1), Capturability.CAPTURABLE_2), outcome(Move.play(2), Capturability.UNKNOWN));
        assertEquals("the verdict waits on the undecided first move " + label(2) + "; every decided one leaves the"
                + " target capturable-2 or capturable-3", words(outcomes, false));
    }

    @Test
    void aSingleDecidedMoveIsNamedAndNoDecidedMoveIsSaid() {
        List<FirstMoves.Outcome> one = List.of(outcome(Move.play(0), Capturability.UNKNOWN),
                outcome(Move.PASS, Capturability.UNCAPTURABLE));
        assertEquals("the verdict waits on the undecided first move " + label(0) + "; the decided one, p, leaves"
                + " the target uncapturable", words(one, false));
        List<FirstMoves.Outcome> none = List.of(outcome(Move.play(0), Capturability.UNKNOWN),
                outcome(Move.PASS, Capturability.UNKNOWN));
        assertEquals("the verdict waits on the undecided first moves " + label(0) + " p; no first move is decided",
                words(none, true));
        // nothing undecided: no words (the side is unknown for another reason, said elsewhere)
        assertEquals("", words(List.of(outcome(Move.PASS, Capturability.DEAD)), false));
    }
}
