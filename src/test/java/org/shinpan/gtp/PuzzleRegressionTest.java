package org.shinpan.gtp;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every GTP regression file ({@code *.tst}) below the top-level {@code puzzles/} folder, each
 * through one fresh {@link ShinpanEngine} whose base directory is {@code puzzles/}.
 *
 * <p>The format is GNU Go's, as gogui-regress reads it: each line is a GTP command; a command with
 * a numeric id is a test, and the line right after it may be {@code #? [pattern]}, a regular
 * expression (multi-line, dot matches all) that must match the whole response text, or with
 * {@code [!pattern]} must not. A trailing {@code *} after the bracket marks a known failure:
 * reported (as an aborted test) but not failing. A test whose command fails ({@code ?}) fails.
 * Other lines starting with {@code #} are comments. A command without an id that fails, and a
 * malformed {@code #?} line, or an id used twice in one file, fail the file's own test.
 *
 * <p>One dynamic test per numbered command, named {@code file:id command}, in one container per file.
 * Files below a folder named {@code slow} are left to {@link SlowPuzzleRegressionTest}.
 */
class PuzzleRegressionTest {

    /** One numbered command of a file and how the engine answered it. */
    record Case(String file, int line, String command, long id, String pattern, boolean knownFailure,
            GtpResponse response) {

        String name() {
            return file + ":" + id + " " + command;
        }

        void check() {
            String actual = (response.success() ? "= " : "? ") + response.text();
            String report = "\n  command:  " + id + " " + command + "  (" + file + " line " + line + ")"
                    + "\n  expected: " + (pattern == null ? "success" : "[" + pattern + "]" + (knownFailure ? "*" : ""))
                    + "\n  actual:   " + actual;
            String problem = problem();
            if (problem == null) {
                if (knownFailure) System.out.println("unexpected pass of a known failure:" + report);
                return;
            }
            if (knownFailure) {
                Assumptions.abort("known failure, " + problem + report);
            }
            fail(problem + report);
        }

        /** What is wrong with the response, or {@code null}. */
        private String problem() {
            if (!response.success()) return "the command failed";
            if (pattern == null) return null;
            boolean negated = pattern.startsWith("!");
            Pattern p;
            try {
                p = Pattern.compile(negated ? pattern.substring(1) : pattern, Pattern.MULTILINE | Pattern.DOTALL);
            } catch (PatternSyntaxException e) {
                return "the expected pattern is no regular expression: " + e.getDescription();
            }
            boolean matches = p.matcher(response.text().strip()).matches();
            return matches == negated ? "the response does not match" : null;
        }
    }

    /** The outcome of running one file: its test cases and the problems outside them. */
    record FileRun(List<Case> cases, List<String> problems) {}

    private static Path puzzlesFolder() {
        return Path.of("puzzles").toAbsolutePath();
    }

    @TestFactory
    Stream<DynamicNode> puzzleFiles() throws IOException {
        return puzzleFiles(false);
    }

    /** The files below {@code puzzles/}: those in a {@code slow} folder, or all the others. */
    static Stream<DynamicNode> puzzleFiles(boolean slow) throws IOException {
        Path puzzles = puzzlesFolder();
        if (!Files.isDirectory(puzzles)) {
            return Stream.of(dynamicTest("puzzles folder exists",
                    () -> fail("no puzzles folder at " + puzzles + " (the working directory must be the project root)")));
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(puzzles)) {
            files = walk.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(".tst"))
                    .filter(p -> isSlow(puzzles.relativize(p)) == slow)
                    .sorted()
                    .toList();
        }
        if (files.isEmpty()) {
            return Stream.of(dynamicTest("puzzles folder exists (no .tst files yet)",
                    () -> assertTrue(Files.isDirectory(puzzles))));
        }
        return files.stream().map(file -> {
            String name = puzzles.relativize(file).toString().replace('\\', '/');
            // flatMap keeps the run lazy: the file is run when JUnit reaches its container.
            Stream<DynamicNode> tests = Stream.of(file).flatMap(f -> testsOf(name, run(name, f, puzzles)));
            return dynamicContainer(name, file.toUri(), tests);
        });
    }

    private static boolean isSlow(Path relative) {
        for (Path part : relative) {
            if (part.toString().equals("slow")) return true;
        }
        return false;
    }

    private static Stream<DynamicNode> testsOf(String name, FileRun run) {
        List<DynamicNode> nodes = new ArrayList<>();
        nodes.add(dynamicTest(name + ": commands without a test", () -> {
            if (!run.problems().isEmpty()) {
                fail(name + ":\n  " + String.join("\n  ", run.problems()));
            }
        }));
        for (Case c : run.cases()) {
            nodes.add(dynamicTest(c.name(), c::check));
        }
        return nodes.stream();
    }

    /** Runs {@code file} through a fresh engine whose base directory is {@code base}. */
    static FileRun run(String name, Path file, Path base) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ShinpanEngine engine = new ShinpanEngine(base);
        List<Case> cases = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Case pending = null; // a numbered command whose #? line may come next
        java.util.Map<Long, Integer> idLines = new java.util.HashMap<>(); // each id once per file, as gogui-regress reports them by id
        for (int i = 0; i < lines.size(); i++) {
            int lineNo = i + 1;
            String line = lines.get(i).strip();
            if (line.startsWith("#?")) {
                if (pending == null) {
                    problems.add("line " + lineNo + ": '#?' does not follow a numbered command");
                    continue;
                }
                String expected = line.substring(2).strip();
                boolean knownFailure = expected.endsWith("*");
                if (knownFailure) expected = expected.substring(0, expected.length() - 1).strip();
                if (expected.isEmpty()) {
                    cases.add(pending);
                } else if (!expected.startsWith("[") || !expected.endsWith("]") || expected.length() < 2) {
                    problems.add("line " + lineNo + ": the expected response is not in brackets: " + line);
                    cases.add(pending);
                } else {
                    String pattern = expected.substring(1, expected.length() - 1).strip();
                    cases.add(new Case(pending.file(), pending.line(), pending.command(), pending.id(), pattern,
                            knownFailure, pending.response()));
                }
                pending = null;
                continue;
            }
            if (pending != null) {
                cases.add(pending);
                pending = null;
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            Optional<GtpCommand> command = GtpCommand.parse(line);
            if (command.isEmpty()) {
                continue;
            }
            GtpResponse response = engine.gtp().execute(command.get());
            if (command.get().id().isPresent()) {
                Integer first = idLines.putIfAbsent(command.get().id().getAsLong(), lineNo);
                if (first != null) {
                    problems.add("line " + lineNo + ": the id " + command.get().id().getAsLong()
                            + " is used already on line " + first);
                }
                pending = new Case(name, lineNo, command.get().text(), command.get().id().getAsLong(), null, false,
                        response);
            } else if (!response.success()) {
                problems.add("line " + lineNo + ": " + line + " -> ? " + response.text());
            }
            if (engine.isQuitRequested()) {
                break;
            }
        }
        if (pending != null) {
            cases.add(pending);
        }
        return new FileRun(cases, problems);
    }
}
