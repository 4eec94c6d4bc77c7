package org.shinpan.hypo;

import java.util.List;

/**
 * The hypothetical-analysis of one final-string: its class, whether it is alive, and the tests that
 * decided it, each with its certificate.
 *
 * @param string the final-string
 * @param status its class (J2003 v35a, "Life and Death"), or {@link Capturability#UNKNOWN}
 * @param tests  the forcing questions asked, in order; the last one decided the status
 * @param note   why the status is unknown, or other remarks; empty if none
 */
public record StringVerdict(FinalString string, Capturability status, List<Test> tests, String note) {

    public StringVerdict {
        tests = List.copyOf(tests);
    }

    /** Which forcing question a test asked. */
    public enum Question {
        /** Can the attacker force capture? */
        CAPTURE("capture"),
        /** Can the attacker force capture and no local-1 permanent-stone? */
        CAPTURE_NO_LOCAL1_PERMANENT("capture and no local-1 permanent-stone"),
        /** Can the attacker force capture and no local-2 permanent-stone? */
        CAPTURE_NO_LOCAL2_PERMANENT("capture and no local-2 permanent-stone");

        private final String text;

        Question(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    /** One question and the solver's answer. */
    public record Test(Question question, ForceResult result) {}

    /**
     * Whether the string is alive; {@code null} when unknown. A string of unknown class is alive
     * where a test proved that the attacker cannot force capture with no local-2 permanent-stone
     * (the permanent-stone miai, docs/j2003.md): it is then uncapturable, capturable-1 or
     * capturable-2, all alive.
     */
    public Boolean alive() {
        if (status != Capturability.UNKNOWN) return status.isAlive();
        for (Test t : tests) {
            if (t.question() == Question.CAPTURE_NO_LOCAL2_PERMANENT && t.result().answer() == Forcing.CANNOT_FORCE) {
                return Boolean.TRUE;
            }
        }
        return null;
    }

    /**
     * The best class the string can still have: its status where decided; where it is unknown,
     * capturable-1 once a test proved that the attacker can force capture, capturable-2 once one
     * proved capture with no local-1 permanent-stone, else uncapturable (nothing proven against it).
     */
    public Capturability bound() {
        if (status != Capturability.UNKNOWN) return status;
        Capturability bound = Capturability.UNCAPTURABLE;
        for (Test t : tests) {
            if (t.result().answer() != Forcing.CAN_FORCE) continue;
            if (t.question() == Question.CAPTURE && bound == Capturability.UNCAPTURABLE) bound = Capturability.CAPTURABLE_1;
            if (t.question() == Question.CAPTURE_NO_LOCAL1_PERMANENT) bound = Capturability.CAPTURABLE_2;
        }
        return bound;
    }

    /** The certificate of the deciding test, or {@code null}. */
    public Certificate certificate() {
        return tests.isEmpty() ? null : tests.get(tests.size() - 1).result().certificate();
    }
}
