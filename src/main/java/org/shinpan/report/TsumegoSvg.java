package org.shinpan.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.rules.Move;
import org.shinpan.tsumego.Tsumego;

/**
 * A solved life-and-death problem as an SVG picture: the part of the board that was solved (the
 * problem area and the frame around it, cut out of the original grid), the problem's stones, the
 * frame's stones faded, a triangle on each stone of the target, and each side's correct first
 * moves as a numbered stone "1" of the mover's colour with a green ring (side by side where both
 * sides' correct moves share a point). The caption says each side's verdict and correct moves.
 *
 * <p>As in {@link BoardSvg}, every mark has a {@code class} ({@code stone black}, {@code stone white
 * frame}, {@code target}, {@code correct black}, ...) and a {@code data-vertex} holding its GTP
 * vertex. Geometry: {@value BoardSvg#CELL} pixels between lines; the cut-out's top left point at
 * ({@value BoardSvg#MARGIN}, {@value BoardSvg#MARGIN}).
 */
public final class TsumegoSvg {
    /** The ring around a correct first move. */
    public static final String CORRECT_COLOUR = "#1a9e2f";

    private static final int CELL = BoardSvg.CELL;
    private static final int MARGIN = BoardSvg.MARGIN;
    private static final int STONE_RADIUS = 19;
    private static final int MOVE_RADIUS = 13;
    private static final int LINE_HEIGHT = 20;
    private static final int CAPTION_CHAR_WIDTH = 8;

    private TsumegoSvg() {}

    /** The solved problem as an SVG document. */
    public static String write(Tsumego t) {
        Position framed = t.frame().framed();
        Graph fg = framed.graph();
        Position original = t.frame().original();
        Graph grid = original.graph(); // a grid: the frame is built only on one
        int[] toFramed = t.frame().toFramed();
        // the cut-out: every original point that the framed board keeps
        int x0 = grid.width(), y0 = grid.height(), x1 = -1, y1 = -1;
        for (int o = 0; o < toFramed.length; o++) {
            if (toFramed[o] < 0) continue;
            x0 = Math.min(x0, grid.x(o));
            x1 = Math.max(x1, grid.x(o));
            y0 = Math.min(y0, grid.y(o));
            y1 = Math.max(y1, grid.y(o));
        }
        View v = new View(grid, x0, y0, x1, y1);

        StringBuilder marks = new StringBuilder();
        boolean[] target = new boolean[fg.size()];
        t.target().stones().forEach(loc -> target[loc] = true);
        for (int o = 0; o < toFramed.length; o++) {
            int f = toFramed[o];
            if (f < 0 || !framed.occupant(f).isStone()) continue;
            Player player = framed.occupant(f).player();
            boolean frame = original.occupant(o) != framed.occupant(f);
            stone(marks, v, o, player, frame);
            if (target[f]) triangle(marks, v, o, player);
        }
        List<String> caption = new ArrayList<>();
        List<Integer> attackerPoints = correctPoints(t.attackerFirst(), false, toFramed);
        List<Integer> defenderPoints = correctPoints(t.defenderFirst(), true, toFramed);
        for (int o : attackerPoints) {
            correct(marks, v, o, t.attackerFirst().player(), defenderPoints.contains(o) ? -MOVE_RADIUS + 3 : 0);
        }
        for (int o : defenderPoints) {
            correct(marks, v, o, t.defenderFirst().player(), attackerPoints.contains(o) ? MOVE_RADIUS - 3 : 0);
        }
        caption.add(sideLine(t.attackerFirst(), false, fg));
        caption.add(sideLine(t.defenderFirst(), true, fg));
        if (t.koMaster() != null) {
            caption.add(name(t.koMaster()) + " has unlimited ko threats in the first moves (not J2003)");
        }
        caption.add("triangle: the target; faded: the frame; green ring: a correct first move of that colour");

        int boardWidth = 2 * MARGIN + (x1 - x0) * CELL;
        int boardHeight = 2 * MARGIN + (y1 - y0) * CELL;
        int width = boardWidth;
        for (String line : caption) width = Math.max(width, 16 + CAPTION_CHAR_WIDTH * line.length());
        int height = boardHeight + LINE_HEIGHT * caption.size() + 8;
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">%n", width, height, width, height));
        sb.append("<title>").append(BoardSvg.escape("Life and death: " + t.target().describe(fg))).append("</title>\n");
        sb.append(String.format(Locale.ROOT, "<rect class=\"background\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
                + "fill=\"#ffffff\"/>%n", width, height));
        sb.append(String.format(Locale.ROOT, "<rect class=\"board\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
                + "fill=\"%s\"/>%n", boardWidth, boardHeight, BoardSvg.BOARD_COLOUR));
        grid(sb, v);
        sb.append(marks);
        for (int i = 0; i < caption.size(); i++) {
            sb.append(String.format(Locale.ROOT, "<text class=\"caption\" x=\"8\" y=\"%d\" font-size=\"14\">%s</text>%n",
                    boardHeight + LINE_HEIGHT * (i + 1) - 4, BoardSvg.escape(caption.get(i))));
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    /** The cut-out of {@code grid}: columns x0..x1, rows y0..y1 (0 at the top). */
    private record View(Graph grid, int x0, int y0, int x1, int y1) {
        int px(int loc) {
            return MARGIN + CELL * (grid.x(loc) - x0);
        }

        int py(int loc) {
            return MARGIN + CELL * (grid.y(loc) - y0);
        }
    }

    /** The lines of the cut-out, thicker where they are the board's edge, and the coordinates. */
    private static void grid(StringBuilder sb, View v) {
        Graph g = v.grid();
        int left = MARGIN;
        int top = MARGIN;
        int right = MARGIN + (v.x1() - v.x0()) * CELL;
        int bottom = MARGIN + (v.y1() - v.y0()) * CELL;
        sb.append("<g class=\"grid\" stroke=\"#000000\">\n");
        for (int x = v.x0(); x <= v.x1(); x++) {
            int cx = MARGIN + (x - v.x0()) * CELL;
            boolean edge = x == 0 || x == g.width() - 1;
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke-width=\"%d\"/>%n",
                    cx, top, cx, bottom, edge ? 3 : 1));
        }
        for (int y = v.y0(); y <= v.y1(); y++) {
            int cy = MARGIN + (y - v.y0()) * CELL;
            boolean edge = y == 0 || y == g.height() - 1;
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke-width=\"%d\"/>%n",
                    left, cy, right, cy, edge ? 3 : 1));
        }
        sb.append("</g>\n<g class=\"coordinates\" font-size=\"14\" text-anchor=\"middle\" fill=\"#000000\">\n");
        for (int x = v.x0(); x <= v.x1(); x++) {
            int cx = MARGIN + (x - v.x0()) * CELL;
            char letter = Graph.columnLetter(x);
            sb.append(String.format(Locale.ROOT, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%c</text>%n", cx, 15, letter));
            sb.append(String.format(Locale.ROOT, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%c</text>%n", cx,
                    bottom + MARGIN - 5, letter));
        }
        for (int y = v.y0(); y <= v.y1(); y++) {
            int cy = MARGIN + (y - v.y0()) * CELL + 5;
            int row = g.height() - y;
            sb.append(String.format(Locale.ROOT, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%d</text>%n", 12, cy, row));
            sb.append(String.format(Locale.ROOT, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%d</text>%n",
                    right + MARGIN - 12, cy, row));
        }
        sb.append("</g>\n");
    }

    private static void stone(StringBuilder sb, View v, int loc, Player player, boolean frame) {
        sb.append(String.format(Locale.ROOT, "<circle class=\"stone %s%s\" data-vertex=\"%s\" cx=\"%d\" cy=\"%d\" r=\"%d\" "
                + "fill=\"%s\" stroke=\"#000000\" stroke-width=\"1\"%s/>%n", player.lowerName(), frame ? " frame" : "",
                v.grid().label(loc), v.px(loc), v.py(loc), STONE_RADIUS, fill(player),
                frame ? " opacity=\"0.45\"" : ""));
    }

    private static void triangle(StringBuilder sb, View v, int loc, Player player) {
        int x = v.px(loc);
        int y = v.py(loc);
        sb.append(String.format(Locale.ROOT, "<polygon class=\"target\" data-vertex=\"%s\" points=\"%d,%d %d,%d %d,%d\" "
                + "fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>%n", v.grid().label(loc), x, y - 10, x - 9, y + 6,
                x + 9, y + 6, player == Player.BLACK ? "#ffffff" : "#000000"));
    }

    /** A correct first move of {@code player} at {@code loc}, moved {@code dx} pixels sideways. */
    private static void correct(StringBuilder sb, View v, int loc, Player player, int dx) {
        int x = v.px(loc) + dx;
        int y = v.py(loc);
        sb.append(String.format(Locale.ROOT, "<g class=\"correct %s\" data-vertex=\"%s\">"
                + "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"3\"/>"
                + "<text x=\"%d\" y=\"%d\" font-size=\"14\" text-anchor=\"middle\" fill=\"%s\">1</text></g>%n",
                player.lowerName(), v.grid().label(loc), x, y, dx == 0 ? STONE_RADIUS - 2 : MOVE_RADIUS, fill(player),
                CORRECT_COLOUR, x, y + 5, player == Player.BLACK ? "#ffffff" : "#000000"));
    }

    /**
     * The original points of a side's correct plays (a correct pass has no point); none where no
     * first move does better than another ({@link Tsumego.Side#noMoveHelps}).
     */
    private static List<Integer> correctPoints(Tsumego.Side side, boolean defender, int[] toFramed) {
        List<Integer> points = new ArrayList<>();
        if (side.noMoveHelps(defender)) return points;
        for (Move m : side.correct()) {
            if (!(m instanceof Move.Play play)) continue;
            for (int o = 0; o < toFramed.length; o++) {
                if (toFramed[o] == play.loc()) points.add(o);
            }
        }
        return points;
    }

    private static String sideLine(Tsumego.Side s, boolean defender, Graph g) {
        StringBuilder sb = new StringBuilder(name(s.player())).append(" first: ").append(s.status().word());
        if (s.status() == Capturability.UNKNOWN) sb.append(" (").append(s.bound().word()).append(" at best)");
        if (s.noMoveHelps(defender)) return sb.append("; no first move does better").toString();
        List<String> correct = s.correct().stream()
                .map(m -> m instanceof Move.Play ? m.notation(g) : "pass").sorted().toList();
        if (!correct.isEmpty()) sb.append("; correct: ").append(String.join(" ", correct));
        return sb.toString();
    }

    private static String name(Player p) {
        return p == Player.BLACK ? "Black" : "White";
    }

    private static String fill(Player player) {
        return player == Player.BLACK ? "#000000" : "#ffffff";
    }
}
