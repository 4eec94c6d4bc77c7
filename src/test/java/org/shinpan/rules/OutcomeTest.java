package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** How a margin is written: Outcome.resultOf. */
class OutcomeTest {
    @Test
    void marginsAreWrittenAsTheRulesWriteThem() {
        assertEquals("B+6.5", Outcome.resultOf(6.5));
        assertEquals("W+7", Outcome.resultOf(-7));
        assertEquals("Draw", Outcome.resultOf(0));
        assertEquals("W+0.25", Outcome.resultOf(-0.25));
    }

    @Test
    void theBinaryNoiseOfScoreMinusKomiIsDropped() {
        // 9 points against komi 9.0000001: White wins by 0.0000001, which the double 9 - 9.0000001
        // holds only approximately (it printed W+0.0000000999999993922529)
        assertEquals("W+0.0000001", Outcome.resultOf(9 - 9.0000001));
        assertEquals("B+0.1", Outcome.resultOf(0.3 - 0.2));
        assertEquals("Draw", Outcome.resultOf(0.3 - 0.1 - 0.2));
    }
}
