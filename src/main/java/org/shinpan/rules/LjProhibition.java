package org.shinpan.rules;

/**
 * A rule of the Logical Japanese Rules (LJ, R. Pauli 2004, shared seed {@code 000_…}) that forbids
 * a turn, with the rule it is written in. LJ names its own reasons, so it has its own enum beside
 * {@link Prohibition}.
 */
public enum LjProhibition {
    /** A play on a location that holds a stone (rule 6: a new stone goes on an empty location). */
    OCCUPIED("occupied", "LJ rule 6: a stone is put on an unprohibited empty location"),
    /** A play on a location used by a removed cycle (rule 9, permanently prohibited). */
    PERMANENTLY_PROHIBITED("permanently-prohibited", "LJ rule 9: once used by a removed cycle"),
    /** A play on a location initially prohibited before the first turn, or cleared by a ko capture
     *  in the preceding turn (rules 2, 9 and 12, temporarily prohibited). */
    TEMPORARILY_PROHIBITED("temporarily-prohibited",
            "LJ rule 9: initially prohibited before the first turn, or cleared by a ko capture in the preceding turn"),
    /** A play after which the new stone has no liberty and captures nothing (rule 10). */
    SUICIDE("suicide", "LJ rules 9 and 10: suicide"),
    /** A play after which the new stone's liberties are all permanently prohibited (rule 11). */
    PSEUDO_SUICIDE("pseudo-suicide", "LJ rules 9 and 11: pseudo suicide"),
    /** Removing a cycle when the situation ends no disturbing cycle (rules 3 and 8). */
    NO_DISTURBING_CYCLE("no-disturbing-cycle",
            "LJ rules 3 and 8: only a disturbing cycle may be removed"),
    /** Any turn after the game has ended (rule 4). */
    AFTER_END("after-end", "LJ rule 4: the game is over"),
    /** A turn by the player who does not have the turn (rule 3). */
    OUT_OF_TURN("out-of-turn", "LJ rule 3: the players take turns");

    private final String word;
    private final String citation;

    LjProhibition(String word, String citation) {
        this.word = word;
        this.citation = citation;
    }

    /** The name used in output, e.g. {@code pseudo-suicide}. */
    public String word() {
        return word;
    }

    /** Where the rule is written, e.g. {@code LJ rules 9 and 11: pseudo suicide}. */
    public String citation() {
        return citation;
    }
}
