package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands that judge an LJ position take the LJ game's position where the record removes a
 * cycle (LJ rule 7), and the record's LJP is checked. The record, on a 2x1 board:
 * <ol>
 *   <li>B A1; 2 W B1 takes A1, a ko capture (rule 12: two stones without liberties, of different
 *       colours), A1 temporarily prohibited; 3 B pass (two passes still needed: a location was
 *       prohibited); 4 W pass (one more ends it); 5 B A1 takes B1 by ko; 6 W pass; 7 B pass; 8 W B1
 *       takes A1 by ko: the situation after turn 2 again (Black to move, two passes needed, White on
 *       B1, A1 prohibited), and a pass would not end the game: a disturbing cycle (rule 8);</li>
 *   <li>9 B removes it (rule 7): White's B1 goes, A1 and B1 are permanently prohibited; 10 W and
 *       11 B pass: the end (rule 4).</li>
 * </ol>
 * The board is empty; each player removed two stones of the other's (Black: W's B1
 * B1 taken at 5 and removed at 9; White: A1 taken at 2 and at 8). Nobody controls anything: Draw.
 * Read as plays, White's B1 would still stand (W+1).
 */
class LjRecordPositionTest {
    private static final String CYCLE = "(;GM[1]FF[4]SZ[2:1]KM[0]RU[LJ]"
            + ";B[aa];W[ba];B[];W[];B[aa];W[];B[];W[ba];B[]LJ[remove-cycle];W[];B[])";

    @Test
    void analyzeAndCompareTakeTheLjGamesPosition(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("cycle.sgf");
        Files.writeString(f, CYCLE);
        CliRun a = CliRun.of("analyze", f.toString(), "--rules", "lj");
        assertEquals(0, a.code(), a.err());
        assertTrue(a.out().contains(" 1 . .\n"), a.out());
        assertTrue(a.out().contains("Black 2 (0 territory + 0 dead + 2 captives), White 2 (0 territory + 0 dead + 2 captives)"), a.out());
        assertTrue(a.out().contains("result: Draw"), a.out());
        assertTrue(!a.err().contains("unknown property LJ"), a.err());
        CliRun c = CliRun.of("compare", f.toString());
        assertTrue(c.out().contains("lj                 2      2        0  Draw"), c.out());
        assertTrue(c.out().contains("the record removes a cycle (LJ rule 7)"), c.out());
    }

    /** LJP names empty locations before the first move (rules 2, 9); else the file is refused by line. */
    @Test
    void misplacedInitialProhibitionsAreRefused(@TempDir Path dir) throws Exception {
        Path stone = dir.resolve("stone.sgf");
        Files.writeString(stone, "(;GM[1]FF[4]SZ[3:1]RU[LJ]AB[aa]LJP[aa];B[ca])");
        CliRun s = CliRun.of("replay", stone.toString(), "--rules", "lj");
        assertEquals(2, s.code(), s.err());
        assertTrue(s.err().contains(stone + ":1:32: LJP names A1, which holds a stone of the starting position"), s.err());
        Path late = dir.resolve("late.sgf");
        Files.writeString(late, "(;GM[1]FF[4]SZ[3:1]RU[LJ];B[aa]LJP[ba];W[ba])");
        CliRun l = CliRun.of("replay", late.toString(), "--rules", "lj");
        assertEquals(2, l.code(), l.err());
        assertTrue(l.err().contains("LJP names initially prohibited locations: only before the first move"), l.err());
    }

    /**
     * The LJ position honours LJP without any cycle removal: B2 is initially prohibited, so Black's
     * first turn there is illegal (rule 9) and the LJ game never reaches the recorded position
     * (read as plays, B2 stood and Black had the board: B+8). compare's LJ referee refuses that
     * turn, so the LJ row is {@code illegal}, with it (it was {@code unknown}, with the same turn, before
     * compare refereed every record); the other rule sets know no LJP and take the moves.
     */
    @Test
    void initialProhibitionsHoldForTheLjPosition(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("ljp.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[3]RU[LJ]LJP[bb];B[bb];W[])");
        CliRun a = CliRun.of("analyze", f.toString(), "--rules", "lj");
        assertEquals(2, a.code(), a.out());
        assertTrue(a.err().contains("turn 1 (B B2): temporarily-prohibited"), a.err());
        CliRun c = CliRun.of("compare", f.toString());
        assertTrue(c.out().contains("lj                 -      -        -  illegal"), c.out());
        assertTrue(c.out().contains("  lj: the record reaches the position by a move these rules forbid: illegal turn 1"
                + " (B B2): temporarily-prohibited: B2 is initially prohibited"), c.out());
        assertTrue(c.err().contains("the record reaches its position by a move that lj forbids"), c.err());
    }
}
