package org.shinpan.hypo;

/**
 * A solver's answer to one forcing question, with its evidence.
 *
 * @param answer      can force, cannot force, or unknown
 * @param certificate the evidence; {@code null} when unknown
 * @param states      the number of states the solver examined
 * @param note        why the answer is unknown, or empty
 */
public record ForceResult(Forcing answer, Certificate certificate, long states, String note) {

    public static ForceResult unknown(long states, String note) {
        return new ForceResult(Forcing.UNKNOWN, null, states, note);
    }
}
