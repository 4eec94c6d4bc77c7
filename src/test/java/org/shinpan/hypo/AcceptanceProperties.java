package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.impl.factory.primitive.IntLists;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Position;
import org.shinpan.search.GeneralizedBuchi;

/**
 * The lazy solver's acceptance sets, read once per node as the graph grows and kept only where
 * minimal ({@link LazySolver.Acceptance}), equal the minimal sets of {@link ReferenceSolver#acceptance}
 * computed afresh on the same partial graph after every batch of expansions.
 */
class AcceptanceProperties {
    @Provide
    Arbitrary<Position> positions() {
        Arbitrary<int[]> sizes = Arbitraries.of(new int[] {2, 3}, new int[] {3, 3}, new int[] {2, 4}, new int[] {3, 4});
        return sizes.flatMap(wh -> Arbitraries.integers().between(0, 2).array(int[].class).ofSize(wh[0] * wh[1])
                .map(codes -> {
                    Occupant[] o = new Occupant[codes.length];
                    for (int i = 0; i < o.length; i++) o[i] = Occupant.ofCode(codes[i]);
                    return Position.of(Graph.grid(wh[0], wh[1]), o);
                }))
                .filter(p -> p.isLegal() && !p.hasNoStones());
    }

    @Property(tries = 200)
    void theKeptSetsAreTheSetsComputedAfresh(@ForAll("positions") Position p, @ForAll boolean wholeBoardLocal) {
        FinalPosition fp = new FinalPosition(p);
        FinalString target = fp.strings().get(0);
        // local-2 as if no string of the owner blocked it (the whole board), or local-1
        IntList local = wholeBoardLocal
                ? IntLists.immutable.ofAll(java.util.stream.IntStream.range(0, p.graph().size()))
                : IntLists.immutable.of(target.stones().toArray());
        CompactHypoGraph g = new CompactHypoGraph(fp, ReferenceSolver.tracked(fp, target, local), false,
                local.toArray());
        LazySolver.Acceptance kept = new LazySolver.Acceptance(g, local.toArray());
        int expanded = 0;
        for (int round = 0; round < 6; round++) {
            boolean[] frontier = new boolean[g.size()];
            g.arena(frontier);
            kept.update();
            for (boolean wins : new boolean[] {true, false}) {
                boolean[][] fresh = GeneralizedBuchi.minimalSets(ReferenceSolver.acceptance(g, local, frontier, wins));
                boolean[][] incremental = kept.sets(frontier, wins);
                assertEquals(fresh.length, incremental.length);
                for (int j = 0; j < fresh.length; j++) assertArrayEquals(fresh[j], incremental[j]);
            }
            // the next batch: twice as many of the unexpanded nodes, in number order
            int batch = 1 << round;
            for (int v = 0; v < frontier.length && batch > 0; v++) {
                if (frontier[v]) {
                    g.expand(v);
                    expanded++;
                    batch--;
                }
            }
        }
        Statistics.label("minimal sets").collect(Math.min(GeneralizedBuchi.minimalSets(ReferenceSolver.acceptance(g,
                local, new boolean[g.size()], false)).length, 4));
        Statistics.label("expanded").collect(expanded > 20 ? ">20" : expanded > 5 ? "6-20" : "1-5");
    }
}
