package org.shinpan.sgf;

import org.shinpan.io.InputException;

/**
 * A move of a record's main line that the board cannot carry out (an occupied point, a suicide
 * where suicide is prohibited), with its move number, so that a reader can tell whether it comes
 * after the end of the game.
 */
public final class IllegalRecordMove extends InputException {
    private final int moveNumber;

    IllegalRecordMove(String source, LineColumn at, int moveNumber, String problem) {
        super(source, at.line(), at.column(), problem);
        this.moveNumber = moveNumber;
    }

    /** The number of the move, 1 for the first of the main line. */
    public int moveNumber() {
        return moveNumber;
    }
}
