package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.impl.factory.primitive.IntLists;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The part of the board on which a final-string's capture test is decided, when pass-alive walls
 * seal it off from the rest (Shinpan's decomposition for J2003 v35a "Life and Death",
 * "uncapturable"; the argument is in docs/j2003.md, "Sealed areas").
 *
 * <p>The <em>area</em> {@code A} is the set of intersections connected to the target without crossing
 * a stone of a <em>wall</em>: a string of either player that is pass-alive even when no region
 * meeting {@code A} counts as vital ({@link BensonAnalysis#passAlive(Position, Player, boolean[])}).
 * Walls stay pass-alive whatever is played in {@code A}, so the test is played on a smaller board:
 * the intersections of {@code A} as they are, each wall bordering {@code A} drawn as one stone with two
 * private empty neighbours on which nobody may play (so it is never captured), and nothing else.
 *
 * <p>The small board over-approximates the real one in one respect only: a player may fill the
 * outside liberties of his own walls (a move outside the area), after which the opponent's play in
 * the area could capture that wall. So the test is run twice, once for each side's proof
 * ({@link Rules#penalized}): the proving side loses at once if it ever fills the last liberty in the
 * area of a wall of the other side. A proof under these rules holds on the whole board; when neither
 * proof is found, the solver falls back to the whole board.
 *
 * <p>The no-permanent-stone tests ("capturable-1", "capturable-2") use the area for the attacker's
 * proof only, where the owner can hold no stone on the local intersections outside it
 * ({@link #attackerLocal}, {@link #permanentTest}; docs/j2003.md, "The permanent-stone tests").
 *
 * <p>For one side's proof alone the other side's walls need not be pass-alive: only the prover
 * could capture them, and the penalty forbids it. {@link #forProver} adds the other side's private
 * strings ({@link PrivateRegions}) to the walls (docs/j2003.md, "Private regions"); such an area
 * serves that prover's proof only.
 *
 * <p>An area may have no wall at all: a component of a graph with no edge to the rest. The
 * argument holds as it stands (there is no wall to keep), and such an area is all a string's tests
 * need look at, whatever the other components hold.
 */
public final class SealedArea {
    /**
     * The extra rules of the small board for one side's proof.
     *
     * @param playable  per location of the small board: whether anyone may play there (false on the
     *                  walls' private liberties)
     * @param wall      per location: whether it stands for a wall
     * @param penalized the proving side: its play that leaves a wall of the other side without a
     *                  liberty in the area ends the test at once, lost for it
     * @param forbidden per location, or null: where a play of {@code penalized} ends the test at once,
     *                  lost for it (the eye nodes of a pair of areas, docs/j2003.md "Two areas")
     */
    public record Rules(boolean[] playable, boolean[] wall, Player penalized, boolean[] forbidden) {
        /** Rules with no forbidden location. */
        public Rules(boolean[] playable, boolean[] wall, Player penalized) {
            this(playable, wall, penalized, null);
        }

        /** Whether a play of {@code penalized} on {@code loc} ends the test at once, lost for it. */
        boolean forbids(int loc) {
            return forbidden != null && forbidden[loc];
        }
    }

    private final FinalPosition position;
    private final FinalString target;
    private final FinalPosition whole;
    private final boolean[] inArea;
    private final LocalBoard board;
    private final boolean[] playable;
    private final boolean[] wall;
    private final int areaSize;
    private final int emptyCount;
    private final int wallCount;
    /** The player whose proof alone the area serves ({@link PrivateRegions}), or null: both. */
    private final Player prover;
    private final int privateWallCount;
    /** The attacker's stones that stay pass-alive with the area excluded, made at the first need. */
    private volatile boolean[] attackerAlive;

    private SealedArea(FinalPosition position, FinalString target, FinalPosition whole, boolean[] inArea,
            LocalBoard board, boolean[] playable, boolean[] wall, int areaSize, int emptyCount, int wallCount,
            Player prover, int privateWallCount) {
        this.position = position;
        this.target = target;
        this.whole = whole;
        this.inArea = inArea;
        this.board = board;
        this.playable = playable;
        this.wall = wall;
        this.areaSize = areaSize;
        this.emptyCount = emptyCount;
        this.wallCount = wallCount;
        this.prover = prover;
        this.privateWallCount = privateWallCount;
    }

    /**
     * The sealed area of {@code target}, or {@code null} when it would not be smaller than the board
     * (no walls on a connected board, or walls that enclose nothing else).
     */
    public static SealedArea of(FinalPosition finalPosition, FinalString target) {
        return of(finalPosition, target, null, null);
    }

    /**
     * The sealed area of {@code target} for {@code prover}'s proof alone, with the private strings
     * of the other side ({@link PrivateRegions}, none on {@code forbidden} or in a region meeting it;
     * the target's stones are always forbidden) as walls too (docs/j2003.md, "Private regions");
     * null when that side has no private string or the area would not be smaller than the board.
     */
    static SealedArea forProver(FinalPosition finalPosition, FinalString target, Player prover, boolean[] forbidden) {
        boolean[] avoid = forbidden.clone();
        for (int i = 0; i < target.stones().size(); i++) avoid[target.stones().get(i)] = true;
        boolean[] privateStone = PrivateRegions.privateStrings(finalPosition.position(), prover.opponent(), avoid);
        boolean any = false;
        for (boolean b : privateStone) any |= b;
        if (!any) return null;
        return of(finalPosition, target, prover, privateStone);
    }

    private static SealedArea of(FinalPosition finalPosition, FinalString target, Player prover, boolean[] privateStone) {
        Position p = finalPosition.position();
        Graph g = p.graph();
        int n = g.size();
        boolean[] wallStone = finalPosition.passAliveStones();
        if (privateStone != null) wallStone = or(wallStone, privateStone);
        boolean[] area;
        while (true) {
            if (wallStone[target.anchor()]) return null; // pass-alive itself: no search needed
            final boolean[] walls = wallStone;
            area = Locality.reach(g, new int[] {target.anchor()}, q -> walls[q]);
            // no wall borders the area (a component of a graph): nothing to check again
            if (!bordersAWall(g, area, wallStone)) break;
            boolean[] still = or(BensonAnalysis.passAlive(p, Player.BLACK, area),
                    BensonAnalysis.passAlive(p, Player.WHITE, area));
            // a private string stays a wall whatever the area holds: its liberties are all in the
            // other side's private regions, where the prover never plays
            if (privateStone != null) still = or(still, privateStone);
            boolean changed = false;
            for (int loc = 0; loc < n; loc++) {
                if (wallStone[loc] && !still[loc]) {
                    wallStone[loc] = false;
                    changed = true;
                }
            }
            if (!changed) break;
        }
        // The walls that border the area, one node each, by their least intersection.
        int[] wallOf = new int[n];
        Arrays.fill(wallOf, -1);
        List<Integer> wallAnchors = new ArrayList<>();
        int privateWalls = 0;
        for (int loc = 0; loc < n; loc++) {
            if (!area[loc]) continue;
            for (int k = 0; k < g.degree(loc); k++) {
                int w = g.neighbour(loc, k);
                if (!wallStone[w] || wallOf[w] >= 0) continue;
                // A wall is a whole string (pass-alive strings are so or not as a whole).
                int index = wallAnchors.size();
                int[] chain = p.stringAt(w).stones().toSortedArray();
                for (int q : chain) wallOf[q] = index;
                wallAnchors.add(chain[0]);
                if (privateStone != null && privateStone[w]) privateWalls++;
            }
        }
        int areaSize = 0;
        int emptyCount = 0;
        for (int loc = 0; loc < n; loc++) {
            if (!area[loc]) continue;
            areaSize++;
            if (p.code(loc) == 0) emptyCount++;
        }
        if (areaSize + 3 * wallAnchors.size() >= n) return null;

        LocalBoard.Builder b = new LocalBoard.Builder();
        int[] toSmall = new int[n];
        Arrays.fill(toSmall, -1);
        for (int loc = 0; loc < n; loc++) {
            if (area[loc]) toSmall[loc] = b.intersection(p, loc);
        }
        int[] wallNode = new int[wallAnchors.size()];
        for (int i = 0; i < wallAnchors.size(); i++) {
            wallNode[i] = b.wall("wall-" + g.label(wallAnchors.get(i)), p.occupant(wallAnchors.get(i)));
        }
        for (int loc = 0; loc < n; loc++) {
            if (!area[loc]) continue;
            for (int k = 0; k < g.degree(loc); k++) {
                int w = g.neighbour(loc, k);
                if (area[w] && loc < w) b.edge(toSmall[loc], toSmall[w]);
                if (wallOf[w] >= 0) b.edge(toSmall[loc], wallNode[wallOf[w]]);
            }
        }
        boolean[] wall = new boolean[b.size()];
        for (int w : wallNode) wall[w] = true;
        FinalPosition smallFinal = new FinalPosition(b.position());
        return new SealedArea(smallFinal, smallFinal.stringAt(toSmall[target.anchor()]), finalPosition, area, b.board(),
                b.playable(), wall, areaSize, emptyCount, wallAnchors.size(), prover, privateWalls);
    }

    /** The small board's final-position. */
    public FinalPosition position() {
        return position;
    }

    /** The target on the small board. */
    public FinalString target() {
        return target;
    }

    /** The number of intersections of the area. */
    public int areaSize() {
        return areaSize;
    }

    /** The number of empty intersections of the area. */
    public int emptyCount() {
        return emptyCount;
    }

    /** The number of walls bordering the area. */
    public int wallCount() {
        return wallCount;
    }

    /** The number of walls that are private strings of the other side ({@link #forProver}). */
    int privateWallCount() {
        return privateWallCount;
    }

    /** The small board's rules for {@code prover}'s proof. */
    public Rules rules(Player prover) {
        if (this.prover != null && prover != this.prover) {
            throw new IllegalArgumentException("an area with private walls of " + this.prover.opponent().lowerName()
                    + " serves " + this.prover.lowerName() + "'s proof only");
        }
        return new Rules(playable.clone(), wall.clone(), prover);
    }

    /**
     * The local area of a no-permanent-stone test of the target on the small board, for the
     * attacker's proof (docs/j2003.md, "Sealed areas", "The permanent-stone tests"); null where that
     * argument does not apply. Under J2003's bans ({@code koMaster} null) it needs every
     * intersection of {@code local} outside the area to be one on which the owner can never hold a
     * stone: a stone of the attacker's strings that stay pass-alive with the area excluded, or an
     * empty intersection all of whose neighbours are such stones. The owner may play anywhere else
     * outside the area; such plays are passes of the small board, and wherever the small board's
     * sequence would end there, its end satisfies the objective, from which the attacker can start
     * again. With a ko master the condition is on every intersection outside the area: the owner has
     * no stone and no play there at all, so the bans and ko-passes of the area are the whole board's.
     * Local-1 is the string's own intersections, always in the area.
     */
    int[] attackerLocal(int[] local, Player koMaster) {
        Position p = whole.position();
        Graph g = p.graph();
        Player attacker = target.player().opponent();
        if (prover != null && prover != attacker) return null;
        int own = attacker.stone().code();
        boolean[] checked = new boolean[g.size()];
        if (koMaster == null) {
            for (int q : local) checked[q] = true;
        } else {
            Arrays.fill(checked, true);
        }
        boolean[] alive = null;
        for (int q = 0; q < g.size(); q++) {
            if (inArea[q] || !checked[q]) continue;
            if (alive == null) alive = attackerAlive(p, attacker);
            if (p.code(q) == own) {
                if (!alive[q]) return null;
            } else if (p.isEmpty(q)) {
                for (int k = 0; k < g.degree(q); k++) {
                    int w = g.neighbour(q, k);
                    if (p.code(w) != own || !alive[w]) return null;
                }
            } else {
                return null;
            }
        }
        int[] toSmall = new int[g.size()];
        Arrays.fill(toSmall, -1);
        // the area's intersections are the small board's first nodes, the walls come after them
        for (int small = 0; small < areaSize; small++) toSmall[board.original(small)] = small;
        return Arrays.stream(local).filter(q -> inArea[q]).map(q -> toSmall[q]).toArray();
    }

    private boolean[] attackerAlive(Position p, Player attacker) {
        boolean[] alive = attackerAlive;
        if (alive == null) {
            alive = BensonAnalysis.passAlive(p, attacker, inArea);
            attackerAlive = alive;
        }
        return alive;
    }

    /**
     * The no-permanent-stone test of the target on the small board for the attacker's proof, with
     * {@code local} from {@link #attackerLocal} and {@code koMaster} (null for J2003): the owner has
     * no play outside the area, so the bans and ko-passes of the area are those of the whole board
     * with or without a ko master.
     */
    CompactHypoGraph permanentTest(int[] local, Player koMaster) {
        IntList list = IntLists.immutable.of(local);
        return new CompactHypoGraph(position, ReferenceSolver.tracked(position, target, list), local,
                rules(target.player().opponent()), koMaster);
    }

    /** The location on the whole board of a location of the area. */
    public int original(int smallLoc) {
        return board.original(smallLoc);
    }

    /** A result on the small board, its certificate's plays put back on the whole board. */
    ForceResult lift(ForceResult r, long states) {
        int passAlive = wallCount - privateWallCount;
        String walls = passAlive == 0 ? ""
                : passAlive + (passAlive == 1 ? " pass-alive wall" : " pass-alive walls");
        if (privateWallCount > 0) {
            walls += (walls.isEmpty() ? "" : " and ") + privateWallCount + " string"
                    + (privateWallCount == 1 ? "" : "s") + " of " + prover.opponent().lowerName()
                    + " whose liberties all lie in its private regions";
        }
        String note = (r.answer() == Forcing.UNKNOWN ? "searched" : "decided") + " in a sealed area of " + areaSize
                + (areaSize == 1 ? " intersection " : " intersections ")
                + (wallCount == 0 ? "with no wall (a component of the graph)" : "bordered by " + walls);
        return board.lift(r, states, note);
    }

    private static boolean bordersAWall(Graph g, boolean[] area, boolean[] wallStone) {
        for (int loc = 0; loc < area.length; loc++) {
            if (!area[loc]) continue;
            for (int k = 0; k < g.degree(loc); k++) {
                if (wallStone[g.neighbour(loc, k)]) return true;
            }
        }
        return false;
    }

    private static boolean[] or(boolean[] a, boolean[] b) {
        boolean[] r = new boolean[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i] || b[i];
        return r;
    }
}
