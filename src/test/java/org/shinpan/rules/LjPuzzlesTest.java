package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Replays every file of {@code puzzles/rulesets/lj/} under the Logical Japanese play rules and
 * checks the hand-derived expectations of its README (and each file's root comment).
 */
class LjPuzzlesTest {
    private static final Path DIR = Path.of("puzzles", "rulesets", "lj");

    /** file, result, illegal turns (number:rule or -), turns played when the game ended (or none), stopped at (or -). */
    private static final String TABLE = """
            001-cycle-removed.sgf       W+1      -                         10    -
            002-pseudo-suicide.sgf      none     10:pseudo-suicide         none  10
            003-ko-and-passes.sgf       unknown  -                         4     -
            004-no-cycle-to-remove.sgf  none     3:no-disturbing-cycle     none  3
            """;

    private static LjReplay.Report replay(String file) throws IOException {
        LjRecordReader.LjRecord record = LjRecordReader.read(Files.readAllBytes(DIR.resolve(file)), file);
        return LjReplay.run(record, record.record().komi().orElse(0));
    }

    @TestFactory
    List<DynamicTest> everyLjPuzzle() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : TABLE.strip().split("\n")) {
            String[] f = line.trim().split("\\s+");
            tests.add(dynamicTest(f[0], () -> {
                LjReplay.Report r = replay(f[0]);
                String illegal = r.verdicts().stream().filter(v -> !v.isLegal())
                        .map(v -> v.number() + ":" + v.violations().stream().map(x -> x.rule().word())
                                .collect(Collectors.joining("+")))
                        .collect(Collectors.joining(","));
                String end = r.over() ? String.valueOf(r.verdicts().size()) : "none";
                String stopped = r.stoppedAt().isPresent() ? String.valueOf(r.stoppedAt().getAsInt()) : "-";
                assertEquals(f[1] + " " + f[2] + " " + f[3] + " " + f[4],
                        r.result() + " " + (illegal.isEmpty() ? "-" : illegal) + " " + end + " " + stopped,
                        f[0] + ": " + r.explanation());
            }));
        }
        return tests;
    }

    @Test
    void theCycleRemovalIsReadFromTheRecord() throws IOException {
        LjRecordReader.LjRecord record = LjRecordReader.read(
                Files.readAllBytes(DIR.resolve("001-cycle-removed.sgf")), "001");
        assertEquals("W remove", record.turns().get(7).notation(record.record().graph()));
        assertEquals(LjTurn.CycleAction.KEEP, record.turns().get(6).cycle());
        assertTrue(record.control().isPresent());
        LjReplay.Report r = replay("001-cycle-removed.sgf");
        assertEquals(1, r.verdicts().get(7).removedByCycle());
    }

    @Test
    void everyFileIsInTheTableAndTheReadme() throws IOException {
        PuzzleListing.assertListed(DIR, TABLE, DIR.getParent().resolve("README.md"), "lj/");
    }
}
