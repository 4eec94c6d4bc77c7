package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** The Lasker–Maas rules of seed {@code 002_…}: superko, the two phases, the count, the unfilled ko. */
class LaskerMaasRefereeTest {

    /** White B2 in a ko: Black C2 captures it, leaving C2 with the one liberty B2. */
    private static final String KO = """
            . X O .
            X O . O
            . X O O
            """;

    /** The same after Black C2 took B2. */
    private static final String KO_TAKEN = """
            . X O .
            X . X O
            . X O O
            """;

    /** Plays {@code text} ("B C2, W pass"), requiring each move to be legal. */
    private static LaskerMaasReferee playAll(LaskerMaasReferee r, String text) {
        for (GameRecord.RecordedMove m : Records.moves(r.position().graph(), text)) {
            MoveVerdict v = r.play(m.player(), m.move());
            assertTrue(v.isLegal(), m + ": " + v.violations());
        }
        return r;
    }

    private static String rules(LaskerMaasReferee r, String move) {
        GameRecord.RecordedMove m = Records.moves(r.position().graph(), move).get(0);
        return r.judge(m.player(), m.move()).stream().map(v -> v.rule().word()).collect(Collectors.joining(","));
    }

    private static LaskerMaasReferee from(String diagram, Player first) {
        return new LaskerMaasReferee(Diagram.parse(diagram), first);
    }

    @Test
    void anImmediateKoRecaptureRepeatsThePositionWithTheSamePlayerToMove() {
        // Start: KO with Black to move. B C2, then W B2 would give KO again with Black to move.
        LaskerMaasReferee r = playAll(from(KO, Player.BLACK), "B C2");
        assertEquals("positional-superko", rules(r, "W B2"));
    }

    @Test
    void aPositionThatStoodWithTheOtherPlayerToMoveMayRecur() {
        // Start: KO_TAKEN with Black to move. B passes (positions after passes are not recorded),
        // W B2 takes the ko (KO, Black to move: new), B C2 retakes: KO_TAKEN with White to move,
        // which stood only with Black to move — legal under Lasker–Maas.
        LaskerMaasReferee r = playAll(from(KO_TAKEN, Player.BLACK), "B pass, W B2");
        assertEquals("", rules(r, "B C2"));
        // Plain positional superko (tromp-taylor) forbids the same retake: the position occurred.
        List<MoveVerdict> tt = Records.verdicts(Records.fromDiagram(KO_TAKEN, Player.BLACK, "B pass, W B2, B C2"),
                RuleSet.TROMP_TAYLOR, LifeAndDeathJudge.none("not needed"));
        assertEquals(Prohibition.POSITIONAL_SUPERKO, tt.get(2).violations().get(0).rule());
    }

    @Test
    void suicideIsProhibited() {
        LaskerMaasReferee r = from("""
                . X .
                X . X
                . X .
                """, Player.WHITE);
        assertEquals("suicide", rules(r, "W B2"));
        assertEquals("occupied", rules(r, "W A2"));
        assertEquals("out-of-turn", rules(r, "B A3"));
    }

    /**
     * A dead white stone on A2 inside Black's side:
     * <pre>
     * . X O .
     * O X O .
     * . X O .
     * </pre>
     * Phase 1: B pass, W pass. Phase 2 starts with an empty prisoners' place: one pair (B 1, W 1).
     * B A3 uses the black stone (B 0): a pair (B 1, W 2). W pass. B A1 uses it (B 0) and captures
     * A2 (W 3): a pair (B 1, W 4). W pass, B pass end phase 2. Territory: Black A2 (1), White D3,
     * D2, D1 (3). Black 1 − 1 = 0, White 3 − 4 = −1; with the half point: B+0.5 — the Japanese
     * count (Black 3 territory + 1 prisoner against White's 3) less the half point.
     */
    @Test
    void theSecondPhaseIsPlayedFromThePrisonersAndCounted() {
        LaskerMaasReferee r = from("""
                . X O .
                O X O .
                . X O .
                """, Player.BLACK);
        playAll(r, "B pass, W pass");
        assertEquals(LaskerMaasReferee.Phase.SECOND, r.phase());
        assertEquals(1, r.prisoners(Player.BLACK));
        assertEquals(1, r.prisoners(Player.WHITE));
        playAll(r, "B A3, W pass");
        assertEquals(List.of(1, 2), List.of(r.prisoners(Player.BLACK), r.prisoners(Player.WHITE)));
        playAll(r, "B A1");
        assertEquals(List.of(1, 4), List.of(r.prisoners(Player.BLACK), r.prisoners(Player.WHITE)));
        assertEquals(3, r.pairsAdded());
        playAll(r, "W pass");
        assertEquals(LaskerMaasReferee.Phase.SECOND, r.phase());
        playAll(r, "B pass");
        assertEquals(LaskerMaasReferee.Phase.OVER, r.phase());
        assertEquals(List.of(new LaskerMaasReferee.Score(1, 1), new LaskerMaasReferee.Score(3, 4)), r.score());
        assertEquals("B+0.5", Outcome.resultOf(r.margin(0.5)));
        assertEquals("after-end", rules(r, "W pass"));
    }

    @Test
    void threeOrFourPassesInARowEndBothPhases() {
        LaskerMaasReferee r = playAll(from(KO, Player.BLACK), "B pass, W pass, B pass");
        assertEquals(LaskerMaasReferee.Phase.SECOND, r.phase());
        playAll(r, "W pass");
        assertEquals(LaskerMaasReferee.Phase.OVER, r.phase());
    }

    /**
     * The unfilled-ko peculiarity of the seed. After B C2 takes the ko, B2 touches black stones
     * only. Territory then: Black A3, A1, B2; White D3.
     * <ul>
     *   <li>Filled in phase 1 (B C2, W pass, B B2, W pass, B pass; phase 2 from prisoners W 1, B 0
     *       plus a pair: B 1, W 2; W pass, B pass): Black 2 − 1 = 1, White 1 − 2 = −1: B+1.5.
     *   <li>Unfilled (B C2, W pass, B pass; the same pair: B 1, W 2): in phase 2 White still cannot
     *       retake (KO with Black to move stood at the start); W pass, B pass: Black 3 − 1 = 2,
     *       White 1 − 2 = −1: B+2.5 — one point more.
     *   <li>Filled in phase 2 instead (… W pass, B B2 from the place: B 0, a pair: B 1, W 3; W pass,
     *       B pass): Black 2 − 1, White 1 − 3: B+2.5 — filling costs nothing in phase 2.
     * </ul>
     */
    @Test
    void leavingTheLastKoUnfilledGainsAPoint() {
        LaskerMaasReferee filled = playAll(from(KO, Player.BLACK), "B C2, W pass, B B2, W pass, B pass, W pass, B pass");
        assertEquals(LaskerMaasReferee.Phase.OVER, filled.phase());
        assertEquals("B+1.5", Outcome.resultOf(filled.margin(0.5)));

        LaskerMaasReferee unfilled = playAll(from(KO, Player.BLACK), "B C2, W pass, B pass");
        assertEquals(LaskerMaasReferee.Phase.SECOND, unfilled.phase());
        assertEquals("positional-superko", rules(unfilled, "W B2"));
        playAll(unfilled, "W pass, B pass");
        assertEquals(Diagram.parse(KO_TAKEN), unfilled.position());
        assertEquals("B+2.5", Outcome.resultOf(unfilled.margin(0.5)));

        LaskerMaasReferee late = playAll(from(KO, Player.BLACK), "B C2, W pass, B pass, W pass, B B2, W pass, B pass");
        assertEquals(LaskerMaasReferee.Phase.OVER, late.phase());
        assertEquals(List.of(1, 3), List.of(late.prisoners(Player.BLACK), late.prisoners(Player.WHITE)));
        assertEquals("B+2.5", Outcome.resultOf(late.margin(0.5)));
    }

    @Test
    void withoutTheHalfPointATieIsPossible() {
        // The empty 2x1 board, passed out: no territory either side (the region touches no stone).
        LaskerMaasReferee r = new LaskerMaasReferee(Position.empty(Graph.grid(2, 1)), Player.BLACK);
        playAll(r, "B pass, W pass, B pass, W pass");
        // Phase 2 began with an empty place: one pair, left unused: 0 − 1 each.
        assertEquals("Draw", Outcome.resultOf(r.margin(0)));
        assertEquals("W+0.5", Outcome.resultOf(r.margin(0.5)));
    }
}
