package org.shinpan.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.ImmutableIntList;
import org.eclipse.collections.api.list.primitive.IntList;

/**
 * The finite set of locations and which of them are neighbours (LJ rule 1: "a finite set of
 * locations ... it must somehow be defined if any two (different) locations are neighbors"; J2003
 * v35a, Definitions 1: intersections and adjacency on the grid).
 *
 * <p>Locations are the ints {@code 0 .. size()-1}; a location is called {@code loc} everywhere.
 * Neighbourhood is symmetric and irreflexive. Labels exist only for input and output.
 *
 * <p>Two kinds: rectangular grids ({@link #grid}, 1×1 to 25×25, labelled with GTP vertices, row 1
 * at the bottom, columns A–Z without I) and arbitrary graphs ({@link #fromEdges}, labelled by
 * the names given). A grid's location of column {@code x} (0 = left) and row {@code y} (0 = top)
 * is {@code y * width + x}, the SGF order.
 *
 * <p>Immutable; value equality (same kind, same labels, same neighbours).
 */
public final class Graph {
    /** The largest grid side: GTP has 25 column letters (A–Z without I). */
    public static final int MAX_GRID_SIDE = 25;

    private static final String GTP_COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    private final int width; // 0 for a graph that is not a grid
    private final int height;
    private final String[] labels;
    private final int[] start; // neighbours of loc are adjacency[start[loc] .. start[loc+1])
    private final int[] adjacency;
    private final ImmutableIntList[] neighbourLists;
    private final Map<String, Integer> byLabel;
    private final int hash;
    /** Per location, its neighbours as the bits of one long; null over 64 locations. */
    private final long[] neighbourWords;
    /** The same words with the grid's shifts ({@link WordGraph}); null over 64 locations. */
    private final WordGraph wordGraph;

    private Graph(int width, int height, String[] labels, int[][] neighbours) {
        this.width = width;
        this.height = height;
        this.labels = labels;
        int n = labels.length;
        this.start = new int[n + 1];
        int total = 0;
        for (int loc = 0; loc < n; loc++) {
            start[loc] = total;
            total += neighbours[loc].length;
        }
        start[n] = total;
        this.adjacency = new int[total];
        this.neighbourLists = new ImmutableIntList[n];
        for (int loc = 0; loc < n; loc++) {
            System.arraycopy(neighbours[loc], 0, adjacency, start[loc], neighbours[loc].length);
            neighbourLists[loc] = IntLists.immutable.of(neighbours[loc]);
        }
        this.byLabel = new HashMap<>();
        for (int loc = 0; loc < n; loc++) {
            if (byLabel.put(labels[loc], loc) != null) {
                throw new IllegalArgumentException("two locations are labelled '" + labels[loc] + "'");
            }
        }
        this.hash = Objects.hash(width, height, Arrays.hashCode(labels), Arrays.hashCode(adjacency));
        if (n <= 64) {
            neighbourWords = new long[n];
            for (int loc = 0; loc < n; loc++) {
                for (int k = start[loc]; k < start[loc + 1]; k++) neighbourWords[loc] |= 1L << adjacency[k];
            }
            wordGraph = new WordGraph(neighbourWords, width);
        } else {
            neighbourWords = null;
            wordGraph = null;
        }
    }

    /**
     * Per location of a graph of at most 64 locations, its neighbours as a bitset: bit {@code w} of
     * element {@code v} is set when {@code w} neighbours {@code v}. Made once with the graph and
     * shared by every caller, so it must never be written into.
     *
     * @throws IllegalStateException for a graph of more than 64 locations
     */
    public long[] neighbourWords() {
        if (neighbourWords == null) {
            throw new IllegalStateException(size() + " locations, more than one word holds");
        }
        return neighbourWords;
    }

    /**
     * The graph of at most 64 locations as a {@link WordGraph}, made once with the graph.
     *
     * @throws IllegalStateException for a graph of more than 64 locations
     */
    public WordGraph wordGraph() {
        if (wordGraph == null) {
            throw new IllegalStateException(size() + " locations, more than one word holds");
        }
        return wordGraph;
    }

    /**
     * The rectangular grid of {@code width} columns and {@code height} rows, each from 1 to 25.
     */
    public static Graph grid(int width, int height) {
        if (width < 1 || height < 1 || width > MAX_GRID_SIDE || height > MAX_GRID_SIDE) {
            throw new IllegalArgumentException(
                    "a grid is 1x1 to " + MAX_GRID_SIDE + "x" + MAX_GRID_SIDE + ", not " + width + "x" + height);
        }
        int n = width * height;
        String[] labels = new String[n];
        int[][] neighbours = new int[n][];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int loc = y * width + x;
                labels[loc] = "" + GTP_COLUMNS.charAt(x) + (height - y);
                int[] nb = new int[4];
                int k = 0;
                if (y > 0) nb[k++] = loc - width;
                if (x > 0) nb[k++] = loc - 1;
                if (x < width - 1) nb[k++] = loc + 1;
                if (y < height - 1) nb[k++] = loc + width;
                neighbours[loc] = Arrays.copyOf(nb, k);
            }
        }
        return new Graph(width, height, labels, neighbours);
    }

    /** The square grid of the given side. */
    public static Graph square(int side) {
        return grid(side, side);
    }

    /**
     * An arbitrary graph: the locations are {@code labels} in order, and each edge is a pair of
     * indices into it. Duplicate edges are merged; an edge from a location to itself is refused
     * (LJ rule 1 speaks of two different locations).
     */
    public static Graph fromEdges(List<String> labels, List<int[]> edges) {
        int n = labels.size();
        if (n == 0) {
            throw new IllegalArgumentException("a graph needs at least one location");
        }
        List<List<Integer>> nb = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String label = labels.get(i);
            if (label.isEmpty() || label.chars().anyMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException("location label '" + label + "' is empty or has white space");
            }
            nb.add(new ArrayList<>());
        }
        // the edges seen, each as its smaller and larger end: a repeated edge is merged in constant
        // time (a scan of the neighbour list made a location of degree k cost k^2)
        java.util.Set<Long> seen = new java.util.HashSet<>();
        for (int[] e : edges) {
            if (e.length != 2 || e[0] < 0 || e[1] < 0 || e[0] >= n || e[1] >= n) {
                throw new IllegalArgumentException("edge " + Arrays.toString(e) + " names no location");
            }
            if (e[0] == e[1]) {
                throw new IllegalArgumentException("location '" + labels.get(e[0]) + "' cannot neighbour itself");
            }
            if (seen.add((long) Math.min(e[0], e[1]) * n + Math.max(e[0], e[1]))) {
                nb.get(e[0]).add(e[1]);
                nb.get(e[1]).add(e[0]);
            }
        }
        int[][] neighbours = new int[n][];
        for (int i = 0; i < n; i++) {
            neighbours[i] = nb.get(i).stream().mapToInt(Integer::intValue).sorted().toArray();
        }
        return new Graph(0, 0, labels.toArray(new String[0]), neighbours);
    }

    /** The number of locations. */
    public int size() {
        return labels.length;
    }

    public boolean isGrid() {
        return width > 0;
    }

    /** Columns of a grid; 0 for another graph. */
    public int width() {
        return width;
    }

    /** Rows of a grid; 0 for another graph. */
    public int height() {
        return height;
    }

    /** Number of neighbours of {@code loc}. */
    public int degree(int loc) {
        return start[loc + 1] - start[loc];
    }

    /** The {@code k}-th neighbour of {@code loc}, {@code 0 <= k < degree(loc)}. */
    public int neighbour(int loc, int k) {
        return adjacency[start[loc] + k];
    }

    /** The neighbours of {@code loc}, ascending. */
    public IntList neighbours(int loc) {
        return neighbourLists[loc];
    }

    public boolean areNeighbours(int a, int b) {
        for (int i = start[a]; i < start[a + 1]; i++) {
            if (adjacency[i] == b) {
                return true;
            }
        }
        return false;
    }

    /**
     * The flat adjacency array: the neighbours of {@code loc} are at indices
     * {@code adjacencyStart()[loc]} (inclusive) to {@code adjacencyStart()[loc+1]} (exclusive).
     * Shared with the graph for hot loops: never write to either array.
     */
    int[] adjacency() {
        return adjacency;
    }

    int[] adjacencyStart() {
        return start;
    }

    /** Column of a grid location, 0 at the left. */
    public int x(int loc) {
        requireGrid();
        return loc % width;
    }

    /** Row of a grid location, 0 at the top. */
    public int y(int loc) {
        requireGrid();
        return loc / width;
    }

    /** The grid location of column {@code x} (0 left) and row {@code y} (0 top). */
    public int loc(int x, int y) {
        requireGrid();
        if (x < 0 || y < 0 || x >= width || y >= height) {
            throw new IndexOutOfBoundsException("(" + x + "," + y + ") is off the " + width + "x" + height + " grid");
        }
        return y * width + x;
    }

    /** The label of {@code loc}: its GTP vertex on a grid (e.g. {@code D4}), its name otherwise. */
    public String label(int loc) {
        return labels[loc];
    }

    /** The GTP column letter of column {@code x}. */
    public static char columnLetter(int x) {
        return GTP_COLUMNS.charAt(x);
    }

    /**
     * The location labelled {@code text}. On a grid, GTP vertices are read in any case
     * ({@code d4}, {@code D4}); the letter I is not a column.
     *
     * @throws IllegalArgumentException naming the text when no location has that label
     */
    public int parseLocation(String text) {
        String key = isGrid() ? text.trim().toUpperCase(Locale.ROOT) : text.trim();
        Integer loc = byLabel.get(key);
        if (loc == null) {
            throw new IllegalArgumentException(
                    "'" + text + "' is not a location of " + describe());
        }
        return loc;
    }

    /** Whether some location has label {@code text} (as {@link #parseLocation} reads it). */
    public boolean hasLocation(String text) {
        return byLabel.containsKey(isGrid() ? text.trim().toUpperCase(Locale.ROOT) : text.trim());
    }

    /** "the 19x19 grid" or "the graph of 7 locations". */
    public String describe() {
        return isGrid() ? "the " + width + "x" + height + " grid"
                : "the graph of " + size() + (size() == 1 ? " location" : " locations");
    }

    private void requireGrid() {
        if (!isGrid()) {
            throw new UnsupportedOperationException(describe() + " has no rows and columns");
        }
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Graph)) return false;
        Graph g = (Graph) o;
        return hash == g.hash && width == g.width && height == g.height
                && Arrays.equals(labels, g.labels) && Arrays.equals(start, g.start)
                && Arrays.equals(adjacency, g.adjacency);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return describe();
    }
}
