package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code analyze}'s komi: {@code --komi}, else the record's {@code KM} where it is not 0 (as batch,
 * GTP and the LJ analysis read it). puzzles/j2003/basic/002 is W+9 by its hand derivation, so with
 * komi 6.5 the score is -9 - 6.5 = -15.5.
 */
class AnalyzeKomiTest {
    private static final String ONE_EYE = "puzzles/j2003/basic/002-one-eye-dead.sgf";

    @Test
    void theRecordsKomiIsReported(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("komi.sgf");
        Files.writeString(f, Files.readString(Path.of(ONE_EYE)).replace("KM[0]", "KM[6.5]"));
        CliRun r = CliRun.of("analyze", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("with komi 6.5: score -15.5  result: W+15.5"), r.out());
        // --komi wins over KM
        assertTrue(CliRun.of("analyze", f.toString(), "--komi", "0.5").out().contains("with komi 0.5: score -9.5"));
        // KM[0] adds nothing: no komi line
        assertFalse(CliRun.of("analyze", ONE_EYE).out().contains("with komi"));
    }

    @Test
    void aKomiThatIsNoDecimalNumberIsAUsageError() {
        for (String k : new String[] {"NaN", "Infinity", "1e30", "7,5", "20000"}) {
            CliRun r = CliRun.of("analyze", ONE_EYE, "--komi", k);
            assertEquals(2, r.code(), k + ": " + r.err());
            assertTrue(r.err().contains("--komi takes a number such as 6.5, from -10000 to 10000, not '" + k + "'"),
                    r.err());
        }
    }

    /**
     * W+9 with komi -9.9: 0.9 for Black, which binary arithmetic makes 0.9000000000000004; the
     * score is written as 0.9 in analyze's text and JSON, and in compare's territory row (0 - 9
     * + 9.9, the same sum).
     */
    @Test
    void aScoreWithKomiHasNoBinaryNoise() {
        CliRun r = CliRun.of("analyze", ONE_EYE, "--komi", "-9.9");
        assertTrue(r.out().contains("with komi -9.9: score 0.9  result: B+0.9"), r.out());
        assertTrue(CliRun.of("analyze", ONE_EYE, "--komi", "-9.9", "--json").out().contains("\"scoreWithKomi\":0.9,"));
        CliRun c = CliRun.of("compare", ONE_EYE, "--komi", "-9.9");
        assertTrue(c.out().contains("territory          0      9      0.9  B+0.9"), c.out());
    }

    /**
     * puzzles/j2003/ko/003 has a capturable-3 string (its derivation): not a final-position, so no
     * result, with komi or without — in the text, and in the SGF and SVG written beside it.
     */
    @Test
    void aPositionThatIsNotFinalHasNoResultWithKomiInAnyOutput(@TempDir Path dir) throws Exception {
        Path sgf = dir.resolve("k.sgf");
        Path svg = dir.resolve("k.svg");
        CliRun r = CliRun.of("analyze", "puzzles/j2003/ko/003-capturable-3.sgf", "--komi", "6.5", "--sgf", sgf.toString(),
                "--svg", svg.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("with komi 6.5: score -6.5  result: none"), r.out());
        assertTrue(Files.readString(sgf).contains("With komi 6.5: none."), Files.readString(sgf));
        assertTrue(Files.readString(svg).contains("with komi 6.5: none"), Files.readString(svg));
    }
}
