package org.shinpan.lj;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.IntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.StoneString;

/**
 * The initial position of the control test (LJ rule 14, seed {@code 000_…}) for a set a player
 * (the prover) has bordered: every location outside the set is cleared and holds a new stone of
 * his opponent; two new empty locations are created, each a new neighbour of every location
 * outside the set; then every stone without liberties is removed (of either colour, all at once).
 * History is forgotten and the opponent is to move — that part is {@link ControlGame}'s start.
 *
 * <p>The new graph keeps the original locations with their numbers and labels ({@code 0 ..
 * n-1}) and their neighbours; the two new locations are {@code n} and {@code n+1}, labelled
 * {@code new1} and {@code new2} (primed until no original location has the label). A grid becomes
 * a graph given by edges: the new locations are off the grid.
 *
 * @param original the position the set was bordered in
 * @param prover   the player who tries to build a two-eye formation on the set
 * @param set      the bordered set, in locations of both graphs
 * @param position the transformed position on the new graph
 */
public record TransformedPosition(Position original, Player prover, ImmutableIntSet set, Position position) {

    public TransformedPosition {
        if (!BorderedSet.isBordered(original, prover, set)) {
            throw new IllegalArgumentException(BorderedSet.violation(original, prover, set).get());
        }
    }

    /**
     * The transformed position of rule 14.
     *
     * @throws IllegalArgumentException if {@code prover} has not bordered {@code set}, naming the
     *     location that breaks rule 15
     */
    public static TransformedPosition of(Position original, Player prover, IntSet set) {
        var violation = BorderedSet.violation(original, prover, set);
        if (violation.isPresent()) throw new IllegalArgumentException("not a bordered set: " + violation.get());
        Graph g = original.graph();
        int n = g.size();
        List<String> labels = new ArrayList<>();
        for (int loc = 0; loc < n; loc++) labels.add(g.label(loc));
        labels.add(freshLabel(g, "new1"));
        labels.add(freshLabel(g, "new2"));
        List<int[]> edges = new ArrayList<>();
        for (int loc = 0; loc < n; loc++) {
            for (int k = 0; k < g.degree(loc); k++) {
                int nb = g.neighbour(loc, k);
                if (nb > loc) edges.add(new int[] {loc, nb});
            }
            if (!set.contains(loc)) {
                edges.add(new int[] {loc, n});
                edges.add(new int[] {loc, n + 1});
            }
        }
        Graph ng = Graph.fromEdges(labels, edges);
        int opponent = prover.opponent().stone().code();
        byte[] codes = new byte[n + 2];
        for (int loc = 0; loc < n; loc++) {
            codes[loc] = (byte) (set.contains(loc) ? original.code(loc) : opponent);
        }
        Occupant[] occupants = new Occupant[n + 2];
        for (int loc = 0; loc < n + 2; loc++) occupants[loc] = Occupant.ofCode(codes[loc]);
        Position filled = Position.of(ng, occupants);
        // identified first, then removed: a removal gives no other string a liberty in time
        for (StoneString s : filled.strings()) {
            if (s.liberties().isEmpty()) s.stones().forEach(loc -> occupants[loc] = Occupant.EMPTY);
        }
        return new TransformedPosition(original, prover, set.toImmutable(), Position.of(ng, occupants));
    }

    /** The first new location ({@code new1}). */
    public int firstNew() {
        return original.graph().size();
    }

    /** The second new location ({@code new2}). */
    public int secondNew() {
        return original.graph().size() + 1;
    }

    /** Whether {@code loc} (of the new graph) lies outside the set: an original location not in it, or a new one. */
    public boolean isOutside(int loc) {
        return !set.contains(loc);
    }

    private static String freshLabel(Graph g, String base) {
        String label = base;
        while (g.hasLocation(label)) label = label + "'";
        return label;
    }
}
