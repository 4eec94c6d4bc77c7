package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Position;

/** Area and territory counts of diagrams, checked against the definitions by hand. */
class CountingTest {

    @Test
    void areaCountsStonesAndRegionsReachingOneColour() {
        Position p = Diagram.parse("""
                . X . O .
                X X . O O
                . X . O .
                """);
        // Basic rules, "Territory"/"Area": A3 and A1 reach only black stones, E3 and E1 only white ones;
        // the column C3-C1 reaches both and counts for nobody.
        Counting.Counts c = Counting.area(p);
        assertEquals(new Count(4, 2, 0, 0, 6), c.black());
        assertEquals(new Count(4, 2, 0, 0, 6), c.white());
        // The empty board: its one region reaches no stone and counts for nobody (docs/rulesets.md).
        assertEquals(0, Counting.area(Position.empty(p.graph())).black().total());
    }

    // White B2 inside Black's area; D3 touches Black C3 and White E3 D2 (a point like a seki's shared
    // liberty); E1 is White's.
    private static final String DEAD_STONE = """
            . . X . O
            . O X O O
            . . X O .
            """;

    @Test
    void territoryTakesDeadStonesOffAndLeavesSharedPointsNeutral() {
        Position p = Diagram.parse(DEAD_STONE);
        boolean[] dead = new boolean[p.graph().size()];
        dead[p.graph().parseLocation("B2")] = true;
        // Seed 003, "Score": territory + prisoners + dead stones. With B2 off the board, A3 B3 A2 B2 A1 B1
        // reach only black: 6, plus the dead stone, plus 2 prisoners: 9. White: E1, plus 1 prisoner: 2.
        // D3 reaches both colours: neutral, as the page's seki points are.
        Counting.Counts c = Counting.territory(p, dead, 2, 1);
        assertEquals(new Count(0, 6, 1, 2, 9), c.black());
        assertEquals(new Count(0, 1, 0, 1, 2), c.white());
        // With B2 alive, Black's region touches a white stone and is nobody's.
        Counting.Counts alive = Counting.territory(p, new boolean[p.graph().size()], 0, 0);
        assertEquals(new Count(0, 0, 0, 0, 0), alive.black());
    }

    @Test
    void j2003CountsOccupiedTerritoryTwice() {
        // J2003 Definitions 3, "score": empty black-territory + 2 x occupied black-territory - (the same
        // for White) + prisoner-difference, split per player with each side's removed opposing stones.
        Counting.Counts c = Counting.j2003(new FinalPositionAnalysis.Territory(3, 1, 4, 0), 0, 2);
        assertEquals(new Count(0, 3, 1, 0, 5), c.black());
        assertEquals(new Count(0, 4, 0, 2, 6), c.white());
    }
}
