package org.shinpan.hypo;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.LongAccumulator;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.impl.factory.primitive.IntLists;
import org.shinpan.board.Player;
import org.shinpan.search.Arena;
import org.shinpan.search.Attractor;
import org.shinpan.search.GeneralizedBuchi;

/**
 * An exact solver that builds only as much of the graph of hypothetical-sequences as a proof needs.
 *
 * <p>It grows a {@link CompactHypoGraph} from the start and, after each batch of expansions, solves the
 * objective twice on the partial graph, with every node not yet expanded turned into a sink:
 * <ul>
 *   <li>pessimistically, the sinks lost for the attacker: if the attacker still wins from the start,
 *       its winning strategy never enters a sink (no sink is in the attractor or in the winning
 *       region), so it wins in the whole game;
 *   <li>optimistically, the sinks won by the attacker: if the owner still wins from the start, its
 *       strategy avoids every sink, so it wins in the whole game.
 * </ul>
 * Otherwise the next batch expands the sinks reachable from the start through undecided nodes,
 * shortest paths first, with the moves of the side a walk proves for ranked by proof numbers
 * ({@link #expandBatch}), and the batch doubles. Both bounds are exact statements, so the answer is the
 * reference solver's; a state, table or time limit ({@link SolverLimits}) ends the search in
 * {@link Forcing#UNKNOWN}.
 */
public final class LazySolver implements HypotheticalSolver {
    private static final int FIRST_BATCH = 64;
    static final boolean DEPTH_FIRST = !"false".equals(System.getProperty("shinpan.dfpn"));
    /** The least growth of the graph per round where a walk offers the nodes: one part in this. */
    private static final int GROWTH = 8;
    /**
     * The extra cost, in moves, per rank of a successor among its siblings by proof number (the
     * attacker's walk, at the attacker's nodes) or disproof number (the owner's walk, at the owner's
     * nodes); see {@link #ranks}.
     */
    private static final int RANK_COST = 16;
    /** The extra cost, in moves, of a play that fills the mover's own eye. */
    private static final int EYE_FILL_COST = 1_000_000;
    /**
     * The default state bound of one test on a closed enclosed area or a sealed area of a 19x19
     * board (smaller boards get more: {@link #defaultAreaStates}): below the empty limit such a test
     * only ever saves a search on the whole board; above it, it is the only search (docs/j2003.md,
     * "Positions over the empty limit"; the choice in docs/benchmarks.md).
     */
    public static final long DEFAULT_AREA_STATES = 200_000;
    /**
     * The area bound {@link #defaultAreaStates} gives on the smallest boards: the default state
     * bound of any test (2,000,000, ten times that of an area of a 19x19 board).
     */
    public static final long MAX_DEFAULT_AREA_STATES = SolverLimits.DEFAULT_MAX_STATES;
    /** The area bound that stands for {@link #defaultAreaStates}, the board's own. */
    public static final long AREA_STATES_BY_BOARD = 0;
    /**
     * The state bound of one test on an open area is the area bound divided by this (50,000 by
     * default; docs/j2003.md, "Open regions"; docs/benchmarks.md).
     */
    private static final long OPEN_AREA_DIVISOR = 4;
    /**
     * The open areas' tests of one string, in each direction, stop after this many times the
     * bound of one open test (150,000 by default): a string has many open areas, and most fail
     * (docs/benchmarks.md).
     */
    private static final long OPEN_BUDGET_TESTS = 3;

    /**
     * The state bound of one area's test in a pair of areas is the area bound divided by this
     * (100,000 by default on 19x19; docs/j2003.md, "Two areas"): measured, half the bound decides
     * more than a quarter and builds fewer states in all (docs/benchmarks.md, "Session 32").
     */
    private static final long PAIR_AREA_DIVISOR = 2;

    /** Over the empty limit, a test on an area with private walls gets this fraction of the area bound. */
    static final long PRIVATE_AREA_DIVISOR = 4;

    private final SolverLimits limits;
    private final boolean areas;
    /** The state bound of one test on a closed enclosed area or a sealed area. */
    private final long areaStates;
    /** The enclosed areas of the final-positions this solver has been asked about, weakly held. */
    private final java.util.Map<FinalPosition, EnclosedArea.Index> enclosed =
            java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());
    /**
     * The sealed areas of the final-positions this solver has been asked about, per string index,
     * weakly held: each of a string's tests asks for the same one.
     */
    private final java.util.Map<FinalPosition, java.util.Map<Integer, java.util.Optional<SealedArea>>> sealed =
            java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());
    /**
     * The sealed areas for one side's proof with the other side's private strings as walls
     * ({@link SealedArea#forProver}), per final-position, weakly held, by target, prover and
     * forbidden local area.
     */
    private final java.util.Map<FinalPosition, java.util.Map<PrivateKey, java.util.Optional<SealedArea>>> privateAreas =
            java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    private record PrivateKey(int target, Player prover, IntList local) {}

    /** The largest table any test of this solver has held, in bytes. */
    private final LongAccumulator peakTableBytes = new LongAccumulator(Math::max, 0);

    public LazySolver() {
        this(SolverLimits.states(SolverLimits.DEFAULT_MAX_STATES));
    }

    /** A solver with at most {@code maxStates} states per test and no time limit. */
    public LazySolver(long maxStates) {
        this(SolverLimits.states(maxStates));
    }

    public LazySolver(SolverLimits limits) {
        this(limits, true);
    }

    private LazySolver(SolverLimits limits, boolean areas) {
        this(limits, areas, AREA_STATES_BY_BOARD);
    }

    private LazySolver(SolverLimits limits, boolean areas, long areaStates) {
        if (areaStates < 0) {
            throw new IllegalArgumentException("the area state limit must be positive (or 0, the board's own), not " + areaStates);
        }
        this.limits = limits;
        this.areas = areas;
        this.areaStates = areaStates;
    }

    /**
     * The same solver with at most {@code states} states in each test on a closed enclosed area
     * or a sealed area (default, or {@link #AREA_STATES_BY_BOARD}: the board's own,
     * {@link #defaultAreaStates}), a quarter of that on an open area, and three such quarters for
     * one string's open areas in each direction; never more than the state limit of a test. More
     * decides more strings over the empty limit, at more time.
     */
    public LazySolver withAreaStates(long states) {
        return new LazySolver(limits, areas, states);
    }

    /**
     * The default state bound of one test on a closed enclosed area or a sealed area on a board of
     * {@code locations} intersections: {@link #DEFAULT_AREA_STATES} on a 19x19 board, and the same
     * states per intersection of the board on a smaller one (200,000 x 361 / locations, rounded
     * down), between {@link #DEFAULT_AREA_STATES} and {@link #MAX_DEFAULT_AREA_STATES}: 891,358 on
     * 9x9, 427,218 on 13x13. A small board has few strings and areas, so the same time per
     * intersection buys larger tests (docs/j2003.md, "Positions over the empty limit";
     * docs/benchmarks.md, "The area bound by the board").
     */
    public static long defaultAreaStates(int locations) {
        if (locations < 1) return MAX_DEFAULT_AREA_STATES;
        long scaled = DEFAULT_AREA_STATES * 361 / locations;
        return Math.max(DEFAULT_AREA_STATES, Math.min(MAX_DEFAULT_AREA_STATES, scaled));
    }

    /** The state bound of one test on an area of {@code p}: the one given, else the board's own. */
    long areaStates(FinalPosition p) {
        return areaStates != AREA_STATES_BY_BOARD ? areaStates : defaultAreaStates(p.position().graph().size());
    }

    /**
     * The most bytes any one test of this solver has held in its table so far
     * ({@link CompactHypoGraph#tableBytes()}); never more than the table limit.
     */
    public long peakTableBytes() {
        return peakTableBytes.get();
    }

    /**
     * This solver without a search of the whole board: the enclosed areas ({@link #quickCapture}),
     * and the sealed areas ({@link SealedArea}) of at most {@code maxAreaEmpty} empty
     * intersections, whose proofs hold on the whole board by themselves, at most {@link
     * #withAreaStates the area state limit} each (docs/j2003.md, "Sealed areas", "Positions over the empty limit").
     * Every test that would need the whole board answers
     * {@link Forcing#UNKNOWN} with the note {@code why}, at once.
     */
    public HypotheticalSolver withoutSearch(String why, int maxAreaEmpty) {
        LazySolver self = this;
        return new HypotheticalSolver() {
            @Override
            public ForceResult quickCapture(FinalPosition p, FinalString target) {
                return self.quickCapture(p, target);
            }

            @Override
            public int certificateMoves() {
                return self.certificateMoves();
            }

            @Override
            public ForceResult forceCapture(FinalPosition p, FinalString target) {
                if (self.limits.timeIsUp()) return self.timeIsUp();
                long[] spent = new long[1];
                ForceResult quick = self.enclosed(p, target, spent);
                if (quick != null) return quick;
                ForceResult onPrivate = self.privateCapture(p, target, maxAreaEmpty, self.privateAreaStates(p), spent);
                if (onPrivate != null) return onPrivate;
                SealedArea area = self.sealedArea(p, target);
                if (area == null || area.emptyCount() > maxAreaEmpty) return ForceResult.unknown(spent[0], why);
                ForceResult r = self.bounded(self.areaStates(p)).decideOnArea(area, new CompactHypoGraph(area.position(), area.target(),
                        area.rules(target.player())), new CompactHypoGraph(area.position(), area.target(),
                        area.rules(target.player().opponent())), () -> ForceResult.unknown(0, why
                                + "; on its sealed area neither side's proof was found"));
                return withSpent(r, spent[0]);
            }

            @Override
            public ForceResult forceCaptureWithoutPermanentStone(FinalPosition p, FinalString target, IntList local) {
                if (self.limits.timeIsUp()) return self.timeIsUp();
                long[] spent = new long[1];
                ForceResult onPrivate = self.privateNoPermanent(p, target, local, maxAreaEmpty, self.privateAreaStates(p), spent);
                if (onPrivate != null) return onPrivate;
                return withSpent(noPermanentOnSealed(p, target, local), spent[0]);
            }

            private ForceResult noPermanentOnSealed(FinalPosition p, FinalString target, IntList local) {
                SealedArea area = self.sealedArea(p, target);
                int[] small = area == null || area.emptyCount() > maxAreaEmpty ? null : area.attackerLocal(local.toArray(), null);
                // Local-1 is always in the area, but its proof alone decides no status: it only
                // leads to the local-2 test. Where even the smallest local-2 (stopped by every other
                // string of the owner) leaves the area at an intersection the owner could hold, that
                // test cannot be played on the area, and the local-1 search would only sharpen a
                // bound (on the 60 KGS games of bench games, 0.8 million states of 81 million).
                if (small != null && local.size() == target.stones().size()
                        && area.attackerLocal(smallestLocal2(p, target).toArray(), null) == null) {
                    small = null;
                }
                if (small == null) return ForceResult.unknown(0, why);
                return self.bounded(self.areaStates(p)).noPermanentOnAreaOr(area, area.permanentTest(small, null),
                        IntLists.immutable.of(small),
                        () -> ForceResult.unknown(0, why + "; on its sealed area the attacker's proof was not found"));
            }
        };
    }

    /** The sealed area of {@code target} ({@link SealedArea#of}), made once; null without areas or where it has none. */
    private SealedArea sealedArea(FinalPosition p, FinalString target) {
        if (!areas) return null;
        return sealed.computeIfAbsent(p, k -> new java.util.concurrent.ConcurrentHashMap<>())
                .computeIfAbsent(target.index(), i -> java.util.Optional.ofNullable(SealedArea.of(p, target))).orElse(null);
    }

    /**
     * The sealed area of {@code target} for {@code prover}'s proof with the other side's private
     * strings as walls, none of them on {@code local} or in a region meeting it ({@link
     * SealedArea#forProver}); null without areas, where the other side has no private string next
     * to the area, or where the area is larger than {@code maxEmpty} empty intersections.
     */
    private SealedArea privateArea(FinalPosition p, FinalString target, Player prover, IntList local, int maxEmpty) {
        if (!areas) return null;
        SealedArea area = privateAreas.computeIfAbsent(p, k -> new java.util.concurrent.ConcurrentHashMap<>())
                .computeIfAbsent(new PrivateKey(target.index(), prover, local), key -> {
                    boolean[] forbidden = new boolean[p.position().graph().size()];
                    local.forEach(q -> forbidden[q] = true);
                    SealedArea a = SealedArea.forProver(p, target, prover, forbidden);
                    return java.util.Optional.ofNullable(a != null && a.privateWallCount() > 0 ? a : null);
                }).orElse(null);
        return area == null || area.emptyCount() > maxEmpty ? null : area;
    }

    /**
     * The capture test's proofs on the areas with private walls (docs/j2003.md, "Private regions"),
     * each with at most {@code states} states: the owner's on the area that takes the attacker's
     * private strings as walls, then the attacker's on the one that takes the owner's. The first
     * proof, or an unknown (as on a sealed area, an unknown ends the test: the rest of the board
     * only adds to the game), or null where neither proof was found (the states of the failed
     * tests added to {@code spent[0]}).
     */
    private ForceResult privateCapture(FinalPosition p, FinalString target, int maxEmpty, long states, long[] spent) {
        Player owner = target.player();
        IntList own = target.stones();
        LazySolver small = bounded(states);
        SealedArea forOwner = privateArea(p, target, owner, own, maxEmpty);
        if (forOwner != null) {
            ForceResult o = small.capture(new CompactHypoGraph(forOwner.position(), forOwner.target(), forOwner.rules(owner)));
            if (o.answer() != Forcing.CAN_FORCE) return withSpent(forOwner.lift(o, o.states()), spent[0]);
            spent[0] += o.states();
        }
        SealedArea forAttacker = privateArea(p, target, owner.opponent(), own, maxEmpty);
        if (forAttacker != null) {
            ForceResult a = small.capture(new CompactHypoGraph(forAttacker.position(), forAttacker.target(),
                    forAttacker.rules(owner.opponent())));
            if (a.answer() != Forcing.CANNOT_FORCE) return withSpent(forAttacker.lift(a, a.states()), spent[0]);
            spent[0] += a.states();
        }
        return null;
    }

    /**
     * The attacker's proof of a no-permanent-stone test on the area that takes the owner's private
     * strings off {@code local} as walls (docs/j2003.md, "Private regions"), at most {@code states}
     * states: the proof or an unknown, or null where the attacker loses there (its states added to
     * {@code spent[0]}).
     */
    private ForceResult privateNoPermanent(FinalPosition p, FinalString target, IntList local, int maxEmpty, long states,
            long[] spent) {
        SealedArea area = privateArea(p, target, target.player().opponent(), local, maxEmpty);
        int[] small = area == null ? null : area.attackerLocal(local.toArray(), null);
        if (small == null) return null;
        ForceResult r = bounded(states).noPermanent(area.permanentTest(small, null), IntLists.immutable.of(small));
        if (r.answer() != Forcing.CANNOT_FORCE) return withSpent(area.lift(r, r.states()), spent[0]);
        spent[0] += r.states();
        return null;
    }

    /**
     * The state bound of a test on an area with private walls over the empty limit: a quarter of
     * the area bound, as for an open area. Most such tests that end in a proof need far fewer
     * states, and most of those that do not would run out of any bound (docs/benchmarks.md,
     * "Session 26").
     */
    private long privateAreaStates(FinalPosition p) {
        return Math.max(1, areaStates(p) / PRIVATE_AREA_DIVISOR);
    }

    private static ForceResult withSpent(ForceResult r, long spent) {
        return spent == 0 ? r : new ForceResult(r.answer(), r.certificate(), spent + r.states(), r.note());
    }

    /**
     * The smallest local-2 {@code target} can have: the flood from it that every other string of its
     * owner stops (J2003 "Life and Death": local-2 stops only at the owner's uncapturable or
     * capturable-1 strings, so it holds this whatever their statuses).
     */
    static IntList smallestLocal2(FinalPosition p, FinalString target) {
        return Locality.flood(p.position().graph(), target, q -> {
            FinalString s = p.stringAt(q);
            return s != null && s != target && s.player() == target.player();
        });
    }

    /**
     * The answer of a test asked after the deadline: unknown at once, before any area is built (on a
     * graph of thousands of components the areas of the remaining strings took seconds past it).
     */
    private ForceResult timeIsUp() {
        return ForceResult.unknown(0, limits.exhausted(0));
    }

    /** The same solver without sealed or enclosed areas: every capture test on the whole board. */
    public LazySolver wholeBoard() {
        return new LazySolver(limits, false, areaStates);
    }

    /**
     * Can the attacker force capture? First on the enclosed areas ({@link EnclosedArea}) of which
     * the target is a block (a safety proof makes it uncapturable) or inside whose regions it
     * stands (a capture proof makes it capturable), at most {@link #withAreaStates the area state limit} each
     * (docs/j2003.md, "Enclosed areas"); the open ones last, smallest first, at most
     * a quarter of that each and until three such bounds of states are spent on them
     * (docs/j2003.md, "Open regions"). Then, where pass-alive walls seal the target's area off
     * ({@link SealedArea}), on that area alone, once for each side's proof under the area's rules;
     * a proof there holds on the whole board (docs/j2003.md, "Sealed areas"). Otherwise, or when
     * neither proof is found, on the whole board.
     */
    @Override
    public ForceResult forceCapture(FinalPosition position, FinalString target) {
        if (limits.timeIsUp()) return timeIsUp();
        long[] spent = new long[1];
        ForceResult quick = enclosed(position, target, spent);
        if (quick != null) return quick;
        ForceResult onPrivate = privateCapture(position, target, Integer.MAX_VALUE, limits.maxStates(), spent);
        if (onPrivate != null) return onPrivate;
        ForceResult r = sealedOrWhole(position, target);
        return withSpent(r, spent[0]);
    }

    @Override
    public int certificateMoves() {
        return limits.certificateMoves();
    }

    /** The enclosed areas' answer ({@link #forceCapture}), or null. */
    @Override
    public ForceResult quickCapture(FinalPosition position, FinalString target) {
        return enclosed(position, target, new long[1]);
    }

    /**
     * The answer of the target's enclosed areas, or null when they prove nothing; adds the states
     * of the failed tests to {@code spent[0]}.
     */
    private ForceResult enclosed(FinalPosition position, FinalString target, long[] spent) {
        if (!areas) return null;
        // An enclosed area decides in one direction only (docs/j2003.md, "Enclosed areas").
        EnclosedArea.Index index = enclosed.computeIfAbsent(position,
                p -> new EnclosedArea.Index(p, EnclosedArea.DEFAULT_MAX_REGION, EnclosedArea.DEFAULT_MAX_POINTS));
        long states = areaStates(position);
        LazySolver small = bounded(states);
        long openStates = Math.max(1, states / OPEN_AREA_DIVISOR);
        LazySolver open = bounded(openStates);
        ForceResult safe = firstProof(index.asBlock(target), EnclosedArea::safety, Forcing.CANNOT_FORCE, small, open,
                OPEN_BUDGET_TESTS * openStates, spent);
        if (safe != null) return safe;
        long pairStates = Math.max(1, states / PAIR_AREA_DIVISOR);
        ForceResult pair = pairProof(position, index, target, bounded(pairStates), OPEN_BUDGET_TESTS * pairStates, spent);
        if (pair != null) return pair;
        return firstProof(index.inside(target), (area, solver) -> area.capture(target, solver), Forcing.CAN_FORCE,
                small, open, OPEN_BUDGET_TESTS * openStates, spent);
    }

    /**
     * The first pair of areas ({@link AreaPair}, docs/j2003.md "Two areas") that keeps {@code target}
     * and its blocks, or null: each pair's two areas with eye nodes for the blocks they share, each
     * safety test with {@code solver}, until {@code budget} states are spent on them; adds the
     * states of the failed tests to {@code spent[0]}.
     */
    private static ForceResult pairProof(FinalPosition position, EnclosedArea.Index index, FinalString target,
            LazySolver solver, long budget, long[] spent) {
        long used = 0;
        for (EnclosedArea[] pair : index.pairs(target)) {
            if (used >= budget) break;
            Set<FinalString> shared = new HashSet<>(pair[0].blocks());
            shared.retainAll(pair[1].blocks());
            EnclosedArea first = index.eyed(pair[0], shared);
            EnclosedArea second = index.eyed(pair[1], shared);
            if (first == null || second == null) continue;
            ForceResult a = first.eyedSafety(solver);
            used += a.states();
            if (a.answer() != Forcing.CANNOT_FORCE) {
                spent[0] += a.states();
                continue;
            }
            ForceResult b = second.eyedSafety(solver);
            used += b.states();
            if (b.answer() != Forcing.CANNOT_FORCE) {
                spent[0] += a.states() + b.states();
                continue;
            }
            return AreaPair.proof(position.position(), target.player(), a, b, first.intersections(),
                    second.intersections(), shared.size());
        }
        return null;
    }

    /** This solver for the tests of an area: no areas, at most {@code states} states. */
    private LazySolver bounded(long states) {
        return new LazySolver(limits.withMaxStatesAtMost(states), false);
    }

    /**
     * The first answer {@code proof} of {@code test} on {@code areas} in order (the closed ones
     * with {@code small}, the open ones with {@code open} until {@code openBudget} states are
     * spent on them), or null; adds the states of the failed tests to {@code spent[0]}.
     */
    private static ForceResult firstProof(List<EnclosedArea> areas,
            java.util.function.BiFunction<EnclosedArea, LazySolver, ForceResult> test, Forcing proof, LazySolver small,
            LazySolver open, long openBudget, long[] spent) {
        long openSpent = 0;
        for (EnclosedArea area : areas) {
            if (area.isOpen() && openSpent >= openBudget) break;
            ForceResult r = test.apply(area, area.isOpen() ? open : small);
            if (r.answer() == proof) return r;
            spent[0] += r.states();
            if (area.isOpen()) openSpent += r.states();
        }
        return null;
    }

    private ForceResult sealedOrWhole(FinalPosition position, FinalString target) {
        SealedArea area = sealedArea(position, target);
        java.util.function.Supplier<CompactHypoGraph> whole = () -> new CompactHypoGraph(position, List.of(target), true, null);
        if (area == null) return capture(whole.get());
        return captureOnArea(area, new CompactHypoGraph(area.position(), area.target(), area.rules(target.player())),
                new CompactHypoGraph(area.position(), area.target(), area.rules(target.player().opponent())), whole);
    }

    /**
     * The capture test on a sealed area (docs/j2003.md, "Sealed areas"): the owner's proof on
     * {@code owner} (the area's graph under the owner's rules), then the attacker's on
     * {@code attacker}, then, where they disagree, the whole board's graph.
     */
    ForceResult captureOnArea(SealedArea area, CompactHypoGraph owner, CompactHypoGraph attacker,
            java.util.function.Supplier<CompactHypoGraph> whole) {
        return decideOnArea(area, owner, attacker, () -> capture(whole.get()));
    }

    /**
     * {@link #captureOnArea}, with {@code otherwise} deciding where the two proofs disagree (the
     * whole board's test, or an unknown where the whole board is not searched).
     */
    ForceResult decideOnArea(SealedArea area, CompactHypoGraph owner, CompactHypoGraph attacker,
            java.util.function.Supplier<ForceResult> otherwise) {
        // The owner's proof first: most strings that need a search in a finished game live. An
        // unknown ends the test (the attacker's proof would rarely fit where the owner's did not).
        ForceResult o = capture(owner);
        if (o.answer() != Forcing.CAN_FORCE) return area.lift(o, o.states());
        ForceResult a = capture(attacker);
        long states = o.states() + a.states();
        if (a.answer() != Forcing.CANNOT_FORCE) return area.lift(a, states);
        // The two proofs disagree only through a wall the proving side would leave without a
        // liberty in the area: decide on the whole board.
        ForceResult w = otherwise.get();
        return new ForceResult(w.answer(), w.certificate(), states + w.states(), w.note());
    }

    /** The capture test on {@code g}, from its node 0. */
    ForceResult capture(CompactHypoGraph g) {
        int batch = FIRST_BATCH;
        Walks walks = new Walks();
        DepthFirstProofSearch depthFirst = DEPTH_FIRST ? new DepthFirstProofSearch(g, limits) : null;
        while (true) {
            boolean[] frontier = new boolean[g.size()];
            Arena arena = g.arena(frontier);
            int[] pessimistic = Attractor.ranks(arena, ReferenceSolver.captured(g, frontier, false));
            if (pessimistic[0] >= 0) return ReferenceSolver.captureResult(g, pessimistic, limits);
            int[] optimistic = Attractor.ranks(arena, ReferenceSolver.captured(g, frontier, true));
            if (optimistic[0] < 0) return ReferenceSolver.captureResult(g, optimistic, limits);
            boolean[] won = new boolean[g.size()];
            boolean[] open = new boolean[g.size()];
            for (int v = 0; v < g.size(); v++) {
                won[v] = pessimistic[v] >= 0;
                open[v] = optimistic[v] >= 0;
            }
            int[] numbers = proofNumbers(arena, frontier, won, open);
            String stop = null;
            long expanded = 0;
            if (depthFirst != null) {
                expanded = depthFirst.phase(numbers, Math.max(batch, g.size() / GROWTH));
                peakTableBytes.accumulate(g.tableBytes());
                stop = depthFirst.stop();
            }
            // the walks only where the phase expanded nothing: its numbers closed the start on a
            // value the bounds do not confirm (a repetition read on another path)
            if (stop == null && expanded == 0) {
                stop = expandBatch(g, arena, walks.states(frontier, won, open), batch, numbers, walks);
            }
            if (stop != null) return ForceResult.unknown(g.size(), stop);
            batch = Math.min(batch * 2, 1 << 20);
        }
    }

    private static final int INFINITE = 1 << 28;

    /**
     * Proof and disproof numbers of the nodes of a partial graph, as estimates only: they steer
     * which nodes are expanded, never a verdict. A node {@code won} by the attacker (in the
     * pessimistic bound) has 0 and infinity, one outside the {@code open} ones (lost for it even in
     * the optimistic bound) infinity and 0, an unexpanded undecided one 1 and 1; the attacker's
     * nodes take the least proof number and the sum of the disproof numbers of their successors,
     * the owner's the other way round. Cycles are not solved: two sweeps in descending node order
     * (a successor is mostly created after its node) from the estimates 1. Node {@code v}'s proof
     * number is at {@code 2v}, its disproof number at {@code 2v + 1}.
     */
    static int[] proofNumbers(Arena arena, boolean[] frontier, boolean[] won, boolean[] open) {
        int n = arena.size();
        // node v's proof number at 2v, its disproof number at 2v + 1: a successor's two numbers
        // are read together, and the successors lie scattered over the graph
        int[] numbers = new int[2 * n];
        // the expanded undecided nodes, descending: the only ones the sweeps change
        int[] swept = new int[n];
        int count = 0;
        for (int v = n - 1; v >= 0; v--) {
            if (won[v]) {
                numbers[2 * v + 1] = INFINITE;
            } else if (!open[v]) {
                numbers[2 * v] = INFINITE;
            } else {
                numbers[2 * v] = 1;
                numbers[2 * v + 1] = 1;
                if (!frontier[v]) swept[count++] = v;
            }
        }
        for (int sweep = 0; sweep < 2; sweep++) {
            for (int j = 0; j < count; j++) {
                int v = swept[j];
                // the mover's number (proof number for the attacker, disproof number for the owner)
                // is the least of its successors', the other the sum
                int mine = arena.isProtagonists(v) ? 0 : 1;
                long min = INFINITE;
                long sum = 0;
                for (int i = 0, moves = arena.successorCount(v); i < moves; i++) {
                    int w = arena.successor(v, i);
                    min = Math.min(min, numbers[2 * w + mine]);
                    sum += numbers[2 * w + 1 - mine];
                }
                numbers[2 * v + mine] = (int) min;
                numbers[2 * v + 1 - mine] = (int) Math.min(INFINITE, sum);
            }
        }
        return numbers;
    }

    /**
     * The no-permanent-stone test: first the attacker's proof on the target's sealed area where the
     * owner can never play outside it (docs/j2003.md, "Sealed areas", "The permanent-stone tests");
     * where the attacker loses there, the whole board (its outside plays are not on the area).
     */
    @Override
    public ForceResult forceCaptureWithoutPermanentStone(FinalPosition position, FinalString target, IntList local) {
        if (limits.timeIsUp()) return timeIsUp();
        long[] spent = new long[1];
        ForceResult onPrivate = privateNoPermanent(position, target, local, Integer.MAX_VALUE, limits.maxStates(), spent);
        if (onPrivate != null) return onPrivate;
        return withSpent(noPermanentSealedOrWhole(position, target, local), spent[0]);
    }

    private ForceResult noPermanentSealedOrWhole(FinalPosition position, FinalString target, IntList local) {
        SealedArea area = sealedArea(position, target);
        int[] small = area == null ? null : area.attackerLocal(local.toArray(), null);
        java.util.function.Supplier<CompactHypoGraph> whole = () -> new CompactHypoGraph(position,
                ReferenceSolver.tracked(position, target, local), false, local.toArray());
        if (small == null) return noPermanent(whole.get(), local);
        return noPermanentOnArea(area, area.permanentTest(small, null), IntLists.immutable.of(small), whole, local);
    }

    /**
     * A no-permanent-stone test with the attacker's proof on a sealed area first ({@code small},
     * built for {@code smallLocal}; docs/j2003.md, "The permanent-stone tests"): its answer stands
     * unless the attacker loses there, and then the whole board's graph decides. An unknown on the
     * area ends the test: the whole board, larger, would rarely decide it.
     */
    ForceResult noPermanentOnArea(SealedArea area, CompactHypoGraph small, IntList smallLocal,
            java.util.function.Supplier<CompactHypoGraph> whole, IntList local) {
        return noPermanentOnAreaOr(area, small, smallLocal, () -> noPermanent(whole.get(), local));
    }

    /** {@link #noPermanentOnArea}, with {@code otherwise} deciding where the attacker loses on the area. */
    ForceResult noPermanentOnAreaOr(SealedArea area, CompactHypoGraph small, IntList smallLocal,
            java.util.function.Supplier<ForceResult> otherwise) {
        ForceResult r = noPermanent(small, smallLocal);
        if (r.answer() != Forcing.CANNOT_FORCE) return area.lift(r, r.states());
        ForceResult w = otherwise.get();
        return new ForceResult(w.answer(), w.certificate(), r.states() + w.states(), w.note());
    }

    /** The no-permanent-stone test on {@code g} (built for {@code local}), from its node 0. */
    ForceResult noPermanent(CompactHypoGraph g, IntList local) {
        int batch = FIRST_BATCH;
        boolean[] previousOptimistic = new boolean[0];
        g.allowFillGames(limits.maxStates());
        Acceptance acceptance = new Acceptance(g, local.toArray());
        Walks walks = new Walks();
        while (true) {
            boolean[] frontier = new boolean[g.size()];
            Arena arena = g.arena(frontier);
            // The optimistic region only shrinks as the graph grows, and contains the pessimistic
            // one: each fixed point starts from the last bound above it (GeneralizedBuchi.winningRegion).
            boolean[] from = java.util.Arrays.copyOf(previousOptimistic, g.size());
            java.util.Arrays.fill(from, previousOptimistic.length, g.size(), true);
            acceptance.update();
            boolean[][] optimisticSets = acceptance.sets(frontier, true);
            // Where the attacker can force a frontier node (in every set, and a loop) it wins.
            // (the sets are minimal already: Acceptance.sets)
            boolean[] optimistic = GeneralizedBuchi.winningRegionOfMinimalSets(arena, optimisticSets, from,
                    Attractor.of(arena, frontier));
            if (!optimistic[0]) {
                return ReferenceSolver.noPermanentResult(g, GeneralizedBuchi.solve(arena, optimisticSets), limits);
            }
            boolean[][] pessimisticSets = acceptance.sets(frontier, false);
            // A frontier node loops outside every pessimistic set, so the attacker loses there:
            // starting below the optimistic region without them gives the same region, and the
            // steps pass over the expanded nodes only (most nodes are frontier).
            boolean[] within = optimistic.clone();
            for (int v = 0; v < within.length; v++) within[v] &= !frontier[v];
            boolean[] pessimistic = GeneralizedBuchi.winningRegionOfMinimalSets(arena, pessimisticSets, within,
                    new boolean[within.length]);
            if (pessimistic[0]) {
                // The attacker's proof: its strategy needs only the region just computed.
                return ReferenceSolver.noPermanentResult(g,
                        GeneralizedBuchi.solveForProtagonist(arena, pessimisticSets, pessimistic), limits);
            }
            // proof numbers toward the pessimistic region, disproof numbers toward leaving the
            // optimistic one: estimates for the order only, as in the capture test
            String stop = expandBatch(g, arena, walks.states(frontier, pessimistic, optimistic), batch,
                    proofNumbers(arena, frontier, pessimistic, optimistic), walks);
            if (stop != null) return ForceResult.unknown(g.size(), stop);
            previousOptimistic = optimistic;
            batch = Math.min(batch * 2, 1 << 20);
        }
    }

    /**
     * Expands a batch of unexpanded nodes reachable from the start through undecided nodes,
     * cheapest first. A path costs its length, plus {@link #EYE_FILL_COST} for every play by the
     * attacker (first walk) or by the owner (second walk) that fills one of its own eyes — an
     * intersection whose neighbours all hold the mover's stones. A proof for one side rarely needs
     * that side's own eye fills, but must answer every such move of the other side. Where the walk's
     * own side chooses, a move also costs {@link #RANK_COST} per rank of its successor among its
     * siblings by {@code numbers} (proof numbers for the attacker's walk, disproof numbers for the
     * owner's; {@link #proofNumbers}): a proof needs one good move there, so the walk follows the
     * most promising first, as proof-number search does, while it still answers every move of the
     * other side. Each walk takes only its cheapest tier (no more such fills than its cheapest
     * frontier node), at most {@code batch} nodes, and both walks take the same number (the smaller,
     * but at least {@link #FIRST_BATCH}, and at least an eighth of the graph where the other walk
     * has that many), so that neither side's speculation outgrows the other's. The order only
     * steers the search; the bounds decide. Returns why it stopped when a limit is passed (the table
     * limit before an expansion that might pass it), else null.
     */
    private String expandBatch(CompactHypoGraph g, Arena arena, byte[] states, int batch, int[] numbers, Walks walks) {
        int[] attackerWalk = cheapestTier(g, arena, states, true, batch, numbers, walks);
        int[] ownerWalk = cheapestTier(g, arena, states, false, batch, numbers, walks);
        int share = Math.max(FIRST_BATCH, Math.min(attackerWalk.length, ownerWalk.length));
        // A walk guided by proof numbers keeps a narrow frontier; the graph still grows by at least
        // an eighth per round where the other walk has the nodes, so that the rounds, each a pass
        // over the whole graph, stay few.
        share = Math.max(share, Math.min(Math.max(attackerWalk.length, ownerWalk.length), g.size() / GROWTH));
        // the attacker's walk's share, then the owner's, each node once
        int a = Math.min(share, attackerWalk.length);
        int[] chosen = java.util.Arrays.copyOf(attackerWalk, a + Math.min(share, ownerWalk.length));
        int count = a;
        boolean[] taken = new boolean[g.size()];
        for (int i = 0; i < a; i++) taken[chosen[i]] = true;
        for (int i = 0; i < chosen.length - a; i++) {
            if (!taken[ownerWalk[i]]) chosen[count++] = ownerWalk[i];
        }
        if (count == 0) {
            throw new IllegalStateException("undecided start but nothing left to expand");
        }
        for (int i = 0; i < count; i++) {
            int v = chosen[i];
            long after = g.tableBytesAfterExpanding(v);
            if (after > limits.maxTableBytes()) return limits.exhausted(g.size(), after);
            g.expand(v);
            peakTableBytes.accumulate(g.tableBytes());
            if (limits.exceeded(g.size())) return limits.exhausted(g.size());
        }
        return null;
    }

    /**
     * Up to {@code budget} unexpanded undecided nodes in cost order ({@link #expandBatch}), all
     * within {@link #EYE_FILL_COST} of the cheapest.
     */
    private static int[] cheapestTier(CompactHypoGraph g, Arena arena, byte[] states, boolean penalizeAttacker,
            int budget, int[] numbers, Walks walks) {
        int n = arena.size();
        long[] cost = walks.costs(n);
        CostHeap queue = walks.heap;
        queue.clear();
        cost[0] = 0;
        queue.add(0, 0);
        int[] found = new int[Math.min(budget, 1024)];
        int count = 0;
        long tierEnd = Long.MAX_VALUE;
        int side = penalizeAttacker ? 0 : 1; // proof numbers, or disproof numbers
        int[] rank = walks.rank;
        while (!queue.isEmpty() && count < budget) {
            long topCost = queue.peekCost();
            int v = queue.poll();
            if (topCost > cost[v]) continue;
            if (topCost >= tierEnd) break;
            // the arena's frontier: the nodes not expanded when it was built, as now (every node
            // the walk reaches is undecided)
            if (states[v] == Walks.FRONTIER) {
                if (count == 0) tierEnd = topCost + EYE_FILL_COST;
                if (count == found.length) found = java.util.Arrays.copyOf(found, Math.min(budget, 2 * count));
                found[count++] = v;
                continue;
            }
            // the arena's successors of an expanded node are its moves' successors, in order
            int moves = arena.successorCount(v);
            boolean penalized = arena.isProtagonists(v) == penalizeAttacker;
            if (penalized) {
                // The walk's own side chooses: its successors ranked by their numbers (proof numbers
                // in the attacker's walk, disproof numbers in the owner's), the best first.
                if (rank.length < moves) rank = walks.rank = new int[Math.max(moves, 2 * rank.length)];
                ranks(arena, v, numbers, side, rank);
            }
            for (int i = 0; i < moves; i++) {
                int w = arena.successor(v, i);
                if (states[w] == Walks.DECIDED) continue;
                long c = topCost + 1;
                if (penalized) c += (g.fillsOwnEye(v, i) ? EYE_FILL_COST : 0) + (long) RANK_COST * rank[i];
                if (c < cost[w]) {
                    cost[w] = c;
                    queue.add(c, w);
                }
            }
        }
        return java.util.Arrays.copyOf(found, count);
    }

    /** The most a move's rank counts: moves behind the best {@value} numbers are alike. */
    private static final int RANK_CAP = 4;

    /**
     * Into {@code rank[i]} for each move {@code i} of {@code node}: how many of the distinct numbers
     * of its successors are smaller than that of the move's successor, at most {@link #RANK_CAP}:
     * the best successors 0, the next best 1, ...
     */
    static void ranks(Arena arena, int node, int[] numbers, int side, int[] rank) {
        int moves = arena.successorCount(node);
        // the RANK_CAP smallest distinct numbers, ascending
        int[] least = new int[RANK_CAP];
        int found = 0;
        for (int i = 0; i < moves; i++) {
            // each number read once (the reads are scattered over the graph), kept in rank[i]
            int x = numbers[2 * arena.successor(node, i) + side];
            rank[i] = x;
            int at = 0;
            while (at < found && least[at] < x) at++;
            if (at < found && least[at] == x) continue;
            if (at == RANK_CAP) continue;
            int last = Math.min(found, RANK_CAP - 1);
            System.arraycopy(least, at, least, at + 1, last - at);
            least[at] = x;
            if (found < RANK_CAP) found++;
        }
        for (int i = 0; i < moves; i++) {
            int x = rank[i];
            int r = 0;
            while (r < found && least[r] < x) r++;
            rank[i] = r;
        }
    }

    /**
     * {@link ReferenceSolver#acceptance} for a graph that grows between calls, without the sets
     * that contain another one ({@link GeneralizedBuchi#minimalIndices}; the solvers drop those
     * anyway). What the sets need of a node (whether the target is captured, and where the owner has
     * placed stones on local-k) never changes, so it is read once per node, into one bitset per
     * intersection of local-k, and the sets are formed a word of 64 nodes at a time.
     */
    static final class Acceptance {
        private final SequenceGraph g;
        private final int[] local;
        private int known;
        private long[] captured = new long[0];
        /** Per intersection of local-k (by index), per node: a placed stone of the owner there. */
        private final long[][] placed;
        private final boolean[] placedSomewhere;
        /** Per node, whether it was expanded when {@link #sets} last looked, and then whether it is settled. */
        private long[] expanded = new long[0];
        private long[] settled = new long[0];

        Acceptance(SequenceGraph g, int[] local) {
            this.g = g;
            this.local = local;
            this.placed = new long[local.length][0];
            this.placedSomewhere = new boolean[local.length];
        }

        /** Reads the nodes added since the last call. */
        void update() {
            int n = g.size();
            if (n == known) return;
            int words = (n + 63) >>> 6;
            captured = java.util.Arrays.copyOf(captured, words);
            for (int j = 0; j < local.length; j++) placed[j] = java.util.Arrays.copyOf(placed[j], words);
            for (int v = known; v < n; v++) {
                long bit = 1L << (v & 63);
                if (g.isTargetCaptured(v)) captured[v >>> 6] |= bit;
                for (int j = 0; j < local.length; j++) {
                    if (g.isPlacedOwnerStone(v, local[j])) {
                        placed[j][v >>> 6] |= bit;
                        placedSomewhere[j] = true;
                    }
                }
            }
            known = n;
        }

        /**
         * The minimal sets of {@link ReferenceSolver#acceptance}, in its order, for the nodes read so
         * far.
         */
        boolean[][] sets(boolean[] frontier, boolean frontierWins) {
            int n = known;
            int words = (n + 63) >>> 6;
            long[] open = new long[words];
            // A settled node with the target captured is in every set (ReferenceSolver.acceptance),
            // but for the owner's keep, which is a node like any other there.
            // Whether an expanded node is settled never changes, so each is asked once.
            if (settled.length < words) {
                settled = java.util.Arrays.copyOf(settled, words);
                expanded = java.util.Arrays.copyOf(expanded, words);
            }
            for (int v = 0; v < n; v++) {
                long bit = 1L << (v & 63);
                if (frontier[v]) {
                    open[v >>> 6] |= bit;
                } else if ((expanded[v >>> 6] & bit) == 0) {
                    expanded[v >>> 6] |= bit;
                    if (g.isSettled(v) && !g.isKeptByOwner(v)) settled[v >>> 6] |= bit;
                }
            }
            int somewhere = 0;
            for (boolean p : placedSomewhere) if (p) somewhere++;
            int m = somewhere + (somewhere < local.length ? 1 : 0);
            long[][] bits = new long[m][];
            int k = 0;
            for (int j = 0; j <= local.length; j++) {
                boolean never = j == local.length;
                if (never ? k == m : !placedSomewhere[j]) continue;
                long[] set = new long[words];
                for (int w = 0; w < words; w++) {
                    long c = captured[w] & ~open[w] & (never ? -1L : ~placed[j][w] | settled[w]);
                    set[w] = frontierWins ? c | open[w] : c;
                }
                bits[k++] = set;
            }
            int[] kept = GeneralizedBuchi.minimalIndices(bits);
            boolean[][] sets = new boolean[kept.length][n];
            for (int i = 0; i < kept.length; i++) {
                long[] set = bits[kept[i]];
                boolean[] out = sets[i];
                for (int w = 0; w < words; w++) {
                    // the set bits of the word, lowest first (the arrays start all false)
                    for (long word = set[w]; word != 0; word &= word - 1) {
                        out[(w << 6) + Long.numberOfTrailingZeros(word)] = true;
                    }
                }
            }
            return sets;
        }
    }

    /**
     * What the walks of one test ({@link #cheapestTier}) read per node and reuse from round to round:
     * each round's graph is larger than the last, and a walk's arrays span the whole graph.
     */
    static final class Walks {
        /** {@link #states}: decided (won in the pessimistic bound, or lost in the optimistic one). */
        static final byte DECIDED = 0;
        /** {@link #states}: undecided and expanded. */
        static final byte EXPANDED = 1;
        /** {@link #states}: undecided and not expanded, a node a walk may choose. */
        static final byte FRONTIER = 2;

        private final CostHeap heap = new CostHeap();
        private long[] cost = new long[0];
        private int[] rank = new int[0];

        /**
         * Per node, whether it is undecided ({@code open} and not {@code won}) and, if it is, on
         * the {@code frontier}: the walk reads the two together where its path goes on or ends.
         */
        byte[] states(boolean[] frontier, boolean[] won, boolean[] open) {
            byte[] states = new byte[frontier.length];
            for (int v = 0; v < states.length; v++) {
                if (open[v] && !won[v]) states[v] = frontier[v] ? FRONTIER : EXPANDED;
            }
            return states;
        }

        /** The cost of every one of {@code n} nodes, set to "not reached". */
        long[] costs(int n) {
            if (cost.length < n) cost = new long[Math.max(n, TableBytes.grown(cost.length))];
            java.util.Arrays.fill(cost, 0, n, Long.MAX_VALUE);
            return cost;
        }
    }

    /**
     * A binary min-heap of (cost, node) ordered by cost alone, in two primitive arrays. Its sift
     * steps are those of {@code java.util.PriorityQueue}, so nodes of equal cost leave in the same
     * order as they did from the boxed queue it replaces, and the walks expand the same nodes.
     */
    static final class CostHeap {
        /**
         * Entry k's cost at 2k and its node at 2k + 1: a sift step reads an entry's cost and moves
         * the entry, one cache line where two arrays would touch two (the heap of a walk over a
         * large graph does not fit in the cache).
         */
        private long[] entries = new long[128];
        private int size;

        boolean isEmpty() {
            return size == 0;
        }

        /** Empties the heap, keeping its array. */
        void clear() {
            size = 0;
        }

        long peekCost() {
            return entries[0];
        }

        void add(long cost, int node) {
            if (2 * size == entries.length) entries = java.util.Arrays.copyOf(entries, 4 * size);
            long[] e = entries;
            int k = size++;
            while (k > 0) {
                int parent = (k - 1) >>> 1;
                if (cost >= e[2 * parent]) break;
                e[2 * k] = e[2 * parent];
                e[2 * k + 1] = e[2 * parent + 1];
                k = parent;
            }
            e[2 * k] = cost;
            e[2 * k + 1] = node;
        }

        /** Removes the least entry and returns its node. */
        int poll() {
            long[] e = entries;
            int result = (int) e[1];
            int n = --size;
            if (n > 0) {
                long cost = e[2 * n];
                long node = e[2 * n + 1];
                int k = 0;
                int half = n >>> 1;
                while (k < half) {
                    int child = 2 * k + 1;
                    int right = child + 1;
                    if (right < n && e[2 * child] > e[2 * right]) child = right;
                    if (cost <= e[2 * child]) break;
                    e[2 * k] = e[2 * child];
                    e[2 * k + 1] = e[2 * child + 1];
                    k = child;
                }
                e[2 * k] = cost;
                e[2 * k + 1] = node;
            }
            return result;
        }
    }
}
