package org.shinpan.lj;

import java.util.Arrays;
import java.util.Optional;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.IntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * A two-eye formation a player has built on a set of locations (LJ rule 16, seed {@code 000_…}):
 * the set is not empty, holds no opposing stone, is bordered by him (rule 15), each of its
 * locations has a neighbour, no empty location of the set (an "eye") has an empty neighbour, and
 * each stone on the set has at least two liberties in the set.
 *
 * <p>A stone's liberties are the empty locations it contacts (rule 13): the empty neighbours of its
 * string. Since the set is bordered, a string with a stone in the set lies wholly in it.
 */
public final class TwoEyeFormation {
    private TwoEyeFormation() {}

    /** Whether {@code player} has built a two-eye formation on {@code set} in {@code position}. */
    public static boolean isBuilt(Position position, Player player, IntSet set) {
        return whyNot(position, player, set).isEmpty();
    }

    /** The first condition of rule 16 that fails, in words; empty when the formation is built. */
    public static Optional<String> whyNot(Position position, Player player, IntSet set) {
        return whyNot(position.graph(), codes(position), player, set);
    }

    static byte[] codes(Position position) {
        byte[] codes = new byte[position.graph().size()];
        for (int loc = 0; loc < codes.length; loc++) codes[loc] = (byte) position.code(loc);
        return codes;
    }

    /** As {@link #whyNot(Position, Player, IntSet)} on occupant codes (0 empty, 1 black, 2 white). */
    static Optional<String> whyNot(Graph g, byte[] codes, Player player, IntSet set) {
        if (set.isEmpty()) return Optional.of("the set is empty (LJ rule 16)");
        int own = player.stone().code();
        int[] sorted = set.toSortedArray();
        for (int loc : sorted) {
            if (codes[loc] != 0 && codes[loc] != own) {
                return Optional.of(g.label(loc) + " holds a " + player.opponent().lowerName() + " stone (LJ rule 16)");
            }
        }
        Optional<String> border = BorderedSet.violation(g, codes, player, set);
        if (border.isPresent()) return border;
        for (int loc : sorted) {
            if (g.degree(loc) == 0) return Optional.of(g.label(loc) + " has no neighbour (LJ rule 16)");
            if (codes[loc] == 0) {
                for (int k = 0; k < g.degree(loc); k++) {
                    int nb = g.neighbour(loc, k);
                    if (codes[nb] == 0) {
                        return Optional.of("the eye " + g.label(loc) + " has the empty neighbour " + g.label(nb)
                                + " (LJ rule 16)");
                    }
                }
            }
        }
        boolean[] done = new boolean[g.size()];
        for (int loc : sorted) {
            if (codes[loc] != own || done[loc]) continue;
            int inSet = libertiesInSet(g, codes, loc, set, done);
            if (inSet < 2) {
                return Optional.of("the stone at " + g.label(loc) + " has " + inSet
                        + (inSet == 1 ? " liberty" : " liberties") + " in the set, not two (LJ rule 16)");
            }
        }
        return Optional.empty();
    }

    /** The liberties in {@code set} of the string through {@code loc}; marks its stones in {@code done}. */
    private static int libertiesInSet(Graph g, byte[] codes, int loc, IntSet set, boolean[] done) {
        int colour = codes[loc];
        MutableIntSet libs = IntSets.mutable.empty();
        int[] stack = new int[g.size()];
        int top = 0;
        stack[top++] = loc;
        done[loc] = true;
        while (top > 0) {
            int s = stack[--top];
            for (int k = 0; k < g.degree(s); k++) {
                int nb = g.neighbour(s, k);
                if (codes[nb] == 0) {
                    if (set.contains(nb)) libs.add(nb);
                } else if (codes[nb] == colour && !done[nb]) {
                    done[nb] = true;
                    stack[top++] = nb;
                }
            }
        }
        return libs.size();
    }

    /**
     * The union of all sets on which {@code player} has built a two-eye formation: empty when there
     * is none. Two-eye formations are closed under union, so this set is itself one whenever it is
     * not empty, and {@code player} has built one that includes a location exactly when this set
     * includes it (used by rule 17's second ending of a dispute).
     *
     * <p>Greatest fixed point, as in Benson's algorithm: start from all of {@code player}'s strings
     * and all empty locations with at least one neighbour, all of them his stones; drop strings
     * with fewer than two such eyes among their liberties and eyes next to a dropped string, until
     * nothing changes.
     */
    public static ImmutableIntSet largest(Position position, Player player) {
        return largest(position.graph(), codes(position), player);
    }

    /** As {@link #largest(Position, Player)} on occupant codes. */
    static ImmutableIntSet largest(Graph g, byte[] codes, Player player) {
        boolean[] in = largestMask(g, codes, player);
        MutableIntSet result = IntSets.mutable.empty();
        for (int loc = 0; loc < in.length; loc++) {
            if (in[loc]) result.add(loc);
        }
        return result.toImmutable();
    }

    /**
     * {@link #largest(Graph, byte[], Player)} as a mask over the locations, computed with a work
     * list instead of rounds: a string dies when fewer than two eyes touch it, an eye dies with any
     * string it touches, and each death is propagated once. Both reach the same greatest fixed
     * point, since each only removes what the fixed point cannot hold (held to the rounds by
     * {@code TwoEyeFormationProperties}).
     */
    static boolean[] largestMask(Graph g, byte[] codes, Player player) {
        int n = g.size();
        int own = player.stone().code();
        int[] stringOf = new int[n];
        Arrays.fill(stringOf, -1);
        int strings = 0;
        int[] stack = new int[n];
        for (int loc = 0; loc < n; loc++) {
            if (codes[loc] != own || stringOf[loc] >= 0) continue;
            int top = 0;
            stack[top++] = loc;
            stringOf[loc] = strings;
            while (top > 0) {
                int s = stack[--top];
                for (int k = 0; k < g.degree(s); k++) {
                    int nb = g.neighbour(s, k);
                    if (codes[nb] == own && stringOf[nb] < 0) {
                        stringOf[nb] = strings;
                        stack[top++] = nb;
                    }
                }
            }
            strings++;
        }
        boolean[] in = new boolean[n];
        if (strings == 0) return in;
        // eyes, and for each string the eyes it touches (each once), as lists in one array
        int[] eyeCount = new int[strings];
        int[] seen = new int[strings];
        Arrays.fill(seen, -1);
        int pairs = 0;
        for (int loc = 0; loc < n; loc++) {
            if (codes[loc] != 0 || g.degree(loc) == 0) continue;
            boolean all = true;
            for (int k = 0; k < g.degree(loc) && all; k++) {
                if (codes[g.neighbour(loc, k)] != own) all = false;
            }
            if (!all) continue;
            in[loc] = true;
            for (int k = 0; k < g.degree(loc); k++) {
                int str = stringOf[g.neighbour(loc, k)];
                if (seen[str] != loc) {
                    seen[str] = loc;
                    eyeCount[str]++;
                    pairs++;
                }
            }
        }
        int[] first = new int[strings + 1];
        for (int s = 0; s < strings; s++) first[s + 1] = first[s] + eyeCount[s];
        int[] next = Arrays.copyOf(first, strings);
        int[] eyesOf = new int[pairs];
        Arrays.fill(seen, -1);
        for (int loc = 0; loc < n; loc++) {
            if (!in[loc]) continue;
            for (int k = 0; k < g.degree(loc); k++) {
                int str = stringOf[g.neighbour(loc, k)];
                if (seen[str] != loc) {
                    seen[str] = loc;
                    eyesOf[next[str]++] = loc;
                }
            }
        }
        boolean[] dead = new boolean[strings];
        int[] queue = new int[strings];
        int head = 0;
        int tail = 0;
        for (int s = 0; s < strings; s++) {
            if (eyeCount[s] < 2) {
                dead[s] = true;
                queue[tail++] = s;
            }
        }
        while (head < tail) {
            int s = queue[head++];
            for (int p = first[s]; p < first[s + 1]; p++) {
                int eye = eyesOf[p];
                if (!in[eye]) continue;
                in[eye] = false;
                for (int k = 0; k < g.degree(eye); k++) {
                    int str = stringOf[g.neighbour(eye, k)];
                    if (seen[str] == -2 - eye) continue;
                    seen[str] = -2 - eye;
                    if (--eyeCount[str] < 2 && !dead[str]) {
                        dead[str] = true;
                        queue[tail++] = str;
                    }
                }
            }
        }
        for (int loc = 0; loc < n; loc++) {
            if (stringOf[loc] >= 0 && !dead[stringOf[loc]]) in[loc] = true;
        }
        return in;
    }
}
