package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** Hand-derived cases of the miai rule (docs/j2003.md, "Miai safety"). */
class MiaiSafetyTest {

    /**
     * <pre>
     *   3  . X . X .
     *   2  X X . X X
     *   1  . . . . .
     *      A B C D E
     * </pre>
     * Black's blocks L = {B3 A2 B2} and R = {D3 D2 E2} each have one eye of their own (A3, E3)
     * and share the liberties C3 and C2. Benson: the bottom region (C3 C2 and row 1) is vital to
     * neither (C1 touches neither block), so each block has one vital region and neither is
     * pass-alive.
     *
     * <p>Miai C3/C2. Black on C3: one block with the eyes A3 and E3, two vital regions. Black on
     * C2: one block with A3, E3 and the one-point region C3 (its neighbours B3, D3, C2 all in the
     * block); row 1 is vital too. So both resolutions are pass-alive and the rule proves L and R.
     *
     * <p>By hand in the game: White's A3 or E3 has no liberty and captures nothing (L and R keep C3
     * and C2): suicide. White C3 is answered by C2, White C2 by C3, after which the joined block is
     * pass-alive. Any other White play is answered by a pass, and L and R keep both C3 and C2 until
     * White plays on one. White cannot force capture: both are uncapturable.
     */
    @Test
    void aDoubleConnectionBensonMisses() {
        Position p = Diagram.parse("""
                . X . X .
                X X . X X
                . . . . .
                """);
        Graph g = p.graph();
        FinalPosition fp = new FinalPosition(p);
        boolean[] benson = BensonAnalysis.passAlive(p, Player.BLACK);
        assertFalse(benson[g.parseLocation("B3")] || benson[g.parseLocation("D3")]);
        List<MiaiSafety.Proof> proofs = MiaiSafety.proofs(p, Player.BLACK);
        assertEquals(1, proofs.size());
        MiaiSafety.Proof proof = proofs.get(0);
        assertEquals(List.of(new MiaiSafety.Pair(g.parseLocation("C3"), g.parseLocation("C2"))), proof.pairs());
        assertTrue(proof.proves(g.parseLocation("B3")) && proof.proves(g.parseLocation("D3")));

        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(fp, new LazySolver(100_000), 0, 1);
        for (String at : List.of("B3", "D3")) {
            StringVerdict v = r.verdictAt(g.parseLocation(at));
            assertEquals(Capturability.UNCAPTURABLE, v.status());
            assertEquals(MiaiSafety.note(1), v.note());
            Certificate c = v.tests().get(0).result().certificate();
            assertEquals("W:C3 B:C2 W:p B:p", c.principalSequence(g));
            // the whole-board search agrees
            ForceResult whole = new LazySolver(100_000).wholeBoard().forceCapture(fp, v.string());
            assertEquals(Forcing.CANNOT_FORCE, whole.answer());
        }
    }

    /**
     * <pre>
     *   3  . X . X .
     *   2  X X . X O
     *   1  . . . O .
     *      A B C D E
     * </pre>
     * The same double connection, but R = {D3 D2} has no eye: E3 is next to White's E2. C3/C2
     * is still a pair (two common liberties). Black on C3 joins L and R with the eye A3 and the
     * region C2 C1 B1 A1, which is not vital (C1 touches no black stone); Black on C2 gives the
     * regions A3, C3 and B1 A1 C1 (all next to the block, but also next to the chosen C2 and
     * holding no White stone: vital), E3 E2 E1 D1 (White stones, and not all empty points next to
     * the block: E1 is not). Black on C2 is pass-alive, Black on C3 is not: one resolution fails,
     * so the rule must not fire on R, nor on L (L alone has one eye).
     *
     * <p>And indeed White can capture R: White C2 (R keeps C3 only; Black's answer on C3 leaves the
     * joined block L+R the liberties A3 and C3's... ) — the rule does not need to know: it only
     * refuses to claim.
     */
    @Test
    void oneResolutionThatIsNotPassAliveStopsTheRule() {
        Position p = Diagram.parse("""
                . X . X .
                X X . X O
                . . . O .
                """);
        Graph g = p.graph();
        assertTrue(MiaiSafety.proofs(p, Player.BLACK).isEmpty());
        boolean[] c3 = new boolean[g.size()];
        c3[g.parseLocation("C3")] = true;
        assertFalse(MiaiSafety.resolvedPassAlive(p, Player.BLACK, c3)[g.parseLocation("B3")]);
        boolean[] c2 = new boolean[g.size()];
        c2[g.parseLocation("C2")] = true;
        assertTrue(MiaiSafety.resolvedPassAlive(p, Player.BLACK, c2)[g.parseLocation("B3")]);
    }

    /** With no chosen point, on a legal position, the narrow analysis is Benson's. */
    @Test
    void withoutPairsItIsBenson() {
        Position p = Diagram.parse("""
                . X . X .
                X X X X X
                O O X O O
                . O X O .
                """);
        for (Player player : Player.values()) {
            assertTrue(java.util.Arrays.equals(BensonAnalysis.passAlive(p, player),
                    MiaiSafety.resolvedPassAlive(p, player, new boolean[p.graph().size()])));
        }
    }
}
