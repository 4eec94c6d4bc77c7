package org.shinpan.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link WordGraph}: a grid's shifts give each set's neighbours exactly as the union of its
 * locations' neighbour lists does, with no bit wrapping round a row's end or off the board.
 */
class WordGraphProperties {
    /** The neighbours of {@code set}, from the graph's own lists, one location at a time. */
    private static long byLists(Graph g, long set) {
        long next = 0;
        for (int loc = 0; loc < g.size(); loc++) {
            if ((set >>> loc & 1) == 0) continue;
            for (int k = 0; k < g.degree(loc); k++) next |= 1L << g.neighbour(loc, k);
        }
        return next;
    }

    @Property(tries = 2000)
    void aGridsShiftsAreItsNeighbourLists(@ForAll @IntRange(min = 1, max = 8) int width,
            @ForAll @IntRange(min = 1, max = 8) int height, @ForAll long bits, @ForAll long within) {
        Graph g = Graph.grid(width, height);
        WordGraph w = g.wordGraph();
        long set = bits & w.board();
        assertEquals(byLists(g, set), w.adjacent(set), () -> width + "x" + height + " set " + Long.toBinaryString(set));
        // connected: the flood through within, by the lists, one location at a time
        long from = Long.lowestOneBit(set);
        long flood = from;
        for (boolean grew = true; grew; ) {
            long more = byLists(g, flood) & within & ~flood;
            grew = more != 0;
            flood |= more;
        }
        assertEquals(flood, w.connected(from, within));
    }

    @Test
    void theEdgesOfAGridDoNotWrap() {
        // 3x2: 0 1 2 / 3 4 5. Location 2, the first row's last, touches 1 and 5: not 3, the next
        // row's first, which shifting the bit one place up would reach.
        WordGraph w = Graph.grid(3, 2).wordGraph();
        assertEquals(0b100010L, w.adjacent(0b000100L));
        // location 3, the second row's first, touches 0 and 4: not 2, the row before's last
        assertEquals(0b010001L, w.adjacent(0b001000L));
        // the right column {2, 5}: each touches the other, and 1 and 4
        assertEquals(0b110110L, w.adjacent(0b100100L));
        // on 8x8 the bottom-right corner, bit 63, touches 55 and 62
        assertEquals((1L << 55) | (1L << 62), Graph.grid(8, 8).wordGraph().adjacent(1L << 63));
    }

    @Test
    void aGraphThatIsNotAGridReadsItsLists() {
        // a triangle a-b-c with a tail c-d
        Graph g = Graph.fromEdges(List.of("a", "b", "c", "d"),
                List.of(new int[] {0, 1}, new int[] {1, 2}, new int[] {2, 0}, new int[] {2, 3}));
        assertEquals(0b1011L, g.wordGraph().adjacent(0b0100L));
        assertEquals(0b1111L, g.wordGraph().connected(0b0001L, 0b1111L));
        assertSame(g.wordGraph(), g.wordGraph());
        assertThrows(IllegalStateException.class, () -> Graph.grid(9, 9).wordGraph());
    }
}
