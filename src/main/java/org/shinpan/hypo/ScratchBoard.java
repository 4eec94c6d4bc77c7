package org.shinpan.hypo;

import java.util.function.IntPredicate;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;

/**
 * The board on which {@link CompactHypoGraph#expand} tries each move of a state and takes it back:
 * the physics of {@link Board} (J2003 v35a, Definitions 1: a play captures the opposing strings it
 * leaves without a liberty, and suicide is prohibited), set to one state's board at a time. On a
 * graph of at most 64 locations (every enclosed or open area's small board) a {@link WordBoard},
 * each colour's stones in one word; on a larger one a {@link Board}.
 */
interface ScratchBoard {
    /** The scratch board for {@code graph}, empty. */
    static ScratchBoard on(Graph graph) {
        return graph.size() <= 64 ? new WordBoard(graph) : new OnBoard(graph);
    }

    /**
     * Sets the board to the codes ({@link org.shinpan.board.Occupant#code}) and forgets every play;
     * every string of the position must have a liberty.
     */
    void reset(byte[] codes);

    /** Plays {@code player}'s stone on {@code loc} if it is empty and the play is no suicide; whether it did. */
    boolean tryPlay(int loc, Player player);

    /** Takes back the last play. */
    void undo();

    /** The occupant code of {@code loc}. */
    int code(int loc);

    /** The number of opposing stones the last play captured. */
    int lastCaptureCount();

    /** Where the single stone the last play captured stood, or -1 unless it captured exactly one. */
    int lastSingleCapture();

    /** Whether the board holds again the position of the last {@link #reset}. */
    boolean holdsResetPosition();

    /** Whether {@code test} accepts some stone of the string through the stone on {@code loc}. */
    boolean anyStone(int loc, IntPredicate test);

    /** Whether {@code test} accepts some liberty of the string through the stone on {@code loc}. */
    boolean anyLiberty(int loc, IntPredicate test);

    /** A {@link Board} as the scratch board of a graph too large for one word. */
    final class OnBoard implements ScratchBoard {
        private final Board board;
        private final byte[] resetCodes;
        private long resetHash;

        OnBoard(Graph graph) {
            this.board = new Board(Position.empty(graph), SuicideRule.PROHIBITED);
            this.resetCodes = new byte[graph.size()];
        }

        @Override
        public void reset(byte[] codes) {
            board.reset(codes);
            System.arraycopy(codes, 0, resetCodes, 0, resetCodes.length);
            resetHash = board.positionHash();
        }

        @Override
        public boolean tryPlay(int loc, Player player) {
            return board.tryPlay(loc, player);
        }

        @Override
        public void undo() {
            board.undo();
        }

        @Override
        public int code(int loc) {
            return board.code(loc);
        }

        @Override
        public int lastCaptureCount() {
            return board.lastCaptureCount();
        }

        @Override
        public int lastSingleCapture() {
            return board.lastSingleCapture();
        }

        @Override
        public boolean holdsResetPosition() {
            boolean same = board.positionHash() == resetHash;
            for (int q = 0; same && q < resetCodes.length; q++) same = board.code(q) == resetCodes[q];
            return same;
        }

        @Override
        public boolean anyStone(int loc, IntPredicate test) {
            return board.anyStone(loc, test);
        }

        @Override
        public boolean anyLiberty(int loc, IntPredicate test) {
            return board.anyLiberty(loc, test);
        }
    }
}
