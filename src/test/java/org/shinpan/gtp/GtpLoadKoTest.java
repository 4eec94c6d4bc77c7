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
 * before that move loads.
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
    }
}
