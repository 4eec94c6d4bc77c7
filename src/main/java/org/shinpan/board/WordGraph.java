package org.shinpan.board;

/**
 * A graph of at most 64 locations with every set of locations a bitset in one {@code long} (bit
 * {@code loc}): what the bitset analyses of the hypothetical game read of the graph (Benson's
 * analysis, captures on a word board, miai strategies). Made once with its {@link Graph} and
 * shared.
 *
 * <p>On a rectangular grid, whose location of column {@code x} and row {@code y} is
 * {@code y * width + x}, the neighbours of a whole set are four shifts of the word: one column
 * right and left (masked so that no bit wraps round to the next row) and one row down and up. On
 * any other graph they are the union of each location's neighbour word, one per location of the
 * set. Both give the same set; the shifts cost the same however large the set is.
 */
public final class WordGraph {
    private final long[] neighbours;
    private final int size;
    private final long board;
    private final int width; // 0: not a grid, read the neighbour words
    private final long notLastColumn;
    private final long notFirstColumn;

    WordGraph(long[] neighbours, int width) {
        this.neighbours = neighbours;
        this.size = neighbours.length;
        this.board = size == 64 ? -1L : (1L << size) - 1;
        this.width = width;
        long notLast = 0;
        long notFirst = 0;
        if (width > 0) {
            for (int loc = 0; loc < size; loc++) {
                if (loc % width != width - 1) notLast |= 1L << loc;
                if (loc % width != 0) notFirst |= 1L << loc;
            }
        }
        this.notLastColumn = notLast;
        this.notFirstColumn = notFirst;
    }

    /** The number of locations. */
    public int size() {
        return size;
    }

    /** Every location, as a set. */
    public long board() {
        return board;
    }

    /** The neighbours of {@code loc}, as a set. */
    public long neighbours(int loc) {
        return neighbours[loc];
    }

    /** The locations next to some location of {@code set}. */
    public long adjacent(long set) {
        if (width > 0) {
            return (((set & notLastColumn) << 1) | ((set & notFirstColumn) >>> 1) | (set << width) | (set >>> width))
                    & board;
        }
        long next = 0;
        for (long rest = set; rest != 0; rest &= rest - 1) next |= neighbours[Long.numberOfTrailingZeros(rest)];
        return next;
    }

    /** The locations of {@code within} connected to {@code from} (a set of them) through {@code within}. */
    public long connected(long from, long within) {
        long set = from;
        long added = from;
        while (added != 0) {
            long more = adjacent(added) & within & ~set;
            set |= more;
            added = more;
        }
        return set;
    }
}
