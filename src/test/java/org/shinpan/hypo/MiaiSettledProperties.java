package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Position;

/**
 * The settled states of a miai strategy inside the lazy solver's search (docs/j2003.md, "Miai in
 * the search") against a search that knows nothing of it: the capture test on the whole board
 * against the table-free tree search ({@link TreeCaptureSearch}), on boards of 4×3 to 5×4 where one
 * colour's stones are more frequent (the rule must fire in the graph of a test both decide in at
 * least 10 % of the tries; about 30 % do) and on tiny boards of any mix (at least 3 %).
 */
class MiaiSettledProperties {
    /** Nodes of the tree search per string: beyond it the string is skipped, not judged. */
    private static final long TREE_NODES = 200_000;
    private static final long LAZY_STATES = 50_000;

    /** Boards of 4×3 to 5×4, one colour's stones more frequent, so that its strings have pairs to answer. */
    @Provide
    Arbitrary<Position> positions() {
        return MiaiSafetyProperties.biased(Arbitraries.of(new int[] {4, 3}, new int[] {3, 4}, new int[] {4, 4},
                new int[] {5, 3}, new int[] {5, 4}), 4).filter(Position::isLegal);
    }

    /** Boards of 3 to 9 intersections, each intersection empty, black or white alike (as {@link TableFreeCaptureProperties}). */
    @Provide
    Arbitrary<Position> tinyPositions() {
        return HypotheticalProperties.positionsOn(new int[] {1, 4}, new int[] {2, 2}, new int[] {1, 5}, new int[] {2, 3},
                new int[] {3, 2}, new int[] {1, 6}, new int[] {2, 4}, new int[] {3, 3});
    }

    @Property(tries = 40)
    void captureTestsWithMiaiSettledStatesAgreeWithTheTreeSearch(@ForAll("positions") Position p) {
        Statistics.label("miai settled a state").collect(compared(p));
        Statistics.label("miai settled a state").coverage(c -> c.check(true).percentage(q -> q >= 10));
    }

    @Property(tries = 400)
    void captureTestsOnTinyBoardsAgreeWithTheTreeSearch(@ForAll("tinyPositions") Position p) {
        Statistics.label("miai settled a state").collect(compared(p));
        Statistics.label("miai settled a state").coverage(c -> c.check(true).percentage(q -> q >= 3));
    }

    /**
     * Compares, for every string of {@code p} that both decide, the lazy solver's whole-board
     * capture test with the tree search; returns whether the miai rule settled a state in the graph
     * of one of them.
     */
    private static boolean compared(Position p) {
        FinalPosition fp = new FinalPosition(p);
        boolean fired = false;
        for (FinalString s : fp.strings()) {
            Boolean tree = TreeCaptureSearch.attackerCaptures(fp, s, TREE_NODES);
            if (tree == null) continue;
            CompactHypoGraph g = new CompactHypoGraph(fp, List.of(s), true, null);
            Forcing answer = new LazySolver(LAZY_STATES).capture(g).answer();
            if (answer == Forcing.UNKNOWN) continue;
            assertEquals(tree ? Forcing.CAN_FORCE : Forcing.CANNOT_FORCE, answer,
                    "string " + s.describe(p.graph()) + " in\n" + p);
            fired |= g.miaiBoards() > 0;
        }
        return fired;
    }
}
