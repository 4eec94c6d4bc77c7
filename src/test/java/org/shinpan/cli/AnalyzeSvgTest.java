package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code analyze FILE --svg OUT [--svg-certificate V]}: the picture written whole, or nothing and exit 2. */
class AnalyzeSvgTest {
    /** puzzles/j2003/basic/004: the dead black stone D1 in White's territory; its certificate W:C1 + (a settled state after the capture). */
    private static final String DEAD_STONE = "(;GM[1]FF[4]SZ[4:3]AB[dc]AW[ba][ab][bb][cb][db][bc])";

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return CliRun.file(dir, name, text);
    }

    /** The files in the folder but the inputs: none may be left behind by a failed run. */
    private long outputs() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> !p.getFileName().toString().startsWith("in")).count();
        }
    }

    @Test
    void writesThePictureWithTheCertificate() throws IOException {
        Path f = write("in.sgf", DEAD_STONE);
        Path out = dir.resolve("board.svg");
        CliRun r = CliRun.of("analyze", f.toString(), "--svg", out.toString(), "--svg-certificate", "d1");
        assertEquals(0, r.code(), r.err());
        String svg = Files.readString(out);
        assertTrue(svg.startsWith("<?xml"), svg);
        assertTrue(svg.contains("<g class=\"dead\" data-vertex=\"D1\""), svg);
        assertTrue(svg.contains("<g class=\"move\" data-vertex=\"C1\" data-number=\"1\">"), svg);
        assertTrue(svg.contains("certificate of black D1 (dead): W:C1 +"), svg);
        assertTrue(r.out().contains("result: W+7"), r.out());
        assertEquals(1, outputs());
    }

    @Test
    void certificateWithoutPictureIsAUsageError() throws IOException {
        Path f = write("in.sgf", DEAD_STONE);
        CliRun r = CliRun.of("analyze", f.toString(), "--svg-certificate", "D1");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--svg-certificate needs --svg OUT"), r.err());
    }

    @Test
    void aVertexOffTheBoardOrEmptyIsBadInputAndNothingIsWritten() throws IOException {
        Path f = write("in.sgf", DEAD_STONE);
        Path out = dir.resolve("board.svg");
        CliRun off = CliRun.of("analyze", f.toString(), "--svg", out.toString(), "--svg-certificate", "E5");
        assertEquals(2, off.code());
        assertTrue(off.err().contains(f.toString()) && off.err().contains("'E5' is not a vertex of the 4x3 grid"),
                off.err());
        CliRun empty = CliRun.of("analyze", f.toString(), "--svg", out.toString(), "--svg-certificate", "A3");
        assertEquals(2, empty.code());
        assertTrue(empty.err().contains("A3 is empty"), empty.err());
        assertFalse(Files.exists(out));
        assertEquals(0, outputs());
    }

    @Test
    void aMissingFolderIsBadInput() throws IOException {
        Path f = write("in.sgf", DEAD_STONE);
        CliRun r = CliRun.of("analyze", f.toString(), "--svg", dir.resolve("no/such/x.svg").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("no such folder"), r.err());
        assertEquals(0, outputs());
    }

    @Test
    void aGraphThatIsNoGridHasNoPicture() throws IOException {
        // the path a - b - c - d, Black on a, White on d
        Path f = write("in.graph", """
                edge a b
                edge b c
                edge c d
                black a
                white d
                """);
        CliRun r = CliRun.of("analyze", f.toString(), "--svg", dir.resolve("x.svg").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--svg needs a grid"), r.err());
        assertEquals(0, outputs());
    }
}
