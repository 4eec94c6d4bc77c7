package org.shinpan.rules;

import java.util.Locale;

/**
 * How a finished game is counted.
 *
 * <ul>
 *   <li>{@link #AREA}: a player's stones plus the empty points that reach only that player's
 *       stones; no dead stones, the game is played out (basic rules, rule 9 and its definitions,
 *       seed {@code 004_…}).
 *   <li>{@link #TERRITORY}: territory plus prisoners plus dead stones, seki points neutral (the
 *       beginner's page, seed {@code 003_…}); the dead stones come from the user or from the J2003
 *       hypothetical-analysis.
 *   <li>{@link #J2003}: the hypothetical-analysis, territory and score of J2003 v35a (Definitions 3,
 *       "Result"); the ending pass is also checked against {direct-ko}.
 * </ul>
 */
public enum ScoringRule {
    AREA("area"),
    TERRITORY("territory"),
    J2003("j2003"),
    /** LJ rule 5: controlled locations, dead stones and captives (control given, rules 14–17 pending). */
    CONTROL("control"),
    /** Lasker–Maas: territory minus the player's stones left in the prisoners' supply. */
    SUPPLY("supply");

    private final String word;

    ScoringRule(String word) {
        this.word = word;
    }

    /** The word in a rule-set string ({@link RuleSet#parse}). */
    public String word() {
        return word;
    }

    /**
     * The scoring rule named {@code word} (any case).
     *
     * @throws IllegalArgumentException listing the known words
     */
    public static ScoringRule parse(String word) {
        String w = word.trim().toLowerCase(Locale.ROOT);
        for (ScoringRule s : values()) {
            if (s.word.equals(w)) return s;
        }
        throw new IllegalArgumentException("unknown scoring rule '" + word.trim() + "'; known: area, territory, j2003, control, supply");
    }
}
