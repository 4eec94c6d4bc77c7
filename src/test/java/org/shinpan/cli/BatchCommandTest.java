package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code batch DIR --out FILE} on small folders. The positions are puzzles whose results were
 * derived by hand: 004 (a dead black stone in White's territory: W+7) and 005 (open dame, both
 * sides in seki: a draw).
 */
class BatchCommandTest {
    private static final String DEAD_STONE = "AB[dc]AW[ba][ab][bb][cb][db][bc]";
    private static final String SEKI = "AB[ba][ab][bb][bc]AW[da][db][eb][dc]";

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return CliRun.file(dir.resolve("games"), name, text);
    }

    /** Four games below games/ and a text file that is no game. */
    private void fourGames() throws IOException {
        // W+7 by J2003; komi 0.5 makes W+7.5, as recorded: agreed.
        write("a/x.sgf", "(;GM[1]FF[4]SZ[4:3]KM[0.5]RE[W+7.50]" + DEAD_STONE + ")");
        // a draw, but RE records a resignation: no margin to compare.
        write("b/y.sgf", "(;GM[1]FF[4]SZ[5:3]RE[B+Resign]" + SEKI + ")");
        // not SGF at all past the first node: a syntax error
        write("broken.sgf", "(;GM[1]FF[4]SZ[4:3]AB[dc");
        // W+7 again, but RE says B+3: disagreed. Upper-case ending is still an SGF file.
        write("c/z.SGF", "(;GM[1]FF[4]SZ[4:3]RE[B+3]" + DEAD_STONE + ")");
        write("notes.txt", "not a game");
    }

    private String out() {
        return dir.resolve("results.jsonl").toString();
    }

    @Test
    void oneLinePerGameInPathOrderThenTheSummary() throws IOException {
        fourGames();
        CliRun r = CliRun.of("batch", dir.resolve("games").toString(), "--out", out(), "--threads", "2");
        assertEquals(0, r.code(), r.err());
        List<String> lines = Files.readAllLines(Path.of(out()));
        assertEquals(5, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(0).startsWith("{\"file\":\"a/x.sgf\",\"board\":\"4x3\",\"moves\":0,\"final\":true,"
                + "\"result\":\"W+7\",\"score\":-7,\"komi\":0.5,\"resultWithKomi\":\"W+7.5\",\"RE\":\"W+7.50\","
                + "\"agreed\":true,\"strings\":2,\"unknown\":0,\"lifeUnknown\":0,\"timeMs\":"), lines.get(0));
        assertTrue(lines.get(1).startsWith("{\"file\":\"b/y.sgf\",\"board\":\"5x3\",\"moves\":0,\"final\":true,"
                + "\"result\":\"Draw\",\"score\":0,\"komi\":null,\"resultWithKomi\":\"Draw\",\"RE\":\"B+Resign\","
                + "\"agreed\":null,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("{\"file\":\"broken.sgf\",\"error\":\""), lines.get(2));
        assertTrue(lines.get(2).contains("broken.sgf"), "the message names the file: " + lines.get(2));
        assertTrue(lines.get(3).startsWith("{\"file\":\"c/z.SGF\","), lines.get(3));
        assertTrue(lines.get(3).contains("\"RE\":\"B+3\",\"agreed\":false,"), lines.get(3));
        assertTrue(lines.get(4).startsWith("{\"summary\":{\"games\":4,\"agreed\":1,\"disagreed\":1,\"notCompared\":1,"
                + "\"unknown\":0,\"errors\":1,\"threads\":2,"), lines.get(4));
        assertTrue(lines.get(4).endsWith("\"badFiles\":[\"broken.sgf\"]}}"), lines.get(4));
        assertTrue(r.out().contains("agreed with RE 1, disagreed 1, not compared (no RE margin) 1, unknown 0, errors 1"),
                r.out());
        assertTrue(r.out().contains("bad files (1):\n    broken.sgf: "), r.out());
        // not a terminal: one plain progress line per game on standard error
        assertEquals(4, r.err().lines().filter(l -> l.startsWith("batch: ")).count(), r.err());
        assertTrue(r.err().contains("/4 broken.sgf: error: "), r.err());
    }

    @Test
    void onATerminalTheProgressIsOneBarRedrawnInPlace() throws IOException {
        fourGames();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
        int code = new BatchCommand(true).run(new String[] {dir.resolve("games").toString(), "--out", out()},
                new PrintStream(OutputStream.nullOutputStream()), errStream);
        assertEquals(0, code);
        String bar = err.toString(StandardCharsets.UTF_8);
        // four redraws, each from the start of the line, then one line feed; 30 marks wide
        assertEquals(4, bar.chars().filter(ch -> ch == '\r').count(), bar);
        assertEquals(1, bar.chars().filter(ch -> ch == '\n').count(), bar);
        assertTrue(bar.contains("\r[###############---------------] 2/4 "), bar);
        assertTrue(bar.contains("\r[##############################] 4/4  unknown 0  errors 1 "), bar);
    }

    @Test
    void theOrderAndTheResultsDoNotDependOnTheThreads() throws IOException {
        fourGames();
        CliRun one = CliRun.of("batch", dir.resolve("games").toString(), "--out", out(), "--threads", "1");
        assertEquals(0, one.code(), one.err());
        List<String> serial = withoutTimes(Files.readAllLines(Path.of(out())));
        CliRun two = CliRun.of("batch", dir.resolve("games").toString(), "--out", out(), "--threads", "3");
        assertEquals(0, two.code(), two.err());
        List<String> parallel = withoutTimes(Files.readAllLines(Path.of(out())));
        assertEquals(serial.subList(0, 4), parallel.subList(0, 4));
    }

    private static List<String> withoutTimes(List<String> lines) {
        return lines.stream().map(l -> l.replaceAll("\"timeMs\":[0-9]+", "\"timeMs\":_")).toList();
    }

    @Test
    void aShortSearchLeavesTheResultUnknownAndSaysSo() throws IOException {
        // --max-empty 0: nothing is searched. White in 004 is pass-alive (Benson), the dead stone is
        // unknown; it is no ko-stone (after White's C1 a black D1 would be suicide), so it cannot be
        // capturable-3 and the position is final whatever its class: only the result is unknown.
        write("x.sgf", "(;GM[1]FF[4]SZ[4:3]RE[W+7]" + DEAD_STONE + ")");
        CliRun r = CliRun.of("batch", dir.resolve("games").toString(), "--out", out(), "--max-empty", "0");
        assertEquals(0, r.code(), r.err());
        String line = Files.readAllLines(Path.of(out())).get(0);
        assertTrue(line.contains("\"final\":true,\"result\":\"unknown\",\"score\":null,"), line);
        // the dead stone's life is unknown too (its local-2 reaches no point its owner could keep)
        assertTrue(line.contains("\"agreed\":null,\"strings\":2,\"unknown\":1,\"lifeUnknown\":1,"), line);
        assertTrue(r.out().contains("unknown 1, errors 0"), r.out());
    }

    /**
     * territory/007 with {@code --max-empty 2}: Black's D1 is not searched, so its class is unknown,
     * but it is known alive (Black answers any first move of White on F3, F2 or F1 and joins its
     * pass-alive G: the puzzle's comment), so the count is made: no territory, no prisoners, a draw.
     */
    @Test
    void aStringOfUnknownClassKnownAliveLetsTheCountBeMade() throws IOException {
        Files.createDirectories(dir.resolve("games"));
        Files.copy(Path.of("puzzles/j2003/territory/007-dead-stone-alive-by-far-dame.sgf"), dir.resolve("games/007.sgf"));
        CliRun r = CliRun.of("batch", dir.resolve("games").toString(), "--out", out(), "--max-empty", "2");
        assertEquals(0, r.code(), r.err());
        String line = Files.readAllLines(Path.of(out())).get(0);
        assertTrue(line.contains("\"result\":\"Draw\",\"score\":0,"), line);
        assertTrue(line.contains("\"unknown\":1,\"lifeUnknown\":0,"), line);
    }

    /**
     * Without {@code --max-empty} a batch offers the whole-board search what {@code analyze} offers
     * it (40 empty intersections): a 7×7 board with one black stone (48 empty) is over it, so the
     * stone, not pass-alive and without an enclosed area, is unknown with analyze's note, at once;
     * {@code --max-empty 625} searches it. The summary names both bounds.
     */
    @Test
    void theEmptyLimitIsAnalyzesByDefault() throws IOException {
        write("open.sgf", "(;GM[1]FF[4]SZ[7]AB[dd])");
        CliRun r = CliRun.of("batch", dir.resolve("games").toString(), "--out", out());
        assertEquals(0, r.code(), r.err());
        List<String> lines = Files.readAllLines(Path.of(out()));
        assertTrue(lines.get(0).contains("\"strings\":1,\"unknown\":1,"), lines.get(0));
        assertTrue(lines.get(1).contains("\"maxEmpty\":40,\"areaStates\":\"board\","), lines.get(1));
        CliRun analyze = CliRun.of("analyze", dir.resolve("games").resolve("open.sgf").toString());
        assertTrue(analyze.out().contains("more than the 40 the search is offered"), analyze.out());
        CliRun all = CliRun.of("batch", dir.resolve("games").toString(), "--out", out(), "--max-empty", "625",
                "--time-limit", "2", "--max-states", "1000");
        assertEquals(0, all.code(), all.err());
        assertTrue(Files.readAllLines(Path.of(out())).get(1).contains("\"maxEmpty\":625,"), all.out());
    }

    /**
     * {@code --tsumego}: puzzles/tsumego/004 (derivation in its comment: dead with either side
     * first; White's only kill C1; with Black first every move dies, A1, C1 and the pass included)
     * and a broken file, which becomes an error line.
     */
    @Test
    void tsumegoSolvesEachFileAsAProblem() throws IOException {
        write("p/004.sgf", java.nio.file.Files.readString(Path.of("puzzles/tsumego/004-eye-and-ko.sgf")));
        write("p/broken.sgf", "(;GM[1]FF[4]SZ[4:3]AB[dc");
        // Three stones scattered on 25x25: Black D22 and Q9, White N13. White's stone lies inside
        // Black's rectangle, so White is the defender; it is on no side of the stones' rectangle
        // D9-Q22, so no margin: 13 columns by 14 rows, 182 intersections, 179 empty, over tsumego's 60.
        write("p/scattered.sgf", "(;GM[1]FF[4]SZ[25];AB[dd][pq]AW[mm])");
        CliRun r = CliRun.of("batch", dir.resolve("games").resolve("p").toString(), "--out", out(), "--tsumego");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("batch: 3 problems below"), r.out());
        assertTrue(r.out().contains("decided (both sides) 1, unknown 0, errors 2"), r.out());
        List<String> lines = java.nio.file.Files.readAllLines(Path.of(out()));
        assertEquals(4, lines.size(), lines.toString());
        assertTrue(lines.get(2).startsWith("{\"file\":\"scattered.sgf\",\"error\":"), lines.get(2));
        assertTrue(lines.get(2).contains("the problem area has 179 empty intersections, more than the limit of 60"), lines.get(2));
        assertTrue(lines.get(0).startsWith("{\"file\":\"004.sgf\",\"answer\":\"white first: dead C1; black first: dead"),
                lines.get(0));
        assertTrue(lines.get(0).contains("\"defenderFirst\":{\"player\":\"black\",\"status\":\"dead\",\"correct\":[\"A1\",\"C1\",\"p\"]"),
                lines.get(0));
        assertTrue(lines.get(1).startsWith("{\"file\":\"broken.sgf\",\"error\":"), lines.get(1));
        assertTrue(lines.get(3).contains("\"problems\":3,\"decided\":1,\"unknown\":0,\"errors\":2"), lines.get(3));
    }

    /**
     * {@code --fill-dame} (docs/j2003.md, "Filling dame") on {@link #SEKI}: Black B3 A2 B2 B1 and
     * White D3 D2 E2 D1, each with two one-point eyes (pass-alive), and the seam C3 C2 C1 between
     * them. As given, the seam is dame and the eyes are in seki regions: no territory, a draw. Filled
     * (the rule's order is the board's, C3 first; Black on a tie of liberties and stones): B:C3
     * B:C2 B:C1, and then each side has its two eyes as territory, 2 against 2: a draw again, now
     * with territory. Each line lists the fills; the summary says the run filled.
     */
    @Test
    void fillDameFillsEachPositionFirstAndListsTheFills() throws IOException {
        write("s.sgf", "(;GM[1]FF[4]SZ[5:3]KM[0]RE[Draw]" + SEKI + ")");
        CliRun plain = CliRun.of("batch", dir.resolve("games").toString(), "--out", out());
        assertEquals(0, plain.code(), plain.err());
        String given = Files.readString(Path.of(out()));
        assertFalse(given.contains("filledDame"), given);
        assertTrue(given.contains("\"fillDame\":false"), given);
        assertTrue(given.contains("\"result\":\"Draw\""), given);

        CliRun filled = CliRun.of("batch", dir.resolve("games").toString(), "--out", out(), "--fill-dame");
        assertEquals(0, filled.code(), filled.err());
        String lines = Files.readString(Path.of(out()));
        assertTrue(lines.contains("\"filledDame\":[{\"vertex\":\"C3\",\"color\":\"black\"},"
                + "{\"vertex\":\"C2\",\"color\":\"black\"},{\"vertex\":\"C1\",\"color\":\"black\"}]"), lines);
        assertTrue(lines.contains("\"score\":0,") && lines.contains("\"agreed\":true"), lines);
        assertTrue(lines.contains("\"fillDame\":true"), lines);
        assertTrue(filled.out().contains("agreed with RE 1,"), filled.out());

        // The same fill in bench games: three stones, and every status known, so a result.
        CliRun bench = CliRun.of("bench", "games", dir.resolve("games").toString(), "--fill-dame");
        assertEquals(0, bench.code(), bench.err());
        assertTrue(bench.out().contains("the dame filled first"), bench.out());
        assertTrue(Pattern.compile("s\\.sgf(\\s+\\d+){8}\\s+3\\s+Draw").matcher(bench.out()).find(), bench.out());
        assertTrue(bench.out().contains("dame filled 3; games with a score 1"), bench.out());

        // --fill-dame is for finished games.
        CliRun both = CliRun.of("batch", dir.resolve("games").toString(), "--out", out(), "--tsumego", "--fill-dame");
        assertEquals(2, both.code());
        assertTrue(both.err().contains("--fill-dame is for finished games"), both.err());
    }

    @Test
    void badArgumentsExitWithTwoAndWriteNothing() throws IOException {
        CliRun noOut = CliRun.of("batch", dir.toString());
        assertEquals(2, noOut.code());
        assertTrue(noOut.err().contains("--out FILE is required"), noOut.err());

        CliRun missing = CliRun.of("batch", dir.resolve("nowhere").toString(), "--out", out());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("nowhere") && missing.err().contains("no such folder"), missing.err());

        Files.createDirectories(dir.resolve("empty"));
        CliRun none = CliRun.of("batch", dir.resolve("empty").toString(), "--out", out());
        assertEquals(2, none.code());
        assertTrue(none.err().contains("no .sgf file below this folder"), none.err());

        fourGames();
        CliRun badOut = CliRun.of("batch", dir.resolve("games").toString(), "--out",
                dir.resolve("no/such/r.jsonl").toString());
        assertEquals(2, badOut.code());
        assertTrue(badOut.err().contains("no such folder"), badOut.err());

        CliRun threads = CliRun.of("batch", dir.resolve("games").toString(), "--out", out(), "--threads", "0");
        assertEquals(2, threads.code());
        assertTrue(threads.err().contains("--threads must be from 1"), threads.err());
        assertFalse(Files.exists(Path.of(out())));

        // --out naming one of the records read is refused, and the record is kept (it was
        // replaced by the JSON lines)
        Path game = dir.resolve("games/a/x.sgf");
        String before = Files.readString(game);
        CliRun onInput = CliRun.of("batch", dir.resolve("games").toString(), "--out", game.toString());
        assertEquals(2, onInput.code(), onInput.out());
        assertTrue(onInput.err().contains("--out names " + game + ", one of the records read"), onInput.err());
        assertEquals(before, Files.readString(game));
        // nor a new .sgf file below the folder, which the next run would read as a bad record
        Path inside = dir.resolve("games/out.sgf");
        CliRun below = CliRun.of("batch", dir.resolve("games").toString(), "--out", inside.toString());
        assertEquals(2, below.code(), below.out());
        assertTrue(below.err().contains("is an .sgf file below"), below.err());
        assertFalse(Files.exists(inside));
        // a folder given as a link is listed (it listed nothing), and an --out through a link to the
        // folder is below it too
        Path link = Files.createSymbolicLink(dir.resolve("link"), dir.resolve("games"));
        CliRun viaLink = CliRun.of("batch", link.toString(), "--out", out());
        assertEquals(0, viaLink.code(), viaLink.err());
        CliRun outViaLink = CliRun.of("batch", dir.resolve("games").toString(), "--out", link.resolve("evil.sgf").toString());
        assertEquals(2, outViaLink.code(), outViaLink.out());
        assertFalse(Files.exists(dir.resolve("games/evil.sgf")));
    }

    @Test
    void agreementComparesTheScoreLessKomiWithTheRecordedMargin() {
        // W+5.5 recorded; J2003 score -5 less komi 0.5 is -5.5: agreed.
        assertEquals(Boolean.TRUE, BatchCommand.agreed("W+5.50", OptionalDouble.of(-5), 0.5, true));
        assertEquals(Boolean.FALSE, BatchCommand.agreed("W+5.5", OptionalDouble.of(-4), 0.5, true));
        assertEquals(Boolean.TRUE, BatchCommand.agreed("B+12", OptionalDouble.of(18.5), 6.5, true));
        assertEquals(Boolean.TRUE, BatchCommand.agreed("0", OptionalDouble.of(6.5), 6.5, true));
        assertEquals(Boolean.TRUE, BatchCommand.agreed("Jigo", OptionalDouble.of(0), 0, true));
        assertNull(BatchCommand.agreed("B+R", OptionalDouble.of(3), 0, true));
        assertNull(BatchCommand.agreed("W+Time", OptionalDouble.of(3), 0, true));
        assertNull(BatchCommand.agreed(null, OptionalDouble.of(3), 0, true));
        assertNull(BatchCommand.agreed("B+3", OptionalDouble.empty(), 0, true));
        // a position that is not final has no result: it disagrees with any margin RE records
        assertEquals(Boolean.FALSE, BatchCommand.agreed("B+3", OptionalDouble.of(3), 0, false));
        assertNull(BatchCommand.agreed("B+R", OptionalDouble.of(3), 0, false));
    }
}
