package org.shinpan.board;

import java.util.ArrayList;
import java.util.List;
import org.shinpan.io.InputException;

/**
 * Text diagrams of grid positions: one line per row, top row first.
 *
 * <p>Symbols (see {@code docs/formats.md}): black {@code X x # @}, white {@code O o}, empty
 * {@code . + ,}. Symbols may be separated by spaces. Optional coordinate labels are accepted: a
 * line of GTP column letters above and/or below the rows, and row numbers before and/or after each
 * row; when present they must match the rows and columns they label. Frame lines (made of
 * {@code - + |}) above and below the rows and {@code |} borders are skipped, as are blank lines
 * before and after the rows. A row has at most one {@code |} before its first point and one after
 * its last, between the points and any row number; a {@code |} anywhere else, a frame line, a
 * line of column letters or a blank line between two rows, and a row with no points
 * ({@code |     |}) are errors naming their line (a frame line, column letters or {@code |} also
 * its column: they would join two diagrams, or hide points).
 * A framed diagram has its borders on every row: once a frame line shows a side (a {@code +} or
 * {@code |} at that end, as {@code +-----+}) or a row has a {@code |} before its first point or
 * after its last, a row without the border on that side is an error naming its line (a frame of
 * one side only, {@code +------} above rows {@code | . .}, is a board's corner). Everything else
 * is an error naming the line and column.
 */
public final class Diagram {
    private Diagram() {}

    /** Parses a diagram that came from no file. */
    public static Position parse(String text) {
        return parse(text, "<diagram>");
    }

    /**
     * Parses {@code text} as a diagram.
     *
     * @param source the name used in error messages, e.g. the file name
     * @throws InputException for ragged rows, unknown symbols, wrong labels, a frame line,
     *     column letters or {@code |} out of its place, a row with no points or a board size out
     *     of range, naming line and column
     */
    public static Position parse(String text, String source) {
        return read(text, source).position();
    }

    /**
     * {@link #parse(String, String)} with where each stone stands: its row's line and its symbol's
     * column, for the checks of the whole position (a string without liberty) to name.
     */
    public static PositionText read(String text, String source) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        List<int[]> rows = new ArrayList<>(); // occupant codes per row
        List<int[]> rowColumns = new ArrayList<>(); // the column (from 1) of each point of each row
        List<Integer> rowLines = new ArrayList<>();
        List<Integer> rowLabels = new ArrayList<>(); // -1 if the row had no number
        int columnLabelWidth = -1;
        int columnLabelLine = 0; // the first line of column labels, for a mismatch with the rows
        List<Borders> rowBorders = new ArrayList<>();
        int leftBorderLine = 0; // the first line that shows a left border, frame or row; 0 if none
        int rightBorderLine = 0;
        for (int i = 0; i < lines.length; i++) {
            int lineNo = i + 1;
            String line = stripComment(lines[i]);
            String trimmed = line.strip();
            if (isFrame(trimmed)) {
                if (!rows.isEmpty() && hasRowAfter(lines, i + 1)) {
                    // a frame between two diagrams, not around one: they would be read as one board
                    throw new InputException(source, lineNo, line.indexOf(trimmed) + 1,
                            "a frame line inside the rows (a frame stands above and below them only)");
                }
                if (leftBorderLine == 0 && isCorner(trimmed.charAt(0))) leftBorderLine = lineNo;
                if (rightBorderLine == 0 && isCorner(trimmed.charAt(trimmed.length() - 1))) rightBorderLine = lineNo;
            }
            if (trimmed.isEmpty() || isFrame(trimmed)) {
                // a line that holds only a comment is no blank line: rows may go on after it
                boolean comment = lines[i].indexOf('%') >= 0;
                if (trimmed.isEmpty() && !comment && !rows.isEmpty() && hasContentAfter(lines, i + 1)) {
                    throw new InputException(source, lineNo, 1, "blank line inside the diagram");
                }
                continue;
            }
            if (isColumnLabels(trimmed)) {
                if (!rows.isEmpty() && hasRowAfter(lines, i + 1)) {
                    // labels between two diagrams, not above or below one: they would be read as one board
                    throw new InputException(source, lineNo, line.indexOf(trimmed) + 1,
                            "column labels inside the rows (labels stand above and below them only)");
                }
                int w = checkColumnLabels(trimmed, source, lineNo, line);
                if (columnLabelWidth >= 0 && columnLabelWidth != w) {
                    throw new InputException(source, lineNo, 1, "column labels differ from the line above");
                }
                columnLabelWidth = w;
                if (columnLabelLine == 0) columnLabelLine = lineNo;
                continue;
            }
            parseRow(line, source, lineNo, rows, rowColumns, rowLines, rowLabels);
            Borders borders = Borders.of(line);
            rowBorders.add(borders);
            if (leftBorderLine == 0 && borders.left()) leftBorderLine = lineNo;
            if (rightBorderLine == 0 && borders.right()) rightBorderLine = lineNo;
        }
        if (rows.isEmpty()) {
            throw new InputException(source, "no diagram rows found");
        }
        for (int r = 0; r < rows.size(); r++) {
            Borders borders = rowBorders.get(r);
            if (leftBorderLine > 0 && !borders.left()) {
                throw new InputException(source, rowLines.get(r), borders.firstPointColumn(),
                        "the row lacks its left border '|', which line " + leftBorderLine + " shows");
            }
            if (rightBorderLine > 0 && !borders.right()) {
                throw new InputException(source, rowLines.get(r), borders.lastPointColumn() + 1,
                        "the row lacks its right border '|', which line " + rightBorderLine + " shows");
            }
        }
        int width = rows.get(0).length;
        for (int r = 1; r < rows.size(); r++) {
            if (rows.get(r).length != width) {
                throw new InputException(source, rowLines.get(r), 1,
                        "ragged row: " + rows.get(r).length + " points where the first row has " + width);
            }
        }
        int height = rows.size();
        if (width > Graph.MAX_GRID_SIDE || height > Graph.MAX_GRID_SIDE) {
            throw new InputException(source, rowLines.get(0), 1,
                    "a " + width + "x" + height + " board is larger than " + Graph.MAX_GRID_SIDE + "x"
                            + Graph.MAX_GRID_SIDE);
        }
        if (columnLabelWidth >= 0 && columnLabelWidth != width) {
            throw new InputException(source, columnLabelLine, 1,
                    "column labels name " + columnLabelWidth + " columns but the rows have " + width);
        }
        for (int r = 0; r < height; r++) {
            int label = rowLabels.get(r);
            if (label >= 0 && label != height - r) {
                throw new InputException(source, rowLines.get(r), 1,
                        "row is numbered " + label + " but is row " + (height - r) + " of " + height);
            }
        }
        Graph graph = Graph.grid(width, height);
        byte[] codes = new byte[width * height];
        int[] stoneLines = new int[width * height];
        int[] stoneColumns = new int[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int loc = y * width + x;
                codes[loc] = (byte) rows.get(y)[x];
                if (codes[loc] != 0) {
                    stoneLines[loc] = rowLines.get(y);
                    stoneColumns[loc] = rowColumns.get(y)[x];
                }
            }
        }
        return new PositionText(Position.ofCodes(graph, codes), source, stoneLines, stoneColumns);
    }

    private static String stripComment(String line) {
        // A "%" starts a comment to the end of the line (no symbol uses it).
        int c = line.indexOf('%');
        return c < 0 ? line : line.substring(0, c);
    }

    private static boolean hasContentAfter(String[] lines, int from) {
        for (int i = from; i < lines.length; i++) {
            String t = stripComment(lines[i]).strip();
            if (!t.isEmpty() && !isFrame(t)) return true;
        }
        return false;
    }

    /** Whether a line after {@code from} is a row: neither blank, a comment, a frame nor column labels. */
    private static boolean hasRowAfter(String[] lines, int from) {
        for (int i = from; i < lines.length; i++) {
            String t = stripComment(lines[i]).strip();
            if (!t.isEmpty() && !isFrame(t) && !isColumnLabels(t)) return true;
        }
        return false;
    }

    private static boolean isFrame(String trimmed) {
        return trimmed.indexOf('-') >= 0 && trimmed.chars().allMatch(ch -> ch == '-' || ch == '+' || ch == '|' || ch == ' ');
    }

    /** Whether the end character of a frame line stands for a border down that side ({@code +-----+}). */
    private static boolean isCorner(char ch) {
        return ch == '+' || ch == '|';
    }

    /**
     * Where a row's points start and end (1-based columns), and whether a {@code |} stands before
     * the first point or after the last (between the points and any row number).
     */
    private record Borders(boolean left, boolean right, int firstPointColumn, int lastPointColumn) {
        /** The borders of a row {@link #parseRow} read: it has a point, and digits only as row numbers. */
        static Borders of(String line) {
            int first = firstPoint(line);
            int last = lastPoint(line);
            return new Borders(line.substring(0, first).indexOf('|') >= 0, line.substring(last + 1).indexOf('|') >= 0,
                    first + 1, last + 1);
        }
    }

    /** The index of the line's first point symbol, or -1 if it has none. */
    private static int firstPoint(String line) {
        for (int k = 0; k < line.length(); k++) {
            if (symbolCode(line.charAt(k)) >= 0) return k;
        }
        return -1;
    }

    /** The index of the line's last point symbol, or -1 if it has none. */
    private static int lastPoint(String line) {
        for (int k = line.length() - 1; k >= 0; k--) {
            if (symbolCode(line.charAt(k)) >= 0) return k;
        }
        return -1;
    }

    private static boolean isColumnLabels(String trimmed) {
        // Letters only, no symbol letters that could be stones (x, o are stones; A–Z without I, O and X
        // are labels): a line is labels if it has a letter that is not a stone symbol; one that holds
        // stone letters too must start with A, as labels do ("X O Q" is a row with a bad symbol).
        boolean stoneLetter = trimmed.chars().anyMatch(ch -> ch == 'X' || ch == 'x' || ch == 'O' || ch == 'o');
        if (stoneLetter && Character.toUpperCase(trimmed.charAt(0)) != 'A') return false;
        boolean labelLetter = false;
        for (int k = 0; k < trimmed.length(); k++) {
            char ch = trimmed.charAt(k);
            if (ch == ' ') continue;
            if (!Character.isLetter(ch)) return false;
            char u = Character.toUpperCase(ch);
            if (u != 'X' && u != 'O') labelLetter = true;
        }
        return labelLetter;
    }

    private static int checkColumnLabels(String trimmed, String source, int lineNo, String line) {
        int x = 0;
        for (int k = 0; k < trimmed.length(); k++) {
            char ch = Character.toUpperCase(trimmed.charAt(k));
            if (ch == ' ') continue;
            if (x >= Graph.MAX_GRID_SIDE || ch != Graph.columnLetter(x)) {
                throw new InputException(source, lineNo, line.indexOf(trimmed) + k + 1,
                        "column label '" + trimmed.charAt(k) + "' where "
                                + (x < Graph.MAX_GRID_SIDE ? "'" + Graph.columnLetter(x) + "'" : "no column")
                                + " was expected (GTP letters skip I)");
            }
            x++;
        }
        return x;
    }

    private static void parseRow(String line, String source, int lineNo, List<int[]> rows, List<int[]> rowColumns,
            List<Integer> rowLines, List<Integer> rowLabels) {
        int[] codes = new int[line.length()];
        int[] columns = new int[line.length()];
        int count = 0;
        int leftLabel = -1;
        int rightLabel = -1;
        // a border '|' stands once before the first point and once after the last, between the
        // points and any row number (formats.md, diagrams); -1 until seen
        int first = firstPoint(line);
        int last = lastPoint(line);
        int leftBorder = -1;
        int rightBorder = -1;
        int k = 0;
        while (k < line.length()) {
            char ch = line.charAt(k);
            if (ch == '|' && first >= 0) {
                if (k > first && k < last) {
                    throw new InputException(source, lineNo, k + 1,
                            "a '|' inside the row (a border stands only before the first point and after the last)");
                }
                if (rightLabel >= 0) {
                    throw new InputException(source, lineNo, k + 1,
                            "a '|' after the row number (the border stands between the points and the number)");
                }
                if (k < first ? leftBorder >= 0 : rightBorder >= 0) {
                    throw new InputException(source, lineNo, k + 1,
                            "a second '|' " + (k < first ? "before the row's first point" : "after the row's last point"));
                }
                if (k < first) leftBorder = k;
                else rightBorder = k;
                k++;
                continue;
            }
            if (ch == ' ' || ch == '\t' || ch == '|') {
                // a '|' of a row with no points: the row is refused below
                k++;
                continue;
            }
            if (ch >= '0' && ch <= '9') {
                int startCol = k;
                int v = 0;
                while (k < line.length() && line.charAt(k) >= '0' && line.charAt(k) <= '9') {
                    if (k - startCol >= 3) {
                        // no board has so many rows: said as written (it overflowed into another number)
                        int end = k;
                        while (end < line.length() && line.charAt(end) >= '0' && line.charAt(end) <= '9') end++;
                        String digits = line.substring(startCol, end);
                        throw new InputException(source, lineNo, startCol + 1, "row number "
                                + (digits.length() <= 40 ? digits : digits.substring(0, 40) + "... (" + digits.length()
                                + " digits)") + " is beyond the largest board's " + Graph.MAX_GRID_SIDE + " rows");
                    }
                    v = v * 10 + (line.charAt(k) - '0');
                    k++;
                }
                if (count == 0 && leftLabel < 0) {
                    if (leftBorder >= 0) {
                        throw new InputException(source, lineNo, leftBorder + 1,
                                "a '|' before the row number (the border stands between the number and the points)");
                    }
                    leftLabel = v;
                } else if (rightLabel < 0 && onlyBlankAfter(line, k)) {
                    rightLabel = v;
                } else {
                    throw new InputException(source, lineNo, startCol + 1, "a number inside a row");
                }
                continue;
            }
            int code = symbolCode(ch);
            if (code < 0) {
                throw new InputException(source, lineNo, k + 1,
                        (Character.isISOControl(ch) || Character.getType(ch) == Character.FORMAT
                                ? String.format("the %s character U+%04X", Character.isISOControl(ch) ? "control" : "format",
                                        (int) ch) : "'" + ch + "'")
                                + " is not a diagram symbol (black X x # @, white O o, empty . + ,)");
            }
            columns[count] = k + 1;
            codes[count++] = code;
            k++;
        }
        if (count == 0) {
            // only blanks, '|' and row numbers: a blank row inside a frame reads as no row
            throw new InputException(source, lineNo, 1, leftLabel >= 0 || rightLabel >= 0 ? "a row number with no points"
                    : "the row has no points, only its borders '|' (a blank row inside the frame)");
        }
        if (leftLabel >= 0 && rightLabel >= 0 && leftLabel != rightLabel) {
            throw new InputException(source, lineNo, 1,
                    "row numbered " + leftLabel + " on the left and " + rightLabel + " on the right");
        }
        rows.add(java.util.Arrays.copyOf(codes, count));
        rowColumns.add(java.util.Arrays.copyOf(columns, count));
        rowLines.add(lineNo);
        rowLabels.add(leftLabel >= 0 ? leftLabel : rightLabel);
    }

    private static boolean onlyBlankAfter(String line, int k) {
        for (int i = k; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch != ' ' && ch != '\t' && ch != '|') return false;
        }
        return true;
    }

    /** Occupant code of a diagram symbol, or -1. */
    static int symbolCode(char ch) {
        switch (ch) {
            case 'X':
            case 'x':
            case '#':
            case '@':
                return 1;
            case 'O':
            case 'o':
                return 2;
            case '.':
            case '+':
            case ',':
                return 0;
            default:
                return -1;
        }
    }

    /**
     * The position as rows of {@code X O .} separated by spaces, top row first, each line ended by
     * a newline. A position on a graph that is not a grid is printed in the graph format of
     * {@link GraphText}.
     */
    public static String print(Position position) {
        Graph g = position.graph();
        if (!g.isGrid()) {
            return GraphText.print(position);
        }
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                if (x > 0) sb.append(' ');
                sb.append(position.occupant(y * g.width() + x).symbol());
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /**
     * The position with GTP coordinates: column letters above and below, row numbers (row 1 at
     * the bottom) on both sides. {@link #parse} reads it back.
     */
    public static String printWithCoordinates(Position position) {
        Graph g = position.graph();
        if (!g.isGrid()) {
            return GraphText.print(position);
        }
        int numberWidth = String.valueOf(g.height()).length();
        StringBuilder letters = new StringBuilder(" ".repeat(numberWidth + 1));
        for (int x = 0; x < g.width(); x++) {
            if (x > 0) letters.append(' ');
            letters.append(Graph.columnLetter(x));
        }
        String header = letters.toString().stripTrailing() + '\n';
        StringBuilder sb = new StringBuilder(header);
        for (int y = 0; y < g.height(); y++) {
            String number = String.valueOf(g.height() - y);
            sb.append(" ".repeat(numberWidth - number.length())).append(number).append(' ');
            for (int x = 0; x < g.width(); x++) {
                if (x > 0) sb.append(' ');
                sb.append(position.occupant(y * g.width() + x).symbol());
            }
            sb.append(' ').append(number).append('\n');
        }
        return sb.append(header).toString();
    }
}
