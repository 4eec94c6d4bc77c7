package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.StoneString;

/**
 * The strings of one player, the <em>waiting side</em>, that the other player, the <em>prover</em>,
 * can never capture as long as it never plays in the waiting side's own closed regions: Shinpan's
 * extension of the sealed areas for one side's proof (J2003 v35a "Life and Death", the capture and
 * no-permanent-stone tests; the argument is in docs/j2003.md, "Private regions").
 *
 * <p>A <em>region</em> of the waiting side Y is, as in Benson's analysis, a maximal connected set of
 * intersections without Y's stones. A region is <em>private</em> when it holds no forbidden
 * intersection (the target, and for a permanent-stone test the intersections of its local area) and
 * every string of Y next to it is a <em>private string</em>; a private string holds no forbidden
 * intersection and has all its liberties in private regions. Both are the greatest sets with these
 * properties (a fixed point from all strings and regions, removing what fails until nothing does).
 *
 * <p>Y's plays in a private region touch nothing outside it but the liberties of private strings,
 * which the prover, never playing there, never fills: so a private string is never captured, and a
 * play of Y there is, for the rest of the board, a move that changes only the player to move, like
 * the plays outside a sealed area. The sealed area built with the private strings as walls is
 * therefore an area for that prover's proof only.
 */
final class PrivateRegions {
    private PrivateRegions() {}

    /**
     * The stones of {@code waiting}'s private strings in {@code p}, with the intersections of
     * {@code forbidden} neither in a private region nor in a private string.
     */
    static boolean[] privateStrings(Position p, Player waiting, boolean[] forbidden) {
        Graph g = p.graph();
        int n = g.size();
        int own = waiting.stone().code();
        // the waiting side's regions, numbered
        int[] region = new int[n];
        Arrays.fill(region, -1);
        int[] stack = new int[n];
        int regions = 0;
        for (int start = 0; start < n; start++) {
            if (region[start] < 0 && p.code(start) != own) {
                MiaiSafety.flood(g, start, regions++, region, stack, q -> p.code(q) != own);
            }
        }
        boolean[] regionOk = new boolean[regions];
        Arrays.fill(regionOk, true);
        for (int q = 0; q < n; q++) {
            if (forbidden[q] && region[q] >= 0) regionOk[region[q]] = false;
        }
        // the waiting side's strings, each once; a stone's string by its index
        List<StoneString> strings = new ArrayList<>();
        int[] stringOf = new int[n];
        Arrays.fill(stringOf, -1);
        for (int q = 0; q < n; q++) {
            if (p.code(q) != own || stringOf[q] >= 0) continue;
            StoneString s = p.stringAt(q);
            int index = strings.size();
            s.stones().forEach(stone -> stringOf[stone] = index);
            strings.add(s);
        }
        boolean[] stringOk = new boolean[strings.size()];
        for (int i = 0; i < stringOk.length; i++) stringOk[i] = !strings.get(i).stones().anySatisfy(q -> forbidden[q]);
        boolean changed = true;
        while (changed) {
            changed = false;
            // a region next to a string that is not private is not private
            for (int q = 0; q < n; q++) {
                if (region[q] < 0 || !regionOk[region[q]]) continue;
                for (int k = 0; k < g.degree(q); k++) {
                    int w = g.neighbour(q, k);
                    if (stringOf[w] >= 0 && !stringOk[stringOf[w]]) {
                        regionOk[region[q]] = false;
                        changed = true;
                        break;
                    }
                }
            }
            // a string with a liberty outside the private regions is not private
            for (int i = 0; i < stringOk.length; i++) {
                if (stringOk[i] && strings.get(i).liberties().anySatisfy(q -> !regionOk[region[q]])) {
                    stringOk[i] = false;
                    changed = true;
                }
            }
        }
        boolean[] stones = new boolean[n];
        for (int q = 0; q < n; q++) stones[q] = stringOf[q] >= 0 && stringOk[stringOf[q]];
        return stones;
    }
}
