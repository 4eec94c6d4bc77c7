package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code analyze} and GTP {@code loadsgf} judge a record's moves as J2003's alternating-sequence
 * (Definitions 1): a play {basic-ko} excludes refuses the file, and so does a game a long cycle
 * ended, which has no final-position. Both records are on a 6x3 board:
 *
 * <pre>
 *   3  . X . X O .        Black's D3 has the one liberty C3 and White's C3 would have
 *   2  X X X O O O        the one liberty D3: a ko. W C3 takes D3; B D3 takes C3 back at
 *   1  . X X O . O        once and recreates the position before White's move: basic-ko.
 *      A B C D E F
 * </pre>
 *
 * The second record has a second ko at C1/D1:
 *
 * <pre>
 *   3  . X . X O .        B D1 takes C1, W C3 takes D3, B passes, W C1 takes D1, B D3
 *   2  X X X O O O        takes C3: the starting position again, and since it first stood
 *   1  . X O . O .        two white stones (C1, C3) and two black ones (D3, D1) were removed
 *      A B C D E F        by plays: a long-cycle-tie, which ends the game.
 * </pre>
 *
 * GTP's {@code loadsgf} refuses the retake too (GtpLoadKoTest).
 */
class AnalyzeAlternatingSequenceTest {
    private static final String KO_RETAKE =
            "(;GM[1]FF[4]SZ[6:3]KM[0]AB[ba][da][ab][bb][cb][bc][cc]AW[ea][db][eb][fb][dc][fc];W[ca];B[da])";
    private static final String DOUBLE_KO_CYCLE =
            "(;GM[1]FF[4]SZ[6:3]KM[0]AB[ba][da][ab][bb][cb][bc]AW[ea][db][eb][fb][cc][ec];B[dc];W[ca];B[];W[cc];B[da])";

    @Test
    void anIllegalKoRetakeRefusesTheRecord(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("ko.sgf");
        Files.writeString(f, KO_RETAKE);
        CliRun r = CliRun.of("analyze", f.toString());
        assertEquals(2, r.code(), r.out());
        assertTrue(r.err().contains("illegal move 2 (B D3): basic-ko: it recreates the position just before move 1,"
                + " the opponent's last move"), r.err());
        // the position before the retake is a position of the game: --move 1 analyses it
        assertEquals(0, CliRun.of("analyze", f.toString(), "--move", "1").code());
        // the refusal names the line of the retake's node, as a suicide's does
        Path lines = Files.writeString(dir.resolve("lines.sgf"), KO_RETAKE.replace(";B[da]", "\n\n;B[da]"));
        String err = CliRun.of("analyze", lines.toString()).err();
        assertTrue(err.contains(lines + ":3: illegal move 2 (B D3): basic-ko"), err);
    }

    @Test
    void aGameALongCycleEndedHasNoFinalPosition(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("cycle.sgf");
        Files.writeString(f, DOUBLE_KO_CYCLE);
        CliRun r = CliRun.of("analyze", f.toString());
        assertEquals(2, r.code(), r.out());
        assertTrue(r.err().contains("the game ended at move 5: long-cycle-tie — the play repeats the starting position;"
                + " removed by plays since then: 2 white, 2 black, a tie (J2003 Definitions 1): it has no"
                + " final-position to analyse"), r.err());
        assertEquals(0, CliRun.of("analyze", f.toString(), "--move", "4").code());
    }

    /**
     * The API and batch judge the moves the same way under J2003 (Shinpan.read keeps the finding,
     * Shinpan.analyze refuses a J2003 count with it); other rule sets, which have their own ko
     * rules, still count the position.
     */
    @Test
    void theApiAndBatchRefuseTheSameRecords(@TempDir Path dir) throws Exception {
        Path ko = dir.resolve("ko.sgf");
        Files.writeString(ko, KO_RETAKE);
        Path cycle = dir.resolve("cycle.sgf");
        Files.writeString(cycle, DOUBLE_KO_CYCLE);
        org.shinpan.api.Game game = org.shinpan.api.Shinpan.read(ko);
        assertTrue(game.notJ2003Game().orElseThrow().startsWith("illegal move 2 (B D3): basic-ko"), game.toString());
        org.shinpan.io.InputException e = org.junit.jupiter.api.Assertions.assertThrows(org.shinpan.io.InputException.class,
                () -> org.shinpan.api.Shinpan.analyze(ko));
        assertTrue(e.getMessage().contains("basic-ko"), e.getMessage());
        assertTrue(org.shinpan.api.Shinpan.read(cycle).notJ2003Game().orElseThrow().contains("long-cycle-tie"));
        // area scoring counts the position as it stands
        org.shinpan.api.Shinpan.analyze(game, org.shinpan.rules.RuleSet.parse("tromp-taylor"), org.shinpan.api.Limits.DEFAULT);
        Path out = dir.resolve("r.jsonl");
        CliRun b = CliRun.of("batch", dir.toString(), "--out", out.toString());
        String lines = Files.readString(out);
        assertTrue(lines.contains("basic-ko"), lines);
        assertTrue(lines.contains("long-cycle-tie"), lines);
        assertTrue(b.out().contains("errors"), b.out());
    }
}
