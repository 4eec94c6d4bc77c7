package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The analysis without whole-board search (Benson and enclosed areas only): {@code bench games},
 * and {@code analyze} on a position over {@code --max-empty}.
 */
class NoSearchAnalysisTest {
    /** The position described at {@link #countsWhatTheAreasDecide}. */
    private static final String GAME = "(;GM[1]FF[4]SZ[5:3]KM[0]AB[aa][ba][ca][bb][db][cc][dc]AW[da][eb][ec])";

    /**
     * The position of the enclosed-area example (EnclosedAreaProperties):
     * <pre>
     *   3  X X X O .
     *   2  . X . X O
     *   1  . . X X O
     *      A B C D E
     * </pre>
     * Black's blocks {A3 B3 C3 B2} and {C1 D1 D2} share the one-point eye C2 and the corner bent
     * three A1 A2 B1, to which neither is vital (A1 touches neither), so neither is pass-alive; yet
     * White, moving first, captures neither (White A1 is answered by A2 and White B1 is then
     * suicide; White B1 or A2 alone is a stone in atari; White C2 and White E3 are suicide):
     * uncapturable by the area of Black's regions. White's D3 and E2 E1 have the one liberty E3
     * between them and nothing else; Black E3 captures both at once: captured in that area, which
     * leaves their status unknown without their permanent-stone tests. No string is pass-alive.
     */
    @Test
    void countsWhatTheAreasDecide(@TempDir Path dir) throws Exception {
        CliRun.file(dir, "g.sgf", GAME);
        // 5 empty intersections, over the limit 0: no whole-board search and no sealed area
        CliRun r = CliRun.of("bench", "games", dir.toString(), "--max-empty", "0");
        assertEquals(Main.OK, r.code(), r.err());
        // the columns: wall ms, CPU ms (-1 where the platform does not say), then the counts
        Matcher line = Pattern.compile("g\\.sgf\\s+\\d+\\s+-?\\d+\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)")
                .matcher(r.out());
        assertTrue(line.find(), r.out());
        // strings, pass-alive, miai (the double connection B1/C2 does not make the bent three vital
        // when Black answers on C2), area-safe, captured, unknown
        assertEquals("4 0 0 2 2 2", line.group(1) + " " + line.group(2) + " " + line.group(3) + " " + line.group(4)
                + " " + line.group(5) + " " + line.group(6));
        assertTrue(r.out().contains("1 games: median"), r.out());
        assertTrue(Pattern.compile("worst \\d+ ms, CPU (\\d+ ms|unknown);").matcher(r.out()).find(), r.out());
    }

    /**
     * The same position has 5 empty intersections (A2 C2 A1 B1 E3); with {@code --max-empty 2}
     * nothing is searched on the whole board, yet both black strings are uncapturable by their
     * enclosed area, and the white ones, captured in Black's area but with their permanent-stone
     * tests not searched, are unknown with the reason. The reference solver has no such proofs and
     * refuses the position.
     */
    @Test
    void analyzeOverTheEmptyLimitDecidesByAreasOnly(@TempDir Path dir) throws Exception {
        Path f = CliRun.file(dir, "g.sgf", GAME);
        CliRun r = CliRun.of("analyze", f.toString(), "--max-empty", "2");
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(r.out().contains("black A3 B3 C3 B2") && r.out().contains("black D2 C1 D1"), r.out());
        assertEquals(2, r.out().lines().filter(l -> l.trim().startsWith("black") && l.contains("uncapturable")).count(),
                r.out());
        assertEquals(2, r.out().lines().filter(l -> l.trim().startsWith("white") && l.contains("unknown")
                && l.contains("5 empty intersections, more than the 2 the search is offered")).count(), r.out());
        // two black strings decided, two white ones unknown, as counted above
        assertTrue(r.out().contains("score: unknown (2 of 4 strings are not known to be alive or dead)\n"), r.out());
        CliRun reference = CliRun.of("analyze", f.toString(), "--max-empty", "2", "--solver", "reference");
        assertTrue(reference.code() != Main.OK);
        assertTrue(reference.err().contains("too large for the reference solver"), reference.err());
    }

    /**
     * The area tests are bounded by {@code --area-states}: the proof that White captures neither
     * black string of {@link #GAME} needs White's tries A1, B1, A2, C2 and E3 answered, more than
     * one state; with one state per area test the proofs are cut short, so over the empty limit
     * (where no other search runs) both black strings stay unknown. A bound below 1 is refused.
     */
    @Test
    void theAreaStateLimitBoundsTheAreaTests(@TempDir Path dir) throws Exception {
        Path f = CliRun.file(dir, "g.sgf", GAME);
        CliRun r = CliRun.of("analyze", f.toString(), "--max-empty", "2", "--area-states", "1");
        assertEquals(Main.OK, r.code(), r.err());
        assertEquals(0, r.out().lines().filter(l -> l.contains("uncapturable")).count(), r.out());
        assertEquals(2, r.out().lines().filter(l -> l.trim().startsWith("black") && l.contains("unknown")).count(),
                r.out());
        CliRun bench = CliRun.of("bench", "games", dir.toString(), "--max-empty", "2", "--area-states", "1");
        assertTrue(bench.out().contains("at most 1 states in each test on an area"), bench.out());
        // the columns: wall ms, CPU ms (-1 where the platform does not say), then the counts
        Matcher line = Pattern.compile("g\\.sgf\\s+\\d+\\s+-?\\d+\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)").matcher(bench.out());
        assertTrue(line.find(), bench.out());
        assertEquals("0", line.group(4), "no string uncapturable by an area: " + bench.out());
        CliRun zero = CliRun.of("analyze", f.toString(), "--area-states", "0");
        assertEquals(Main.BAD_INPUT, zero.code(), zero.err());
        assertTrue(zero.err().contains("area-states"), zero.err());
    }

    /**
     * {@code bench games} holds each score against the record's {@code RE}: puzzles/j2003/basic/002
     * scores W+9 (its comment derives it: White's eye-strings A3 with the three dead black stones,
     * D3 and D1, 3 points once and 3 stones twice, no prisoners) and has {@code KM[0]}. The same
     * position with {@code RE[W+9]} agrees, with {@code RE[W+8.5]} differs (named in the summary),
     * and with {@code RE[W+R]} (a resignation, no margin) is not compared.
     */
    @Test
    void holdsEachScoreAgainstTheRecord(@TempDir Path dir) throws Exception {
        String sgf = java.nio.file.Files.readString(Path.of("puzzles/j2003/basic/002-one-eye-dead.sgf"));
        CliRun.file(dir, "a.sgf", sgf.replace("KM[0]", "KM[0]RE[W+9]"));
        CliRun.file(dir, "b.sgf", sgf.replace("KM[0]", "KM[0]RE[W+8.5]"));
        CliRun.file(dir, "c.sgf", sgf.replace("KM[0]", "KM[0]RE[W+R]"));
        CliRun r = CliRun.of("bench", "games", dir.toString());
        assertEquals(Main.OK, r.code(), r.err());
        for (String[] row : new String[][] {{"a", "agrees"}, {"b", "differs"}, {"c", "-"}}) {
            assertTrue(Pattern.compile("(?m)^\\s+" + row[0] + "\\.sgf .* W\\+9 +" + Pattern.quote(row[1]) + "$")
                    .matcher(r.out()).find(), row[0] + ": " + r.out());
        }
        assertTrue(r.out().contains("games with a score 3 (the record's margin: 1 agree, 1 differ: b.sgf (RE W+8.5))"),
                r.out());
    }

    /**
     * {@code bench games} holds the decided strings against the dead stones a record's root comment
     * names (the form puzzles/games/selfplay.py writes): puzzles/j2003/basic/002 has the dead black
     * string B3 A2 B2 and the uncapturable white string C3 C2 D2 A1 B1 C1 (its comment derives
     * both). Naming B2 (one stone marks its string) agrees on both strings; naming nothing
     * ({@code none}) differs on the black one; naming c3 as well (any case) differs on the white one;
     * each difference is named in the summary, and a record without such a comment is not counted.
     */
    @Test
    void holdsTheDecidedStringsAgainstTheRecordsDeadStones(@TempDir Path dir) throws Exception {
        String sgf = java.nio.file.Files.readString(Path.of("puzzles/j2003/basic/002-one-eye-dead.sgf"));
        CliRun.file(dir, "a.sgf", sgf.replace("KM[0]", "KM[0]GC[its dead stones: B2]"));
        CliRun.file(dir, "b.sgf", sgf.replace("KM[0]", "KM[0]GC[its dead stones: none]"));
        CliRun.file(dir, "c.sgf", sgf.replace("KM[0]", "KM[0]GC[its dead stones: B2 c3]"));
        CliRun.file(dir, "d.sgf", sgf);
        CliRun r = CliRun.of("bench", "games", dir.toString());
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(r.out().contains("3 records name their dead stones (\"its dead stones: ...\" in the root comment): of the"
                + " strings whose life is decided, 4 agree with that marking, 2 differ: b.sgf black B3 A2 B2, c.sgf white"
                + " C3 C2 D2 A1 B1 C1"), r.out());
    }

    @Test
    void aMissingFolderIsAnError(@TempDir Path dir) {
        CliRun r = CliRun.of("bench", "games", dir.resolve("nowhere").toString());
        assertTrue(r.code() != Main.OK);
        assertTrue(r.err().contains("no such folder"), r.err());
    }
    /**
     * An unknown string against which a capture is proven shows its bound. puzzles/j2003/basic/004:
     * the black stone D1 has the one liberty C1, so White's C1 captures it at once: D1 is
     * capturable-1 at best. Its sealed area is C1 and D1 (White's string stays pass-alive with its
     * eyes A3, C3–D3 and A1), and there White's C1 also leaves Black no stone on local-1: a black D1
     * again would be suicide beside White's C1, D2 and their other liberties. That proof holds on
     * the whole board (docs/j2003.md, "The permanent-stone tests", claim 2), so D1 is capturable-2
     * at best. Local-2 floods the whole board (Black has no living string to stop it), where Black
     * could play C3 with the liberty D3: that test needs the whole board and is cut short at 5
     * states, so D1 stays unknown with the bound capturable-2. White's pass-alive string is
     * uncapturable, its own bound.
     */
    @Test
    void aProvenCaptureBoundsAnUnknownString() {
        String file = "puzzles/j2003/basic/004-dead-stone-in-territory.sgf";
        CliRun text = CliRun.of("analyze", file, "--max-states", "5");
        assertEquals(0, text.code(), text.err());
        assertTrue(text.out().contains("black D1                     unknown       capturable-2 at best (its capture is proven); "
                + "local-2 test: state limit 5 reached"), text.out());
        CliRun json = CliRun.of("analyze", file, "--max-states", "5", "--json");
        assertTrue(json.out().matches("(?s).*\"stones\":\\[\"D1\"\\],\"status\":\"unknown\",.*?\"bound\":\"capturable-2\"}.*"),
                json.out());
        assertTrue(json.out().matches("(?s).*\"status\":\"uncapturable\",.*?\"bound\":\"uncapturable\"}.*"), json.out());
    }
}
