package org.shinpan.tsumego;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.FirstMoves;
import org.shinpan.rules.Move;

/**
 * Why a side's class is unknown, as the tsumego command prints it and GTP's shinpan_tsumego
 * answers it ({@link Tsumego.Side#unknownReason}): sides built by hand on a 3×3 board, so each
 * expectation is read off the outcomes given.
 */
class UnknownReasonTest {
    private static final Graph G = Graph.square(3);

    private static FirstMoves.Outcome outcome(Move move, Capturability status, Capturability bound, String note) {
        return new FirstMoves.Outcome(move, status, "", false, 0, bound, null, null, note);
    }

    /**
     * White, the attacker, first: A1 leaves the target uncapturable; after B1 the capture is proven
     * but the local-1 test stopped, so B1 is capturable-1 at best, and so is the side (the worst for
     * the target over the moves' bounds); the pass stopped in the capture test without a note.
     */
    @Test
    void anUnknownSideGivesItsBoundAndEachUndecidedMoveWithItsNote() {
        Move a1 = Move.play(G.parseLocation("A1"));
        Move b1 = Move.play(G.parseLocation("B1"));
        Tsumego.Side side = new Tsumego.Side(Player.WHITE, Capturability.UNKNOWN, List.of(), List.of(
                outcome(a1, Capturability.UNCAPTURABLE, Capturability.UNCAPTURABLE, ""),
                outcome(b1, Capturability.UNKNOWN, Capturability.CAPTURABLE_1, "local-1 test: state limit 1000 reached"),
                outcome(Move.PASS, Capturability.UNKNOWN, Capturability.UNCAPTURABLE, "")), Capturability.CAPTURABLE_1);
        assertEquals(Map.of("B1", "local-1 test: state limit 1000 reached", "p", "unknown"), side.unknownNotes(G));
        assertEquals(" (B1: local-1 test: state limit 1000 reached; p: unknown)", side.unknownMoves(G));
        assertEquals(", capturable-1 at best (B1: local-1 test: state limit 1000 reached; p: unknown)",
                side.unknownReason(G));
        assertEquals("unknown, capturable-1 at best (B1: local-1 test: state limit 1000 reached; p: unknown)",
                side.words(G) + side.unknownReason(G));
    }

    /** No capture proven: no bound is named, only the moves; a decided side has no reason, whatever its moves. */
    @Test
    void anUncapturableBoundIsNotNamedAndADecidedSideHasNoReason() {
        Move c3 = Move.play(G.parseLocation("C3"));
        FirstMoves.Outcome stopped = outcome(c3, Capturability.UNKNOWN, Capturability.UNCAPTURABLE,
                "capture test: time limit reached");
        Tsumego.Side unknown = new Tsumego.Side(Player.BLACK, Capturability.UNKNOWN, List.of(), List.of(stopped),
                Capturability.UNCAPTURABLE);
        assertEquals(" (C3: capture test: time limit reached)", unknown.unknownReason(G));
        FirstMoves.Outcome lives = outcome(Move.PASS, Capturability.UNCAPTURABLE, Capturability.UNCAPTURABLE, "");
        Tsumego.Side decided = new Tsumego.Side(Player.BLACK, Capturability.UNCAPTURABLE, List.of(Move.PASS),
                List.of(lives, stopped), Capturability.UNCAPTURABLE);
        assertEquals("", decided.unknownReason(G));
        assertEquals("uncapturable p", decided.words(G));
    }
}
