package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code shinpan replay} as a user meets it: output, rule-set choice, options, exit codes. */
class ReplayCommandTest {
    private static final String PUZZLES = "puzzles/rulesets/";

    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private Path write(String name, String text) throws IOException {
        return CliRun.file(dir, name, text);
    }

    @Test
    void reportsTheIllegalMoveTheEndAndTheResult() {
        String f = PUZZLES + "001-multi-stone-suicide.sgf";
        CliRun r = run("replay", f, "--rules", "tromp-taylor-7a");
        assertEquals(0, r.code(), r.err());
        assertEquals(f + ": 3x3, 9 moves\n"
                + "rules: tromp-taylor-7a (given by --rules; komi 0 from rule set)\n"
                + "move 7 (B A3): suicide — the play would remove its own string of 3 stones"
                + " [optional rule 7A: prohibition of suicide]\n"
                + "stopped at move 7 (--continue reports every illegal move and plays on)\n"
                + "end: none\n"
                + "result: none\n"
                + "  the game did not end: the replay stopped at the illegal move 7\n", r.out());
        CliRun tt = run("replay", f, "--rules", "tromp-taylor");
        assertEquals(f + ": 3x3, 9 moves\n"
                + "rules: tromp-taylor (given by --rules; komi 0 from rule set)\n"
                + "illegal moves: none of the 9 moves replayed\n"
                + "end: move 9: two consecutive passes\n"
                + "result: W+9\n"
                + "  area: Black 0 (0 stones + 0 territory), White 9 (3 stones + 6 territory), komi 0\n", tt.out());
    }

    @Test
    void theRecordedRulesPickTheRuleSetOrTheAssumptionIsSaid() {
        CliRun japanese = run("replay", PUZZLES + "002-send-two-return-one.sgf");
        assertTrue(japanese.out().contains("rules: j2003 (from RU[Japanese]; komi 0 from rule set)"), japanese.out());
        assertTrue(japanese.out().contains("end: move 27: long-cycle-win"), japanese.out());
        assertTrue(japanese.out().contains("result: W+\n"), japanese.out());
        CliRun chinese = run("replay", PUZZLES + "003-double-ko.sgf");
        assertTrue(chinese.out().contains("rules: tromp-taylor-7a (from RU[Chinese]"), chinese.out());
        assertTrue(chinese.out().contains("move 29 (B D2): positional-superko"), chinese.out());
        CliRun none = run("replay", PUZZLES + "004-finished-game.sgf");
        assertTrue(none.out().contains("rules: tromp-taylor (assumed: the record has no RU; komi 0 from rule set)"),
                none.out());
        assertTrue(none.out().contains("result: W+3\n"), none.out());
    }

    @Test
    void komiComesFromTheOptionTheRulesTheRecordOrThePreset() {
        String f = PUZZLES + "005-dead-stone.sgf"; // KM[0]
        assertTrue(run("replay", f, "--rules", "territory").out().contains("result: B+1\n"));
        assertTrue(run("replay", f, "--rules", "territory", "--komi", "6.5").out().contains("result: W+5.5\n"));
        assertTrue(run("replay", f, "--rules", "territory,komi=2").out().contains("result: W+1\n"));
        // 004 has no KM: territory's own 6.5.
        assertTrue(run("replay", PUZZLES + "004-finished-game.sgf", "--rules", "territory").out()
                .contains("result: W+8.5\n"));
    }

    @Test
    void deadStonesCanBeGivenForTerritoryCounting() {
        String f = PUZZLES + "005-dead-stone.sgf";
        CliRun r = run("replay", f, "--rules", "territory", "--dead", "B5");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("result: B+1\n") && r.out().contains("dead stones from the user"), r.out());
        // A vertex marks its whole string: naming a stone of White's live string marks all of it dead.
        CliRun wrong = run("replay", f, "--rules", "territory", "--dead", "D4");
        assertTrue(wrong.out().contains("dead stones: D5 D4 E4 C3 E3 C2 D2 E2 C1"), wrong.out());
        assertEquals(2, run("replay", f, "--rules", "tromp-taylor", "--dead", "B5").code());
        CliRun empty = run("replay", f, "--rules", "territory", "--dead", "A5");
        assertEquals(2, empty.code());
        assertTrue(empty.err().contains("A5 is empty in the final position"), empty.err());
        // "none": the players agree that no stone is dead. B5 then stands as White's, and A5, next
        // to B5 and to Black's A4, is nobody's: Black A3 A1 = 2, White E5 D3 D1 E1 = 4, no
        // prisoners, KM 0: W+2.
        CliRun none = run("replay", f, "--rules", "territory", "--dead", "none");
        assertEquals(0, none.code(), none.err());
        assertTrue(none.out().contains("result: W+2\n") && none.out().contains("dead stones: none"), none.out());
        CliRun blank = run("replay", f, "--rules", "territory", "--dead", ",");
        assertEquals(2, blank.code());
        assertTrue(blank.err().contains("--dead needs vertices, or none"), blank.err());
        CliRun off = run("replay", f, "--rules", "territory", "--dead", "Z9");
        assertEquals(2, off.code());
        assertTrue(off.err().contains(f + ": --dead: 'Z9' is not a vertex of the 5x5 grid"), off.err());
    }

    @Test
    void jsonForALongCycle() {
        CliRun r = run("replay", PUZZLES + "002-send-two-return-one.sgf", "--rules", "j2003", "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"end\":{\"kind\":\"long-cycle-win\",\"move\":27,\"firstOccurrence\":23,"
                + "\"whiteRemoved\":1,\"blackRemoved\":2,\"winner\":\"white\"}"), r.out());
        assertTrue(r.out().contains("\"illegal\":[{\"move\":28,\"color\":\"white\",\"vertex\":\"A1\",\"rules\":"
                + "[{\"rule\":\"after-end\""), r.out());
        assertTrue(r.out().contains("\"result\":\"W+\",\"resultKind\":\"long-cycle\""), r.out());
    }

    @Test
    void continueReportsEveryIllegalMove() {
        CliRun r = run("replay", PUZZLES + "007-bad-moves.sgf", "--continue");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("move 2 (W B2): occupied — B2 holds a black stone"), r.out());
        assertTrue(r.out().contains("move 3 (W pass): out-of-turn — Black is to move"), r.out());
        assertTrue(r.out().contains("move 13 (W A1): after-end — the game ended at move 12: two consecutive passes"),
                r.out());
        assertTrue(r.out().contains("result: B+9\n"), r.out());
    }

    /**
     * A record saved with a UTF-8 byte-order mark (as some Windows editors do) is an SGF record to
     * replay as to every other command: B A3 then W B2 on 3x3 are legal, and the game has not ended.
     */
    @Test
    void aByteOrderMarkIsNoReasonToRefuseTheRecord() throws IOException {
        Path bom = dir.resolve("bom.sgf");
        Files.write(bom, ("\uFEFF(;GM[1]FF[4]SZ[3];B[aa];W[bb])").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        CliRun r = run("replay", bom.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("3x3, 2 moves"), r.out());
        assertTrue(r.out().contains("illegal moves: none of the 2 moves replayed"), r.out());
    }

    /**
     * Text before the first game tree (here a mail header line) is one of the recoverable oddities
     * of docs/formats.md: every command reads the record with a warning, none takes the file for a
     * diagram (the header's 'F' is no diagram symbol) or refuses it as "not an SGF game record".
     * B A3 on 3x3 is legal: one move, the game not ended.
     */
    @Test
    void textBeforeTheFirstGameTreeIsSkippedWithAWarningByEveryCommand() throws IOException {
        Path f = write("mail.sgf", "From: a player\n(;GM[1]FF[4]SZ[3];B[aa])\n");
        CliRun replay = run("replay", f.toString());
        assertEquals(0, replay.code(), replay.err());
        assertTrue(replay.out().contains("3x3, 1 move\n"), replay.out());
        assertTrue(replay.err().contains("text before the first game tree ignored"), replay.err());
        CliRun show = run("show", f.toString());
        assertEquals(0, show.code(), show.err());
        assertTrue(show.err().contains("text before the first game tree ignored"), show.err());
        assertTrue(show.out().contains("X . ."), show.out());
        CliRun analyze = run("analyze", f.toString());
        assertEquals(0, analyze.code(), analyze.err());
    }

    /**
     * A record with two oddities the SGF reader warns of and reads past (its root comment says
     * where): line 6 is "FF[3]" alone, FF at column 1; line 9 is "(;W[aa]SZ[9]))", '(' at 1,
     * ';' 2, 'W' 3, "[aa]" 4 to 7, so SZ at column 8. Neither changes the game: B2 on 3x3, two passes.
     */
    static final String READER_WARNINGS = "src/test/resources/org/shinpan/cli/replay-warnings.sgf";

    /** The two warnings of {@link #READER_WARNINGS} (or a copy with the same lines) named {@code file}, in the text's order. */
    static String readerWarnings(String file) {
        return file + ":6:1: warning: FF outside the root node ignored (FF is a root property)\n"
                + file + ":9:8: warning: SZ outside the root node ignored (SZ is a root property)\n";
    }

    /**
     * Every referee replay hands a record to prints the SGF reader's warnings, once each: the rule
     * sets Replay referees, and the LJ and Lasker-Maas referees, named by --rules or by RU (before,
     * the LJ path printed none: LjRecordReader's record kept them unread). The record's KM[0] is a
     * komi every rule set takes without a word, so standard error holds the warnings only.
     */
    @Test
    void everyRefereePrintsTheReadersWarningsOnce() throws IOException {
        String expected = readerWarnings(READER_WARNINGS);
        for (String rules : List.of("tromp-taylor", "tromp-taylor-7a", "j2003", "territory", "lj", "lasker-maas")) {
            CliRun r = run("replay", READER_WARNINGS, "--rules", rules);
            assertEquals(0, r.code(), rules + ": " + r.err());
            assertEquals(expected, r.err(), rules);
        }
        CliRun assumed = run("replay", READER_WARNINGS);
        assertEquals(expected, assumed.err());
        // RU on the root's first line: the lines and columns of the warnings stay those above
        String text = Files.readString(Path.of(READER_WARNINGS));
        for (String ru : List.of("RU[Logical Japanese]", "RU[Lasker-Maas]", "RU[Japanese]")) {
            Path f = write("ru.sgf", text.replaceFirst("KM\\[0\\]", "KM[0]" + ru));
            CliRun r = run("replay", f.toString());
            assertEquals(0, r.code(), ru + ": " + r.err());
            assertEquals(readerWarnings(f.toString()), r.err(), ru);
        }
    }

    @Test
    void badInputExitsWithTwoAndNamesWhatIsWrong() throws IOException {
        CliRun unknown = run("replay", PUZZLES + "004-finished-game.sgf", "--rules", "chinese");
        assertEquals(2, unknown.code());
        assertEquals("", unknown.out());
        assertEquals("shinpan replay: --rules: unknown rule set 'chinese'; known: tromp-taylor, tromp-taylor-7a,"
                + " j2003, territory, lj, lasker-maas (or ko=...,suicide=...,scoring=...)\n", unknown.err());

        assertEquals(2, run("replay", dir.resolve("missing.sgf").toString()).code());
        Path diagram = write("d.txt", ". X\nO .\n");
        CliRun notSgf = run("replay", diagram.toString());
        assertEquals(2, notSgf.code());
        assertTrue(notSgf.err().contains("not an SGF game record"), notSgf.err());

        Path offBoard = write("off.sgf", "(;GM[1]SZ[3];B[aa];W[bb];B[dd])");
        CliRun off = run("replay", offBoard.toString());
        assertEquals(2, off.code());
        assertTrue(off.err().contains(":1:26: move 3: B[dd] is off the 3x3 board"), off.err());

        Path setup = write("setup.sgf", "(;GM[1]SZ[3];B[aa];AW[cc];W[bb])");
        CliRun s = run("replay", setup.toString());
        assertEquals(2, s.code());
        assertTrue(s.err().contains("AW sets up stones after the first move"), s.err());

        assertEquals(2, run("replay", PUZZLES + "004-finished-game.sgf", "--komi", "six").code());
        assertEquals(2, run("replay").code());
        assertTrue(run("--help").out().contains("replay"));
    }

    @Test
    void overTheEmptyLimitOnlyTheCheapProofsDecide() {
        // 004: every string of the final position is pass-alive or lives in an enclosed area, so
        // Benson's analysis and the areas decide it all without a search: the score -2 and W+2
        // derived in puzzles/rulesets/README.md.
        CliRun clean = run("replay", PUZZLES + "004-finished-game.sgf", "--rules", "j2003", "--max-empty", "5");
        assertEquals(0, clean.code(), clean.err());
        assertTrue(clean.out().contains("result: W+2 (with komi 0: W+2)"), clean.out());
        // 005: the dead stone B5 is dead only by a search (its capture, then no permanent stone of
        // White), and with no search allowed at all (--max-empty 0) its status, the direct-ko test
        // of the ending pass and the result stay unknown, not guessed.
        CliRun none = run("replay", PUZZLES + "005-dead-stone.sgf", "--rules", "j2003", "--max-empty", "0");
        assertEquals(0, none.code(), none.err());
        assertTrue(none.out().contains("result: unknown\n"), none.out());
        assertTrue(none.out().contains("white B5: capture test: 7 empty intersections, more than the 0 the search"
                + " is offered (--max-empty)"), none.out());
        // With one empty intersection allowed, B5's sealed area decides it: the black string (eyes A3,
        // A1) and the white string (eyes E5, D3, D1 E1) are pass-alive and close off A5 B5, where
        // Black A5 captures, and White can never play there again (A5 and B5 would be suicide
        // beside the black string with its eyes). Local-2 of B5 floods through Black's string and
        // its eyes A3 and A1 and stops at White's pass-alive string: outside the area it is Black's
        // pass-alive stones and the eyes where White can never play, so Black's proof on the area
        // holds on the whole board, White's plays in its own eyes being passes there (docs/j2003.md,
        // "The permanent-stone tests", claim 2). B5 is dead and the result is B+1, as the puzzle
        // derives.
        CliRun dead = run("replay", PUZZLES + "005-dead-stone.sgf", "--rules", "j2003", "--max-empty", "1");
        assertEquals(0, dead.code(), dead.err());
        assertTrue(dead.out().contains("result: B+1 (with komi 0: B+1)"), dead.out());
        assertTrue(dead.out().contains("dead stones: B5"), dead.out());
    }

    @Test
    void logicalJapaneseRulesOnARecord() {
        // Expectations from puzzles/rulesets/README.md (derived there): the cycle is removed at
        // turn 8, the game ends at turn 10, and rule 5 with the record's control gives W+1;
        // the second record's turn 10 is a pseudo-suicide, so the game does not end.
        CliRun cycle = run("replay", PUZZLES + "lj/001-cycle-removed.sgf", "--rules", "lj");
        assertEquals(0, cycle.code(), cycle.err());
        assertTrue(cycle.out().contains("every turn is legal"), cycle.out());
        assertTrue(cycle.out().contains("result: W+1"), cycle.out());
        CliRun pseudo = run("replay", PUZZLES + "lj/002-pseudo-suicide.sgf", "--rules", "lj", "--json");
        assertEquals(0, pseudo.code(), pseudo.err());
        assertTrue(pseudo.out().contains("\"turn\":10") && pseudo.out().contains("\"rule\":\"pseudo-suicide\""),
                pseudo.out());
        assertTrue(pseudo.out().contains("\"ended\":false,") && pseudo.out().contains("\"result\":\"none\""),
                pseudo.out());
    }

    @Test
    void laskerMaasRulesOnARecord() {
        // Expectations from puzzles/rulesets/README.md (derived there): the unfilled ko's retake at
        // move 4 repeats a position with the same player to move; the filled ko ends B+1.5.
        CliRun unfilled = run("replay", PUZZLES + "lasker-maas/001-unfilled-ko.sgf", "--rules", "lasker-maas", "--json");
        assertEquals(0, unfilled.code(), unfilled.err());
        assertTrue(unfilled.out().contains("\"move\":4") && unfilled.out().contains("\"rule\":\"positional-superko\""),
                unfilled.out());
        assertTrue(unfilled.out().contains("\"result\":\"none\""), unfilled.out());
        CliRun filled = run("replay", PUZZLES + "lasker-maas/002-ko-filled.sgf", "--rules", "lasker-maas");
        assertEquals(0, filled.code(), filled.err());
        assertTrue(filled.out().contains("result: B+1.5"), filled.out());
        // the text says where the replay stopped; the JSON has the count (Black 2 - 1, White 1 - 2)
        assertTrue(run("replay", PUZZLES + "lasker-maas/001-unfilled-ko.sgf", "--rules", "lasker-maas").out()
                .contains("the game did not end: the replay stopped at the illegal move 4\n"));
        CliRun json = run("replay", PUZZLES + "lasker-maas/002-ko-filled.sgf", "--rules", "lasker-maas", "--json");
        assertTrue(json.out().contains("\"count\":{\"black\":{\"territory\":2,\"prisonersLeft\":1},"
                + "\"white\":{\"territory\":1,\"prisonersLeft\":2}}"), json.out());
        // the referee stops at an illegal move: --continue is refused, not ignored
        CliRun cont = run("replay", PUZZLES + "lasker-maas/002-ko-filled.sgf", "--rules", "lasker-maas", "--continue");
        assertEquals(2, cont.code(), cont.out());
        // so is --dead: Lasker-Maas has no dead stones (every stone on the board counts)
        CliRun dead = run("replay", PUZZLES + "009-five-rule-sets.sgf", "--rules", "lasker-maas", "--dead", "A1");
        assertEquals(2, dead.code(), dead.out());
        assertTrue(dead.err().contains("--dead is for territory counting; the rule set lasker-maas counts by supply"),
                dead.err());
        // Where the phases ended (seed 002, General): 009's first phase ends with the passes 18-19
        // and the second with 22-23; 004 ends with two passes at move 22 and nothing after them,
        // so its second phase never ends.
        assertTrue(run("replay", PUZZLES + "009-five-rule-sets.sgf", "--rules", "lasker-maas").out()
                .contains("the game ended: the first phase ended with two passes at move 19, the second at move 23\n"));
        CliRun open = run("replay", PUZZLES + "004-finished-game.sgf", "--rules", "lasker-maas");
        assertTrue(open.out().contains("the game did not end: the first phase ended with two passes at move 22, and the"
                + " record stops before two new passes end the second"), open.out());
    }

    @Test
    void rulesetOptionsWithKomiForTheOwnReferees() {
        // The half point can be switched off in the --rules text. 002-ko-filled counts Black 2 - 1 = 1
        // against White 1 - 2 = -1 (README), a margin of 2: B+1.5 with the half point, B+2 without.
        CliRun r = run("replay", PUZZLES + "lasker-maas/002-ko-filled.sgf", "--rules", "lasker-maas,komi=0");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("result: B+2\n"), r.out());
        CliRun mixed = run("replay", PUZZLES + "lj/001-cycle-removed.sgf", "--rules", "ko=lj,suicide=prohibited,scoring=area");
        assertEquals(2, mixed.code());
    }

    /**
     * LJ komi (docs/rulesets.md: the record's KM): {@code lj/001-cycle-removed} counts Black 4 against
     * White 5 (puzzles/rulesets/README.md), a margin of -1 before komi. The same record with KM[3]:
     * W+4; --komi 2 overrides KM: W+3; komi=1 in --rules also does: W+2; without KM, the preset's 0: W+1.
     */
    @Test
    void logicalJapaneseKomiComesFromTheOptionTheRulesTheRecordOrThePreset() throws IOException {
        String text = Files.readString(Path.of(PUZZLES, "lj", "001-cycle-removed.sgf"));
        assertTrue(text.contains("KM[0]"));
        String km3 = write("km3.sgf", text.replace("KM[0]", "KM[3]")).toString();
        String noKm = write("nokm.sgf", text.replace("KM[0]", "")).toString();
        CliRun fromKm = run("replay", km3, "--rules", "lj");
        assertEquals(0, fromKm.code(), fromKm.err());
        assertTrue(fromKm.out().contains("komi 3 from KM\n"), fromKm.out());
        assertTrue(fromKm.out().contains("result: W+4 "), fromKm.out());
        assertTrue(run("replay", km3, "--rules", "lj", "--komi", "2").out().contains("result: W+3 "));
        assertTrue(run("replay", km3, "--rules", "lj,komi=1").out().contains("result: W+2 "));
        CliRun preset = run("replay", noKm, "--rules", "lj", "--json");
        assertTrue(preset.out().contains("\"komi\":0,\"komiFrom\":\"rule set\"") && preset.out().contains("\"result\":\"W+1\""),
                preset.out());
    }

    /**
     * Under --rules lj, --time-limit bounds the control tests of the final position (it was taken
     * and ignored: the map ran its default 120 s). On a 19×19 board with one stone of each colour the
     * control of the open board is far beyond a second, so the result is unknown within the budget.
     */
    @Test
    void theLjControlTestsKeepToTheTimeLimit() throws IOException {
        String open = write("open.sgf", "(;GM[1]FF[4]SZ[19]KM[0.5];B[dd];W[pp];B[];W[])").toString();
        CliRun r = run("replay", open, "--rules", "lj", "--time-limit", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("result: unknown") && r.out().contains("undecided within the budget"), r.out());
    }

    /** One stone is "1 stone": a 1×2 board with a black stone and the other point Black's, B+2. */
    @Test
    void oneStoneIsCountedInTheSingular() throws IOException {
        String f = write("one.sgf", "(;GM[1]FF[4]SZ[2:1]KM[0];B[aa];W[];B[])").toString();
        CliRun r = run("replay", f, "--rules", "tromp-taylor");
        assertTrue(r.out().contains("area: Black 2 (1 stone + 1 territory), White 0 (0 stones + 0 territory)"), r.out());
    }
}
