package org.shinpan.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.rules.RuleSet;

/**
 * The example of docs/api.md, compiled and run: the lines between the markers below must stand in
 * the document's first {@code java} block, word for word (indentation aside).
 */
class ApiExampleTest {

    @Test
    void theDocumentedExampleRunsAndPrintsWhatTheDocumentSays() {
        PrintStream console = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        Analysis.StringStatus d1;
        try {
            d1 = example();
        } finally {
            System.setOut(console);
        }
        assertEquals(List.of("W+7", "W+13.5", "dead", "W:C1 +", "[A3, C3, D3, A1, C1, D1]", "[B3, A2, B2]",
                "move 20: two consecutive passes", "B+3"), captured.toString(StandardCharsets.UTF_8).lines().toList());
        assertEquals(Capturability.DEAD, d1.status());
    }

    private static Analysis.StringStatus example() {
        // example:begin
        Position p = Diagram.parse("""
                . O . .
                O O O O
                . O . X
                """);
        Analysis a = Shinpan.analyze(p, RuleSet.J2003.withKomi(6.5));
        Analysis.StringStatus d1 = a.statusAt("D1").orElseThrow();
        System.out.println(a.result());              // W+7
        System.out.println(a.resultWithKomi().get()); // W+13.5
        System.out.println(d1.status().word());      // dead
        System.out.println(d1.certificate());        // W:C1 +
        System.out.println(a.whiteTerritory());      // [A3, C3, D3, A1, C1, D1]

        Analysis game = Shinpan.analyze(Path.of("puzzles/j2003/basic/002-one-eye-dead.sgf"));
        System.out.println(game.deadStones());       // [B3, A2, B2]

        Replayed r = Shinpan.replay(Path.of("puzzles/examples/short-game.sgf"), RuleSet.TROMP_TAYLOR);
        System.out.println(r.end().get());           // move 20: two consecutive passes
        System.out.println(r.result());              // B+3
        // example:end
        return d1;
    }

    @Test
    void theDocumentShowsExactlyThisCode() throws IOException {
        List<String> mine = between(Files.readAllLines(
                Path.of("src/test/java/org/shinpan/api/ApiExampleTest.java")), "// example:begin", "// example:end");
        List<String> doc = between(Files.readAllLines(Path.of("docs/api.md")), "```java", "```");
        List<String> docBody = new ArrayList<>();
        boolean started = false;
        for (String line : doc) {
            // the document's block starts with imports; the example proper starts at "Position p"
            if (line.startsWith("Position p")) started = true;
            if (started) docBody.add(line);
        }
        assertTrue(!mine.isEmpty(), "the markers are in place");
        assertEquals(mine, docBody, "docs/api.md's example differs from ApiExampleTest's");
    }

    /** The stripped lines strictly between the first line containing {@code from} and the next containing {@code to}. */
    private static List<String> between(List<String> lines, String from, String to) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < lines.size() && !lines.get(i).strip().startsWith(from)) i++;
        for (i++; i < lines.size() && !lines.get(i).strip().startsWith(to); i++) {
            out.add(lines.get(i).strip());
        }
        return out;
    }
}
