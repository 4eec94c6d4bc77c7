package org.shinpan.rules;

/**
 * One rule a move breaks, with what makes it break it.
 *
 * @param rule   the rule
 * @param detail the circumstance in words, e.g. {@code recreates the position after move 23}
 */
public record Violation(Prohibition rule, String detail) {
    public Violation {
        if (rule == null || detail == null) throw new IllegalArgumentException("a violation needs a rule and a detail");
    }
}
