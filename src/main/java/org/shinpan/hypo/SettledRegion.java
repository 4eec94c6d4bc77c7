package org.shinpan.hypo;

import java.util.Arrays;
import java.util.function.IntPredicate;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.WordGraph;

/**
 * States of a no-permanent-stone test (J2003 v35a, "Life and Death": capturable-1 and capturable-2,
 * "with the same hypothetical-strategy ... no local-k permanent-stone") that the attacker wins, as
 * Benson's analysis shows without search, once the target is captured. The argument is in
 * docs/j2003.md, "Settled states", "Fill regions"; the game is J2003's hypothetical game
 * (Definitions 2), with or without a ko master.
 *
 * <p>With {@code C} the attacker's strings that are pass-alive when no region meeting {@code U}
 * counts as vital, and {@code U} the union of the connected sets of intersections without a
 * {@code C} stone that meet the local area and are not <em>eyes</em> (one or two empty
 * intersections), {@code C} and {@code U} computed together until both are stable: every
 * intersection of {@code U} must neighbour a {@code C} stone (or, given {@link FillGame}s, its
 * region's fill game must be the attacker's: docs/j2003.md, "Fill games"), and so must every eye
 * intersection.
 * Then the attacker wins by answering an owner's play on a two-point eye on its other point, else
 * playing a liberty of an owner string standing in {@code U} while there is one, else passing: each
 * such play adds a stone to a string of {@code C} for good, so the owner eventually keeps no stone
 * on the local area — unless the owner, to move right after a pass, ends the sequence at once with
 * a placed stone there.
 */
final class SettledRegion {
    private SettledRegion() {}

    /**
     * Whether the attacker wins the no-permanent-stone test from a state with this position once the
     * target is captured, whatever the bans: the criterion above. {@code ownerMayEnd} says that the
     * owner is to move right after a pass, so that its pass ends the sequence at once; then no
     * intersection of the local area may hold a placed stone of the owner ({@code placed}). Otherwise
     * the owner's stones there, placed or not, do not matter.
     */
    static boolean attackerWins(Position position, Player attacker, int[] local, boolean ownerMayEnd,
            IntPredicate placed) {
        return attackerWins(position, attacker, local, ownerMayEnd, placed, null);
    }

    /** The same, with the fill games of {@code games} for the regions that need one (or none if null). */
    static boolean attackerWins(Position position, Player attacker, int[] local, boolean ownerMayEnd,
            IntPredicate placed, FillGame games) {
        return !ownerEndsOnLocal(local, ownerMayEnd, placed) && attackerWins(position, attacker, local, games);
    }

    /**
     * Whether the owner, to move right after a pass ({@code ownerMayEnd}), can end the sequence at
     * once with a placed stone ({@code placed}) on the local area: then the criterion fails
     * whatever the position.
     */
    static boolean ownerEndsOnLocal(int[] local, boolean ownerMayEnd, IntPredicate placed) {
        if (ownerMayEnd) {
            for (int z : local) {
                if (placed.test(z)) return true;
            }
        }
        return false;
    }

    /**
     * The part of {@link #attackerWins(Position, Player, int[], boolean, IntPredicate, FillGame)}
     * that reads the position alone: the criterion with the owner unable to end the sequence at
     * once, where a fill region with an intersection that no stone of {@code C} neighbours is won
     * if the attacker wins its fill game ({@link FillGame}; docs/j2003.md, "Fill games"), asked of
     * {@code games} (with {@code null}, such a region fails the criterion).
     */
    static boolean attackerWins(Position position, Player attacker, int[] local, FillGame games) {
        Graph g = position.graph();
        int n = g.size();
        boolean[] alive;
        if (games == null) {
            // A cheap necessary condition first: a local intersection without a stone of the
            // attacker lies in U or an eye, so it needs a stone of the attacker beside it.
            int own = attacker.stone().code();
            for (int z : local) {
                if (position.code(z) == own) continue;
                boolean besideAttacker = false;
                for (int k = 0; k < g.degree(z) && !besideAttacker; k++) besideAttacker = position.code(g.neighbour(z, k)) == own;
                if (!besideAttacker) return false;
            }
            alive = BensonAnalysis.passAlive(position, attacker);
            // A second necessary condition: C only shrinks from these strings, and a local
            // intersection off them lies in U or an eye, so it needs one of them beside it.
            for (int z : local) {
                if (!alive[z] && !nextToAlive(g, z, alive)) return false;
            }
        } else {
            alive = BensonAnalysis.passAlive(position, attacker);
        }
        boolean[] fill = new boolean[n];
        int[] label = new int[n];
        int[] members = new int[n];
        boolean[] eyes;
        while (true) {
            // U: the components, off the stones of C, of the local intersections that are not eyes
            boolean[] next = new boolean[n];
            eyes = new boolean[n];
            Arrays.fill(label, -1);
            for (int z : local) {
                if (alive[z] || label[z] >= 0) continue;
                int size = component(g, z, alive, label, members);
                boolean[] into = isEye(position, members, size) ? eyes : next;
                for (int i = 0; i < size; i++) into[members[i]] = true;
            }
            if (Arrays.equals(next, fill)) break;
            fill = next;
            // C: pass-alive with no region that meets U vital; it only shrinks, so U only grows
            alive = BensonAnalysis.passAlive(position, attacker, fill);
        }
        // every intersection of the eyes next to a stone of C, and of U too, or its fill game won
        boolean[] won = null;
        for (int z = 0; z < n; z++) {
            if (!(fill[z] || eyes[z]) || nextToAlive(g, z, alive)) continue;
            if (eyes[z] || games == null) return false;
            if (won == null) won = new boolean[n];
            if (won[z]) continue;
            int size = 0;
            for (int w = 0; w < n; w++) {
                if (label[w] == label[z]) members[size++] = w;
            }
            if (!games.attackerWins(position, attacker, members, size)) return false;
            for (int i = 0; i < size; i++) won[members[i]] = true;
        }
        return true;
    }

    /**
     * {@link #attackerWins(Position, Player, int[], FillGame)} on a graph of at most 64 locations,
     * every set a bitset in one {@code long}: {@code neighbours} from {@link BensonAnalysis#neighbourSets},
     * the attacker's {@code stones}, the {@code empty} intersections and the {@code local} area. The
     * same criterion, step for step, and the fill games asked in the same order (by the lowest
     * intersection that needs one), so that their budget and tables see what they would see there;
     * {@code position} makes the position only when a fill game is asked. (The settled check asks
     * this of nearly every state a permanent-stone test builds; in arrays it was a sixth of the
     * execution samples of {@code bench j2003}: docs/benchmarks.md, "Session 25".)
     */
    static boolean attackerWins(WordGraph neighbours, long stones, long empty, long local, Player attacker,
            FillGame games, java.util.function.Supplier<Position> position) {
        int n = neighbours.size();
        long board = n == 64 ? -1L : (1L << n) - 1;
        long alive;
        if (games == null) {
            if ((local & ~stones & ~BensonAnalysis.adjacent(neighbours, stones)) != 0) return false;
            alive = BensonAnalysis.passAliveStones(neighbours, stones, empty, 0);
            if ((local & ~alive & ~BensonAnalysis.adjacent(neighbours, alive)) != 0) return false;
        } else {
            alive = BensonAnalysis.passAliveStones(neighbours, stones, empty, 0);
        }
        long fill = 0;
        long eyes;
        long[] parts = new long[n];
        int count;
        while (true) {
            // U: the components, off the stones of C, of the local intersections that are not eyes
            long open = board & ~alive;
            long next = 0;
            eyes = 0;
            count = 0;
            for (long rest = local & open; rest != 0; ) {
                long part = BensonAnalysis.connected(neighbours, Long.lowestOneBit(rest), open);
                rest &= ~part;
                if (Long.bitCount(part) <= 2 && (part & ~empty) == 0) {
                    eyes |= part;
                } else {
                    next |= part;
                    parts[count++] = part;
                }
            }
            if (next == fill) break;
            fill = next;
            // C: pass-alive with no region that meets U vital
            alive = BensonAnalysis.passAliveStones(neighbours, stones, empty, fill);
        }
        long bare = (fill | eyes) & ~BensonAnalysis.adjacent(neighbours, alive);
        long won = 0;
        Position p = null;
        int[] members = null;
        for (long rest = bare; rest != 0; rest &= rest - 1) {
            long z = Long.lowestOneBit(rest);
            if ((eyes & z) != 0 || games == null) return false;
            if ((won & z) != 0) continue;
            long part = 0;
            for (int i = 0; i < count && part == 0; i++) {
                if ((parts[i] & z) != 0) part = parts[i];
            }
            if (p == null) {
                p = position.get();
                members = new int[n];
            }
            int size = 0;
            for (long m = part; m != 0; m &= m - 1) members[size++] = Long.numberOfTrailingZeros(m);
            if (!games.attackerWins(p, attacker, members, size)) return false;
            won |= part;
        }
        return true;
    }

    /** Labels the intersections connected to {@code from} off {@code alive}; returns how many, listed in {@code members}. */
    private static int component(Graph g, int from, boolean[] alive, int[] label, int[] members) {
        int size = 0;
        members[size++] = from;
        label[from] = from;
        for (int i = 0; i < size; i++) {
            int v = members[i];
            for (int k = 0; k < g.degree(v); k++) {
                int w = g.neighbour(v, k);
                if (label[w] < 0 && !alive[w]) {
                    label[w] = from;
                    members[size++] = w;
                }
            }
        }
        return size;
    }

    /** An eye: one or two intersections, all empty. */
    private static boolean isEye(Position position, int[] members, int size) {
        if (size > 2) return false;
        for (int i = 0; i < size; i++) {
            if (!position.isEmpty(members[i])) return false;
        }
        return true;
    }

    private static boolean nextToAlive(Graph g, int z, boolean[] alive) {
        for (int k = 0; k < g.degree(z); k++) {
            if (alive[g.neighbour(z, k)]) return true;
        }
        return false;
    }
}
