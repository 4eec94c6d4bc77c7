package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.shinpan.api.Analysis;
import org.shinpan.api.Limits;
import org.shinpan.api.Shinpan;
import org.shinpan.rules.RuleSet;

/**
 * A game both players pass from the start ends on the empty board, which is a final-position
 * (J2003 Definitions 2: the position just after the ending pass). It has no final-string, so the
 * hypothetical-analysis tests nothing; no intersection borders an alive string, so none is an
 * eye-point and all 9 are dame (Definitions 3); the score is the prisoner-difference. Komi 0.5
 * decides: W+0.5. Area and territory counting give 0 to each as well (no stone, and no region
 * reaching one colour only). They were refused as "the board is empty".
 */
class EmptyBoardTest {
    private static final String PASSES = "(;GM[1]FF[4]SZ[3]KM[0.5];B[];W[])";

    @Test
    void theEmptyBoardIsScored(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("passes.sgf"), PASSES);
        CliRun r = CliRun.of("analyze", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("dame 9") && r.out().contains("score: 0  result: Draw")
                && r.out().contains("with komi 0.5: score -0.5  result: W+0.5"), r.out());
        // a prisoner-difference of 2 for Black is the whole score
        CliRun prisoners = CliRun.of("analyze", f.toString(), "--prisoners", "2");
        assertTrue(prisoners.out().contains("score: 2  result: B+2"), prisoners.out());
        CliRun json = CliRun.of("analyze", f.toString(), "--json");
        assertTrue(json.out().contains("\"strings\":[]") && json.out().contains("\"final\":true"), json.out());

        CliRun compare = CliRun.of("compare", f.toString());
        assertEquals(0, compare.code(), compare.err());
        for (String rules : new String[] {"tromp-taylor", "territory", "j2003", "lasker-maas"}) {
            assertTrue(compare.out().lines().anyMatch(l -> l.matches(rules + " +0 +0 +0 +Draw")), compare.out());
        }

        assertEquals("Draw", Shinpan.analyze(f).result());
        assertEquals("W+0.5", Shinpan.analyze(f).resultWithKomi().orElseThrow());
        var empty = Shinpan.read(f).position();
        for (RuleSet rules : new RuleSet[] {RuleSet.TROMP_TAYLOR, RuleSet.TERRITORY}) {
            Analysis a = Shinpan.analyze(empty, rules.withKomi(0.5), 0, Limits.DEFAULT);
            assertEquals("W+0.5", a.result(), rules.toString());
            assertEquals(9, a.dame().size(), rules.toString());
        }
        assertEquals(0, Shinpan.j2003(empty, 0, Limits.DEFAULT).verdicts().size());
    }
}
