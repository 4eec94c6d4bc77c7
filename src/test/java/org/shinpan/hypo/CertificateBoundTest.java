package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Position;

/** The bound of a certificate's strategy tree ({@link SolverLimits#certificateMoves()}). */
class CertificateBoundTest {

    @Test
    void theBoundIsFromOneMoveToAMillionAndItsPliesFollowIt() {
        SolverLimits limits = SolverLimits.states(1_000);
        assertEquals(400, limits.certificateMoves());
        assertEquals(30, limits.certificatePlies());
        assertEquals(30, limits.withCertificateMoves(1).certificatePlies());
        assertEquals(100, limits.withCertificateMoves(10_000).certificatePlies());
        assertEquals(500, limits.withCertificateMoves(1_000_000).certificatePlies());
        assertThrows(IllegalArgumentException.class, () -> limits.withCertificateMoves(0));
        assertThrows(IllegalArgumentException.class, () -> limits.withCertificateMoves(1_000_001));
        // a copy with fewer states keeps the bound
        assertEquals(7, limits.withCertificateMoves(7).withMaxStatesAtMost(10).certificateMoves());
        assertEquals(10, limits.withCertificateMoves(7).withMaxStatesAtMost(10).maxStates());
    }

    /** Every move a tree shows: its nodes but the root. */
    private static int moves(HypotheticalStrategy.Node node) {
        int n = 0;
        for (HypotheticalStrategy.Node child : node.children()) n += 1 + moves(child);
        return n;
    }

    /**
     * Columns A-F, two rows (CertificateCheckTest's keep): Black's F1 has the one liberty F2, and
     * whatever White does (its pass or F2, its only legal moves), Black's B1 joins a string with
     * the one-point eyes A2 and C2, pass-alive: a kept stone on the local area {F1, B1}. The
     * owner's tree lists White's two moves, each answered by one move that ends the branch (B1, or
     * after White's pass Black's pass, which ends the sequence with the target standing): four
     * moves. With a bound of four moves or more it is shown whole, and the check is complete; with
     * a bound of one move, White's first move is shown and nothing after it, and the check counts
     * what is cut.
     */
    @Test
    void aSmallerBoundCutsTheTreeAndTheCheckSaysSo() {
        Position keep = Diagram.parse(". X . X O .\nX . X X O X\n");
        FinalPosition fp = new FinalPosition(keep);
        FinalString t = fp.stringAt(keep.graph().parseLocation("F1"));
        IntList local = IntArrayList.newListWith(keep.graph().parseLocation("F1"), keep.graph().parseLocation("B1"));
        for (int bound : List.of(4, 400)) {
            ForceResult r = new LazySolver(SolverLimits.states(10_000).withCertificateMoves(bound))
                    .forceCaptureWithoutPermanentStone(fp, t, local);
            assertEquals(Forcing.CANNOT_FORCE, r.answer());
            assertEquals(4, moves(r.certificate().strategy().root()));
            CertificateCheck.Result c = CertificateCheck.check(fp, t, StringVerdict.Question.CAPTURE_NO_LOCAL2_PERMANENT,
                    local, r.certificate());
            assertEquals(CertificateCheck.Outcome.COMPLETE, c.outcome(), c.describe());
            assertEquals(4, c.moves(), c.describe());
        }
        ForceResult cut = new LazySolver(SolverLimits.states(10_000).withCertificateMoves(1))
                .forceCaptureWithoutPermanentStone(fp, t, local);
        assertEquals(Forcing.CANNOT_FORCE, cut.answer());
        assertTrue(moves(cut.certificate().strategy().root()) <= 2, "one move shown, the other marked not shown");
        CertificateCheck.Result c = CertificateCheck.check(fp, t, StringVerdict.Question.CAPTURE_NO_LOCAL2_PERMANENT,
                local, cut.certificate());
        assertEquals(CertificateCheck.Outcome.PARTIAL, c.outcome(), c.describe());
        assertTrue(c.notShown() >= 1, c.describe());
    }
}
