package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.GraphText;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** The play rules of the Logical Japanese Rules (seed {@code 000_…}, rules 2–13) and the rule-5 score. */
class LjRefereeTest {

    /**
     * A ko at B2/C2 (White B2 has one liberty, C2), with White's D2-D1-C1 string beside it:
     * Black C2 puts a stone without liberties that leaves exactly one white stone (B2) without
     * liberties — a ko capture under rule 12.
     */
    private static final String KO = """
            . X O .
            X O . O
            . X O O
            """;

    /** Plays {@code text}'s turns ("B C2, W pass, B remove"), requiring each to be legal. */
    private static LjReferee playAll(LjReferee r, String text) {
        for (String t : text.split(",")) {
            if (t.isBlank()) continue;
            LjReferee.Verdict v = r.play(LjTurn.parse(r.graph(), t));
            assertTrue(v.isLegal(), t.trim() + ": " + v.violations());
        }
        return r;
    }

    private static LjReferee fromDiagram(String diagram) {
        return new LjReferee(Diagram.parse(diagram), IntSets.immutable.empty());
    }

    private static String rules(LjReferee r, String turn) {
        return r.judge(LjTurn.parse(r.graph(), turn)).stream().map(v -> v.rule().word())
                .collect(Collectors.joining(","));
    }

    private static int loc(LjReferee r, String label) {
        return r.graph().parseLocation(label);
    }

    @Test
    void koCaptureProhibitsTheClearedLocationForOneTurn() {
        LjReferee r = fromDiagram(KO);
        LjReferee.Verdict v = r.play(LjTurn.parse(r.graph(), "B C2"));
        // After placement C2 (black, alone) and B2 (white) have no liberties: two stones, colours differ.
        assertTrue(v.koCapture());
        assertEquals(1, v.captures());
        assertEquals(IntSets.immutable.of(loc(r, "B2")), r.current().temporarily());
        assertEquals("temporarily-prohibited", rules(r, "W B2"));
        // The prohibition lasts one turn: after two passes White may retake.
        playAll(r, "W pass, B pass");
        assertEquals("", rules(r, "W B2"));
    }

    @Test
    void aPassWhileALocationIsTemporarilyProhibitedDoesNotCountTowardsTheEnd() {
        // Rule 4: White's pass right after the ko capture is made while B2 is temporarily
        // prohibited, so Black's pass does not end the game; Black's pass is made with nothing
        // temporarily prohibited, so White's next pass does.
        LjReferee r = playAll(fromDiagram(KO), "B C2, W pass, B pass");
        assertFalse(r.isOver());
        assertTrue(r.current().passEndsGame());
        playAll(r, "W pass");
        assertTrue(r.isOver());
        assertEquals("after-end", rules(r, "B pass"));
        // Basic ko (the territory preset) treats the same record differently: any two
        // consecutive passes end it, at move 3.
        GameRecord record = Records.fromDiagram(KO, Player.BLACK, "B C2, W pass, B pass");
        Referee basic = Records.playAll(record, RuleSet.TERRITORY, LifeAndDeathJudge.none("not needed"));
        assertTrue(basic.isOver());
    }

    @Test
    void twoPassesWithNothingProhibitedEndTheGame() {
        LjReferee r = playAll(fromDiagram(KO), "B pass");
        assertFalse(r.isOver());
        playAll(r, "W pass");
        assertTrue(r.isOver());
    }

    @Test
    void initiallyProhibitedLocationsLastUntilTheFirstTurn() {
        Position start = Diagram.parse(KO);
        int c2 = start.graph().parseLocation("C2");
        LjReferee r = new LjReferee(start, IntSets.immutable.of(c2));
        assertEquals("temporarily-prohibited", rules(r, "B C2"));
        // Black's pass is made while C2 is temporarily prohibited: White's pass does not end the game.
        playAll(r, "B pass, W pass");
        assertFalse(r.isOver());
        assertEquals("", rules(r, "B C2"));
    }

    /**
     * The ko taken back and forth with passes in between. Situations (player to move, passes
     * needed, stones, temporarily prohibited):
     * S0 (B,2,P_W,{}) –B C2→ S1 (W,2,P_B,{B2}) –W pass→ S2 (B,2,P_B,{}) –B pass→ S3 (W,1,P_B,{})
     * –W B2→ S4 (B,2,P_W,{C2}) –B pass→ S5 (W,2,P_W,{}) –W pass→ S6 (B,1,P_W,{}) –B C2→
     * S7 (W,2,P_B,{B2}) = S1: a cycle, and a pass in S7 would not end the game, so it disturbs.
     * Turns 2–7 added to or removed from B2 and C2 only: removing the cycle removes the black
     * stone on C2 (a captive for White) and prohibits B2 and C2 permanently.
     */
    private static final String CYCLE = "B C2, W pass, B pass, W B2, B pass, W pass, B C2";

    @Test
    void aDisturbingCycleIsRemovedAndItsLocationsProhibitedForever() {
        LjReferee r = fromDiagram(KO);
        List<Optional<Integer>> starts = new ArrayList<>();
        for (String t : CYCLE.split(",")) {
            playAll(r, t);
            starts.add(r.disturbingCycleStart());
        }
        assertEquals(List.of(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.of(1)), starts);
        assertEquals(r.situations().get(1), r.current());
        assertEquals(IntSets.immutable.of(loc(r, "B2"), loc(r, "C2")), r.usedSince(1));
        assertEquals(1, r.removed(Player.BLACK)); // turn 4
        assertEquals(2, r.removed(Player.WHITE)); // turns 1 and 7

        LjReferee.Verdict v = r.play(LjTurn.parse(r.graph(), "W remove"));
        assertTrue(v.isLegal(), v.violations().toString());
        assertEquals(1, v.removedByCycle());
        assertFalse(v.pass()); // a stone was removed: not a pass (rule 4)
        assertEquals(2, r.removed(Player.BLACK));
        assertTrue(r.isPermanentlyProhibited(loc(r, "B2")));
        assertTrue(r.isPermanentlyProhibited(loc(r, "C2")));
        assertEquals(Diagram.parse("""
                . X O .
                X . . O
                . X O O
                """), r.position());
        assertEquals("permanently-prohibited", rules(r, "B C2"));
        assertEquals("permanently-prohibited", rules(r, "B B2"));
        // The situation now differs from every earlier one (its permanently prohibited set): no cycle.
        assertEquals(Optional.empty(), r.disturbingCycleStart());
        assertEquals("no-disturbing-cycle", rules(r, "B remove"));
    }

    @Test
    void pseudoSuicideAfterTheRemoval() {
        LjReferee r = playAll(fromDiagram(KO), CYCLE + ", W remove, B pass");
        // White D3 joins C3 and D2-D1-C1; the string's only liberty is C2, permanently
        // prohibited, and every black stone keeps a liberty (B3: A3): pseudo suicide (rule 11).
        assertEquals("pseudo-suicide", rules(r, "W D3"));
        // Before the removal the same play was legal: C2 was then an ordinary liberty.
        LjReferee before = playAll(fromDiagram(KO), "B pass");
        assertEquals("", rules(before, "W D3"));
        // Black passed with nothing temporarily prohibited: White's pass ends the game.
        playAll(r, "W pass");
        assertTrue(r.isOver());
        // Rule 5 with the control given (rules 14-17 are not implemented): White controls the
        // right side and the two permanently prohibited locations, Black the left side.
        LjScoring.Control control = LjScoring.Control.parse(r.graph(), "B:A3,B3,A2,A1,B1;W:C3,D3,C2,D2,C1,D1,B2");
        Counting.Counts c = LjScoring.count(r.position(), control, r.removed(Player.BLACK), r.removed(Player.WHITE));
        // Black: territory A3, A1 (2), no dead stones, captives: white stones removed 2 → 4.
        assertEquals(new Count(0, 2, 0, 2, 4), c.black());
        // White: territory D3, C2, B2 (3), captives: black stones removed 2 → 5.
        assertEquals(new Count(0, 3, 0, 2, 5), c.white());
        assertEquals("W+1", Outcome.resultOf(LjScoring.margin(c, 0)));
    }

    @Test
    void suicideIsProhibitedButACapturingPlayWithoutLibertiesIsNot() {
        LjReferee r = fromDiagram("""
                . X .
                X . X
                . X .
                """);
        // White B2: no liberty, and every black stone keeps one — suicide (rule 10).
        LjReferee.Verdict v = r.play(LjTurn.parse(r.graph(), "B pass"));
        assertTrue(v.pass());
        assertEquals("suicide", rules(r, "W B2"));
        assertEquals("occupied", rules(r, "W B3"));
        assertEquals("out-of-turn", rules(r, "B A3"));
        // In the ko, Black C2 has no liberty either, but it leaves White B2 without one: a capture.
        assertEquals("", rules(fromDiagram(KO), "B C2"));
    }

    @Test
    void aGameOnAGraphFromAnEdgeList() {
        // A path a - b - c.
        Position start = GraphText.parse("""
                locations a b c
                edge a b
                edge b c
                """, "<path>");
        LjReferee r = new LjReferee(start, IntSets.immutable.empty());
        playAll(r, "B b");
        // White a: no liberty, and black b keeps c: suicide.
        assertEquals("suicide", rules(r, "W a"));
        assertFalse(r.play(LjTurn.parse(r.graph(), "W a")).carriedOut());
        assertEquals(Player.WHITE, r.toMove());
        playAll(r, "W pass, B a");
        // White c: c and a-b are all without liberties: 3 stones, so no ko capture; a-b captured.
        LjReferee.Verdict v = r.play(LjTurn.parse(r.graph(), "W c"));
        assertEquals(2, v.captures());
        assertFalse(v.koCapture());
        // Black b: has liberty a, captures c (its new stone has a liberty: no ko capture).
        v = r.play(LjTurn.parse(r.graph(), "B b"));
        assertEquals(1, v.captures());
        assertFalse(v.koCapture());
        playAll(r, "W pass, B pass");
        assertTrue(r.isOver());
        LjScoring.Control control = LjScoring.Control.parse(r.graph(), "B:a,b,c");
        Counting.Counts c = LjScoring.count(r.position(), control, r.removed(Player.BLACK), r.removed(Player.WHITE));
        // Black: territory a, c; captive c → 3. White: captives a, b → 2.
        assertEquals(3, c.black().total());
        assertEquals(2, c.white().total());
        assertEquals("B+1", Outcome.resultOf(LjScoring.margin(c, 0)));
        assertEquals("W+0.5", Outcome.resultOf(LjScoring.margin(c, 1.5)));
    }

    @Test
    void aKoCaptureOnTwoLocations() {
        // Graph a - b: White b leaves black a and itself without liberties — exactly two stones of
        // different colours (rule 12) — so a is prohibited to Black in the next turn.
        Position start = GraphText.parse("edge a b\n", "<pair>");
        LjReferee r = new LjReferee(start, IntSets.immutable.empty());
        playAll(r, "B a");
        LjReferee.Verdict v = r.play(LjTurn.parse(r.graph(), "W b"));
        assertTrue(v.koCapture());
        assertEquals("temporarily-prohibited", rules(r, "B a"));
    }

    @Test
    void turnNotation() {
        Graph g = Graph.grid(3, 3);
        for (String t : new String[] {"B C3", "W pass", "B remove C3", "W remove"}) {
            assertEquals(t, LjTurn.parse(g, t).notation(g));
        }
        assertThrows(IllegalArgumentException.class, () -> LjTurn.parse(g, "B C3 D3"));
        assertThrows(IllegalArgumentException.class, () -> LjScoring.Control.parse(g, "B:A1;W:A1"));
    }
}
