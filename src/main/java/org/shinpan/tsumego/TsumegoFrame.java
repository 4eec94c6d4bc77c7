package org.shinpan.tsumego;

import java.util.ArrayList;
import java.util.List;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.BensonAnalysis;

/**
 * A life-and-death problem closed off from the rest of the board: the problem area is the
 * rectangle around its stones widened by a margin of empty intersections; a band two lines wide
 * around it is filled with the attacker's stones, with one-point eyes on its outer line (every third
 * intersection) so that the band is pass-alive; whatever lies beyond the band is dropped. The board
 * that results keeps the labels of the original intersections, and the real board's edges wherever
 * the area reaches them.
 *
 * <p>This is the usual convention of tsumego (the problem is the area; the outside is the
 * attacker's and safe), made exact: the band is checked pass-alive by Benson's analysis, so in the
 * J2003 tests it is uncapturable and never part of the question.
 *
 * @param original the problem as given
 * @param framed   the framed board
 * @param attacker the frame's colour
 * @param area     per location of {@code framed}: whether it belongs to the problem area
 * @param toFramed per location of {@code original}: its location on {@code framed}, or -1
 */
public record TsumegoFrame(Position original, Position framed, Player attacker, boolean[] area, int[] toFramed) {
    public TsumegoFrame {
        area = area.clone();
        toFramed = toFramed.clone();
    }

    /** Per location of the framed board, whether it is in the problem area (a copy: the record stays as it is). */
    @Override
    public boolean[] area() {
        return area.clone();
    }

    /** Per location of the original board, its location on the framed board (a copy). */
    @Override
    public int[] toFramed() {
        return toFramed.clone();
    }
    /** Width of the band of the attacker's stones. */
    public static final int BAND = 2;

    /**
     * The margin a problem needs: none when the attacker's stones already line every side of the
     * stones' rectangle that does not lie on the board's edge, so that the band joins them; else
     * one empty line. A side is lined when no intersection of it holds a defender's stone or is an
     * empty neighbour of one: with margin 0 the band stands right outside the side, and a defender
     * string that reached the side's open intersections would meet the band at once, shut in by a
     * wall the problem does not have (docs/tsumego.md, step 1). The largest of {@link #autoMargins}.
     */
    public static int autoMargin(Position problem, Player attacker) {
        int[] m = autoMargins(problem, attacker);
        return Math.max(Math.max(m[0], m[1]), Math.max(m[2], m[3]));
    }

    /**
     * The margin of each side of the stones' rectangle (left, top, right, bottom: the sides at its
     * least and greatest x and y), since session 29: one empty line beyond a side that is not lined
     * ({@link #autoMargin}), none beyond a lined side or one on the board's edge. A lined side needs
     * no line beyond it for the same reason as when every side is lined: the attacker's stones
     * there already stand between the defender and the band; a side that is not lined gets its line
     * whatever the others are (before, one side not lined gave every side a line, and a group on
     * the second line, whose own stones make the side towards the edge not lined, got room to run
     * round the ends of the attacker's wall).
     */
    public static int[] autoMargins(Position problem, Player attacker) {
        Graph g = problem.graph();
        int[] b = stoneBounds(problem);
        if (b == null) return new int[] {1, 1, 1, 1};
        int minX = b[0], minY = b[1], maxX = b[2], maxY = b[3];
        Player defender = attacker.opponent();
        int[] margins = new int[4];
        for (int loc = 0; loc < g.size(); loc++) {
            int x = g.x(loc), y = g.y(loc);
            if (x < minX || x > maxX || y < minY || y > maxY) continue;
            // the open sides (not on the board's edge) this intersection lies on
            boolean left = x == minX && minX > 0, top = y == minY && minY > 0;
            boolean right = x == maxX && maxX < g.width() - 1, bottom = y == maxY && maxY < g.height() - 1;
            if (!(left || top || right || bottom) || problem.occupant(loc) == attacker.stone()) continue;
            boolean open = problem.occupant(loc) == defender.stone();
            for (int k = 0; k < g.degree(loc) && !open; k++) {
                open = problem.occupant(g.neighbour(loc, k)) == defender.stone();
            }
            if (!open) continue;
            if (left) margins[0] = 1;
            if (top) margins[1] = 1;
            if (right) margins[2] = 1;
            if (bottom) margins[3] = 1;
        }
        return margins;
    }

    /**
     * Frames {@code problem} for a defender of colour {@code attacker.opponent()}.
     *
     * @param margin the empty lines kept beyond every side of the stones' rectangle (each side's
     *               own margin: {@link #autoMargins} and {@link #build(Position, Player, int[])})
     * @throws IllegalArgumentException if the board is not a grid or has no stone
     */
    public static TsumegoFrame build(Position problem, Player attacker, int margin) {
        return build(problem, attacker, new int[] {margin, margin, margin, margin});
    }

    /**
     * Frames {@code problem} with a margin per side of the stones' rectangle ({@code margins}: left,
     * top, right, bottom, as {@link #autoMargins} gives them).
     */
    public static TsumegoFrame build(Position problem, Player attacker, int[] margins) {
        Graph g = problem.graph();
        if (!g.isGrid()) throw new IllegalArgumentException("a tsumego needs a grid board, not " + g.describe());
        for (int margin : margins) {
            if (margin < 0) throw new IllegalArgumentException("the margin must not be negative: " + margin);
        }
        int[] b = stoneBounds(problem);
        if (b == null) throw new IllegalArgumentException("the board has no stone: there is no problem to frame");
        int minX = b[0], minY = b[1], maxX = b[2], maxY = b[3];
        int ax0 = Math.max(0, minX - margins[0]), ay0 = Math.max(0, minY - margins[1]);
        int ax1 = Math.min(g.width() - 1, maxX + margins[2]), ay1 = Math.min(g.height() - 1, maxY + margins[3]);
        // A strip narrower than the band between the area and the board's edge stays open: it is
        // part of the problem's open board, and a band squeezed into it would put the attacker's
        // stones on the edge beside the area (docs/tsumego.md, step 1).
        if (ax0 < BAND) ax0 = 0;
        if (ay0 < BAND) ay0 = 0;
        if (g.width() - 1 - ax1 < BAND) ax1 = g.width() - 1;
        if (g.height() - 1 - ay1 < BAND) ay1 = g.height() - 1;
        TsumegoFrame framed = framed(problem, attacker, ax0, ay0, ax1, ay1);
        // No pass-alive band fits (a board only two or three lines across): the whole board is the
        // problem, as the user drew it, with nothing around it (docs/tsumego.md, step 1).
        return framed != null ? framed : framed(problem, attacker, 0, 0, g.width() - 1, g.height() - 1);
    }

    /**
     * The frame with the problem area {@code ax0..ax1} by {@code ay0..ay1} and a band of
     * {@link #BAND} lines around it where the board has room; null if that band is not pass-alive.
     */
    private static TsumegoFrame framed(Position problem, Player attacker, int ax0, int ay0, int ax1, int ay1) {
        Graph g = problem.graph();
        int rx0 = Math.max(0, ax0 - BAND), ry0 = Math.max(0, ay0 - BAND);
        int rx1 = Math.min(g.width() - 1, ax1 + BAND), ry1 = Math.min(g.height() - 1, ay1 + BAND);

        List<String> labels = new ArrayList<>();
        int[] toFramed = new int[g.size()];
        java.util.Arrays.fill(toFramed, -1);
        List<Integer> cells = new ArrayList<>();
        for (int y = ry0; y <= ry1; y++) {
            for (int x = rx0; x <= rx1; x++) {
                int loc = g.loc(x, y);
                toFramed[loc] = labels.size();
                labels.add(g.label(loc));
                cells.add(loc);
            }
        }
        List<int[]> edges = new ArrayList<>();
        for (int loc : cells) {
            for (int k = 0; k < g.degree(loc); k++) {
                int w = g.neighbour(loc, k);
                if (toFramed[w] > toFramed[loc]) edges.add(new int[] {toFramed[loc], toFramed[w]});
            }
        }
        Graph framedGraph = Graph.fromEdges(labels, edges);
        Occupant[] occupants = new Occupant[cells.size()];
        boolean[] area = new boolean[cells.size()];
        int bandStones = 0;
        for (int i = 0; i < cells.size(); i++) {
            int loc = cells.get(i);
            int x = g.x(loc), y = g.y(loc);
            area[i] = x >= ax0 && x <= ax1 && y >= ay0 && y <= ay1;
            if (area[i]) {
                occupants[i] = problem.occupant(loc);
                continue;
            }
            int distance = Math.max(Math.max(ax0 - x, x - ax1), Math.max(ay0 - y, y - ay1));
            boolean eye = distance == BAND && (x + y) % 3 == 0;
            occupants[i] = eye ? Occupant.EMPTY : attacker.stone();
            if (!eye) bandStones++;
        }
        Position framed = Position.of(framedGraph, occupants);
        if (bandStones > 0) {
            boolean[] alive = BensonAnalysis.passAlive(framed, attacker);
            for (int i = 0; i < cells.size(); i++) {
                if (!area[i] && framed.occupant(i).isStone() && !alive[i]) return null;
            }
        }
        return new TsumegoFrame(problem, framed, attacker, area, toFramed);
    }

    /** The rectangle around every stone, {@code {minX, minY, maxX, maxY}}; null if there is none. */
    private static int[] stoneBounds(Position problem) {
        Graph g = problem.graph();
        int minX = Integer.MAX_VALUE, minY = Integer.MAX_VALUE, maxX = -1, maxY = -1;
        for (int loc = 0; loc < g.size(); loc++) {
            if (!problem.occupant(loc).isStone()) continue;
            minX = Math.min(minX, g.x(loc));
            maxX = Math.max(maxX, g.x(loc));
            minY = Math.min(minY, g.y(loc));
            maxY = Math.max(maxY, g.y(loc));
        }
        return maxX < 0 ? null : new int[] {minX, minY, maxX, maxY};
    }

    /** The number of intersections of the problem area. */
    public int areaSize() {
        int n = 0;
        for (boolean b : area) if (b) n++;
        return n;
    }

    /**
     * Whether a band closes the problem area; false when the area is the whole board (a board too
     * small for anything outside the stones' rectangle and its margin), which needs none.
     */
    public boolean banded() {
        for (boolean b : area) if (!b) return true;
        return false;
    }

    /** The number of empty intersections of the problem area: the points either side may play on. */
    public int areaEmpty() {
        int n = 0;
        for (int i = 0; i < area.length; i++) if (area[i] && !framed.occupant(i).isStone()) n++;
        return n;
    }
}
