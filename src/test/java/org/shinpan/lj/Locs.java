package org.shinpan.lj;

import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Graph;

/** Sets of locations written as labels, for the tests. */
final class Locs {
    private Locs() {}

    static ImmutableIntSet of(Graph g, String labels) {
        MutableIntSet s = IntSets.mutable.empty();
        for (String l : labels.trim().split("[\\s,]+")) {
            if (!l.isEmpty()) s.add(g.parseLocation(l));
        }
        return s.toImmutable();
    }
}
