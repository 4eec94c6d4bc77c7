package org.shinpan.gtp;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Pattern;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;

/**
 * One GTP command line: an optional numeric id, the command name and its arguments (GTP version 2,
 * "Command Structure"), with checkers that turn a bad argument into a {@link GtpFailure} naming it
 * (the idea of GoGui's {@code GtpCommand}).
 *
 * <p>Immutable. Arguments are numbered from 0.
 */
public final class GtpCommand {
    private static final Pattern ID = Pattern.compile("[0-9]{1,18}");
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
    private static final Pattern REAL = Pattern.compile("[+-]?([0-9]{1,15}(\\.[0-9]{0,15})?|\\.[0-9]{1,15})");

    private final OptionalLong id;
    private final String name;
    private final List<String> args;

    private GtpCommand(OptionalLong id, String name, List<String> args) {
        this.id = id;
        this.name = name;
        this.args = List.copyOf(args);
    }

    /**
     * A line as GTP version 2 preprocesses it ("Preprocessing"): control characters other than tab
     * and newline removed, everything from {@code #} on removed, tabs turned into spaces, then
     * stripped. An empty result is a line the engine ignores.
     */
    public static String clean(String raw) {
        StringBuilder sb = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '#') break;
            if (c == '\t' || c == '\n') {
                sb.append(' ');
            } else if (!Character.isISOControl(c)) {
                sb.append(c);
            }
        }
        return sb.toString().strip();
    }

    /**
     * The command on {@code rawLine}; empty for a line that is empty once cleaned ({@link #clean}).
     * A leading number is the id; the command name is then empty if nothing follows it.
     */
    public static Optional<GtpCommand> parse(String rawLine) {
        String line = clean(rawLine);
        if (line.isEmpty()) {
            return Optional.empty();
        }
        List<String> words = new ArrayList<>(List.of(line.split(" +")));
        OptionalLong id = OptionalLong.empty();
        if (ID.matcher(words.get(0)).matches()) {
            id = OptionalLong.of(Long.parseLong(words.remove(0)));
        }
        String name = words.isEmpty() ? "" : words.remove(0);
        return Optional.of(new GtpCommand(id, name, words));
    }

    /** The id to echo in the response; empty if the command had none. */
    public OptionalLong id() {
        return id;
    }

    public String name() {
        return name;
    }

    public List<String> args() {
        return args;
    }

    public int argCount() {
        return args.size();
    }

    /** The command as read, without the id, e.g. {@code play b D4}. */
    public String text() {
        return args.isEmpty() ? name : name + " " + String.join(" ", args);
    }

    /** Fails unless there are exactly {@code n} arguments. */
    public void checkArgCount(int n) throws GtpFailure {
        checkArgCount(n, n);
    }

    /** Fails unless there are {@code min} to {@code max} arguments. */
    public void checkArgCount(int min, int max) throws GtpFailure {
        int n = args.size();
        if (n >= min && n <= max) return;
        String expected = min == max ? count(min) : max == min + 1 ? min + " or " + count(max)
                : min + " to " + count(max);
        throw new GtpFailure("syntax error: " + name + " takes " + expected + ", not " + n);
    }

    private static String count(int n) {
        return n == 0 ? "no arguments" : n == 1 ? "1 argument" : n + " arguments";
    }

    /**
     * Argument {@code i} quoted for an error message, cut to its first 40 characters with its length
     * where longer: a failure must not copy a line of megabytes back (it ran a small heap out of memory).
     */
    public String quoted(int i) throws GtpFailure {
        return shown(arg(i));
    }

    static String shown(String a) {
        return a.length() <= 40 ? "'" + a + "'" : "'" + a.substring(0, 40) + "...' (" + a.length() + " characters)";
    }

    /** Argument {@code i}; fails if it is missing. */
    public String arg(int i) throws GtpFailure {
        if (i >= args.size()) {
            throw new GtpFailure("syntax error: " + name + " is missing argument " + (i + 1));
        }
        return args.get(i);
    }

    /** Argument {@code i} as an integer. */
    public int intArg(int i) throws GtpFailure {
        return (int) longArg(i, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** Argument {@code i} as an integer from {@code min} to {@code max}. */
    public int intArg(int i, int min, int max) throws GtpFailure {
        return (int) longArg(i, min, max);
    }

    /** Argument {@code i} as a whole number from {@code min} to {@code max}. */
    public long longArg(int i, long min, long max) throws GtpFailure {
        return longArg(i, min, max, false);
    }

    /**
     * The same; with {@code saturate}, a whole number beyond a long is read as the nearest long (the
     * caller judges the range itself) instead of being refused.
     */
    public long longArg(int i, long min, long max, boolean saturate) throws GtpFailure {
        String a = arg(i);
        if (!INTEGER.matcher(a).matches()) {
            throw new GtpFailure("syntax error: " + shown(a) + " is not an integer");
        }
        long v;
        try {
            v = Long.parseLong(a);
        } catch (NumberFormatException e) { // a whole number beyond a long is beyond any bound
            if (saturate) return a.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
            throw new GtpFailure("syntax error: " + shown(a) + " is not from " + min + " to " + max);
        }
        if (v < min || v > max) {
            throw new GtpFailure("syntax error: " + shown(a) + " is not from " + min + " to " + max);
        }
        return v;
    }

    /** Argument {@code i} as a real number ({@code 6.5}, {@code -3}, {@code .5}). */
    public double doubleArg(int i) throws GtpFailure {
        String a = arg(i);
        if (!REAL.matcher(a).matches()) {
            // a number too long for the reader is said to be so, not to be no number
            boolean digits = a.matches("[+-]?[0-9]*(\\.[0-9]*)?") && a.matches(".*[0-9].*");
            throw new GtpFailure("syntax error: " + shown(a) + " is "
                    + (digits ? "a number with more than 15 digits on a side of the point" : "not a number"));
        }
        return Double.parseDouble(a);
    }

    /** Argument {@code i} as a color: {@code black}, {@code b}, {@code white} or {@code w}, any case. */
    public Player colorArg(int i) throws GtpFailure {
        String a = arg(i);
        switch (a.toLowerCase(Locale.ROOT)) {
            case "b":
            case "black":
                return Player.BLACK;
            case "w":
            case "white":
                return Player.WHITE;
            default:
                throw new GtpFailure("syntax error: " + shown(a) + " is not a color (black, b, white, w)");
        }
    }

    /** Whether argument {@code i} is {@code pass} (any case). */
    public boolean isPassArg(int i) throws GtpFailure {
        return arg(i).equalsIgnoreCase("pass");
    }

    /**
     * Argument {@code i} as a vertex of {@code graph} ({@code D4}, any case; columns skip I), as a
     * location. {@code pass} is refused: check {@link #isPassArg} first where a pass is allowed.
     */
    public int vertexArg(int i, Graph graph) throws GtpFailure {
        String a = arg(i);
        if (a.equalsIgnoreCase("pass")) {
            throw new GtpFailure("syntax error: " + name + " needs a vertex, not pass");
        }
        if (!graph.hasLocation(a)) {
            throw new GtpFailure("invalid vertex: " + shown(a) + " is not on " + graph.describe());
        }
        return graph.parseLocation(a);
    }

    @Override
    public String toString() {
        return id.isPresent() ? id.getAsLong() + " " + text() : text();
    }
}
