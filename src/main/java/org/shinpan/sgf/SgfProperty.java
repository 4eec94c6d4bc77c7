package org.shinpan.sgf;

import java.util.ArrayList;
import java.util.List;

/**
 * An identifier such as {@code AB} with its values in the order written (SGF FF[4], sgf.html,
 * "Basic (EBNF) Definition": {@code Property = PropIdent PropValue { PropValue }}).
 *
 * <p>The values are uninterpreted: no number, point or text type is applied, so an unknown or
 * private property survives a read–write round trip. Each value is the text between its brackets
 * with the SGF escapes undone (sgf.html, "Property Value Types", Text): {@code \]} is {@code ]},
 * {@code \\} is {@code \}, any other escaped character is itself, and a soft line break
 * ({@code \} followed by a line break) is removed. Everything else, hard line breaks and white
 * space included, is kept exactly. A compose value such as {@code SZ[4:7]} or {@code AB[aa:cc]}
 * stays one string; interpreters split it at the first colon. Decision: an escaped colon
 * ({@code \:}) becomes a plain colon like every other escaped character, which is exact for every
 * FF[4] compose type whose first part is a number or a point (SZ, FG, LB, AR, LN, point
 * rectangles).
 *
 * <p>A property has at least one value; the empty value {@code []} is the empty string. The
 * identifier is one or more upper-case letters A–Z (FF[4] {@code UcLetter}); old FF[3]
 * identifiers with lower-case letters are normalised by {@link SgfParser} before they get here.
 *
 * @param identifier the property identifier, upper-case letters only
 * @param values     the values, at least one, none {@code null}
 */
public record SgfProperty(String identifier, List<String> values) {
    public SgfProperty {
        checkIdentifier(identifier);
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("property " + identifier + " needs at least one value");
        }
    }

    /** The property {@code identifier} with the given values. */
    public static SgfProperty of(String identifier, String... values) {
        return new SgfProperty(identifier, List.of(values));
    }

    /** The first (for most properties the only) value. */
    public String value() {
        return values.get(0);
    }

    /** This property with {@code more} values appended. */
    public SgfProperty withMoreValues(List<String> more) {
        List<String> all = new ArrayList<>(values);
        all.addAll(more);
        return new SgfProperty(identifier, all);
    }

    /** Whether {@code text} is a valid FF[4] property identifier: one or more letters A–Z. */
    public static boolean isIdentifier(String text) {
        if (text == null || text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 'A' || c > 'Z') {
                return false;
            }
        }
        return true;
    }

    private static void checkIdentifier(String identifier) {
        if (!isIdentifier(identifier)) {
            throw new IllegalArgumentException(
                    "'" + identifier + "' is not an SGF property identifier (upper-case letters A-Z only)");
        }
    }

    /** The property as SGF text, e.g. {@code AB[aa][bb]}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(identifier);
        for (String v : values) {
            sb.append('[').append(SgfWriter.escape(v)).append(']');
        }
        return sb.toString();
    }
}
