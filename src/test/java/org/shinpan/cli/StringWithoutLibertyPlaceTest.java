package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A diagram or graph file whose position has a string without liberty is refused at the line and
 * column of the stone the message names, as the files' other errors are (it named the file only).
 * The diagram's black string B2 C2 is shut in by white; its first stone, B2, is the X of line 2,
 * "O X X O", at column 3. The graph's black a, line 3 "black a" at column 7, has only the white
 * neighbours b and c, whose string breathes at d.
 */
class StringWithoutLibertyPlaceTest {
    private static final String DIAGRAM = ". O O .\nO X X O\n. O O .\n";
    private static final String GRAPH = "edge a b\nedge a c\nblack a\nedge b d\nwhite b c\n";

    @Test
    void eachCommandNamesTheStonesLineAndColumn(@TempDir Path dir) throws Exception {
        Path d = Files.writeString(dir.resolve("d.txt"), DIAGRAM);
        String at = d + ":2:3: ";
        assertRefused(at + "not a final-position: the string at B2 has no liberty", "analyze", d.toString());
        assertRefused(at + "the string at B2 has no liberty (LJ rule 13)", "analyze", d.toString(), "--rules", "lj");
        assertRefused(at + "not a final position: the string at B2 has no liberty", "compare", d.toString());
        assertRefused(at + "the string at B2 has no liberty", "tsumego", d.toString());
        assertRefused(at + "the string at B2 has no liberty (LJ rule 13)", "dispute", d.toString(), "--claim", "pass");
        Path g = Files.writeString(dir.resolve("g.txt"), GRAPH);
        assertRefused(g + ":3:7: not a final-position: the string at a has no liberty", "analyze", g.toString());
        assertRefused(g + ":3:7: the string at a has no liberty (LJ rule 13)", "analyze", g.toString(), "--rules", "lj");
        // a graph that is no grid is still refused by tsumego for that first, and an SGF's set-up
        // string keeps its message without a place (the reader warned of it at its node)
        assertRefused(g + ": a tsumego needs a grid board", "tsumego", g.toString());
        Path sgf = Files.writeString(dir.resolve("s.sgf"), "(;GM[1]FF[4]SZ[3]AB[aa]AW[ba][ab])");
        assertRefused(sgf + ": not a final-position: the string at A3 has no liberty", "analyze", sgf.toString());
    }

    private static void assertRefused(String message, String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains(message), () -> "'" + message + "' missing in: " + r.err());
        assertEquals("", r.out());
    }
}
