package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code show} and {@code compare} on records that are not legal under every rule set. */
class ShowCommandTest {
    private static final String SUICIDE = "puzzles/rulesets/001-multi-stone-suicide.sgf";

    @TempDir
    Path dir;

    @Test
    void aPositionBeforeAnIllegalMoveIsShown() throws IOException {
        // Move 2 is on E5, which move 1 occupies: the record is refused as a whole, but the
        // position after move 1 asks nothing of move 2.
        Path f = CliRun.file(dir, "occupied.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[ee])");
        CliRun before = CliRun.of("show", f.toString(), "--move", "1");
        assertEquals(0, before.code(), before.err());
        assertTrue(before.out().contains("9x9, after move 1 of 2, White to move"), before.out());
        CliRun whole = CliRun.of("show", f.toString());
        assertEquals(2, whole.code());
        assertTrue(whole.err().contains("illegal move 2 (W E5): the location is occupied"), whole.err());
    }

    @Test
    void aSuicideLegalUnderTrompTaylorIsShownWithAWarning() {
        // The puzzle's move 7, B A3, is a multi-stone suicide: legal under the 004 text's rule 7,
        // illegal where suicide is. show judges no move, so it reads the record and says so.
        CliRun show = CliRun.of("show", SUICIDE);
        assertEquals(0, show.code(), show.err());
        assertTrue(show.err().contains("move 7 (B A3) is a suicide"), show.err());
        assertTrue(show.out().contains("3x3, after move 9 of 9"), show.out());
        CliRun compare = CliRun.of("compare", SUICIDE);
        assertEquals(0, compare.code(), compare.err());
        CliRun early = CliRun.of("show", SUICIDE, "--move", "6");
        assertEquals(0, early.code(), early.err());
        assertTrue(early.out().contains("after move 6 of 9, Black to move"), early.out());
        // analyze judges under J2003, where the suicide is illegal: still refused
        assertEquals(2, CliRun.of("analyze", SUICIDE).code());
    }

    /**
     * A graph file's JSON carries its edges, so that the board can be rebuilt from it (it gave only
     * the number of locations); a graph may start with a stone statement; one location is "1
     * location".
     */
    @Test
    void aGraphsJsonHasItsEdges() throws IOException {
        Path f = CliRun.file(dir, "g.txt", "black a\nedge a b\nedge b c\nedge c a\nedge a b\n");
        CliRun r = CliRun.of("show", f.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals("{\"board\":{\"locations\":3},\"edges\":[[\"a\",\"b\"],[\"a\",\"c\"],[\"b\",\"c\"]],"
                + "\"toMove\":null,\"black\":[\"a\"],\"white\":[]}\n", r.out());
        Path one = CliRun.file(dir, "one.txt", "locations z\n");
        assertTrue(CliRun.of("show", one.toString()).out().startsWith(one + ": graph of 1 location\n"));
    }
}
