package org.shinpan.rules;

/**
 * A rule that forbids a move of a game record, named as the rule texts name it. Which text a
 * citation points to follows the rule set's scoring rule: area scoring is read with the basic
 * (Tromp–Taylor) rules of seed {@code 004_…}, J2003 scoring with J2003 v35a (seed {@code 001_…}),
 * territory scoring with the beginner's page (seed {@code 003_…}).
 */
public enum Prohibition {
    /** A play on a point that holds a stone. */
    OCCUPIED("occupied"),
    /** A play that would remove its own string, where suicide is prohibited. */
    SUICIDE("suicide"),
    /** A play that creates a position that occurred before (basic rules, rule 8). */
    POSITIONAL_SUPERKO("positional-superko"),
    /** A play that recreates the position just before the opponent's last move. */
    BASIC_KO("basic-ko"),
    /** A pass after a pass while a final-string would be capturable-3 (J2003 {direct-ko}). */
    DIRECT_KO("direct-ko"),
    /** Any move after the game has ended. */
    AFTER_END("after-end"),
    /** A move by the player who is not to move. */
    OUT_OF_TURN("out-of-turn");

    private final String word;

    Prohibition(String word) {
        this.word = word;
    }

    /** The name used in output, e.g. {@code positional-superko}. */
    public String word() {
        return word;
    }

    /** Where the rule is written, for {@code rules}, e.g. {@code basic rules, rule 8}. */
    public String citation(RuleSet rules) {
        ScoringRule text = rules.scoringRule();
        switch (this) {
            case OCCUPIED:
                return pick(text, "rule 7, step 1: a stone goes on an empty intersection",
                        "J2003 Definitions 1, play: one stone on an empty intersection",
                        "a stone is placed on an empty crossing");
            case SUICIDE:
                return pick(text, "optional rule 7A: prohibition of suicide",
                        "J2003 Definitions 1, play {no suicide}",
                        "'Suicide': no stone without liberties unless it captures");
            case POSITIONAL_SUPERKO:
                return "rule 8: prohibition of repetition (positional superko)";
            case BASIC_KO:
                return pick(text, "basic-ko: no play recreates the position before the opponent's last move",
                        "J2003 Alternating-sequence {basic-ko}",
                        "'Ko': no immediate recapture that repeats the position");
            case DIRECT_KO:
                return "J2003 Alternating-sequence {direct-ko}";
            case AFTER_END:
                return pick(text, "rule 9: two consecutive passes end the game",
                        "J2003 Alternating-sequence: it ends with the pass that succeeds a pass, or by a long-cycle",
                        "'To pass': when both players pass, the game is over");
            case OUT_OF_TURN:
                return pick(text, "rule 6: Black moves first, then the players alternate",
                        "J2003 Alternating-sequence: the players alternate moves",
                        "the players move in turn");
            default:
                throw new AssertionError(this);
        }
    }

    private static String pick(ScoringRule text, String basic, String j2003, String territory) {
        switch (text) {
            case AREA:
                return basic;
            case J2003:
                return j2003;
            default:
                return territory;
        }
    }
}
