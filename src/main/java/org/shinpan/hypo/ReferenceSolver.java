package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.search.Arena;
import org.shinpan.search.Attractor;
import org.shinpan.search.GeneralizedBuchi;

/**
 * The reference solver: builds the whole graph of hypothetical-sequences from the final-position
 * ({@link HypoGraph}) and solves the objective on it by fixed points. Written to be checked line by
 * line against J2003 v35a, "Definitions 2" and "Life and Death"; exact, and small by design.
 *
 * <ul>
 *   <li>Capture: reachability of a node where the target is lost; the attacker's attractor
 *       ({@link Attractor}). A finished or infinite sequence without capture is the owner's.
 *   <li>Capture and no local-k permanent-stone: for each intersection {@code z} of local-k, the set
 *       {@code B_z} of nodes where the target is lost and {@code z} holds no placed stone of the
 *       owner. The attacker wins a play iff it visits every {@code B_z} infinitely often
 *       ({@link GeneralizedBuchi}): an infinite play then captured the target and frees every
 *       {@code z} of placed stones infinitely often, so no stone placed on local-k stays for
 *       ever; a finished play loops on its last node, which lies in every {@code B_z} iff the target
 *       was captured and no placed stone of the owner stands on local-k at the end.
 * </ul>
 * A state limit ends the search in {@link Forcing#UNKNOWN}.
 */
public final class ReferenceSolver implements HypotheticalSolver {
    private final SolverLimits limits;

    public ReferenceSolver() {
        this(SolverLimits.states(SolverLimits.DEFAULT_MAX_STATES));
    }

    /** A solver with at most {@code maxStates} states per test and no time limit. */
    public ReferenceSolver(long maxStates) {
        this(SolverLimits.states(maxStates));
    }

    public ReferenceSolver(SolverLimits limits) {
        this.limits = limits;
    }

    @Override
    public ForceResult forceCapture(FinalPosition position, FinalString target) {
        HypoGraph g = new HypoGraph(position, List.of(target), true);
        Arena arena = expandAll(g);
        if (arena == null) {
            return ForceResult.unknown(g.size(), limits.exhausted(g.size()));
        }
        return solveCapture(g, arena, captured(g, null, false), limits);
    }

    @Override
    public ForceResult forceCaptureWithoutPermanentStone(FinalPosition position, FinalString target, IntList local) {
        HypoGraph g = new HypoGraph(position, tracked(position, target, local), false);
        Arena arena = expandAll(g);
        if (arena == null) {
            return ForceResult.unknown(g.size(), limits.exhausted(g.size()));
        }
        return solveNoPermanent(g, arena, acceptance(g, local, null, false), limits);
    }

    /** Expands every node reachable from the start; {@code null} past the state limit. */
    private Arena expandAll(HypoGraph g) {
        for (int v = 0; v < g.size(); v++) {
            g.expand(v);
            if (limits.exceeded(g.size())) return null;
        }
        return g.arena(new boolean[g.size()]);
    }

    // Shared with the lazy solver: the objectives on a (possibly partial) graph.

    /** The target plus the capture test's frontier nodes if {@code frontierWins}. */
    static boolean[] captured(SequenceGraph g, boolean[] frontier, boolean frontierWins) {
        boolean[] target = new boolean[g.size()];
        for (int v = 0; v < g.size(); v++) {
            target[v] = g.isTargetCaptured(v) || (frontierWins && frontier[v]);
        }
        return target;
    }

    /**
     * The sets {@code B_z}; frontier nodes are in all of them if {@code frontierWins}, else in none.
     * A settled node with the target captured is in all of them: it stands for the attacker's win
     * from there (SettledRegion; docs/j2003.md, "Fill regions"), whatever stones stand on it.
     * The intersections of local-k on which no node of the graph has a placed stone of the owner
     * all have the same set (captured, or frontier if it wins), which is given once.
     */
    static boolean[][] acceptance(SequenceGraph g, IntList local, boolean[] frontier, boolean frontierWins) {
        List<Integer> placedSomewhere = new ArrayList<>();
        boolean anyNever = false;
        for (int j = 0; j < local.size(); j++) {
            int z = local.get(j);
            boolean placed = false;
            for (int v = 0; v < g.size() && !placed; v++) placed = g.isPlacedOwnerStone(v, z);
            if (placed) {
                placedSomewhere.add(z);
            } else {
                anyNever = true;
            }
        }
        int m = placedSomewhere.size() + (anyNever ? 1 : 0);
        boolean[][] sets = new boolean[m][g.size()];
        for (int v = 0; v < g.size(); v++) {
            boolean unexpanded = frontier != null && frontier[v];
            for (int j = 0; j < m; j++) {
                sets[j][v] = unexpanded ? frontierWins
                        : g.isTargetCaptured(v) && (g.isSettled(v) && !g.isKeptByOwner(v) || j == placedSomewhere.size()
                                || !g.isPlacedOwnerStone(v, placedSomewhere.get(j)));
            }
        }
        return sets;
    }

    static List<FinalString> tracked(FinalPosition position, FinalString target, IntList local) {
        List<FinalString> tracked = new ArrayList<>();
        tracked.add(target);
        Set<Integer> seen = new HashSet<>();
        seen.add(target.index());
        local.forEach(loc -> {
            FinalString s = position.stringAt(loc);
            if (s != null && s.player() == target.player() && seen.add(s.index())) tracked.add(s);
        });
        return tracked;
    }

    @Override
    public int certificateMoves() {
        return limits.certificateMoves();
    }

    static ForceResult solveCapture(SequenceGraph g, Arena arena, boolean[] target, SolverLimits limits) {
        return captureResult(g, Attractor.ranks(arena, target), limits);
    }

    /** The answer and certificate (its tree bounded by {@code limits}) of the capture test from the attractor ranks. */
    static ForceResult captureResult(SequenceGraph g, int[] rank, SolverLimits limits) {
        boolean attackerWins = rank[0] >= 0;
        Certificates.Strategy strategy = attackerWins
                ? new Certificates.RankStrategy(g, rank)
                : new Certificates.AvoidStrategy(g, rank);
        return new ForceResult(attackerWins ? Forcing.CAN_FORCE : Forcing.CANNOT_FORCE,
                Certificates.certificate(g, strategy, attackerWins, limits), g.size(), "");
    }

    static ForceResult solveNoPermanent(SequenceGraph g, Arena arena, boolean[][] acceptance, SolverLimits limits) {
        return noPermanentResult(g, GeneralizedBuchi.solve(arena, acceptance), limits);
    }

    /** The answer and certificate (its tree bounded by {@code limits}) of a no-permanent-stone test from the solved game. */
    static ForceResult noPermanentResult(SequenceGraph g, GeneralizedBuchi.Solution solution, SolverLimits limits) {
        boolean attackerWins = solution.wins(0);
        Certificates.Strategy strategy = attackerWins
                ? new Certificates.BuchiStrategy(g, solution)
                : new Certificates.SpoilStrategy(g, solution);
        return new ForceResult(attackerWins ? Forcing.CAN_FORCE : Forcing.CANNOT_FORCE,
                Certificates.certificate(g, strategy, attackerWins, limits), g.size(), "");
    }
}
