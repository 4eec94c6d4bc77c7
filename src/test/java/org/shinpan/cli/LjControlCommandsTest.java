package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code analyze --rules lj} and {@code dispute} (LJ rules 14–17) from the command line. The
 * positions are those of puzzles/lj/map/001 and map/005, whose answers are derived there.
 */
class LjControlCommandsTest {
    /** Black's wall B with A behind it, White's wall C with D behind it (puzzles/lj/map/001). */
    private static final String COLUMNS = ". X O .\n. X O .\n. X O .\n. X O .\n";

    /** puzzles/lj/map/005: Black controls every location, White's y is dead, B+5. */
    private static final String GRAPH = """
            edge l1 h1
            edge h1 h2
            edge h2 l2
            edge h2 x
            edge x y
            black h1 h2
            white y
            """;

    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p.toString();
    }

    @Test
    void analyzeShowsTheControlMapAndTheScore() throws IOException {
        CliRun r = CliRun.of("analyze", file("cols.txt", COLUMNS), "--rules", "lj");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains(" 4 b X O w\n 3 b X O w\n 2 b X O w\n 1 b X O w\n"), r.out());
        assertTrue(r.out().contains("black controls: A4 B4 A3 B3 A2 B2 A1 B1\n"), r.out());
        assertTrue(r.out().contains("result: Draw\n"), r.out());
        // LJ rule 17: two passes in a row end the claims; a third claim has nothing to follow
        String cols = file("cols.txt", COLUMNS);
        // --sgf writes a play-out, and agreed claims have none: refused, not silently skipped
        CliRun sgf = CliRun.of("dispute", cols, "--claim", "pass", "--claim", "pass", "--sgf",
                java.nio.file.Path.of(cols).resolveSibling("agreed.sgf").toString());
        assertEquals(2, sgf.code());
        assertTrue(sgf.err().contains("--sgf writes the play-out of a disagreement"), sgf.err());
        assertTrue(!java.nio.file.Files.exists(java.nio.file.Path.of(cols).resolveSibling("agreed.sgf")));
        CliRun third = CliRun.of("dispute", cols, "--claim", "pass", "--claim", "pass", "--claim", "pass");
        assertEquals(2, third.code());
        assertEquals(cols + ": claim 3 (pass): the claims ended with claims 1 and 2, two passes in a row (LJ rule 17)\n",
                third.err());
    }

    @Test
    void analyzeJsonOnAGraphUsesTheLocationNames() throws IOException {
        CliRun r = CliRun.of("analyze", file("g.graph", GRAPH), "--rules", "lj", "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("{\"rules\":\"lj\",\"control\":{\"black\":[\"l1\",\"h1\",\"h2\",\"l2\",\"x\",\"y\"],"
                + "\"white\":[],\"neutral\":[]},\"dead\":[\"y\"],\"score\":5"), r.out());
        assertTrue(r.out().contains("\"result\":\"B+5\""), r.out());
    }

    /** An option of the J2003 analysis is named as such under --rules lj, not as an unknown option. */
    @Test
    void aJ2003OptionIsRefusedByName() throws IOException {
        CliRun r = CliRun.of("analyze", file("cols.txt", COLUMNS), "--rules", "lj", "--max-states", "5");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--max-states belongs to the J2003 analysis, not to --rules lj"), r.err());
        CliRun bogus = CliRun.of("analyze", file("cols.txt", COLUMNS), "--rules", "lj", "--bogus");
        assertTrue(bogus.err().contains("unknown option --bogus"), bogus.err());
    }

    @Test
    void aControlTestOnOneSet() throws IOException {
        CliRun r = CliRun.of("analyze", file("cols.txt", COLUMNS), "--rules", "lj", "--test", "white:C4,D4,C3,D3,C2,D2,C1,D1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("White controls the set"), r.out());
        // the same as JSON (--json was ignored with --test)
        CliRun json = CliRun.of("analyze", file("cols.txt", COLUMNS), "--rules", "lj", "--test",
                "white:C4,D4,C3,D3,C2,D2,C1,D1", "--json");
        assertTrue(json.out().startsWith("{\"file\":") && json.out().contains("\"player\":\"white\",\"set\":[\"C4\","
                + "\"D4\",\"C3\",\"D3\",\"C2\",\"D2\",\"C1\",\"D1\"],\"verdict\":\"controls\""), json.out());
    }

    /** LJ rule 2: komi is a non-negative integer; another is used as given, with a warning. */
    @Test
    void aKomiRuleTwoDoesNotAllowIsUsedWithAWarning() throws IOException {
        String cols = file("cols.txt", COLUMNS);
        CliRun r = CliRun.of("analyze", cols, "--rules", "lj", "--komi", "6.5");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("warning: komi 6.5 is not a non-negative integer, as LJ rule 2 has it"), r.err());
        assertTrue(r.out().contains("result: W+6.5"), r.out());
        assertEquals("", CliRun.of("analyze", cols, "--rules", "lj", "--komi", "7").err());
    }

    /**
     * An undecided dispute says which limit stopped it (it said "undecided within the budget" and
     * no more): puzzles/lj/dispute/002's straight four needs more than one situation. Its limits are
     * checked at once, also where the claims agree and nothing is searched (they were ignored).
     */
    @Test
    void anUndecidedDisputeNamesItsLimit() throws IOException {
        String cols = file("cols.txt", COLUMNS);
        CliRun r = CliRun.of("dispute", cols, "--claim", "neutral:D4", "--max-nodes", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("ending: undecided within the budget: the test of the set C4 D4 C3 D3 C2 D2 C1 D1:"
                + " the search ran out of its budget (more than 1 situations)"), r.out());
        CliRun json = CliRun.of("dispute", cols, "--claim", "neutral:D4", "--max-nodes", "1", "--json");
        assertTrue(json.out().contains("\"undecidedBecause\":\"the test of the set C4 D4 C3 D3 C2 D2 C1 D1: the search"
                + " ran out of its budget (more than 1 situations)\""), json.out());
        CliRun decided = CliRun.of("dispute", cols, "--claim", "neutral:D4", "--json");
        assertTrue(decided.out().contains("\"undecidedBecause\":null"), decided.out());
        for (String[] bad : new String[][] {{"--max-nodes", "0"}, {"--time-limit", "abc"}, {"--table-mib", "-4"}}) {
            CliRun agreed = CliRun.of("dispute", cols, "--claim", "pass", "--claim", "pass", bad[0], bad[1]);
            assertEquals(2, agreed.code(), bad[0] + " " + agreed.out());
        }
    }

    @Test
    void aDisputedNeutralClaimIsPlayedOut() throws IOException {
        // puzzles/lj/dispute/002: White proves control of his straight four and wins the game.
        String sgf = dir.resolve("out.sgf").toString();
        CliRun r = CliRun.of("dispute", file("cols.txt", COLUMNS), "--claim", "neutral:D4", "--sgf", sgf);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("prover: White, refuter: Black\n"), r.out());
        assertTrue(r.out().contains("winner: White"), r.out());
        assertTrue(r.out().contains("result: W+\n"), r.out());
        // The play-out starts from the transformed position: the outside (columns A and B) holds
        // new black stones, White's wall C stays, D is empty; Black (the refuter) moves first.
        String written = Files.readString(Path.of(sgf));
        assertTrue(written.startsWith("(;GM[1]FF[4]CA[UTF-8]SZ[4]AB[aa][ba][ab][bb][ac][bc][ad][bd]AW[ca][cb][cc][cd]PL[B]"),
                written);
        CliRun json = CliRun.of("dispute", file("cols.txt", COLUMNS), "--claim", "neutral:D4", "--json");
        assertTrue(json.out().contains("\"prover\":\"white\",\"refuter\":\"black\""), json.out());
        assertTrue(json.out().contains("\"ending\":\"the prover has built a two-eye formation on the set\""), json.out());
        // a play-out without a move writes its ending into the root's one comment (it wrote C twice
        // in the root, which FF[4] forbids): puzzles/lj/dispute/008's board, Black's formation stands
        String e3 = dir.resolve("e3.sgf").toString();
        assertEquals(0, CliRun.of("dispute", file("e3.txt", "X . X\n. X .\nX . X\n"), "--first", "W", "--claim",
                "neutral:B3", "--sgf", e3).code());
        String none = Files.readString(Path.of(e3));
        assertEquals(1, none.split("C\\[", -1).length - 1, none);
        assertTrue(none.contains("No move is played: the prover has built a two-eye formation on the set; winner:"
                + " Black.]"), none);
        assertTrue(CliRun.of("show", e3).err().isEmpty());
        // a bad --komi or --prisoners is refused here too, though a played-out dispute counts nothing
        CliRun komi = CliRun.of("dispute", file("cols.txt", COLUMNS), "--claim", "neutral:D4", "--komi", "x");
        assertEquals(2, komi.code(), komi.out());
        assertTrue(komi.err().contains("--komi"), komi.err());
        CliRun prisoners = CliRun.of("dispute", file("cols.txt", COLUMNS), "--claim", "neutral:D4", "--prisoners",
                "99999999999999999999");
        assertEquals(2, prisoners.code(), prisoners.out());
    }

    @Test
    void replayScoresARecordWithoutTbTwFromTheControlMap() throws IOException {
        // map/001 set up, both pass: 4 territory each by the control map, komi 0.5: W+0.5.
        String sgf = file("cols.sgf", "(;GM[1]FF[4]SZ[4]AB[ba][bb][bc][bd]AW[ca][cb][cc][cd];B[];W[])");
        CliRun r = CliRun.of("replay", sgf, "--rules", "lj", "--komi", "0.5");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("result: W+0.5"), r.out());
    }

    @Test
    void twoPassesAgree() throws IOException {
        CliRun r = CliRun.of("dispute", file("cols.txt", COLUMNS), "--claim", "pass", "--claim", "pass");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("two passes in a row: no disagreement\n"), r.out());
        assertTrue(r.out().contains("result: Draw\n"), r.out());
    }

    @Test
    void badInputIsRefusedWithExitCode2() throws IOException {
        String cols = file("cols.txt", COLUMNS);
        CliRun own = CliRun.of("dispute", cols, "--claim", "neutral:A4");
        assertEquals(2, own.code());
        assertEquals(cols + ": claim 1 (B neutral:A4): A4 contacts a black stone: a black claim of neutral needs an empty"
                + " location that contacts opposing but no own stones (LJ rule 17)\n", own.err());
        CliRun notBordered = CliRun.of("analyze", cols, "--rules", "lj", "--test", "black:A4,B4");
        assertEquals(2, notBordered.code());
        assertEquals(cols + ": --test black:A4,B4: not a set black has bordered: A4 is in the set and neighbours A3"
                + " outside it, but holds no black stone (LJ rule 15)\n", notBordered.err());
        String bad = file("bad.graph", "locations a b\nedge a c\n");
        CliRun unknown = CliRun.of("analyze", bad, "--rules", "lj");
        assertEquals(2, unknown.code());
        assertEquals(bad + ":2:8: unknown location 'c' (not in the 'locations' line)\n", unknown.err());
        CliRun unknownClaim = CliRun.of("dispute", cols, "--claim", "dead:Z9");
        assertEquals(2, unknownClaim.code());
        assertTrue(unknownClaim.err().contains("claim 1: 'Z9' is not a location of the 4x4 grid"), unknownClaim.err());
    }

    /**
     * An undecided map says why, and a test keeps to --max-nodes with its short search and its full
     * search together: on a 5x5 board with one black stone no set is decided in 1,000 situations,
     * and the two tests (one per player) search at most 1,001 each (the one past the bound stops
     * it).
     */
    @Test
    void anUndecidedMapSaysWhyAndKeepsToTheBudget() throws IOException {
        String f = file("one.txt", ". . . . .\n. . . . .\n. . X . .\n. . . . .\n. . . . .\n");
        CliRun r = CliRun.of("analyze", f, "--rules", "lj", "--max-nodes", "1000");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("control tests undecided; the first: the search ran out of its budget (more than 1000"
                + " situations) (--max-nodes, --time-limit))"), r.out());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("control tests: (\\d+), situations searched: (\\d+)")
                .matcher(r.out());
        assertTrue(m.find(), r.out());
        assertTrue(Long.parseLong(m.group(2)) <= 1001L * Long.parseLong(m.group(1)), r.out());
        CliRun j = CliRun.of("analyze", f, "--rules", "lj", "--max-nodes", "1000", "--json");
        assertTrue(j.out().contains("\"undecidedBecause\":"), j.out());
    }

    /**
     * dispute prints the SGF reader's warnings once each (ReplayCommandTest.READER_WARNINGS), also
     * for an LJ record, which it takes as the LJ referee reached its position (GameFile.asLjGame
     * reads the file again and prints nothing more).
     */
    @Test
    void disputePrintsTheReadersWarningsOnce() throws IOException {
        CliRun plays = CliRun.of("dispute", ReplayCommandTest.READER_WARNINGS, "--claim", "pass", "--claim", "pass");
        assertEquals(0, plays.code(), plays.err());
        assertEquals(ReplayCommandTest.readerWarnings(ReplayCommandTest.READER_WARNINGS), plays.err());
        // LJP[aa] on the root's first line: the warnings' lines unchanged
        String lj = file("lj.sgf", Files.readString(Path.of(ReplayCommandTest.READER_WARNINGS))
                .replaceFirst("KM\\[0\\]", "KM[0]LJP[aa]"));
        CliRun ljRecord = CliRun.of("dispute", lj, "--claim", "pass", "--claim", "pass");
        assertEquals(0, ljRecord.code(), ljRecord.err());
        assertEquals(ReplayCommandTest.readerWarnings(lj), ljRecord.err());
    }
}
