package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code tsumego FILE}: the shipped straight four (puzzles/tsumego/002, derivation in its comment):
 * alive whatever White plays first; with Black first, B1, C1 or a pass keep it uncapturable.
 */
class TsumegoCommandTest {
    private static final String STRAIGHT_FOUR = "puzzles/tsumego/002-straight-four.sgf";

    @Test
    void textSaysEachSidesVerdictAndTheCorrectMoves() {
        CliRun r = CliRun.of("tsumego", STRAIGHT_FOUR);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("target black A2 B2 C2 D2 E2 E1, attacker White"), r.out());
        assertTrue(r.out().contains("White to move first: the target lives (uncapturable)\n"
                + "  no first move does better: every move leaves the target uncapturable\n"), r.out());
        assertTrue(r.out().contains("Black to move first: the target lives (uncapturable)\n"
                + "  correct first moves: B1 C1 p\n"), r.out());
    }

    @Test
    void jsonListsEveryFirstMove() {
        CliRun r = CliRun.of("tsumego", STRAIGHT_FOUR, "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"defenderFirst\":{\"player\":\"black\",\"status\":\"uncapturable\","
                + "\"correct\":[\"B1\",\"C1\",\"p\"]"), r.out());
        // Black B1 leaves the one-point eye A1 and the two-point eye C1 D1: settled at once (+).
        assertTrue(r.out().contains("{\"move\":\"B1\",\"status\":\"uncapturable\",\"sequence\":\"+\"}"), r.out());
        // Black A1 and D1 leave a straight three with White to move: dead by hand (the SGF's
        // comment). Every first move is decided, so none is listed as undecided.
        assertTrue(r.out().contains("{\"move\":\"A1\",\"status\":\"dead\""), r.out());
        assertTrue(r.out().contains("{\"move\":\"D1\",\"status\":\"dead\""), r.out());
        assertTrue(r.out().contains("\"correct\":[\"B1\",\"C1\",\"p\"],\"undecided\":[]"), r.out());
    }

    @Test
    void badInputIsRefusedWithExitCode2() {
        CliRun empty = CliRun.of("tsumego", STRAIGHT_FOUR, "--target", "A1");
        assertEquals(2, empty.code());
        assertTrue(empty.err().contains("--target A1 is empty"), empty.err());
        CliRun missing = CliRun.of("tsumego", "puzzles/tsumego/no-such-file.sgf");
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
        assertEquals("", missing.out());
    }
}
