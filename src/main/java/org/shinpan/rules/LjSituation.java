package org.shinpan.rules;

import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * A situation of the Logical Japanese Rules: what rule 8 compares when it calls two situations
 * "similar" — the player who just got the turn, the number of passes needed to end the game, the
 * black and the white locations (the {@link Position}), the temporarily prohibited and the
 * permanently prohibited locations. Two situations are similar exactly when they are equal.
 *
 * <p>Excluded, because rule 8 does not compare them: captives, komi, the turn number, and the
 * locations prohibited only by suicide or pseudo suicide (those follow from the rest).
 *
 * @param toMove        the player who just got the turn
 * @param passesNeeded  1 if a pass now ends the game (the last turn was a pass made where no
 *                      location was temporarily prohibited), else 2
 * @param position      the black and white locations
 * @param temporarily   temporarily prohibited locations: the initially prohibited ones before the
 *                      first turn, else the one cleared by a ko capture in the preceding turn
 * @param permanently   locations used by a removed cycle
 */
public record LjSituation(Player toMove, int passesNeeded, Position position, ImmutableIntSet temporarily,
        ImmutableIntSet permanently) {

    public LjSituation {
        if (passesNeeded != 1 && passesNeeded != 2) {
            throw new IllegalArgumentException("one or two passes end an LJ game, not " + passesNeeded);
        }
    }

    /** Whether a pass in this situation would end the game (LJ rule 4). */
    public boolean passEndsGame() {
        return passesNeeded == 1;
    }
}
