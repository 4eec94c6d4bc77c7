package org.shinpan.board;

import org.eclipse.collections.api.list.primitive.IntList;

/**
 * A string: a stone and, recursively, every neighbouring stone of the same colour (J2003 v35a,
 * Definitions 1, "black-string / white-string"), with its liberties, the empty neighbours of its
 * stones (Definitions 1, "liberty"; LJ rule 13 gives the same liberties for a stone).
 *
 * <p>A snapshot value: {@code stones} and {@code liberties} are ascending and immutable.
 *
 * @param player    whose stones they are
 * @param stones    the string's locations, ascending
 * @param liberties the empty locations neighbouring the string, ascending
 */
public record StoneString(Player player, IntList stones, IntList liberties) {

    /** The smallest location of the string; identifies it within one position. */
    public int anchor() {
        return stones.getFirst();
    }

    public int size() {
        return stones.size();
    }

    public boolean contains(int loc) {
        return stones.contains(loc);
    }

    /** The stones by their labels in {@code graph}, e.g. {@code [C3, D3]}. */
    public String describe(Graph graph) {
        StringBuilder sb = new StringBuilder(player.lowerName()).append(" [");
        for (int i = 0; i < stones.size(); i++) {
            if (i > 0) sb.append(", ");
            sb.append(graph.label(stones.get(i)));
        }
        return sb.append(']').toString();
    }
}
