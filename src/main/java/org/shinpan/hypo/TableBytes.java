package org.shinpan.hypo;

/**
 * How the solvers count the memory of their tables: an array takes its capacity times its element
 * size plus {@link #ARRAY_HEADER}, rounded up to 8 bytes, as on a 64-bit HotSpot JVM with
 * compressed references (heaps under 32 GB: a 12-byte header and a 4-byte length). Other JVMs
 * differ by a few bytes per array; the tables keep few, large arrays, so the count is close to
 * exact for them.
 */
final class TableBytes {
    /** The estimated object header of an array, its length included. */
    static final int ARRAY_HEADER = 16;

    private TableBytes() {}

    /** The bytes of an array of {@code length} elements of {@code elementBytes} each. */
    static long array(long length, int elementBytes) {
        return (ARRAY_HEADER + length * elementBytes + 7) & ~7L;
    }

    /**
     * The next capacity of a growing array: half as large again, so that at most a third of a
     * table's storage is spare capacity.
     */
    static int grown(long length) {
        long more = length + (length >> 1) + 16;
        if (more > Integer.MAX_VALUE - 8) throw new IllegalStateException("a table outgrew a Java array");
        return (int) more;
    }
}
