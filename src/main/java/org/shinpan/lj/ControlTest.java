package org.shinpan.lj;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.eclipse.collections.api.set.primitive.IntSet;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.SolverLimits;

/**
 * The control test of LJ rule 14 (seed {@code 000_…}) on one set: a player (the prover) controls
 * the locations of a set he has bordered if he cannot be prevented from building a two-eye
 * formation on it in the game that starts from the {@link TransformedPosition} with his opponent to
 * move ({@link ControlGame}).
 *
 * <p>Decided exactly by {@link ControlSearch}, or without search when SAT ({@link FormationSat})
 * shows that no two-eye formation can exist on the set at all. A budget of situations and time
 * ends in {@link Verdict#UNKNOWN}, never in a guess.
 *
 * <pre>
 * ControlTest.Result r = ControlTest.run(position, Player.BLACK, BorderedSet.smallestContaining(position,
 *         Player.BLACK, loc), ControlTest.Limits.DEFAULT, ControlTest.Pruning.SAT);
 * if (r.verdict() == ControlTest.Verdict.PROVER_WINS) ... // Black controls every location of the set
 * </pre>
 */
public final class ControlTest {
    private ControlTest() {}

    /** Who wins the test game. */
    public enum Verdict {
        /** The prover can force a two-eye formation: he controls the set. */
        PROVER_WINS,
        /** The opponent can prevent it. */
        REFUTER_WINS,
        /** The budget ran out first. */
        UNKNOWN
    }

    /**
     * Whether SAT may refute a test without search and order the moves ({@code SAT}), or not
     * ({@code NONE}); {@code NO_TABLE} is {@code NONE} with the search's transposition table off as
     * well, the plain search that the tests hold the table against.
     */
    public enum Pruning { SAT, NONE, NO_TABLE }

    /**
     * The budget of one test.
     *
     * @param maxNodes situations the search may expand
     * @param time     wall-clock time the search may take
     * @param tableMib MiB the search's transposition table may hold ({@link SituationTable}); when
     *                 it is full, new values replace old ones, which changes no answer
     */
    public record Limits(long maxNodes, Duration time, long tableMib) {
        public static final Limits DEFAULT = new Limits(2_000_000, Duration.ofSeconds(60));

        public Limits {
            if (tableMib < 1 || tableMib > SolverLimits.MAX_TABLE_MIB) {
                throw new IllegalArgumentException(
                        "tableMib must be from 1 to " + SolverLimits.MAX_TABLE_MIB + ", not " + tableMib);
            }
        }

        /** The budget with the default table ({@link SolverLimits#DEFAULT_TABLE_MIB} MiB). */
        public Limits(long maxNodes, Duration time) {
            this(maxNodes, time, SolverLimits.DEFAULT_TABLE_MIB);
        }

        /**
         * The same budget with the time left until {@code deadline} ({@link System#nanoTime}),
         * none if it has passed: several searches that share one limit each get what is left.
         */
        public Limits until(long deadline) {
            return new Limits(maxNodes, Duration.ofNanos(Math.max(0, deadline - System.nanoTime())), tableMib);
        }
    }

    /**
     * The outcome of one test.
     *
     * @param verdict           who wins
     * @param reason            why, in words
     * @param nodes             situations the search expanded
     * @param refutedStatically whether SAT refuted the test without search
     */
    public record Result(Verdict verdict, String reason, long nodes, boolean refutedStatically) {}

    /**
     * Runs the control test of {@code prover} on {@code set} in {@code position}.
     *
     * @throws IllegalArgumentException if {@code prover} has not bordered {@code set}
     */
    public static Result run(Position position, Player prover, IntSet set, Limits limits, Pruning pruning) {
        TransformedPosition t = TransformedPosition.of(position, prover, set);
        return run(new ControlGame(t, ControlGame.Rules.CONTROL_TEST), limits, pruning);
    }

    /** Decides {@code game} from its first situation. */
    static Result run(ControlGame game, Limits limits, Pruning pruning) {
        return run(game, limits, pruning, QUICK_NODES);
    }

    /**
     * Decides {@code game}, with SAT trying a search of at most {@code quickNodes} situations
     * before the cheapest formation (none when 0: the test as it was before the short search).
     */
    static Result run(ControlGame game, Limits limits, Pruning pruning, long quickNodes) {
        return run(game, limits, pruning, quickNodes, limits.tableMib() << 20);
    }

    /** The same with a table of at most {@code tableBytes} instead of the limits' MiB (the tests' small tables). */
    static Result run(ControlGame game, Limits limits, Pruning pruning, long quickNodes, long tableBytes) {
        // One deadline for the whole test: SAT, the short search and the search share its time.
        long deadline = System.nanoTime() + limits.time().toNanos();
        ControlGame.State first = game.initial();
        Optional<ControlGame.Ending> end = game.ending(first, ControlGame.PASS);
        if (end.isPresent()) {
            return new Result(end.get().proverWins() ? Verdict.PROVER_WINS : Verdict.REFUTER_WINS,
                    "at the start, " + end.get().description(), 0, false);
        }
        Optional<FormationSat.Witness> witness = Optional.empty();
        long spent = 0;
        if (pruning == Pruning.SAT) {
            FormationSat.Question sat = new FormationSat.Question(game.start().position(), game.prover(), game.set(),
                    deadline);
            if (sat.satisfiable() == FormationSat.SatVerdict.UNSAT) {
                return new Result(Verdict.REFUTER_WINS, "no two-eye formation can exist on the set (SAT)", 0, true);
            }
            if (sat.satisfiable() == FormationSat.SatVerdict.SAT && quickNodes > 0) {
                // A short search ordered by the first formation SAT found, before SAT looks for the
                // cheapest: most tests on large sets end in a few moves (docs/lj.md, "SAT").
                ControlSearch quick = search(game, Math.min(quickNodes, limits.maxNodes()), deadline,
                        tableBytes, sat.someWitness());
                try {
                    return decided(quick.proverWins(first, ControlGame.PASS, List.of()), quick.nodes());
                } catch (ControlSearch.BudgetExceeded e) {
                    spent = quick.nodes();
                }
            }
            witness = sat.cheapest().witness();
        }
        // the short search's situations count toward the test's budget
        String overBudget = "undecided: the search ran out of its budget (more than " + limits.maxNodes() + " situations)";
        if (spent >= limits.maxNodes()) return new Result(Verdict.UNKNOWN, overBudget, spent, false);
        ControlSearch search = search(game, limits.maxNodes() - spent, deadline, tableBytes, witness);
        if (pruning == Pruning.NO_TABLE) search.withoutTable();
        try {
            return decided(search.proverWins(first, ControlGame.PASS, List.of()), spent + search.nodes());
        } catch (ControlSearch.BudgetExceeded e) {
            boolean nodes = spent + search.nodes() > limits.maxNodes();
            return new Result(Verdict.UNKNOWN, nodes ? overBudget
                    : "undecided: the search ran out of its budget (" + e.getMessage() + ")", spent + search.nodes(), false);
        }
    }

    /**
     * Situations the short search before the cheapest formation may expand. Its answer, when it
     * has one, is exact (any move order is); when it has none, the test goes on exactly as without it.
     */
    static final long QUICK_NODES = 2_000;

    private static Result decided(boolean proverWins, long nodes) {
        return new Result(proverWins ? Verdict.PROVER_WINS : Verdict.REFUTER_WINS,
                proverWins ? "the prover can force a two-eye formation on the set"
                        : "the refuter can prevent a two-eye formation on the set",
                nodes, false);
    }

    /** A search of {@code game} with move orders from the SAT witness, if any. */
    static ControlSearch search(ControlGame game, Limits limits, Optional<FormationSat.Witness> witness) {
        return search(game, limits.maxNodes(), System.nanoTime() + limits.time().toNanos(), limits.tableMib() << 20,
                witness);
    }

    /**
     * The same with at most {@code maxNodes} situations, stopping at {@code deadline} ({@link
     * System#nanoTime}), with a table of at most {@code tableBytes}.
     */
    static ControlSearch search(ControlGame game, long maxNodes, long deadline, long tableBytes,
            Optional<FormationSat.Witness> witness) {
        int n = game.graph().size();
        int[] proverRank = new int[n + 1];
        int[] refuterRank = new int[n + 1];
        if (witness.isEmpty()) {
            proverRank[0] = 1; // the pass last, the locations in order
            refuterRank[0] = 1;
        } else {
            Arrays.fill(proverRank, 2);
            Arrays.fill(refuterRank, 3);
            proverRank[0] = 3;
            refuterRank[0] = 2;
            for (int loc : game.set().toArray()) {
                proverRank[loc + 1] = 1;
                refuterRank[loc + 1] = 1;
            }
            for (int loc : witness.get().stones().toArray()) proverRank[loc + 1] = 0;
            for (int loc : witness.get().eyes().toArray()) refuterRank[loc + 1] = 0;
        }
        return new ControlSearch(game, maxNodes, deadline, tableBytes, proverRank, refuterRank);
    }
}
