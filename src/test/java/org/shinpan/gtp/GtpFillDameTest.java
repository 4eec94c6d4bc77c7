package org.shinpan.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code shinpan_fill_dame} (docs/j2003.md, "Filling dame"). The position, 5×3:
 *
 * <pre>
 *   3 . X . O .     Black B3 A2 B2 B1 and White D3 D2 E2 D1, each with two one-point eyes
 *   2 X X . O O     (pass-alive), and the seam C3 C2 C1 between them.
 *   1 . X . O .
 *     A B C D E
 * </pre>
 *
 * As given (J2003 literally): the seam is dame, and each side's eyes lie in regions next to it, so
 * they are in seki (Definitions 3): no territory, both strings alive in seki, score 0. Filled
 * (DameFillingTest: board order, Black on the tie): B:C3 B:C2 B:C1; then Black has A3 A1 and
 * White E3 E1 as territory, 2 against 2, score 0, nothing in seki, and the three filled points are
 * the board's dame (no stones of it).
 */
class GtpFillDameTest {
    @TempDir
    Path dir;

    private ShinpanEngine engine;

    @BeforeEach
    void load() throws IOException {
        Files.writeString(dir.resolve("seam.sgf"), "(;GM[1]FF[4]SZ[5:3]KM[0]AB[ba][ab][bb][bc]AW[da][db][eb][dc])");
        engine = new ShinpanEngine(dir);
        assertEquals("black", ok("loadsgf seam.sgf"));
    }

    private String ok(String line) {
        return new EngineSession(engine).ok(line);
    }

    private String fails(String line) {
        return new EngineSession(engine).fails(line);
    }

    /** The stones of the board as it stands. */
    private static final Set<String> STONES = Set.of("B3", "A2", "B2", "B1", "D3", "D2", "E2", "D1");

    private Set<String> listed(String status) {
        return Set.of(ok("final_status_list " + status).split("\\s+"));
    }

    @Test
    void offByDefaultThenTheFilledPositionIsAnalysed() {
        assertEquals("off", ok("shinpan_fill_dame"));
        assertEquals("0", ok("final_score"));
        assertEquals("C3 C2 C1", ok("final_status_list dame"));
        assertEquals("", ok("final_status_list black_territory"));
        assertTrue(ok("shinpan_gfx").contains("SQUARE"));
        assertEquals(STONES, listed("seki"));

        assertEquals("", ok("shinpan_fill_dame on"));
        assertEquals("on", ok("shinpan_fill_dame"));
        assertEquals("0", ok("final_score"));
        assertEquals("", ok("final_status_list seki"));
        // the filled points are no stones of the board: dame, never listed as stones
        assertEquals(STONES, listed("alive"));
        assertEquals("C3 C2 C1", ok("final_status_list dame"));
        assertEquals("A3 A1", ok("final_status_list black_territory"));
        assertEquals("E3 E1", ok("final_status_list white_territory"));
        assertEquals("uncapturable", ok("j2003_status B2"));
        assertEquals("vertex is empty", fails("j2003_status C2"));
        // GoGui's picture: each side's territory shaded, no stone squared (nothing in seki)
        String gfx = ok("shinpan_gfx");
        assertTrue(gfx.contains("BLACK A3 A1") && gfx.contains("WHITE E3 E1") && !gfx.contains("SQUARE"), gfx);
        String json = ok("shinpan_analyze");
        assertTrue(json.startsWith("{\"rules\":\"j2003\",\"board\":\"5x3\",\"filledDame\":[{\"vertex\":\"C3\","
                + "\"color\":\"black\"},{\"vertex\":\"C2\",\"color\":\"black\"},{\"vertex\":\"C1\",\"color\":\"black\"}],"
                + "\"strings\":["), json);

        // area scoring counts the board as it stands: the seam is nobody's
        ok("shinpan_rules tromp-taylor");
        assertEquals("C3 C2 C1", ok("final_status_list dame"));
        assertTrue(!ok("shinpan_analyze").contains("filledDame"));
        ok("shinpan_rules j2003");

        assertEquals("", ok("shinpan_fill_dame off"));
        assertEquals("", ok("final_status_list black_territory"));
        assertTrue(!ok("shinpan_analyze").contains("filledDame"));
    }

    @Test
    void badArguments() {
        assertTrue(fails("shinpan_fill_dame maybe").startsWith("syntax error: shinpan_fill_dame takes on or off"));
        assertTrue(fails("shinpan_fill_dame on off").startsWith("syntax error"));
        assertEquals("off", ok("shinpan_fill_dame"));
    }
}
