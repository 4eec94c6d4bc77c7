package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench tsumego}: each problem against its Expect lines, and the summary. */
class BenchTsumegoTest {

    @Test
    void comparesWithTheExpectLines(@TempDir Path dir) throws Exception {
        // 112 is decided at once (alive whatever anyone plays); a copy with a wrong expectation
        // must be reported.
        String five = Files.readString(Path.of("puzzles/tsumego/112-straight-five-edge.sgf"));
        Files.writeString(dir.resolve("a.sgf"), five);
        Files.writeString(dir.resolve("b.sgf"), five.replace("Expect attacker: uncapturable = A1 B1 C1 D1 E1 p",
                "Expect attacker: dead = C1"));
        CliRun r = CliRun.of("bench", "tsumego", dir.toString());
        assertEquals(Main.OK, r.code(), r.err());
        assertTrue(r.out().contains("uncapturable A1 B1 C1 D1 E1 p"), r.out());
        assertTrue(r.out().contains("problems: 2; every expected side decided: 2; agreeing with the hand derivation on"
                + " every side: 1; errors: 0"), r.out());
        assertTrue(r.out().contains("sides (a side moving first, with or without a ko master): 4 expected, 4 decided,"
                + " 3 agreeing"), r.out());
        assertTrue(r.out().contains("DIFFERENT b.sgf attacker: expected dead = C1, solver uncapturable A1 B1 C1 D1 E1 p"),
                r.out());
    }

    @Test
    void refusesAMissingFolder(@TempDir Path dir) {
        CliRun r = CliRun.of("bench", "tsumego", dir.resolve("nowhere").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("no such folder"), r.err());
    }
}
