package org.shinpan.hypo;

/** The answer to "can the opponent force it?" (J2003 v35a, Definitions 2, "can force"). */
public enum Forcing {
    CAN_FORCE,
    CANNOT_FORCE,
    /** The solver gave up within its limits; nothing is claimed. */
    UNKNOWN
}
