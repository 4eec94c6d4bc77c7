package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The permanent-stone miai on the positions of puzzles/j2003/territory/007 and 006, whose root
 * comments derive the verdicts by hand.
 */
class PermanentStoneMiaiTest {
    // territory/007 (row 3 on top): White's string W through row 2 is pass-alive (eyes A3, C3, A1);
    // Black's G3 G2 H2 G1 is pass-alive (eyes H3, H1); the black stone D1 has the one liberty C1.
    private static final Position FAR_DAME = Diagram.parse(
            ". O . O . . X .\n"
                    + "O O O O O . X X\n"
                    + ". O . X O . X .\n");
    // territory/006: Black's L (C3 A2 B2 C2 B1 C1) and White's R (E3 D2 E2 F2 D1 F1) are pass-alive;
    // the white stone A3 has the one liberty B3; D3 is the one open dame.
    private static final Position ONE_DAME = Diagram.parse(
            "O . X . O .\n"
                    + "X X X O O O\n"
                    + ". X X O . O\n");

    private static FinalString at(FinalPosition fp, String vertex) {
        return fp.stringAt(fp.position().graph().parseLocation(vertex));
    }

    /**
     * 007, D1: the flood through empty points and white stones reaches C1, A3, C3, A1 and, beyond W,
     * E3, F3, F2, F1, but no black stone but D1 itself. Of those F3, F2 and F1 touch G. White's
     * first move takes at most one of them; Black answers on the first still empty in the board's
     * order (F3, F2, F1), joining G, which keeps its eyes: after W:F3, B:F2.
     */
    @Test
    void threeFarDameAreAMiaiOfPermanentStones() {
        FinalPosition fp = new FinalPosition(FAR_DAME);
        Graph g = FAR_DAME.graph();
        FinalString d1 = at(fp, "D1");
        IntList floor = PermanentStoneMiai.floor(fp, d1);
        IntList expected = IntLists.mutable.of(locs(g, "A3", "B3", "C3", "D3", "E3", "F3", "A2", "B2", "C2", "D2", "E2",
                "F2", "A1", "B1", "C1", "D1", "E1", "F1")).sortThis();
        assertEquals(expected, floor);
        ForceResult proof = PermanentStoneMiai.prove(fp, d1, BensonAnalysis.passAlive(FAR_DAME, Player.BLACK));
        assertNotNull(proof);
        assertEquals(Forcing.CANNOT_FORCE, proof.answer());
        assertEquals(Player.BLACK, proof.certificate().winner());
        assertEquals("W:F3 B:F2 +", proof.certificate().principalSequence(g));
        assertTrue(proof.note().startsWith(PermanentStoneMiai.NOTE_PREFIX + " (its play on F3, F2 or F1"), proof.note());
        CertificateCheck.Result check = CertificateCheck.check(fp, d1, StringVerdict.Question.CAPTURE_NO_LOCAL2_PERMANENT,
                floor, proof.certificate());
        assertEquals(CertificateCheck.Outcome.COMPLETE, check.outcome(), check.describe());
        // every one of White's first moves is answered: the plays on the empty points but Black's
        // own eyes H3 and H1 (suicide for White: G keeps other liberties) and A3, C3, A1 (White's
        // own eyes, legal), that is A3 C3 E3 F3 F2 A1 C1 F1, and the pass; each answer a settled end
        assertEquals(9, check.provenSettled());
    }

    /** 006, A3: the one candidate is D3, which Black, moving first, takes: no proof (A3 is dead). */
    @Test
    void oneDameIsNoMiai() {
        FinalPosition fp = new FinalPosition(ONE_DAME);
        FinalString a3 = at(fp, "A3");
        assertNull(PermanentStoneMiai.prove(fp, a3, BensonAnalysis.passAlive(ONE_DAME, Player.WHITE)));
    }

    /** A pass-alive string needs no proof; its owner's strings are never candidates' targets. */
    @Test
    void aPassAliveStringIsLeftAlone() {
        FinalPosition fp = new FinalPosition(FAR_DAME);
        assertNull(PermanentStoneMiai.prove(fp, at(fp, "G2"), BensonAnalysis.passAlive(FAR_DAME, Player.BLACK)));
    }

    /**
     * The analysis on 007 with a solver that searches nothing on the whole board: D1's capture is
     * proven on its sealed area, its local-1 test is not run, so its class is unknown; the miai
     * proves it alive, and the count is the one of the SGF: no territory, score 0, Draw.
     */
    @Test
    void aStringOfUnknownClassCountsAlive() {
        FinalPosition fp = new FinalPosition(FAR_DAME);
        HypotheticalSolver solver = new LazySolver(10_000).withoutSearch("no whole-board search in this test", 2);
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(fp, solver, 0, 1);
        StringVerdict d1 = r.verdictAt(FAR_DAME.graph().parseLocation("D1"));
        assertEquals(Capturability.UNKNOWN, d1.status());
        assertEquals(Capturability.CAPTURABLE_1, d1.bound());
        assertEquals(Boolean.TRUE, d1.alive());
        assertTrue(d1.note().startsWith(PermanentStoneMiai.NOTE_PREFIX), d1.note());
        assertEquals(Integer.valueOf(0), r.score());
        assertEquals("Draw", r.result());
        assertEquals(Boolean.TRUE, r.finalIfKnown());
    }

    private static int[] locs(Graph g, String... vertices) {
        int[] l = new int[vertices.length];
        for (int i = 0; i < l.length; i++) l[i] = g.parseLocation(vertices[i]);
        return l;
    }
}
