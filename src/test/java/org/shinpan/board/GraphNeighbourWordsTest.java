package org.shinpan.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Graph#neighbourWords}: each location's neighbours as the bits of one long, made once. */
class GraphNeighbourWordsTest {
    @Test
    void aGridsWordsHoldEachLocationsNeighbours() {
        // The 3x2 grid, locations numbered row by row from the top: 0 1 2 / 3 4 5.
        // 0 touches 1 and 3; 1 touches 0, 2, 4; 2 touches 1, 5; 3 touches 0, 4; 4 touches 1, 3, 5;
        // 5 touches 2, 4.
        long[] expected = {0b001010, 0b010101, 0b100010, 0b010001, 0b101010, 0b010100};
        Graph g = Graph.grid(3, 2);
        assertArrayEquals(expected, g.neighbourWords());
        assertSame(g.neighbourWords(), g.neighbourWords(), "made once, shared");
    }

    @Test
    void anyGraphsWordsHoldItsEdges() {
        // a triangle a-b-c with a tail c-d: a touches b, c; b touches a, c; c touches a, b, d; d touches c
        Graph g = Graph.fromEdges(List.of("a", "b", "c", "d"),
                List.of(new int[] {0, 1}, new int[] {1, 2}, new int[] {2, 0}, new int[] {2, 3}));
        assertArrayEquals(new long[] {0b0110, 0b0101, 0b1011, 0b0100}, g.neighbourWords());
    }

    @Test
    void theLastBitIsUsedOnAnEightByEightGridAndNoMoreFit() {
        long[] words = Graph.grid(8, 8).neighbourWords();
        // location 63 (H1, bottom right) touches 55 above it and 62 to its left
        assertArrayEquals(new long[] {(1L << 55) | (1L << 62)}, new long[] {words[63]});
        // location 56 (A1) touches 48 and 57; 57's bit 63 is not among them
        assertArrayEquals(new long[] {(1L << 48) | (1L << 57)}, new long[] {words[56]});
        assertThrows(IllegalStateException.class, () -> Graph.grid(9, 9).neighbourWords());
    }
}
