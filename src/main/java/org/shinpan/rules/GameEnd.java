package org.shinpan.rules;

import java.util.Optional;
import org.shinpan.board.Player;

/**
 * How and when a game ended.
 *
 * @param kind            two passes, or a J2003 long cycle
 * @param moveNumber      the move that ended it
 * @param firstOccurrence for a long cycle: the move after which the repeated position first
 *                        stood, 0 for the starting position; -1 otherwise
 * @param whiteRemoved    for a long cycle: white stones removed by plays since the first occurrence
 * @param blackRemoved    for a long cycle: black stones removed by plays since the first occurrence
 */
public record GameEnd(Kind kind, int moveNumber, int firstOccurrence, int whiteRemoved, int blackRemoved) {

    /** The ways a game ends. */
    public enum Kind {
        /** A pass that succeeds a pass (basic rules, rule 9; J2003 Alternating-sequence). */
        TWO_PASSES("two-passes"),
        /** J2003 {long-cycle-tie}: as many white as black stones removed in the cycle. */
        LONG_CYCLE_TIE("long-cycle-tie"),
        /** J2003 {long-cycle-win}: more stones of one colour removed in the cycle. */
        LONG_CYCLE_WIN("long-cycle-win");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    static GameEnd twoPasses(int moveNumber) {
        return new GameEnd(Kind.TWO_PASSES, moveNumber, -1, 0, 0);
    }

    static GameEnd longCycle(int moveNumber, int firstOccurrence, int whiteRemoved, int blackRemoved) {
        Kind kind = whiteRemoved == blackRemoved ? Kind.LONG_CYCLE_TIE : Kind.LONG_CYCLE_WIN;
        return new GameEnd(kind, moveNumber, firstOccurrence, whiteRemoved, blackRemoved);
    }

    /**
     * The winner of a long-cycle-win: Black if more white than black stones were removed since the
     * first occurrence (J2003: "greater than zero"), White if fewer; empty otherwise.
     */
    public Optional<Player> winner() {
        if (kind != Kind.LONG_CYCLE_WIN) return Optional.empty();
        return Optional.of(whiteRemoved > blackRemoved ? Player.BLACK : Player.WHITE);
    }

    /** In words, e.g. {@code move 29: two consecutive passes}. */
    public String describe() {
        switch (kind) {
            case TWO_PASSES:
                return "move " + moveNumber + ": two consecutive passes";
            default:
                String since = firstOccurrence == 0 ? "the starting position" : "the position after move " + firstOccurrence;
                return "move " + moveNumber + ": " + kind.word() + " — the play repeats " + since
                        + "; removed by plays since then: " + whiteRemoved + " white, " + blackRemoved + " black"
                        + winner().map(p -> ", so " + (p == Player.BLACK ? "Black" : "White") + " wins").orElse(", a tie");
        }
    }
}
