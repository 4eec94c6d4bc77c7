package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SGF files Shinpan writes read back as what was analysed or solved. */
class SgfRoundTripTest {
    @TempDir
    Path dir;

    @Test
    void anAnalysisFileKeepsItsPrisonersAndThePlayerToMove() {
        // puzzles/j2003/territory/003: Black removed two white stones during the game, and that
        // prisoner-difference of 2 decides the result, B+1 (the puzzle's comment). Its main line
        // ends after Black's pass, with White to move.
        String puzzle = "puzzles/j2003/territory/003-prisoners-decide.sgf";
        String out = dir.resolve("verdict.sgf").toString();
        CliRun first = CliRun.of("analyze", puzzle, "--sgf", out);
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().contains("score: 1  result: B+1"), first.out());
        CliRun again = CliRun.of("analyze", out);
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains("prisoner-difference: 2\n"), again.out());
        assertTrue(again.out().contains("score: 1  result: B+1"), again.out());
        CliRun show = CliRun.of("show", out);
        assertTrue(show.out().contains("White to move"), show.out());
    }

    @Test
    void anAnalysisFileKeepsTheGamesInformation() throws IOException {
        Path f = CliRun.file(dir, "game.sgf", "(;GM[1]FF[4]SZ[4:3]PB[Alice]PW[Bob \\] Jr.]DT[2026-11-27]RE[W+9]"
                + "AB[ba][ab][bb]AW[ca][cb][db][ac][bc][cc];B[];W[])");
        String out = dir.resolve("verdict.sgf").toString();
        assertEquals(0, CliRun.of("analyze", f.toString(), "--sgf", out).code());
        org.shinpan.sgf.SgfNode root = org.shinpan.sgf.SgfParser.parse(java.nio.file.Files.readString(Path.of(out)), out)
                .firstGameTree();
        assertEquals("Alice", root.value("PB").orElseThrow());
        assertEquals("Bob ] Jr.", root.value("PW").orElseThrow());
        assertEquals("2026-11-27", root.value("DT").orElseThrow());
        assertEquals("W+9", root.value("RE").orElseThrow());
    }

    @Test
    void aProblemFileIsReadBeforeItsSolution() throws IOException {
        // The straight three of puzzles/tsumego/001 (A1 B1 C1 inside Black's A2 B2 C2 D2 D1, White
        // round it) as a problem collection writes it: the problem as setup with its target
        // marked, and a solution move (W B1, the vital point: 001's derivation, dead) as the main
        // line. The problem is the position before that move; before, it was read after W B1.
        String problem = "(;GM[1]FF[4]SZ[9]AB[ah][bh][ch][dh][di]AW[ag][bg][cg][dg][eg][eh][ei]TR[dh]"
                + ";W[bi]C[Correct])";
        Path f = CliRun.file(dir, "problem.sgf", problem);
        CliRun r = CliRun.of("tsumego", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("target black A2 B2 C2 D2 D1, attacker White"), r.out());
        assertTrue(r.out().contains("J2003 status (attacker first): dead"), r.out());
        // and the file tsumego writes reads back with the same target and status
        String out = dir.resolve("solved.sgf").toString();
        assertEquals(0, CliRun.of("tsumego", f.toString(), "--sgf", out).code());
        CliRun again = CliRun.of("tsumego", out);
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains("target black A2 B2 C2 D2 D1, attacker White"), again.out());
        assertTrue(again.out().contains("J2003 status (attacker first): dead"), again.out());
    }
}
