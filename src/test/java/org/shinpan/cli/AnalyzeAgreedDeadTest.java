package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code analyze --agreed-dead}: the players' marking held against the analysis, on
 * puzzles/j2003/basic/002 (4x3; hand-derived in its comment: Black's B3 A2 B2 dead, White's string
 * pass-alive, W+9):
 *
 * <pre>
 *   3  . X O .
 *   2  X X O O
 *   1  O O O .
 *      A B C D
 * </pre>
 */
class AnalyzeAgreedDeadTest {
    private static final String FILE = "puzzles/j2003/basic/002-one-eye-dead.sgf";

    @Test
    void aMarkingThatAgreesCountsTheProvenStatuses() {
        CliRun r = CliRun.of("analyze", FILE, "--agreed-dead", "B3");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("agrees with the analysis: 2 strings; contradicted: 0; taken as marked where the status is unknown: 0"), r.out());
        assertTrue(r.out().contains("score with the proven statuses: -9  result: W+9"), r.out());
    }

    /** Marking nothing dead, or White's string dead, contradicts proven statuses; the proven ones count. */
    @Test
    void contradictionsAreNamedAndTheAnalysisCounts() {
        CliRun none = CliRun.of("analyze", FILE, "--agreed-dead", "none");
        assertTrue(none.out().contains("contradicted: black B3 A2 B2               marked alive, proven dead"), none.out());
        assertTrue(none.out().contains("score with the proven statuses: -9  result: W+9"), none.out());
        CliRun white = CliRun.of("analyze", FILE, "--agreed-dead", "C3", "--json");
        assertTrue(white.out().contains("\"contradicted\":[{\"stones\":[\"B3\",\"A2\",\"B2\"],\"marked\":\"alive\",\"proven\":\"dead\"},"
                + "{\"stones\":[\"C3\",\"C2\",\"D2\",\"A1\",\"B1\",\"C1\"],\"marked\":\"dead\",\"proven\":\"uncapturable\"}]"), white.out());
    }

    /**
     * Where the analysis leaves Black's string unknown (one state per test), the count takes the
     * marking. Alive: A3 touches only Black's alive stones, an eye-point of Black; D3 and D1 White's;
     * no dame: 1 - 2 = W+1. Dead: A3 and the three dead stones (twice) are White's with D3 and D1:
     * 0 - 9 = W+9, and 9.5 komi makes it W+18.5.
     */
    @Test
    void unknownStatusesTakeTheMarking() {
        CliRun alive = CliRun.of("analyze", FILE, "--agreed-dead", "none", "--max-states", "1");
        assertTrue(alive.out().contains("score: unknown (1 of 2 strings is not known to be alive or dead)"), alive.out());
        assertTrue(alive.out().contains("taken as marked: black B3 A2 B2               alive"), alive.out());
        assertTrue(alive.out().contains("score with the proven statuses and, for 1 string, the marking: -1  result: W+1"), alive.out());
        CliRun dead = CliRun.of("analyze", FILE, "--agreed-dead", "A2", "--max-states", "1", "--komi", "9.5", "--json");
        assertTrue(dead.out().contains("\"result\":\"unknown\""), dead.out());
        assertTrue(dead.out().contains("\"assumed\":[{\"stones\":[\"B3\",\"A2\",\"B2\"],\"marked\":\"dead\"}]"), dead.out());
        assertTrue(dead.out().contains("\"score\":-9,\"result\":\"W+9\",\"scoreWithKomi\":-18.5,\"resultWithKomi\":\"W+18.5\""), dead.out());
    }

    @Test
    void badMarksAreRefused() {
        CliRun empty = CliRun.of("analyze", FILE, "--agreed-dead", "A3");
        assertEquals(2, empty.code());
        assertTrue(empty.err().contains(FILE + ": --agreed-dead: A3 is empty; a mark names a stone"), empty.err());
        CliRun off = CliRun.of("analyze", FILE, "--agreed-dead", "Z9");
        assertEquals(2, off.code());
        assertTrue(off.err().contains("--agreed-dead: 'Z9' is not a vertex"), off.err());
        assertEquals(2, CliRun.of("analyze", FILE, "--agreed-dead", ",").code());
        // the marking is of the players' position: E3, an open dame there, is empty even where
        // --fill-dame fills it
        CliRun filled = CliRun.of("analyze", "puzzles/j2003/seki/005-open-dame-cancels-territory.sgf", "--fill-dame",
                "--agreed-dead", "E3");
        assertEquals(2, filled.code(), filled.out());
        assertTrue(filled.err().contains("--agreed-dead: E3 is empty"), filled.err());
    }
}
