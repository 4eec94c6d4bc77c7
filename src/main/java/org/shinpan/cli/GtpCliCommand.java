package org.shinpan.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Set;
import org.shinpan.gtp.ShinpanEngine;

/**
 * {@code gtp [--base DIR]}: Shinpan as a GTP engine on standard input and output, for GoGui and
 * gogui-regress. Unlike the other commands it writes as it goes: one response per command; the
 * warnings about a loaded file go to standard error, as the other commands print them.
 */
final class GtpCliCommand implements Command {
    private final InputStream in;

    GtpCliCommand() {
        this(System.in);
    }

    /** Reads the commands from {@code in} instead of standard input. */
    GtpCliCommand(InputStream in) {
        this.in = in;
    }

    @Override
    public String name() {
        return "gtp";
    }

    @Override
    public String summary() {
        return "run as a GTP engine on standard input and output (GoGui, gogui-regress)";
    }

    @Override
    public String help() {
        return """
                usage: shinpan gtp [--base DIR]

                Talks the Go Text Protocol, version 2, on standard input and output until 'quit' or
                the end of the input. Besides the standard commands (boardsize, clear_board, komi,
                play, undo, fixed_handicap, set_free_handicap, loadsgf, showboard, final_score,
                final_status_list; no genmove) and GNU Go's get_komi (the komi in force) it offers:

                  j2003_status VERTEX       status of the string on VERTEX: uncapturable,
                                            capturable-1/2/3, dead or unknown
                  j2003_result              B+n, W+n, Draw or unknown (no komi)
                  j2003_score               the J2003 score, or unknown
                  j2003_final               false if some string is capturable-3 (direct-ko)
                  j2003_certificate VERTEX  the principal sequence of the deciding test
                  j2003_certificate_check VERTEX  that test's certificate checked move by
                                            move against the rules' game: complete, partial
                                            or invalid (as analyze --check-certificates)
                  j2003_agreed_score [V...] the players' marking (these strings dead) held
                                            against the analysis: the result with komi counted
                                            with the proven statuses and, where unknown, the
                                            marking; the contradicted and the assumed strings
                  j2003_prisoners [N]       set (or tell) the prisoner-difference: white stones
                                            minus black stones removed
                  shinpan_max_states [N]    states one solver test may build (default 2000000)
                  shinpan_table_mib [N]     MiB of table one solver test may hold (default 256)
                  shinpan_time_limit [S]    seconds one analysis may take (default 300)
                  shinpan_rules [NAME]      count final_score, final_status_list and
                                            shinpan_analyze by j2003 (default), territory,
                                            tromp-taylor or tromp-taylor-7a; or tell the current one
                  shinpan_analyze           the position under those rules as one line of JSON
                  shinpan_fill_dame [on|off] analyse the position with its plain dame filled
                                            first, as analyze --fill-dame (default off)
                  shinpan_max_empty [N|none] positions with more empty intersections get no
                                            whole-board search (default 40; none: search all)
                  shinpan_area_states [N|board] states one test on a closed or sealed area
                                            may build, a quarter on an open one (default
                                            board: 200000 on 19x19, more on smaller boards)
                  shinpan_tsumego VERTEX attacker|defender [black|white]
                                            the string as a life-and-death problem: the side's
                                            class and correct first moves, or unknown and
                                            why, as tsumego says it (docs/tsumego.md)
                  shinpan_tsumego_ko VERTEX attacker|defender
                                            what ko threats do to that side's verdict
                  lj_control black|white|neutral|unknown|dead
                                            the LJ control map's locations of that kind,
                                            within shinpan_time_limit (all its tests),
                                            shinpan_max_states and shinpan_table_mib
                  shinpan_gfx               the J2003 analysis as GoGui graphics; GoGui's
                                            analyze menu comes from gogui-analyze_commands

                Standard output is the protocol alone: the warnings about a file loadsgf reads
                (FF[5], an unknown property, ...) go to standard error, as the other commands
                print them.

                  --base DIR   directory that loadsgf file names are relative to (default: the
                               current directory); the regression files in puzzles/ expect puzzles/
                """;
    }

    @Override
    public int run(String[] words, PrintStream out, PrintStream err) {
        Args args = Args.parse(name(), words, Set.of(), Set.of("base"));
        if (!args.positional().isEmpty()) {
            throw new UsageException(name() + ": unexpected argument '" + args.positional().get(0) + "'");
        }
        Path base;
        try {
            base = Path.of(args.value("base", ""));
        } catch (InvalidPathException e) {
            throw new UsageException(name() + ": --base: " + e.getMessage());
        }
        if (!Files.isDirectory(base)) {
            throw new UsageException(name() + ": --base " + base + " is not a directory");
        }
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        try {
            // the protocol on standard output; loadsgf's warnings on standard error, as the other commands print them
            new ShinpanEngine(base, err).run(new InputStreamReader(in, StandardCharsets.UTF_8), writer);
        } catch (IOException e) {
            err.println("shinpan gtp: " + e.getMessage());
            return Main.INTERNAL_ERROR;
        }
        return Main.OK;
    }
}
