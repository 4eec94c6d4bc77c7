package org.shinpan.cli;

import java.io.PrintStream;

/** One subcommand of {@code shinpan}. */
interface Command {
    /** The word that calls it. */
    String name();

    /** One line for the command list. */
    String summary();

    /** The full help text. */
    String help();

    /**
     * Runs the command. Output goes to {@code out} only once everything it reports is known, so a
     * failure leaves nothing half-written.
     *
     * @return the exit code
     */
    int run(String[] args, PrintStream out, PrintStream err);
}
