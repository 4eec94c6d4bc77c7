package org.shinpan.rules;

import java.util.Optional;
import org.shinpan.board.Position;

/**
 * Decides which locations each player controls (LJ rules 14–17, seed {@code 000_…}) for the score
 * of rule 5, when a record does not say. Implemented outside this package (the control test lives
 * in {@code org.shinpan.lj}), as {@link LifeAndDeathJudge} is for J2003.
 */
@FunctionalInterface
public interface LjControlJudge {

    /**
     * What the judge decided.
     *
     * @param control     the control of every location, or empty when it could not be decided
     * @param explanation how, or why not, in words
     */
    record Decision(Optional<LjScoring.Control> control, String explanation) {}

    /** The control of {@code position}, the final position of a game. */
    Decision decide(Position position);

    /** A judge that never decides: scores then need control from the record. */
    LjControlJudge NONE = position -> new Decision(Optional.empty(),
            "LJ rule 5 counts controlled locations; the record gives no control (TB/TW) and no control judge was given");
}
