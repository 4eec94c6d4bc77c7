package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A run whose limits ask for more memory than the JVM's heap holds ends with a plain message and
 * exit code 1, and prints nothing on standard output. It needs its own JVM with a small heap.
 */
class OutOfMemoryTest {
    @Test
    void aHeapTooSmallForTheLimitsSaysSo() throws IOException, InterruptedException {
        // 102's kill is searched up to the default 2,000,000 states, about 80 bytes each in the
        // table (docs/j2003.md, "Table memory"): far more than a heap of 48 MiB.
        Path problem = Path.of("puzzles", "tsumego", "open", "102-rabbity-six-side.sgf");
        String err = runOutOfMemory("-Xmx48m", "tsumego", problem.toString());
        assertTrue(err.startsWith("shinpan: out of memory: the JVM's heap holds "), err);
        assertTrue(err.contains("--table-mib") && err.contains("-Xmx"), err);
    }

    /**
     * A command without solver limits gets advice that fits it: a record of 300,000 empty nodes
     * (300 KB) fills a 24 MiB heap in the reader, and show has no --table-mib to lower (the message
     * named it).
     */
    @Test
    void aFileTooLargeForTheHeapSaysSoWithoutSolverOptions(@org.junit.jupiter.api.io.TempDir Path dir)
            throws IOException, InterruptedException {
        Path big = java.nio.file.Files.writeString(dir.resolve("nodes.sgf"), "(;SZ[5]AB[cc]" + ";".repeat(300_000) + ")");
        String err = runOutOfMemory("-Xmx24m", "show", big.toString());
        assertTrue(err.contains("the input may be too large for this heap: give Java a larger -Xmx"), err);
        assertTrue(!err.contains("--table-mib"), err);
    }

    /**
     * Runs {@code shinpan COMMAND FILE} in a JVM with the heap {@code xmx}; requires exit 1 and an
     * empty standard output, and gives the standard error.
     */
    private static String runOutOfMemory(String xmx, String command, String file) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                xmx, "-cp", System.getProperty("java.class.path"), "org.shinpan.cli.Main", command, file)).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the run ended");
        assertEquals(1, p.exitValue(), err);
        assertEquals("", out);
        return err;
    }
}
