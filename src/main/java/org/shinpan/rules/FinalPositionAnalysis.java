package org.shinpan.rules;

import java.util.Optional;
import org.eclipse.collections.api.list.primitive.IntList;

/**
 * What the J2003 hypothetical-analysis says about a position taken as a final-position, in the
 * terms a referee needs: the dead stones, whether the pass that would end the game there is
 * allowed by {direct-ko}, and J2003's territory (J2003 v35a, "Life and Death", "Definitions 3",
 * "Alternating-sequence" {direct-ko}). Every part is empty or undecided when the analysis could
 * not decide it; nothing is guessed.
 *
 * @param deadStones  the stones of the dead final-strings, ascending; empty when some status is unknown
 * @param endingPass  whether a pass that succeeds a pass may end the game in this position
 * @param capturable3 the capturable-3 final-strings in words, e.g. {@code white C3}; empty if none
 * @param territory   J2003 territory; empty when some status is unknown
 * @param note        why something is unknown, or other remarks; empty if none
 */
public record FinalPositionAnalysis(Optional<IntList> deadStones, EndingPass endingPass, String capturable3,
        Optional<Territory> territory, String note) {

    /** The verdict of {direct-ko} on the ending pass. */
    public enum EndingPass {
        /** No final-string would be capturable-3. */
        LEGAL,
        /** Some final-string would be capturable-3: the pass is not part of the alternating-sequence. */
        ILLEGAL,
        /** The analysis could not decide whether a ko-stone is capturable-3. */
        UNDECIDED
    }

    /**
     * J2003 territory (Definitions 3): empty intersections that are territory, and intersections
     * that are territory with a (dead) stone on them, which the score counts twice.
     */
    public record Territory(int blackEmpty, int blackOccupied, int whiteEmpty, int whiteOccupied) {}

    public FinalPositionAnalysis {
        if (deadStones.isPresent() != territory.isPresent()) {
            throw new IllegalArgumentException("dead stones and territory are known together or not at all");
        }
    }

    /** Nothing known, for {@code why}. */
    public static FinalPositionAnalysis unknown(String why) {
        return new FinalPositionAnalysis(Optional.empty(), EndingPass.UNDECIDED, "", Optional.empty(), why);
    }
}
