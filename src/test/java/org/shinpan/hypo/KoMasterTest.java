package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.Diagram;
import org.shinpan.rules.Move;

/**
 * The ko-master option of {@link CompactHypoGraph} (docs/tsumego.md, "Unlimited ko threats"): the
 * ko master X's ko-captures are never banned, no ban is recorded against X, the other player Y may
 * not ko-pass, and X may ko-pass while Y has a banned ko-capture that would be legal.
 *
 * <p>The position: White's B2 has the one liberty C2; B C2 takes it (C2 itself then has the one
 * liberty B2) and W B2 takes C2 back, giving back the position: B2/C2 is a ko. Every other string
 * has a liberty. The graph is a no-permanent-stone test of White's D2 string (capture does not end
 * it), attacker Black first; only the moves at each state are looked at.
 */
class KoMasterTest {
    private static final Position KO = Diagram.parse("""
            . X O .
            X O . O
            . X O .
            """);

    private final Graph g = KO.graph();
    private final int b2 = g.parseLocation("B2");
    private final int c2 = g.parseLocation("C2");

    private CompactHypoGraph graph(Player koMaster) {
        FinalPosition fp = new FinalPosition(KO);
        FinalString target = fp.stringAt(g.parseLocation("D2"));
        return new CompactHypoGraph(fp, List.of(target), false, new int[] {g.parseLocation("D2")}, koMaster);
    }

    /** The state {@code move} leads to from {@code node}. */
    private static int after(CompactHypoGraph gr, int node, Move move) {
        gr.expand(node);
        int i = Arrays.asList(gr.moves(node)).indexOf(move);
        assertTrue(i >= 0, move + " is not a move");
        int next = gr.successors(node)[i];
        gr.expand(next);
        return next;
    }

    private static boolean has(CompactHypoGraph gr, int node, Move move) {
        gr.expand(node);
        return Arrays.asList(gr.moves(node)).contains(move);
    }

    @Test
    void j2003BansTheRetakeAndLetsTheBannedPlayerKoPass() {
        CompactHypoGraph gr = graph(null);
        int s1 = after(gr, 0, Move.play(c2)); // B C2 takes B2
        assertFalse(has(gr, s1, Move.play(b2)), "W B2 is banned");
        assertTrue(has(gr, s1, Move.KO_PASS), "White ko-passes");
    }

    @Test
    void theKoMastersOpponentIsBannedAndMayNotKoPass() {
        // Black is the ko master: after B C2 White's retake is banned as in J2003, but White may not
        // ko-pass; after W pass, Black may ko-pass (White has a banned, otherwise legal, ko-capture
        // on B2), which lifts the ban: then W B2 is legal again, and Black's retake on C2 is not
        // banned (no ban is recorded against the ko master).
        CompactHypoGraph gr = graph(Player.BLACK);
        int s1 = after(gr, 0, Move.play(c2));
        assertFalse(has(gr, s1, Move.play(b2)));
        assertFalse(has(gr, s1, Move.KO_PASS));
        int s2 = after(gr, s1, Move.PASS);
        assertTrue(has(gr, s2, Move.KO_PASS), "the ko master may ko-pass");
        int s3 = after(gr, s2, Move.KO_PASS);
        assertTrue(has(gr, s3, Move.play(b2)), "the ko-pass lifted White's ban");
        int s4 = after(gr, s3, Move.play(b2));
        assertTrue(has(gr, s4, Move.play(c2)), "the ko master retakes at once");
        assertFalse(has(gr, s4, Move.KO_PASS), "nothing of Black's is banned");
    }

    @Test
    void theKoMasterRetakesAtOnce() {
        // White is the ko master: after B C2, W B2 is legal at once and White has no ko-pass; then
        // Black's C2 is banned for good and Black may not ko-pass; White, to move after B pass,
        // may ko-pass.
        CompactHypoGraph gr = graph(Player.WHITE);
        int s1 = after(gr, 0, Move.play(c2));
        assertTrue(has(gr, s1, Move.play(b2)));
        assertFalse(has(gr, s1, Move.KO_PASS));
        int s2 = after(gr, s1, Move.play(b2));
        assertFalse(has(gr, s2, Move.play(c2)), "Black's retake is banned");
        assertFalse(has(gr, s2, Move.KO_PASS), "Black may not ko-pass");
        int s3 = after(gr, s2, Move.PASS);
        assertTrue(has(gr, s3, Move.KO_PASS));
        assertEquals(Player.WHITE, gr.toMove(s3));
    }

    // ------------------------------------------------------------ the same in the reference game

    /** The state {@code move} leads to in {@link HypotheticalGame} with {@code master}. */
    private static HypotheticalState next(HypotheticalState state, Move move, Player master) {
        return HypotheticalGame.transitions(state, master).stream().filter(t -> t.move().equals(move)).findFirst()
                .orElseThrow(() -> new AssertionError(move + " is not a move")).next();
    }

    private static boolean has(HypotheticalState state, Move move, Player master) {
        return HypotheticalGame.transitions(state, master).stream().anyMatch(t -> t.move().equals(move));
    }

    @Test
    void theReferenceGameFollowsTheSameConvention() {
        // The three derivations above, move by move, in the rules' game the certificate check uses.
        HypotheticalState start = HypotheticalState.start(KO, Player.BLACK);
        HypotheticalState j = next(start, Move.play(c2), null);
        assertFalse(has(j, Move.play(b2), null), "J2003: W B2 is banned");
        assertTrue(has(j, Move.KO_PASS, null), "J2003: White ko-passes");

        HypotheticalState s1 = next(start, Move.play(c2), Player.BLACK);
        assertFalse(has(s1, Move.play(b2), Player.BLACK));
        assertFalse(has(s1, Move.KO_PASS, Player.BLACK), "the ko master's opponent may not ko-pass");
        HypotheticalState s2 = next(s1, Move.PASS, Player.BLACK);
        assertTrue(has(s2, Move.KO_PASS, Player.BLACK), "the ko master may ko-pass");
        HypotheticalState s3 = next(s2, Move.KO_PASS, Player.BLACK);
        assertTrue(has(s3, Move.play(b2), Player.BLACK), "the ko-pass lifted White's ban");
        HypotheticalState s4 = next(s3, Move.play(b2), Player.BLACK);
        assertTrue(has(s4, Move.play(c2), Player.BLACK), "the ko master retakes at once");
        assertFalse(has(s4, Move.KO_PASS, Player.BLACK), "nothing of Black's is banned");

        HypotheticalState w1 = next(start, Move.play(c2), Player.WHITE);
        assertTrue(has(w1, Move.play(b2), Player.WHITE));
        assertFalse(has(w1, Move.KO_PASS, Player.WHITE));
        HypotheticalState w2 = next(w1, Move.play(b2), Player.WHITE);
        assertFalse(has(w2, Move.play(c2), Player.WHITE), "Black's retake is banned");
        assertFalse(has(w2, Move.KO_PASS, Player.WHITE), "Black may not ko-pass");
        HypotheticalState w3 = next(w2, Move.PASS, Player.WHITE);
        assertTrue(has(w3, Move.KO_PASS, Player.WHITE));
        assertEquals(Player.WHITE, w3.toMove());
    }
}
