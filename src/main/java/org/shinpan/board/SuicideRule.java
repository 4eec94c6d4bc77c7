package org.shinpan.board;

/**
 * Whether a play may leave its own string without a liberty. J2003 (Definitions 1, "play", {no
 * suicide}) and LJ (rules 9 and 10) prohibit it; the basic rules allow it unless the optional rule
 * 7A is in force, and then the suicidal string is removed (shared seed {@code 004_…}).
 */
public enum SuicideRule {
    /** A play whose string would have no liberty after captures is illegal. */
    PROHIBITED,
    /** Such a play is legal and removes its own string. */
    ALLOWED
}
