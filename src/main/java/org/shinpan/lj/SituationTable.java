package org.shinpan.lj;

/**
 * The control search's transposition table: a value per situation, within a byte limit. When the
 * table is full, a new value takes the place of the one near its slot whose search took the
 * fewest situations, unless that one took more than the new one (the depth-preferred replacement
 * of chess programs' tables: what cost more to find stays). Nothing the search stores
 * depends on an entry staying: every stored value is path-free ({@link ControlSearch}), so a value
 * that was replaced is searched again, and gives the same answer.
 *
 * <p>Open addressing with linear probing, at most three quarters full; the slots grow by doubling
 * up to the largest number whose table, three quarters full, the limit still holds. There it is
 * full: a new situation replaces the cheapest of the first {@link #WINDOW} situations of its probe
 * sequence if that one cost no more, which keeps every other situation's sequence unbroken. {@link #bytes} counts the slot
 * arrays and every situation the table keeps (its object and its cells), as a 64-bit HotSpot JVM
 * with compressed references lays them out; a situation that something else also keeps is counted
 * all the same, so the count is an upper bound.
 */
final class SituationTable {
    /** What {@link #get} answers for a situation that is not stored. */
    static final long ABSENT = Long.MIN_VALUE;

    /** Slots from a situation's own on, among which it may replace one when the table is full. */
    static final int WINDOW = 4;

    private static final int FIRST_SLOTS = 64;
    /** A {@link ControlGame.State}: header, two references, four ints and a flag, rounded up. */
    private static final int STATE_OBJECT = 40;
    private static final int ARRAY_HEADER = 16;

    private final long maxBytes;
    private final long situationBytes;
    private final int maxSlots;
    private ControlGame.State[] keys;
    private long[] values;
    private long[] work;
    private int count;
    private long replaced;
    private long notStored;

    /**
     * An empty table for situations of {@code cells} locations holding at most {@code maxBytes};
     * with a limit too small for {@link #WINDOW} slots it stores nothing.
     */
    SituationTable(int cells, long maxBytes) {
        this.maxBytes = maxBytes;
        this.situationBytes = STATE_OBJECT + array(cells, 1);
        // Per slot: the three slot arrays (20 bytes), half as much again for the moment a doubling
        // keeps the old arrays beside the new, and three quarters of a situation.
        double perSlot = 30 + 0.75 * situationBytes;
        long slots = Long.highestOneBit(Math.min(1L << 30, Math.max(1, (long) ((maxBytes - 6 * (ARRAY_HEADER + 8)) / perSlot))));
        this.maxSlots = slots < WINDOW ? 0 : (int) slots;
        int first = Math.min(FIRST_SLOTS, maxSlots);
        keys = new ControlGame.State[first];
        values = new long[first];
        work = new long[first];
    }

    private static long array(long length, int elementBytes) {
        return (ARRAY_HEADER + length * elementBytes + 7) & ~7L;
    }

    /** The value stored for {@code s}, or {@link #ABSENT}. */
    long get(ControlGame.State s) {
        if (maxSlots == 0) return ABSENT;
        int slot = find(s);
        return slot >= 0 ? values[slot] : ABSENT;
    }

    /**
     * Stores {@code value} for {@code s}, found by a search of {@code situations} situations; when
     * the table is full and {@code s} is not in it, the value replaces the cheapest of the first
     * {@link #WINDOW} situations of its probe sequence if that one took no more situations, and is
     * not stored otherwise.
     */
    void put(ControlGame.State s, long value, long situations) {
        if (maxSlots == 0) return;
        int slot = find(s);
        if (slot < 0 && count + 1 > keys.length * 3L / 4) {
            if (keys.length < maxSlots) {
                grow();
                slot = find(s);
            } else {
                slot = cheapest(s, situations);
                if (slot < 0) { // nothing near its slot cost less, or its slot is free but the table full
                    notStored++;
                    return;
                }
                replaced++;
            }
        }
        if (slot < 0) slot = ~slot;
        if (keys[slot] == null) count++;
        keys[slot] = s;
        values[slot] = value;
        work[slot] = situations;
    }

    /** The slot of {@code s}, else the complement of the empty slot its probe sequence ends on. */
    private int find(ControlGame.State s) {
        int mask = keys.length - 1;
        for (int slot = spread(s.hashCode()) & mask; ; slot = (slot + 1) & mask) {
            ControlGame.State k = keys[slot];
            if (k == null) return ~slot;
            if (k.equals(s)) return slot;
        }
    }

    /**
     * The slot, among the first {@link #WINDOW} of the probe sequence of {@code s} up to an empty
     * one, whose value took the fewest situations, if no more than {@code situations}; else -1.
     */
    private int cheapest(ControlGame.State s, long situations) {
        int mask = keys.length - 1;
        int start = spread(s.hashCode()) & mask;
        int best = -1;
        for (int i = 0; i < WINDOW; i++) {
            int slot = (start + i) & mask;
            if (keys[slot] == null) break;
            if (best < 0 || work[slot] < work[best]) best = slot;
        }
        return best >= 0 && work[best] <= situations ? best : -1;
    }

    private static int spread(int h) {
        h *= 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    /** Doubles the slots and puts every situation back. */
    private void grow() {
        ControlGame.State[] oldKeys = keys;
        long[] oldValues = values;
        long[] oldWork = work;
        keys = new ControlGame.State[oldKeys.length * 2];
        values = new long[keys.length];
        work = new long[keys.length];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] == null) continue;
            int slot = ~find(oldKeys[i]);
            keys[slot] = oldKeys[i];
            values[slot] = oldValues[i];
            work[slot] = oldWork[i];
        }
    }

    /** Forgets every value. */
    void clear() {
        java.util.Arrays.fill(keys, null);
        count = 0;
    }

    /** Situations stored. */
    int size() {
        return count;
    }

    /** Values that made way for another since the table was made. */
    long replaced() {
        return replaced;
    }

    /** The bytes the table holds now: its slot arrays and the situations in them. */
    long bytes() {
        return array(keys.length, 4) + 2 * array(keys.length, 8) + count * situationBytes;
    }

    /** Values not stored because the table was full and none near their slot cost less. */
    long notStored() {
        return notStored;
    }

    /** The limit the table was made with. */
    long maxBytes() {
        return maxBytes;
    }
}
