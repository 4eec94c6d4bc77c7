package org.shinpan.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

class SgfPositionsTest {
    private static final Position POSITION = Diagram.parse("""
            . X O .
            X X O .
            . . O .
            """);

    @Test
    void writesSizeStonesPlayerAndComment() {
        SgfNode root = SgfPositions.gameTree(POSITION, Optional.of(Player.WHITE), Optional.of("White to live]"));
        assertEquals(List.of("4:3"), root.values("SZ"));
        assertEquals(List.of("ba", "ab", "bb"), root.values("AB"));
        assertEquals(List.of("ca", "cb", "cc"), root.values("AW"));
        assertEquals(List.of("W"), root.values("PL"));
        assertEquals(List.of("White to live]"), root.values("C"));
        assertEquals("(;FF[4]GM[1]CA[UTF-8]SZ[4:3]AB[ba][ab][bb]AW[ca][cb][cc]PL[W]C[White to live\\]])\n",
                SgfPositions.write(POSITION, Optional.of(Player.WHITE), Optional.of("White to live]")));
    }

    @Test
    void readsBackAsTheSamePosition() {
        SgfGame g = SgfGame.parse(SgfPositions.write(POSITION, Optional.of(Player.WHITE), Optional.empty()), "p",
                org.shinpan.board.SuicideRule.PROHIBITED);
        assertEquals(POSITION, g.positionAfter(0));
        assertEquals(Player.WHITE, g.playerToMove());
        assertTrue(g.warnings().isEmpty());
    }

    @Test
    void omitsAbsentColoursAndWritesSquareSizes() {
        SgfNode root = SgfPositions.gameTree(Position.empty(Graph.square(9)));
        assertEquals(List.of("9"), root.values("SZ"));
        assertTrue(root.property("AB").isEmpty());
        assertTrue(root.property("AW").isEmpty());
        assertTrue(root.property("PL").isEmpty());
        assertTrue(root.property("C").isEmpty());
    }

    @Test
    void refusesGraphsThatAreNotGrids() {
        Graph triangle = Graph.fromEdges(List.of("a", "b", "c"), List.of(new int[] {0, 1}, new int[] {1, 2}));
        assertThrows(IllegalArgumentException.class, () -> SgfPositions.gameTree(Position.empty(triangle)));
    }
}
