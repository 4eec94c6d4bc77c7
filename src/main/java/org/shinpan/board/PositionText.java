package org.shinpan.board;

import org.shinpan.io.InputException;

/**
 * A position read from a diagram or a graph file, with where each stone was written: for a
 * diagram the row's line and the symbol's column, for a graph file the line of the {@code black}
 * or {@code white} statement that places it and the name's column. A check of the whole position
 * made after reading (a string without liberty, which a final-position cannot hold) refuses it
 * at one of the string's stones, in the format of the readers' own errors ({@code file:3:1: ...}).
 */
public final class PositionText {
    private final Position position;
    private final String source;
    private final int[] lines;
    private final int[] columns;

    /** {@code lines[loc]} and {@code columns[loc]} are where the stone at {@code loc} was written, 0 for an empty location. */
    PositionText(Position position, String source, int[] lines, int[] columns) {
        this.position = position;
        this.source = source;
        this.lines = lines.clone();
        this.columns = columns.clone();
    }

    public Position position() {
        return position;
    }

    /**
     * The refusal of the position for {@code problem}, a fault of the string of the stone at
     * {@code loc}: at that stone's line and column.
     *
     * @throws IllegalArgumentException if {@code loc} holds no stone
     */
    public InputException refusalAt(int loc, String problem) {
        if (!position.occupant(loc).isStone()) {
            throw new IllegalArgumentException(position.graph().label(loc) + " holds no stone");
        }
        return new InputException(source, lines[loc], columns[loc], problem);
    }
}
