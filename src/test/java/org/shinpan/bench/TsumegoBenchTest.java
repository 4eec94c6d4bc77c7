package org.shinpan.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.shinpan.board.Player;
import org.shinpan.hypo.Capturability;

/** The machine-readable expectations of the tsumego problems ({@code Expect ...} lines) and how they match. */
class TsumegoBenchTest {

    @Test
    void parsesCompleteAndPartialLists() {
        List<TsumegoBench.Expectation> es = TsumegoBench.expectations("""
                C[a problem
                Expect attacker: dead = B1
                Expect defender: uncapturable >= B1 / A2 C1 p
                Expect defender white: dead = A1 C1 p]
                """);
        assertEquals(3, es.size());
        TsumegoBench.Expectation a = es.get(0);
        assertTrue(a.attacker());
        assertNull(a.koMaster());
        assertEquals(Capturability.DEAD, a.status());
        assertTrue(a.complete());
        assertEquals(Set.of("B1"), a.correct());
        TsumegoBench.Expectation d = es.get(1);
        assertFalse(d.attacker());
        assertFalse(d.complete());
        assertEquals(Set.of("B1"), d.correct());
        assertEquals(Set.of("A2", "C1", "p"), d.wrong());
        assertEquals("uncapturable >= B1 / A2 C1 p", d.text());
        assertEquals(Player.WHITE, es.get(2).koMaster());
        assertEquals(Set.of("A1", "C1", "p"), es.get(2).correct());
    }

    @Test
    void agreesOnClassAndMoves() {
        List<TsumegoBench.Expectation> es = TsumegoBench.expectations("""
                Expect attacker: dead = B1
                Expect defender: uncapturable >= B1 / A2 p
                """);
        TsumegoBench.Expectation exact = es.get(0);
        assertTrue(exact.agrees(Capturability.DEAD, Set.of("B1")));
        assertFalse(exact.agrees(Capturability.DEAD, Set.of("B1", "C1")));
        assertFalse(exact.agrees(Capturability.CAPTURABLE_1, Set.of("B1")));
        assertFalse(exact.agrees(Capturability.UNKNOWN, Set.of()));
        TsumegoBench.Expectation partial = es.get(1);
        assertTrue(partial.agrees(Capturability.UNCAPTURABLE, Set.of("B1")));
        assertTrue(partial.agrees(Capturability.UNCAPTURABLE, Set.of("B1", "B2")));
        assertFalse(partial.agrees(Capturability.UNCAPTURABLE, Set.of("B2")));
        assertFalse(partial.agrees(Capturability.UNCAPTURABLE, Set.of("B1", "p")));
    }

    /** Every tsumego problem states its hand-derived answer for both sides, J2003, in Expect lines. */
    @Test
    void everyProblemHasBothSides() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of("puzzles/tsumego"))) {
            files = walk.filter(p -> p.toString().endsWith(".sgf")).sorted().toList();
        }
        assertFalse(files.isEmpty());
        for (Path f : files) {
            List<TsumegoBench.Expectation> es = TsumegoBench.expectations(Files.readString(f));
            assertTrue(es.stream().anyMatch(e -> e.attacker() && e.koMaster() == null), f + ": Expect attacker");
            assertTrue(es.stream().anyMatch(e -> !e.attacker() && e.koMaster() == null), f + ": Expect defender");
        }
    }

    /**
     * The target is the string the file marks, as tsumego reads it: in 124 the marked stone A1 (the
     * largest black string, the wall, is pass-alive). Before, bench solved the wall: "uncapturable B1 p".
     */
    @Test
    void solvesTheMarkedTarget(@TempDir Path dir) throws IOException {
        Files.copy(Path.of("puzzles/tsumego/124-snapback-stone.sgf"), dir.resolve("124.sgf"));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TsumegoBench.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), dir, 1_000_000, 256, 120);
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("agreeing with the hand derivation on every side: 1;"), out);
        assertTrue(out.matches("(?s).*124\\.sgf .* capturable-1 B1 +uncapturable B1 .*"), out);
        assertFalse(out.contains("DIFFERENT"), out);
    }
}
