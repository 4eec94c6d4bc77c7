package org.shinpan.hypo;

import java.util.List;
import org.shinpan.board.Position;
import org.shinpan.board.Player;

/**
 * Everything that decides the rest of a hypothetical-sequence (J2003 v35a, Definitions 2): the
 * position, the player to move, whether the last move was a pass (a pass now would end the
 * sequence), whether the sequence has ended, and the pending bans of the hypothetical-ko rule.
 *
 * <p>Nothing else of the history matters: the hypothetical-sequence has no basic-ko, superko or
 * cycle rule. What the objectives need of the history (captures, permanent-stones) is kept by the
 * solvers beside this state.
 *
 * @param position    the stones
 * @param toMove      the player to move (meaningless once ended)
 * @param lastWasPass whether the last hypothetical-move was a pass (a ko-pass is not a pass)
 * @param ended       whether a pass succeeded a pass: the sequence is finished
 * @param bans        the pending bans, ascending, without repeats
 */
public record HypotheticalState(Position position, Player toMove, boolean lastWasPass, boolean ended,
        List<Ban> bans) {

    public HypotheticalState {
        bans = List.copyOf(bans);
    }

    /**
     * The start of a hypothetical-sequence for {@code first}: the final-position, {@code first} to
     * move, no pass made, no ban (bans of the alternating-sequence do not carry over).
     */
    public static HypotheticalState start(Position finalPosition, Player first) {
        return new HypotheticalState(finalPosition, first, false, false, List.of());
    }
}
