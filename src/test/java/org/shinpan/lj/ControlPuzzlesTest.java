package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every question of every puzzle in {@code puzzles/lj/} (format in its README), each answer
 * derived by hand from the rule text and written in the file with its reasoning.
 */
class ControlPuzzlesTest {
    private static final Path DIR = Path.of("puzzles", "lj");

    static List<Path> files() throws IOException {
        try (Stream<Path> s = Files.walk(DIR)) {
            return s.filter(p -> p.toString().endsWith(".lj")).sorted().toList();
        }
    }

    @TestFactory
    List<DynamicTest> everyQuestionOfEveryPuzzle() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : files()) {
            String name = DIR.relativize(file).toString();
            LjPuzzle puzzle = LjPuzzle.parse(Files.readString(file), name);
            for (LjPuzzle.Expectation e : puzzle.expectations()) {
                tests.add(dynamicTest(name + ":" + e.line() + " " + e.kind() + " " + String.join(" ", e.args()), () -> {
                    LjPuzzle.Answer a = puzzle.answer(e, ControlTest.Pruning.SAT);
                    assertTrue(LjPuzzle.matches(e, a.text()), name + ":" + e.line() + ": expected '" + e.expected()
                            + "', Shinpan says '" + a.text() + "'");
                }));
            }
        }
        return tests;
    }

    /**
     * Every control test, control map and score of the puzzles again with the search's
     * transposition table off (and no SAT): the table must change no answer (ALGORITHMS.md §2).
     * Without the table the search may run out of its budget where it did not before (an unknown,
     * shown as {@code unknown} or a {@code U} in a map), which is no disagreement; but most of the
     * questions must still be answered, and every answer must be the expected one.
     */
    @Test
    void everyControlTestWithoutTheTable() throws IOException {
        int asked = 0;
        int answered = 0;
        for (Path file : files()) {
            String name = DIR.relativize(file).toString();
            LjPuzzle puzzle = LjPuzzle.parse(Files.readString(file), name);
            for (LjPuzzle.Expectation e : puzzle.expectations()) {
                if (!List.of("control", "map", "score").contains(e.kind())) continue;
                asked++;
                String text = puzzle.answer(e, ControlTest.Pruning.NO_TABLE).text();
                boolean outOfBudget = text.equals("unknown") || (e.kind().equals("map") && text.contains("U")
                        && !e.expected().contains("U"));
                if (outOfBudget) continue;
                answered++;
                assertTrue(LjPuzzle.matches(e, text), name + ":" + e.line() + ": expected '" + e.expected()
                        + "', without the table Shinpan says '" + text + "'");
            }
        }
        assertTrue(asked >= 20 && answered >= asked - 3, answered + " of " + asked + " answered without the table");
    }

    @Test
    void atLeastTwentyFivePuzzlesEachInTheReadme() throws IOException {
        List<Path> files = files();
        assertTrue(files.size() >= 25, files.size() + " puzzles");
        String readme = Files.readString(DIR.resolve("README.md"));
        for (Path f : files) {
            String name = DIR.relativize(f).toString();
            assertTrue(readme.contains("`" + name + "`"), name + " is not in puzzles/lj/README.md");
        }
    }
}
