package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.shinpan.io.InputException;

/** The record reader of the referees ({@code replay}): what it takes from the tree beside the main line. */
class SgfRecordReaderTest {
    /**
     * The variations are not replayed, but checked as {@code SgfGame} checks a whole tree, so that
     * {@code replay} says what {@code show} and {@code analyze} say of the same file: before, it
     * passed over them unread. In the variation on line 3, "(;SZ[9]HA[3]W[bb]))", SZ stands at
     * column 3 and HA at 8: one warning each, and the 5x5 board, the komi 6.5 and the handicap 0 of
     * the main line stay. A KM that is no komi in a variation (line 3, column 8) refuses the record,
     * as it refuses it for the other commands.
     */
    @Test
    void theVariationsAreCheckedAsTheGameReaderChecksThem() {
        GameRecord r = SgfRecordReader.read("(;FF[4]SZ[5]KM[6.5];B[cc]\n(;W[dd])\n(;SZ[9]HA[3]W[bb]))", "r.sgf");
        assertEquals(5, r.graph().width());
        assertEquals(2, r.moves().size());
        assertEquals(6.5, r.komi().getAsDouble());
        assertEquals(0, r.handicap());
        assertEquals(2, r.warnings().size(), () -> r.warnings().toString());
        assertTrue(r.warnings().get(0).toString().contains("r.sgf:3:3: warning: SZ outside the root node ignored"),
                () -> r.warnings().toString());
        assertTrue(r.warnings().get(1).toString().contains("r.sgf:3:8: warning: HA outside the game-info node ignored"),
                () -> r.warnings().toString());
        InputException e = assertThrows(InputException.class,
                () -> SgfRecordReader.read("(;SZ[5];B[cc]\n(;W[dd])\n(;W[bb]KM[abc]))", "r.sgf"));
        assertEquals(3, e.line());
        assertEquals(8, e.column());
        assertTrue(e.problem().contains("KM[abc] is not a komi"), e.problem());
    }
}
