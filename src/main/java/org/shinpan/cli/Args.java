package org.shinpan.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arguments of one subcommand: positional words, flags ({@code --json}) and options with a
 * value ({@code --move 12} or {@code --move=12}). Only names the subcommand declares are accepted;
 * anything else is a {@link UsageException} naming it.
 */
final class Args {
    private final String command;
    private final List<String> positional = new ArrayList<>();
    private final Map<String, String> options = new LinkedHashMap<>();

    private Args(String command) {
        this.command = command;
    }

    /**
     * Parses {@code words}.
     *
     * @param flags         option names that take no value (without the dashes)
     * @param valueOptions  option names that take a value
     */
    static Args parse(String command, String[] words, Set<String> flags, Set<String> valueOptions) {
        Args args = new Args(command);
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            if (w.startsWith("--") && w.length() > 2) {
                String name = w.substring(2);
                String value = null;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    value = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (flags.contains(name)) {
                    if (value != null) {
                        throw new UsageException(command + ": --" + name + " takes no value");
                    }
                    args.options.put(name, "true");
                } else if (valueOptions.contains(name)) {
                    if (value == null) {
                        if (i + 1 >= words.length) {
                            throw new UsageException(command + ": --" + name + " needs a value");
                        }
                        value = words[++i];
                    }
                    // a value given twice: which one counts would be a guess (the last one did)
                    if (args.options.containsKey(name) && !args.options.get(name).equals(value)) {
                        throw new UsageException(command + ": --" + name + " is given twice ("
                                + args.options.get(name) + " and " + value + ")");
                    }
                    args.options.put(name, value);
                } else {
                    throw new UsageException(command + ": unknown option --" + name
                            + " (see 'shinpan " + command + " --help')");
                }
            } else {
                args.positional.add(w);
            }
        }
        return args;
    }

    boolean has(String option) {
        return options.containsKey(option);
    }

    String value(String option, String fallback) {
        return options.getOrDefault(option, fallback);
    }

    /** The option's value as a whole number within [min, max]; {@code fallback} when absent. */
    long longValue(String option, long fallback, long min, long max) {
        String v = options.get(option);
        if (v == null) return fallback;
        long x;
        try {
            x = Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            throw new UsageException(command + ": --" + option + " takes a whole number, not '" + v + "'");
        }
        if (x < min || x > max) {
            throw new UsageException(command + ": --" + option + " must be from " + min + " to " + max + ", not " + x);
        }
        return x;
    }

    /** {@code --table-mib N}: the MiB of table one solver test may hold (default 256). */
    long tableMib() {
        return longValue("table-mib", org.shinpan.hypo.SolverLimits.DEFAULT_TABLE_MIB, 1,
                org.shinpan.hypo.SolverLimits.MAX_TABLE_MIB);
    }

    /**
     * {@code --certificate-moves N}: the moves a certificate's strategy tree may show (default 400,
     * and 30 plies on a branch; more moves also allow deeper branches: {@link
     * org.shinpan.hypo.SolverLimits#certificatePlies()}).
     */
    int certificateMoves() {
        return intValue("certificate-moves", org.shinpan.hypo.SolverLimits.DEFAULT_CERTIFICATE_MOVES, 1,
                org.shinpan.hypo.SolverLimits.MAX_CERTIFICATE_MOVES);
    }

    /** A decimal number as {@code --komi} takes it: no exponent, no NaN or Infinity. */
    private static final java.util.regex.Pattern NUMBER =
            java.util.regex.Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)");

    /**
     * {@code --komi K}, if given: a decimal number of at most {@link org.shinpan.rules.RuleSet#MAX_KOMI}
     * either way ({@code -0} read as 0); anything else (NaN, Infinity, 1e30, 7,5) is a usage error.
     */
    java.util.Optional<Double> komi() {
        if (!has("komi")) return java.util.Optional.empty();
        String k = value("komi", "").trim();
        if (!NUMBER.matcher(k).matches() || Math.abs(Double.parseDouble(k)) > org.shinpan.rules.RuleSet.MAX_KOMI) {
            throw new UsageException(command + ": --komi takes a number such as 6.5, from -"
                    + (long) org.shinpan.rules.RuleSet.MAX_KOMI + " to " + (long) org.shinpan.rules.RuleSet.MAX_KOMI
                    + ", not '" + k + "'");
        }
        double komi = Double.parseDouble(k);
        return java.util.Optional.of(komi == 0 ? 0.0 : komi);
    }

    int intValue(String option, int fallback, int min, int max) {
        return (int) longValue(option, fallback, min, max);
    }

    List<String> positional() {
        return positional;
    }

    /** The single positional argument, e.g. the file. */
    String only(String what) {
        if (positional.size() != 1) {
            throw new UsageException(command + ": expected one " + what + ", got "
                    + (positional.isEmpty() ? "none" : String.join(" ", positional)));
        }
        return positional.get(0);
    }
}
