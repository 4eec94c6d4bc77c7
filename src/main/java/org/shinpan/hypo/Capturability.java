package org.shinpan.hypo;

/**
 * The classes of J2003 v35a, "Life and Death": a final-string is uncapturable, else capturable-1,
 * else capturable-2 (capturable-3 is a capturable-2 ko-stone whose local-2 and local-3 differ),
 * else none of these: dead. {@link #UNKNOWN} is Shinpan's own: a test ran out of its budget.
 */
public enum Capturability {
    UNCAPTURABLE("uncapturable"),
    CAPTURABLE_1("capturable-1"),
    CAPTURABLE_2("capturable-2"),
    CAPTURABLE_3("capturable-3"),
    /** None of the above: the opponent can force capture with no local-2 permanent-stone. */
    DEAD("dead"),
    UNKNOWN("unknown");

    private final String word;

    Capturability(String word) {
        this.word = word;
    }

    /** The rules' word, e.g. {@code capturable-1}. */
    public String word() {
        return word;
    }

    /**
     * Alive per J2003 "Life and Death": uncapturable, capturable-1 or capturable-2. A capturable-3
     * string is a capturable-2 string by definition and so alive (docs/j2003.md, "capturable-3").
     *
     * @throws IllegalStateException for {@link #UNKNOWN}
     */
    public boolean isAlive() {
        if (this == UNKNOWN) throw new IllegalStateException("life of an unknown string is unknown");
        return this != DEAD;
    }

    public static Capturability parse(String word) {
        for (Capturability c : values()) {
            if (c.word.equalsIgnoreCase(word.trim())) return c;
        }
        throw new IllegalArgumentException("not a status: '" + word + "'");
    }
}
