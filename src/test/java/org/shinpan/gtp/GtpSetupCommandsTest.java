package org.shinpan.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a GUI or a server sends besides plays: {@code undo}, the handicap commands of GTP version 2
 * (section 4.1.1 for the fixed points), and GoGui's analyze menu with {@code shinpan_gfx}.
 */
class GtpSetupCommandsTest {
    /** J2003 v35a: the black string B3 A2 B2 with one eye is dead; White wins by 9 (see GtpEngineTest). */
    private static final String ONE_EYE_DEAD = "(;GM[1]FF[4]SZ[4:3]KM[0]"
            + "AB[ba][ab][bb]AW[ca][cb][db][ac][bc][cc])";

    @TempDir
    Path dir;

    private EngineSession session;

    @BeforeEach
    void newEngine() throws IOException {
        Files.writeString(dir.resolve("one-eye.sgf"), ONE_EYE_DEAD);
        session = new EngineSession(new ShinpanEngine(dir));
    }

    private String ok(String line) {
        return session.ok(line);
    }

    private String fails(String line) {
        return session.fails(line);
    }

    @Test
    void undoTakesBackPlaysAndPassesOneAtATime() {
        ok("boardsize 4");
        String empty = ok("showboard");
        // The ko shape of GtpEngineTest.illegalPlays: White B3 in atari, Black takes it at C3.
        for (String move : List.of("b B4", "w C4", "b A3", "w B3", "b B2", "w D3", "w C2")) {
            ok("play " + move);
        }
        String beforeCapture = ok("showboard");
        ok("play b C3");
        assertEquals("1", ok("j2003_prisoners"));
        assertEquals("illegal move", fails("play w B3")); // the immediate recapture
        ok("undo");
        // back to before Black's capture: the stone on B3 again, no prisoner, Black to move
        assertEquals(beforeCapture, ok("showboard"));
        assertEquals("0", ok("j2003_prisoners"));
        ok("play b C3");
        ok("play w pass");
        ok("undo"); // the pass is taken back, and with it the lifted ban
        assertEquals("illegal move", fails("play w B3"));
        for (int i = 0; i < 8; i++) ok("undo");
        assertEquals(empty, ok("showboard"));
        assertEquals("cannot undo", fails("undo"));
    }

    @Test
    void nothingBeforeANewBoardOrALoadedFileCanBeUndone() {
        ok("play b D4");
        ok("clear_board");
        assertEquals("cannot undo", fails("undo"));
        ok("play b D4");
        ok("boardsize 9");
        assertEquals("cannot undo", fails("undo"));
        ok("play b D4");
        ok("loadsgf one-eye.sgf");
        assertEquals("cannot undo", fails("undo"));
        assertEquals("syntax error: undo takes no arguments, not 1", fails("undo 1"));
    }

    @Test
    void fixedHandicapUsesTheStandardPoints() {
        // GTP 2, section 4.1.1, on 19x19: corners on the fourth line (D4 Q16 D16 Q4), then the
        // middles of the left and right sides (D10 Q10), of the bottom and top sides (K4 K16), and
        // the centre K10 for an odd number of stones.
        assertEquals("D4 Q16", ok("fixed_handicap 2"));
        ok("clear_board");
        assertEquals("D4 Q16 D16", ok("fixed_handicap 3"));
        ok("clear_board");
        assertEquals("D4 Q16 D16 Q4 K10", ok("fixed_handicap 5"));
        ok("clear_board");
        assertEquals("D4 Q16 D16 Q4 D10 Q10 K10", ok("fixed_handicap 7"));
        ok("clear_board");
        assertEquals("D4 Q16 D16 Q4 D10 Q10 K4 K16 K10", ok("fixed_handicap 9"));
        assertTrue(ok("showboard").endsWith("white to move, prisoner-difference 0, komi 0"));
        assertTrue(ok("showboard").contains("10 . . . X . . . . . X . . . . . X . . . 10"));
        assertEquals("cannot undo", fails("undo")); // handicap stones are no moves
        assertEquals("board not empty", fails("fixed_handicap 2"));
        ok("clear_board");
        assertEquals("invalid number of stones: 10 is not from 2 to 9 on the 19x19 grid", fails("fixed_handicap 10"));
        assertEquals("invalid number of stones: 1 is not from 2 to 9 on the 19x19 grid", fails("fixed_handicap 1"));
        // 9x9 and 13x13: the third and the fourth line
        ok("boardsize 9");
        assertEquals("C3 G7 C7 G3 E5", ok("fixed_handicap 5"));
        ok("boardsize 13");
        assertEquals("D4 K10 D10 K4", ok("fixed_handicap 4"));
        // even boards have no middle points: 4 at most; 7x7 4 at most; below 7x7 none
        ok("boardsize 8");
        assertEquals("invalid number of stones: 5 is not from 2 to 4 on the 8x8 grid", fails("fixed_handicap 5"));
        assertEquals("C3 F6 C6 F3", ok("fixed_handicap 4"));
        ok("boardsize 7");
        assertEquals("C3 E5", ok("fixed_handicap 2"));
        ok("boardsize 6");
        assertEquals("invalid number of stones: no fixed handicap on the 6x6 grid", fails("fixed_handicap 2"));
    }

    /**
     * GTP 2, section 4.1.1, on every size it defines (7x7 to 25x25), as GNU Go places the stones:
     * at most 9 stones on odd boards from 9x9, 4 on even boards (no middle point) and on 7x7 (its
     * side middles C4, D3, ... touch the corner points C3 and C5). The rule for the line: the
     * corner points stand on the third line up to 11x11 and on the fourth from 12x12, the line
     * where GNU Go 3.8 puts them on every size it accepts (7x7 to 19x19; it refuses larger boards,
     * where the rule goes on unchanged). With 0-based lines a = 2 up to 11x11 and 3 from 12x12
     * (low), z = size - 1 - a (high) and m = size / 2 (middle), the order is (a,a) (z,z) (a,z)
     * (z,a), then (a,m) (z,m) for 6 stones or more, (m,a) (m,z) for 8 or more, and the centre (m,m)
     * for an odd number from 5. Every count from 2 to the most is placed: the first n points of
     * that order, except that 5 and 7 stones take the centre in place of the n-th.
     */
    @Test
    void fixedHandicapOnEveryBoardSizeFromSevenToTwentyFive() {
        String columns = "ABCDEFGHJKLMNOPQRSTUVWXYZ"; // GTP skips I
        for (int size = 7; size <= 25; size++) {
            int max = size % 2 == 0 || size == 7 ? 4 : 9;
            int a = size < 12 ? 2 : 3;
            int z = size - 1 - a;
            int m = size / 2;
            int[][] all = {{a, a}, {z, z}, {a, z}, {z, a}, {a, m}, {z, m}, {m, a}, {m, z}, {m, m}};
            List<String> expected = new java.util.ArrayList<>();
            for (int i = 0; i < max; i++) {
                expected.add("" + columns.charAt(all[i][0]) + (all[i][1] + 1));
            }
            String grid = " on the " + size + "x" + size + " grid";
            ok("boardsize " + size);
            for (int n = 2; n <= max; n++) {
                List<String> first = new java.util.ArrayList<>(expected.subList(0, n));
                if (n == 5 || n == 7) first.set(n - 1, expected.get(8)); // the centre in place of the n-th
                assertEquals(String.join(" ", first), ok("fixed_handicap " + n), n + " stones" + grid);
                ok("clear_board");
            }
            assertEquals(String.join(" ", expected), ok("fixed_handicap " + max), grid);
            ok("clear_board");
            assertEquals("invalid number of stones: " + (max + 1) + " is not from 2 to " + max + grid,
                    fails("fixed_handicap " + (max + 1)));
            assertEquals("invalid number of stones: 1 is not from 2 to " + max + grid, fails("fixed_handicap 1"));
            // a refused number places nothing: the board is still empty for 2 stones
            assertEquals(expected.get(0) + " " + expected.get(1), ok("fixed_handicap 2"), grid);
        }
        // a few placements read off the table by hand (boardsize empties the board)
        String[][] byHand = {{"7", "4", "C3 E5 C5 E3"}, {"7", "3", "C3 E5 C5"}, {"11", "9", "C3 J9 C9 J3 C6 J6 F3 F9 F6"},
            {"12", "4", "D4 J9 D9 J4"}, {"14", "4", "D4 L11 D11 L4"}, {"25", "6", "D4 W22 D22 W4 D13 W13"},
            {"25", "9", "D4 W22 D22 W4 D13 W13 N4 N22 N13"}};
        for (String[] h : byHand) {
            ok("boardsize " + h[0]);
            assertEquals(h[2], ok("fixed_handicap " + h[1]), h[0] + "x" + h[0]);
        }
        ok("boardsize 7");
        assertEquals("invalid number of stones: 5 is not from 2 to 4 on the 7x7 grid", fails("fixed_handicap 5"));
    }

    /**
     * GTP 2 lists "board not empty" among fixed_handicap's failures; a board with a stone fails so
     * whatever the number asked, even one no board takes (1, 10) or on a board with no fixed
     * handicap (6x6), as GNU Go 3.8 answers: the state of the board is told before the number. A
     * number that is no integer is still a syntax error first, about the command itself.
     */
    @Test
    void fixedHandicapOnABoardWithStonesFailsBeforeTheNumberIsJudged() {
        ok("play b K10");
        assertEquals("board not empty", fails("fixed_handicap 10"));
        assertEquals("board not empty", fails("fixed_handicap 1"));
        assertEquals("board not empty", fails("fixed_handicap 2"));
        assertTrue(fails("fixed_handicap x").startsWith("syntax error"));
        ok("boardsize 6");
        ok("play w C3");
        assertEquals("board not empty", fails("fixed_handicap 2"));
        ok("clear_board");
        assertEquals("invalid number of stones: no fixed handicap on the 6x6 grid", fails("fixed_handicap 2"));
    }

    @Test
    void setFreeHandicapPlacesTheGivenStones() {
        ok("boardsize 5");
        assertEquals("bad vertex list: 1 vertex, not from 2 to 24", fails("set_free_handicap C3"));
        assertEquals("bad vertex list: A1 twice", fails("set_free_handicap A1 a1"));
        assertEquals("bad vertex list: pass is not a vertex", fails("set_free_handicap A1 pass"));
        assertEquals("bad vertex list: 'F6' is not on the 5x5 grid", fails("set_free_handicap A1 F6"));
        assertTrue(!ok("showboard").contains("X"), "a refused list places nothing");
        // a board of fewer than 3 points has no room for 2 stones and an empty point
        ok("boardsize 1");
        assertEquals("bad vertex list: the 1x1 grid has no room for a handicap (2 stones and an empty point at least)",
                fails("set_free_handicap A1"));
        ok("boardsize 5");
        ok("set_free_handicap B2 D4 C3");
        String board = ok("showboard");
        assertTrue(board.contains("4 . . . X . 4"), board);
        assertTrue(board.contains("3 . . X . . 3"), board);
        assertTrue(board.contains("2 . X . . . 2"), board);
        assertTrue(board.endsWith("white to move, prisoner-difference 0, komi 0"), board);
        assertEquals("board not empty", fails("set_free_handicap A1 E5"));
    }

    @Test
    void gfxShowsDeadStonesAndTerritory() {
        ok("loadsgf one-eye.sgf");
        // The black string B3 A2 B2 is dead; White's territory is the empty A3, D3, D1 and the
        // points under the dead stones (3 + 2 x 3 = 9, W+9). Points are listed row by row from
        // the top, as the board's locations are numbered.
        assertEquals("MARK B3 A2 B2\nWHITE A3 B3 D3 A2 B2 D1\nTEXT J2003: W+9", ok("shinpan_gfx"));
    }

    @Test
    void gfxCirclesWhatIsUnknown() {
        ok("boardsize 5");
        ok("play b C3");
        ok("shinpan_max_states 5"); // far too few for the lone stone's capture test
        assertEquals("CIRCLE C3\nTEXT J2003: 1 string unknown", ok("shinpan_gfx"));
    }

    @Test
    void gfxSaysWhyAPositionIsNotFinal() throws IOException {
        // puzzles/j2003/ko/003 (derivation in its comment and ko.tst): the ko-stone D3 is
        // capturable-3, so the direct-ko rule forbids ending the game there
        Files.copy(Path.of("puzzles/j2003/ko/003-capturable-3.sgf"), dir.resolve("c3.sgf"));
        ok("loadsgf c3.sgf");
        String gfx = ok("shinpan_gfx");
        assertTrue(gfx.endsWith("\nTEXT J2003: not a final-position: direct-ko: the final-string at D3 is capturable-3, "
                + "so the pass that ended the game was illegal"), gfx);
    }

    @Test
    void aPositionThatIsNotFinalHasNoResultWithKomiEither() throws IOException {
        // The same position: J2003 gives no result, so komi cannot give one (it said W+6.5).
        Files.copy(Path.of("puzzles/j2003/ko/003-capturable-3.sgf"), dir.resolve("c3.sgf"));
        ok("loadsgf c3.sgf");
        ok("komi 6.5");
        String json = ok("shinpan_analyze");
        assertTrue(json.contains("\"result\":\"none\",\"resultWithKomi\":\"none\",\"final\":false"), json);
        // Territory counting has no direct-ko rule, and judges its dead stones with the plain dame
        // filled (TerritoryDeadStones): C1, the seam between the two pass-alive walls, gets a black
        // stone. D3 is then dead (the puzzle's capturable-3 rests on Black's answer at C1, its
        // 001-dead-ko-stone has C1 filled and D3 dead). Black A3 A1 (2); White F3 E1 and the dead
        // D3 (3); C3 D3 with D3 off touch both colours: -1, and komi 6.5: W+7.5.
        ok("shinpan_rules territory");
        json = ok("shinpan_analyze");
        assertTrue(json.contains("\"final\":true"), json);
        assertTrue(json.contains("\"deadStones\":[\"D3\"]") && json.contains("\"result\":\"W+7.5\""), json);
        assertTrue(json.contains("dead stones judged with the plain dame filled first (B:C1)"), json);
        assertTrue(!json.contains("\"note\":\"not final"), json);
        // ko/004 has no dame to fill and stays not final (its D4 capturable-3, ko.tst): territory
        // counting counts it as it stands and its note says J2003's finding as such
        Files.copy(Path.of("puzzles/j2003/ko/004-ko-and-cutting-stone-capturable-3.sgf"), dir.resolve("k4.sgf"));
        ok("loadsgf k4.sgf");
        json = ok("shinpan_analyze");
        assertTrue(json.contains("\"final\":true") && json.contains("J2003 finds it not final (direct-ko"), json);
        assertTrue(!json.contains("\"note\":\"not final"), json);
    }

    @Test
    void ljControlKeepsToTheEnginesLimits() throws IOException {
        // puzzles/lj/lj-control.tst derives the map of this position: White controls every
        // location. White's test on the whole board needs a search; with one situation per test
        // (shinpan_max_states 1) it stays undecided, so the locations only that set holds, Black's
        // one-eyed corner A3 B3 A2 B2, are unknown (the smaller set of White's string and eyes
        // is decided). Back at the default limit the map is whole again.
        Files.copy(Path.of("puzzles/j2003/basic/002-one-eye-dead.sgf"), dir.resolve("one-eye-lj.sgf"));
        ok("loadsgf one-eye-lj.sgf");
        ok("shinpan_max_states 1");
        assertEquals("A3 B3 A2 B2", ok("lj_control unknown"));
        ok("shinpan_max_states 2000000");
        assertEquals("", ok("lj_control unknown"));
        assertEquals("A3 B3 C3 D3 A2 B2 C2 D2 A1 B1 C1 D1", ok("lj_control white"));
    }

    @Test
    void everyCommandOfTheGoGuiMenuIsKnown() {
        String menu = ok("gogui-analyze_commands");
        List<String> lines = menu.lines().toList();
        assertTrue(lines.size() >= 5, menu);
        for (String line : lines) {
            String[] parts = line.split("/", 3);
            assertEquals(3, parts.length, line);
            assertTrue(List.of("gfx", "string", "hstring", "plist").contains(parts[0]), line);
            String command = parts[2].split(" ")[0];
            assertEquals("true", ok("known_command " + command), line);
        }
    }
}
