package org.shinpan.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.stream.IntStream;
import org.eclipse.collections.api.set.primitive.MutableLongSet;
import org.eclipse.collections.impl.set.mutable.primitive.LongHashSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The external oracle: the number of legal positions (every string has a liberty) of small
 * rectangular grids, as published by Tromp and Farnebäck, "Combinatorics of Go" (2006), table
 * of L(m, n) (OEIS A094777 for the square boards). Counted by enumerating all 3^n colourings
 * and asking the kernel's {@link Position#isLegal()}; then, independently, by loading each
 * colouring into a {@link Board}, by the strings of {@link Position#strings()}, and by the set of
 * positions the board reaches from the empty one by plays.
 */
class LegalPositionCountTest {

    /** Counts colourings whose first {@code prefix.length} locations are {@code prefix}. */
    private static long countLegal(Graph g, byte[] prefix) {
        int n = g.size();
        byte[] codes = new byte[n];
        System.arraycopy(prefix, 0, codes, 0, prefix.length);
        long count = 0;
        do {
            if (Position.ofCodes(g, codes.clone()).isLegal()) count++;
        } while (increment(codes, prefix.length));
        return count;
    }

    private static long countLegal(Graph g) {
        return countLegal(g, new byte[0]);
    }

    /** The next colouring in base 3 over locations {@code from..}; false after the last. */
    private static boolean increment(byte[] codes, int from) {
        for (int i = codes.length - 1; i >= from; i--) {
            if (codes[i] < 2) {
                codes[i]++;
                return true;
            }
            codes[i] = 0;
        }
        return false;
    }

    @ParameterizedTest(name = "{0}x{1} has {2} legal positions")
    @CsvSource({
        "1, 1, 1",
        "1, 2, 5",
        "1, 3, 15",
        "1, 4, 41",
        "1, 5, 113",
        "2, 2, 57",
        "2, 3, 489",
        "2, 4, 4125",
        "2, 5, 35117",
        "3, 3, 12675",
        "3, 4, 321689",
    })
    void legalPositionsMatchTrompAndFarneback(int width, int height, long expected) {
        assertEquals(expected, countLegal(Graph.grid(width, height)));
        if (width != height) {
            // The transposed grid (e.g. 3x2 for 2x3) has the same count.
            assertEquals(expected, countLegal(Graph.grid(height, width)));
        }
    }

    @Test
    @Tag("slow")
    void fourByFour() {
        // 3^16 = 43 million colourings, split over the colourings of the first three locations.
        Graph g = Graph.square(4);
        long count = IntStream.range(0, 27).parallel()
                .mapToLong(k -> countLegal(g, new byte[] {(byte) (k / 9), (byte) (k / 3 % 3), (byte) (k % 3)}))
                .sum();
        assertEquals(24318165L, count);
    }

    /** Second check: loading into a board succeeds exactly for the legal colourings. */
    @ParameterizedTest(name = "{0}x{1}: {2} boards")
    @CsvSource({"1, 3, 15", "1, 5, 113", "2, 2, 57", "3, 2, 489", "2, 4, 4125", "3, 3, 12675"})
    void boardsLoadExactlyTheLegalPositions(int width, int height, long expected) {
        Graph g = Graph.grid(width, height);
        byte[] codes = new byte[g.size()];
        long boards = 0;
        long withLiberties = 0;
        do {
            Position p = Position.ofCodes(g, codes.clone());
            try {
                new Board(p, SuicideRule.PROHIBITED);
                boards++;
            } catch (IllegalArgumentException e) {
                // not a position of play
            }
            if (p.strings().stream().allMatch(s -> !s.liberties().isEmpty())) withLiberties++;
        } while (increment(codes, 0));
        assertEquals(expected, boards);
        assertEquals(expected, withLiberties);
    }

    /**
     * Third check, independent of {@link Position#isLegal()}: the positions reachable from the
     * empty board by plays of either player (passes let a player play twice). Every legal
     * position is reachable — place its stones in any order: a partial string always touches an
     * empty location that a later stone fills, and a complete one has its final liberties — and
     * the board's physics never leaves a string without a liberty, so the reachable positions
     * are exactly the legal ones.
     */
    @ParameterizedTest(name = "{0}x{1}: {2} reachable")
    @CsvSource({"1, 1, 1", "1, 4, 41", "5, 1, 113", "2, 2, 57", "2, 3, 489", "4, 2, 4125", "2, 5, 35117",
        "3, 3, 12675"})
    void positionsReachableByPlay(int width, int height, long expected) {
        Graph g = Graph.grid(width, height);
        MutableLongSet seen = new LongHashSet();
        ArrayDeque<Position> queue = new ArrayDeque<>();
        Position empty = Position.empty(g);
        seen.add(key(empty));
        queue.add(empty);
        while (!queue.isEmpty()) {
            Board b = new Board(queue.poll(), SuicideRule.PROHIBITED);
            for (int loc = 0; loc < g.size(); loc++) {
                for (Player p : Player.values()) {
                    if (b.tryPlay(loc, p)) {
                        Position next = b.toPosition();
                        if (seen.add(key(next))) queue.add(next);
                        b.undo();
                    }
                }
            }
        }
        assertEquals(expected, seen.size());
    }

    private static long key(Position p) {
        long k = 0;
        for (int loc = 0; loc < p.graph().size(); loc++) k = 3 * k + p.code(loc);
        return k;
    }
}
