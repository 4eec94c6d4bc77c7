package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;

/**
 * {@link WordBoard} against {@link Board} (suicide prohibited): from random legal positions on
 * grids and on random graphs with a hub (a small board's block nodes have many neighbours), the
 * same random plays are legal or not, capture the same stones and leave the same positions; undo
 * restores them; the string queries agree.
 */
class WordBoardProperties {

    @Property(tries = 1000)
    void playsLikeTheBoard(@ForAll long seed) {
        Random r = new Random(seed);
        Graph g = r.nextBoolean() ? Graph.grid(2 + r.nextInt(7), 2 + r.nextInt(7))
                : BensonAnalysisProperties.hubGraph(r, 2 + r.nextInt(39));
        Position start = randomLegalPosition(g, r);
        Board board = new Board(start, SuicideRule.PROHIBITED);
        WordBoard words = new WordBoard(g);
        byte[] codes = new byte[g.size()];
        for (int loc = 0; loc < codes.length; loc++) codes[loc] = (byte) start.code(loc);
        words.reset(codes);
        assertSame(board, words, start);
        int captures = 0;
        for (int step = 0; step < 40; step++) {
            if (board.depth() > 0 && r.nextInt(4) == 0) {
                board.undo();
                words.undo();
            } else {
                int loc = r.nextInt(g.size());
                Player p = r.nextBoolean() ? Player.BLACK : Player.WHITE;
                boolean played = board.tryPlay(loc, p);
                assertEquals(played, words.tryPlay(loc, p), () -> "play at " + loc + " in\n" + board.toPosition());
                if (played) {
                    assertEquals(board.lastCaptureCount(), words.lastCaptureCount());
                    assertEquals(board.lastSingleCapture(), words.lastSingleCapture());
                    captures += board.lastCaptureCount();
                }
            }
            assertSame(board, words, start);
        }
        Statistics.label("captures").collect(captures > 0);
        Statistics.label("captures").coverage(c -> c.check(true).percentage(q -> q > 30));
    }

    private static void assertSame(Board board, WordBoard words, Position start) {
        Position p = board.toPosition();
        Graph g = p.graph();
        for (int loc = 0; loc < g.size(); loc++) assertEquals(board.code(loc), words.code(loc));
        assertEquals(p.equals(start), words.holdsResetPosition());
        for (int loc = 0; loc < g.size(); loc++) {
            if (p.isEmpty(loc)) continue;
            for (int m = 2; m <= 3; m++) {
                int mod = m;
                int at = loc;
                assertEquals(board.anyStone(loc, q -> q % mod == at % mod), words.anyStone(loc, q -> q % mod == at % mod));
                assertEquals(board.anyLiberty(loc, q -> q % mod == 0), words.anyLiberty(loc, q -> q % mod == 0));
            }
        }
    }

    /** Random stones, then every string without a liberty emptied again. */
    private static Position randomLegalPosition(Graph g, Random r) {
        Occupant[] o = new Occupant[g.size()];
        for (int i = 0; i < o.length; i++) {
            int c = r.nextInt(10);
            o[i] = c < 4 ? Occupant.EMPTY : c < 7 ? Occupant.BLACK : Occupant.WHITE;
        }
        Position p = Position.of(g, o);
        for (var s : p.strings()) {
            if (s.liberties().isEmpty()) s.stones().forEach(loc -> o[loc] = Occupant.EMPTY);
        }
        return Position.of(g, o);
    }
}
