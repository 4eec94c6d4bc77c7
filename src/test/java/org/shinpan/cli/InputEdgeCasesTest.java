package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.shinpan.io.InputFiles;

/** Input and output files at their edges: size, links, the same output named twice, PL, SHPD. */
class InputEdgeCasesTest {
    /**
     * A file over the input limit is refused by name with exit 2 before it is read (it ran the JVM
     * out of memory, exit 1, with advice about solver options). The file is sparse: one byte past the
     * limit, nothing written but the first bytes.
     */
    @Test
    void aFileOverTheLimitIsRefusedByName(@TempDir Path dir) throws Exception {
        Path huge = dir.resolve("huge.sgf");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.write("(;GM[1]SZ[9]C[".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            f.setLength(InputFiles.MAX_BYTES + 1);
        }
        for (String command : new String[] {"show", "analyze", "replay", "tsumego"}) {
            CliRun r = CliRun.of(command, huge.toString());
            assertEquals(2, r.code(), command + ": " + r.err());
            assertTrue(r.err().contains(huge + ": the file is too large: " + (InputFiles.MAX_BYTES + 1)
                    + " bytes, more than the 64 MiB an input file may have"), command + ": " + r.err());
        }
    }

    /** batch lists an .sgf link whose target is missing among the bad files (it skipped it silently). */
    @Test
    void batchListsADanglingLinkAsABadFile(@TempDir Path dir) throws Exception {
        Path games = Files.createDirectories(dir.resolve("games"));
        Files.writeString(games.resolve("a.sgf"), "(;GM[1]FF[4]SZ[3]AB[aa]AW[cc])");
        Files.createSymbolicLink(games.resolve("dangling.sgf"), dir.resolve("nowhere.sgf"));
        Path out = dir.resolve("r.jsonl");
        CliRun r = CliRun.of("batch", games.toString(), "--out", out.toString());
        String lines = Files.readString(out);
        assertEquals(3, lines.lines().count(), lines); // the two files and the summary
        assertTrue(lines.contains("dangling.sgf") && lines.contains("no such file"), lines);
        assertTrue(r.out().contains("dangling.sgf"), r.out());
    }

    /** Two outputs naming one file are refused before any work (the SVG replaced the SGF, exit 0). */
    @Test
    void twoOutputsIntoOneFileAreRefused(@TempDir Path dir) {
        Path same = dir.resolve("same.out");
        CliRun r = CliRun.of("analyze", "puzzles/j2003/basic/002-one-eye-dead.sgf", "--sgf", same.toString(), "--svg",
                dir.resolve("./same.out").toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--sgf and --svg name the same file"), r.err());
        assertFalse(Files.exists(same));
        CliRun t = CliRun.of("tsumego", "puzzles/tsumego/001-straight-three.sgf", "--sgf", same.toString(), "--svg",
                same.toString());
        assertEquals(2, t.code(), t.err());
    }

    /**
     * PL before the first move says who is to move there, even where the record's first move is
     * the other player's (out of turn, as replay reports); after move 1 the next mover is White.
     */
    @Test
    void plBeforeTheFirstMoveNamesThePlayerToMove(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("pl.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[5]PL[W]AB[aa]AW[ee];B[bb];W[dd])");
        assertTrue(CliRun.of("show", f.toString(), "--move", "0").out().startsWith(f + ": 5x5, after move 0 of 2, White to move"));
        assertTrue(CliRun.of("show", f.toString(), "--move", "0", "--json").out().contains("\"toMove\":\"white\""));
        assertTrue(CliRun.of("show", f.toString()).out().startsWith(f + ": 5x5, after move 2 of 2, Black to move"));
    }

    /**
     * show --json counts the root's SHPD in its captures, as every reader does: B A2 takes White's
     * A3 (one white stone removed); SHPD[3] adds three removed white stones before the first move,
     * SHPD[-2] two removed black ones.
     */
    @Test
    void showCountsTheRootsPrisonerDifference(@TempDir Path dir) throws Exception {
        Path plus = dir.resolve("plus.sgf");
        Files.writeString(plus, "(;GM[1]FF[4]SZ[3]SHPD[3];B[ba];W[aa];B[ab])");
        assertTrue(CliRun.of("show", plus.toString(), "--json").out().contains("\"captures\":{\"black\":4,\"white\":0}"));
        Path minus = dir.resolve("minus.sgf");
        Files.writeString(minus, "(;GM[1]FF[4]SZ[3]SHPD[-2];B[ba];W[aa];B[ab])");
        assertTrue(CliRun.of("show", minus.toString(), "--json").out().contains("\"captures\":{\"black\":1,\"white\":2}"));
    }

    /** An output naming the input file is refused, and the input stays (it was replaced by the analysis). */
    @Test
    void anOutputNamingTheInputIsRefused(@TempDir Path dir) throws Exception {
        Path in = dir.resolve("in.sgf");
        Files.copy(Path.of("puzzles/j2003/basic/002-one-eye-dead.sgf"), in);
        byte[] before = Files.readAllBytes(in);
        CliRun r = CliRun.of("analyze", in.toString(), "--svg", dir.resolve("./in.sgf").toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--svg names the input file"), r.err());
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(in)));
        assertEquals(2, CliRun.of("tsumego", in.toString(), "--sgf", in.toString()).code());
    }

    /** SHPD belongs on the root: elsewhere it is ignored with a warning (it was ignored without one). */
    @Test
    void shpdOutsideTheRootIsIgnoredWithAWarning(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("shpd.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[5]AB[cc];W[dd]SHPD[3])");
        CliRun r = CliRun.of("show", f.toString(), "--json");
        assertTrue(r.out().contains("\"captures\":{\"black\":0,\"white\":0}"), r.out());
        assertTrue(r.err().contains(f + ":1:30: warning: SHPD outside the root node ignored"), r.err());
    }

    /** A control character in a bad value is named by its escape (it was shown as '??'). */
    @Test
    void controlCharactersInABadValueAreNamed(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("crlf.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[5];B[\r\n])");
        CliRun r = CliRun.of("show", f.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("move 1: B[\\r\\n] is not a point"), r.err());
    }

    /**
     * A lower-case PL is refused by line and column by the game reader (show) and by the record
     * reader of the referees (replay), exit 2; an FF outside 1 to 4 is a warning naming its line,
     * printed on standard error, and the record is read (both were taken silently).
     */
    @Test
    void aLowerCasePlIsRefusedAndAnUnknownFfIsAWarning(@TempDir Path dir) throws Exception {
        assertEachRun(dir, "pl.sgf", "(;GM[1]FF[4]SZ[5]\nPL[w]AB[aa];W[bb])", 2,
                ":2:1: PL[w] is not a player (B or W, upper case)", List.of("show"), List.of("replay"));
        // after the first move a PL is ignored by the referees, but its value is still checked
        assertEachRun(dir, "later.sgf", "(;GM[1]FF[4]SZ[3]AB[ba][bb][bc];B[aa];W[ca];PL[b];B[];W[])", 2,
                ":1:45: PL[b] is not a player (B or W, upper case)", List.of("replay", "--rules", "j2003"),
                List.of("replay", "--rules", "lj"));
        // a KM out of the komi's range is refused where it stands, as --komi and GTP komi refuse it
        assertEachRun(dir, "km.sgf", "(;GM[1]FF[4]SZ[5]\nKM[20000];B[cc])", 2,
                ":2:1: KM[20000] is out of range: a komi is from -10000 to 10000", List.of("show"), List.of("replay"));
        assertEachRun(dir, "ff.sgf", "(;GM[1]FF[7]SZ[5];B[cc])", 0,
                ":1:8: warning: FF[7] names no SGF version (1 to 4); the file is read as FF[4]", List.of("show"),
                List.of("replay"));
    }

    /**
     * Writes {@code sgf} to {@code name} in {@code dir} and runs each command on it (the file after the
     * command's first word, then its other words): each exits with {@code code} and says
     * {@code message} after the file's name on standard error.
     */
    @SafeVarargs
    private static void assertEachRun(Path dir, String name, String sgf, int code, String message,
            List<String>... commands) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, sgf);
        for (List<String> command : commands) {
            List<String> args = new java.util.ArrayList<>(command);
            args.add(1, file.toString());
            CliRun r = CliRun.of(args.toArray(String[]::new));
            assertEquals(code, r.code(), command + ": " + r.err());
            assertTrue(r.err().contains(file + message), command + ": " + r.err());
        }
    }

    /** A CA naming no known charset is said so (the file was read by the guess without a word). */
    @Test
    void anUnknownCharsetIsNamed(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("ca.sgf");
        Files.writeString(f, "(;GM[1]FF[4]CA[bogus-charset]SZ[5])");
        CliRun r = CliRun.of("show", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains(f + ":1:13: warning: CA[bogus-charset] names no charset known here"), r.err());
        Path utf8 = dir.resolve("utf8.sgf");
        Files.writeString(utf8, "(;GM[1]FF[4]CA[UTF-8]SZ[5])");
        assertEquals("", CliRun.of("show", utf8.toString()).err());
    }

    /**
     * A file Notepad saved as UTF-16 (a byte-order mark) is read as such, and a CA naming a charset
     * that does not write SGF's ASCII as ASCII (UTF-16, EBCDIC) is set aside with a warning: both were
     * read as diagrams and refused with a message about diagram symbols.
     */
    @Test
    void utf16AndCharsetsThatAreNotAsciiAreReadAsSgf(@TempDir Path dir) throws Exception {
        Path bom = dir.resolve("u16.sgf");
        Files.write(bom, "(;GM[1]FF[4]SZ[5];B[cc])\n".getBytes(java.nio.charset.StandardCharsets.UTF_16));
        CliRun r = CliRun.of("show", bom.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("3 . . X . . 3"), r.out());
        Path le = dir.resolve("u16le.sgf");
        byte[] body = "(;GM[1]FF[4]SZ[5];B[cc])".getBytes(java.nio.charset.StandardCharsets.UTF_16LE);
        byte[] withBom = new byte[body.length + 2];
        withBom[0] = (byte) 0xFF;
        withBom[1] = (byte) 0xFE;
        System.arraycopy(body, 0, withBom, 2, body.length);
        Files.write(le, withBom);
        assertTrue(CliRun.of("show", le.toString()).out().contains("3 . . X . . 3"));
        // the byte-order mark decides, and a CA[UTF-16] beside it is no wrong guess: the warning
        // says the bytes decided (it said the text was read as UTF-8 or ISO-8859-1)
        Path named = dir.resolve("u16ca.sgf");
        Files.write(named, "(;GM[1]FF[4]CA[UTF-16]SZ[5]PB[caf\u00e9];B[cc])".getBytes(java.nio.charset.StandardCharsets.UTF_16));
        CliRun n = CliRun.of("show", named.toString(), "--json");
        assertEquals(0, n.code(), n.err());
        assertTrue(n.err().contains("the bytes decided how it was read (a UTF-16 byte-order mark"), n.err());
        for (String charset : new String[] {"UTF-16", "UTF-32", "IBM037"}) {
            Path ca = dir.resolve("ca-" + charset + ".sgf");
            Files.writeString(ca, "(;GM[1]FF[4]CA[" + charset + "]SZ[5];B[cc])");
            CliRun c = CliRun.of("show", ca.toString());
            assertEquals(0, c.code(), charset + ": " + c.err());
            assertTrue(c.out().contains("3 . . X . . 3"), c.out());
            assertTrue(c.err().contains("warning: CA[" + charset + "] names a charset that does not write SGF's ASCII as"
                    + " ASCII"), c.err());
        }
    }
}
