package org.shinpan.sgf;

import org.shinpan.board.Graph;

/**
 * Converts between grid locations and SGF point values, two letters for column and row
 * (SGF FF[4], go.html, "Coordinate system for points and moves": {@code a}–{@code z} are 1–26,
 * {@code A}–{@code Z} are 27–52, column first, both counted from the upper left).
 *
 * <p>Shinpan's grid location {@code y * width + x} uses the same origin, so {@code aa} is location
 * 0 and {@code ba} is location 1. Boards are at most 25×25, so only {@code a}–{@code y} name
 * points on them; larger letters decode to coordinates the caller reports as off the board.
 */
public final class SgfPoints {
    private SgfPoints() {}

    /** The two-letter point of {@code loc} on the grid {@code graph}. */
    public static String encode(Graph graph, int loc) {
        if (!graph.isGrid()) {
            throw new IllegalArgumentException("SGF points need a grid, not " + graph.describe());
        }
        return "" + letter(graph.x(loc)) + letter(graph.y(loc));
    }

    /** The letter of coordinate {@code c} (0 to 51). */
    public static char letter(int c) {
        if (c < 0 || c >= 52) {
            throw new IllegalArgumentException("SGF coordinates are 0 to 51, not " + c);
        }
        return c < 26 ? (char) ('a' + c) : (char) ('A' + c - 26);
    }

    /** The coordinate (0 to 51) of an SGF point letter, or -1 if {@code ch} is no such letter. */
    public static int coordinate(char ch) {
        if (ch >= 'a' && ch <= 'z') return ch - 'a';
        if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 26;
        return -1;
    }

    /** Whether {@code text} is two point letters (on a board or not). */
    public static boolean isPoint(String text) {
        return text.length() == 2 && coordinate(text.charAt(0)) >= 0 && coordinate(text.charAt(1)) >= 0;
    }

    /**
     * Whether a move's value {@code tt} is the FF[3] pass: only on boards of at most 19×19 both
     * ways, as SGF FF[4] keeps it (docs/formats.md); on a larger board, where {@code tt} is no point
     * (20×19) or a point (20×20), it is read as a point and refused if off the board.
     */
    public static boolean isOldPass(Graph graph, String value) {
        return value.equals("tt") && graph.width() <= 19 && graph.height() <= 19;
    }
}
