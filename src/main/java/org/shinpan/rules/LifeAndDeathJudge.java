package org.shinpan.rules;

import org.shinpan.board.Position;

/**
 * Decides life and death in a final-position by the J2003 hypothetical-analysis. The rules
 * package does not depend on {@code org.shinpan.hypo} (which depends on it); the implementation
 * backed by {@code HypotheticalAnalysis} is {@code org.shinpan.hypo.J2003Judge}, tests may supply others.
 *
 * <p>An implementation must never guess: what it cannot decide within its limits is unknown.
 */
@FunctionalInterface
public interface LifeAndDeathJudge {

    /** The analysis of {@code position} as a final-position; every string has a liberty. */
    FinalPositionAnalysis analyze(Position position);

    /** A judge that decides nothing, giving {@code why} as the reason. */
    static LifeAndDeathJudge none(String why) {
        return position -> FinalPositionAnalysis.unknown(why);
    }
}
