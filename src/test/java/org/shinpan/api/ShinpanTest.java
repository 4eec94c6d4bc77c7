package org.shinpan.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.shinpan.board.Diagram;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.io.InputException;
import org.shinpan.rules.RuleSet;

/** The library facade; every expected value derived by hand in the comments. */
class ShinpanTest {
    /**
     * puzzles/j2003/basic/004: White's six stones are pass-alive; the black stone D1 is dead.
     * J2003: White's territory A3 C3 D3 A1 C1 and D1 under the dead stone: 5 + 2 = 7, W+7.
     */
    private static final Position DEAD_STONE = Diagram.parse("""
            . O . .
            O O O O
            . O . X
            """);

    @TempDir
    Path dir;

    @Test
    void j2003AnalysisOfAFinalPosition() {
        Analysis a = Shinpan.analyze(DEAD_STONE, RuleSet.J2003.withKomi(6.5));
        assertEquals("4x3", a.board());
        assertEquals("W+7", a.result());
        assertEquals(OptionalDouble.of(-7), a.score());
        assertEquals(Optional.of("W+13.5"), a.resultWithKomi());
        assertEquals(List.of("D1"), a.deadStones());
        assertEquals(List.of("A3", "C3", "D3", "A1", "C1", "D1"), a.whiteTerritory());
        assertEquals(List.of(), a.blackTerritory());
        assertEquals(List.of(), a.dame());
        assertEquals(2, a.strings().size());
        Analysis.StringStatus d1 = a.statusAt("D1").orElseThrow();
        assertEquals(Player.BLACK, d1.player());
        assertEquals(Capturability.DEAD, d1.status());
        assertEquals(Optional.of(false), d1.alive());
        assertEquals("W:C1 +", d1.certificate());
        assertEquals(Capturability.UNCAPTURABLE, a.statusAt("B3").orElseThrow().status());
        assertEquals(0, a.unknownCount());
        assertTrue(a.isFinal());
    }

    /**
     * The certificate bound of {@link Limits}. White's wall is pass-alive, and its certificate is
     * its owner's pass against every black move. Black's legal moves are C3 and D3 (each keeps the
     * other as a liberty) and the pass; A3, A1 and C1 have no liberty and capture nothing. With a
     * bound of one move the first of them is followed and its branch cut at once, the other two
     * listed as not shown: a tree one move deep. With the default bound White's pass answers
     * each: two moves deep at least.
     */
    @Test
    void theCertificateBoundOfTheLimitsReachesTheTrees() {
        org.shinpan.hypo.HypotheticalAnalysis.Result one = Shinpan.j2003(DEAD_STONE, 0,
                Limits.DEFAULT.withCertificateMoves(1));
        org.shinpan.hypo.HypotheticalAnalysis.Result all = Shinpan.j2003(DEAD_STONE, 0, Limits.DEFAULT);
        int wall = one.position().stringAt(DEAD_STONE.graph().parseLocation("B3")).index();
        org.shinpan.hypo.HypotheticalStrategy.Node cut = one.verdicts().get(wall).tests().get(0).result().certificate()
                .strategy().root();
        assertEquals(3, cut.children().size());
        assertEquals(1, depth(cut));
        assertTrue(depth(all.verdicts().get(wall).tests().get(0).result().certificate().strategy().root()) >= 2);
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.withCertificateMoves(0));
    }

    private static int depth(org.shinpan.hypo.HypotheticalStrategy.Node node) {
        int d = 0;
        for (org.shinpan.hypo.HypotheticalStrategy.Node child : node.children()) d = Math.max(d, 1 + depth(child));
        return d;
    }

    @Test
    void territoryCountingTakesTheDeadStonesFromTheAnalysis() {
        // Dead D1 off: the empty A3 C3 D3 A1 C1 D1 border White only: 6, plus the dead stone: 7;
        // Black 0; komi 6.5: -13.5.
        Analysis a = Shinpan.analyze(DEAD_STONE, RuleSet.TERRITORY, 0, Limits.DEFAULT);
        assertEquals(OptionalDouble.of(-13.5), a.score());
        assertEquals("W+13.5", a.result());
        assertEquals(List.of("D1"), a.deadStones());
        assertEquals(List.of("A3", "C3", "D3", "A1", "C1", "D1"), a.whiteTerritory());
    }

    @Test
    void areaScoringCountsStonesAsTheyStand() {
        // Black: the stone D1. White: 6 stones + A3, C3 D3, A1 (C1 touches D1 too: neutral) = 10. W+9.
        Analysis a = Shinpan.analyze(DEAD_STONE, RuleSet.TROMP_TAYLOR);
        assertEquals(OptionalDouble.of(-9), a.score());
        assertEquals("W+9", a.result());
        assertEquals(List.of(), a.strings());
        assertEquals(List.of("A3", "C3", "D3", "A1"), a.whiteTerritory());
    }

    @Test
    void aPositionTooLargeForTheSearchIsUnknownWithTheReason() {
        // 5 empty intersections (A3 C3 D3 A1 C1), search offered at most 4: White stays uncapturable by Benson,
        // D1 is unknown, and so is the score.
        Analysis a = Shinpan.analyze(DEAD_STONE, RuleSet.J2003, 0, Limits.DEFAULT.withMaxEmpty(4));
        assertEquals("unknown", a.result());
        assertEquals(OptionalDouble.empty(), a.score());
        assertEquals(1, a.unknownCount());
        assertEquals(Capturability.UNCAPTURABLE, a.statusAt("B2").orElseThrow().status());
        assertEquals(Optional.empty(), a.statusAt("D1").orElseThrow().alive());
        assertTrue(a.note().contains("5 empty intersections, more than the 4"), a.note());
        assertEquals(List.of(), a.whiteTerritory());
    }

    @Test
    void readsAnSgfFileWithKomiResultAndPrisoners() throws IOException {
        // 3x3: W A1, B B1, W C1, B A2 takes the last liberty of A1: one white stone removed.
        Path f = dir.resolve("g.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[3]KM[6.5]RE[W+0.5]RU[Japanese];W[ac];B[bc];W[cc];B[ab])");
        Game g = Shinpan.read(f);
        assertEquals(4, g.moves());
        assertEquals(1, g.prisonerDifference());
        assertEquals(OptionalDouble.of(6.5), g.komi());
        assertEquals(Optional.of("W+0.5"), g.recordedResult());
        assertEquals(Optional.of("Japanese"), g.recordedRules());
        assertTrue(g.position().isEmpty(g.position().graph().parseLocation("A1")));
    }

    @Test
    void analyzesAnSgfFileWithItsKomi() {
        // puzzles/j2003/basic/002: Black B3 A2 B2 dead; White: A3 + three dead stones twice + D3 + D1 = 9.
        Analysis a = Shinpan.analyze(Path.of("puzzles/j2003/basic/002-one-eye-dead.sgf"));
        assertEquals("W+9", a.result());
        assertEquals(List.of("B3", "A2", "B2"), a.deadStones());
        assertEquals(Optional.of("W+9"), a.resultWithKomi()); // KM[0]
    }

    @Test
    void badFilesNameTheFileAndTheProblem() throws IOException {
        Path broken = dir.resolve("broken.sgf");
        Files.writeString(broken, "(;GM[1]FF[4]SZ[3];B[cc]");
        InputException e = assertThrows(InputException.class, () -> Shinpan.analyze(broken));
        assertTrue(e.getMessage().contains(broken.toString()), e.getMessage());
        InputException missing = assertThrows(InputException.class, () -> Shinpan.read(dir.resolve("none.sgf")));
        assertTrue(missing.getMessage().contains("no such file"), missing.getMessage());
        Path blank = dir.resolve("blank.sgf");
        Files.writeString(blank, "");
        InputException nothing = assertThrows(InputException.class, () -> Shinpan.read(blank));
        assertTrue(nothing.getMessage().endsWith("the file is empty: neither an SGF game nor a diagram"),
                nothing.getMessage());
    }

    /**
     * The entries that read a diagram or graph file themselves refuse a string without liberty at the
     * line and column of its stone, as the command line does. no-liberty.txt: line 1 a comment, line 2
     * the column letters, lines 3 to 5 rows 3 to 1; line 5 is "1 X O X 1", so B1's O stands at column 5
     * ('1' at 1, X at 3, O at 5). Black's A1, C1 and B2 have liberties (A2, C2, A2): B1 is the only
     * string without one. The graph file: a and b neighbour only each other, Black on a, White on b,
     * so both strings have none; a is the first location, named at line 3, "black a", column 7.
     */
    @Test
    void aStringWithoutLibertyInATextFileIsRefusedAtItsStone() throws IOException {
        String diagram = "src/test/resources/org/shinpan/api/no-liberty.txt";
        InputException analyzed = assertThrows(InputException.class, () -> Shinpan.analyze(Path.of(diagram)));
        assertEquals(diagram + ":5:5: not a final position: the string at B1 has no liberty", analyzed.getMessage());
        assertEquals(5, analyzed.line());
        assertEquals(5, analyzed.column());
        InputException problem = assertThrows(InputException.class,
                () -> Shinpan.tsumego(Path.of(diagram), Limits.DEFAULT));
        assertEquals(diagram + ":5:5: the string at B1 has no liberty", problem.getMessage());
        Path graph = dir.resolve("g.txt");
        Files.writeString(graph, "locations a b\nedge a b\nblack a\nwhite b\n");
        InputException onGraph = assertThrows(InputException.class, () -> Shinpan.analyze(graph));
        assertEquals(graph + ":3:7: not a final position: the string at a has no liberty", onGraph.getMessage());
    }

    @Test
    void rejectsRuleSetsAFinalPositionCannotDecide() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Shinpan.analyze(DEAD_STONE, RuleSet.LJ));
        assertTrue(e.getMessage().contains("replay the whole game"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Shinpan.replay(Path.of("puzzles/examples/short-game.sgf"), RuleSet.LASKER_MAAS));
    }

    @Test
    void replaysAGameUnderTrompTaylor() {
        // puzzles/examples/short-game.sgf, final position:
        //   5 . . X X .     Black: 9 stones + A5 B5, E5, C4, A3 = 14
        //   4 X X . X X     White: 7 stones + B1 C1 D1 E1 = 11
        //   3 . X X O O     B+3
        //   2 X O O O O
        //   1 O . . . .
        Replayed r = Shinpan.replay(Path.of("puzzles/examples/short-game.sgf"), RuleSet.TROMP_TAYLOR);
        assertEquals(20, r.moves());
        assertEquals(List.of(), r.illegalMoves());
        assertEquals(Optional.of("move 20: two consecutive passes"), r.end());
        assertEquals("B+3", r.result());
    }

    /**
     * puzzles/rulesets/001 (derivation in its comment): Black's move 7 at A3 is a suicide of three
     * stones, legal under Tromp–Taylor, where the game ends W+9 (White's 3 stones and both empty
     * regions). Read under J2003's suicide rule it is refused; read under Tromp–Taylor's it is a
     * game whose position area scoring counts W+9, and which J2003 refuses to analyse.
     */
    @Test
    void readsARecordUnderTheRuleSetsSuicideRule() throws IOException {
        Path file = Path.of("puzzles/rulesets/001-multi-stone-suicide.sgf");
        InputException prohibited = assertThrows(InputException.class, () -> Shinpan.read(file));
        assertTrue(prohibited.getMessage().contains("illegal move 7 (B A3): suicide"), prohibited.getMessage());
        Game game = Shinpan.read(file, RuleSet.TROMP_TAYLOR);
        assertEquals(9, game.moves());
        assertEquals(Diagram.parse(". . O\n. O .\nO . .\n"), game.position());
        assertEquals("W+9", Shinpan.analyze(game, RuleSet.TROMP_TAYLOR, Limits.DEFAULT).result());
        InputException j2003 = assertThrows(InputException.class,
                () -> Shinpan.analyze(game, RuleSet.J2003, Limits.DEFAULT));
        assertTrue(j2003.getMessage().contains("illegal move 7 (B A3): suicide, which J2003 prohibits"),
                j2003.getMessage());
        // a byte-order mark before a diagram held in memory is dropped, as a file's is
        assertEquals(Diagram.parse(". X\n. .\n"), Shinpan.parse("\uFEFF. X\n. .\n", "bom", RuleSet.J2003).position());
        // the same text held in memory reads and replays the same
        String text = Files.readString(file);
        Game parsed = Shinpan.parse(text, "001", RuleSet.TROMP_TAYLOR);
        assertEquals(game.position(), parsed.position());
        assertEquals(game.moves(), parsed.moves());
        assertEquals("W+9", Shinpan.replay(text, "001", RuleSet.TROMP_TAYLOR, Limits.DEFAULT).result());
    }

    /**
     * A replay's J2003 analysis keeps to the limits given: puzzles/examples/short-game.sgf's black
     * A2 is not decided within 2,000,000 states, so within 1,000 the J2003 result is unknown.
     */
    @Test
    void aReplayKeepsToItsLimits() {
        Replayed r = Shinpan.replay(Path.of("puzzles/examples/short-game.sgf"), RuleSet.J2003,
                Limits.DEFAULT.withMaxStates(1000));
        assertEquals("unknown", r.result());
        assertTrue(r.explanation().contains("state limit 1000"), r.explanation());
    }

    @Test
    void limitsRejectNonsense() {
        assertThrows(IllegalArgumentException.class, () -> new Limits(0, Duration.ofSeconds(1), 1));
        assertThrows(IllegalArgumentException.class, () -> new Limits(1, Duration.ZERO, 1));
        assertThrows(IllegalArgumentException.class, () -> new Limits(1, Duration.ofSeconds(1), -1));
        // 0 asks for the board's own area bound (Limits.AREA_STATES_BY_BOARD); below it is nonsense
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.withAreaStates(-1));
        assertEquals(Limits.AREA_STATES_BY_BOARD, Limits.DEFAULT.withAreaStates(5).withAreaStates(0).areaStates());
    }

    /**
     * puzzles/tsumego/004 (derivation in its comment): the black corner A2 B2 C2 B1 with the eye A1
     * and a ko at C1/D1 that Black can never resolve. J2003: dead with either side first, White's
     * only kill C1. With Black's unlimited ko threats: uncapturable with either side first. So both
     * sides hang on a ko that Black, the defender, needs threats for.
     */
    @Test
    void tsumegoFromAFile() {
        org.shinpan.tsumego.Tsumego t = Shinpan.tsumego(Path.of("puzzles/tsumego/004-eye-and-ko.sgf"), Limits.DEFAULT);
        org.shinpan.board.Graph g = t.frame().framed().graph();
        assertEquals(Player.BLACK, t.target().player());
        assertEquals(Capturability.DEAD, t.attackerFirst().status());
        assertEquals(List.of("C1"), t.attackerFirst().correct().stream().map(m -> m.notation(g)).toList());
        assertEquals(Capturability.DEAD, t.defenderFirst().status());
        for (org.shinpan.tsumego.Tsumego.Ko ko : List.of(t.attackerFirstKo(), t.defenderFirstKo())) {
            assertEquals(org.shinpan.tsumego.Tsumego.KoReading.DEFENDER_NEEDS_THREATS, ko.reading());
            assertEquals(Player.BLACK, ko.master());
            assertEquals(Capturability.UNCAPTURABLE, ko.withMaster().status());
        }
        assertThrows(UnsupportedOperationException.class, () -> t.attackerFirst().outcomes().clear());
    }

    /**
     * Area scoring lists its dame: on {@code . X . O .} A1 reaches only Black's stone, E1 only
     * White's, C1 both: Black 1 + 1, White 1 + 1, a Draw, and C1 counts for nobody (it was left out).
     */
    @Test
    void areaScoringListsTheDame() {
        Analysis a = Shinpan.analyze(Diagram.parse(". X . O .\n"), RuleSet.parse("tromp-taylor"));
        assertEquals(List.of("C1"), a.dame());
        assertEquals(List.of("A1"), a.blackTerritory());
        assertEquals(List.of("E1"), a.whiteTerritory());
        assertEquals("Draw", a.result());
    }

    /**
     * Shinpan.replay takes the record's HA as the command line does: on 9x9 with HA[2], B C7 and
     * B G3 are Black's placements, then W E5, B C5, W E7 and two passes. One empty region reaches
     * both colours: Black 3 stones, White 2, komi 0.5: B+0.5 (without HA, B G3 was out of turn).
     */
    @Test
    void replayTakesTheRecordsHandicap(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("ha.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[9]HA[2]KM[0.5];B[cc];B[gg];W[ee];B[ce];W[ec];B[tt];W[tt])");
        Replayed r = Shinpan.replay(f, RuleSet.parse("tromp-taylor"));
        assertEquals(List.of(), r.illegalMoves());
        assertEquals("B+0.5", r.result());
    }

    /** The results' lists and arrays cannot be changed by a caller (api.md: immutable records). */
    @Test
    void resultsCannotBeChangedByTheCaller() {
        var h = Shinpan.j2003(Diagram.parse(". X O .\n"), 0, Limits.DEFAULT);
        assertThrows(UnsupportedOperationException.class, () -> h.verdicts().remove(0));
        org.shinpan.tsumego.Tsumego t = Shinpan.tsumego(Diagram.parse(". . . . . . .\n".repeat(4)
                + "O O O O O . .\nX X X X O . .\n. . . X O . .\n"), null, Limits.DEFAULT);
        int size = t.frame().areaSize();
        java.util.Arrays.fill(t.frame().area(), false);
        java.util.Arrays.fill(t.frame().toFramed(), -1);
        assertEquals(size, t.frame().areaSize());
        assertTrue(t.frame().toFramed()[0] >= -1 && java.util.Arrays.stream(t.frame().toFramed()).anyMatch(x -> x >= 0));
        // the scoring's arrays too: a probe emptied the territory of this W+7 result through them,
        // and the result then named no territory beside its score of -7
        var w = Shinpan.j2003(Diagram.parse(". O . .\nO O O O\n. O . X\n"), 0, Limits.DEFAULT);
        List<String> before = Shinpan.analysis(w, org.shinpan.rules.RuleSet.J2003).whiteTerritory();
        java.util.Arrays.fill(w.scoring().territory(), null);
        java.util.Arrays.fill(w.scoring().eyePoints(), null);
        assertEquals(before, Shinpan.analysis(w, org.shinpan.rules.RuleSet.J2003).whiteTerritory());
        assertFalse(before.isEmpty());
    }

    /** A marking with a location off the board is an IllegalArgumentException that says so (it was an index error). */
    /** A marking named by vertices is the marking of their locations; a vertex off the board is refused. */
    @Test
    void anAgreementByVerticesIsTheAgreementByLocations() {
        var r = Shinpan.j2003(DEAD_STONE, 0, Limits.DEFAULT);
        var g = DEAD_STONE.graph();
        var byVertex = org.shinpan.hypo.Agreement.ofVertices(r, List.of("D1"));
        var byLoc = org.shinpan.hypo.Agreement.of(r,
                org.eclipse.collections.api.factory.primitive.IntLists.immutable.of(g.parseLocation("D1")));
        assertEquals(byLoc.result(), byVertex.result());
        assertEquals(byLoc.entries(), byVertex.entries());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> org.shinpan.hypo.Agreement.ofVertices(r, List.of("Z9")));
        assertTrue(e.getMessage().contains("Z9 is not on the 4x3 grid"), e.getMessage());
    }

    @Test
    void anAgreementOffTheBoardIsRefusedByName() {
        var r = Shinpan.j2003(Diagram.parse(". X O .\n"), 0, Limits.DEFAULT);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> org.shinpan.hypo.Agreement.of(r, org.eclipse.collections.api.factory.primitive.IntLists.immutable.of(999)));
        assertTrue(e.getMessage().contains("location 999 is not on the 4x1 grid"), e.getMessage());
    }

    /** The empty board is a final-position with no final-string (EmptyBoardTest): both calls agree on it. */
    @Test
    void j2003AndAnalyzeAgreeOnTheEmptyBoard() {
        Position empty = Diagram.parse(". . .\n. . .\n");
        assertEquals(0, Shinpan.j2003(empty, 0, Limits.DEFAULT).verdicts().size());
        Analysis a = Shinpan.analyze(empty, org.shinpan.rules.RuleSet.J2003, 1, Limits.DEFAULT);
        assertEquals("B+1", a.result());
        assertEquals(6, a.dame().size());
    }

    @Test
    void tsumegoRefusesAnEmptyBoardAndAnEmptyTarget() {
        IllegalArgumentException empty = assertThrows(IllegalArgumentException.class,
                () -> Shinpan.tsumego(Diagram.parse(". . .\n. . .\n"), null, Limits.DEFAULT));
        assertTrue(empty.getMessage().contains("the board is empty"), empty.getMessage());
        // stones of one colour: the frame alone would surround them and decide the answer
        IllegalArgumentException oneColour = assertThrows(IllegalArgumentException.class,
                () -> Shinpan.tsumego(Diagram.parse(". . . . . . . . .\n".repeat(6) + "O O O . . . . . .\n"
                        + ". . O . . . . . .\nO O O . . . . . .\n"), null, Limits.DEFAULT));
        assertTrue(oneColour.getMessage().contains("stones of one colour only"), oneColour.getMessage());
        IllegalArgumentException noStone = assertThrows(IllegalArgumentException.class,
                () -> Shinpan.tsumego(DEAD_STONE, "A3", Limits.DEFAULT));
        assertTrue(noStone.getMessage().contains("A3 is empty"), noStone.getMessage());
    }
}
