package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * Territory and score from the life and death of every final-string (J2003 v35a, "Definitions 3"):
 * eye-strings, eye-points, dame, regions, in-seki regions, territory and the score.
 *
 * <ul>
 *   <li>A black-eye-string is an empty intersection and, recursively, every adjacent intersection
 *       that is empty or holds a stone of a dead white-string (and in colours swapped for White).
 *   <li>Its intersections are black-eye-points if it is adjacent to at least one intersection
 *       outside it and every such intersection holds a stone of an alive black-string.
 *   <li>A dame is an empty intersection that is no eye-point.
 *   <li>A black-region is an alive black stone and, recursively, every adjacent intersection that
 *       holds an alive black stone or is a black-eye-point; it is in-seki if one of its
 *       intersections is adjacent to a dame.
 *   <li>Black-territory: the black-eye-points not in an in-seki black-region.
 *   <li>Score: empty black-territory, plus twice the occupied black-territory (dead white stones),
 *       minus the same for White, plus the prisoner-difference.
 * </ul>
 */
public final class Scoring {
    private Scoring() {}

    /**
     * The outcome of Definitions 3.
     *
     * @param eyePoints      per intersection, the player whose eye-point it is, or null
     * @param territory      per intersection, the player whose territory it is, or null
     * @param dame           the dame, ascending
     * @param sekiRegions    the in-seki regions, each ascending
     * @param score          the score (positive: Black ahead), prisoner-difference included
     */
    public record Result(Player[] eyePoints, Player[] territory, IntList dame, List<IntList> sekiRegions,
            int score) {

        /** Immutable: the arrays are copied in, and {@link #eyePoints()} and {@link #territory()} give copies. */
        public Result {
            eyePoints = eyePoints.clone();
            territory = territory.clone();
            sekiRegions = List.copyOf(sekiRegions);
        }

        /** Per intersection, the player whose eye-point it is, or null (a copy). */
        @Override
        public Player[] eyePoints() {
            return eyePoints.clone();
        }

        /** Per intersection, the player whose territory it is, or null (a copy). */
        @Override
        public Player[] territory() {
            return territory.clone();
        }

        /** The player whose eye-point {@code loc} is, or null. */
        public Player eyePointAt(int loc) {
            return eyePoints[loc];
        }

        /** The player whose territory {@code loc} is, or null. */
        public Player territoryAt(int loc) {
            return territory[loc];
        }

        /** The territory of {@code player}, ascending. */
        public IntList territoryOf(Player player) {
            MutableIntList list = IntLists.mutable.empty();
            for (int loc = 0; loc < territory.length; loc++) {
                if (territory[loc] == player) list.add(loc);
            }
            return list.toImmutable();
        }

        /** Every intersection of an in-seki region, ascending. */
        public IntList sekiPoints() {
            MutableIntList list = IntLists.mutable.empty();
            sekiRegions.forEach(r -> list.addAll(r));
            return list.sortThis().toImmutable();
        }
    }

    /**
     * Scores {@code position} given which stones are alive.
     *
     * @param alive              per intersection with a stone: whether its final-string is alive
     * @param prisonerDifference white stones minus black stones removed during the alternating-sequence
     */
    public static Result score(Position position, boolean[] alive, int prisonerDifference) {
        Graph g = position.graph();
        int n = g.size();
        Player[] eye = new Player[n];
        // scratch for every eye-string: a stack, and the members marked (unmarked after each)
        int[] stack = new int[n];
        boolean[] in = new boolean[n];
        for (Player p : Player.values()) {
            boolean[] visited = new boolean[n];
            for (int loc = 0; loc < n; loc++) {
                if (!position.isEmpty(loc) || visited[loc]) continue;
                // The p-eye-string of loc: empty intersections and dead stones of the opponent.
                MutableIntList members = IntLists.mutable.empty();
                boolean onlyAliveOwn = true;
                boolean anyNeighbour = false;
                int top = 0;
                stack[top++] = loc;
                in[loc] = true;
                while (top > 0) {
                    int v = stack[--top];
                    members.add(v);
                    for (int k = 0; k < g.degree(v); k++) {
                        int w = g.neighbour(v, k);
                        if (in[w]) continue;
                        if (isEyeStringMember(position, alive, p, w)) {
                            in[w] = true;
                            stack[top++] = w;
                        }
                    }
                }
                for (int i = 0; i < members.size(); i++) {
                    int v = members.get(i);
                    visited[v] = visited[v] || position.isEmpty(v);
                    for (int k = 0; k < g.degree(v); k++) {
                        int w = g.neighbour(v, k);
                        if (in[w]) continue;
                        anyNeighbour = true;
                        if (position.occupant(w) != p.stone() || !alive[w]) onlyAliveOwn = false;
                    }
                }
                if (anyNeighbour && onlyAliveOwn) {
                    for (int i = 0; i < members.size(); i++) eye[members.get(i)] = p;
                }
                for (int i = 0; i < members.size(); i++) in[members.get(i)] = false;
            }
        }
        MutableIntList dame = IntLists.mutable.empty();
        boolean[] isDame = new boolean[n];
        for (int loc = 0; loc < n; loc++) {
            if (position.isEmpty(loc) && eye[loc] == null) {
                dame.add(loc);
                isDame[loc] = true;
            }
        }
        Player[] territory = new Player[n];
        List<IntList> seki = new ArrayList<>();
        boolean[] inRegion = new boolean[n];
        for (int loc = 0; loc < n; loc++) {
            Occupant o = position.occupant(loc);
            if (!o.isStone() || !alive[loc] || inRegion[loc]) continue;
            Player p = o.player();
            MutableIntList region = IntLists.mutable.empty();
            int top = 0; // the eye-strings' stack, reused
            stack[top++] = loc;
            inRegion[loc] = true;
            boolean inSeki = false;
            while (top > 0) {
                int v = stack[--top];
                region.add(v);
                for (int k = 0; k < g.degree(v); k++) {
                    int w = g.neighbour(v, k);
                    if (isDame[w]) inSeki = true;
                    boolean member = (position.occupant(w) == p.stone() && alive[w]) || eye[w] == p;
                    if (member && !inRegion[w]) {
                        inRegion[w] = true;
                        stack[top++] = w;
                    }
                }
            }
            if (inSeki) {
                seki.add(region.sortThis().toImmutable());
            } else {
                for (int i = 0; i < region.size(); i++) {
                    int v = region.get(i);
                    if (eye[v] == p) territory[v] = p;
                }
            }
        }
        int score = prisonerDifference;
        for (int loc = 0; loc < n; loc++) {
            if (territory[loc] == null) continue;
            int value = position.isEmpty(loc) ? 1 : 2;
            score += territory[loc] == Player.BLACK ? value : -value;
        }
        return new Result(eye, territory, dame.toImmutable(), List.copyOf(seki), score);
    }

    private static boolean isEyeStringMember(Position position, boolean[] alive, Player p, int loc) {
        Occupant o = position.occupant(loc);
        return o == Occupant.EMPTY || (o == p.opponent().stone() && !alive[loc]);
    }
}
