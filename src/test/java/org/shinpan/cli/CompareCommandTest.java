package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code shinpan compare}: one final position under every rule set. Expected values are derived by
 * hand in the comments, not copied from the program's output.
 */
class CompareCommandTest {
    private static final String ONE_EYE_DEAD = "puzzles/j2003/basic/002-one-eye-dead.sgf";
    private static final String OPEN_DAME = "puzzles/j2003/seki/003-open-dame.sgf";
    private static final String FIVE_RULE_SETS = "puzzles/rulesets/009-five-rule-sets.sgf";

    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private static String row(String rules, String black, String white, String score, String result) {
        return String.format("%-13s %6s %6s %8s  %s%n", rules, black, white, score, result);
    }

    /**
     * 4x3, row 3 on top:
     * <pre>
     *   3  . X O .
     *   2  X X O O
     *   1  O O O .
     *      A B C D
     * </pre>
     * White (6 stones) has the eyes D3 and D1; Black B3 A2 B2 (3 stones) has only A3: dead.
     *
     * <ul>
     *   <li>Area: Black 3 stones + A3 (neighbours B3, A2: black only) = 4; White 6 stones + D3
     *       (C3, D2) + D1 (C1, D2) = 8: W+4.
     *   <li>Territory counting: with B3 A2 B2 off, the region A3 B3 A2 B2 reaches only white
     *       (C3, A1, C2, B1): 4, plus D3 D1: 6 territory + 3 dead stones = 9; Black 0: W+9.
     *   <li>J2003 (the puzzle's own comment): 3 empty territory + 2 × 3 dead = 9: W+9.
     *   <li>Lasker–Maas: there are dead stones, which it would have captured: not applicable.
     *   <li>LJ (no TB/TW: control by the control tests): Black's smallest bordered set around the
     *       corner has one eye (A3) and cannot hold a two-eye formation against White's first move,
     *       so White controls the corner, and its eyes D3 D1. Rule 5 counts the 6 locations White
     *       controls (the corner's four, three of them under dead stones, and D3 D1) and the 3
     *       dead stones, as territory counting does: W+9.
     * </ul>
     * Area against territory counting: A3 goes from White (1) to Black (1): 2 toward Black; each
     * dead black stone from White (2) to Black (1): 3 × 3 = 9 toward Black; the 6 alive white
     * stones count for White: 6 toward White. In all 5 toward Black: -9 + 5 = -4.
     */
    @Test
    void deadStonesInTheCorner() {
        CliRun r = run("compare", ONE_EYE_DEAD);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("dead stones (J2003 analysis): B3 A2 B2\n"), r.out());
        assertTrue(r.out().contains(row("tromp-taylor", "4", "8", "-4", "W+4")), r.out());
        assertTrue(r.out().contains(row("territory", "0", "9", "-9", "W+9")), r.out());
        assertTrue(r.out().contains(row("j2003", "0", "9", "-9", "W+9")), r.out());
        assertTrue(r.out().contains(row("lasker-maas", "-", "-", "-", "not applicable")), r.out());
        assertTrue(r.out().contains(row("lj", "0", "9", "-9", "W+9")), r.out());
        assertTrue(r.out().contains("area scoring counts the 3 dead black stones B3 A2 B2 for Black (1 point each);"
                + " territory counting counts them for White (2 points each): 9 points toward Black"), r.out());
        assertTrue(r.out().contains("the 1 empty point (its region reaches only black stones, dead stones included) A3"
                + " for Black"), r.out());
        assertTrue(r.out().contains("area scoring counts the 6 alive white stones C3 C2 D2 A1 B1 C1 for White"),
                r.out());
        assertTrue(r.out().contains("tromp-taylor: in all 5 points toward Black"), r.out());
        assertTrue(r.out().contains("j2003: in all no difference"), r.out());
        assertTrue(r.out().contains("lj: rule 5 from the control decided by the control tests (rules 14-17)"), r.out());
        // White controls every location (puzzles/lj/lj-control.tst): rule 5 counts A3 once and the
        // dead stones twice for White, as territory counting does
        assertTrue(r.out().contains("lj: LJ rule 5 and territory counting count every intersection alike"), r.out());
        assertTrue(r.out().contains("lj: in all no difference against territory counting"), r.out());
        // The control tests of this 4x3 board need far less than a second: the same LJ row with
        // the shortest time limit.
        CliRun quick = run("compare", ONE_EYE_DEAD, "--lj-time-limit", "1");
        assertEquals(0, quick.code(), quick.err());
        assertTrue(quick.out().contains(row("lj", "0", "9", "-9", "W+9")), quick.out());
    }

    /**
     * 5x3, row 3 on top:
     * <pre>
     *   3  . . X O .
     *   2  X X X O O
     *   1  . X . O .
     *      A B C D E
     * </pre>
     * Both strings are alive (pass-alive); C1 is a dame they share.
     *
     * <ul>
     *   <li>Area: Black 5 stones + A3 B3 A1 = 8; White 4 stones + E3 E1 = 6; C1 reaches both: B+2.
     *   <li>Territory counting: Black's eyes 3, White's 2, C1 nobody's: B+1.
     *   <li>J2003: both regions touch the dame C1, so both are in seki: no territory: Draw.
     *   <li>Lasker–Maas: no dead stones, no prisoners: territory 3 - 2: B+1.
     *   <li>LJ (control by the control tests): Black has the eyes A3 B3 and A1 and controls them,
     *       White controls E3 and E1; C1 borders both colours and is neutral. LJ has no in-seki
     *       rule, so rule 5 gives 3 - 2: B+1.
     * </ul>
     * With komi 0.5 every margin but J2003's loses half a point: B+1.5, B+0.5, B+0.5, B+0.5; J2003 stays
     * a draw (score 0), W+0.5 with komi.
     */
    @Test
    void openDameSekiAsJson() {
        CliRun r = run("compare", OPEN_DAME, "--json", "--komi", "0.5");
        assertEquals(0, r.code(), r.err());
        String o = r.out();
        assertTrue(o.contains("{\"rules\":\"tromp-taylor\",\"score\":1.5,\"result\":\"B+1.5\",\"black\":8,\"white\":6,"), o);
        assertTrue(o.contains("{\"rules\":\"territory\",\"score\":0.5,\"result\":\"B+0.5\",\"black\":3,\"white\":2,"), o);
        assertTrue(o.contains("{\"rules\":\"j2003\",\"score\":0"), o);
        assertTrue(o.contains("\"result\":\"Draw\",\"black\":0,\"white\":0,"), o);
        assertTrue(o.contains("with komi 0.5: W+0.5"), o);
        assertTrue(o.contains("{\"rules\":\"lasker-maas\",\"score\":0.5,\"result\":\"B+0.5\",\"black\":3,\"white\":2,"), o);
        assertTrue(o.contains("{\"rules\":\"lj\",\"score\":0.5,\"result\":\"B+0.5\",\"black\":3,\"white\":2,"), o);
        // J2003 against territory counting: Black's 3 eye points and White's 2 are nobody's: 1 toward White.
        assertTrue(o.contains("J2003 counts the 3 empty points (in a J2003 in-seki region: its region touches a dame)"
                + " A3 B3 A1 for nobody; territory counting counts them for Black (1 point each): 3 points toward White"), o);
        assertTrue(o.contains("j2003: in all 1 point toward White"), o);
        assertTrue(o.contains("\"deadStones\":[]"), o);
    }

    /**
     * A diagram with prisoners from --prisoners. 3x3: Black holds the A column, White the C
     * column, the B column is empty.
     * <pre>
     *   X . O
     *   X . O
     *   X . O
     * </pre>
     * Nothing is dead (each side may always pass; the B column is shared liberties: dame).
     * --prisoners 2: Black captured 2 white stones. Area: 3 - 3 = 0 (prisoners ignored): Draw.
     * Territory counting: no territory, Black 2 prisoners: B+2. J2003: score = prisoner-difference
     * 2: B+2. Lasker–Maas: White has 2 white stones left in the prisoners' place: 0 - (0 - 2): B+2.
     */
    @Test
    void diagramWithPrisoners() throws IOException {
        Path f = Files.writeString(dir.resolve("wall.txt"), "X . O\nX . O\nX . O\n");
        CliRun r = run("compare", f.toString(), "--prisoners", "2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("prisoners: Black 2, White 0 (--prisoners 2)"), r.out());
        assertTrue(r.out().contains(row("tromp-taylor", "3", "3", "0", "Draw")), r.out());
        assertTrue(r.out().contains(row("territory", "2", "0", "2", "B+2")), r.out());
        assertTrue(r.out().contains(row("j2003", "2", "0", "2", "B+2")), r.out());
        assertTrue(r.out().contains(row("lasker-maas", "0", "-2", "2", "B+2")), r.out());
        assertTrue(r.out().contains("area scoring does not count prisoners (Black 2, White 0), territory counting does:"
                + " 2 points toward White"), r.out());
    }

    @Test
    void badInputExitsWithTwo() throws IOException {
        CliRun missing = run("compare", dir.resolve("nope.sgf").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
        CliRun komi = run("compare", ONE_EYE_DEAD, "--komi", "x");
        assertEquals(2, komi.code());
        assertTrue(komi.err().contains("--komi takes a number"), komi.err());
        Path f = Files.writeString(dir.resolve("bad.sgf"), "(;GM[1]FF[4]SZ[3]AB[aa]AW[ba][ab])");
        CliRun noLiberty = run("compare", f.toString());
        assertEquals(2, noLiberty.code());
        assertTrue(noLiberty.err().contains("has no liberty"), noLiberty.err());
        CliRun ljTime = run("compare", ONE_EYE_DEAD, "--lj-time-limit", "0");
        assertEquals(2, ljTime.code());
        assertTrue(ljTime.err().contains("--lj-time-limit"), ljTime.err());
    }

    /**
     * {@code puzzles/rulesets/009-five-rule-sets.sgf}, whose root comment derives these rows. After
     * move 19 (the end of the first phase), 5x5, row 5 on top:
     * <pre>
     *   5  O X . O .
     *   4  . X X O O
     *   3  X X X O .
     *   2  . . X O O
     *   1  . X X O .
     *      A B C D E
     * </pre>
     * White A5 is dead, C5 an open dame, nothing captured yet. Area: Black 9 stones + A2 B2 A1 = 12,
     * White 8 stones + E5 E3 E1 = 11: B+1. Territory counting: A5 A4 A2 B2 A1 + the dead stone = 6
     * against 3: B+3. J2003: both regions touch the dame, so both are in-seki: score 0, Draw.
     * Lasker–Maas: a dead stone on the board: not applicable. LJ: Black controls A5 A4 A2 B2 A1,
     * White E5 E3 E1: 6 against 3, B+3.
     * <p>
     * At the end of the main line (move 23, after the Lasker–Maas second phase: A5 captured by A4,
     * C5 filled by White; Black has 1 prisoner): area 10 + 4 = 14 against 8 + 3 = 11, B+3; territory
     * 4 + 1 = 5 against 3, B+2; J2003 no dame left, 4 + 1 - 3 = 2, B+2; Lasker–Maas 4 - 0 against
     * 3 - 1, B+2; LJ 4 + 1 captive = 5 against 3, B+2.
     */
    @Test
    void oneGameAfterMoveNAndAtTheEndOfTheMainLine() {
        CliRun first = run("compare", FIVE_RULE_SETS, "--move", "19");
        assertEquals(0, first.code(), first.err());
        String o = first.out();
        assertTrue(o.contains("5x5, after move 19 of the main line's 23; komi 0 for every rule set\n"), o);
        assertTrue(o.contains("prisoners: Black 0, White 0 (counted from the 19 moves of the main line)\n"), o);
        assertTrue(o.contains("dead stones (J2003 analysis): A5\n"), o);
        assertRows(o, "tromp-taylor 12 11 1 B+1", "territory 6 3 3 B+3", "j2003 0 0 0 Draw",
                "lasker-maas - - - not-applicable", "lj 6 3 3 B+3");

        CliRun end = run("compare", FIVE_RULE_SETS);
        assertEquals(0, end.code(), end.err());
        o = end.out();
        assertTrue(o.contains("5x5, end of the main line (23 moves)"), o);
        assertTrue(o.contains("prisoners: Black 1, White 0 (counted from the 23 moves of the main line)\n"), o);
        assertTrue(o.contains("dead stones (J2003 analysis): none\n"), o);
        assertRows(o, "tromp-taylor 14 11 3 B+3", "territory 5 3 2 B+2", "j2003 5 3 2 B+2",
                "lasker-maas 4 2 2 B+2", "lj 5 3 2 B+2");
        // every referee judges the moves and takes them: the first phase's up to its two passes
        // (moves 18, 19), the Lasker-Maas one the second phase too; nothing is refused
        assertTrue(!o.contains("illegal") && !end.err().contains("forbid"), o + end.err());

        CliRun beyond = run("compare", FIVE_RULE_SETS, "--move", "24");
        assertEquals(2, beyond.code());
        assertTrue(beyond.err().contains("--move 24 is out of range: the main line has 23 moves"), beyond.err());
    }

    /**
     * Where no move follows the two passes, compare scores the position analyze takes, with
     * analyze's warnings (docs/j2003.md, "the final-position of a record"). A record that ends
     * without two passes (3x3, B B2 only) is scored at its last position, with analyze's warning that
     * the game did not end there: a lone black stone, whose regions reach only Black, gives area 1 + 8
     * = 9 against 0, B+9. A white stone set up after the two passes that ended the game (B B2, W
     * pass, B pass, then AW A3) is no part of the game: without it area is B+9 again, where with it
     * the 7 empty points would reach both colours and area would be 1 against 1, a Draw.
     */
    @Test
    void withoutMovesAfterTheEndThePositionAndWarningsOfAnalyze() throws IOException {
        Path noPasses = Files.writeString(dir.resolve("no-passes.sgf"), "(;GM[1]FF[4]SZ[3]KM[0];B[bb])");
        Path setUp = Files.writeString(dir.resolve("set-up.sgf"), "(;GM[1]FF[4]SZ[3]KM[0];B[bb];W[];B[];AW[aa])");
        String[] warnings = {"no-passes.sgf: warning: the record ends at move 1 without the two passes that end a game",
            "set-up.sgf: warning: set-up after the two passes that ended the game at move 3 is not applied"};
        Path[] files = {noPasses, setUp};
        for (int i = 0; i < files.length; i++) {
            CliRun compare = run("compare", files[i].toString(), "--lj-time-limit", "5");
            assertEquals(0, compare.code(), compare.err());
            assertRows(compare.out(), "tromp-taylor 9 0 9 B+9");
            String warning = compare.err().lines().filter(l -> l.contains(": warning: ")).findFirst().orElse("");
            assertTrue(warning.contains(warnings[i]), compare.err());
            CliRun analyze = run("analyze", files[i].toString());
            assertTrue(analyze.err().lines().anyMatch(warning::equals), warning + " in\n" + analyze.err());
        }
    }

    /** Two records of one ko, hand-made in src/test/resources (their comments say what is played). */
    private static final String KO_RETAKE = "src/test/resources/org/shinpan/cli/compare-ko-retake.sgf";
    private static final String KO_RETAKE_AFTER_PASS = "src/test/resources/org/shinpan/cli/compare-ko-retake-after-pass.sgf";

    /**
     * 5x5, the set-up position S (row 5 on top), White to move:
     * <pre>
     *   5  . X O O .
     *   4  . X O O O
     *   3  X . X O .
     *   2  . X O O O
     *   1  . X O O .
     *      A B C D E
     * </pre>
     * Black C3 has one liberty, B3. Move 1, W B3, captures it (B3 itself has none until C3 is
     * gone: a ko capture); move 2, B C3, takes back at once, capturing B3, and so makes S again.
     * Every rule set of the table forbids move 2: basic-ko (territory, j2003), since S is the
     * position just before move 1, White's last; positional superko (tromp-taylor), since S stood at
     * the start; Lasker-Maas's superko with the same player to move, since S with White to move
     * stood at the start; LJ rule 12, since move 1 left exactly two stones without liberty, the new
     * white one and one black, so C3 is prohibited in the next turn. No row can be scored: the file
     * is refused at the line of move 2's node (6), exit code 2, with each rule set's reason; --move 1
     * stops before the retake, and nothing is refused there.
     */
    @Test
    void aKoRetakeThatEveryRuleSetForbidsRefusesTheRecord() {
        CliRun r = run("compare", KO_RETAKE);
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().contains(KO_RETAKE + ":6: every rule set compare scores forbids a move that reaches the position: "),
                r.err());
        for (String each : new String[] {"tromp-taylor: illegal move 2 (B C3): positional-superko: ",
            "territory: illegal move 2 (B C3): basic-ko: ", "j2003: illegal move 2 (B C3): basic-ko: ",
            "lasker-maas: illegal move 2 (B C3): positional-superko: ", "lj: illegal turn 2 (B C3): temporarily-prohibited: "}) {
            assertTrue(r.err().contains(each), each + " in " + r.err());
        }
        assertTrue(r.err().contains("--move 1 compares the position before move 2"), r.err());
        CliRun before = run("compare", KO_RETAKE, "--move", "1");
        assertEquals(0, before.code(), before.err());
        assertTrue(!before.out().contains("illegal"), before.out());
    }

    /**
     * The same ko, Black to move in S: move 1 Black passes, move 2 W B3 takes the ko, move 3 B C3
     * takes back at once, move 4 White passes, move 5 B B3 connects, moves 6 and 7 are passes. Move 3
     * makes S again: basic-ko forbids it (S is the position just before move 2, after Black's pass),
     * positional superko too (S stood at the start), and LJ rule 12 (move 2 was a ko capture). The
     * Lasker-Maas rule compares positions with the same player to move: after move 3 White is to
     * move, and S stood only with Black to move (at the start; the position after a pass is not
     * one it records), so it takes move 3, and every other move. Only its row is scored, on the
     * final position:
     * <pre>
     *   5  . X O O .
     *   4  . X O O O
     *   3  X X X O .
     *   2  . X O O O
     *   1  . X O O .
     * </pre>
     * Black's one string has two eyes, A5-A4 and A2-A1, and White's the three E5 E3 E1: no dead
     * stone (both pass-alive), so Lasker-Maas applies. Territory Black 4, White 3; each colour has
     * one stone in the prisoners' place (C3 taken at move 2, B3 at move 3), subtracted from its own
     * score: Black 3, White 2, B+1. The other rows say which move their rules forbid; with
     * territory counting refused, nothing is compared with it.
     */
    @Test
    void aKoRetakeThatOnlyLaskerMaasTakesIsScoredByItAlone() {
        CliRun r = run("compare", KO_RETAKE_AFTER_PASS);
        assertEquals(0, r.code(), r.err());
        assertRows(r.out(), "tromp-taylor - - - illegal", "territory - - - illegal", "j2003 - - - illegal",
                "lasker-maas 3 2 1 B+1", "lj - - - illegal");
        assertTrue(r.out().contains(refusedNote("tromp-taylor", "illegal move 3 (B C3): positional-superko: ")), r.out());
        assertTrue(r.out().contains(refusedNote("territory", "illegal move 3 (B C3): basic-ko: ")), r.out());
        assertTrue(r.out().contains(refusedNote("j2003", "illegal move 3 (B C3): basic-ko: ")), r.out());
        assertTrue(r.out().contains(refusedNote("lj", "illegal turn 3 (B C3): temporarily-prohibited: ")), r.out());
        assertTrue(r.out().contains("  - no comparison: territory counting, the reference, forbids a move of the record"),
                r.out());
        assertTrue(r.err().contains("compare scores only lasker-maas"), r.err());
    }

    /** Hand-made records with other illegal moves than a ko retake (their comments say what is played). */
    private static final String SUPERKO_CYCLE = "src/test/resources/org/shinpan/cli/compare-superko-cycle.sgf";
    private static final String OUT_OF_TURN = "src/test/resources/org/shinpan/cli/compare-out-of-turn.sgf";
    private static final String SUICIDE_THEN_OUT_OF_TURN =
            "src/test/resources/org/shinpan/cli/compare-suicide-then-out-of-turn.sgf";

    /**
     * A cycle of two kos and a pass, no immediate retake in it. 5x7, the start S (row 7 on top),
     * Black to move:
     * <pre>
     *   7  . X O O .
     *   6  . X O O O
     *   5  X . X O .
     *   4  . X O O O
     *   3  X O . O .
     *   2  . X O O O
     *   1  . X O O .
     *      A B C D E
     * </pre>
     * Write u for the upper ko (o: Black C5 stands, f: White B5 stands) and l for the lower (o: Black
     * C3, f: White B3); S is (u o, l f). 1 B C3 takes B3: (o, o). 2 W B5 takes C5: (f, o). 3 B pass.
     * 4 W B3 takes C3: (f, f). 5 B C5 takes B5: (o, f), S again. Then 6 W pass, 7 B B5, 8 W pass,
     * 9 B C3 (takes B3), 10 W pass, 11 B B3, 12 W pass, 13 B pass: both kos connected.
     * <ul>
     *   <li>Basic-ko (territory, j2003) forbids none: move 2 makes (f, o), not S, the position before
     *       move 1; moves 4, 9 and 11 follow a pass (the position before it is the current one); move 5
     *       makes S, not (f, o), the position before move 4 (after the pass 3).
     *   <li>tromp-taylor: move 5 recreates S, the starting position: positional superko, illegal.
     *   <li>j2003: move 5 makes the position just before an earlier move (move 1): a long cycle ends
     *       the game there. Removed by plays since S first stood (the start): white B3 (move 1) and
     *       B5 (move 5), black C5 (move 2) and C3 (move 4): 2 and 2, a long-cycle-tie: Draw, no score.
     *   <li>lasker-maas: positions after plays with the player to move are S/Black (the start),
     *       (o,o)/White, (f,o)/Black, (f,f)/Black, then S/White after move 5: S stood only with
     *       Black to move, so move 5 is legal; moves 7, 9 and 11 make new positions. Legal.
     *   <li>lj: rule 12 prohibits for one turn the location a ko capture cleared: B3 in turn 2 (White
     *       plays B5), C5 in turn 3 (Black passes), C3 in turn 5 (Black plays C5), B5 in turn 6 (White
     *       passes), B3 in turn 10 (White passes). No cycle is removed. Legal.
     * </ul>
     * The final position: one black string (B7 down to B1 with A5 C5 A3 C3) with the eyes A7-A6, A4,
     * A2-A1, and the white string with E7 E5 E3 E1: both pass-alive (Benson), nothing dead. Black took
     * 3 white stones (moves 1, 5, 9), White 2 black. Territory counting: 5 + 3 = 8 against 4 + 2 = 6,
     * B+2. Lasker-Maas: 5 minus Black's 2 stones in the prisoners' place = 3, 4 minus 3 = 1, B+2. LJ:
     * each player controls his eyes (a region enclosed by an unconditionally alive string): 5 + 3
     * captives against 4 + 2, B+2.
     */
    @Test
    void aSuperkoCycleWithoutAnImmediateRetakeIsRefereed() {
        CliRun r = run("compare", SUPERKO_CYCLE);
        assertEquals(0, r.code(), r.err());
        assertRows(r.out(), "tromp-taylor - - - illegal", "territory 8 6 2 B+2", "j2003 - - - Draw",
                "lasker-maas 3 1 2 B+2", "lj 8 6 2 B+2");
        assertTrue(r.out().contains(refusedNote("tromp-taylor", "illegal move 5 (B C5): positional-superko: ")), r.out());
        assertTrue(r.out().contains("  j2003: a long cycle ended the game, so no final-position is analysed: J2003"
                + " long-cycle-tie (move 5: long-cycle-tie"), r.out());
        assertTrue(r.out().contains("removed by plays since then: 2 white, 2 black, a tie"), r.out());
        // neither the refused row nor the long cycle's is compared with territory counting
        assertTrue(r.out().lines().noneMatch(l -> l.startsWith("  - tromp-taylor:") || l.startsWith("  - j2003:")),
                r.out());
        assertTrue(r.err().contains("the record reaches its position by a move that tromp-taylor forbids (their rows say"
                + " which); compare scores only territory, j2003, lasker-maas, lj"), r.err());
        // before move 5 no rule set refuses anything and no long cycle has ended the game
        CliRun before = run("compare", SUPERKO_CYCLE, "--move", "4", "--json");
        assertEquals(0, before.code(), before.err());
        assertTrue(!before.out().contains("illegal") && !before.out().contains("long-cycle"), before.out());
    }

    /**
     * 3x3: move 1 B B2, move 2 B A3, out of turn: every referee lets the players alternate
     * (Referee and LaskerMaasReferee: {@code out-of-turn}, LJ rule 3 the same), so every rule set
     * refuses move 2 and the file is refused at the line of its node (4), with {@code --move 1}.
     * With {@code HA[2]} on an empty board the same two black moves are Black's handicap
     * placements, legal under every referee: then W and B pass, and nothing is refused; area is
     * Black's 2 stones and the 7 empty points, which reach only black stones: B+9.
     */
    @Test
    void aMoveOutOfTurnIsRefusedByEveryRuleSetButAHandicapPlacementIsNot() throws IOException {
        CliRun r = run("compare", OUT_OF_TURN);
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().contains(OUT_OF_TURN + ":4: every rule set compare scores forbids a move that reaches the"
                + " position: "), r.err());
        for (String rules : new String[] {"tromp-taylor", "territory", "j2003", "lasker-maas"}) {
            assertTrue(r.err().contains(rules + ": illegal move 2 (B A3): out-of-turn: White is to move"), r.err());
        }
        assertTrue(r.err().contains("lj: illegal turn 2 (B A3): out-of-turn: White has the turn"), r.err());
        assertTrue(r.err().contains("--move 1 compares the position before move 2"), r.err());

        Path handicap = CliRun.file(dir, "handicap.sgf", Files.readString(Path.of(OUT_OF_TURN))
                .replace("KM[0]", "KM[0]HA[2]"));
        CliRun h = run("compare", handicap.toString(), "--lj-time-limit", "5");
        assertEquals(0, h.code(), h.err());
        assertRows(h.out(), "tromp-taylor 9 0 9 B+9");
        assertTrue(!h.out().contains("illegal"), h.out());
        assertTrue(!h.err().contains("forbid"), h.err());
    }

    /**
     * puzzles/rulesets/001's nine moves up to its move 7, B A3, a suicide of the three stones A3 B3
     * A2 (legal under Tromp-Taylor's rule 7, which leaves a new position; illegal under the
     * territory page, J2003's {no suicide}, Lasker-Maas's rule 2 and LJ rule 10), then move 8, B C1,
     * out of turn. Tromp-Taylor's first illegal move is 8, every other rule set's is 7: all refuse,
     * and the file is refused at the line of move 7's node (5), the first a referee refuses, with
     * {@code --move 6}.
     */
    @Test
    void whenEveryRuleSetRefusesTheFileIsRefusedAtTheFirstIllegalMove() {
        CliRun r = run("compare", SUICIDE_THEN_OUT_OF_TURN);
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().contains(SUICIDE_THEN_OUT_OF_TURN + ":5: every rule set compare scores forbids a move that"
                + " reaches the position: tromp-taylor: illegal move 8 (B C1): out-of-turn: White is to move; "
                + "territory: illegal move 7 (B A3): suicide: "), r.err());
        assertTrue(r.err().contains("j2003: illegal move 7 (B A3): suicide: "), r.err());
        assertTrue(r.err().contains("lasker-maas: illegal move 7 (B A3): suicide: "), r.err());
        assertTrue(r.err().contains("lj: illegal turn 7 (B A3): suicide: "), r.err());
        assertTrue(r.err().contains("(replay --rules NAME referees the game; --move 6 compares the position before"
                + " move 7)"), r.err());
    }

    /**
     * A record the referees cannot read (set-up stones after the first move), which compare reads,
     * is not refused for it: its moves are not refereed, a warning says so, and every rule set is
     * scored. 3x3: B B2, AW C1 (a set-up node), B A3 (out of turn, not refereed), W pass, B pass.
     * Area: Black 2 stones, White 1; the 6 empty points form one region reaching both: B+1. The same
     * with a play basic-ko excludes, found from the positions alone (compare-ko-retake.sgf and a set-up
     * node after its last move), is refused as it was before every record was refereed.
     */
    @Test
    void aRecordTheRefereesCannotReadIsScoredUnrefereedWithAWarning() throws IOException {
        Path f = CliRun.file(dir, "set-up.sgf", "(;GM[1]FF[4]SZ[3]KM[0]\n;B[bb]\n;AW[cc]\n;B[aa]\n;W[];B[])");
        CliRun r = run("compare", f.toString(), "--lj-time-limit", "5");
        assertEquals(0, r.code(), r.err());
        assertRows(r.out(), "tromp-taylor 2 1 1 B+1");
        assertTrue(!r.out().contains("illegal"), r.out());
        assertTrue(r.err().contains("set-up.sgf:3:2: warning: the moves are not refereed: the referees cannot read the"
                + " record (AW sets up stones after the first move"), r.err());

        Path retake = CliRun.file(dir, "retake-set-up.sgf", Files.readString(Path.of(KO_RETAKE))
                .replace(";B[])", ";B[];AB[aa])"));
        CliRun k = run("compare", retake.toString());
        assertEquals(2, k.code(), k.err());
        assertTrue(k.err().contains("retake-set-up.sgf:6: illegal move 2 (B C3): basic-ko: "), k.err());
        assertTrue(k.err().contains("; the referees cannot read the record (AB sets up stones after the first move"),
                k.err());
    }

    /** The start of the note of a row whose rule set refuses the move {@code illegal} ("illegal move 3 (B C3): basic-ko: "). */
    private static String refusedNote(String rules, String illegal) {
        return "  " + rules + ": the record reaches the position by a move these rules forbid: " + illegal;
    }

    /** Each of {@code rows} ("rules black white score result", a hyphen in the result for a space) is a row of {@code out}. */
    private static void assertRows(String out, String... rows) {
        for (String r : rows) {
            String[] f = r.split(" ");
            assertTrue(out.contains(row(f[0], f[1], f[2], f[3], f[4].replace('-', ' '))), r + " in\n" + out);
        }
    }

    /** TB/TW describe the end of a record: with an earlier --move, LJ control comes from the tests. */
    @Test
    void recordedControlOnlyAtTheEndOfTheMainLine() {
        String lj = "puzzles/rulesets/lj/001-cycle-removed.sgf";
        assertTrue(run("compare", lj).out().contains("lj: rule 5 from the control the SGF gives in TB/TW"));
        String o = run("compare", lj, "--move", "9").out();
        assertTrue(o.contains("after move 9 of the main line's 10") && !o.contains("TB/TW (taken as given"), o);
    }

    /**
     * Where the J2003 analysis has no score, its row names the undecided strings with their notes,
     * at most five, and the rows that need it refer to it. An 11x1 line of alternating lone stones
     * and gaps, {@code X . O . X . O . X . O}: six one-stone strings, none pass-alive, and five
     * states per test are far too few for any of them, so all six are undecided: five named, one
     * counted.
     */
    @Test
    void undecidedStringsAreNamedOnceOnTheJ2003Row() throws IOException {
        Path f = dir.resolve("line.txt");
        Files.writeString(f, "X . O . X . O . X . O\n");
        CliRun r = run("compare", f.toString(), "--max-states", "5");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("  j2003: the J2003 analysis could not decide 6 strings (black A1: "), r.out());
        assertTrue(r.out().contains("; and 1 more)\n"), r.out());
        assertTrue(!r.out().contains("white L1: "), r.out()); // the sixth string is only counted
        assertTrue(r.out().contains("  territory: needs the dead stones: the J2003 analysis could not decide 6 strings (see j2003)\n"),
                r.out());
        assertTrue(r.out().contains("no comparison: the J2003 analysis could not decide 6 strings (see j2003)\n"), r.out());
    }

    /**
     * compare prints the SGF reader's warnings once each (ReplayCommandTest.READER_WARNINGS: FF on a
     * move node, SZ in a variation), for a record of plays and for an LJ record, whose LJ row the LJ
     * reader reads again (the file's warnings are the first reading's, not printed twice). The game
     * ends with two passes at its last move, so no warning about the end follows.
     */
    @Test
    void theReadersWarningsArePrintedOnce() throws IOException {
        CliRun plays = run("compare", ReplayCommandTest.READER_WARNINGS);
        assertEquals(0, plays.code(), plays.err());
        assertEquals(ReplayCommandTest.readerWarnings(ReplayCommandTest.READER_WARNINGS), plays.err());
        // LJP[aa] on the root's first line: A3 initially prohibited, the warnings' lines unchanged
        Path lj = CliRun.file(dir, "lj.sgf", Files.readString(Path.of(ReplayCommandTest.READER_WARNINGS))
                .replaceFirst("KM\\[0\\]", "KM[0]LJP[aa]"));
        CliRun ljRecord = run("compare", lj.toString());
        assertEquals(0, ljRecord.code(), ljRecord.err());
        assertEquals(ReplayCommandTest.readerWarnings(lj.toString()), ljRecord.err());
    }
}
