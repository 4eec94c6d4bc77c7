package org.shinpan.cli;

import java.io.PrintStream;
import java.util.Set;
import org.shinpan.bench.BoardBench;

/** {@code bench}: the board kernel's play+undo benchmark on random 19x19 games. */
final class BenchCommand implements Command {
    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "measurements: the board kernel, the J2003 and LJ puzzles, finished games, tsumego";
    }

    @Override
    public String help() {
        return """
                usage: shinpan bench [board] [--seconds S] [--games N] [--seed N]
                       shinpan bench j2003 [FOLDER] [--max-states N] [--table-mib N] [--check-certificates]
                       shinpan bench lj [FOLDER]
                       shinpan bench games FOLDER [--max-empty N] [--area-states N] [--fill-dame]
                       shinpan bench tsumego [FOLDER] [--max-states N] [--table-mib N] [--time-limit S]
                                             [--check-certificates]

                board (default): plays N random 19x19 games (seeded), then measures play+undo,
                liberty counting and legality tests per second on one thread.
                j2003: times the J2003 hypothetical-analysis of every SGF below FOLDER (default
                puzzles/j2003): milliseconds, states of the largest test, the largest table
                (MiB, and bytes per state of the largest test), result; with
                --check-certificates, each file's certificates checked move by move
                (milliseconds, and how many are complete, partial, invalid). A file analyze
                refuses (a bad record, an illegal ko retake, a game a long cycle ended) is listed
                as refused and the run goes on.
                lj: the LJ control puzzles below FOLDER (default puzzles/lj): situations searched
                and milliseconds of each searching question, with SAT pruning and without.
                games: the J2003 analysis of every SGF below FOLDER (finished games, e.g.
                ../shared/data/games/kgs-dev) as analyze gives it: a position with more than N
                empty intersections (--max-empty, default 40, as analyze) gets no whole-board
                search, only Benson, miai, enclosed areas and sealed areas of at most N empty
                intersections; milliseconds and strings decided per game, the result when every
                status is known and whether the score less the record's KM equals its RE (vs RE:
                agrees, differs, - where RE has no margin), median (the upper of the two middle times for
                an even count) and worst time; where records name their dead stones ("its dead
                stones: V V ..." in the root comment, as puzzles/games/selfplay.py writes GNU Go's),
                how many decided strings agree with that marking and which differ; --fill-dame
                fills the dame first, as analyze --fill-dame does.
                tsumego: every SGF below FOLDER (default puzzles/tsumego, slow/ and open/ included)
                as a life-and-death problem: both sides' classes and correct first moves, milliseconds
                (wall and process CPU), the states of all its solves (the framed board's analysis,
                every first move's tests, the ko readings and each ko master an Expect line names), and
                whether each side agrees with the "Expect" lines of the problem's comment (the hand
                derivation, docs/tsumego.md); a summary of problems decided and agreeing; with
                --check-certificates, every first move's certificate (ko readings included)
                checked move by move (milliseconds, and how many are complete, partial, invalid).
                Results belong in docs/benchmarks.md.

                  --seconds S   measuring time per measurement (default 5)
                  --games N     random games to replay (default 200)
                  --seed N      seed of the random games (default 1)
                  --max-states N, --table-mib N   solver limits per test (j2003, tsumego)
                  --certificate-moves N  moves a certificate tree may show (j2003, tsumego;
                                   default 400, as analyze)
                  --time-limit S   seconds per problem (tsumego; default 300, as tsumego)
                  --max-empty N    the empty limit of the analysis (games; default 40)
                  --area-states N  states of one test on a closed or sealed area, a quarter of
                                   it on an open area (games; default by the board, as analyze)
                  --fill-dame      fill the plain dame first (games; as analyze --fill-dame)
                """;
    }

    @Override
    public int run(String[] words, PrintStream out, PrintStream err) {
        Args args = Args.parse(name(), words, Set.of("fill-dame", "check-certificates"), Set.of("seconds", "games", "seed", "max-states", "table-mib", "time-limit",
                "max-empty", "area-states", "certificate-moves"));
        java.util.List<String> pos = args.positional();
        if (!pos.isEmpty() && pos.get(0).equals("j2003") && pos.size() <= 2) {
            java.nio.file.Path folder = folder(pos, "puzzles/j2003");
            long maxStates = args.longValue("max-states", org.shinpan.hypo.SolverLimits.DEFAULT_MAX_STATES, 1,
                    Long.MAX_VALUE);
            org.shinpan.bench.HypotheticalBench.run(out, folder,
                    org.shinpan.hypo.SolverLimits.states(maxStates).withTableMib(args.tableMib())
                            .withCertificateMoves(args.certificateMoves()),
                    args.has("check-certificates"));
            return Main.OK;
        }
        if (!pos.isEmpty() && pos.get(0).equals("tsumego") && pos.size() <= 2) {
            java.nio.file.Path folder = folder(pos, "puzzles/tsumego");
            long maxStates = args.longValue("max-states", org.shinpan.hypo.SolverLimits.DEFAULT_MAX_STATES, 1,
                    Long.MAX_VALUE);
            long seconds = args.longValue("time-limit", 300, 1, 1_000_000);
            org.shinpan.bench.TsumegoBench.run(out, folder, maxStates, args.tableMib(), seconds,
                    args.has("check-certificates"), args.certificateMoves());
            return Main.OK;
        }
        if (!pos.isEmpty() && pos.get(0).equals("lj") && pos.size() <= 2) {
            java.nio.file.Path folder = folder(pos, "puzzles/lj");
            org.shinpan.bench.LjControlBench.run(out, folder);
            return Main.OK;
        }
        if (!pos.isEmpty() && pos.get(0).equals("games")) {
            if (pos.size() != 2) throw new UsageException(name() + " games: name the folder of SGF files");
            java.nio.file.Path folder = java.nio.file.Path.of(pos.get(1));
            if (!java.nio.file.Files.isDirectory(folder)) {
                throw new org.shinpan.io.InputException(folder.toString(), "no such folder");
            }
            org.shinpan.bench.FinishedGamesBench.run(out, folder, args.intValue("max-empty",
                    org.shinpan.api.Limits.DEFAULT.maxEmpty(), 0, 100_000), args.longValue("area-states",
                    org.shinpan.api.Limits.DEFAULT.areaStates(), 1, Long.MAX_VALUE), args.has("fill-dame"));
            return Main.OK;
        }
        if (!pos.isEmpty() && !pos.equals(java.util.List.of("board"))) {
            throw new UsageException(name() + ": unknown benchmark '" + String.join(" ", pos)
                    + "' (board, j2003, lj, games or tsumego)");
        }
        int seconds = args.intValue("seconds", 5, 1, 3600);
        int games = args.intValue("games", 200, 1, 100_000);
        long seed = args.longValue("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        BoardBench.run(out, seed, games, seconds);
        return Main.OK;
    }

    /** The folder a benchmark names after its word, or {@code fallback}; it must exist. */
    private static java.nio.file.Path folder(java.util.List<String> pos, String fallback) {
        java.nio.file.Path folder = java.nio.file.Path.of(pos.size() == 2 ? pos.get(1) : fallback);
        if (!java.nio.file.Files.isDirectory(folder)) {
            throw new org.shinpan.io.InputException(folder.toString(), "no such folder");
        }
        return folder;
    }
}
