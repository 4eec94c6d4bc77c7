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
        return "measure the board kernel (play+undo per second on random 19x19 games)";
    }

    @Override
    public String help() {
        return """
                usage: shinpan bench [--seconds S] [--games N] [--seed N]

                Plays N random 19x19 games (seeded), then measures play+undo, liberty counting and
                legality tests per second on one thread. Results belong in docs/benchmarks.md.

                  --seconds S   measuring time per measurement (default 5)
                  --games N     random games to replay (default 200)
                  --seed N      seed of the random games (default 1)
                """;
    }

    @Override
    public int run(String[] words, PrintStream out, PrintStream err) {
        Args args = Args.parse(name(), words, Set.of(), Set.of("seconds", "games", "seed"));
        if (!args.positional().isEmpty() && !args.positional().equals(java.util.List.of("board"))) {
            throw new UsageException(name() + ": unknown benchmark '" + String.join(" ", args.positional())
                    + "' (only: board)");
        }
        int seconds = args.intValue("seconds", 5, 1, 3600);
        int games = args.intValue("games", 200, 1, 100_000);
        long seed = args.longValue("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
        BoardBench.run(out, seed, games, seconds);
        return Main.OK;
    }
}
