package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
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
import org.shinpan.rules.Move;
import org.shinpan.search.GeneralizedBuchi;

/**
 * What the lazy solver reads once per node and keeps, against the same read afresh: its acceptance
 * sets, kept only where minimal ({@link LazySolver.Acceptance}), equal the minimal sets of
 * {@link ReferenceSolver#acceptance} computed on the same partial graph after every batch of
 * expansions; the eye-fill bit that {@link CompactHypoGraph} keeps in a move's code (the walks read
 * it every round) equals the definition read off the node's position, and the moves it gives back
 * are plays on the board, passes and ko-passes, without that bit.
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

    @Property(tries = 300)
    void theStoredEyeFillsAreThePlaysOnOwnEyes(@ForAll("positions") Position p, @ForAll boolean captureTest) {
        FinalPosition fp = new FinalPosition(p);
        FinalString target = fp.strings().get(0);
        Graph graph = p.graph();
        CompactHypoGraph g = captureTest
                ? new CompactHypoGraph(fp, List.of(target), true, null)
                : new CompactHypoGraph(fp, List.of(target), false, target.stones().toArray());
        int fills = 0;
        for (int v = 0; v < g.size() && v < 300; v++) {
            g.expand(v);
            Move[] moves = g.moves(v);
            boolean[] stored = g.fillsOwnEye(v);
            assertEquals(moves.length, stored.length);
            int mover = g.toMove(v).stone().code();
            for (int i = 0; i < moves.length; i++) {
                boolean fill = false;
                if (moves[i] instanceof Move.Play play) {
                    assertTrue(play.loc() >= 0 && play.loc() < graph.size(), "a play on the board");
                    fill = true;
                    for (int k = 0; k < graph.degree(play.loc()); k++) {
                        fill &= g.code(v, graph.neighbour(play.loc(), k)) == mover;
                    }
                }
                assertEquals(fill, stored[i], "move " + i + " of node " + v);
                assertEquals(fill, g.fillsOwnEye(v, i));
                if (fill) fills++;
            }
        }
        Statistics.label("eye fills").collect(fills == 0 ? "none" : fills > 10 ? ">10" : "1-10");
        Statistics.label("eye fills").coverage(c -> c.check("none").percentage(pct -> pct < 80));
    }
}
