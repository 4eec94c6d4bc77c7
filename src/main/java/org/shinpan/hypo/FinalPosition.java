package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.StoneString;

/**
 * The final-position — the position just after the alternating-sequence's ending pass (J2003 v35a,
 * Definitions 2) — with its final-strings numbered.
 *
 * <p>Invariant: every string has a liberty (checked on construction).
 */
public final class FinalPosition {
    private final Position position;
    private final List<FinalString> strings;
    private final int[] stringOf; // index of the final-string on each intersection, -1 if empty
    /** The stones of both players' pass-alive strings, computed once (a race computes it twice, equal). */
    private volatile boolean[] passAlive;

    public FinalPosition(Position position) {
        int bad = position.firstStringWithoutLiberty();
        if (bad >= 0) {
            throw new IllegalArgumentException("the string at " + position.graph().label(bad)
                    + " has no liberty: not a final-position");
        }
        this.position = position;
        this.stringOf = new int[position.graph().size()];
        Arrays.fill(stringOf, -1);
        List<FinalString> list = new ArrayList<>();
        for (StoneString s : position.strings()) {
            FinalString f = new FinalString(list.size(), s.player(), s.stones());
            s.stones().forEach(loc -> stringOf[loc] = f.index());
            list.add(f);
        }
        this.strings = List.copyOf(list);
    }

    public Position position() {
        return position;
    }

    public List<FinalString> strings() {
        return strings;
    }

    /** The final-string on {@code loc}, or {@code null} if it is empty. */
    public FinalString stringAt(int loc) {
        int i = stringOf[loc];
        return i < 0 ? null : strings.get(i);
    }

    /**
     * Per intersection, whether it holds a stone of a pass-alive string of either player (Benson,
     * {@link BensonAnalysis#passAlive(Position, org.shinpan.board.Player)}): a fresh array each call,
     * from one computation per final-position.
     */
    boolean[] passAliveStones() {
        boolean[] stones = passAlive;
        if (stones == null) {
            boolean[] black = BensonAnalysis.passAlive(position, Player.BLACK);
            boolean[] white = BensonAnalysis.passAlive(position, Player.WHITE);
            stones = new boolean[black.length];
            for (int i = 0; i < stones.length; i++) stones[i] = black[i] || white[i];
            passAlive = stones;
        }
        return stones.clone();
    }
}
