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
     *   4  . X . X O
     *   3  X X . X O
     *   2  O O O O O
     *   1  . . . . .
     *      A B C D E
     * </pre>
     * A double connection that must not be read as life. Black L = {B4 A3 B3} has the eye A4,
     * Black R = {D4 D3} none; they share C4 and C3, a pair. Black on C4: one block with the
     * region A4 (vital) and C3, which belongs to the region of White's stones and row 1 (next to
     * the chosen C4 and holding White's stones: not vital). One vital region: not pass-alive, so
     * the rule does not fire (on C3 the block has A4 and the one-point region C4 — that resolution
     * alone would do).
     *
     * <p>By hand, White captures both: White C3 (joined to White's wall) leaves L the liberties A4
     * and C4 and R only C4. If Black joins on C4, the joined string has the one liberty A4, and
     * White A4 captures it (no liberty of its own, but it removes Black's string). If Black does
     * anything else, White C4 removes R, and then White A4 removes L. Black can capture nothing:
     * White's string has row 1. So neither black string is uncapturable.
     */
    @Test
    void aDoubleConnectionToAnEyelessStringMakesNoLife() {
        Position p = Diagram.parse("""
                . X . X O
                X X . X O
                O O O O O
                . . . . .
                """);
        Graph g = p.graph();
        FinalPosition fp = new FinalPosition(p);
        assertTrue(MiaiSafety.proofs(p, Player.BLACK).isEmpty());
        boolean[] c4 = new boolean[g.size()];
        c4[g.parseLocation("C4")] = true;
        assertFalse(MiaiSafety.resolvedPassAlive(p, Player.BLACK, c4)[g.parseLocation("B4")]);
        boolean[] c3 = new boolean[g.size()];
        c3[g.parseLocation("C3")] = true;
        assertTrue(MiaiSafety.resolvedPassAlive(p, Player.BLACK, c3)[g.parseLocation("B4")]);
        for (String at : List.of("B4", "D4")) {
            ForceResult whole = new LazySolver(200_000).wholeBoard().forceCapture(fp, fp.stringAt(g.parseLocation(at)));
            assertEquals(Forcing.CAN_FORCE, whole.answer(), at);
        }
    }

    /**
     * <pre>
     *   3  . X . X .
     *   2  X X . X O
     *   1  . . . O .
     *      A B C D E
     * </pre>
     * One resolution that is not pass-alive stops the rule even where the strings live otherwise.
     * Black L = {B3 A2 B2} has the eye A3, Black R = {D3 D2} none (E3 touches White's E2); the pair
     * is C3/C2. Black on C3: the block has the vital region A3, and C2 lies in the region of
     * White's E2 and D1 and row 1, next to the chosen C3 and holding White's stones: not vital; not
     * pass-alive. Black on C2: A3 and the one-point region C3 are vital: pass-alive. The rule
     * needs both, so it does not fire. Yet both strings are uncapturable: White's two stones have
     * two liberties each and no eye, and Black can take them (the whole-board search shows it);
     * the rule does not look at captures and stays on the safe side.
     */
    @Test
    void oneResolutionThatIsNotPassAliveStopsTheRule() {
        Position p = Diagram.parse("""
                . X . X .
                X X . X O
                . . . O .
                """);
        Graph g = p.graph();
        FinalPosition fp = new FinalPosition(p);
        assertTrue(MiaiSafety.proofs(p, Player.BLACK).isEmpty());
        boolean[] c3 = new boolean[g.size()];
        c3[g.parseLocation("C3")] = true;
        assertFalse(MiaiSafety.resolvedPassAlive(p, Player.BLACK, c3)[g.parseLocation("B3")]);
        boolean[] c2 = new boolean[g.size()];
        c2[g.parseLocation("C2")] = true;
        assertTrue(MiaiSafety.resolvedPassAlive(p, Player.BLACK, c2)[g.parseLocation("B3")]);
        for (String at : List.of("B3", "D3")) {
            ForceResult whole = new LazySolver(200_000).wholeBoard().forceCapture(fp, fp.stringAt(g.parseLocation(at)));
            assertEquals(Forcing.CANNOT_FORCE, whole.answer(), at);
        }
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
