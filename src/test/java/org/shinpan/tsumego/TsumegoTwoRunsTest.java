package org.shinpan.tsumego;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.SolverLimits;

/**
 * Both sides' first moves are tried within a small state bound before either side is searched
 * with the full limits, and a move the full run leaves undecided (its time ran out) keeps the
 * small run's proven class. A prober's 5×5 bent three showed why: White's hardest first move used
 * up the whole time limit, and Black's A1, which lives at once, came out unknown.
 *
 * <pre>
 *   5  . . . . .      Black A3 B3 B2 C2 C1 around the bent three A2 A1 B1. Black first at A1:
 *   4  O O O . .      A2 (beside A3, B2, A1) and B1 (beside A1, B2, C1) are one-point regions,
 *   3  X X O O .      each a liberty of both black strings, so both are pass-alive (Benson):
 *   2  . X X O .      uncapturable, whatever White does.
 *   1  . . X O .
 *      A B C D E
 * </pre>
 */
class TsumegoTwoRunsTest {
    private static final Position BENT_THREE = Diagram.parse(
            ". . . . .\nO O O . .\nX X O O .\n. X X O .\n. . X O .\n");

    @Test
    void aMoveTheFullRunLeavesUndecidedKeepsTheSmallRunsProof() {
        Tsumego small = Tsumego.solve(BENT_THREE, -1, -1, SolverLimits.states(Tsumego.QUICK_STATES), null);
        Tsumego.Side quick = small.defenderFirst();
        // a full run whose time is already up decides nothing that needs a search
        SolverLimits over = new SolverLimits(2_000_000, 256L << 20, System.nanoTime() - 1);
        Tsumego.Side starved = Tsumego.solve(BENT_THREE, -1, -1, over, null).defenderFirst();
        assertTrue(starved.outcomes().stream().filter(o -> o.status() == Capturability.UNKNOWN).count()
                > quick.outcomes().stream().filter(o -> o.status() == Capturability.UNKNOWN).count());

        Tsumego.Side merged = Tsumego.again(quick, starved, small.target());
        var g = small.frame().framed().graph();
        assertEquals(Capturability.UNCAPTURABLE, merged.status());
        assertTrue(merged.correctListed(g).contains("A1"), merged.correctListed(g).toString());
        var a1 = merged.outcomes().stream().filter(o -> o.move().notation(g).equals("A1")).findFirst().orElseThrow();
        assertEquals(Capturability.UNCAPTURABLE, a1.status());
        // where the full run decided, its outcome stands
        for (int i = 0; i < merged.outcomes().size(); i++) {
            var f = starved.outcomes().get(i);
            if (f.status() != Capturability.UNKNOWN) assertEquals(f, merged.outcomes().get(i));
        }
        assertEquals(starved.outcomes().size(), merged.outcomes().size());
    }
}
