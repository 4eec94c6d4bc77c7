package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Position;

/** The table limit of the lazy solver and the byte count it rests on ({@link CompactHypoGraph#tableBytes()}). */
class TableLimitTest {
    private static final long MIB = 1 << 20;

    /**
     * Straight three (puzzles/j2003/eyes/001): the black string D4 A3 B3 C3 D3 has the eye space
     * A4 B4 C4; White plays B4 first and captures whatever Black does, then answers every black
     * play in the emptied corner: dead (the derivation is in the SGF's comment). The white wall is
     * pass-alive around the eyes A1, C1, E1.
     */
    private static final Position STRAIGHT_THREE = Diagram.parse("""
            . . . X O
            X X X X O
            O O O O O
            . O . O .
            """);

    /**
     * Bent three in the corner (puzzles/j2003/eyes/008): the black string C4 B3 C3 A2 B2 has the eye
     * space A4 B4 A3; White plays A4 first and captures, then answers every black play in the
     * emptied corner: dead (the derivation is in the SGF's comment). Its tests need more than a
     * MiB of table; since fill regions (docs/j2003.md) the straight three's no longer do.
     */
    private static final Position BENT_THREE = Diagram.parse("""
            . . X O .
            . X X O O
            X X O O .
            O O O O O
            """);

    private static StringVerdict blackString(LazySolver solver) {
        return blackString(STRAIGHT_THREE, "D4", solver);
    }

    private static StringVerdict blackString(Position p, String stone, LazySolver solver) {
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(new FinalPosition(p), solver, 0);
        return r.verdictAt(p.graph().parseLocation(stone));
    }

    private static LazySolver solver(long tableBytes) {
        return new LazySolver(new SolverLimits(SolverLimits.DEFAULT_MAX_STATES, tableBytes, Long.MAX_VALUE));
    }

    @Test
    void aTinyTableTurnsTheVerdictIntoUnknownWithTheReason() {
        assertEquals(Capturability.DEAD, blackString(BENT_THREE, "C4", new LazySolver()).status());
        // on the whole board: on the sealed area the permanent-stone tests fit in a small table; and
        // since fill games (docs/j2003.md) they fit in 1 MiB on the whole board too, so a sixteenth of it
        LazySolver tiny = new LazySolver(new SolverLimits(SolverLimits.DEFAULT_MAX_STATES, MIB / 16, Long.MAX_VALUE))
                .wholeBoard();
        StringVerdict v = blackString(BENT_THREE, "C4", tiny);
        assertEquals(Capturability.UNKNOWN, v.status());
        boolean named = v.tests().stream()
                .anyMatch(t -> t.result().answer() == Forcing.UNKNOWN && t.result().note().equals("table limit 65536 bytes reached"));
        assertTrue(named, v.tests().toString());
        assertTrue(tiny.peakTableBytes() <= MIB / 16, "peak " + tiny.peakTableBytes());
    }

    @Test
    void everyTableLimitGivesTheVerdictOrUnknownAndIsNeverPassed() {
        boolean decided = false;
        for (long limit = 256 * 1024; limit <= 16 * MIB; limit *= 2) {
            LazySolver s = solver(limit);
            Capturability status = blackString(s).status();
            assertTrue(status == Capturability.DEAD || status == Capturability.UNKNOWN, limit + ": " + status);
            assertTrue(s.peakTableBytes() <= limit, limit + ": peak " + s.peakTableBytes());
            decided |= status == Capturability.DEAD;
        }
        assertTrue(decided, "16 MiB decides the straight three (its largest test holds about 6 MiB)");
    }

    @Test
    void theLimitIsAWholePositiveNumberOfMib() {
        assertThrows(IllegalArgumentException.class, () -> SolverLimits.states(10).withTableMib(0));
        assertThrows(IllegalArgumentException.class, () -> SolverLimits.states(10).withTableMib(SolverLimits.MAX_TABLE_MIB + 1));
        assertThrows(IllegalArgumentException.class, () -> new SolverLimits(10, 0, Long.MAX_VALUE));
        assertEquals(256 * MIB, SolverLimits.states(10).maxTableBytes());
    }

    /**
     * The capture test of a lone black stone on an open 5x4 board, grown node by node: the count
     * never falls, the bound given before each expansion holds after it, and the count is within a
     * small factor of what the JVM's heap grew by while the graph is held (not timed).
     */
    @Test
    void theByteCountGrowsMonotonicallyAndMatchesTheHeap() {
        Position open = Diagram.parse("""
                . . . . .
                . . . . .
                . X . . .
                . . . . .
                """);
        FinalPosition fp = new FinalPosition(open);
        FinalString target = fp.stringAt(open.graph().parseLocation("B2"));
        long before = usedHeap();
        CompactHypoGraph g = new CompactHypoGraph(fp, List.of(target), true, null);
        long last = g.tableBytes();
        for (int v = 0; v < g.size() && g.size() < 200_000; v++) {
            long bound = g.tableBytesAfterExpanding(v);
            g.expand(v);
            long now = g.tableBytes();
            assertTrue(now >= last, "the count fell at node " + v);
            assertTrue(now <= bound, "node " + v + ": " + now + " bytes, more than the bound " + bound);
            last = now;
        }
        assertTrue(g.size() >= 200_000, "the open board has more than 200,000 states; got " + g.size());
        long heap = usedHeap() - before;
        long counted = g.tableBytes();
        assertTrue(g.size() > 0); // keeps the graph reachable until the heap was measured
        assertTrue(counted > heap / 2 && counted < heap * 2, "counted " + counted + " bytes, the heap grew by " + heap);
    }

    private static long usedHeap() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) System.gc();
        return rt.totalMemory() - rt.freeMemory();
    }
}
