package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** The control test of LJ rule 14 on small eye spaces; each verdict derived by hand first. */
class ControlTestTest {
    private static ControlTest.Result test(Position p, Player prover, String set, ControlTest.Pruning pruning) {
        return ControlTest.run(p, prover, Locs.of(p.graph(), set), ControlTest.Limits.DEFAULT, pruning);
    }

    @Test
    void aFormationAlreadyBuiltWinsAtTheStart() {
        ControlTest.Result r = test(BorderedSetTest.TWO_EYES, Player.BLACK, "A4 C4 B4 D4 A3 B3 C3 D3",
                ControlTest.Pruning.SAT);
        assertEquals(ControlTest.Verdict.PROVER_WINS, r.verdict());
        assertEquals(0, r.nodes());
    }

    @Test
    void satStopsAtTheTestsDeadline() {
        // The formation of the first test above stands on the set, so SAT finds one when it has
        // time. Every solver call gets the time left before the one deadline of the whole test
        // (SAT4J's own timeout would restart with each call of the cheapest's tightening): with
        // the deadline passed, the question is unknown, not a verdict.
        var set = Locs.of(BorderedSetTest.TWO_EYES.graph(), "A4 C4 B4 D4 A3 B3 C3 D3");
        FormationSat.Question late = new FormationSat.Question(BorderedSetTest.TWO_EYES, Player.BLACK, set,
                System.nanoTime() - 1);
        assertEquals(FormationSat.SatVerdict.UNKNOWN, late.satisfiable());
        assertEquals(FormationSat.SatVerdict.UNKNOWN, late.cheapest().verdict());
        FormationSat.Question timely = new FormationSat.Question(BorderedSetTest.TWO_EYES, Player.BLACK, set,
                System.nanoTime() + 60_000_000_000L);
        assertEquals(FormationSat.SatVerdict.SAT, timely.cheapest().verdict());
    }

    @Test
    void aSetTooLargeToEncodeIsUnknownAtOnce() {
        // A 19x19 board with one black stone: White's set of the 360 other locations would need
        // 360^3 reachability variables. It is not encoded at all (it ran out of a 6 GiB heap
        // before): SAT says unknown and prunes nothing, and the search decides within its limits.
        Graph g = Graph.grid(19, 19);
        Position oneStone = Position.empty(g).with(g.parseLocation("K10"), Player.BLACK.stone());
        MutableIntSet set = IntSets.mutable.empty();
        for (int loc = 0; loc < oneStone.graph().size(); loc++) {
            if (oneStone.isEmpty(loc)) set.add(loc);
        }
        assertTrue((long) set.size() * set.size() * set.size() > FormationSat.MAX_VARIABLES);
        FormationSat.Question q = new FormationSat.Question(oneStone, Player.WHITE, set,
                System.nanoTime() + 60_000_000_000L);
        assertEquals(FormationSat.SatVerdict.UNKNOWN, q.satisfiable());
        assertEquals(FormationSat.SatVerdict.UNKNOWN, q.cheapest().verdict());
    }

    @Test
    void oneEyeSpaceOfOneLocationCannotHoldAFormation() {
        // Only A4 can be an eye (every other location of the set touches the outside and must be
        // a stone), and the string needs two: SAT says so without search; the search agrees.
        String set = "A4 B4 D4 A3 B3 C3 D3";
        ControlTest.Result sat = test(BorderedSetTest.TWO_EYES, Player.BLACK, set, ControlTest.Pruning.SAT);
        assertEquals(ControlTest.Verdict.REFUTER_WINS, sat.verdict());
        assertTrue(sat.refutedStatically());
        ControlTest.Result plain = test(BorderedSetTest.TWO_EYES, Player.BLACK, set, ControlTest.Pruning.NONE);
        assertEquals(ControlTest.Verdict.REFUTER_WINS, plain.verdict());
        assertTrue(plain.nodes() > 0);
    }

    /** Straight three A4 B4 C4 inside a black string; White moves first in the test. */
    private static final Position STRAIGHT_THREE = Diagram.parse("""
            . . . X O .
            X X X X O .
            O O O O O .
            . . . . . .
            """);

    @Test
    void straightThreeWithTheOpponentToMoveIsNotControlled() {
        // The formation needs eyes A4 and C4 and a black B4 (no two eyes side by side). White takes
        // B4 first; Black A4 leaves B4 one liberty C4 but fills his own, and White C4 then captures
        // the whole black string (its last liberty); Black C4 is the mirror. The refuter wins.
        ControlTest.Result r = test(STRAIGHT_THREE, Player.BLACK, "A4 B4 C4 D4 A3 B3 C3 D3",
                ControlTest.Pruning.SAT);
        assertEquals(ControlTest.Verdict.REFUTER_WINS, r.verdict(), r.reason());
    }

    /** Straight four A4-D4 inside a black string. */
    private static final Position STRAIGHT_FOUR = Diagram.parse("""
            . . . . X O .
            X X X X X O .
            O O O O O O .
            . . . . . . .
            """);

    @Test
    void straightFourIsControlledEvenWithTheOpponentFirst() {
        // White B4: Black C4, and White can neither play A4 (no liberty, captures nothing: the black
        // string keeps D4) nor D4 (the string keeps A4); Black A4 then captures B4 and leaves the
        // eyes B4 and D4: built. White C4 is the mirror (Black B4, then D4 captures). A White move
        // outside the set changes nothing there; Black answers inside with B4 or C4 and the eyes
        // left are single locations.
        for (ControlTest.Pruning pruning : ControlTest.Pruning.values()) {
            ControlTest.Result r = test(STRAIGHT_FOUR, Player.BLACK, "A4 B4 C4 D4 E4 A3 B3 C3 D3 E3", pruning);
            assertEquals(ControlTest.Verdict.PROVER_WINS, r.verdict(), pruning + ": " + r.reason());
        }
    }

    @Test
    void aTinyBudgetGivesUnknown() {
        ControlTest.Result r = ControlTest.run(STRAIGHT_FOUR, Player.BLACK,
                Locs.of(STRAIGHT_FOUR.graph(), "A4 B4 C4 D4 E4 A3 B3 C3 D3 E3"),
                new ControlTest.Limits(3, java.time.Duration.ofSeconds(10)), ControlTest.Pruning.NONE);
        assertEquals(ControlTest.Verdict.UNKNOWN, r.verdict());
    }
}
