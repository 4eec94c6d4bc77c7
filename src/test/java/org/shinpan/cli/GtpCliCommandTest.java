package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code shinpan gtp} in-process, its standard input, output and error captured. */
class GtpCliCommandTest {
    @TempDir
    Path dir;

    /**
     * A loaded file's warnings go to standard error in the form {@code show} prints them, and
     * standard output holds the protocol only (they were lost: FF[5] answered '= black' and said
     * nothing). Loaded at its end (no move number), the record's one move ends without two passes:
     * the end's warning follows, and standard error is then {@code analyze}'s, line for line.
     */
    @Test
    void loadsgfWarnsOnStandardErrorAsTheOtherCommandsDo() throws IOException {
        Path file = CliRun.file(dir, "ff5.sgf", "(;GM[1]FF[5]SZ[3]XY[1];B[aa])");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        byte[] commands = "1 loadsgf ff5.sgf\n2 quit\n".getBytes(StandardCharsets.UTF_8);
        int code = new GtpCliCommand(new ByteArrayInputStream(commands)).run(new String[] {"--base", dir.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        assertEquals("=1 white\n\n=2 \n\n", out.toString(StandardCharsets.UTF_8));
        CliRun show = CliRun.of("show", file.toString());
        assertEquals(0, show.code(), show.err());
        assertEquals(2, show.err().lines().count(), show.err()); // FF[5] and the unknown XY
        String gtpErr = err.toString(StandardCharsets.UTF_8);
        assertEquals(show.err() + file + ": warning: the record ends at move 1 without the two passes that end a"
                + " game (J2003, Alternating-sequence): its last position is taken as if the game had ended there\n",
                gtpErr);
        CliRun analyze = CliRun.of("analyze", file.toString());
        assertEquals(0, analyze.code(), analyze.err());
        assertEquals(analyze.err(), gtpErr);
    }
}
