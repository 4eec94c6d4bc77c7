package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as a user meets it: output, exit codes and error messages. */
class MainTest {
    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private Path write(String name, String text) throws IOException {
        return CliRun.file(dir, name, text);
    }

    @Test
    void helpListsTheCommands() {
        CliRun r = run("--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("show") && r.out().contains("analyze") && r.out().contains("bench"), r.out());
        assertEquals(0, run("show", "--help").code());
        // no command at all: a usage error, the help on standard error as for an unknown command
        CliRun none = run();
        assertEquals(2, none.code());
        assertTrue(none.out().isEmpty() && none.err().contains("commands:"), none.err());
    }

    @Test
    void showPrintsTheLastPositionWithGtpCoordinates() throws IOException {
        // SGF cc is column C, third row from the top: C1 on a 3x3 board; aa is A3. Then two passes.
        Path f = write("g.sgf", "(;GM[1]FF[4]SZ[3];B[cc];W[aa];B[];W[])");
        CliRun r = run("show", f.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(f + ": 3x3, after move 4 of 4, Black to move\n"
                + "  A B C\n"
                + "3 O . . 3\n"
                + "2 . . . 2\n"
                + "1 . . X 1\n"
                + "  A B C\n", r.out());
    }

    /**
     * The parser's own warnings reach the user of {@code show} and {@code analyze} too (they used
     * to be dropped there, while {@code replay} printed them): an unknown property and a second
     * game tree, each with its line and column, and the first game is the one read.
     */
    @Test
    void theParsersWarningsArePrinted() throws IOException {
        Path f = write("g.sgf", "(;GM[1]FF[4]SZ[3]XY[1];B[cc])\n(;GM[1]FF[4]SZ[3];B[aa])");
        for (String command : List.of("show", "analyze")) {
            CliRun r = run(command, f.toString());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.err().contains(f + ":1:18: warning: unknown property XY"), r.err());
            assertTrue(r.err().contains(f + ":2:2: warning: the collection holds 2 game trees; only the first is read"), r.err());
        }
        assertTrue(run("show", f.toString()).out().contains("1 . . X 1"), "the first game's C1");
        assertEquals(List.of(f + ":1:18: warning: unknown property XY (not defined by SGF FF[4]) kept as it is",
                f + ":2:2: warning: the collection holds 2 game trees; only the first is read",
                // the one move is no game that ended (J2003, Alternating-sequence): said, and the position read
                f + ": warning: the record ends at move 1 without the two passes that end a game (J2003,"
                        + " Alternating-sequence): its last position is taken as if the game had ended there"),
                org.shinpan.api.Shinpan.read(f).warnings());
    }

    @Test
    void showMoveAndJson() throws IOException {
        Path f = write("g.sgf", "(;GM[1]FF[4]SZ[3];B[cc];W[aa];B[];W[])");
        CliRun r = run("show", f.toString(), "--move", "1", "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals("{\"board\":{\"width\":3,\"height\":3},\"move\":1,\"moves\":4,\"toMove\":\"white\","
                + "\"black\":[\"C1\"],\"white\":[],\"captures\":{\"black\":0,\"white\":0}}\n", r.out());
    }

    @Test
    void badInputExitsWithTwoAndPrintsNothing() throws IOException {
        Path ragged = write("d.txt", ". X O\nX X\n");
        CliRun r = run("show", ragged.toString());
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertEquals(ragged + ":2:1: ragged row: 2 points where the first row has 3\n", r.err());

        Path occupied = write("o.sgf", "(;GM[1]FF[4]SZ[3];B[aa];W[aa])");
        r = run("show", occupied.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("move 2") && r.err().contains("A3"), r.err());

        assertEquals(2, run("show", dir.resolve("missing.sgf").toString()).code());
        // a byte-order mark before the SGF or the diagram is no symbol of either
        Path marked = dir.resolve("marked.sgf");
        Files.write(marked, ("\uFEFF(;GM[1]FF[4]SZ[4:3]AB[ba][ab][bb]AW[ca][cb][db][ac][bc][cc])\r\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        r = run("analyze", marked.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("W+9"), r.out()); // the one-eye corner of GtpEngineTest
        Path markedDiagram = dir.resolve("marked.txt");
        Files.write(markedDiagram, "\uFEFF. X O\nX X O\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        r = run("show", markedDiagram.toString());
        assertEquals(0, r.code(), r.err());
        Path empty = write("empty.sgf", " \n");
        r = run("analyze", empty.toString());
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertEquals(empty + ": the file is empty: neither an SGF game nor a diagram\n", r.err());
        assertEquals(2, run("show").code());
        assertEquals(2, run("show", occupied.toString(), "--frob").code());
        assertEquals(2, run("frobnicate").code());
        Path game = write("g.sgf", "(;GM[1]FF[4]SZ[3];B[cc])");
        r = run("show", game.toString(), "--move", "5");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("out of range"), r.err());
    }

    @Test
    void analyzeReportsEveryStringAndTheResult() throws IOException {
        // The 4x3 corner of docs and puzzles/j2003/basic/002: Black dead, White uncapturable, W+9.
        Path f = write("d.txt", ". X O .\nX X O O\nO O O .\n");
        CliRun r = run("analyze", f.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("{\"rules\":\"j2003\",\"board\":{\"width\":4,\"height\":3},\"final\":true,"), r.out());
        assertTrue(r.out().contains("\"status\":\"dead\",\"alive\":false"), r.out());
        assertTrue(r.out().contains("\"score\":-9,\"result\":\"W+9\""), r.out());
        CliRun k = run("analyze", f.toString(), "--json", "--komi", "0.5", "--prisoners", "12");
        assertTrue(k.out().contains("\"score\":3,\"result\":\"B+3\",\"komi\":0.5,\"scoreWithKomi\":2.5"), k.out());
        // an option given twice with two values is refused (the last one counted, unsaid); the same value twice stands
        CliRun twice = run("analyze", f.toString(), "--komi", "0.5", "--komi", "6.5");
        assertEquals(2, twice.code(), twice.out());
        assertTrue(twice.err().contains("--komi is given twice (0.5 and 6.5)"), twice.err());
        assertEquals(0, run("analyze", f.toString(), "--komi", "0.5", "--komi=0.5").code());
        // --prisoners takes what SHPD takes, 7 digits either way: -9 + 9999999
        assertTrue(run("analyze", f.toString(), "--prisoners", "9999999").out().contains("result: B+9999990"));
        CliRun over = run("analyze", f.toString(), "--prisoners", "10000000");
        assertEquals(2, over.code());
        assertTrue(over.err().contains("--prisoners must be from -9999999 to 9999999"), over.err());
    }

    @Test
    void analyzeRefusesWhatItCannotAnalyse() throws IOException {
        // the empty board is a final-position (EmptyBoardTest): 4 dame, a Draw
        CliRun empty = run("analyze", write("e.txt", ". .\n. .\n").toString());
        assertEquals(0, empty.code(), empty.err());
        assertTrue(empty.out().contains("dame 4") && empty.out().contains("result: Draw"), empty.out());
        // the reference solver has no string to search there: not too large for it
        CliRun reference = run("analyze", write("e5.txt", ". . . . .\n".repeat(5)).toString(), "--solver", "reference");
        assertEquals(0, reference.code(), reference.err());
        assertTrue(reference.out().contains("dame 25") && reference.out().contains("result: Draw"), reference.out());
        CliRun big = run("analyze", write("b.txt", "X . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n").toString(),
                "--solver", "reference");
        assertEquals(2, big.code());
        assertTrue(big.err().contains("24 empty intersections"), big.err());
        assertEquals(2, run("analyze", write("c.txt", "X O\n. .\n").toString(), "--solver", "magic").code());
        // the reference solver has no table to bound: --table-mib with it is refused, not ignored
        CliRun table = run("analyze", write("d.txt", "X O\n. .\n").toString(), "--solver", "reference", "--table-mib", "1");
        assertEquals(2, table.code());
        assertTrue(table.err().contains("the reference solver's graph has no byte count"), table.err());
    }

    @Test
    void theTableLimitIsAPositiveWholeNumberOfMib() throws IOException {
        String f = write("t.txt", ". X O .\nX X O O\nO O O .\n").toString();
        String out = dir.resolve("out.jsonl").toString();
        List<List<String>> commands = List.of(List.of("analyze", f), List.of("tsumego", f), List.of("compare", f),
                List.of("replay", f), List.of("batch", dir.toString(), "--out", out), List.of("bench", "j2003", dir.toString()),
                List.of("bench", "tsumego", dir.toString()));
        for (List<String> words : commands) {
            String command = words.get(0);
            CliRun zero = run(with(words, "--table-mib", "0"));
            assertEquals(2, zero.code(), command);
            assertTrue(zero.err().contains(command + ": --table-mib must be from 1 to "), command + ": " + zero.err());
            CliRun word = run(with(words, "--table-mib", "x"));
            assertEquals(2, word.code(), command);
            assertTrue(word.err().contains(command + ": --table-mib takes a whole number, not 'x'"), command + ": " + word.err());
        }
        CliRun ok = run("analyze", f, "--table-mib", "1");
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().contains("W+9"), ok.out());
    }

    private static String[] with(List<String> words, String... more) {
        java.util.List<String> all = new java.util.ArrayList<>(words);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    @Test
    void finalIsNullWhileAKoStoneIsUnknown() throws IOException {
        // White B2 has the one liberty C2, where Black's play removes it and is then removed by
        // White's B2 alone: a ko, and B2 a ko-stone. With 5 states its tests are unknown, so it could
        // be capturable-3 for all the analysis knows, and "final" is not claimed (batch says the same).
        Path f = write("ko.txt", ". X O .\nX O . O\n. X O .\n");
        CliRun r = run("analyze", f.toString(), "--json", "--max-states", "5");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"stones\":[\"B2\"],\"status\":\"unknown\""), r.out());
        assertTrue(r.out().contains("\"final\":null"), r.out());
    }

    @Test
    void finalIsTrueWhileOnlyStonesOutsideKosAreUnknown() throws IOException {
        // A lone black stone on 3x3 whose capture test gets 5 states: unknown. Only a ko-stone can
        // be capturable-3 (J2003, Life and Death), and B2 is in no ko (no play captures one stone
        // that a single recapture would take back), so no string can stop the position from
        // being final, unknown class or not.
        Path f = write("lone.txt", ". . .\n. X .\n. . .\n");
        CliRun r = run("analyze", f.toString(), "--json", "--max-states", "5");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"status\":\"unknown\""), r.out());
        assertTrue(r.out().contains("\"final\":true"), r.out());
    }

    @Test
    void analyzeWritesTheVerdictAsSgf() throws IOException {
        Path f = write("d.txt", ". X O .\nX X O O\nO O O .\n");
        Path out = dir.resolve("verdict.sgf");
        CliRun r = run("analyze", f.toString(), "--sgf", out.toString());
        assertEquals(0, r.code(), r.err());
        org.shinpan.sgf.SgfNode root = org.shinpan.sgf.SgfParser.parse(Files.readString(out), out.toString())
                .firstGameTree();
        // Dead stones marked, White's territory (3 empty points and the 3 dead stones), labels, and
        // one certificate variation per string.
        assertEquals(java.util.List.of("ba", "ab", "bb"), root.values("MA"));
        assertEquals(6, root.values("TW").size());
        assertTrue(root.values("LB").contains("ba:D") && root.values("LB").contains("ca:U"), root.values("LB").toString());
        assertTrue(root.value("C").orElseThrow().contains("W+9"));
        // The main line is the analysed position (one node without a move), then one variation
        // per certificate, its title on a node without a move and the strategy below it.
        assertEquals(3, root.children().size());
        assertTrue(root.children().get(0).children().isEmpty() && root.children().get(0).value("W").isEmpty());
        org.shinpan.sgf.SgfNode black = root.children().get(1);
        assertTrue(black.value("C").orElseThrow().startsWith("Certificate: black B3 A2 B2 is dead."), black.toString());
        assertEquals("aa", black.children().get(0).value("W").orElseThrow()); // White captures on A3 first
        // read back, the file is the analysed position with the same verdict
        CliRun again = run("analyze", out.toString());
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains("score: -9  result: W+9"), again.out());
        assertTrue(again.out().contains("black B3 A2 B2               dead"), again.out());

        CliRun bad = run("analyze", f.toString(), "--sgf", dir.resolve("no/such/folder/x.sgf").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("no such folder"), bad.err());
    }
}
