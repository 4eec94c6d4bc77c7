package org.shinpan.hypo;

import org.eclipse.collections.api.list.primitive.IntList;

/**
 * Decides the two forcing questions of J2003 v35a, "Life and Death", for one final-string. The
 * attacker is the opponent of the string's owner; every hypothetical-sequence starts from the
 * final-position with the attacker to move and no ban (Definitions 2, "hypothetical-sequence").
 *
 * <p>Implemented by the {@link ReferenceSolver} (explicit state graph and fixed points) and by the
 * production search; the classification in {@link HypotheticalAnalysis} does not care which answers.
 * An implementation must never guess: out of budget, it answers {@link Forcing#UNKNOWN}.
 */
public interface HypotheticalSolver {

    /** Can the attacker force capture of the string's stones? ("uncapturable" is the negation.) */
    ForceResult forceCapture(FinalPosition position, FinalString target);

    /**
     * The answer of {@link #forceCapture} where the solver has it cheaply, or {@code null}. The
     * analysis asks this of every string before it starts the expensive tests, so that a budget
     * spent on one string's search does not keep the others from their cheap proofs.
     */
    default ForceResult quickCapture(FinalPosition position, FinalString target) {
        return null;
    }

    /**
     * Can the attacker, with one hypothetical-strategy, force both capture of the string's stones
     * and no permanent-stone of the owner on {@code local} (local-1 or local-2)?
     */
    ForceResult forceCaptureWithoutPermanentStone(FinalPosition position, FinalString target, IntList local);

    /**
     * The moves a certificate's strategy tree may show ({@link SolverLimits#certificateMoves()}),
     * also for the certificates the analysis makes without this solver (a pass-alive string's, a
     * miai strategy's).
     */
    default int certificateMoves() {
        return SolverLimits.DEFAULT_CERTIFICATE_MOVES;
    }
}
