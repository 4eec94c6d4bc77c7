package org.shinpan.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loadsgf} refuses a record whose move 2 is a ko retake that basic-ko excludes (the record
 * and its derivation: AnalyzeAlternatingSequenceTest), as it refuses a suicide; the position
 * before that move loads. It refuses a game a long cycle ended, and loads a game at its end.
 */
class GtpLoadKoTest {
    @Test
    void anIllegalKoRetakeIsNotLoaded(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("ko.sgf"),
                "(;GM[1]FF[4]SZ[6:3]KM[0]AB[ba][da][ab][bb][cb][bc][cc]AW[ea][db][eb][fb][dc][fc];W[ca];B[da])");
        ShinpanEngine engine = new ShinpanEngine(dir);
        String failure = new EngineSession(engine).fails("loadsgf ko.sgf");
        assertTrue(failure.contains("illegal move 2 (B D3): basic-ko"), failure);
        assertEquals("black", new EngineSession(engine).ok("loadsgf ko.sgf 2"));
        // with the line of the retake's node
        Files.writeString(dir.resolve("lines.sgf"),
                "(;GM[1]FF[4]SZ[6:3]KM[0]AB[ba][da][ab][bb][cb][bc][cc]AW[ea][db][eb][fb][dc][fc]\n;W[ca]\n;B[da])");
        String lines = new EngineSession(engine).fails("loadsgf lines.sgf");
        assertTrue(lines.contains("lines.sgf:3: illegal move 2 (B D3): basic-ko"), lines);
    }

    /**
     * A record that a long cycle ended is refused too, as {@code analyze} refuses it
     * (puzzles/rulesets/002: White's long-cycle-win at move 27), also when loaded up to that move;
     * the position before the cycle's last move loads.
     */
    @Test
    void aGameALongCycleEndedIsNotLoaded() {
        EngineSession s = new EngineSession(new ShinpanEngine(Path.of("puzzles/rulesets")));
        String whole = s.fails("loadsgf 002-send-two-return-one.sgf");
        assertTrue(whole.contains("the game ended at move 27: long-cycle-win"), whole);
        String upTo = s.fails("loadsgf 002-send-two-return-one.sgf 28");
        assertTrue(upTo.contains("the game ended at move 27: long-cycle-win"), upTo);
        // before move 27, Black's play that takes back one white stone and repeats the position
        assertEquals("black", s.ok("loadsgf 002-send-two-return-one.sgf 27"));
    }

    /**
     * Without a move number {@code loadsgf} loads the game's final-position, after the two passes
     * that ended it, not the moves the record has after them; with one, the position asked for.
     * The record and its hand count (B+1 at the end, a Draw three moves later): AnalyzeGameEndTest.
     */
    @Test
    void theGameEndsAtItsTwoPasses(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("resumed.sgf"), "(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]"
                + ";B[bc];W[cc];B[bb];W[cd];B[cb];W[db];B[bd];W[dd];B[ca];W[da]"
                + ";B[ab];W[eb];B[ad];W[ed];B[be];W[ce];B[];W[ec];B[];W[ba]"
                + ";B[];W[];B[aa];W[];B[])");
        EngineSession s = new EngineSession(new ShinpanEngine(dir));
        assertEquals("black", s.ok("loadsgf resumed.sgf"));
        assertEquals("B+1", s.ok("j2003_result"));
        s.ok("loadsgf resumed.sgf 26");
        assertEquals("Draw", s.ok("j2003_result"));
        // a move the board refuses after the end is not read (AnalyzeGameEndTest's ae1: a Draw)
        Files.writeString(dir.resolve("ae1.sgf"), "(;GM[1]FF[4]SZ[4:5]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce]"
                + ";B[];W[];B[ba])");
        assertEquals("black", s.ok("loadsgf ae1.sgf"));
        assertEquals("Draw", s.ok("j2003_result"));
        assertTrue(s.fails("loadsgf ae1.sgf 4").contains("illegal move 3 (B B5)"));
        // a set-up node after the end is not applied (AnalyzeGameEndTest's s1: a Draw, not B+1)
        Files.writeString(dir.resolve("s1.sgf"), "(;GM[1]FF[4]SZ[4:5]KM[0]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce]"
                + ";B[];W[];AW[aa])");
        s.ok("loadsgf s1.sgf");
        assertEquals("Draw", s.ok("j2003_result"));
    }
}
