package org.shinpan.hypo;

import java.util.function.IntPredicate;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Graph;

/**
 * local-1, local-2 and local-3 of a final-string (J2003 v35a, "Life and Death"):
 * <ul>
 *   <li>local-1: the string's intersections;
 *   <li>local-2 of a string of player P: local-1 and, recursively, every adjacent intersection
 *       without a stone of a string of P that is uncapturable or capturable-1;
 *   <li>local-3: local-1 and, recursively, every adjacent intersection without a stone of a
 *       string (of either player) that is uncapturable or capturable-1.
 * </ul>
 * Both floods cross empty intersections, opponent stones and weaker strings alike; the string's own
 * stones are in local-1 even where the string itself would block (it never is uncapturable or
 * capturable-1 when these are asked for).
 */
public final class Locality {
    private Locality() {}

    /** local-1: all the string's intersections. */
    public static IntList local1(FinalString string) {
        return string.stones();
    }

    /**
     * Flood from the string's intersections through every intersection for which {@code blocks}
     * is false; returns the intersections reached, ascending.
     */
    public static IntList flood(Graph graph, FinalString string, IntPredicate blocks) {
        boolean[] in = reach(graph, string.stones().toArray(), blocks);
        MutableIntList result = IntLists.mutable.empty();
        for (int loc = 0; loc < in.length; loc++) {
            if (in[loc]) result.add(loc);
        }
        return result.toImmutable();
    }

    /**
     * The intersections reached from {@code from} through every intersection for which
     * {@code blocks} is false ({@code from} itself always counts as reached).
     */
    static boolean[] reach(Graph graph, int[] from, IntPredicate blocks) {
        boolean[] in = new boolean[graph.size()];
        int[] stack = new int[graph.size()];
        int top = 0;
        for (int loc : from) {
            if (!in[loc]) {
                in[loc] = true;
                stack[top++] = loc;
            }
        }
        while (top > 0) {
            int loc = stack[--top];
            for (int k = 0; k < graph.degree(loc); k++) {
                int nb = graph.neighbour(loc, k);
                if (!in[nb] && !blocks.test(nb)) {
                    in[nb] = true;
                    stack[top++] = nb;
                }
            }
        }
        return in;
    }
}
