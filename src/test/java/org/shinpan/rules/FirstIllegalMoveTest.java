package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Each referee's first illegal move of a record, as {@code compare} asks for it. */
class FirstIllegalMoveTest {
    /**
     * 5x5, rows 5 to 1 top down: {@code . X O O .}, {@code . X O O O}, {@code X . X O .},
     * {@code . X O O O}, {@code . X O O .}; Black to move. Black passes (1), White takes the ko at
     * B3 capturing C3 (2), Black takes back at C3 at once (3), making the starting position again,
     * then White passes (4) and Black connects at B3 (5). Basic-ko forbids move 3 (the position
     * just before move 2 was the start, Black's pass changing nothing), positional superko too
     * (the start stood before); Lasker-Maas's superko with the same player to move does not (the
     * start stood with Black to move, after move 3 White is); LJ rule 12 prohibits C3 in the turn
     * after the ko capture. Counted up to move 2, no rule set finds an illegal move.
     */
    private static final String RETAKE_AFTER_PASS = "(;SZ[5]PL[B]AB[ba][bb][ac][cc][bd][be]"
            + "AW[ca][da][cb][db][eb][dc][cd][dd][ed][ce][de];B[];W[bc];B[cc];W[];B[bc])";

    @Test
    void eachRefereeJudgesTheRetakeByItsOwnKoRule() {
        GameRecord record = SgfRecordReader.read(RETAKE_AFTER_PASS, "r.sgf");
        LjRecordReader.LjRecord lj = LjRecordReader.read(RETAKE_AFTER_PASS.getBytes(StandardCharsets.UTF_8), "r.sgf");
        assertFound(FirstIllegalMove.under(RuleSet.TERRITORY, record, 5), 3, "illegal move 3 (B C3): basic-ko: ");
        assertFound(FirstIllegalMove.under(RuleSet.J2003, record, 5), 3, "illegal move 3 (B C3): basic-ko: ");
        assertFound(FirstIllegalMove.under(RuleSet.TROMP_TAYLOR, record, 5), 3,
                "illegal move 3 (B C3): positional-superko: ");
        assertEquals(Optional.empty(), FirstIllegalMove.underLaskerMaas(record, 5));
        assertFound(FirstIllegalMove.underLj(lj, 5), 3, "illegal turn 3 (B C3): temporarily-prohibited: ");
        assertEquals(Optional.empty(), FirstIllegalMove.under(RuleSet.TROMP_TAYLOR, record, 2));
        assertEquals(Optional.empty(), FirstIllegalMove.underLj(lj, 2));
    }

    private static void assertFound(Optional<FirstIllegalMove.Found> found, int number, String start) {
        assertTrue(found.isPresent(), start);
        assertEquals(number, found.get().moveNumber());
        assertTrue(found.get().text().startsWith(start), found.get().text());
    }
}
