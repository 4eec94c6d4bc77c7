package org.shinpan.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.MutableIntList;

/**
 * A position: the distribution of black-stones and white-stones on the locations of a graph
 * (J2003 v35a, Definitions 1, "position"; LJ rule 8 compares situations by their black and white
 * locations).
 *
 * <p>Immutable, with value equality, so that it can be a map key and a result. It holds nothing
 * but stones: no player to move, no ko, no prisoners; rule sets add those in their own types.
 * {@link #positionHash()} is the Zobrist hash of the stones alone.
 */
public final class Position {
    private final Graph graph;
    private final byte[] codes; // Occupant codes
    private final long hash;

    private Position(Graph graph, byte[] codes) {
        this.graph = graph;
        this.codes = codes;
        long h = 0;
        long[] keys = Zobrist.table(graph.size());
        for (int loc = 0; loc < codes.length; loc++) {
            if (codes[loc] != 0) {
                h ^= keys[2 * loc + codes[loc] - 1];
            }
        }
        this.hash = h;
    }

    /** The position with every location of {@code graph} empty. */
    public static Position empty(Graph graph) {
        return new Position(graph, new byte[graph.size()]);
    }

    /** The position whose location {@code loc} holds {@code occupants[loc]}. */
    public static Position of(Graph graph, Occupant[] occupants) {
        if (occupants.length != graph.size()) {
            throw new IllegalArgumentException(
                    occupants.length + " occupants for " + graph.describe() + " of " + graph.size() + " locations");
        }
        byte[] c = new byte[occupants.length];
        for (int i = 0; i < c.length; i++) {
            c[i] = (byte) occupants[i].code();
        }
        return new Position(graph, c);
    }

    /** Package use: takes ownership of {@code codes}. */
    static Position ofCodes(Graph graph, byte[] codes) {
        return new Position(graph, codes);
    }

    /** Package use: the codes themselves, not a copy; never write to them. */
    byte[] codes() {
        return codes;
    }

    public Graph graph() {
        return graph;
    }

    public Occupant occupant(int loc) {
        return Occupant.ofCode(codes[loc]);
    }

    /** The occupant code of {@code loc}: 0 empty, 1 black, 2 white. */
    public int code(int loc) {
        return codes[loc];
    }

    public boolean isEmpty(int loc) {
        return codes[loc] == 0;
    }

    /** This position with {@code loc} holding {@code occupant}; no capture is made. */
    public Position with(int loc, Occupant occupant) {
        if (loc < 0 || loc >= codes.length) {
            throw new IllegalArgumentException("location " + loc + " is not on the board (" + codes.length
                    + " locations)");
        }
        if (codes[loc] == occupant.code()) {
            return this;
        }
        byte[] c = codes.clone();
        c[loc] = (byte) occupant.code();
        return new Position(graph, c);
    }

    /** The number of stones of {@code player}. */
    public int stoneCount(Player player) {
        int code = player.stone().code();
        int count = 0;
        for (byte b : codes) {
            if (b == code) count++;
        }
        return count;
    }

    /** Whether no location holds a stone. */
    public boolean hasNoStones() {
        for (byte b : codes) {
            if (b != 0) return false;
        }
        return true;
    }

    /** The Zobrist hash of the stones; see {@link Zobrist} for what it excludes. */
    public long positionHash() {
        return hash;
    }

    /**
     * The strings of this position, ordered by their smallest location.
     */
    public List<StoneString> strings() {
        int n = graph.size();
        boolean[] seen = new boolean[n];
        List<StoneString> result = new ArrayList<>();
        for (int loc = 0; loc < n; loc++) {
            if (codes[loc] != 0 && !seen[loc]) {
                result.add(flood(loc, seen));
            }
        }
        return result;
    }

    /** The string through the stone on {@code loc}. */
    public StoneString stringAt(int loc) {
        if (codes[loc] == 0) {
            throw new IllegalArgumentException(graph.label(loc) + " is empty");
        }
        return flood(loc, new boolean[graph.size()]);
    }

    private StoneString flood(int origin, boolean[] seen) {
        int code = codes[origin];
        MutableIntList stones = IntLists.mutable.empty();
        boolean[] isLiberty = new boolean[graph.size()];
        MutableIntList liberties = IntLists.mutable.empty();
        int[] stack = new int[graph.size()];
        int top = 0;
        stack[top++] = origin;
        seen[origin] = true;
        while (top > 0) {
            int loc = stack[--top];
            stones.add(loc);
            for (int k = 0; k < graph.degree(loc); k++) {
                int nb = graph.neighbour(loc, k);
                if (codes[nb] == code && !seen[nb]) {
                    seen[nb] = true;
                    stack[top++] = nb;
                } else if (codes[nb] == 0 && !isLiberty[nb]) {
                    isLiberty[nb] = true;
                    liberties.add(nb);
                }
            }
        }
        return new StoneString(Occupant.ofCode(code).player(), stones.sortThis().toImmutable(),
                liberties.sortThis().toImmutable());
    }

    /**
     * Whether every string has a liberty: the positions that can arise in play (Tromp and
     * Farnebäck, "Combinatorics of Go", call exactly these legal).
     */
    public boolean isLegal() {
        return firstStringWithoutLiberty() < 0;
    }

    /** A location of some string without a liberty, or -1 when every string has one. */
    public int firstStringWithoutLiberty() {
        int n = graph.size();
        // Mark every stone that reaches an empty location through stones of its own colour.
        boolean[] breathes = new boolean[n];
        int[] stack = new int[n];
        int top = 0;
        for (int loc = 0; loc < n; loc++) {
            if (codes[loc] == 0) {
                for (int k = 0; k < graph.degree(loc); k++) {
                    int nb = graph.neighbour(loc, k);
                    if (codes[nb] != 0 && !breathes[nb]) {
                        breathes[nb] = true;
                        stack[top++] = nb;
                    }
                }
            }
        }
        while (top > 0) {
            int loc = stack[--top];
            for (int k = 0; k < graph.degree(loc); k++) {
                int nb = graph.neighbour(loc, k);
                if (codes[nb] == codes[loc] && !breathes[nb]) {
                    breathes[nb] = true;
                    stack[top++] = nb;
                }
            }
        }
        for (int loc = 0; loc < n; loc++) {
            if (codes[loc] != 0 && !breathes[loc]) {
                return loc;
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Position)) return false;
        Position p = (Position) o;
        return hash == p.hash && Arrays.equals(codes, p.codes) && graph.equals(p.graph);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    /** The position as a diagram (see {@link Diagram#print}). */
    @Override
    public String toString() {
        return Diagram.print(this);
    }
}
