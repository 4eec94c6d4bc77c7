package org.shinpan.gtp;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** How {@link PuzzleRegressionTest} reads a regression file: tests, patterns, known failures, errors. */
class RegressionFormatTest {
    @TempDir
    Path dir;

    private PuzzleRegressionTest.FileRun run(String text) throws IOException {
        Path file = dir.resolve("t.tst");
        Files.writeString(file, text);
        return PuzzleRegressionTest.run("t.tst", file, dir);
    }

    @Test
    void testsPatternsAndKnownFailures() throws IOException {
        PuzzleRegressionTest.FileRun r = run("""
                # a comment
                boardsize 5

                1 name
                #? [Shinpan]
                2 known_command play
                #? [true|false]
                3 protocol_version
                #? [!2]
                4 protocol_version
                #? [3]*
                5 protocol_version
                #? [2]*
                6 play b C3
                7 play b C3
                #? [.*]
                8 list_commands
                #? [.*\\nquit\\n.*]
                9 name
                #? [Shin]
                """);
        assertEquals(List.of(), r.problems());
        List<PuzzleRegressionTest.Case> cases = r.cases();
        assertEquals(9, cases.size());
        assertEquals("t.tst:1 name", cases.get(0).name());
        assertDoesNotThrow(cases.get(0)::check);
        assertDoesNotThrow(cases.get(1)::check); // an alternative of the regex
        assertThrows(AssertionFailedError.class, cases.get(2)::check); // negated pattern matches
        assertThrows(TestAbortedException.class, cases.get(3)::check); // known failure: reported only
        assertDoesNotThrow(cases.get(4)::check); // known failure that passes
        assertDoesNotThrow(cases.get(5)::check); // no pattern: success is enough
        AssertionFailedError e = assertThrows(AssertionFailedError.class, cases.get(6)::check); // ? illegal move
        assertTrue(e.getMessage().contains("7 play b C3") && e.getMessage().contains("? illegal move"), e.getMessage());
        assertDoesNotThrow(cases.get(7)::check); // multi-line response, DOTALL
        e = assertThrows(AssertionFailedError.class, cases.get(8)::check); // the whole response must match
        assertTrue(e.getMessage().contains("expected: [Shin]") && e.getMessage().contains("actual:   = Shinpan"),
                e.getMessage());
    }

    @Test
    void failingCommandsWithoutIdAndBadPatternLinesAreProblems() throws IOException {
        PuzzleRegressionTest.FileRun r = run("""
                loadsgf missing.sgf
                #? [black]
                1 name
                #? Shinpan
                2 name

                #? [Shinpan]
                """);
        assertEquals(4, r.problems().size(), r.problems().toString());
        assertTrue(r.problems().get(0).startsWith("line 1: loadsgf missing.sgf -> ? cannot load file"));
        assertTrue(r.problems().get(1).startsWith("line 2: '#?' does not follow a numbered command"));
        assertTrue(r.problems().get(2).startsWith("line 4: the expected response is not in brackets"));
        assertTrue(r.problems().get(3).startsWith("line 7: '#?' does not follow"));
        assertEquals(2, r.cases().size());
    }

    @Test
    void loadsgfReadsFilesRelativeToTheBase() throws IOException {
        Files.createDirectories(dir.resolve("j2003"));
        Files.writeString(dir.resolve("j2003/a.sgf"), "(;GM[1]FF[4]SZ[3:1]AB[aa];W[ca])");
        PuzzleRegressionTest.FileRun r = run("""
                10 loadsgf j2003/a.sgf
                #? [black]
                11 j2003_status A1
                #? [uncapturable|dead|capturable-[123]]
                """);
        assertEquals(List.of(), r.problems());
        r.cases().forEach(c -> assertDoesNotThrow(c::check, c.name()));
    }

    @Test
    void anIdUsedTwiceInAFileIsAProblem() throws IOException {
        PuzzleRegressionTest.FileRun r = run("""
                10 name
                #? [Shinpan]
                20 protocol_version
                10 name
                #? [Shinpan]
                """);
        assertEquals(List.of("line 4: the id 10 is used already on line 1"), r.problems());
        assertEquals(3, r.cases().size()); // both still run
    }
}
