package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.shinpan.gtp.ShinpanEngine;

/**
 * docs/guide.md shows commands with their output. Each complete one — a {@code show},
 * {@code analyze} or {@code replay} line that writes no file, followed by its whole output (no
 * {@code ...}) — is run here and must print exactly what the guide shows; so must its GTP session.
 */
class GuideExamplesTest {
    private static final String PROMPT = "$ java -jar target/shinpan.jar ";
    private static final Set<String> CHECKED = Set.of("show", "analyze", "replay", "tsumego");

    /** A command line of the guide and the output printed under it. */
    record Example(String command, String output) {}

    static List<Example> examples(List<String> lines) {
        List<Example> list = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (!line.startsWith(PROMPT) || line.endsWith("\\")) continue;
            StringBuilder output = new StringBuilder();
            int j = i + 1;
            for (; j < lines.size() && !lines.get(j).startsWith("```") && !lines.get(j).startsWith("$ "); j++) {
                output.append(lines.get(j)).append('\n');
            }
            list.add(new Example(line.substring(PROMPT.length()), output.toString()));
            i = j - 1;
        }
        return list;
    }

    @Test
    void theGuidesCompleteExamplesPrintWhatItShows() throws IOException {
        List<Example> all = examples(Files.readAllLines(Path.of("docs/guide.md")));
        int checked = 0;
        for (Example e : all) {
            String[] words = e.command().split(" +");
            boolean writes = e.command().contains("--svg") || e.command().contains("--sgf") || e.command().contains("--out");
            if (!CHECKED.contains(words[0]) || writes || e.output().contains("...") || e.output().isEmpty()) continue;
            CliRun r = CliRun.of(words);
            assertEquals(0, r.code(), e.command() + ": " + r.err());
            assertEquals(e.output(), r.out(), "docs/guide.md: " + e.command());
            checked++;
        }
        assertTrue(checked >= 3, "the guide's show, analyze and replay examples were found: " + all);
    }

    @Test
    void theGuidesGtpSessionIsWhatTheEngineAnswers() throws IOException {
        Example session = examples(Files.readAllLines(Path.of("docs/guide.md"))).stream()
                .filter(e -> e.command().equals("gtp --base puzzles")).findFirst().orElseThrow();
        ShinpanEngine engine = new ShinpanEngine(Path.of("puzzles"));
        StringBuilder transcript = new StringBuilder();
        for (String line : session.output().split("\n")) {
            if (line.isEmpty() || line.startsWith("=") || line.startsWith("?")) continue;
            transcript.append(line).append('\n').append(engine.execute(line).orElseThrow().wire());
        }
        assertEquals(session.output().stripTrailing(), transcript.toString().stripTrailing());
    }
}
