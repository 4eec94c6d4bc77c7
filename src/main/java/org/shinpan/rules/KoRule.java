package org.shinpan.rules;

import java.util.Locale;

/**
 * Which repetitions of a position a rule set forbids or acts on.
 *
 * <ul>
 *   <li>{@link #POSITIONAL_SUPERKO}: a play may not create a position that has occurred before in
 *       the game (basic rules, rule 8, shared seed {@code 004_…}).
 *   <li>{@link #BASIC_KO}: a play may not recreate the position just before the opponent's last
 *       move (J2003 v35a, "Alternating-sequence", {basic-ko}; the plain ko rule of the beginner's
 *       page, seed {@code 003_…}); nothing else about repetition.
 *   <li>{@link #BASIC_KO_LONG_CYCLE}: basic-ko, and a play whose position repeats the position
 *       before an earlier move ends the game at once with a tie or a win counted from the stones
 *       removed since the first occurrence (J2003 v35a, {long-cycle-tie / long-cycle-win}).
 * </ul>
 */
public enum KoRule {
    POSITIONAL_SUPERKO("positional-superko"),
    BASIC_KO("basic-ko"),
    BASIC_KO_LONG_CYCLE("long-cycle"),
    /**
     * The Logical Japanese Rules' prohibitions (LJ rules 7–12: temporarily and permanently
     * prohibited locations, pseudo-suicide, rule-12 ko capture, removal of disturbing cycles);
     * refereed by {@link LjReferee}, only with {@link ScoringRule#CONTROL}.
     */
    LJ("lj"),
    /**
     * Lasker–Maas: no position may repeat with the same player to move; refereed by
     * {@link LaskerMaasReferee}, only with {@link ScoringRule#SUPPLY}.
     */
    SAME_PLAYER_SUPERKO("same-player-superko");

    private final String word;

    KoRule(String word) {
        this.word = word;
    }

    /** The word in a rule-set string ({@link RuleSet#parse}). */
    public String word() {
        return word;
    }

    /**
     * The ko rule named {@code word} (any case).
     *
     * @throws IllegalArgumentException listing the known words
     */
    public static KoRule parse(String word) {
        String w = word.trim().toLowerCase(Locale.ROOT);
        for (KoRule k : values()) {
            if (k.word.equals(w)) return k;
        }
        throw new IllegalArgumentException("unknown ko rule '" + word.trim()
                + "'; known: positional-superko, basic-ko, long-cycle, lj, same-player-superko");
    }
}
