package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.shinpan.board.Player;
import org.shinpan.lj.ControlMap;
import org.shinpan.lj.ControlTest;

/**
 * Replays every file of {@code puzzles/rulesets/} under the rule sets of its README and checks the
 * hand-derived expectations written there (and in each file's root comment).
 */
class RulesetPuzzlesTest {
    private static final Path DIR = Path.of("puzzles", "rulesets");

    /**
     * file, rule set, mode (stop/continue), result, illegal moves (number:rule, space separated, or
     * -), end (kind@move or none), the move the replay stopped at (or -).
     */
    private static final String TABLE = """
            001-multi-stone-suicide.sgf  tromp-taylor     stop      W+9    -                  two-passes@9       -
            001-multi-stone-suicide.sgf  tromp-taylor-7a  stop      none   7:suicide          none               7
            001-multi-stone-suicide.sgf  tromp-taylor-7a  continue  W+9    7:suicide          two-passes@9       -
            001-multi-stone-suicide.sgf  j2003            stop      none   7:suicide          none               7
            001-multi-stone-suicide.sgf  j2003            continue  W+9    7:suicide          two-passes@9       -
            001-multi-stone-suicide.sgf  territory        stop      none   7:suicide          none               7
            001-multi-stone-suicide.sgf  territory        continue  W+15.5 7:suicide          two-passes@9       -
            002-send-two-return-one.sgf  tromp-taylor     stop      none   27:positional-superko none            27
            002-send-two-return-one.sgf  tromp-taylor     continue  B+7    27:positional-superko two-passes@31   -
            002-send-two-return-one.sgf  tromp-taylor-7a  stop      none   27:positional-superko none            27
            002-send-two-return-one.sgf  j2003            stop      W+     28:after-end       long-cycle-win@27  28
            002-send-two-return-one.sgf  j2003            continue  W+     28:after-end,29:after-end,30:after-end,31:after-end long-cycle-win@27 -
            002-send-two-return-one.sgf  territory        stop      W+6.5  -                  two-passes@31      -
            003-double-ko.sgf            tromp-taylor     stop      none   29:positional-superko none            29
            003-double-ko.sgf            tromp-taylor     continue  Draw   29:positional-superko two-passes@33   -
            003-double-ko.sgf            tromp-taylor-7a  stop      none   29:positional-superko none            29
            003-double-ko.sgf            j2003            stop      Draw   30:after-end       long-cycle-tie@29  30
            003-double-ko.sgf            territory        stop      W+7.5  -                  two-passes@33      -
            004-finished-game.sgf        tromp-taylor     stop      W+3    -                  two-passes@22      -
            004-finished-game.sgf        tromp-taylor-7a  stop      W+3    -                  two-passes@22      -
            004-finished-game.sgf        j2003            stop      W+2    -                  two-passes@22      -
            004-finished-game.sgf        territory        stop      W+8.5  -                  two-passes@22      -
            005-dead-stone.sgf           tromp-taylor     stop      W+4    -                  two-passes@22      -
            005-dead-stone.sgf           tromp-taylor-7a  stop      W+4    -                  two-passes@22      -
            005-dead-stone.sgf           j2003            stop      B+1    -                  two-passes@22      -
            005-dead-stone.sgf           territory        stop      B+1    -                  two-passes@22      -
            006-direct-ko.sgf            tromp-taylor     stop      B+1    -                  two-passes@21      -
            006-direct-ko.sgf            tromp-taylor-7a  stop      B+1    -                  two-passes@21      -
            006-direct-ko.sgf            j2003            stop      none   21:direct-ko       none               21
            006-direct-ko.sgf            j2003            continue  Draw   21:direct-ko       two-passes@21      -
            006-direct-ko.sgf            territory        stop      W+5.5  -                  two-passes@21      -
            007-bad-moves.sgf            tromp-taylor     stop      none   2:occupied         none               2
            007-bad-moves.sgf            tromp-taylor     continue  B+9    2:occupied,3:out-of-turn,13:after-end two-passes@12 -
            007-bad-moves.sgf            tromp-taylor-7a  continue  B+9    2:occupied,3:out-of-turn,13:after-end two-passes@12 -
            007-bad-moves.sgf            j2003            stop      none   2:occupied         none               2
            007-bad-moves.sgf            j2003            continue  B+4    2:occupied,3:out-of-turn,13:after-end two-passes@12 -
            007-bad-moves.sgf            territory        continue  W+2.5  2:occupied,3:out-of-turn,13:after-end two-passes@12 -
            008-triple-ko.sgf            tromp-taylor     stop      none   28:positional-superko none            28
            009-five-rule-sets.sgf       tromp-taylor     stop      B+1    20:after-end       two-passes@19      20
            009-five-rule-sets.sgf       tromp-taylor     continue  B+1    20:after-end,21:after-end,22:after-end,23:after-end two-passes@19 -
            009-five-rule-sets.sgf       tromp-taylor-7a  stop      B+1    20:after-end       two-passes@19      20
            009-five-rule-sets.sgf       j2003            stop      Draw   20:after-end       two-passes@19      20
            009-five-rule-sets.sgf       j2003            continue  Draw   20:after-end,21:after-end,22:after-end,23:after-end two-passes@19 -
            009-five-rule-sets.sgf       territory        stop      B+3    20:after-end       two-passes@19      20
            """;

    /** The game scored under all five rule sets; the table has the first three, the tests below LJ and Lasker-Maas. */
    private static final String FIVE = "009-five-rule-sets.sgf";

    private static GameRecord read(String file) {
        try {
            return SgfRecordReader.read(Files.readAllBytes(DIR.resolve(file)), file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rule set as the command line builds it: the preset, with the record's KM if it has one. */
    private static RuleSet rulesFor(GameRecord record, String name) {
        RuleSet r = RuleSet.parse(name);
        return record.komi().isPresent() ? r.withKomi(record.komi().getAsDouble()) : r;
    }

    @TestFactory
    List<DynamicTest> everyPuzzleUnderEveryRuleSet() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : TABLE.strip().split("\n")) {
            String[] f = line.trim().split("\\s+");
            String name = f[0] + " " + f[1] + " " + f[2];
            tests.add(dynamicTest(name, () -> {
                GameRecord record = read(f[0]);
                Replay.OnIllegal mode = f[2].equals("continue") ? Replay.OnIllegal.CONTINUE : Replay.OnIllegal.STOP;
                RuleSet rules = rulesFor(record, f[1]);
                ReplayReport r = Replay.run(record, rules, mode, Judges.of(rules), Optional.empty());
                String illegal = r.illegalMoves().stream()
                        .map(v -> v.number() + ":" + v.violations().stream().map(x -> x.rule().word())
                                .collect(Collectors.joining("+")))
                        .collect(Collectors.joining(","));
                String end = r.end().map(e -> e.kind().word() + "@" + e.moveNumber()).orElse("none");
                String stopped = r.stoppedAt().isPresent() ? String.valueOf(r.stoppedAt().getAsInt()) : "-";
                assertEquals(f[3] + " " + f[4] + " " + f[5] + " " + f[6],
                        r.outcome().result() + " " + (illegal.isEmpty() ? "-" : illegal) + " " + end + " " + stopped,
                        name + ": " + r.outcome().explanation());
            }));
        }
        return tests;
    }

    /**
     * 009 under the Logical Japanese Rules (its root comment derives it): the game ends at turn 19
     * (W pass, B pass, nothing temporarily prohibited: no ko was ever taken), turn 20 is after-end.
     * Control by the control tests (no TB/TW): Black controls A5 A4 A2 B2 A1, White E5 E3 E1, C5
     * nobody. Black 5 territory + 1 dead stone (A5) + 0 captives = 6, White 3: B+3 with KM 0.
     */
    @Test
    void fiveRuleSetsUnderLogicalJapanese() throws IOException {
        LjRecordReader.LjRecord record = LjRecordReader.read(Files.readAllBytes(DIR.resolve(FIVE)), FIVE);
        LjReplay.Report r = LjReplay.run(record, record.record().komi().orElse(0),
                ControlMap.judge(ControlMap.Limits.DEFAULT, ControlTest.Pruning.SAT));
        assertTrue(r.over(), r.explanation());
        assertEquals(OptionalInt.of(20), r.stoppedAt());
        assertEquals(LjProhibition.AFTER_END, r.verdicts().get(19).violations().get(0).rule());
        Counting.Counts c = r.counts().orElseThrow();
        assertEquals(List.of(5, 1, 0, 6), List.of(c.black().territory(), c.black().deadStones(),
                c.black().prisoners(), c.black().total()), r.explanation());
        assertEquals(List.of(3, 0, 0, 3), List.of(c.white().territory(), c.white().deadStones(),
                c.white().prisoners(), c.white().total()), r.explanation());
        assertEquals("B+3", r.result(), r.explanation());
    }

    /**
     * 009 under Lasker-Maas (its root comment derives it): every move is legal; the first phase ends
     * at move 19, the second at move 23 after W C5 and B A4 (capturing A5) from the prisoners'
     * place. Pairs come in at the start of the second phase and after move 20: Black 1 prisoner
     * left, White 2. Territory Black A5 A2 B2 A1 = 4, White E5 E3 E1 = 3; KM 0: 3 against 1, B+2.
     */
    @Test
    void fiveRuleSetsUnderLaskerMaas() {
        GameRecord record = read(FIVE);
        LaskerMaasReferee r = new LaskerMaasReferee(record.start(), record.firstPlayer().orElse(Player.BLACK));
        for (GameRecord.RecordedMove m : record.moves()) {
            MoveVerdict v = r.play(m.player(), m.move());
            assertTrue(v.isLegal(), "move " + v.number() + ": " + v.violations());
            if (m.number() == 19) assertEquals(LaskerMaasReferee.Phase.SECOND, r.phase());
        }
        assertEquals(LaskerMaasReferee.Phase.OVER, r.phase());
        assertEquals(2, r.pairsAdded());
        assertEquals(List.of(new LaskerMaasReferee.Score(4, 1), new LaskerMaasReferee.Score(3, 2)), r.score());
        assertEquals("B+2", Outcome.resultOf(r.margin(record.komi().orElseThrow())));
    }

    @Test
    void everyFileIsInTheTableAndTheReadme() throws IOException {
        PuzzleListing.assertListed(DIR, TABLE, DIR.resolve("README.md"), "");
    }

    @Test
    void recordedRulesPickTheRuleSet() {
        // 002 and 005 say RU[Japanese], 003 RU[Chinese]; the others have no RU.
        assertEquals(Optional.of(RuleSet.J2003), read("002-send-two-return-one.sgf").rules().flatMap(RuleSet::fromSgfRules));
        assertEquals(Optional.of(RuleSet.J2003), read("005-dead-stone.sgf").rules().flatMap(RuleSet::fromSgfRules));
        assertEquals(Optional.of(RuleSet.TROMP_TAYLOR_7A), read("003-double-ko.sgf").rules().flatMap(RuleSet::fromSgfRules));
        assertEquals(Optional.empty(), read("004-finished-game.sgf").rules());
    }
}
