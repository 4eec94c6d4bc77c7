package org.shinpan.hypo;

import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;

/**
 * A final-string: a string in the final-position (J2003 v35a, Definitions 2). Its local-1 is all
 * its intersections ("Life and Death").
 *
 * @param index  its place in {@link FinalPosition#strings()}
 * @param player whose stones
 * @param stones its intersections, ascending
 */
public record FinalString(int index, Player player, IntList stones) {

    /** The smallest intersection, the string's name in output ({@code C3}). */
    public int anchor() {
        return stones.getFirst();
    }

    public boolean contains(int loc) {
        return stones.contains(loc);
    }

    /** e.g. {@code white C3 D3}. */
    public String describe(Graph graph) {
        StringBuilder sb = new StringBuilder(player.lowerName());
        stones.forEach(loc -> sb.append(' ').append(graph.label(loc)));
        return sb.toString();
    }
}
