package org.shinpan.lj;

import java.util.Optional;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.IntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * A set of locations a player has bordered (LJ rule 15, seed {@code 000_…}): every location of the
 * set with a neighbour outside it holds one of his stones, and no location outside the set with a
 * neighbour inside it holds one of his stones.
 *
 * <p>Read edge by edge: for every pair of neighbours {@code x} in the set and {@code y} outside it,
 * {@code x} holds a stone of the player and {@code y} does not. So a set is bordered exactly when
 * it is closed under the rule "{@code x} in the set, and {@code x} holds no stone of the player or
 * its neighbour {@code y} does, puts {@code y} in the set": a Horn closure. Bordered sets are closed
 * under intersection and union, and the smallest one containing given locations is their closure
 * by breadth-first search (docs/ALGORITHMS.md §4) — the set rule 17 calls the player's "smallest
 * bordered set that includes" a location.
 */
public final class BorderedSet {
    private BorderedSet() {}

    /** Whether {@code player} has bordered {@code set} in {@code position} (LJ rule 15). */
    public static boolean isBordered(Position position, Player player, IntSet set) {
        return violation(position, player, set).isEmpty();
    }

    /**
     * The first pair of neighbours (in location order) that breaks rule 15, said in words; empty
     * when {@code player} has bordered {@code set}.
     */
    public static Optional<String> violation(Position position, Player player, IntSet set) {
        return violation(position.graph(), TwoEyeFormation.codes(position), player, set);
    }

    /** As {@link #violation(Position, Player, IntSet)} on occupant codes (0 empty, 1 black, 2 white). */
    static Optional<String> violation(Graph g, byte[] codes, Player player, IntSet set) {
        int own = player.stone().code();
        for (int x : set.toSortedArray()) {
            for (int k = 0; k < g.degree(x); k++) {
                int y = g.neighbour(x, k);
                if (set.contains(y)) continue;
                if (codes[x] != own) {
                    return Optional.of(g.label(x) + " is in the set and neighbours " + g.label(y)
                            + " outside it, but holds no " + player.lowerName() + " stone (LJ rule 15)");
                }
                if (codes[y] == own) {
                    return Optional.of(g.label(y) + " is outside the set and neighbours " + g.label(x)
                            + " inside it, but holds a " + player.lowerName() + " stone (LJ rule 15)");
                }
            }
        }
        return Optional.empty();
    }

    /** The smallest set containing {@code loc} that {@code player} has bordered (LJ rules 15, 17). */
    public static ImmutableIntSet smallestContaining(Position position, Player player, int loc) {
        return smallestContaining(position, player, IntSets.immutable.of(loc));
    }

    /**
     * The smallest set containing every location of {@code seeds} that {@code player} has
     * bordered: the Horn closure of the class comment, by breadth-first search.
     */
    public static ImmutableIntSet smallestContaining(Position position, Player player, IntSet seeds) {
        Graph g = position.graph();
        int own = player.stone().code();
        boolean[] in = new boolean[g.size()];
        int[] queue = new int[g.size()];
        int head = 0;
        int tail = 0;
        for (int s : seeds.toSortedArray()) {
            if (!in[s]) {
                in[s] = true;
                queue[tail++] = s;
            }
        }
        while (head < tail) {
            int x = queue[head++];
            boolean ownStone = position.code(x) == own;
            for (int k = 0; k < g.degree(x); k++) {
                int y = g.neighbour(x, k);
                if (!in[y] && (!ownStone || position.code(y) == own)) {
                    in[y] = true;
                    queue[tail++] = y;
                }
            }
        }
        MutableIntSet set = IntSets.mutable.empty();
        for (int i = 0; i < tail; i++) set.add(queue[i]);
        return set.toImmutable();
    }
}
