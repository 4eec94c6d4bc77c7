package org.shinpan.sgf;

/**
 * Where a token of SGF text starts: the 1-based line and column of a node's {@code ;} or a
 * property's identifier, kept so that errors found while interpreting a game can point into the
 * file (the SGF FF[4] specification, sgf.html, "Basic (EBNF) Definition", lets white space and
 * line breaks appear anywhere between tokens, so positions are the reader's only anchor).
 *
 * <p>Lines end at {@code \n}, {@code \r\n} or a lone {@code \r}; columns count UTF-16 characters
 * from 1. {@link #UNKNOWN} (0, 0) marks nodes and properties built in memory rather than read.
 *
 * @param line   line, from 1; 0 if unknown
 * @param column column, from 1; 0 if unknown
 */
public record LineColumn(int line, int column) {
    /** The position of something that was not read from text. */
    public static final LineColumn UNKNOWN = new LineColumn(0, 0);

    public LineColumn {
        if (line < 0 || column < 0) {
            throw new IllegalArgumentException("negative line or column: " + line + ":" + column);
        }
    }

    /** Whether this position was read from text. */
    public boolean isKnown() {
        return line > 0;
    }

    @Override
    public String toString() {
        return isKnown() ? line + ":" + column : "?";
    }
}
