package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.impl.factory.primitive.IntLists;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Position;

/**
 * Sealed areas with no wall: the components of a graph of locations (docs/j2003.md, "Sealed
 * areas"). A string's tests are played on its component alone, whatever the other components
 * hold; the other components give both players plays that are neither passes nor plays in the
 * area, and kos of their own. On random graphs of two or three small components, the capture test
 * on the component agrees with the whole graph, the attacker's no-permanent-stone proofs on the
 * component hold on the whole graph (the owner plays in the other components at will), and the
 * analysis without a whole-graph search decides as the search does.
 */
class ComponentAreaProperties {
    private static final long LIMIT = 30_000;
    private static final long WHOLE_LIMIT = 200_000;
    /** The whole graph's no-permanent-stone tests: most are decided within this, and more cost minutes. */
    private static final long PERMANENT_WHOLE_LIMIT = 20_000;

    /**
     * Two or three components, each a path of 2 or 3 locations or a 2×2 square, with random stones;
     * only legal positions.
     */
    @Provide
    Arbitrary<Position> componentPositions() {
        Arbitrary<Integer> shape = Arbitraries.integers().between(2, 4); // 2, 3: a path; 4: a square
        Arbitrary<List<Integer>> shapes = shape.list().ofMinSize(2).ofMaxSize(3);
        return shapes.flatMap(list -> {
            int n = list.stream().mapToInt(Integer::intValue).sum();
            return Arbitraries.integers().between(0, 2).array(int[].class).ofSize(n).map(codes -> build(list, codes));
        }).filter(Position::isLegal);
    }

    private static Position build(List<Integer> shapes, int[] codes) {
        List<String> labels = new ArrayList<>();
        List<int[]> edges = new ArrayList<>();
        for (int c = 0; c < shapes.size(); c++) {
            int first = labels.size();
            int k = shapes.get(c);
            for (int i = 0; i < k; i++) labels.add((char) ('a' + c) + String.valueOf(i));
            for (int i = 0; i + 1 < k; i++) edges.add(new int[] {first + i, first + i + 1});
            if (k == 4) edges.add(new int[] {first, first + 3});
        }
        Graph g = Graph.fromEdges(labels, edges);
        Occupant[] o = new Occupant[g.size()];
        for (int i = 0; i < o.length; i++) o[i] = Occupant.ofCode(codes[i]);
        return Position.of(g, o);
    }

    @Property(tries = 300)
    void captureTestOnTheComponentAgreesWithTheWholeGraph(@ForAll("componentPositions") Position p) {
        SealedAreaProperties.assertCaptureOnTheAreaAgrees(p);
    }

    /**
     * The attacker's proofs on the component, for local-1 and for the flood from the target that
     * only the owner's other strings stop (local-2 where they are all alive; it never leaves the
     * component), hold on the whole graph. The owner may play in the other components at any time:
     * the small board reads such a play as a pass, and where its sequence would end there, the
     * objective holds and the attacker starts again (docs/j2003.md, "The permanent-stone tests").
     */
    @Property(tries = 200)
    void noPermanentStoneProofsOnTheComponentHoldOnTheWholeGraph(@ForAll("componentPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        for (FinalString s : fp.strings()) {
            SealedArea area = SealedArea.of(fp, s);
            if (area == null) continue;
            IntList wide = LazySolver.smallestLocal2(fp, s);
            for (IntList local : List.of(Locality.local1(s), wide)) {
                int[] small = area.attackerLocal(local.toArray(), null);
                assertNotNull(small, "the local area never leaves the component");
                ForceResult onArea = new LazySolver(LIMIT).noPermanent(area.permanentTest(small, null),
                        IntLists.immutable.of(small));
                Statistics.label("attacker's proof on the component").collect(onArea.answer());
                if (onArea.answer() != Forcing.CAN_FORCE) continue;
                ForceResult whole = new LazySolver(PERMANENT_WHOLE_LIMIT).wholeBoard().forceCaptureWithoutPermanentStone(fp, s, local);
                Statistics.label("whole graph after a proof on the component").collect(whole.answer());
                if (whole.answer() != Forcing.UNKNOWN) {
                    assertEquals(Forcing.CAN_FORCE, whole.answer(), s.describe(p.graph()) + " in\n" + p);
                }
            }
        }
    }

    /**
     * Without a whole-graph search (the empty limit below every component), every status decided on
     * the components is the one the search decides.
     */
    @Property(tries = 200)
    void withoutTheWholeGraphComponentsDecideAsTheSearchDoes(@ForAll("componentPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        List<StringVerdict> areas = HypotheticalAnalysis.analyze(fp,
                new LazySolver(LIMIT).withoutSearch("not searched", p.graph().size()), 0).verdicts();
        List<StringVerdict> searched = HypotheticalAnalysis.analyze(fp, new LazySolver(WHOLE_LIMIT), 0).verdicts();
        int decided = 0;
        for (int i = 0; i < areas.size(); i++) {
            StringVerdict a = areas.get(i);
            StringVerdict s = searched.get(i);
            if (a.status() != Capturability.UNKNOWN && s.status() != Capturability.UNKNOWN) {
                assertEquals(s.status(), a.status(), a.string().describe(p.graph()) + " in\n" + p);
            }
            if (a.status() != Capturability.UNKNOWN) decided++;
        }
        Statistics.label("strings decided without the whole graph").collect(decided > 0);
    }

    /**
     * Components a0–a1–a2 (Black a0, White a2) and b0–b1 (empty). Black a0: White a1 takes it (its
     * only liberty); Black a0 back takes a1 and a2 (their only liberty was a0); White a1 takes a0
     * again, and now Black has no legal play in the first component (a0 and a2 would each be
     * suicide beside the white a1 with its other liberty). So White forces capture with no black
     * stone left on a0, a1, a2: no local-1 or local-2 permanent-stone, dead. White a2 is dead the
     * same way (Black a1, White a2 back, Black a1 again). The second component gives both players
     * plays that are not passes; it changes none of this. Without any whole-graph search (an empty
     * limit of 3), both are decided on their component, which has no wall.
     */
    @Example
    void twoStonesDeadOnAComponentWithoutAWall() {
        Position p = build(List.of(3, 2), new int[] {1, 0, 2, 0, 0});
        FinalPosition fp = new FinalPosition(p);
        SealedArea area = SealedArea.of(fp, fp.stringAt(0));
        assertNotNull(area);
        assertEquals(0, area.wallCount());
        assertEquals(3, area.areaSize());
        List<StringVerdict> verdicts = HypotheticalAnalysis.analyze(fp,
                new LazySolver(LIMIT).withoutSearch("not searched", 3), 0).verdicts();
        assertEquals(2, verdicts.size());
        for (StringVerdict v : verdicts) assertEquals(Capturability.DEAD, v.status(), v.string().describe(p.graph()));
        // the no-permanent-stone tests are the component's: the enclosed areas have none
        ForceResult local2 = new LazySolver(LIMIT).withoutSearch("not searched", 3)
                .forceCaptureWithoutPermanentStone(fp, fp.stringAt(0), IntLists.immutable.of(0, 1, 2));
        assertEquals(Forcing.CAN_FORCE, local2.answer());
        assertTrue(local2.note().startsWith("decided in a sealed area of 3 intersections with no wall (a component of the graph)"),
                local2.note());
    }

    /**
     * A test asked after the deadline answers at once, before any area is built: on a graph of
     * thousands of components the areas of the strings left took seconds past the time limit.
     */
    @Example
    void afterTheDeadlineEveryTestIsUnknownAtOnce() throws InterruptedException {
        Position p = build(List.of(3, 2), new int[] {1, 0, 2, 0, 0});
        FinalPosition fp = new FinalPosition(p);
        LazySolver late = new LazySolver(SolverLimits.of(LIMIT, 16, java.time.Duration.ZERO));
        Thread.sleep(1);
        for (HypotheticalSolver solver : List.of(late, late.withoutSearch("not searched", 3))) {
            ForceResult capture = solver.forceCapture(fp, fp.stringAt(0));
            assertEquals(Forcing.UNKNOWN, capture.answer());
            assertEquals("time limit reached", capture.note());
            assertEquals(0, capture.states());
            ForceResult local1 = solver.forceCaptureWithoutPermanentStone(fp, fp.stringAt(0), Locality.local1(fp.stringAt(0)));
            assertEquals(Forcing.UNKNOWN, local1.answer());
            assertEquals("time limit reached", local1.note());
        }
    }
}
