package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;

/**
 * The dame-filling step of {@code analyze --fill-dame}: a preprocessing convention of Shinpan's, not
 * a clause of J2003 (which has none; docs/j2003.md, "Filling dame"). Real final positions often end
 * with neutral points left open; this fills the ones that are plainly neutral, then the position is
 * analysed literally.
 *
 * <p>The intersections are visited once, in the board's location order, each judged in the position
 * with the earlier fills. An empty intersection {@code p} is filled when
 * <ol>
 *   <li><b>seam</b>: {@code p} is next to a black stone and to a white stone, and so is every
 *       intersection of its empty region (the maximal connected set of empty intersections holding
 *       {@code p}): the region is a seam between the two colours, not the inside of an area;
 *   <li><b>walls</b>: every string next to {@code p}, of either colour, has a liberty in an empty
 *       region that touches only its own colour (it borders an area of its own, as a wall does; a
 *       dead string lying in the opponent's area has none unless it has an eye of its own);
 *   <li><b>no shortage</b>: some colour can fill {@code p} without capturing anything and leaving every
 *       string next to {@code p} — the new stone's and the opponent's — with at least two
 *       liberties. Of the colours that can, the one whose fill leaves the larger smallest number of
 *       liberties among those strings; on a tie the colour with more stones next to {@code p}; on a
 *       tie Black.
 * </ol>
 */
public final class DameFilling {
    /** One filled intersection. */
    public record Fill(int loc, Player color) {}

    /**
     * The filled position and what was filled, in order.
     *
     * @param position the position after the fills
     * @param fills    every filled intersection with its colour, in the order filled
     */
    public record Result(Position position, List<Fill> fills) {}

    private DameFilling() {}

    /** The fills in words, in the order made: {@code B:Q11 W:P8} (empty for none). */
    public static String describe(Graph g, List<Fill> fills) {
        StringBuilder sb = new StringBuilder();
        for (Fill f : fills) {
            sb.append(sb.length() == 0 ? "" : " ").append(f.color().letter()).append(':').append(g.label(f.loc()));
        }
        return sb.toString();
    }

    /**
     * The fills as the JSON outputs give them, in the order made: one map per fill with
     * {@code vertex} (its label on {@code g}) and {@code color} ({@code black} or {@code white}).
     */
    public static List<Object> described(List<Fill> fills, Graph g) {
        List<Object> list = new ArrayList<>();
        for (Fill f : fills) {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("vertex", g.label(f.loc()));
            m.put("color", f.color().lowerName());
            list.add(m);
        }
        return list;
    }

    /**
     * {@code json} with {@code "filledDame"} ({@link #described}) put right after its
     * {@code "board"}, as the JSON outputs of a filled position give it.
     */
    public static java.util.Map<String, Object> withFills(java.util.Map<String, Object> json, List<Fill> fills,
            Graph g) {
        java.util.Map<String, Object> out = new java.util.LinkedHashMap<>();
        for (java.util.Map.Entry<String, Object> e : json.entrySet()) {
            out.put(e.getKey(), e.getValue());
            if (e.getKey().equals("board")) out.put("filledDame", described(fills, g));
        }
        return out;
    }

    /**
     * Fills the plain dame of {@code start} by the rule above; nothing when {@code start} is no
     * final position (a string without a liberty), which the analysis then refuses by itself.
     */
    public static Result fill(Position start) {
        if (start.firstStringWithoutLiberty() >= 0) return new Result(start, List.of());
        Graph g = start.graph();
        Board board = new Board(start, SuicideRule.PROHIBITED);
        List<Fill> fills = new ArrayList<>();
        for (int p = 0; p < g.size(); p++) {
            if (!board.isEmpty(p) || !touches(board, p, Player.BLACK) || !touches(board, p, Player.WHITE)) continue;
            int[] region = regions(board);
            int[] touched = touchedColours(board, region);
            if (touched[region[p]] != SEAM) continue;
            if (!wallsOnly(board, p, region, touched)) continue;
            Player c = colour(board, p);
            if (c == null) continue;
            board.play(p, c);
            fills.add(new Fill(p, c));
        }
        return new Result(board.toPosition(), fills);
    }

    private static final int BLACK_BIT = 1;
    private static final int WHITE_BIT = 2;
    /** A region every intersection of which touches both colours. */
    private static final int SEAM = 4;

    private static boolean touches(Board board, int p, Player player) {
        Graph g = board.graph();
        int code = player.stone().code();
        for (int k = 0; k < g.degree(p); k++) {
            if (board.code(g.neighbour(p, k)) == code) return true;
        }
        return false;
    }

    /** The empty region of every empty intersection, numbered from 0; -1 on stones. */
    private static int[] regions(Board board) {
        Graph g = board.graph();
        int[] region = new int[g.size()];
        java.util.Arrays.fill(region, -1);
        int next = 0;
        int[] stack = new int[g.size()];
        for (int s = 0; s < g.size(); s++) {
            if (!board.isEmpty(s) || region[s] >= 0) continue;
            int top = 0;
            stack[top++] = s;
            region[s] = next;
            while (top > 0) {
                int q = stack[--top];
                for (int k = 0; k < g.degree(q); k++) {
                    int r = g.neighbour(q, k);
                    if (board.isEmpty(r) && region[r] < 0) {
                        region[r] = next;
                        stack[top++] = r;
                    }
                }
            }
            next++;
        }
        return region;
    }

    /**
     * For each region: {@link #BLACK_BIT} and {@link #WHITE_BIT} for the colours it touches, or
     * {@link #SEAM} when every intersection of it touches both.
     */
    private static int[] touchedColours(Board board, int[] region) {
        Graph g = board.graph();
        int count = 0;
        for (int r : region) count = Math.max(count, r + 1);
        int[] bits = new int[count];
        boolean[] allBoth = new boolean[count];
        java.util.Arrays.fill(allBoth, true);
        for (int q = 0; q < g.size(); q++) {
            if (region[q] < 0) continue;
            boolean b = touches(board, q, Player.BLACK);
            boolean w = touches(board, q, Player.WHITE);
            bits[region[q]] |= (b ? BLACK_BIT : 0) | (w ? WHITE_BIT : 0);
            allBoth[region[q]] &= b && w;
        }
        for (int r = 0; r < count; r++) {
            if (allBoth[r]) bits[r] = SEAM;
        }
        return bits;
    }

    /** Whether every string next to {@code p} has a liberty in a region touching only its own colour. */
    private static boolean wallsOnly(Board board, int p, int[] region, int[] touched) {
        Graph g = board.graph();
        for (int k = 0; k < g.degree(p); k++) {
            int s = g.neighbour(p, k);
            int code = board.code(s);
            if (code == 0) continue;
            int own = code == Player.BLACK.stone().code() ? BLACK_BIT : WHITE_BIT;
            boolean anchored = false;
            IntList libs = board.liberties(s);
            for (int i = 0; i < libs.size() && !anchored; i++) {
                anchored = touched[region[libs.get(i)]] == own;
            }
            if (!anchored) return false;
        }
        return true;
    }

    /** The colour to fill {@code p} with (rule 3), or null when neither may. */
    private static Player colour(Board board, int p) {
        Graph g = board.graph();
        Player best = null;
        int bestMin = -1;
        int bestAdjacent = -1;
        for (Player c : new Player[] {Player.BLACK, Player.WHITE}) {
            if (!board.isLegal(p, c)) continue;
            board.play(p, c);
            int min = board.lastCaptureCount() > 0 ? 0 : board.libertyCount(p);
            for (int k = 0; k < g.degree(p); k++) {
                int s = g.neighbour(p, k);
                if (!board.isEmpty(s)) min = Math.min(min, board.libertyCount(s));
            }
            board.undo();
            if (min < 2) continue;
            int adjacent = 0;
            for (int k = 0; k < g.degree(p); k++) {
                if (board.code(g.neighbour(p, k)) == c.stone().code()) adjacent++;
            }
            if (min > bestMin || (min == bestMin && adjacent > bestAdjacent)) {
                best = c;
                bestMin = min;
                bestAdjacent = adjacent;
            }
        }
        return best;
    }
}
