package org.shinpan.lj;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.LjControlJudge;
import org.shinpan.rules.LjScoring;

/**
 * Which locations of a position each player controls (LJ rule 14, seed {@code 000_…}): a location
 * is a player's when it is in a set he has bordered on which he wins the control test.
 *
 * <p>The sets tried for a player — the family rule 17 lets a prover build: his smallest bordered
 * set of a location, extended by the smallest bordered sets of further locations. Here: every
 * smallest bordered set of a location that holds no stone of his ("region"), and every union of
 * up to {@link #MAX_REGIONS} regions in which each region shares a location (one of his strings)
 * with another, smallest first, and each whole chain of regions joined that way. A disjoint union is not tried: its parts are not neighbours, so a
 * formation on it is one on each part, and each part is tried alone (that the test game on the
 * union is not easier for the prover is assumed; docs/lj.md). "Neutral" therefore means: no set of this family
 * wins for either player. A test the budget cannot decide makes its locations {@code unknown}
 * for that player, unless another set decides them; so does a family cut short by
 * {@link #MAX_SETS} (then {@link #isExhaustive()} is false).
 *
 * <p>A location both players would control is reported {@code unknown} (rule 5 needs one owner).
 */
public final class ControlMap {
    /** Regions in one union. */
    public static final int MAX_REGIONS = 3;
    /** Sets tried per player. */
    public static final int MAX_SETS = 400;

    /** The control status of one location. */
    public enum Status {
        BLACK, WHITE, NEUTRAL, UNKNOWN;

        static Status of(Player p) {
            return p == Player.BLACK ? BLACK : WHITE;
        }
    }

    /**
     * One control test run for the map.
     *
     * @param player who tried to control the set
     * @param set    the set
     * @param result the test's outcome
     */
    public record Tried(Player player, ImmutableIntSet set, ControlTest.Result result) {}

    private final Position position;
    private final Status[] status;
    private final List<Tried> tried;
    private final boolean exhaustive;

    private ControlMap(Position position, Status[] status, List<Tried> tried, boolean exhaustive) {
        this.position = position;
        this.status = status;
        this.tried = List.copyOf(tried);
        this.exhaustive = exhaustive;
    }

    /** The budget of a whole map: each test's limits, and the time for all tests together. */
    public record Limits(ControlTest.Limits perTest, Duration total) {
        public static final Limits DEFAULT = new Limits(new ControlTest.Limits(300_000, Duration.ofSeconds(20)),
                Duration.ofSeconds(120));

        /**
         * {@code total} for the whole map, each test with the default's nodes, {@code tableMib} of
         * table, and the default's time or {@code total}, whichever is shorter.
         */
        public static Limits within(Duration total, long tableMib) {
            ControlTest.Limits d = DEFAULT.perTest();
            return new Limits(new ControlTest.Limits(d.maxNodes(), total.compareTo(d.time()) < 0 ? total : d.time(),
                    tableMib), total);
        }
    }

    /** The control map of {@code position}. */
    public static ControlMap of(Position position, Limits limits, ControlTest.Pruning pruning) {
        return of(position, limits, pruning, true);
    }

    /**
     * The control map, skipping a test whose every location is already the player's or {@link
     * #forcedUnknown} when {@code skipForced} (else only the first; the map is the same).
     */
    static ControlMap of(Position position, Limits limits, ControlTest.Pruning pruning, boolean skipForced) {
        int n = position.graph().size();
        long deadline = System.nanoTime() + limits.total().toNanos();
        boolean[][] controls = new boolean[2][n];
        boolean[][] undecided = new boolean[2][n];
        List<Tried> tried = new ArrayList<>();
        boolean exhaustive = true;
        // both families, each in its own order, merged by size (black first on ties)
        List<Player> owners = new ArrayList<>();
        List<ImmutableIntSet> sets = new ArrayList<>();
        for (Player p : Player.values()) {
            Family f = familyOf(position, p);
            List<ImmutableIntSet> family = f.sets();
            if (!f.complete()) {
                // unions left unbuilt may hold any location of the family: none is neutral for certain
                exhaustive = false;
                for (ImmutableIntSet s : family) s.forEach(loc -> undecided[p.ordinal()][loc] = true);
            }
            if (family.size() > MAX_SETS) {
                exhaustive = false;
                for (ImmutableIntSet s : family.subList(MAX_SETS, family.size())) {
                    if (!f.chains().contains(s)) s.forEach(loc -> undecided[p.ordinal()][loc] = true);
                }
                // the whole chains are tried even beyond the cut: on a star of many leaves the chain
                // of every leaf is the one set that holds the centre's formation
                List<ImmutableIntSet> kept = new ArrayList<>(family.subList(0, MAX_SETS));
                for (ImmutableIntSet c : f.chains()) if (!kept.contains(c)) kept.add(c);
                family = kept;
            }
            for (ImmutableIntSet s : family) {
                owners.add(p);
                sets.add(s);
            }
        }
        Integer[] order = new Integer[sets.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, Comparator.comparingInt(i -> sets.get(i).size())); // stable: each family keeps its order
        for (int i : order) {
            Player p = owners.get(i);
            ImmutableIntSet set = sets.get(i);
            boolean[] mine = controls[p.ordinal()];
            if (set.allSatisfy(loc -> mine[loc] || (skipForced && forcedUnknown(controls, undecided, loc)))) continue;
            long left = deadline - System.nanoTime();
            ControlTest.Result r;
            if (left <= 0) {
                r = new ControlTest.Result(ControlTest.Verdict.UNKNOWN,
                        "undecided: the map's time ran out before this test", 0, false);
            } else {
                Duration time = limits.perTest().time().compareTo(Duration.ofNanos(left)) < 0
                        ? limits.perTest().time() : Duration.ofNanos(left);
                r = ControlTest.run(position, p, set, new ControlTest.Limits(limits.perTest().maxNodes(), time,
                        limits.perTest().tableMib()),
                        pruning);
            }
            tried.add(new Tried(p, set, r));
            if (r.verdict() == ControlTest.Verdict.PROVER_WINS) {
                set.forEach(loc -> mine[loc] = true);
            } else if (r.verdict() == ControlTest.Verdict.UNKNOWN) {
                set.forEach(loc -> undecided[p.ordinal()][loc] = true);
            }
        }
        Status[] status = new Status[n];
        for (int loc = 0; loc < n; loc++) {
            boolean b = controls[0][loc];
            boolean w = controls[1][loc];
            if (b && w) {
                status[loc] = Status.UNKNOWN;
            } else if (b || w) {
                Player p = b ? Player.BLACK : Player.WHITE;
                status[loc] = undecided[p.opponent().ordinal()][loc] ? Status.UNKNOWN : Status.of(p);
            } else {
                status[loc] = undecided[0][loc] || undecided[1][loc] ? Status.UNKNOWN : Status.NEUTRAL;
            }
        }
        return new ControlMap(position, status, tried, exhaustive);
    }

    /**
     * Whether {@code loc} ends {@code unknown} whatever the tests still to come decide: both players
     * control it, or one controls it and the other's test on it was undecided, or both players'
     * tests on it were undecided. Tests only ever add controls and undecided marks, and each of
     * these stays {@code unknown} under any addition (docs/lj.md, "The control map").
     */
    static boolean forcedUnknown(boolean[][] controls, boolean[][] undecided, int loc) {
        boolean cb = controls[0][loc];
        boolean cw = controls[1][loc];
        boolean ub = undecided[0][loc];
        boolean uw = undecided[1][loc];
        return (cb || ub) && (cw || uw);
    }

    /**
     * The sets tried for {@code p}: his regions and their unions of up to {@link #MAX_REGIONS}
     * regions joined through shared locations, smallest first (ties in the order found).
     */
    static List<ImmutableIntSet> family(Position position, Player p) {
        return familyOf(position, p).sets();
    }

    /**
     * The most sets the unions of regions make before their building stops: a star of n leaves has
     * n(n-1)(n-2)/6 unions of three, 1.3 million for 200 leaves, which the map built before it cut
     * them to {@link #MAX_SETS} (and before it looked at the clock).
     */
    static final int MAX_UNIONS = 10 * MAX_SETS;

    /**
     * A family of sets, smallest first ({@code sets}); whether every union of up to
     * {@link #MAX_REGIONS} regions is in it ({@code complete}: false once {@link #MAX_UNIONS} stopped
     * them); and its whole chains.
     */
    record Family(List<ImmutableIntSet> sets, boolean complete, List<ImmutableIntSet> chains) {}

    static Family familyOf(Position position, Player p) {
        Graph g = position.graph();
        Set<ImmutableIntSet> regions = new LinkedHashSet<>();
        boolean[] covered = new boolean[g.size()];
        for (int loc = 0; loc < g.size(); loc++) {
            if (position.code(loc) == p.stone().code() || covered[loc]) continue;
            ImmutableIntSet r = BorderedSet.smallestContaining(position, p, loc);
            regions.add(r);
            r.forEach(x -> {
                if (position.code(x) != p.stone().code()) covered[x] = true;
            });
        }
        List<ImmutableIntSet> regionList = new ArrayList<>(regions);
        Set<ImmutableIntSet> family = new LinkedHashSet<>(regionList);
        List<ImmutableIntSet> frontier = new ArrayList<>(regionList);
        boolean complete = true;
        building:
        for (int size = 2; size <= MAX_REGIONS; size++) {
            List<ImmutableIntSet> next = new ArrayList<>();
            for (ImmutableIntSet s : frontier) {
                for (ImmutableIntSet r : regionList) {
                    if (s.containsAll(r) || r.noneSatisfy(s::contains)) continue;
                    if (family.size() >= MAX_UNIONS) {
                        complete = false;
                        break building;
                    }
                    MutableIntSet u = IntSets.mutable.withAll(s);
                    u.addAll(r);
                    ImmutableIntSet union = u.toImmutable();
                    if (family.add(union)) next.add(union);
                }
            }
            frontier = next;
        }
        // and each whole chain of regions joined through shared locations: the largest set the
        // prover can build by extending (a two-eyed group whose eyes touch only through stones
        // of corner strings needs all of them; no union of three holds a formation there)
        List<ImmutableIntSet> chains = new ArrayList<>(chains(regionList));
        // and each whole chain of the regions that hold no opponent stone: a formation's eyes are
        // such regions, and a chain that runs on into a region of the opponent's living stones
        // holds no formation as a whole (four eyes beside a White group, docs/lj.md)
        int opponent = p.opponent().stone().code();
        chains.addAll(chains(regionList.stream().filter(r -> r.noneSatisfy(x -> position.code(x) == opponent)).toList()));
        family.addAll(chains);
        List<ImmutableIntSet> sorted = new ArrayList<>(family);
        sorted.sort(Comparator.comparingInt(ImmutableIntSet::size));
        return new Family(sorted, complete, chains);
    }

    /** The unions of the connected chains of {@code regions} (two regions joined when they share a location). */
    private static List<ImmutableIntSet> chains(List<ImmutableIntSet> regions) {
        int n = regions.size();
        int[] chain = new int[n];
        java.util.Arrays.fill(chain, -1);
        List<ImmutableIntSet> unions = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (chain[i] >= 0) continue;
            MutableIntSet union = IntSets.mutable.withAll(regions.get(i));
            chain[i] = i;
            boolean grew = true;
            while (grew) {
                grew = false;
                for (int j = 0; j < n; j++) {
                    if (chain[j] < 0 && regions.get(j).anySatisfy(union::contains)) {
                        chain[j] = i;
                        union.addAll(regions.get(j));
                        grew = true;
                    }
                }
            }
            unions.add(union.toImmutable());
        }
        return unions;
    }

    /**
     * What "neutral" rests on: the sets tried (docs/lj.md, "The control map"), said wherever a map
     * with neutral locations gives a result.
     */
    public static final String NEUTRAL_ASSUMPTION = "no set of the family tried (each region, unions of up to "
            + "three regions sharing a string, each whole chain of regions sharing strings, and each whole chain of"
            + " the regions without opponent stones) wins a control test for either player; other unions are assumed"
            + " no easier for the prover (docs/lj.md)";

    /**
     * A judge for {@link org.shinpan.rules.LjReplay}: the control map of the final position,
     * decided only when no location is {@code unknown}.
     */
    public static LjControlJudge judge(Limits limits, ControlTest.Pruning pruning) {
        return position -> {
            ControlMap m = of(position, limits, pruning);
            if (!m.isComplete()) {
                return new LjControlJudge.Decision(Optional.empty(), "LJ rules 14-17: the control of "
                        + someLabels(position.graph(), m.locations(Status.UNKNOWN), 12) + " is undecided within the budget");
            }
            return new LjControlJudge.Decision(Optional.of(m.control()), "control by LJ rules 14-17 (control tests)"
                    + (m.locations(Status.NEUTRAL).isEmpty() ? "" : "; neutral rests on an assumption: " + NEUTRAL_ASSUMPTION));
        };
    }

    /**
     * The labels of {@code locs} as {@link #labels}, but for more than {@code most} of them their
     * number and the first {@code most}: "361 locations (A19 B19 ... and 349 more)".
     */
    static String someLabels(Graph g, ImmutableIntSet locs, int most) {
        if (locs.size() <= most) return labels(g, locs);
        int[] sorted = locs.toSortedArray();
        StringBuilder sb = new StringBuilder().append(locs.size()).append(" locations (");
        for (int i = 0; i < most; i++) sb.append(g.label(sorted[i])).append(' ');
        return sb.append("and ").append(locs.size() - most).append(" more)").toString();
    }

    /** The labels of {@code locs}, in location order, separated by spaces. */
    public static String labels(Graph g, ImmutableIntSet locs) {
        StringBuilder sb = new StringBuilder();
        for (int loc : locs.toSortedArray()) sb.append(sb.length() == 0 ? "" : " ").append(g.label(loc));
        return sb.toString();
    }

    public Position position() {
        return position;
    }

    public Status status(int loc) {
        return status[loc];
    }

    /** The locations with {@code s}. */
    public ImmutableIntSet locations(Status s) {
        MutableIntSet set = IntSets.mutable.empty();
        for (int loc = 0; loc < status.length; loc++) {
            if (status[loc] == s) set.add(loc);
        }
        return set.toImmutable();
    }

    /** Whether no location is {@code unknown}: then {@link #control()} is the whole answer. */
    public boolean isComplete() {
        return locations(Status.UNKNOWN).isEmpty();
    }

    /** Whether the whole family of sets was tried (not cut at {@link #MAX_SETS}). */
    public boolean isExhaustive() {
        return exhaustive;
    }

    /** The tests run, in order. */
    public List<Tried> tried() {
        return tried;
    }

    /** The locations each player controls, as rule 5's score takes them. */
    public LjScoring.Control control() {
        return LjScoring.Control.of(locations(Status.BLACK), locations(Status.WHITE));
    }

    /** Stones on locations their owner's opponent controls (LJ rule 5, "dead stone"). */
    public ImmutableIntSet deadStones() {
        MutableIntSet dead = IntSets.mutable.empty();
        for (int loc = 0; loc < status.length; loc++) {
            int code = position.code(loc);
            if ((status[loc] == Status.BLACK && code == Player.WHITE.stone().code())
                    || (status[loc] == Status.WHITE && code == Player.BLACK.stone().code())) {
                dead.add(loc);
            }
        }
        return dead.toImmutable();
    }
}
