package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import org.shinpan.board.Graph;

/**
 * The pieces of a region too large to search that an enclosed area may cut out of it
 * ({@link EnclosedArea}; the argument is in docs/j2003.md, "Open regions"). A piece is a set of the
 * region's intersections next to the blocks of the region's player; the rest of the region is
 * left out, and the piece's intersections next to it are the cut.
 *
 * <p>Two kinds, each at most {@code maxSize} intersections and touching a block:
 * <ul>
 *   <li><b>Necks.</b> The parts into which one intersection, or two intersections at most two
 *       steps apart, split the region (a corner or side territory behind a narrow entrance).
 *   <li><b>Neighbourhoods.</b> The region's intersections within 1, 2, 3, ... steps of one block
 *       (the first step: those it touches), walking inside the region.
 * </ul>
 */
final class OpenRegion {
    private OpenRegion() {}

    /**
     * The most neighbours the search for necks reads in one region (cuts tried × the region's
     * neighbours read per flood): twice what the largest region of a 25×25 board needs (4,127 cuts
     * of 2,400, about 9.9 million), so a grid's pieces are all found; a graph's region beyond it
     * (tens of thousands of locations, or a dense graph) keeps the necks found by then (a path of
     * 30,000 locations took minutes, a complete graph of 300 half a minute).
     */
    static final long MAX_NECK_WORK = 20_000_000;

    /**
     * At most {@code limit} pieces of {@code region} (an intersection set of {@code g}), each of at
     * most {@code maxSize} intersections and touching a stone for which {@code block} holds: the
     * necks, largest first, then the neighbourhoods, largest first; each piece once, ascending.
     */
    static List<int[]> pieces(Graph g, boolean[] region, IntPredicate block, int maxSize, int limit) {
        return pieces(g, region, block, maxSize, limit, MAX_NECK_WORK);
    }

    /** The same, the search for necks stopping at {@code maxNeckWork} neighbours read. */
    static List<int[]> pieces(Graph g, boolean[] region, IntPredicate block, int maxSize, int limit, long maxNeckWork) {
        int n = g.size();
        long volume = 0; // what one flood of the region reads: its intersections' neighbours
        for (int q = 0; q < n; q++) if (region[q]) volume += g.degree(q);
        Set<List<Integer>> necks = new LinkedHashSet<>();
        // each cut floods the region once: the search stops at MAX_NECK_WORK neighbours read,
        // keeping the necks found (pieces are only candidates, each proven on its own)
        long work = 0;
        boolean[] mark = new boolean[n];
        for (int a = 0; a < n && work <= maxNeckWork; a++) {
            if (!region[a]) continue;
            addParts(g, region, block, maxSize, new int[] {a}, necks);
            work += volume;
            for (int b : withinTwoSteps(g, region, a, mark)) {
                if (b > a && work <= maxNeckWork) {
                    addParts(g, region, block, maxSize, new int[] {a, b}, necks);
                    work += volume;
                }
            }
        }
        Set<List<Integer>> near = new LinkedHashSet<>();
        boolean[] seenBlock = new boolean[n];
        for (int s = 0; s < n; s++) {
            if (!block.test(s) || seenBlock[s]) continue;
            // one block: the stones connected to s
            boolean[] stones = Locality.reach(g, new int[] {s}, q -> !block.test(q));
            for (int q = 0; q < n; q++) seenBlock[q] |= stones[q];
            addNeighbourhoods(g, region, stones, maxSize, near);
        }
        List<int[]> pieces = new ArrayList<>();
        for (Set<List<Integer>> kind : List.of(necks, near)) {
            List<List<Integer>> sorted = new ArrayList<>(kind);
            sorted.sort(Comparator.comparingInt(piece -> -piece.size()));
            for (List<Integer> piece : sorted) {
                if (pieces.size() == limit) return pieces;
                if (kind == near && necks.contains(piece)) continue;
                pieces.add(piece.stream().mapToInt(Integer::intValue).toArray());
            }
        }
        return pieces;
    }

    /**
     * The region's intersections other than {@code a} at most two steps from it inside the region,
     * in the order first reached; {@code mark} (all false, and left so) is scratch space.
     */
    private static List<Integer> withinTwoSteps(Graph g, boolean[] region, int a, boolean[] mark) {
        List<Integer> found = new ArrayList<>();
        mark[a] = true;
        for (int k = 0; k < g.degree(a); k++) {
            int w = g.neighbour(a, k);
            if (!region[w]) continue;
            if (!mark[w]) {
                mark[w] = true;
                found.add(w);
            }
            for (int j = 0; j < g.degree(w); j++) {
                int x = g.neighbour(w, j);
                if (region[x] && !mark[x]) {
                    mark[x] = true;
                    found.add(x);
                }
            }
        }
        mark[a] = false;
        for (int x : found) mark[x] = false;
        return found;
    }

    /** The parts of {@code region} without {@code cut} that are small enough and touch a block. */
    private static void addParts(Graph g, boolean[] region, IntPredicate block, int maxSize, int[] cut,
            Set<List<Integer>> out) {
        int n = g.size();
        boolean[] removed = new boolean[n];
        for (int c : cut) removed[c] = true;
        boolean[] seen = new boolean[n];
        for (int start = 0; start < n; start++) {
            if (!region[start] || removed[start] || seen[start]) continue;
            boolean[] part = Locality.reach(g, new int[] {start}, q -> !region[q] || removed[q]);
            List<Integer> piece = new ArrayList<>();
            boolean touches = false;
            for (int q = 0; q < n; q++) {
                if (!part[q]) continue;
                seen[q] = true;
                piece.add(q);
                for (int k = 0; k < g.degree(q); k++) touches |= block.test(g.neighbour(q, k));
            }
            if (touches && piece.size() <= maxSize) out.add(piece);
        }
    }

    /** The region's intersections within 1, 2, ... steps of {@code stones}, while small enough. */
    private static void addNeighbourhoods(Graph g, boolean[] region, boolean[] stones, int maxSize,
            Set<List<Integer>> out) {
        int n = g.size();
        boolean[] in = new boolean[n];
        List<Integer> ring = new ArrayList<>();
        for (int q = 0; q < n; q++) {
            if (!stones[q]) continue;
            for (int k = 0; k < g.degree(q); k++) {
                int w = g.neighbour(q, k);
                if (region[w] && !in[w]) {
                    in[w] = true;
                    ring.add(w);
                }
            }
        }
        int size = ring.size();
        while (!ring.isEmpty() && size <= maxSize) {
            List<Integer> piece = new ArrayList<>();
            for (int q = 0; q < n; q++) if (in[q]) piece.add(q);
            if (piece.size() == countRegion(region)) return; // the whole region: not a piece
            out.add(piece);
            List<Integer> next = new ArrayList<>();
            for (int q : ring) {
                for (int k = 0; k < g.degree(q); k++) {
                    int w = g.neighbour(q, k);
                    if (region[w] && !in[w]) {
                        in[w] = true;
                        next.add(w);
                    }
                }
            }
            ring = next;
            size += next.size();
        }
    }

    private static int countRegion(boolean[] region) {
        int count = 0;
        for (boolean b : region) if (b) count++;
        return count;
    }
}
