package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.shinpan.api.Limits;
import org.shinpan.board.Graph;
import org.shinpan.board.Position;

/**
 * The default bound of a test on an area follows the board (docs/j2003.md, "Positions over the
 * empty limit"): 200,000 states on 19x19 and the same states per intersection on a smaller board,
 * 200,000 x 361 / intersections rounded down, between 200,000 and 2,000,000.
 */
class AreaStatesByBoardTest {
    @Test
    void theBoundIsTheSameStatesPerIntersectionAsOn19x19() {
        // 361 intersections: 200,000 x 361 / 361
        assertEquals(200_000, LazySolver.defaultAreaStates(361));
        // 81: 72,200,000 / 81 = 891,358.02...
        assertEquals(891_358, LazySolver.defaultAreaStates(81));
        // 169: 72,200,000 / 169 = 427,218.93...
        assertEquals(427_218, LazySolver.defaultAreaStates(169));
        // 49: 72,200,000 / 49 = 1,473,469.38...
        assertEquals(1_473_469, LazySolver.defaultAreaStates(49));
    }

    @Test
    void theBoundStaysBetween200000And2000000() {
        // 25x25: 72,200,000 / 625 = 115,520, raised to the 19x19 bound
        assertEquals(200_000, LazySolver.defaultAreaStates(625));
        // a graph file of 4,500 locations: 16,044, raised too
        assertEquals(200_000, LazySolver.defaultAreaStates(4_500));
        // 5x5: 72,200,000 / 25 = 2,888,000, cut to the default bound of any test
        assertEquals(2_000_000, LazySolver.defaultAreaStates(25));
        assertEquals(2_000_000, LazySolver.defaultAreaStates(1));
    }

    @Test
    void aSolverWithoutABoundTakesTheBoardsAndAGivenBoundStands() {
        FinalPosition nine = new FinalPosition(Position.empty(Graph.grid(9, 9)));
        FinalPosition nineteen = new FinalPosition(Position.empty(Graph.grid(19, 19)));
        assertEquals(891_358, new LazySolver().areaStates(nine));
        assertEquals(200_000, new LazySolver().areaStates(nineteen));
        assertEquals(891_358, new LazySolver().withAreaStates(LazySolver.AREA_STATES_BY_BOARD).areaStates(nine));
        assertEquals(5, new LazySolver().withAreaStates(5).areaStates(nine));
        assertEquals(300_000, new LazySolver().withAreaStates(300_000).areaStates(nineteen));
        assertThrows(IllegalArgumentException.class, () -> new LazySolver().withAreaStates(-1));
    }

    @Test
    void theApisDefaultIsTheBoardsBound() {
        assertEquals(Limits.AREA_STATES_BY_BOARD, Limits.DEFAULT.areaStates());
        assertEquals(0, Limits.AREA_STATES_BY_BOARD);
        assertEquals(Limits.AREA_STATES_BY_BOARD, new Limits(10, 16, Duration.ofSeconds(1), 4).areaStates());
        assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.withAreaStates(-1));
    }
}
