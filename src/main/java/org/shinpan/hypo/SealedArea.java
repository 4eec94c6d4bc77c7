package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.Move;

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
     */
    public record Rules(boolean[] playable, boolean[] wall, Player penalized) {}

    private final FinalPosition position;
    private final FinalString target;
    private final int[] toOriginal;
    private final boolean[] playable;
    private final boolean[] wall;
    private final int areaSize;
    private final int wallCount;

    private SealedArea(FinalPosition position, FinalString target, int[] toOriginal, boolean[] playable,
            boolean[] wall, int areaSize, int wallCount) {
        this.position = position;
        this.target = target;
        this.toOriginal = toOriginal;
        this.playable = playable;
        this.wall = wall;
        this.areaSize = areaSize;
        this.wallCount = wallCount;
    }

    /**
     * The sealed area of {@code target}, or {@code null} when it would not be smaller than the board
     * (no walls, or walls that enclose nothing else).
     */
    public static SealedArea of(FinalPosition finalPosition, FinalString target) {
        Position p = finalPosition.position();
        Graph g = p.graph();
        int n = g.size();
        boolean[] wallStone = or(BensonAnalysis.passAlive(p, Player.BLACK), BensonAnalysis.passAlive(p, Player.WHITE));
        boolean[] area;
        while (true) {
            if (wallStone[target.anchor()]) return null; // pass-alive itself: no search needed
            final boolean[] walls = wallStone;
            area = Locality.reach(g, new int[] {target.anchor()}, q -> walls[q]);
            boolean[] still = or(BensonAnalysis.passAlive(p, Player.BLACK, area),
                    BensonAnalysis.passAlive(p, Player.WHITE, area));
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
            }
        }
        int areaSize = 0;
        for (boolean b : area) if (b) areaSize++;
        int size = areaSize + 3 * wallAnchors.size();
        if (wallAnchors.isEmpty() || size >= n) return null;

        List<String> labels = new ArrayList<>();
        int[] toSmall = new int[n];
        Arrays.fill(toSmall, -1);
        int[] toOriginal = new int[size];
        Arrays.fill(toOriginal, -1);
        for (int loc = 0; loc < n; loc++) {
            if (!area[loc]) continue;
            toSmall[loc] = labels.size();
            toOriginal[labels.size()] = loc;
            labels.add(g.label(loc));
        }
        int firstWall = labels.size();
        for (int anchor : wallAnchors) {
            String name = "wall-" + g.label(anchor);
            labels.add(name);
            labels.add(name + "-liberty-1");
            labels.add(name + "-liberty-2");
        }
        List<int[]> edges = new ArrayList<>();
        for (int loc = 0; loc < n; loc++) {
            if (!area[loc]) continue;
            for (int k = 0; k < g.degree(loc); k++) {
                int w = g.neighbour(loc, k);
                if (area[w] && loc < w) edges.add(new int[] {toSmall[loc], toSmall[w]});
                if (wallOf[w] >= 0) edges.add(new int[] {toSmall[loc], firstWall + 3 * wallOf[w]});
            }
        }
        Occupant[] occupants = new Occupant[size];
        boolean[] playable = new boolean[size];
        boolean[] wall = new boolean[size];
        for (int i = 0; i < firstWall; i++) {
            occupants[i] = p.occupant(toOriginal[i]);
            playable[i] = true;
        }
        for (int i = 0; i < wallAnchors.size(); i++) {
            int node = firstWall + 3 * i;
            edges.add(new int[] {node, node + 1});
            edges.add(new int[] {node, node + 2});
            occupants[node] = p.occupant(wallAnchors.get(i));
            occupants[node + 1] = Occupant.EMPTY;
            occupants[node + 2] = Occupant.EMPTY;
            wall[node] = true;
        }
        Position small = Position.of(Graph.fromEdges(labels, edges), occupants);
        FinalPosition smallFinal = new FinalPosition(small);
        return new SealedArea(smallFinal, smallFinal.stringAt(toSmall[target.anchor()]), toOriginal, playable, wall,
                areaSize, wallAnchors.size());
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

    /** The number of walls bordering the area. */
    public int wallCount() {
        return wallCount;
    }

    /** The small board's rules for {@code prover}'s proof. */
    public Rules rules(Player prover) {
        return new Rules(playable.clone(), wall.clone(), prover);
    }

    /** The location on the whole board of a location of the area. */
    public int original(int smallLoc) {
        int loc = toOriginal[smallLoc];
        if (loc < 0) throw new IllegalArgumentException("not an intersection of the area: " + smallLoc);
        return loc;
    }

    /** A result on the small board, its certificate's plays put back on the whole board. */
    ForceResult lift(ForceResult r, long states) {
        Certificate c = r.certificate();
        Certificate lifted = c == null ? null : new Certificate(c.winner(), c.line().stream()
                .map(s -> new Certificate.Step(s.player(), lift(s.move()))).toList(), c.cycleStart(),
                new HypotheticalStrategy(c.strategy().owner(), lift(c.strategy().root())), c.settled());
        String note = (r.answer() == Forcing.UNKNOWN ? "searched" : "decided") + " in a sealed area of " + areaSize + " intersections bordered by " + wallCount
                + (wallCount == 1 ? " pass-alive wall" : " pass-alive walls");
        return new ForceResult(r.answer(), lifted, states, r.note().isEmpty() ? note : note + "; " + r.note());
    }

    private Move lift(Move m) {
        return m instanceof Move.Play play ? Move.play(original(play.loc())) : m;
    }

    private HypotheticalStrategy.Node lift(HypotheticalStrategy.Node node) {
        return new HypotheticalStrategy.Node(node.player(), node.move() == null ? null : lift(node.move()), node.end(),
                node.children().stream().map(this::lift).toList());
    }

    private static boolean[] or(boolean[] a, boolean[] b) {
        boolean[] r = new boolean[a.length];
        for (int i = 0; i < a.length; i++) r[i] = a[i] || b[i];
        return r;
    }
}
