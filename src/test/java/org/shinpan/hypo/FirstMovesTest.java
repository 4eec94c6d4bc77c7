package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.Move;

/**
 * {@link FirstMoves} where the start is settled and where local-2 is undecided.
 *
 * <p>The position: Black's string T (B4, D4 and row 3) has the two one-point eyes A4 and C4, each
 * closed by T alone, so both are vital to T and T is pass-alive (Benson). White's row 2 has the
 * liberties of row 1. By hand, with Black (T's owner) moving first: a pass or any play on row 1
 * leaves both eyes, so T stays pass-alive, uncapturable; Black A4 or C4 fills an eye and leaves T
 * the one liberty of the other, which White then takes, capturing T: not uncapturable.
 */
class FirstMovesTest {
    private static final Position TWO_EYES = Diagram.parse("""
            . X . X
            X X X X
            O O O O
            . . . .
            """);

    private final Graph g = TWO_EYES.graph();

    private List<FirstMoves.Outcome> blackFirst() {
        FinalPosition fp = new FinalPosition(TWO_EYES);
        FinalString t = fp.stringAt(g.parseLocation("B4"));
        boolean[] everywhere = new boolean[g.size()];
        Arrays.fill(everywhere, true);
        // local-2 undecided (null): a move after which T is captured with no local-1 permanent
        // stone cannot be classed further, so nothing may come out dead or capturable-2
        return FirstMoves.of(fp, t, null, Player.BLACK, everywhere, SolverLimits.states(200_000));
    }

    @Test
    void aSettledStartStillHasEveryFirstMove() {
        List<FirstMoves.Outcome> outcomes = blackFirst();
        // A4, C4, A1, B1, C1, D1 and the pass
        assertEquals(7, outcomes.size(), outcomes.toString());
        for (FirstMoves.Outcome o : outcomes) {
            String where = o.move() instanceof Move.Play p ? g.label(p.loc()) : "pass";
            boolean fillsAnEye = where.equals("A4") || where.equals("C4");
            if (fillsAnEye) {
                assertNotEquals(Capturability.UNCAPTURABLE, o.status(), where);
            } else {
                assertEquals(Capturability.UNCAPTURABLE, o.status(), where);
            }
        }
    }

    @Test
    void withoutLocal2NoMoveIsCalledDeadOrCapturable2() {
        for (FirstMoves.Outcome o : blackFirst()) {
            assertTrue(o.status() != Capturability.DEAD && o.status() != Capturability.CAPTURABLE_2, o.toString());
        }
    }
}
