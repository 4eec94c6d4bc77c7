package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.shinpan.board.SuicideRule;

/** The text form round-trips every rule set, and reading is insensitive to case. */
class RuleSetProperties {

    @Property
    void parseInvertsToString(@ForAll KoRule ko, @ForAll SuicideRule suicide, @ForAll ScoringRule scoring,
            @ForAll @DoubleRange(min = -10_000, max = 10_000) double komi, @ForAll @IntRange(min = 0, max = 625) int handicap) {
        Assume.that(RuleSet.isCoherent(ko, suicide, scoring));
        RuleSet r = new RuleSet(ko, suicide, scoring, komi, handicap);
        assertEquals(r, RuleSet.parse(r.toString()));
        assertEquals(r, RuleSet.parse(r.toString().toUpperCase(java.util.Locale.ROOT)));
    }
}
