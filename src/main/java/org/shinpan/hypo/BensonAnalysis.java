package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.List;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.StoneString;

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
        List<StoneString> strings = new ArrayList<>();
        int[] stringOf = new int[n];
        java.util.Arrays.fill(stringOf, -1);
        for (StoneString s : position.strings()) {
            if (s.player() != player) continue;
            int index = strings.size();
            s.stones().forEach(loc -> stringOf[loc] = index);
            strings.add(s);
        }
        // Regions: connected components of intersections without the player's stones.
        int[] regionOf = new int[n];
        java.util.Arrays.fill(regionOf, -1);
        List<int[]> regions = new ArrayList<>();
        for (int loc = 0; loc < n; loc++) {
            if (stringOf[loc] >= 0 || regionOf[loc] >= 0) continue;
            List<Integer> members = new ArrayList<>();
            int[] stack = new int[n];
            int top = 0;
            stack[top++] = loc;
            regionOf[loc] = regions.size();
            while (top > 0) {
                int v = stack[--top];
                members.add(v);
                for (int k = 0; k < g.degree(v); k++) {
                    int w = g.neighbour(v, k);
                    if (stringOf[w] < 0 && regionOf[w] < 0) {
                        regionOf[w] = regions.size();
                        stack[top++] = w;
                    }
                }
            }
            regions.add(members.stream().mapToInt(Integer::intValue).toArray());
        }
        boolean[] inX = new boolean[strings.size()];
        java.util.Arrays.fill(inX, true);
        boolean[] inR = new boolean[regions.size()];
        java.util.Arrays.fill(inR, true);
        if (excluded != null) {
            for (int r = 0; r < regions.size(); r++) {
                for (int v : regions.get(r)) {
                    if (excluded[v]) inR[r] = false;
                }
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            // Step 1: strings with fewer than two vital regions leave X.
            for (int s = 0; s < strings.size(); s++) {
                if (!inX[s]) continue;
                int vital = 0;
                for (int r = 0; r < regions.size() && vital < 2; r++) {
                    if (inR[r] && isVital(position, regions.get(r), strings.get(s), stringOf, s)) vital++;
                }
                if (vital < 2) {
                    inX[s] = false;
                    changed = true;
                }
            }
            // Step 2: regions bordered by a string no longer in X leave R.
            for (int r = 0; r < regions.size(); r++) {
                if (!inR[r]) continue;
                for (int v : regions.get(r)) {
                    for (int k = 0; k < g.degree(v) && inR[r]; k++) {
                        int w = g.neighbour(v, k);
                        if (stringOf[w] >= 0 && !inX[stringOf[w]]) {
                            inR[r] = false;
                            changed = true;
                        }
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

    /** Whether every empty intersection of the region neighbours the string. */
    private static boolean isVital(Position position, int[] region, StoneString string, int[] stringOf, int s) {
        Graph g = position.graph();
        for (int v : region) {
            if (!position.isEmpty(v)) continue;
            boolean liberty = false;
            for (int k = 0; k < g.degree(v) && !liberty; k++) {
                liberty = stringOf[g.neighbour(v, k)] == s;
            }
            if (!liberty) return false;
        }
        return true;
    }
}
