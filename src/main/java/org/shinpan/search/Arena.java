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
    private final int[][] successors;
    /** Offsets into {@link #predFlat}, one per node and one past the end. */
    final int[] predStart;
    /** The predecessors of all nodes, node by node, once per move. */
    final int[] predFlat;

    private Arena(boolean[] protagonist, int[][] successors) {
        this.protagonist = protagonist;
        this.successors = successors;
        int n = protagonist.length;
        // Predecessors in one flat array (node v's are predFlat[predStart[v] .. predStart[v+1]-1]):
        // the attractor walks them in its inner loop.
        predStart = new int[n + 1];
        for (int[] succ : successors) {
            for (int v : succ) predStart[v + 1]++;
        }
        for (int v = 0; v < n; v++) predStart[v + 1] += predStart[v];
        predFlat = new int[predStart[n]];
        int[] fill = java.util.Arrays.copyOf(predStart, n);
        for (int u = 0; u < n; u++) {
            for (int v : successors[u]) predFlat[fill[v]++] = u;
        }
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
        return successors[node];
    }

    /** The nodes with a move to {@code node}, once per such move. */
    public int[] predecessors(int node) {
        return java.util.Arrays.copyOfRange(predFlat, predStart[node], predStart[node + 1]);
    }

    /**
     * The nodes from which the protagonist can force the next node into {@code set}: some
     * successor in it at the protagonist's nodes, every successor at the opponent's.
     */
    public boolean[] controllablePredecessors(boolean[] set) {
        boolean[] result = new boolean[size()];
        for (int v = 0; v < size(); v++) {
            result[v] = protagonist[v] ? any(successors[v], set) : all(successors[v], set);
        }
        return result;
    }

    private static boolean any(int[] nodes, boolean[] set) {
        for (int v : nodes) if (set[v]) return true;
        return false;
    }

    private static boolean all(int[] nodes, boolean[] set) {
        for (int v : nodes) if (!set[v]) return false;
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

        /** Sets the successors of {@code node} to {@code count} entries of {@code pool} from {@code from}. */
        public void setSuccessors(int node, int[] pool, int from, int count) {
            successors[node] = Arrays.copyOfRange(pool, from, from + count);
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
            return new Arena(Arrays.copyOf(protagonist, size), Arrays.copyOf(successors, size));
        }
    }
}
