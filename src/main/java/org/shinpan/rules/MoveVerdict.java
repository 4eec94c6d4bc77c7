package org.shinpan.rules;

import java.util.List;
import java.util.Optional;
import org.shinpan.board.Player;

/**
 * What the referee found about one recorded move and what it did with it.
 *
 * @param number     the move's number in the record
 * @param player     who made it
 * @param move       the move
 * @param violations the rules it breaks; empty if none
 * @param doubt      why its legality could not be decided (a J2003 ending pass whose direct-ko
 *                   test the analysis could not finish); empty if decided
 * @param effect     whether it was carried out
 * @param captures   opposing stones it removed
 * @param suicides   own stones it removed (only where it was carried out as a suicide)
 */
public record MoveVerdict(int number, Player player, Move move, List<Violation> violations, Optional<String> doubt,
        Effect effect, int captures, int suicides) {

    /** Whether a move changed the game. */
    public enum Effect {
        /** Carried out: the board and the history changed. */
        PLAYED,
        /** Not carried out: the point was occupied, the game had ended, or the replay stopped. */
        NOT_PLAYED
    }

    public MoveVerdict {
        violations = List.copyOf(violations);
    }

    /** Whether no rule forbids the move (its legality may still be in {@link #doubt}). */
    public boolean isLegal() {
        return violations.isEmpty();
    }
}
