package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.shinpan.board.SuicideRule;

/** The presets, the text form and its round trip, and the SGF {@code RU} mapping. */
class RuleSetTest {

    @Test
    void presetsSayWhatTheTextsSay() {
        // Basic rules (seed 004): rule 8 positional superko, rule 7 step 3 self-capture, rule 9 area, no komi.
        assertEquals(new RuleSet(KoRule.POSITIONAL_SUPERKO, SuicideRule.ALLOWED, ScoringRule.AREA, 0, 0),
                RuleSet.parse("tromp-taylor"));
        // Optional rule 7A prohibits suicide; nothing else changes.
        assertEquals(new RuleSet(KoRule.POSITIONAL_SUPERKO, SuicideRule.PROHIBITED, ScoringRule.AREA, 0, 0),
                RuleSet.parse("tromp-taylor-7a"));
        // J2003: {basic-ko}, {long-cycle}, {no suicide}; komi is no part of its result.
        assertEquals(new RuleSet(KoRule.BASIC_KO_LONG_CYCLE, SuicideRule.PROHIBITED, ScoringRule.J2003, 0, 0),
                RuleSet.parse("j2003"));
        // The beginner's page (seed 003): ko, no suicide, territory + prisoners + dead stones, 6.5 for White.
        assertEquals(new RuleSet(KoRule.BASIC_KO, SuicideRule.PROHIBITED, ScoringRule.TERRITORY, 6.5, 0),
                RuleSet.parse("territory"));
    }

    @Test
    void textFormIsCanonical() {
        assertEquals("territory", RuleSet.TERRITORY.toString());
        assertEquals("territory,komi=0", RuleSet.TERRITORY.withKomi(0).toString());
        assertEquals("tromp-taylor,komi=7.5,handicap=2", RuleSet.parse("Tromp-Taylor, komi = 7.5, handicap=2").toString());
        // Overriding a preset's rule can land on another preset: it is written as that one.
        assertEquals(RuleSet.TROMP_TAYLOR_7A, RuleSet.parse("tromp-taylor,suicide=prohibited"));
        assertEquals("tromp-taylor-7a", RuleSet.parse("tromp-taylor,suicide=prohibited").toString());
        // A combination no preset has is written in full; territory's komi 6.5 is kept.
        RuleSet custom = RuleSet.parse("territory,scoring=area");
        assertEquals("ko=basic-ko,suicide=prohibited,scoring=area,komi=6.5", custom.toString());
        assertEquals("custom", custom.name());
        assertEquals(custom, RuleSet.parse(custom.toString()));
        assertEquals("j2003,komi=-0.25", RuleSet.J2003.withKomi(-0.25).toString());
    }

    @Test
    void roundTripOverEveryCombination() {
        double[] komis = {0, 0.5, 6.5, 7, -3.5, 0.1, 1234.125};
        for (KoRule ko : KoRule.values()) {
            for (SuicideRule s : SuicideRule.values()) {
                for (ScoringRule sc : ScoringRule.values()) {
                    if (!RuleSet.isCoherent(ko, s, sc)) continue;
                    for (double k : komis) {
                        for (int h : new int[] {0, 2, 9}) {
                            RuleSet r = new RuleSet(ko, s, sc, k, h);
                            assertEquals(r, RuleSet.parse(r.toString()), r.toString());
                        }
                    }
                }
            }
        }
    }

    @Test
    void badTextSaysWhatIsKnown() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("chinese"));
        assertEquals("unknown rule set 'chinese'; known: tromp-taylor, tromp-taylor-7a, j2003, territory, lj, lasker-maas"
                + " (or ko=...,suicide=...,scoring=...)", e.getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("j2003,komi=six"))
                .getMessage().contains("komi=six"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("j2003,tax=none"))
                .getMessage().contains("keys: ko, suicide, scoring, komi, handicap"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("ko=basic-ko,scoring=area"))
                .getMessage().contains("needs ko=, suicide= and scoring="));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("j2003,komi=1,komi=2"))
                .getMessage().contains("given twice"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("j2003,ko=superko"))
                .getMessage().contains("known: positional-superko, basic-ko, long-cycle, lj, same-player-superko"));
        assertThrows(IllegalArgumentException.class, () -> RuleSet.parse(""));
        assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("j2003,komi=100000"));
        assertThrows(IllegalArgumentException.class, () -> RuleSet.parse("j2003,handicap=-1"));
    }

    @Test
    void sgfRulesNamesMapToTheNearestRuleSet() {
        assertEquals(Optional.of(RuleSet.J2003), RuleSet.fromSgfRules("Japanese"));
        assertEquals(Optional.of(RuleSet.J2003), RuleSet.fromSgfRules("korean"));
        assertEquals(Optional.of(RuleSet.TROMP_TAYLOR_7A), RuleSet.fromSgfRules("Chinese"));
        assertEquals(Optional.of(RuleSet.TROMP_TAYLOR_7A), RuleSet.fromSgfRules("AGA"));
        assertEquals(Optional.of(RuleSet.TROMP_TAYLOR), RuleSet.fromSgfRules("NZ"));
        assertEquals(Optional.of(RuleSet.TROMP_TAYLOR), RuleSet.fromSgfRules("New Zealand"));
        assertEquals(Optional.of(RuleSet.TROMP_TAYLOR), RuleSet.fromSgfRules("Tromp Taylor"));
        assertEquals(Optional.of(RuleSet.TERRITORY), RuleSet.fromSgfRules("territory"));
        assertEquals(Optional.empty(), RuleSet.fromSgfRules("koPOSITIONALscoreAREAsui1"));
    }

    @Test
    void theLogicalJapaneseAndLaskerMaasRulesAreRuleSetsToo() {
        // LJ: suicide prohibited (rule 9), no komi unless chosen (rule 2); Lasker-Maas: the half
        // point as komi 0.5. Both round-trip through their text form.
        assertEquals(RuleSet.LJ, RuleSet.parse("lj"));
        assertEquals("lj", RuleSet.LJ.toString());
        assertEquals(RuleSet.LASKER_MAAS, RuleSet.parse("Lasker-Maas"));
        assertEquals(0.5, RuleSet.LASKER_MAAS.komi());
        RuleSet noHalfPoint = RuleSet.parse("lasker-maas,komi=0");
        assertEquals(noHalfPoint, RuleSet.parse(noHalfPoint.toString()));
        assertEquals(RuleSet.LJ.withKomi(6), RuleSet.parse("ko=lj,suicide=prohibited,scoring=control,komi=6"));
        // They come whole: their referees are their own.
        IllegalArgumentException mixed = assertThrows(IllegalArgumentException.class,
                () -> RuleSet.parse("ko=lj,suicide=prohibited,scoring=area"));
        assertTrue(mixed.getMessage().contains("do not go together"), mixed.getMessage());
    }
}
