package org.shinpan.search;

import java.util.Arrays;

/**
 * A finite two-player game graph: nodes {@code 0 .. size()-1}, each owned by the protagonist (the
 * player who tries to reach or visit the objective's nodes) or by the opponent, and the moves as
 * edges. Every node has at least one successor; a finished play is a node whose only move is a
 * loop to itself.
 *
 * <p>Immutable once built. The reference solvers of Shinpan build one explicitly from the rules and
 * solve it with {@link Attractor} and {@link GeneralizedBuchi}.
 */
public final class Arena {
    private final boolean[] protagonist;
    /** Offsets into {@link #succFlat}, one per node and one past the end. */
    final int[] succStart;
    /** The successors of all nodes, node by node, once per move. */
    final int[] succFlat;
    /** Offsets into {@link #predFlat}, one per node and one past the end. */
    final int[] predStart;
    /** The predecessors of all nodes, node by node, once per move. */
    final int[] predFlat;

    private Arena(boolean[] protagonist, int[] succStart, int[] succFlat) {
        this.protagonist = protagonist;
        this.succStart = succStart;
        this.succFlat = succFlat;
        int n = protagonist.length;
        // Predecessors in one flat array (node v's are predFlat[predStart[v] .. predStart[v+1]-1]):
        // the attractor walks them in its inner loop.
        predStart = new int[n + 1];
        // the successors are checked here, in the pass that counts the predecessors
        for (int u = 0; u < n; u++) {
            for (int i = succStart[u]; i < succStart[u + 1]; i++) {
                int w = succFlat[i];
                if (w < 0 || w >= n) throw new IllegalArgumentException("node " + u + " moves to no node " + w);
                predStart[w + 1]++;
            }
        }
        for (int v = 0; v < n; v++) predStart[v + 1] += predStart[v];
        predFlat = new int[predStart[n]];
        // Each node's predecessors in ascending order, predStart[w] used as the cursor of w: it ends
        // where w + 1's list starts, so one shift afterwards restores the offsets (no copy of them).
        for (int u = 0; u < n; u++) {
            for (int i = succStart[u]; i < succStart[u + 1]; i++) predFlat[predStart[succFlat[i]]++] = u;
        }
        System.arraycopy(predStart, 0, predStart, 1, n);
        predStart[0] = 0;
    }

    /**
     * An arena from successor lists in one flat array: node {@code v}'s successors are
     * {@code flat[start[v] .. start[v+1]-1]}. The arrays are taken, not copied.
     *
     * @throws IllegalArgumentException if some node has no successor or a successor is no node
     */
    public static Arena ofFlat(boolean[] protagonist, int[] start, int[] flat) {
        int n = protagonist.length;
        if (start.length != n + 1) throw new IllegalArgumentException("need " + (n + 1) + " offsets");
        for (int v = 0; v < n; v++) {
            if (start[v + 1] <= start[v]) throw new IllegalArgumentException("node " + v + " has no successor");
        }
        // the constructor checks the successors as it counts the predecessors
        return new Arena(protagonist, start, flat);
    }

    public int size() {
        return protagonist.length;
    }

    /** Whether the protagonist chooses the move at {@code node}. */
    public boolean isProtagonists(int node) {
        return protagonist[node];
    }

    /** The successors of {@code node}, one per move (a node may be reached by several moves). */
    public int[] successors(int node) {
        return Arrays.copyOfRange(succFlat, succStart[node], succStart[node + 1]);
    }

    /** The number of moves of {@code node}. */
    public int successorCount(int node) {
        return succStart[node + 1] - succStart[node];
    }

    /** The successor of {@code node} by its move {@code i}, without a copy. */
    public int successor(int node, int i) {
        return succFlat[succStart[node] + i];
    }

    /** The nodes with a move to {@code node}, once per such move. */
    public int[] predecessors(int node) {
        return Arrays.copyOfRange(predFlat, predStart[node], predStart[node + 1]);
    }

    /**
     * The nodes from which the protagonist can force the next node into {@code set}: some
     * successor in it at the protagonist's nodes, every successor at the opponent's.
     */
    public boolean[] controllablePredecessors(boolean[] set) {
        boolean[] result = new boolean[size()];
        for (int v = 0; v < size(); v++) result[v] = controllable(v, set);
        return result;
    }

    /** Whether the protagonist can force the next node from {@code v} into {@code set}. */
    boolean controllable(int v, boolean[] set) {
        int i = succStart[v];
        int end = succStart[v + 1];
        if (protagonist[v]) {
            for (; i < end; i++) if (set[succFlat[i]]) return true;
            return false;
        }
        for (; i < end; i++) if (!set[succFlat[i]]) return false;
        return true;
    }

    /** Builds an arena node by node; successors are given by node number, possibly before the node exists. */
    public static final class Builder {
        private boolean[] protagonist = new boolean[64];
        private int[][] successors = new int[64][];
        private int size;

        /** Adds a node and returns its number. */
        public int addNode(boolean protagonistsNode) {
            if (size == protagonist.length) {
                protagonist = Arrays.copyOf(protagonist, size * 2);
                successors = Arrays.copyOf(successors, size * 2);
            }
            protagonist[size] = protagonistsNode;
            successors[size] = new int[0];
            return size++;
        }

        /** Sets the successors of {@code node}, one entry per move. */
        public void setSuccessors(int node, int[] succ) {
            successors[node] = succ.clone();
        }

        public int size() {
            return size;
        }

        /**
         * The arena.
         *
         * @throws IllegalStateException if some node has no successor or a successor is no node
         */
        public Arena build() {
            for (int v = 0; v < size; v++) {
                if (successors[v].length == 0) {
                    throw new IllegalStateException("node " + v + " has no successor");
                }
                for (int w : successors[v]) {
                    if (w < 0 || w >= size) throw new IllegalStateException("node " + v + " moves to no node " + w);
                }
            }
            int[] start = new int[size + 1];
            for (int v = 0; v < size; v++) start[v + 1] = start[v] + successors[v].length;
            int[] flat = new int[start[size]];
            for (int v = 0; v < size; v++) System.arraycopy(successors[v], 0, flat, start[v], successors[v].length);
            return new Arena(Arrays.copyOf(protagonist, size), start, flat);
        }
    }
}
