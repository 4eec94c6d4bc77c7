package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The referee against hand-derived verdicts of the rule texts. Every position is a diagram (top
 * row first); every expectation is reasoned in a comment from the text it comes from.
 */
class RefereeTest {
    private static final LifeAndDeathJudge NO_JUDGE = LifeAndDeathJudge.none("not needed");

    /** The rules a verdict names, e.g. {@code [basic-ko]}. */
    private static List<String> rules(MoveVerdict v) {
        return v.violations().stream().map(x -> x.rule().word()).collect(Collectors.toList());
    }

    private static List<String> rules(Referee.Judgement j) {
        return j.violations().stream().map(x -> x.rule().word()).collect(Collectors.toList());
    }

    // A plain ko: the white stone B2 has the one liberty C2. Black C2 captures it and is left with the
    // one liberty B2 (C3, D2, C1 are white); White's retake at B2 would recreate the position before C2.
    private static final String KO = """
            . X O .
            X O . O
            . X O .
            """;

    @Test
    void immediateKoRecaptureIsBasicKoOrSuperko() {
        for (RuleSet rules : List.of(RuleSet.TROMP_TAYLOR, RuleSet.J2003, RuleSet.TERRITORY)) {
            GameRecord g = Records.fromDiagram(KO, Player.BLACK, "B C2");
            Referee r = Records.playAll(g, rules, NO_JUDGE);
            assertEquals(1, r.removed(Player.WHITE));
            // Rule 8 forbids any earlier position, here the starting one; J2003 {basic-ko} and the
            // beginner's ko rule forbid the position just before the opponent's last move (move 1).
            String expected = rules.koRule() == KoRule.POSITIONAL_SUPERKO ? "positional-superko" : "basic-ko";
            Referee.Judgement j = r.judge(Player.WHITE, Move.play(Diagram.parse(KO).graph().parseLocation("B2")));
            assertEquals(List.of(expected), rules(j), rules.toString());
        }
        // After an exchange elsewhere (W D3, B A3) the retake makes a position that never stood:
        // legal under all three.
        for (RuleSet rules : List.of(RuleSet.TROMP_TAYLOR, RuleSet.J2003, RuleSet.TERRITORY)) {
            GameRecord g = Records.fromDiagram(KO, Player.BLACK, "B C2, W D3, B A3, W B2");
            List<MoveVerdict> v = Records.verdicts(g, rules, NO_JUDGE);
            assertTrue(v.stream().allMatch(MoveVerdict::isLegal), rules.toString());
            assertEquals(1, v.get(3).captures());
        }
    }

    @Test
    void aCarriedOutKoRecaptureEndsAJ2003GameByLongCycle() {
        // Under --continue the basic-ko violation W B2 is made as if legal. Its position is the one
        // just before move 1, an earlier move, so J2003 {long-cycle} ends the game: since then one white
        // (move 1) and one black stone (move 2) were removed, a tie.
        ReplayReport r = Replay.run(Records.fromDiagram(KO, Player.BLACK, "B C2, W B2, B pass, W pass"), RuleSet.J2003,
                Replay.OnIllegal.CONTINUE, NO_JUDGE, Optional.empty());
        assertEquals(List.of("basic-ko"), rules(r.verdicts().get(1)));
        assertEquals(new GameEnd(GameEnd.Kind.LONG_CYCLE_TIE, 2, 0, 1, 1), r.end().orElseThrow());
        assertEquals(List.of("after-end"), rules(r.verdicts().get(2)));
        assertEquals("Draw", r.outcome().result());
    }

    // Sending two, returning one (puzzles/rulesets/002). From P, White to move:
    //   5 . O X . X
    //   4 O O X X X
    //   3 . O X . X
    //   2 O O X X X
    //   1 . X . X .
    // 1 W pass; 2 B A1: A1 B1 has the one liberty C1; 3 W C1 captures the two; the white stone C1 has
    // the one liberty B1; 4 B B1 captures it, and the board is P again.
    private static final String SEND_TWO = """
            . O X . X
            O O X X X
            . O X . X
            O O X X X
            . X . X .
            """;
    private static final String SEND_TWO_MOVES = "W pass, B A1, W C1, B B1";

    @Test
    void positionalSuperkoForbidsWhatBasicKoAllows() {
        // Basic ko compares with the position before the opponent's last move (move 3: A1 and B1 black),
        // which differs from P: the territory rule set allows move 4.
        List<MoveVerdict> territory = Records.verdicts(
                Records.fromDiagram(SEND_TWO, Player.WHITE, SEND_TWO_MOVES), RuleSet.TERRITORY, NO_JUDGE);
        assertTrue(territory.stream().allMatch(MoveVerdict::isLegal));
        // Rule 8: P is the starting position, so move 4 is illegal under both Tromp-Taylor rule sets.
        for (RuleSet rules : List.of(RuleSet.TROMP_TAYLOR, RuleSet.TROMP_TAYLOR_7A)) {
            List<MoveVerdict> v = Records.verdicts(
                    Records.fromDiagram(SEND_TWO, Player.WHITE, SEND_TWO_MOVES), rules, NO_JUDGE);
            assertEquals(List.of("positional-superko"), rules(v.get(3)));
            assertEquals("it recreates the starting position", v.get(3).violations().get(0).detail());
            assertTrue(v.subList(0, 3).stream().allMatch(MoveVerdict::isLegal));
        }
    }

    @Test
    void longCycleWinIsCountedFromTheFirstOccurrence() {
        // J2003 {long-cycle-win}: after the play 4 the position is P, the position just before the
        // earlier move 1. The plays since P first stood removed 1 white stone (move 4) and 2 black ones
        // (move 3): 1 - 2 < 0, a win of White, and the game ends at once.
        Referee r = Records.playAll(Records.fromDiagram(SEND_TWO, Player.WHITE, SEND_TWO_MOVES), RuleSet.J2003,
                NO_JUDGE);
        GameEnd end = r.end().orElseThrow();
        assertEquals(new GameEnd(GameEnd.Kind.LONG_CYCLE_WIN, 4, 0, 1, 2), end);
        assertEquals(Optional.of(Player.WHITE), end.winner());
        // Any move now comes after the end and changes nothing.
        MoveVerdict after = r.play(Player.WHITE, Move.PASS);
        assertEquals(List.of("after-end"), rules(after));
        assertEquals(MoveVerdict.Effect.NOT_PLAYED, after.effect());
        assertEquals(Diagram.parse(SEND_TWO), r.position());
    }

    // Two kos (puzzles/rulesets/003). From S, White to move:
    //   5 . X X O O .
    //   4 X X O . O O      ko 1: white C4, one liberty D4
    //   3 X X X O O .
    //   2 X X . X O O      ko 2: black D2, one liberty C2
    //   1 . X X O O .
    // 1 W pass, 2 B D4 takes ko 1, 3 W C2 takes ko 2, 4 B pass, 5 W C4 retakes ko 1, 6 B D2 retakes
    // ko 2: S again.
    private static final String DOUBLE_KO = """
            . X X O O .
            X X O . O O
            X X X O O .
            X X . X O O
            . X X O O .
            """;
    private static final String DOUBLE_KO_MOVES = "W pass, B D4, W C2, B pass, W C4, B D2";

    @Test
    void longCycleTieAndItsSuperkoTwin() {
        // Basic ko: move 5 compares with the position before the pass 4 (black D4, white C2) and move 6
        // with the position before move 5 (black D4, white C2): both differ, both are allowed.
        assertTrue(Records.verdicts(Records.fromDiagram(DOUBLE_KO, Player.WHITE, DOUBLE_KO_MOVES), RuleSet.TERRITORY,
                NO_JUDGE).stream().allMatch(MoveVerdict::isLegal));
        // Rule 8: move 6 recreates the starting position.
        List<MoveVerdict> tt = Records.verdicts(Records.fromDiagram(DOUBLE_KO, Player.WHITE, DOUBLE_KO_MOVES),
                RuleSet.TROMP_TAYLOR, NO_JUDGE);
        assertEquals(List.of("positional-superko"), rules(tt.get(5)));
        // J2003: the position after play 6 is the position before move 1; since then 2 white stones
        // (moves 2 and 6) and 2 black stones (3 and 5) were removed: a long-cycle-tie.
        Referee j = Records.playAll(Records.fromDiagram(DOUBLE_KO, Player.WHITE, DOUBLE_KO_MOVES), RuleSet.J2003,
                NO_JUDGE);
        assertEquals(new GameEnd(GameEnd.Kind.LONG_CYCLE_TIE, 6, 0, 2, 2), j.end().orElseThrow());
        assertEquals(Optional.empty(), j.end().get().winner());
        // The territory rule set has no long cycle: the game goes on.
        assertFalse(Records.playAll(Records.fromDiagram(DOUBLE_KO, Player.WHITE, DOUBLE_KO_MOVES), RuleSet.TERRITORY,
                NO_JUDGE).isOver());
    }

    // puzzles/rulesets/001: Black A3 joins B3 and A2 into a string with no liberty that captures
    // nothing.
    private static final String SUICIDE = """
            . X O
            X O .
            O . .
            """;

    @Test
    void multiStoneSuicideIsLegalOnlyWithoutRule7A() {
        // Basic rules, rule 7 step 3: the string is removed; the position (White alone) is new, so
        // rule 8 allows it.
        Referee tt = Records.playAll(Records.fromDiagram(SUICIDE, Player.BLACK, "B A3"), RuleSet.TROMP_TAYLOR, NO_JUDGE);
        assertEquals(Diagram.parse(". . O\n. O .\nO . .\n"), tt.position());
        assertEquals(3, tt.removed(Player.BLACK));
        assertTrue(Records.verdicts(Records.fromDiagram(SUICIDE, Player.BLACK, "B A3"), RuleSet.TROMP_TAYLOR, NO_JUDGE)
                .get(0).isLegal());
        // Rule 7A, J2003 {no suicide}, the beginner's page: illegal.
        for (RuleSet rules : List.of(RuleSet.TROMP_TAYLOR_7A, RuleSet.J2003, RuleSet.TERRITORY)) {
            MoveVerdict v = Records.verdicts(Records.fromDiagram(SUICIDE, Player.BLACK, "B A3"), rules, NO_JUDGE).get(0);
            assertEquals(List.of("suicide"), rules(v), rules.toString());
            assertEquals("the play would remove its own string of 3 stones", v.violations().get(0).detail());
        }
    }

    @Test
    void singleStoneSuicideRepeatsTheCurrentPosition() {
        // The seed's own example: a one-stone suicide leaves the board as it was, so rule 8 forbids it
        // even where suicide is allowed; with rule 7A both rules forbid it. Black A1 here: A2 and B1 are
        // white with other liberties.
        String d = """
                . . .
                O . .
                . O .
                """;
        MoveVerdict tt = Records.verdicts(Records.fromDiagram(d, Player.BLACK, "B A1"), RuleSet.TROMP_TAYLOR, NO_JUDGE)
                .get(0);
        assertEquals(List.of("positional-superko"), rules(tt));
        assertEquals("it recreates the starting position (the current position)", tt.violations().get(0).detail());
        assertEquals(List.of("suicide", "positional-superko"), rules(
                Records.verdicts(Records.fromDiagram(d, Player.BLACK, "B A1"), RuleSet.TROMP_TAYLOR_7A, NO_JUDGE).get(0)));
    }

    @Test
    void occupiedOutOfTurnAndAfterTheEnd() {
        GameRecord g = Records.fromEmpty(3, 3, "B B2, W B2, W pass, B pass, W A1");
        List<MoveVerdict> v = Records.verdicts(g, RuleSet.TROMP_TAYLOR, NO_JUDGE);
        assertEquals(List.of("occupied"), rules(v.get(1)));
        assertEquals("B2 holds a black stone", v.get(1).violations().get(0).detail());
        assertEquals(MoveVerdict.Effect.NOT_PLAYED, v.get(1).effect());
        // The turn passed to Black with move 2 although it changed nothing: move 3 is out of turn.
        assertEquals(List.of("out-of-turn"), rules(v.get(2)));
        assertEquals("Black is to move", v.get(2).violations().get(0).detail());
        assertTrue(v.get(3).isLegal());
        // Passes 3 and 4 end the game (rule 9); move 5 comes after it.
        assertEquals(List.of("after-end"), rules(v.get(4)));
        // Black moves first from the empty board (rule 6).
        assertEquals(List.of("out-of-turn"),
                rules(Records.verdicts(Records.fromEmpty(3, 3, "W B2"), RuleSet.J2003, NO_JUDGE).get(0)));
    }

    @Test
    void handicapStonesArePlacedFirst() {
        // Handicap 2 from an empty board: Black's first two moves are his placements, then White moves.
        RuleSet rules = RuleSet.TROMP_TAYLOR_7A.withHandicap(2);
        Position empty = Position.empty(org.shinpan.board.Graph.grid(5, 5));
        Referee r = new Referee(rules, empty, Optional.empty(), NO_JUDGE);
        assertTrue(r.play(Player.BLACK, Move.play(6)).isLegal());
        assertEquals(List.of("out-of-turn"), rules(r.judge(Player.WHITE, Move.play(18))));
        assertEquals("Black has 1 handicap stone to place", r.judge(Player.WHITE, Move.play(18)).violations().get(0)
                .detail());
        assertTrue(r.play(Player.BLACK, Move.play(18)).isLegal());
        assertEquals(Optional.of(Player.WHITE), r.toMove());
    }

    @Test
    void directKoForbidsTheEndingPassOnlyUnderJ2003() {
        AtomicInteger calls = new AtomicInteger();
        LifeAndDeathJudge capturable3 = p -> {
            calls.incrementAndGet();
            return new FinalPositionAnalysis(Optional.empty(), FinalPositionAnalysis.EndingPass.ILLEGAL, "white C3",
                    Optional.empty(), "");
        };
        // J2003 {direct-ko}: the pass that succeeds a pass is refused if a final-string would be capturable-3.
        List<MoveVerdict> v = Records.verdicts(Records.fromEmpty(3, 3, "B B2, W pass, B pass"), RuleSet.J2003, capturable3);
        assertTrue(v.get(1).isLegal()); // the first pass is no ending pass: not judged
        assertEquals(List.of("direct-ko"), rules(v.get(2)));
        assertEquals("it would end the game while white C3 would be capturable-3", v.get(2).violations().get(0).detail());
        assertEquals(1, calls.get());
        // The other rule sets know no direct-ko and do not ask.
        calls.set(0);
        for (RuleSet rules : List.of(RuleSet.TROMP_TAYLOR, RuleSet.TERRITORY)) {
            assertTrue(Records.verdicts(Records.fromEmpty(3, 3, "B B2, W pass, B pass"), rules, capturable3).get(2)
                    .isLegal());
        }
        assertEquals(0, calls.get());
    }

    @Test
    void anUndecidedDirectKoMakesTheJ2003ResultUnknown() {
        // The analysis cannot decide whether a ko-stone is capturable-3: the pass is carried out with a
        // doubt, the game ends, and J2003's result is unknown, never guessed.
        LifeAndDeathJudge undecided = p -> FinalPositionAnalysis.unknown("state limit reached");
        GameRecord g = Records.fromEmpty(3, 3, "B B2, W pass, B pass");
        ReplayReport r = Replay.run(g, RuleSet.J2003, Replay.OnIllegal.STOP, undecided, Optional.empty());
        assertEquals(Optional.of("direct-ko undecided: state limit reached"), r.verdicts().get(2).doubt());
        assertEquals(GameEnd.Kind.TWO_PASSES, r.end().orElseThrow().kind());
        assertEquals(Outcome.Kind.UNKNOWN, r.outcome().kind());
        assertEquals("unknown", r.outcome().result());
        // Territory counting with unknown dead stones is unknown too; area counting needs no analysis.
        assertEquals("unknown", Replay.run(g, RuleSet.TERRITORY, Replay.OnIllegal.STOP, undecided, Optional.empty())
                .outcome().result());
        assertEquals("B+9", Replay.run(g, RuleSet.TROMP_TAYLOR, Replay.OnIllegal.STOP, undecided, Optional.empty())
                .outcome().result());
    }

    @Test
    void stoppingAtAnIllegalMoveLeavesNoResult() {
        GameRecord g = Records.fromEmpty(3, 3, "B B2, W B2, B pass, W pass");
        ReplayReport stop = Replay.run(g, RuleSet.TROMP_TAYLOR, Replay.OnIllegal.STOP, NO_JUDGE, Optional.empty());
        assertEquals(2, stop.stoppedAt().getAsInt());
        assertEquals(2, stop.verdicts().size());
        assertEquals("none", stop.outcome().result());
        // Going on, the occupied play changes nothing; the passes end the game with Black's lone stone
        // owning the board: area 9.
        ReplayReport go = Replay.run(g, RuleSet.TROMP_TAYLOR, Replay.OnIllegal.CONTINUE, NO_JUDGE, Optional.empty());
        assertEquals("B+9", go.outcome().result());
        assertEquals(1, go.illegalMoves().size());
    }
}
