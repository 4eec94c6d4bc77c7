package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Player;

/** The control search's table: its byte limit, and which values make way when it is full. */
class SituationTableTest {
    private static final int CELLS = 361;

    /** A situation of 361 cells, one per seed (the cells spell the seed, so equal seeds give equal situations). */
    private static ControlGame.State situation(long seed) {
        byte[] cells = new byte[CELLS];
        Random r = new Random(seed);
        for (int i = 0; i < CELLS; i++) cells[i] = (byte) r.nextInt(3);
        for (int i = 0; i < 8; i++) cells[i] = (byte) ((seed >>> (2 * i)) & 3); // 3 is never a code: no two seeds collide
        return new ControlGame.State(cells, Player.BLACK, 2, -1, false, java.util.Arrays.hashCode(cells));
    }

    @Test
    void neverHoldsMoreThanItsLimitAndReplacesWhenFull() {
        long limit = 256 * 1024;
        SituationTable t = new SituationTable(CELLS, limit);
        // A situation of 361 cells: 40 bytes of object and 16 + 361 rounded up to 384 of cells.
        long perSituation = 40 + 384;
        for (long i = 0; i < 5_000; i++) {
            t.put(situation(i), -1, i);
            assertTrue(t.bytes() <= limit, t.bytes() + " bytes after " + (i + 1) + " values");
        }
        // 256 KiB: slots of 30 bytes and three quarters of a 424-byte situation (348 bytes), 753 of
        // them, so 512 slots (a power of two), at most 384 situations
        assertEquals(384, t.size());
        assertEquals(5_000 - t.size(), t.replaced() + t.notStored());
        assertTrue(t.replaced() > 2_000, t.replaced() + " replaced"); // each new value cost more than all before
        assertTrue(t.bytes() >= t.size() * perSituation);
    }

    @Test
    void keepsWhatItStoresUntilFull() {
        SituationTable t = new SituationTable(CELLS, 1 << 20);
        for (long i = 0; i < 500; i++) t.put(situation(i), i, 1);
        for (long i = 0; i < 500; i++) assertEquals(i, t.get(situation(i)), "value " + i);
        assertEquals(SituationTable.ABSENT, t.get(situation(500)));
        t.put(situation(7), 70, 1); // a new value for a stored situation takes its slot
        assertEquals(70, t.get(situation(7)));
        assertEquals(500, t.size());
        assertEquals(0, t.replaced());
    }

    @Test
    void theValueThatTookTheMostSearchStays() {
        SituationTable t = new SituationTable(CELLS, 64 * 1024);
        ControlGame.State costly = situation(-5);
        t.put(costly, 42, 1_000_000);
        for (long i = 0; i < 20_000; i++) t.put(situation(i), 1, 1 + i % 3);
        assertTrue(t.replaced() > 2_000, t.replaced() + " replaced");
        // every later value replaced the cheapest near its slot, or made way itself; never the costly one
        assertEquals(42, t.get(costly));
        // the table is full, and a value that cost less than all near its slot is not stored
        int before = t.size();
        long replacedBefore = t.replaced();
        int stored = 0;
        for (long i = 20_000; i < 20_100; i++) {
            t.put(situation(i), 1, 0);
            if (t.get(situation(i)) != SituationTable.ABSENT) stored++;
        }
        assertEquals(before, t.size());
        assertEquals(replacedBefore, t.replaced() - stored);
    }

    @Test
    void aLimitBelowOneBucketStoresNothing() {
        SituationTable t = new SituationTable(CELLS, 1_000);
        t.put(situation(1), -1, 5);
        assertEquals(SituationTable.ABSENT, t.get(situation(1)));
        assertEquals(0, t.size());
        assertTrue(t.bytes() <= 1_000);
    }
}
