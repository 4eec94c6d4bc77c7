package org.shinpan.hypo;

import org.shinpan.board.Board;
import org.shinpan.board.Player;

/**
 * Kos and ko-captures (J2003 v35a, Definitions 2): a ko is two adjacent intersections such that a
 * play on one followed by a play on the other would recreate the position; a ko-capture is a play
 * in a ko that removes exactly one stone. Both are judged in the current position, after every
 * move.
 *
 * <p>Only one order can recreate a position: the first play, on the empty intersection {@code x},
 * must remove the single stone on {@code y}, and the opponent's play on {@code y} must then remove
 * the new stone on {@code x} and nothing else. This class tests exactly that by playing both plays
 * on the board and comparing the result with the position before.
 */
public final class Ko {
    private Ko() {}

    /**
     * If {@code player}'s play on {@code x} is a ko-capture, the intersection of the stone it
     * captures; otherwise -1 (also when the play is illegal). The board is left as it was.
     */
    public static int koCaptureTarget(Board board, int x, Player player) {
        if (!board.isLegal(x, player)) {
            return -1;
        }
        long before = board.positionHash();
        byte[] snapshot = codes(board);
        board.play(x, player);
        int y = board.lastSingleCapture();
        boolean ko = false;
        if (y >= 0 && board.graph().areNeighbours(x, y) && board.isLegal(y, player.opponent())) {
            board.play(y, player.opponent());
            ko = board.positionHash() == before && sameCodes(board, snapshot);
            board.undo();
        }
        board.undo();
        return ko ? y : -1;
    }

    /** Whether {@code x} and {@code y} form a ko in the board's current position. */
    public static boolean isKo(Board board, int x, int y) {
        if (!board.graph().areNeighbours(x, y)) {
            return false;
        }
        if (board.isEmpty(x) == board.isEmpty(y)) {
            return false;
        }
        int empty = board.isEmpty(x) ? x : y;
        int stone = empty == x ? y : x;
        Player capturer = board.occupant(stone).player().opponent();
        return koCaptureTarget(board, empty, capturer) == stone;
    }

    /**
     * Whether the string through {@code loc} is a ko-stone: a string on one intersection of a ko
     * (J2003 Definitions 2).
     */
    public static boolean isKoStone(Board board, int loc) {
        if (board.isEmpty(loc) || board.stringSize(loc) != 1) {
            return false;
        }
        for (int k = 0; k < board.graph().degree(loc); k++) {
            if (isKo(board, loc, board.graph().neighbour(loc, k))) {
                return true;
            }
        }
        return false;
    }

    private static byte[] codes(Board board) {
        byte[] c = new byte[board.graph().size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = (byte) board.code(i);
        }
        return c;
    }

    private static boolean sameCodes(Board board, byte[] snapshot) {
        for (int i = 0; i < snapshot.length; i++) {
            if (board.code(i) != snapshot[i]) return false;
        }
        return true;
    }
}
