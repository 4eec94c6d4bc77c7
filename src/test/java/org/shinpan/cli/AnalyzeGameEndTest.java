package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.shinpan.api.Game;
import org.shinpan.api.Shinpan;

/**
 * The position a record's J2003 analysis takes is the final-position: "the position just after the
 * alternating-sequence's ending pass" (J2003 Definitions 2), the pass that succeeds a pass
 * (Definitions 1). A record that goes on after it is analysed there, as {@code replay} referees it;
 * the moves after it are named in a warning. The record is {@code puzzles/rulesets/005} and three
 * moves after its two passes:
 *
 * <pre>
 *   5  . O X O .     Moves 1-22 as in 005, ending with B pass (21), W pass (22): the game ends.
 *   4  X X X O O     005 derives B+1 there: White's B5 is dead; Black has A5 A3 A1 (3) and B5
 *   3  . X O . O     under a dead stone, counted twice (2), 5; White E5 D3 D1 E1, 4; no stone
 *   2  X X O O O     was removed. Moves 23-25 (B A5 takes B5, W pass, B pass) are after the end.
 *   1  . X O . .     The record's last position counts differently: Black A3 A1 B5 (3) and the
 *      A B C D E     prisoner B5 (1), 4, against White's 4: a Draw.
 * </pre>
 */
class AnalyzeGameEndTest {
    private static final String RESUMED = "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]"
            + ";B[bc];W[cc];B[bb];W[cd];B[cb];W[db];B[bd];W[dd];B[ca];W[da]"
            + ";B[ab];W[eb];B[ad];W[ed];B[be];W[ce];B[];W[ec];B[];W[ba]"
            + ";B[];W[];B[aa];W[];B[])";

    @Test
    void movesAfterTheEndingPassAreNotAnalysed(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("resumed.sgf"), RESUMED);
        CliRun r = analyzed(f, "score: 1  result: B+1");
        assertTrue(r.err().contains(f + ": warning: the game ended with two passes at move 22 (J2003,"
                + " Alternating-sequence: it ends with the pass that succeeds a pass); moves 23-25 come after the end"
                + " and are not carried out"), r.err());
        // asked for, the record's last position is analysed: the Draw above
        CliRun last = CliRun.of("analyze", f.toString(), "--move", "25");
        assertTrue(last.out().contains("score: 0  result: Draw"), last.out());
        assertTrue(last.err().isEmpty(), last.err());
        // replay agrees with analyze
        assertTrue(CliRun.of("replay", f.toString()).out().contains("result: B+1 "));

        Game game = Shinpan.read(f);
        assertEquals(22, game.moves());
        assertEquals(0, game.prisonerDifference());
        assertTrue(game.warnings().get(0).contains("moves 23-25 come after the end"), game.warnings().toString());
        assertEquals("B+1", Shinpan.analyze(f).result());
        // batch's line says so too
        Path folder = Files.createDirectories(dir.resolve("games"));
        Files.writeString(folder.resolve("resumed.sgf"), RESUMED);
        Path out = dir.resolve("r.jsonl");
        assertEquals(0, CliRun.of("batch", folder.toString(), "--out", out.toString()).code());
        String line = Files.readAllLines(out).get(0);
        assertTrue(line.contains("\"moves\":22,") && line.contains("\"result\":\"B+1\"")
                && line.contains("\"warnings\":[\"") && line.contains("moves 23-25 come after the end"), line);
        // GTP's loadsgf: GtpLoadKoTest
    }

    /** A record that stops before two passes (a resignation) is analysed, with a warning that the game did not end. */
    @Test
    void aRecordWithoutTheEndingPassesIsSaidNotToHaveEnded(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("resigned.sgf"), RESUMED.replace(";B[];W[];B[aa];W[];B[])", ")")
                .replace("RU[Japanese]", "RU[Japanese]RE[B+R]"));
        CliRun r = CliRun.of("analyze", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains(f + ": warning: the record ends at move 20 without the two passes that end a game"),
                r.err());
        assertTrue(Shinpan.read(f).warnings().toString().contains("the record ends at move 20 without"));
    }

    /**
     * Three records a probe built around the end of the game (each on a 4x5 or 5x5 board):
     * <ul>
     *   <li>h1: HA[2], Black's second placement passed (move 2), White passes (3): no end, a
     *   placement passed is no pass toward it (docs/rulesets.md); the game ends at 14-15 with Black
     *   B5-B1 and A5-A1 (5) against White C5-C1 and D5-D1 (5): a Draw, as replay says;</li>
     *   <li>ae6: Black's dead D5 in White's area (move 1), a set-up node adding A5, W and B pass
     *   (2, 3: the end), W A4 after it. Black A4-A1 (4); White D5 under a dead stone twice (2) and
     *   D4-D1 (4): W+2, no stone ever removed (the set-up stone was counted as a negative capture,
     *   prisoner-difference 1, W+1); and the set-up node no longer hides the ending passes;</li>
     *   <li>dk: puzzles/rulesets/006's record, whose pass 21 direct-ko excludes (C3 would be
     *   capturable-3), continued by W C5, B C1 and two passes: the record holds an illegal pass, and
     *   analyze refuses it as it refuses a basic-ko retake, naming --move (it had announced an end at
     *   21 and then called that end illegal).</li>
     * </ul>
     */
    @Test
    void handicapSetUpAndDirectKoAtTheEnd(@TempDir Path dir) throws Exception {
        Path h1 = Files.writeString(dir.resolve("h1.sgf"), "(;GM[1]FF[4]SZ[4:5]HA[2];B[ba];B[];W[];B[bb];W[ca];B[bc];"
                + "W[cb];B[bd];W[cc];B[be];W[cd];B[];W[ce];B[];W[])");
        CliRun h = analyzed(h1, "score: 0  result: Draw");
        assertTrue(h.err().isEmpty(), h.err());
        assertEquals("Draw", Shinpan.analyze(h1).result());

        Path ae6 = Files.writeString(dir.resolve("ae6.sgf"), "(;GM[1]FF[4]SZ[4:5]AB[ba][bb][bc][bd][be]"
                + "AW[ca][cb][cc][cd][ce];B[da];AB[aa];W[];B[];W[ab])");
        CliRun a = analyzed(ae6, "prisoner-difference: 0\nscore: -2  result: W+2");
        assertTrue(a.err().contains("the game ended with two passes at move 3"), a.err());

        Path dk = Files.writeString(dir.resolve("dk.sgf"), "(;GM[1]FF[4]SZ[5]KM[0]"
                + ";B[bb];W[db];B[bd];W[dd];B[bc];W[ec];B[cb];W[eb];B[cd];W[ed]"
                + ";B[ab];W[da];B[ad];W[de];B[ba];W[cc];B[be];W[];B[ac];W[]"
                + ";B[];W[ca];B[ce];W[];B[])");
        CliRun d = CliRun.of("analyze", dk.toString());
        assertEquals(2, d.code(), d.out());
        assertTrue(d.err().contains("move 21 (a pass after a pass) does not end the game: direct-ko: the final-string"
                + " at C3 is capturable-3"), d.err());
        assertTrue(d.out().isEmpty(), d.out());
        // the refusal alone: no warning before it that the game ended at 21
        assertTrue(!d.err().contains("the game ended with two passes at move 21"), d.err());
        // batch (through the API) refuses it the same way, as an error line
        Path folder = Files.createDirectories(dir.resolve("dk"));
        Files.copy(dk, folder.resolve("dk.sgf"));
        Path out = dir.resolve("dk.jsonl");
        assertEquals(0, CliRun.of("batch", folder.toString(), "--out", out.toString()).code());
        String line = Files.readAllLines(out).get(0);
        assertTrue(line.contains("\"error\":") && line.contains("move 21 (a pass after a pass) does not end the game"), line);
    }

    /**
     * A move the board refuses after the end of the game does not refuse the record (it did, exit
     * 2): B and W pass (moves 1, 2: the end), then B B5 on an occupied point. Black B5-B1 with A5-A1
     * (5) against White C5-C1 with D5-D1 (5): a Draw. Before the end, such a move still refuses.
     */
    @Test
    void aMoveRefusedAfterTheEndIsNotRead(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("ae1.sgf"), "(;GM[1]FF[4]SZ[4:5]AB[ba][bb][bc][bd][be]"
                + "AW[ca][cb][cc][cd][ce];B[];W[];B[ba])");
        CliRun r = analyzed(f, "score: 0  result: Draw");
        assertTrue(r.err().contains("move 3 cannot be carried out (") && r.err().contains("the location is occupied), but"
                + " it comes after the two passes that ended the game at move 2"), r.err());
        Game game = Shinpan.read(f);
        assertEquals(2, game.moves());
        assertTrue(game.warnings().toString().contains("it comes after the two passes"), game.warnings().toString());
        Path early = Files.writeString(dir.resolve("early.sgf"), "(;GM[1]FF[4]SZ[4:5]AB[ba][bb][bc][bd][be]"
                + "AW[ca][cb][cc][cd][ce];B[];W[ba])");
        // compare reads past it too, and says where the game ended when the record goes on
        CliRun compare = CliRun.of("compare", f.toString());
        assertEquals(0, compare.code(), compare.err());
        assertTrue(compare.out().matches("(?s).*\nj2003 +5 +5 +0 +Draw\n.*"), compare.out());
        CliRun refused = CliRun.of("analyze", early.toString());
        assertEquals(2, refused.code(), refused.out());
        assertTrue(refused.err().contains("illegal move 2 (W B5): the location is occupied"), refused.err());
    }

    /**
     * A set-up node after the ending passes is no part of the game: B and W pass (the end at move
     * 2), then AW[A5]. Black B5-B1 with A5-A1 (5) against White C5-C1 with D5-D1 (5): a Draw (the
     * set-up stone was applied and counted as dead twice: B+1).
     */
    @Test
    void setUpAfterTheEndIsNotApplied(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("s1.sgf"), "(;GM[1]FF[4]SZ[4:5]KM[0]AB[ba][bb][bc][bd][be]"
                + "AW[ca][cb][cc][cd][ce];B[];W[];AW[aa])");
        CliRun r = analyzed(f, "score: 0  result: Draw");
        assertTrue(r.err().contains("set-up after the two passes that ended the game at move 2 is not applied"), r.err());
        assertEquals("Draw", Shinpan.analyze(f).result());
    }

    /** {@code analyze FILE}, which must succeed with {@code scoreLine} in its text. */
    private static CliRun analyzed(Path file, String scoreLine) {
        CliRun r = CliRun.of("analyze", file.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains(scoreLine), r.out());
        return r;
    }
}
