package org.shinpan.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.shinpan.io.InputException;

/**
 * The {@code shinpan} command line: {@code java -jar target/shinpan.jar COMMAND ...}.
 *
 * <p>Exit codes: 0 success, 2 bad input or usage, 1 internal error.
 */
public final class Main {
    static final int OK = 0;
    static final int INTERNAL_ERROR = 1;
    static final int BAD_INPUT = 2;

    private final Map<String, Command> commands = new LinkedHashMap<>();

    Main() {
        for (Command c : List.of(new ShowCommand(), new AnalyzeCommand(), new ReplayCommand(), new CompareCommand(),
                new DisputeCommand(), new TsumegoCommand(), new BatchCommand(), new BenchCommand(), new GtpCliCommand())) {
            commands.put(c.name(), c);
        }
    }

    public static void main(String[] args) {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
        System.exit(new Main().run(args, out, err));
    }

    /** Runs one command line; returns the exit code. */
    int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            if (args.length >= 2 && commands.containsKey(args[1])) {
                out.print(commands.get(args[1]).help());
                return OK;
            }
            // no command at all is a usage error: the help goes where errors go, as for an unknown command
            (args.length == 0 ? err : out).print(usage());
            return args.length == 0 ? BAD_INPUT : OK;
        }
        if (args[0].equals("--version")) {
            out.println("shinpan " + version());
            return OK;
        }
        Command command = commands.get(args[0]);
        if (command == null) {
            err.println("shinpan: unknown command '" + args[0] + "'");
            err.print(usage());
            return BAD_INPUT;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        if (Arrays.asList(rest).contains("--help") || Arrays.asList(rest).contains("-h")) {
            out.print(command.help());
            return OK;
        }
        try {
            return command.run(rest, out, err);
        } catch (UsageException e) {
            err.println("shinpan " + e.getMessage());
            return BAD_INPUT;
        } catch (InputException e) {
            err.println(e.getMessage());
            return BAD_INPUT;
        } catch (OutOfMemoryError e) {
            // Not a fault of the input: the limits asked for more than the JVM's heap holds.
            // the advice names only the options this command has (show and replay read files, and
            // a large collection can fill a small heap by itself)
            String help = command.help();
            String lower = help.contains("--table-mib") ? "lower --table-mib or --max-states"
                    + (help.contains("--threads") ? " (and --threads)" : "") + ", or " : "the input may be too large"
                    + " for this heap: ";
            err.println("shinpan: out of memory: the JVM's heap holds " + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MiB; " + lower + "give Java a larger -Xmx (java -Xmx8g -jar shinpan.jar ...)");
            return INTERNAL_ERROR;
        } catch (RuntimeException | Error e) {
            err.println("shinpan: internal error: " + e);
            e.printStackTrace(err);
            return INTERNAL_ERROR;
        }
    }

    private String usage() {
        StringBuilder sb = new StringBuilder();
        sb.append("Shinpan ").append(version()).append(" — an exact referee and life-and-death solver for Go\n\n");
        sb.append("usage: java -jar shinpan.jar COMMAND [ARGS] [OPTIONS]\n\ncommands:\n");
        for (Command c : commands.values()) {
            sb.append(String.format("  %-9s %s%n", c.name(), c.summary()));
        }
        sb.append("\n'shinpan COMMAND --help' describes a command.\n");
        sb.append("Exit codes: 0 success, 2 bad input or usage, 1 internal error.\n");
        return sb.toString();
    }

    private static String version() {
        String v = Main.class.getPackage().getImplementationVersion();
        return v == null ? "(development build)" : v;
    }
}
