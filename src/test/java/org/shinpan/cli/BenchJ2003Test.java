package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench j2003} times what {@code analyze} would analyse: a record that is no J2003
 * alternating-sequence, or a bad file, is listed as refused and the run goes on (it scored the
 * long-cycle record, and stopped the whole run at a bad file); {@code .SGF} in capitals counts; a
 * folder without SGF files is an error.
 */
class BenchJ2003Test {
    @Test
    void refusedFilesAreListedAndTheRunGoesOn(@TempDir Path dir) throws Exception {
        // the long-cycle-tie record of AnalyzeAlternatingSequenceTest
        Files.writeString(dir.resolve("a-cycle.sgf"), "(;GM[1]FF[4]SZ[6:3]KM[0]AB[ba][da][ab][bb][cb][bc]"
                + "AW[ea][db][eb][fb][cc][ec];B[dc];W[ca];B[];W[cc];B[da])");
        Files.writeString(dir.resolve("b-bad.sgf"), "(;GM[1]FF[4]SZ[3];B[aa];W[aa])");
        Files.copy(Path.of("puzzles/j2003/basic/002-one-eye-dead.sgf"), dir.resolve("c-ONE-EYE.SGF"));
        // a string without liberty is refused as analyze refuses it; the empty board is timed, its
        // score the prisoner-difference SHPD[3] (EmptyBoardTest): B+3 (both were skipped silently)
        Files.writeString(dir.resolve("d-no-liberty.sgf"), "(;GM[1]FF[4]SZ[2]AB[aa]AW[ba][ab];B[];W[])");
        Files.writeString(dir.resolve("e-empty.sgf"), "(;GM[1]FF[4]SZ[5]SHPD[3];B[];W[])");
        CliRun r = CliRun.of("bench", "j2003", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("a-cycle.sgf") && r.out().contains("refused: ") && r.out().contains("long-cycle-tie"),
                r.out());
        assertTrue(r.out().contains("b-bad.sgf") && r.out().contains("illegal move 2"), r.out());
        assertTrue(r.out().matches("(?s).*c-ONE-EYE\\.SGF .* W\\+9 .*"), r.out());
        assertTrue(r.out().contains("d-no-liberty.sgf") && r.out().contains("the string at A2 has no liberty"), r.out());
        assertTrue(r.out().matches("(?s).*e-empty\\.sgf .* B\\+3 .*"), r.out());
        assertTrue(r.out().contains("files refused (as analyze refuses them): 3"), r.out());
        Path empty = Files.createDirectories(dir.resolve("none"));
        CliRun e = CliRun.of("bench", "j2003", empty.toString());
        assertEquals(2, e.code(), e.out());
        assertTrue(e.err().contains("no .sgf file below this folder"), e.err());
        // The other benchmarks of a folder refuse an empty one the same way (they printed an empty
        // table and exit 0).
        for (String bench : new String[] {"tsumego", "games", "lj"}) {
            CliRun other = CliRun.of("bench", bench, empty.toString());
            assertEquals(2, other.code(), bench + ": " + other.out());
            assertTrue(other.err().contains(empty + ": no ." + (bench.equals("lj") ? "lj" : "sgf") + " file below this folder"),
                    other.err());
            assertTrue(other.out().isEmpty(), other.out());
        }
    }
}
