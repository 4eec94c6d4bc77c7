package org.shinpan.board;

/**
 * A play the board's physics forbids: on an occupied location, or a suicide where the suicide
 * rule prohibits it. Rule-level prohibitions (ko, superko, LJ prohibited locations) are the rule
 * sets' business and have their own reporting.
 */
public final class IllegalMoveException extends RuntimeException {
    /** Why the play is illegal. */
    public enum Reason {
        OCCUPIED("the location is occupied"),
        SUICIDE("suicide: the new stone's string would have no liberty");

        private final String text;

        Reason(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    private final Reason reason;
    private final int loc;

    public IllegalMoveException(Reason reason, int loc, String label) {
        super(label + ": " + reason.text());
        this.reason = reason;
        this.loc = loc;
    }

    public Reason reason() {
        return reason;
    }

    public int loc() {
        return loc;
    }
}
