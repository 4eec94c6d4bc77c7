package org.shinpan.tsumego;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The order in which a side's correct first moves are written (text, batch --tsumego, GTP). */
class ListedOrderTest {
    @Test
    void rowsAreNumbersAndPassesComeLast() {
        List<String> moves = new ArrayList<>(List.of("p", "C10", "C4", "B2", "C13", "C1", "AA3"));
        moves.sort(Tsumego.Side.LISTED);
        assertEquals(List.of("AA3", "B2", "C1", "C4", "C10", "C13", "p"), moves);
    }
}
