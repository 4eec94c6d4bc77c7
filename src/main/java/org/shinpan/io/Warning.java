package org.shinpan.io;

/**
 * A recoverable oddity in the input, read past but reported (GoGui's {@code SgfReader} collects
 * such warnings instead of failing).
 *
 * @param source  the file name or other description of the input
 * @param line    line, from 1; 0 if unknown
 * @param column  column, from 1; 0 if unknown
 * @param message what was odd and what was done about it
 */
public record Warning(String source, int line, int column, String message) {
    @Override
    public String toString() {
        return (source == null ? "<input>" : source) + (line > 0 ? ":" + line + (column > 0 ? ":" + column : "") : "")
                + ": warning: " + message;
    }
}
