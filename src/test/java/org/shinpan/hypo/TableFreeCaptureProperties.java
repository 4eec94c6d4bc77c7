package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Position;

/**
 * The lazy solver's capture test against the same question answered without any table
 * ({@link TreeCaptureSearch}: a depth-first search that remembers only its path), on random tiny
 * final-positions: every string both decide gets the same answer, whole board and with areas.
 */
class TableFreeCaptureProperties {
    /** Nodes of the tree search per string: beyond it the string is skipped, not judged. */
    private static final long TREE_NODES = 200_000;
    private static final long LAZY_STATES = 30_000;

    private static int compared;

    @Provide
    Arbitrary<Position> tinyPositions() {
        return HypotheticalProperties.positionsOn(new int[] {1, 3}, new int[] {1, 4}, new int[] {2, 2},
                new int[] {1, 5}, new int[] {2, 3}, new int[] {3, 2}, new int[] {1, 6}, new int[] {2, 4},
                new int[] {3, 3});
    }

    @Property(tries = 1000)
    void theLazyCaptureTestAgreesWithATableFreeTreeSearch(@ForAll("tinyPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        LazySolver withAreas = new LazySolver(LAZY_STATES);
        LazySolver wholeBoard = withAreas.wholeBoard();
        for (FinalString s : fp.strings()) {
            Boolean tree = TreeCaptureSearch.attackerCaptures(fp, s, TREE_NODES);
            Statistics.label("tree").collect(tree == null ? "over budget" : tree ? "captured" : "uncapturable");
            if (tree == null) continue;
            for (LazySolver lazy : new LazySolver[] {wholeBoard, withAreas}) {
                Forcing answer = lazy.forceCapture(fp, s).answer();
                if (answer == Forcing.UNKNOWN) continue;
                assertEquals(tree ? Forcing.CAN_FORCE : Forcing.CANNOT_FORCE, answer,
                        "string " + s.describe(p.graph()) + " in\n" + p);
                compared++;
            }
        }
    }

    /** The property must compare, not skip: most strings of such boards are within both budgets. */
    @AfterContainer
    static void enoughWereCompared() {
        assertTrue(compared >= 1000, "only " + compared + " capture tests compared");
    }
}
