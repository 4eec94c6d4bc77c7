package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Board;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;
import org.shinpan.rules.Move;

/** The readings of J2003 Definitions 2 recorded in docs/j2003.md, pinned on a ko. */
class HypotheticalGameTest {
    // A ko at B3/C3: the black stone on B3 has the one liberty C3; White's play on C3 captures it
    // and leaves the new white stone with the one liberty B3, so Black's play on B3 would recreate
    // the position. Every other string has at least two liberties, so there is no other ko.
    static final Position KO = Diagram.parse("""
            . . . . .
            . O X . .
            O X . X .
            . O X . .
            . . . . .
            """);
    static final Graph G = KO.graph();
    static final int B2 = G.parseLocation("B3"); // the black ko-stone
    static final int C2 = G.parseLocation("C3"); // the empty point of the ko
    static final int D2 = G.parseLocation("D3"); // another neighbour of the ko point
    static final int C3 = G.parseLocation("C4"); // a black stone on no ko

    private static Optional<HypotheticalGame.Transition> find(List<HypotheticalGame.Transition> ts, Move move) {
        return ts.stream().filter(t -> t.move().equals(move)).findFirst();
    }

    @Test
    void koIsJudgedInTheCurrentPosition() {
        Board board = new Board(KO, SuicideRule.PROHIBITED);
        assertTrue(Ko.isKo(board, B2, C2));
        assertTrue(Ko.isKoStone(board, B2));
        assertFalse(Ko.isKoStone(board, C3)); // a one-stone string, but on no ko
        assertEquals(B2, Ko.koCaptureTarget(board, C2, Player.WHITE));
        assertEquals(-1, Ko.koCaptureTarget(board, G.parseLocation("A5"), Player.BLACK)); // captures nothing
        for (int loc = 0; loc < G.size(); loc++) {
            assertEquals(loc == B2, Ko.isKoStone(board, loc), G.label(loc)); // the only ko-stone
        }
        assertEquals(KO, board.toPosition()); // the test plays leave the board as it was
    }

    @Test
    void koCaptureBansTheRecaptureUntilAKoPass() {
        HypotheticalState start = HypotheticalState.start(KO, Player.WHITE);
        HypotheticalGame.Transition capture = find(HypotheticalGame.transitions(start), Move.play(C2)).orElseThrow();
        assertEquals(List.of(new Ban(Player.BLACK, B2, C2)), capture.next().bans());
        assertArrayEquals(new int[] {B2}, capture.removed().toArray());
        // Black may not take back on B2, and so may ko-pass.
        List<HypotheticalGame.Transition> replies = HypotheticalGame.transitions(capture.next());
        assertTrue(find(replies, Move.play(B2)).isEmpty());
        assertTrue(find(replies, Move.KO_PASS).isPresent());
        // A plain pass keeps the ban; White's ko-pass is not available (White has no banned capture).
        HypotheticalGame.Transition pass = find(replies, Move.PASS).orElseThrow();
        assertEquals(capture.next().bans(), pass.next().bans());
        assertTrue(find(HypotheticalGame.transitions(pass.next()), Move.KO_PASS).isEmpty());
    }

    @Test
    void banNamesTheKo() {
        // A ban on White's ko-capture on C2 that would capture D2 does not ban the ko-capture on C2
        // that captures B2: the ban belongs to one ko (docs/j2003.md, "ban").
        HypotheticalState other = new HypotheticalState(KO, Player.WHITE, false, false,
                List.of(new Ban(Player.WHITE, C2, D2)));
        assertTrue(find(HypotheticalGame.transitions(other), Move.play(C2)).isPresent());
        assertTrue(find(HypotheticalGame.transitions(other), Move.KO_PASS).isEmpty());
        HypotheticalState same = new HypotheticalState(KO, Player.WHITE, false, false,
                List.of(new Ban(Player.WHITE, C2, B2)));
        assertTrue(find(HypotheticalGame.transitions(same), Move.play(C2)).isEmpty());
        assertTrue(find(HypotheticalGame.transitions(same), Move.KO_PASS).isPresent());
    }

    @Test
    void koPassLiftsEveryBan() {
        // Pending bans of both players; White's ko-pass lifts all of them.
        HypotheticalState state = new HypotheticalState(KO, Player.WHITE, false, false,
                List.of(new Ban(Player.BLACK, D2, C3), new Ban(Player.WHITE, C2, B2)));
        HypotheticalGame.Transition koPass =
                find(HypotheticalGame.transitions(state), Move.KO_PASS).orElseThrow();
        assertEquals(List.of(), koPass.next().bans());
        assertEquals(Player.BLACK, koPass.next().toMove());
    }

    @Test
    void koPassIsNotAPass() {
        // After a pass, White ko-passes: the sequence goes on, and a pass now does not end it.
        HypotheticalState afterPass = new HypotheticalState(KO, Player.WHITE, true, false,
                List.of(new Ban(Player.WHITE, C2, B2)));
        HypotheticalGame.Transition koPass =
                find(HypotheticalGame.transitions(afterPass), Move.KO_PASS).orElseThrow();
        assertFalse(koPass.next().ended());
        assertFalse(koPass.next().lastWasPass());
        HypotheticalGame.Transition pass = find(HypotheticalGame.transitions(koPass.next()), Move.PASS).orElseThrow();
        assertFalse(pass.next().ended());
        // A pass right after a pass ends it, and nothing follows.
        HypotheticalGame.Transition second = find(HypotheticalGame.transitions(pass.next()), Move.PASS).orElseThrow();
        assertTrue(second.next().ended());
        assertTrue(HypotheticalGame.transitions(second.next()).isEmpty());
    }

    @Test
    void noSuicideInHypotheticalPlay() {
        // White's play on A3 would leave it without liberty and capture nothing.
        HypotheticalState start = HypotheticalState.start(KO, Player.BLACK);
        // Every empty point is a corner next to two stones of the black string with four liberties.
        Position corner = Diagram.parse("""
                . X .
                X X X
                . X .
                """);
        HypotheticalState s = HypotheticalState.start(corner, Player.WHITE);
        List<HypotheticalGame.Transition> ts = HypotheticalGame.transitions(s);
        assertEquals(List.of(Move.PASS), ts.stream().map(HypotheticalGame.Transition::move).toList());
        assertFalse(HypotheticalGame.transitions(start).isEmpty());
    }

    /**
     * The moves listed without their positions (the always-pass certificate's list of the
     * attacker's moves) are the moves of the full list in the same order, and following one gives
     * its transition there: on every state within four moves of the ko, bans and ko-passes
     * included.
     */
    @Test
    void movesListedWithoutPositionsAreTheFullListsAndFollowToTheSameStates() {
        java.util.ArrayDeque<HypotheticalState> todo = new java.util.ArrayDeque<>();
        java.util.Map<HypotheticalState, Integer> depth = new java.util.HashMap<>();
        HypotheticalState start = HypotheticalState.start(KO, Player.WHITE);
        todo.add(start);
        depth.put(start, 0);
        int checked = 0;
        boolean koPassSeen = false;
        while (!todo.isEmpty()) {
            HypotheticalState state = todo.poll();
            List<HypotheticalGame.Transition> full = HypotheticalGame.transitions(state);
            List<HypotheticalGame.Transition> listed = HypotheticalGame.unfollowed(state);
            assertEquals(full.stream().map(HypotheticalGame.Transition::move).toList(),
                    listed.stream().map(HypotheticalGame.Transition::move).toList());
            for (HypotheticalGame.Transition t : full) {
                assertEquals(t, HypotheticalGame.follow(state, t.move()));
                koPassSeen |= t.move().equals(Move.KO_PASS);
                checked++;
                if (depth.get(state) < 4 && !depth.containsKey(t.next())) {
                    depth.put(t.next(), depth.get(state) + 1);
                    todo.add(t.next());
                }
            }
        }
        assertTrue(koPassSeen, "a ko-pass among the moves");
        assertTrue(checked > 10_000, checked + " moves checked");
    }
}
