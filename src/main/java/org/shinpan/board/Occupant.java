package org.shinpan.board;

/**
 * What a location holds: nothing, a black-stone or a white-stone (J2003 v35a, Definitions 1: a
 * position is the distribution of black-stones and white-stones on the intersections).
 *
 * <p>The ordinal is the compact code used by {@link Position} and {@link Board}: 0 empty, 1 black,
 * 2 white.
 */
public enum Occupant {
    EMPTY,
    BLACK,
    WHITE;

    private static final Occupant[] BY_CODE = values();

    /** The player whose stone this is; {@code null} only for {@link #EMPTY}. */
    public Player player() {
        switch (this) {
            case BLACK:
                return Player.BLACK;
            case WHITE:
                return Player.WHITE;
            default:
                return null;
        }
    }

    public boolean isStone() {
        return this != EMPTY;
    }

    /** Compact code: 0 empty, 1 black, 2 white. */
    public int code() {
        return ordinal();
    }

    public static Occupant ofCode(int code) {
        return BY_CODE[code];
    }

    /** The diagram character: {@code X} black, {@code O} white, {@code .} empty. */
    public char symbol() {
        return this == BLACK ? 'X' : this == WHITE ? 'O' : '.';
    }
}
