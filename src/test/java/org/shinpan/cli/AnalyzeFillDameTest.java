package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code analyze --fill-dame} (docs/j2003.md, "Filling dame") and {@code tsumego --ko-threats}
 * (docs/tsumego.md, "Unlimited ko threats") on the command line: what is printed, and bad input.
 */
class AnalyzeFillDameTest {
    /**
     * Black B3 A2 B2 B1 with the eyes A3 A1, White D3 D2 E2 D1 with the eyes E3 E1, and the seam
     * C3 C2 C1 between them. Both strings are pass-alive (two one-point eyes each): uncapturable.
     * Filled (DameFillingTest.aSeamBetweenTwoWallsIsFilledInBoardOrder): B:C3 B:C2 B:C1. Territory:
     * Black A3 A1, White E3 E1, with or without the fill (the seam is dame, next to no eye-point);
     * score 0, "Draw"; dame 3 without the fill, 0 with it.
     */
    private static final String SEAM = ". X . O .\nX X . O O\n. X . O .\n";

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return CliRun.file(dir, name, text);
    }

    /**
     * territory/007: Black's D1 is capturable-2 because Black answers any first move of White on
     * one of the dame F3, F2, F1, joining its pass-alive G (the puzzle's comment), and the count
     * has 5 dame (C1, E3, F3, F2, F1). The count says that a string is alive by that rule while
     * dame are open, and where to look; the seam position, with its dame but no such string, says
     * nothing of it.
     */
    @Test
    void aCountWithOpenDameSaysWhichStringsArePermanentStoneMiaiAlive() throws IOException {
        Path puzzle = Path.of("puzzles/j2003/territory/007-dead-stone-alive-by-far-dame.sgf");
        CliRun r = CliRun.of("analyze", puzzle.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("dame 5;"), r.out());
        assertTrue(r.out().contains("note: 1 string is alive by a permanent-stone miai (its owner can always put a stone"
                + " on local-2 that stays; docs/j2003.md); where that stone goes on an open dame, filling the dame first"
                + " (--fill-dame) asks the rules again without it\n"), r.out());
        CliRun seam = CliRun.of("analyze", write("seam.txt", SEAM).toString());
        assertEquals(0, seam.code(), seam.err());
        assertFalse(seam.out().contains("note:"), seam.out());
    }

    @Test
    void fillDameSaysWhatItFilledThenAnalysesTheFilledPosition() throws IOException {
        Path f = write("seam.txt", SEAM);
        CliRun plain = CliRun.of("analyze", f.toString());
        assertEquals(0, plain.code(), plain.err());
        assertFalse(plain.out().contains("filled dame"), plain.out());
        assertTrue(plain.out().contains("dame 3;"), plain.out());

        CliRun filled = CliRun.of("analyze", f.toString(), "--fill-dame");
        assertEquals(0, filled.code(), filled.err());
        assertTrue(filled.out().startsWith(
                f + ": filled dame (--fill-dame, a convention, not J2003): B:C3 B:C2 B:C1\n"), filled.out());
        assertTrue(filled.out().contains("of the filled position"), filled.out());
        assertTrue(filled.out().contains("Black 2, White 2; dame 0;"), filled.out());
        assertTrue(filled.out().contains("score: 0"), filled.out());

        CliRun json = CliRun.of("analyze", f.toString(), "--fill-dame", "--json");
        assertEquals(0, json.code(), json.err());
        assertTrue(json.out().contains("\"filledDame\":[{\"vertex\":\"C3\",\"color\":\"black\"},"
                + "{\"vertex\":\"C2\",\"color\":\"black\"},{\"vertex\":\"C1\",\"color\":\"black\"}]"), json.out());
        assertTrue(json.out().contains("\"dame\":[]"), json.out());
        assertFalse(CliRun.of("analyze", f.toString(), "--json").out().contains("filledDame"));
    }

    @Test
    void fillDameWithNothingToFillSaysNone() throws IOException {
        // One black string with four one-point eyes: no empty point touches White.
        Path f = write("eyes.txt", ". X .\nX X X\n. X .\n");
        CliRun r = CliRun.of("analyze", f.toString(), "--fill-dame");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("filled dame (--fill-dame, a convention, not J2003): none\n"), r.out());
        assertTrue(r.out().contains("of the position as given"), r.out());
        assertTrue(CliRun.of("analyze", f.toString(), "--fill-dame", "--json").out().contains("\"filledDame\":[]"));
    }

    @Test
    void badInput() throws IOException {
        Path f = write("seam.txt", SEAM);
        // --fill-dame is a flag: a value is refused; the LJ analysis has no such step.
        assertEquals(2, CliRun.of("analyze", f.toString(), "--fill-dame=yes").code());
        assertEquals(2, CliRun.of("analyze", f.toString(), "--rules", "lj", "--fill-dame").code());
        // A string without a liberty is refused before anything is filled.
        CliRun r = CliRun.of("analyze", write("dead.txt", "X O\nO .\n").toString(), "--fill-dame");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("has no liberty"), r.err());
        assertEquals("", r.out());
        // --ko-threats takes black or white.
        CliRun k = CliRun.of("tsumego", f.toString(), "--ko-threats", "green");
        assertEquals(2, k.code());
        assertTrue(k.err().contains("--ko-threats is black or white, not 'green'"), k.err());
    }

    /**
     * The picture and the SGF of a filled position say which stones were filled, not played: two
     * walls B and D with the open column C between them (every C point touches both colours and
     * leaves every string two liberties, so all five are filled, Black by the tie-break on the
     * stones next to them).
     */
    @Test
    void thePictureAndTheSgfMarkTheFilledDame() throws IOException {
        Path f = CliRun.file(dir, "walls.txt", ". X . O .\nX X . O O\n. X . O .\nX X . O O\n. X . O .\n");
        Path svg = dir.resolve("w.svg");
        Path sgf = dir.resolve("w.sgf");
        CliRun r = CliRun.of("analyze", f.toString(), "--fill-dame", "--svg", svg.toString(), "--sgf", sgf.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("filled dame (--fill-dame, a convention, not J2003): B:C5 B:C4 B:C3 B:C2 B:C1"), r.out());
        String picture = java.nio.file.Files.readString(svg);
        assertTrue(picture.contains("<circle class=\"stone filled black\" data-vertex=\"C3\""), picture);
        assertTrue(picture.contains("filled dame (--fill-dame, a convention, not played; dashed): B:C5 B:C4 B:C3 B:C2 B:C1"),
                picture);
        assertFalse(picture.contains("<circle class=\"stone filled black\" data-vertex=\"B3\""), picture);
        String written = java.nio.file.Files.readString(sgf);
        assertTrue(written.contains("CR[ca][cb][cc][cd][ce]"), written);
        assertTrue(written.contains("C[Filled dame (analyze --fill-dame, a convention, not played; marked CR): B:C5 B:C4"
                + " B:C3 B:C2 B:C1. "), written);
    }
}
