package org.shinpan.hypo;

import java.util.Arrays;
import java.util.function.IntPredicate;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.WordGraph;

/**
 * The physics of {@link org.shinpan.board.Board} on a graph of at most 64 locations, each colour's
 * stones one {@code long}: a play puts the stone, removes the opposing strings left without a
 * liberty, and is refused if its own string then has none (J2003 v35a, Definitions 1, no suicide).
 * A string is found by flooding the neighbour sets ({@link BensonAnalysis#connected}) when a play
 * asks, not kept; an undo restores the two words. The same plays, captures and positions as a
 * {@code Board} with {@link org.shinpan.board.SuicideRule#PROHIBITED} ({@code WordBoardProperties}).
 */
final class WordBoard implements ScratchBoard {
    private final WordGraph neighbours;
    private final long all;
    private long black;
    private long white;
    private long resetBlack;
    private long resetWhite;
    /** Per play on the undo stack: the two words before it, and the stones it captured. */
    private long[] plays = new long[3 * 16];
    private int depth;

    WordBoard(Graph graph) {
        this.neighbours = BensonAnalysis.neighbourSets(graph);
        int n = graph.size();
        this.all = n == 64 ? -1L : (1L << n) - 1;
    }

    @Override
    public void reset(byte[] codes) {
        long b = 0;
        long w = 0;
        for (int loc = 0; loc < neighbours.size(); loc++) {
            if (codes[loc] == 1) b |= 1L << loc;
            if (codes[loc] == 2) w |= 1L << loc;
        }
        black = resetBlack = b;
        white = resetWhite = w;
        depth = 0;
    }

    @Override
    public boolean tryPlay(int loc, Player player) {
        long bit = 1L << loc;
        if (((black | white) & bit) != 0) return false;
        boolean isBlack = player == Player.BLACK;
        long own = (isBlack ? black : white) | bit;
        long opp = isBlack ? white : black;
        long empty = all & ~(own | opp);
        long captured = 0;
        long checked = 0;
        for (long next = neighbours.neighbours(loc) & opp; next != 0; next &= next - 1) {
            long q = Long.lowestOneBit(next);
            if ((checked & q) != 0) continue;
            long string = BensonAnalysis.connected(neighbours, q, opp);
            checked |= string;
            if ((BensonAnalysis.adjacent(neighbours, string) & empty) == 0) captured |= string;
        }
        opp &= ~captured;
        empty |= captured;
        if ((neighbours.neighbours(loc) & empty) == 0
                && (BensonAnalysis.adjacent(neighbours, BensonAnalysis.connected(neighbours, bit, own)) & empty) == 0) {
            return false; // suicide
        }
        if (3 * depth + 3 > plays.length) plays = Arrays.copyOf(plays, 2 * plays.length);
        plays[3 * depth] = black;
        plays[3 * depth + 1] = white;
        plays[3 * depth + 2] = captured;
        depth++;
        black = isBlack ? own : opp;
        white = isBlack ? opp : own;
        return true;
    }

    @Override
    public void undo() {
        if (depth == 0) throw new IllegalStateException("no play to undo");
        depth--;
        black = plays[3 * depth];
        white = plays[3 * depth + 1];
    }

    @Override
    public int code(int loc) {
        return (int) (black >>> loc & 1) | (int) (white >>> loc & 1) << 1;
    }

    @Override
    public int lastCaptureCount() {
        return Long.bitCount(lastCaptured());
    }

    @Override
    public int lastSingleCapture() {
        long captured = lastCaptured();
        return Long.bitCount(captured) == 1 ? Long.numberOfTrailingZeros(captured) : -1;
    }

    private long lastCaptured() {
        if (depth == 0) throw new IllegalStateException("no play has been made");
        return plays[3 * depth - 1];
    }

    @Override
    public boolean holdsResetPosition() {
        return black == resetBlack && white == resetWhite;
    }

    @Override
    public boolean anyStone(int loc, IntPredicate test) {
        for (long rest = stringAt(loc); rest != 0; rest &= rest - 1) {
            if (test.test(Long.numberOfTrailingZeros(rest))) return true;
        }
        return false;
    }

    @Override
    public boolean anyLiberty(int loc, IntPredicate test) {
        long liberties = BensonAnalysis.adjacent(neighbours, stringAt(loc)) & all & ~(black | white);
        for (long rest = liberties; rest != 0; rest &= rest - 1) {
            if (test.test(Long.numberOfTrailingZeros(rest))) return true;
        }
        return false;
    }

    private long stringAt(int loc) {
        long bit = 1L << loc;
        long colour = (black & bit) != 0 ? black : (white & bit) != 0 ? white : 0;
        if (colour == 0) throw new IllegalArgumentException("no stone on " + loc);
        return BensonAnalysis.connected(neighbours, bit, colour);
    }
}
