package org.shinpan.io;

/**
 * Bad input: a file, text or command line argument that Shinpan cannot read, with where it is
 * wrong (source, line and column, or move number) and what is wrong. The command line reports it
 * with exit code 2 and writes nothing.
 *
 * <p>Line and column count from 1; 0 means unknown.
 */
public class InputException extends RuntimeException {
    private final String source;
    private final int line;
    private final int column;
    private final String problem;

    public InputException(String source, int line, int column, String problem) {
        super(format(source, line, column, problem));
        this.source = source;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    /** An error about the whole input, with no line. */
    public InputException(String source, String problem) {
        this(source, 0, 0, problem);
    }

    private static String format(String source, int line, int column, String problem) {
        StringBuilder sb = new StringBuilder(source == null ? "<input>" : source);
        if (line > 0) {
            sb.append(':').append(line);
            if (column > 0) {
                sb.append(':').append(column);
            }
        }
        return sb.append(": ").append(problem).toString();
    }

    /** The file name or other description of the input. */
    public String source() {
        return source;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** What is wrong, without the location. */
    public String problem() {
        return problem;
    }
}
