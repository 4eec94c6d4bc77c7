package org.shinpan.hypo;

import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * Benson's unconditional life ("Life in the game of Go", Information Sciences 10, 1976): the strings
 * of a player that the opponent cannot capture even if their owner always passes ("pass-alive").
 *
 * <p>With X the player's strings and R the regions the player encloses (maximal connected sets of
 * intersections without the player's stones), repeat until nothing changes: remove from X every
 * string with fewer than two regions of R vital to it — a region is vital to a string if each of
 * its empty intersections is a liberty of the string — and remove from R every region one of
 * whose bordering stones belongs to a string no longer in X. What stays in X is pass-alive.
 *
 * <p>Pass-alive strings are uncapturable under J2003 (no suicide): the owner's strategy of always
 * passing defeats every attack. The converse fails (seki, strings that must answer an atari, ko):
 * a string that is not pass-alive may well be uncapturable.
 */
public final class BensonAnalysis {
    private BensonAnalysis() {}

    /** Per intersection: whether it holds a stone of a pass-alive string of {@code player}. */
    public static boolean[] passAlive(Position position, Player player) {
        return passAlive(position, player, null);
    }

    /**
     * As {@link #passAlive(Position, Player)}, but no region that meets an {@code excluded}
     * intersection counts as vital: the strings found stay pass-alive whatever is played on the
     * excluded intersections, as long as their owner does not play in their other vital regions
     * (Benson's argument uses only those). {@code null} excludes nothing.
     */
    public static boolean[] passAlive(Position position, Player player, boolean[] excluded) {
        Graph g = position.graph();
        int n = g.size();
        int own = player.stone().code();
        int[] stack = new int[n];
        // The player's strings, numbered.
        int[] stringOf = new int[n];
        java.util.Arrays.fill(stringOf, -1);
        int strings = 0;
        for (int loc = 0; loc < n; loc++) {
            if (position.code(loc) != own || stringOf[loc] >= 0) continue;
            flood(g, loc, strings, stringOf, stack, q -> position.code(q) == own);
            strings++;
        }
        // The regions: connected sets of intersections without the player's stones, numbered.
        int[] regionOf = new int[n];
        java.util.Arrays.fill(regionOf, -1);
        int regions = 0;
        for (int loc = 0; loc < n; loc++) {
            if (stringOf[loc] >= 0 || regionOf[loc] >= 0) continue;
            flood(g, loc, regions, regionOf, stack, q -> stringOf[q] < 0);
            regions++;
        }
        // Per region: the strings it borders, and those it is vital to (each of its empty
        // intersections their liberty: at most the strings around its first empty one).
        // A region without an empty intersection would be vital to every string; a legal position
        // has none (its stones would have no liberty), but the definition is kept.
        long[][] borders = new long[regions][];
        int words = (strings + 63) >>> 6;
        for (int r = 0; r < regions; r++) borders[r] = new long[words];
        int[][] vitalTo = new int[regions][];
        boolean[] vacuous = new boolean[regions];
        boolean[] inR = new boolean[regions];
        java.util.Arrays.fill(inR, true);
        int maxDegree = 0;
        for (int loc = 0; loc < n; loc++) maxDegree = Math.max(maxDegree, g.degree(loc));
        int[] candidates = new int[maxDegree]; // any graph: a small board's nodes may have many neighbours
        int[] firstEmpty = new int[regions];
        java.util.Arrays.fill(firstEmpty, -1);
        for (int loc = 0; loc < n; loc++) {
            int r = regionOf[loc];
            if (r < 0) continue;
            if (excluded != null && excluded[loc]) inR[r] = false;
            for (int k = 0; k < g.degree(loc); k++) {
                int s = stringOf[g.neighbour(loc, k)];
                if (s >= 0) borders[r][s >>> 6] |= 1L << (s & 63);
            }
            if (position.isEmpty(loc) && firstEmpty[r] < 0) firstEmpty[r] = loc;
        }
        for (int r = 0; r < regions; r++) {
            int e = firstEmpty[r];
            if (e < 0) {
                vacuous[r] = true;
                vitalTo[r] = new int[0];
                continue;
            }
            int count = 0;
            for (int k = 0; k < g.degree(e); k++) {
                int s = stringOf[g.neighbour(e, k)];
                boolean seen = false;
                for (int i = 0; i < count; i++) seen |= candidates[i] == s;
                if (s >= 0 && !seen) candidates[count++] = s;
            }
            vitalTo[r] = java.util.Arrays.copyOf(candidates, count);
        }
        // Drop the candidates that miss some empty intersection of their region.
        int[] kept = new int[regions];
        for (int r = 0; r < regions; r++) kept[r] = vitalTo[r].length;
        for (int loc = 0; loc < n; loc++) {
            int r = regionOf[loc];
            if (r < 0 || !position.isEmpty(loc) || kept[r] == 0) continue;
            int[] c = vitalTo[r];
            for (int i = 0; i < kept[r]; ) {
                boolean liberty = false;
                for (int k = 0; k < g.degree(loc) && !liberty; k++) liberty = stringOf[g.neighbour(loc, k)] == c[i];
                if (liberty) {
                    i++;
                } else {
                    c[i] = c[--kept[r]];
                }
            }
        }
        boolean[] inX = new boolean[strings];
        java.util.Arrays.fill(inX, true);
        boolean changed = true;
        while (changed) {
            changed = false;
            // Step 1: strings with fewer than two vital regions leave X.
            int[] vital = new int[strings];
            int everyString = 0;
            for (int r = 0; r < regions; r++) {
                if (!inR[r]) continue;
                if (vacuous[r]) everyString++;
                for (int i = 0; i < kept[r]; i++) vital[vitalTo[r][i]]++;
            }
            for (int s = 0; s < strings; s++) {
                if (inX[s] && vital[s] + everyString < 2) {
                    inX[s] = false;
                    changed = true;
                }
            }
            // Step 2: regions bordered by a string no longer in X leave R.
            for (int r = 0; r < regions; r++) {
                if (!inR[r]) continue;
                long[] b = borders[r];
                for (int s = 0; s < strings && inR[r]; s++) {
                    if ((b[s >>> 6] & (1L << (s & 63))) != 0 && !inX[s]) {
                        inR[r] = false;
                        changed = true;
                    }
                }
            }
        }
        boolean[] result = new boolean[n];
        for (int loc = 0; loc < n; loc++) {
            result[loc] = stringOf[loc] >= 0 && inX[stringOf[loc]];
        }
        return result;
    }

    /**
     * Whether every string of {@code player} holding an intersection that {@code marked} accepts
     * has two regions vital to it: a necessary condition for {@link #passAlive} to find those
     * strings pass-alive, far cheaper than the analysis. (A region without an empty intersection,
     * which the definition makes vital to every string, cannot occur in a legal position: the
     * opponent's stones in it would have no liberty.)
     */
    public static boolean twoVitalRegionsEach(Position position, Player player, java.util.function.IntPredicate marked) {
        Graph g = position.graph();
        int n = g.size();
        int own = player.stone().code();
        int[] label = new int[n];
        int[] stack = new int[n];
        boolean[] done = new boolean[n];
        for (int t = 0; t < n; t++) {
            if (!marked.test(t) || done[t] || position.code(t) != own) continue;
            // the string of t (label 0), then the regions next to it (1, 2, ...)
            java.util.Arrays.fill(label, -1);
            flood(g, t, 0, label, stack, q -> position.code(q) == own);
            int regions = 0;
            int vital = 0;
            for (int v = 0; v < n; v++) {
                if (label[v] != 0) continue;
                done[v] = true;
                for (int k = 0; k < g.degree(v) && vital < 2; k++) {
                    int r = g.neighbour(v, k);
                    if (label[r] >= 0) continue;
                    flood(g, r, ++regions, label, stack, q -> position.code(q) != own);
                    if (vitalToLabelZero(position, label, regions)) vital++;
                }
            }
            if (vital < 2) return false;
        }
        return true;
    }

    /** Whether every empty intersection labelled {@code region} neighbours one labelled 0. */
    private static boolean vitalToLabelZero(Position position, int[] label, int region) {
        Graph g = position.graph();
        for (int v = 0; v < label.length; v++) {
            if (label[v] != region || !position.isEmpty(v)) continue;
            boolean liberty = false;
            for (int k = 0; k < g.degree(v) && !liberty; k++) liberty = label[g.neighbour(v, k)] == 0;
            if (!liberty) return false;
        }
        return true;
    }

    /** Numbers {@code id} the intersections connected to {@code from} through {@code through}. */
    private static void flood(Graph g, int from, int id, int[] label, int[] stack,
            java.util.function.IntPredicate through) {
        int top = 0;
        stack[top++] = from;
        label[from] = id;
        while (top > 0) {
            int v = stack[--top];
            for (int k = 0; k < g.degree(v); k++) {
                int w = g.neighbour(v, k);
                if (label[w] < 0 && through.test(w)) {
                    label[w] = id;
                    stack[top++] = w;
                }
            }
        }
    }
}
