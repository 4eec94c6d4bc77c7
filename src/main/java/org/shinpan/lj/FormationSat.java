package org.shinpan.lj;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.IntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.sat4j.core.VecInt;
import org.sat4j.pb.IPBSolver;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.TimeoutException;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * Whether a two-eye formation (LJ rule 16, seed {@code 000_…}) can exist on a set at all, and
 * with how few new stones — as a SAT problem (docs/ALGORITHMS.md §4). SAT4J types stay in here.
 *
 * <p>The question is static: which locations of the set hold the player's stones and which are
 * eyes, everything outside being anything but his stones (as after rule 14's transformation). A
 * formation then exists exactly when some choice satisfies:
 * <ul>
 *   <li>every location of the set with a neighbour outside it is a stone (rule 15);
 *   <li>every location of the set has a neighbour (else nothing can be chosen);
 *   <li>of two neighbouring locations of the set at least one is a stone (an eye has no empty
 *       neighbour);
 *   <li>every stone's string touches at least two eyes of the set: variable {@code r(k, v, e)} —
 *       "eye {@code e} neighbours a stone joined to stone {@code v} by a path of at most {@code k}
 *       steps through stones" — is implied by its justification at level {@code k - 1} (so no
 *       cycle of variables can support itself), and each stone needs two true {@code r(|S|-1, v, ·)}.
 * </ul>
 * The cost of a choice is the number of stones on locations that do not hold the player's stone
 * now; the minimum is found by tightening an at-most constraint on it until unsatisfiable.
 */
public final class FormationSat {
    private FormationSat() {}

    /** SAT's answer; {@code UNKNOWN} when the solver ran out of time. */
    public enum SatVerdict { SAT, UNSAT, UNKNOWN }

    /**
     * A cheapest choice.
     *
     * @param stones    locations of the set chosen as the player's stones
     * @param eyes      the other locations of the set
     * @param newStones how many of {@code stones} do not hold the player's stone now
     */
    public record Witness(ImmutableIntSet stones, ImmutableIntSet eyes, int newStones) {}

    /** The answer and, when {@code SAT}, a cheapest witness. */
    public record Result(SatVerdict verdict, Optional<Witness> witness) {}

    /**
     * A cheapest two-eye formation of {@code player} on {@code set}, costs counted against
     * {@code position}; {@code UNSAT} when no formation can exist on the set.
     *
     * @param timeoutSeconds the time all of the solver's calls may take together
     */
    public static Result cheapest(Position position, Player player, IntSet set, int timeoutSeconds) {
        Question q = new Question(position, player, set, System.nanoTime() + timeoutSeconds * 1_000_000_000L);
        return q.satisfiable() == SatVerdict.SAT ? q.cheapest() : new Result(q.satisfiable(), Optional.empty());
    }

    /**
     * The question of {@link #cheapest} asked in two steps on one solver: first whether a formation
     * can exist at all (one solver call, with some formation as witness), then, only if wanted, the
     * cheapest. The solver sees exactly the calls {@link #cheapest} makes, in the same order, so
     * the cheapest witness is the same whether or not the caller stopped in between.
     */
    static final class Question {
        private final Position position;
        private final int own;
        private final int[] locs;
        private final IPBSolver solver;
        private final int[] costLits;
        private final long deadline;
        private SatVerdict verdict; // of the first step, once asked; UNSAT already if the encoding contradicts
        private Witness first;
        private Result cheapest;

        /**
         * Encodes the question; nothing is solved yet. Every solver call stops at {@code deadline}
         * ({@link System#nanoTime}), so the whole question does, with the verdict {@code UNKNOWN}.
         */
        Question(Position position, Player player, IntSet set, long deadline) {
            this.position = position;
            this.deadline = deadline;
            this.own = player.stone().code();
            Graph g = position.graph();
            this.locs = set.toSortedArray();
            int n = locs.length;
            IPBSolver s = null;
            int[] cost = new int[0];
            if (n == 0 || Arrays.stream(locs).anyMatch(loc -> g.degree(loc) == 0)) {
                verdict = SatVerdict.UNSAT;
            } else if ((long) n * n * n > MAX_VARIABLES) {
                verdict = SatVerdict.UNKNOWN; // too large to encode: SAT prunes nothing, the search decides
            } else {
                s = org.sat4j.pb.SolverFactory.newDefault();
                try {
                    encode(s, g, locs, deadline);
                    List<Integer> costly = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        if (position.code(locs[i]) != own) costly.add(stone(i));
                    }
                    cost = costly.stream().mapToInt(Integer::intValue).toArray();
                } catch (ContradictionException e) {
                    verdict = SatVerdict.UNSAT; // unsatisfiable while the formation's own constraints were added
                } catch (TimeoutException e) {
                    verdict = SatVerdict.UNKNOWN; // the question's time ran out while it was encoded
                }
            }
            this.solver = s;
            this.costLits = cost;
        }

        /** One solver call, given the time left before the deadline (SAT4J's own timeout is per call). */
        private boolean solve() throws TimeoutException {
            long leftMs = (deadline - System.nanoTime()) / 1_000_000;
            if (leftMs <= 0) throw new TimeoutException("the question's time is up");
            solver.setTimeoutMs(leftMs);
            return solver.isSatisfiable();
        }

        /** Whether a formation can exist on the set: the first solver call. */
        SatVerdict satisfiable() {
            if (verdict != null) return verdict;
            try {
                if (solve()) {
                    first = witness(locs, solver.model(), position, own);
                    verdict = SatVerdict.SAT;
                } else {
                    verdict = SatVerdict.UNSAT;
                }
            } catch (TimeoutException e) {
                verdict = SatVerdict.UNKNOWN;
            }
            return verdict;
        }

        /** The formation the first call found, when {@link #satisfiable()} is {@code SAT}: not always the cheapest. */
        Optional<Witness> someWitness() {
            return Optional.ofNullable(satisfiable() == SatVerdict.SAT ? first : null);
        }

        /** The answer of {@link FormationSat#cheapest}: the cost tightened until unsatisfiable. */
        Result cheapest() {
            if (cheapest != null) return cheapest;
            if (satisfiable() != SatVerdict.SAT) return cheapest = new Result(verdict, Optional.empty());
            Witness best = first;
            try {
                while (best.newStones() > 0) {
                    try {
                        solver.addAtMost(new VecInt(costLits), best.newStones() - 1);
                    } catch (ContradictionException e) {
                        break; // no cheaper choice: the best so far is cheapest
                    }
                    if (!solve()) break;
                    best = witness(locs, solver.model(), position, own);
                }
            } catch (TimeoutException e) {
                return cheapest = new Result(SatVerdict.UNKNOWN, Optional.empty());
            }
            return cheapest = new Result(SatVerdict.SAT, Optional.of(best));
        }
    }

    /**
     * The most variables a question is encoded with: the reachability variables are cubic in the
     * set's size, so a set of more than 100 locations (a nearly empty 19×19 board has sets of 359)
     * would need hundreds of millions of clauses. Such a set gets {@code UNKNOWN} at once: SAT
     * prunes nothing there and the search, bounded by its own limits, decides.
     */
    static final long MAX_VARIABLES = 1_000_000;

    /**
     * The constraints of the class comment, for the set's locations {@code locs} (sorted).
     *
     * @throws TimeoutException if {@code deadline} ({@link System#nanoTime}) passes meanwhile
     */
    private static void encode(IPBSolver solver, Graph g, int[] locs, long deadline)
            throws ContradictionException, TimeoutException {
        int n = locs.length;
        int[] index = new int[g.size()];
        Arrays.fill(index, -1);
        for (int i = 0; i < n; i++) index[locs[i]] = i;
        // variables: stone(i) = 1 + i; r(k, i, j) = base + (k * n + i) * n + j; spare(i, t) after
        int levels = n;
        int base = n + 1;
        int spare = base + levels * n * n;
        solver.newVar(spare + 2 * n);
        for (int i = 0; i < n; i++) {
            int loc = locs[i];
            for (int k = 0; k < g.degree(loc); k++) {
                int nb = g.neighbour(loc, k);
                if (index[nb] < 0) {
                    solver.addClause(clause(stone(i))); // the border is the player's stones
                } else if (index[nb] > i) {
                    solver.addClause(clause(stone(i), stone(index[nb]))); // no two eyes side by side
                }
            }
        }
        for (int k = 0; k < levels; k++) {
            if (System.nanoTime() - deadline > 0) throw new TimeoutException("the question's time is up");
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    int r = base + (k * n + i) * n + j;
                    solver.addClause(clause(-r, stone(i)));
                    solver.addClause(clause(-r, -stone(j)));
                    if (k == 0) {
                        if (!g.areNeighbours(locs[i], locs[j])) solver.addClause(clause(-r));
                    } else {
                        List<Integer> why = new ArrayList<>();
                        why.add(-r);
                        why.add(base + ((k - 1) * n + i) * n + j);
                        for (int d = 0; d < g.degree(locs[i]); d++) {
                            int u = index[g.neighbour(locs[i], d)];
                            if (u >= 0) why.add(base + ((k - 1) * n + u) * n + j);
                        }
                        solver.addClause(new VecInt(why.stream().mapToInt(Integer::intValue).toArray()));
                    }
                }
            }
        }
        for (int i = 0; i < n; i++) {
            // stone(i) -> two eyes reached; an eye location gets two free spare literals instead
            int s1 = spare + 2 * i;
            int s2 = s1 + 1;
            solver.addClause(clause(-s1, -stone(i)));
            solver.addClause(clause(-s2, -stone(i)));
            int[] lits = new int[n + 2];
            for (int j = 0; j < n; j++) lits[j] = base + ((levels - 1) * n + i) * n + j;
            lits[n] = s1;
            lits[n + 1] = s2;
            solver.addAtLeast(new VecInt(lits), 2);
        }
    }

    private static int stone(int i) {
        return i + 1;
    }

    private static VecInt clause(int... lits) {
        return new VecInt(lits);
    }

    private static Witness witness(int[] locs, int[] model, Position position, int own) {
        boolean[] value = new boolean[locs.length + 1];
        for (int lit : model) {
            if (lit > 0 && lit <= locs.length) value[lit] = true;
        }
        MutableIntSet stones = IntSets.mutable.empty();
        MutableIntSet eyes = IntSets.mutable.empty();
        int cost = 0;
        for (int i = 0; i < locs.length; i++) {
            if (value[stone(i)]) {
                stones.add(locs[i]);
                if (position.code(locs[i]) != own) cost++;
            } else {
                eyes.add(locs[i]);
            }
        }
        return new Witness(stones.toImmutable(), eyes.toImmutable(), cost);
    }
}
