package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Tag;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Position;

/**
 * The long differential run (tag {@code slow}, {@code mvn -Pslow test}): the production solver,
 * with and without its sealed-area decomposition, against the reference solver on many more random
 * small positions than the regular suite, with a larger state budget; and what enclosed areas prove
 * against the whole board on ten times the regular suite's positions, and what the sealed areas
 * prove (the first moves' capture tests, the attacker's permanent-stone proofs) against the whole
 * board; and the capture test against the table-free tree search.
 */
@Tag("slow")
class LongDifferentialProperties {
    private static final long LIMIT = 100_000;
    private final HypotheticalProperties positions = new HypotheticalProperties();
    private final SealedAreaProperties walled = new SealedAreaProperties();
    private final EnclosedAreaProperties enclosed = new EnclosedAreaProperties();
    private final TableFreeCaptureProperties tableFree = new TableFreeCaptureProperties();

    @Property(tries = 5_000)
    void productionSolverAgreesWithReferenceSolver(@ForAll("smallPositions") Position p) {
        compare(p);
    }

    @Property(tries = 2_000)
    void productionSolverAgreesWithReferenceSolverBesideWalls(@ForAll("walledPositions") Position p) {
        compare(p);
    }

    /**
     * What enclosed areas prove, against the whole board (as in {@link EnclosedAreaProperties}, ten
     * times as many positions): the reference solver decides too few strings of these 4×4 and 5×5
     * boards within its budget to be the judge here, so the lazy solver without areas is, itself
     * held to the reference solver above.
     */
    @Property(tries = 4_000)
    void whatEnclosedAreasProveHoldsOnTheWholeBoard(@ForAll("enclosingPositions") Position p) {
        enclosed.whatAnAreaProvesHoldsOnTheWholeBoard(p);
    }

    /**
     * The first moves' capture tests on the sealed area against the whole board (as in
     * {@link SealedAreaProperties}, about 25 times as many positions: some 20,000 first-move tests
     * decided on the area).
     */
    @Property(tries = 4_000)
    void firstMovesOnTheSealedAreaAgreeWithTheWholeBoard(@ForAll("walledPositions") Position p) {
        walled.captureTestsAfterEachFirstMoveAgreeWithTheWholeBoard(p);
    }

    /**
     * The same with a ko master, either side (as in {@link SealedAreaProperties}, ten times as many
     * positions: some 15,000 first-move tests decided on the area, 2,400 with a ban).
     */
    @Property(tries = 1_500)
    void firstMovesWithAKoMasterOnTheSealedAreaAgreeWithTheWholeBoard(@ForAll("walledPositions") Position p) {
        walled.captureTestsWithAKoMasterAgreeWithTheWholeBoard(p);
    }

    /**
     * The attacker's proofs of the no-permanent-stone tests on the sealed area against the whole
     * board (as in {@link SealedAreaProperties}, ten times as many positions).
     */
    @Property(tries = 1_500)
    void noPermanentStoneProofsOnTheAreaHoldOnTheWholeBoard(@ForAll("walledPositions") Position p) {
        walled.noPermanentStoneProofsOnTheAreaHoldOnTheWholeBoard(p);
    }

    /**
     * The capture test against the table-free tree search (as in {@link TableFreeCaptureProperties},
     * five times as many tiny positions: some 10,000 strings, 5 % beyond the tree's budget), and
     * beside pass-alive walls.
     */
    @Property(tries = 5_000)
    void captureTestAgreesWithATableFreeTreeSearch(@ForAll("tinyPositions") Position p) {
        tableFree.theLazyCaptureTestAgreesWithATableFreeTreeSearch(p);
    }

    /** Beside walls half the strings are beyond the tree search's budget, and each costs it the whole budget: fewer tries. */
    @Property(tries = 500)
    void captureTestAgreesWithATableFreeTreeSearchBesideWalls(@ForAll("walledPositions") Position p) {
        tableFree.theLazyCaptureTestAgreesWithATableFreeTreeSearch(p);
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Position> tinyPositions() {
        return tableFree.tinyPositions();
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Position> enclosingPositions() {
        return enclosed.positions();
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Position> smallPositions() {
        return positions.smallPositions();
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Position> walledPositions() {
        return walled.walledPositions();
    }

    private static void compare(Position p) {
        FinalPosition fp = new FinalPosition(p);
        HypotheticalAnalysis.Result reference = HypotheticalAnalysis.analyze(fp, new ReferenceSolver(LIMIT), 0, 1);
        HypotheticalAnalysis.Result production = HypotheticalAnalysis.analyze(fp, new LazySolver(LIMIT), 0, 1);
        HypotheticalAnalysis.Result wholeBoard =
                HypotheticalAnalysis.analyze(fp, new LazySolver(LIMIT).wholeBoard(), 0, 1);
        for (int i = 0; i < reference.verdicts().size(); i++) {
            Capturability r = reference.verdicts().get(i).status();
            for (HypotheticalAnalysis.Result other : new HypotheticalAnalysis.Result[] {production, wholeBoard}) {
                Capturability o = other.verdicts().get(i).status();
                if (r != Capturability.UNKNOWN && o != Capturability.UNKNOWN) {
                    assertEquals(r, o, reference.verdicts().get(i).string().describe(p.graph()) + " in\n" + p);
                }
            }
            Statistics.label("status").collect(r);
        }
        if (reference.scoring() != null && production.scoring() != null) {
            assertEquals(reference.score(), production.score());
        }
    }
}
