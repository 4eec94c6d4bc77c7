package org.shinpan.board;

/**
 * One of the two players, Black and White (J2003 v35a, Definitions 1: "A player is one of Black and
 * White"; LJ rule 2: the player who got the first turn is Black).
 *
 * <p>A player is never a point state: what sits on a location is an {@link Occupant}.
 */
public enum Player {
    BLACK,
    WHITE;

    /** The other player. */
    public Player opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** The occupant a stone of this player makes. */
    public Occupant stone() {
        return this == BLACK ? Occupant.BLACK : Occupant.WHITE;
    }

    /** The SGF property letter, {@code B} or {@code W}. */
    public char letter() {
        return this == BLACK ? 'B' : 'W';
    }

    /** Lower-case name as used in JSON output: {@code black} or {@code white}. */
    public String lowerName() {
        return this == BLACK ? "black" : "white";
    }

    /** The player named by {@code B}/{@code W}/{@code black}/{@code white} (any case). */
    public static Player parse(String text) {
        switch (text.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "b":
            case "black":
                return BLACK;
            case "w":
            case "white":
                return WHITE;
            default:
                throw new IllegalArgumentException("not a player: '" + text + "' (expected B, W, black or white)");
        }
    }
}
