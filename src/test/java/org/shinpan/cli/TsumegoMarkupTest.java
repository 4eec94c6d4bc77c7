package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;
import org.shinpan.io.InputException;
import org.shinpan.sgf.SgfGame;

/**
 * The target of {@code tsumego} taken from the SGF's markup (docs/tsumego.md, "The target"): the
 * largest string holding a marked stone; marks on empty points are not looked at; marked stones of
 * both colours are refused.
 */
class TsumegoMarkupTest {
    /** The straight four of puzzles/tsumego/002: Black A2 B2 C2 D2 E2 E1 inside White's wall. */
    private static final String STRAIGHT_FOUR = "(;GM[1]FF[4]SZ[9]AB[ah][bh][ch][dh][eh][ei]"
            + "AW[ag][bg][cg][dg][eg][fg][fh][fi]";

    @TempDir
    Path dir;

    @Test
    void theLargestMarkedStringIsTheTarget() {
        // Black's strings: B3 C3 (2 stones, marked on C3) and A1 (1 stone, marked); White's C1 is
        // not marked; the mark on the empty A3 is not looked at.
        Position p = Diagram.parse("""
                . X X
                . O O
                X . O
                """);
        Graph g = p.graph();
        int[] marked = {g.parseLocation("A3"), g.parseLocation("C3"), g.parseLocation("A1")};
        java.util.Arrays.sort(marked);
        assertEquals(g.parseLocation("C3"), TsumegoCommand.markedTarget("f", p, marked));
        assertEquals(-1, TsumegoCommand.markedTarget("f", p, new int[] {g.parseLocation("A3")}));
        int[] both = {g.parseLocation("C3"), g.parseLocation("C2")};
        java.util.Arrays.sort(both);
        InputException e = assertThrows(InputException.class, () -> TsumegoCommand.markedTarget("f", p, both));
        assertTrue(e.getMessage().contains("stones of both colours are marked"), e.getMessage());
    }

    @Test
    void markedPointsReadEveryMarkupAndRectangles() {
        // TR on A9 (aa), a rectangle SQ[ab:bc] = A8 B8 A7 B7, MA on E1 (ei) of a 9x9 board.
        SgfGame game = SgfGame.parse("(;GM[1]FF[4]SZ[9]TR[aa]SQ[ab:bc]MA[ei])", "m.sgf", SuicideRule.PROHIBITED);
        Graph g = game.graph();
        int[] expected = java.util.stream.Stream.of("A9", "A8", "B8", "A7", "B7", "E1")
                .mapToInt(g::parseLocation).sorted().toArray();
        assertArrayEquals(expected, game.markedPoints());
        SgfGame bad = SgfGame.parse("(;GM[1]FF[4]SZ[9]\nCR[zz])", "bad.sgf", SuicideRule.PROHIBITED);
        InputException e = assertThrows(InputException.class, bad::markedPoints);
        assertTrue(e.getMessage().contains("bad.sgf:2:"), e.getMessage());
        assertTrue(e.getMessage().contains("off the 9x9 board"), e.getMessage());
    }

    @Test
    void theCommandTakesTheMarkedTarget() throws IOException {
        // E1 marked (Black's string, the default target too) and C1 (empty, not looked at)
        Path marked = CliRun.file(dir, "marked.sgf", STRAIGHT_FOUR + "TR[ei][ci])");
        CliRun r = CliRun.of("tsumego", marked.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("target black A2 B2 C2 D2 E2 E1, attacker White"), r.out());
        // a white stone of the wall marked as well: refused, nothing printed
        Path both = CliRun.file(dir, "both.sgf", STRAIGHT_FOUR + "TR[ei][fi])");
        CliRun refused = CliRun.of("tsumego", both.toString());
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains("stones of both colours are marked (E1 and F1)"), refused.err());
        assertEquals("", refused.out());
    }
}
