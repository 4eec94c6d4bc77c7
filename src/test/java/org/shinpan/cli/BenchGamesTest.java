package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench games}: the analysis of finished games by Benson and enclosed areas only. */
class BenchGamesTest {

    /**
     * The position of the enclosed-area example (EnclosedAreaProperties):
     * <pre>
     *   3  X X X O .
     *   2  . X . X O
     *   1  . . X X O
     *      A B C D E
     * </pre>
     * Black's blocks {A3 B3 C3 B2} and {C1 D1 D2} share the one-point eye C2 and the corner bent
     * three A1 A2 B1, to which neither is vital (A1 touches neither), so neither is pass-alive; yet
     * White, moving first, captures neither (White A1 is answered by A2 and White B1 is then
     * suicide; White B1 or A2 alone is a stone in atari; White C2 and White E3 are suicide):
     * uncapturable by the area of Black's regions. White's D3 and E2 E1 have the one liberty E3
     * between them and nothing else; Black E3 captures both at once: captured in that area, which
     * leaves their status unknown without their permanent-stone tests. No string is pass-alive.
     */
    @Test
    void countsWhatTheAreasDecide(@TempDir Path dir) throws Exception {
        CliRun.file(dir, "g.sgf", "(;GM[1]FF[4]SZ[5:3]KM[0]AB[aa][ba][ca][bb][db][cc][dc]AW[da][eb][ec])");
        CliRun r = CliRun.of("bench", "games", dir.toString());
        assertEquals(Main.OK, r.code(), r.err());
        Matcher line = Pattern.compile("g\\.sgf\\s+\\d+\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)").matcher(r.out());
        assertTrue(line.find(), r.out());
        assertEquals("4 0 2 2 2", line.group(1) + " " + line.group(2) + " " + line.group(3) + " " + line.group(4)
                + " " + line.group(5));
        assertTrue(r.out().contains("1 games: median"), r.out());
    }

    @Test
    void aMissingFolderIsAnError(@TempDir Path dir) {
        CliRun r = CliRun.of("bench", "games", dir.resolve("nowhere").toString());
        assertTrue(r.code() != Main.OK);
        assertTrue(r.err().contains("no such folder"), r.err());
    }
}
