package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.junit.jupiter.api.Test;

/**
 * Whole games counted under the rule sets, with the expected counts derived by hand; the games are
 * those of {@code puzzles/rulesets/004} and {@code 005}. Life and death comes from the J2003 analysis
 * ({@link Judges#J2003}) where territory counting needs it.
 */
class ScoringTest {

    // 004-finished-game. Final position after the passes 21 and 22:
    //   5 . X O . .
    //   4 X X O O O
    //   3 . X X O .
    //   2 X X O O O
    //   1 . X O . .
    // Black 9 (E3) was captured by White 12, White 14 (A3) by Black 15. No dead stones, no seki.
    private static final String FINISHED = "B B3, W D3, B B4, W D4, B C3, W C4, B B2, W C2, B E3, W E4, B B5, W E2, "
            + "B A4, W A3, B A2, W D2, B B1, W C5, B pass, W C1, B pass, W pass";

    private static ReplayReport replay(String moves, RuleSet rules, Optional<IntList> dead) {
        return Replay.run(Records.fromEmpty(5, 5, moves), rules, Replay.OnIllegal.STOP, Judges.J2003, dead);
    }

    @Test
    void areaScoreOfAFinishedGame() {
        // Area: Black's 8 stones + A5 A3 A1 = 11; White's 9 stones + D5 E5 E3 D1 E1 = 14; komi 0: W+3.
        ReplayReport r = replay(FINISHED, RuleSet.TROMP_TAYLOR, Optional.empty());
        assertEquals(new Count(8, 3, 0, 0, 11), r.outcome().counts().orElseThrow().black());
        assertEquals(new Count(9, 5, 0, 0, 14), r.outcome().counts().get().white());
        assertEquals(-3, r.outcome().margin().getAsDouble());
        assertEquals("W+3", r.outcome().result());
    }

    @Test
    void territoryScoreOfTheSameGame() {
        // Territory: Black 3 + 1 prisoner (A3) = 4; White 5 + 1 prisoner (E3) = 6; komi 6.5:
        // 4 - 6 - 6.5 = -8.5, W+8.5. The J2003 analysis finds no dead stone.
        ReplayReport r = replay(FINISHED, RuleSet.TERRITORY, Optional.empty());
        assertEquals(new Count(0, 3, 0, 1, 4), r.outcome().counts().orElseThrow().black());
        assertEquals(new Count(0, 5, 0, 1, 6), r.outcome().counts().get().white());
        assertEquals("W+8.5", r.outcome().result());
        assertEquals(Optional.of("j2003"), r.deadSource());
        assertEquals(0, r.deadStones().orElseThrow().size());
        // The user saying "no dead stones" gives the same count.
        assertEquals("W+8.5", replay(FINISHED, RuleSet.TERRITORY, Optional.of(IntLists.immutable.empty()))
                .outcome().result());
        // J2003: score 3 - 5 + (1 white - 1 black removed) = -2: W+2; komi (0 here) stays beside it.
        ReplayReport j = replay(FINISHED, RuleSet.J2003, Optional.empty());
        assertEquals("W+2", j.outcome().result());
        assertEquals(Optional.of("W+2"), j.outcome().resultWithKomi());
        assertEquals("W+8.5", replay(FINISHED, RuleSet.J2003.withKomi(6.5), Optional.empty()).outcome()
                .resultWithKomi().orElseThrow());
        assertEquals("W+2", replay(FINISHED, RuleSet.J2003.withKomi(6.5), Optional.empty()).outcome().result());
    }

    // 005-dead-stone. Final position after the passes 21 and 22:
    //   5 . O X O .
    //   4 X X X O O
    //   3 . X O . O
    //   2 X X O O O
    //   1 . X O . .
    // White B5 has the one liberty A5 inside Black's area: dead. No stone was captured.
    private static final String DEAD_STONE = "B B3, W C3, B B4, W C2, B C4, W D4, B B2, W D2, B C5, W D5, B A4, W E4, "
            + "B A2, W E2, B B1, W C1, B pass, W E3, B pass, W B5, B pass, W pass";

    @Test
    void oneGameThreeResults() {
        // Tromp-Taylor has no dead stones: B5 is white area and A5, touching both colours, nobody's.
        // Black 8 stones + A3 A1 = 10; White 10 stones + E5 D3 D1 E1 = 14: W+4.
        ReplayReport tt = replay(DEAD_STONE, RuleSet.TROMP_TAYLOR, Optional.empty());
        assertEquals(new Count(8, 2, 0, 0, 10), tt.outcome().counts().orElseThrow().black());
        assertEquals(new Count(10, 4, 0, 0, 14), tt.outcome().counts().get().white());
        assertEquals("W+4", tt.outcome().result());
        // Territory counting, komi 0, B5 dead: Black A5 B5 A3 A1 = 4 + 1 dead stone = 5; White 4: B+1.
        RuleSet territory = RuleSet.TERRITORY.withKomi(0);
        IntList b5 = IntLists.immutable.of(Records.fromEmpty(5, 5, "").graph().parseLocation("B5"));
        ReplayReport byUser = replay(DEAD_STONE, territory, Optional.of(b5));
        assertEquals(new Count(0, 4, 1, 0, 5), byUser.outcome().counts().orElseThrow().black());
        assertEquals(new Count(0, 4, 0, 0, 4), byUser.outcome().counts().get().white());
        assertEquals("B+1", byUser.outcome().result());
        // The J2003 analysis finds the same dead stone by itself.
        ReplayReport byAnalysis = replay(DEAD_STONE, territory, Optional.empty());
        assertEquals(Optional.of(b5), byAnalysis.deadStones());
        assertEquals("B+1", byAnalysis.outcome().result());
        // J2003: empty territory A5 A3 A1 = 3, B5 under a dead stone counts twice: 5; White 4: score 1.
        ReplayReport j = replay(DEAD_STONE, RuleSet.J2003, Optional.empty());
        assertEquals(new Count(0, 3, 1, 0, 5), j.outcome().counts().orElseThrow().black());
        assertEquals("B+1", j.outcome().result());
    }
}
