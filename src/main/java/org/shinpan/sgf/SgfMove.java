package org.shinpan.sgf;

import org.shinpan.board.Player;

/**
 * One move of a game's main line: a {@code B} or {@code W} property (SGF FF[4], properties.html,
 * "Move properties"; go.html, "Pass" for {@code []} and {@code [tt]}).
 *
 * @param number   the move number, 1 for the first move of the main line (decision: counted along
 *                 the main line, passes included; {@code MN} is not honoured)
 * @param player   who moved
 * @param loc      the grid location played, or {@link #PASS}
 * @param captures the opposing stones the move removed
 * @param suicided the mover's own stones the move removed (a suicide, read where Tromp–Taylor
 *                 allows it); 0 otherwise
 * @param location where the move's node was read ({@link LineColumn#UNKNOWN} if built in memory)
 */
public record SgfMove(int number, Player player, int loc, int captures, int suicided, LineColumn location) {
    /** The {@link #loc} of a pass. */
    public static final int PASS = -1;

    /** A move that removed none of its own stones (no suicide). */
    public SgfMove(int number, Player player, int loc, int captures, LineColumn location) {
        this(number, player, loc, captures, 0, location);
    }

    public boolean isPass() {
        return loc == PASS;
    }

    /** The line of the move's node, 0 if unknown. */
    public int line() {
        return location.line();
    }
}
