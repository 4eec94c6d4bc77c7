package org.shinpan.board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.shinpan.io.InputException;

/**
 * The edge-list text format for positions on graphs that are not grids (LJ rule 1 allows any
 * finite set of locations with any neighbourhood). One statement per line, {@code #} starts a
 * comment:
 *
 * <pre>
 * locations a b c d e     optional: declares every location, in this order
 * edge a b                a and b are neighbours
 * black a c               black stones
 * white e                 white stones
 * </pre>
 *
 * Without a {@code locations} line the locations are those the edges and stones name, in order of
 * first appearance; with one, any other name is an error. See {@code docs/formats.md}.
 */
public final class GraphText {
    private GraphText() {}

    /**
     * Parses a graph position.
     *
     * @throws InputException naming line and column for an unknown keyword or location, a self
     *     loop, a location given two colours, or a graph with no location (at its empty
     *     {@code locations} statement, if it has one)
     */
    public static Position parse(String text, String source) {
        return read(text, source).position();
    }

    /**
     * {@link #parse(String, String)} with where each stone stands: the line of the statement that
     * places it and the name's column, for the checks of the whole position (a string without
     * liberty) to name.
     */
    public static PositionText read(String text, String source) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        Map<String, Integer> index = new LinkedHashMap<>();
        boolean declared = false;
        int declaredLine = 0; // the line of the 'locations' statement, 0 if none
        List<int[]> edges = new ArrayList<>();
        Map<Integer, Integer> colours = new LinkedHashMap<>();
        Map<Integer, Integer> colourLines = new LinkedHashMap<>();
        Map<Integer, Integer> colourColumns = new LinkedHashMap<>();
        for (int i = 0; i < lines.length; i++) {
            int lineNo = i + 1;
            String line = lines[i];
            int hash = line.indexOf('#');
            if (hash >= 0) line = line.substring(0, hash);
            String[] words = line.strip().split("\\s+");
            if (words.length == 1 && words[0].isEmpty()) continue;
            String keyword = words[0];
            switch (keyword) {
                case "locations":
                    if (declared || !index.isEmpty()) {
                        throw new InputException(source, lineNo, 1, "'locations' must come once, before any other statement");
                    }
                    declared = true;
                    declaredLine = lineNo;
                    for (int w = 1; w < words.length; w++) {
                        if (index.putIfAbsent(words[w], index.size()) != null) {
                            throw new InputException(source, lineNo, column(lines[i], w),
                                    "location '" + words[w] + "' is declared twice");
                        }
                    }
                    break;
                case "edge":
                    if (words.length != 3) {
                        throw new InputException(source, lineNo, 1, "'edge' takes two locations, got " + (words.length - 1));
                    }
                    int a = lookup(words, 1, index, declared, source, lineNo, lines[i]);
                    int b = lookup(words, 2, index, declared, source, lineNo, lines[i]);
                    if (a == b) {
                        throw new InputException(source, lineNo, column(lines[i], 2),
                                "location '" + words[1] + "' cannot neighbour itself");
                    }
                    edges.add(new int[] {a, b});
                    break;
                case "black":
                case "white":
                    int code = keyword.equals("black") ? 1 : 2;
                    if (words.length == 1) {
                        // as 'edge' with no location is refused: a statement that says nothing is a slip
                        throw new InputException(source, lineNo, 1, "'" + keyword + "' names no location");
                    }
                    for (int w = 1; w < words.length; w++) {
                        int loc = lookup(words, w, index, declared, source, lineNo, lines[i]);
                        Integer before = colours.put(loc, code);
                        if (before != null) {
                            throw new InputException(source, lineNo, column(lines[i], w),
                                    "location '" + words[w] + "' already has a stone (line " + colourLines.get(loc) + ")");
                        }
                        colourLines.put(loc, lineNo);
                        colourColumns.put(loc, column(lines[i], w));
                    }
                    break;
                default:
                    throw new InputException(source, lineNo, column(lines[i], 0),
                            "unknown statement '" + keyword + "' (expected locations, edge, black or white)");
            }
        }
        if (index.isEmpty()) {
            // a 'locations' statement that names none is where the file says so; a text of comments says it nowhere
            throw new InputException(source, declaredLine, declaredLine > 0 ? 1 : 0, "the graph has no location");
        }
        Graph graph = Graph.fromEdges(new ArrayList<>(index.keySet()), edges);
        byte[] codes = new byte[graph.size()];
        colours.forEach((loc, code) -> codes[loc] = (byte) (int) code);
        int[] stoneLines = new int[graph.size()];
        int[] stoneColumns = new int[graph.size()];
        colourLines.forEach((loc, line) -> stoneLines[loc] = line);
        colourColumns.forEach((loc, column) -> stoneColumns[loc] = column);
        return new PositionText(Position.ofCodes(graph, codes), source, stoneLines, stoneColumns);
    }

    /**
     * Whether {@code text} is a graph file: its first statement (comments after {@code #} and blank
     * lines skipped) is one of the graph's keywords {@code locations}, {@code edge}, {@code black}
     * or {@code white} (docs/formats.md). No diagram line starts with one of them.
     */
    public static boolean isGraphText(String text) {
        for (String line : text.split("\r\n|\r|\n")) {
            int hash = line.indexOf('#');
            String t = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (t.isEmpty()) continue;
            return KEYWORDS.contains(t.split("\\s+")[0]);
        }
        return false;
    }

    private static final java.util.Set<String> KEYWORDS = java.util.Set.of("locations", "edge", "black", "white");

    private static int lookup(String[] words, int w, Map<String, Integer> index, boolean declared, String source,
            int lineNo, String line) {
        String name = words[w];
        Integer loc = index.get(name);
        if (loc == null) {
            if (declared) {
                throw new InputException(source, lineNo, column(line, w),
                        "unknown location '" + name + "' (not in the 'locations' line)");
            }
            loc = index.size();
            index.put(name, loc);
        }
        return loc;
    }

    /**
     * The column (from 1) of the {@code w}-th white-space separated word of {@code line}; counting
     * words, not searching for the text, since a name can also occur inside an earlier word
     * ({@code c} in {@code black}) or twice on the line.
     */
    private static int column(String line, int w) {
        int k = 0;
        for (int word = 0; ; word++) {
            while (k < line.length() && Character.isWhitespace(line.charAt(k))) k++;
            if (k >= line.length()) return 0;
            if (word == w) return k + 1;
            while (k < line.length() && !Character.isWhitespace(line.charAt(k))) k++;
        }
    }

    /** The position in this format: every location declared, every edge once, then the stones. */
    public static String print(Position position) {
        Graph g = position.graph();
        StringBuilder sb = new StringBuilder("locations");
        for (int loc = 0; loc < g.size(); loc++) {
            sb.append(' ').append(g.label(loc));
        }
        sb.append('\n');
        for (int loc = 0; loc < g.size(); loc++) {
            for (int k = 0; k < g.degree(loc); k++) {
                int nb = g.neighbour(loc, k);
                if (nb > loc) {
                    sb.append("edge ").append(g.label(loc)).append(' ').append(g.label(nb)).append('\n');
                }
            }
        }
        for (Player p : Player.values()) {
            StringBuilder stones = new StringBuilder();
            for (int loc = 0; loc < g.size(); loc++) {
                if (position.occupant(loc) == p.stone()) {
                    stones.append(' ').append(g.label(loc));
                }
            }
            if (stones.length() > 0) {
                sb.append(p.lowerName()).append(stones).append('\n');
            }
        }
        return sb.toString();
    }
}
