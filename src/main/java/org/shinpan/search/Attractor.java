package org.shinpan.search;

import java.util.Arrays;

/**
 * The protagonist's attractor of a target set: the least fixed point
 * {@code X = target ∪ CPre(X)}, the nodes from which the protagonist can force a visit to the
 * target in finitely many moves (a reachability game; Zielonka, "Infinite games on finitely
 * coloured graphs", 1998, §2). Linear in the number of moves.
 *
 * <p>The rank of a node in the attractor bounds the number of moves the protagonist needs: 0 on
 * the target; at a protagonist's node one more than its least-ranked successor in the attractor;
 * at an opponent's node one more than its largest-ranked successor. Following a successor of lower
 * rank is a winning strategy; staying outside the attractor is the opponent's.
 */
public final class Attractor {
    private Attractor() {}

    /** The rank of every node: -1 outside the attractor. */
    public static int[] ranks(Arena arena, boolean[] target) {
        int n = arena.size();
        int[] rank = new int[n];
        Arrays.fill(rank, -1);
        int[] pending = new int[n]; // opponent's nodes: successors not yet known to be in the attractor
        int[] queue = new int[n];
        int head = 0;
        int tail = 0;
        int[] succStart = arena.succStart;
        for (int v = 0; v < n; v++) {
            pending[v] = succStart[v + 1] - succStart[v];
            if (target[v]) {
                rank[v] = 0;
                queue[tail++] = v;
            }
        }
        int[] start = arena.predStart;
        int[] flat = arena.predFlat;
        while (head < tail) {
            int v = queue[head++];
            for (int i = start[v], end = start[v + 1]; i < end; i++) {
                int u = flat[i];
                if (rank[u] >= 0) continue;
                if (arena.isProtagonists(u) || --pending[u] == 0) {
                    rank[u] = rank[v] + 1;
                    queue[tail++] = u;
                }
            }
        }
        return rank;
    }

    /**
     * The attractor as a set: the nodes of {@link #ranks} 0 or more, found by the same backward
     * search without the ranks (the lazy solver asks for this set every round, over its whole graph).
     */
    public static boolean[] of(Arena arena, boolean[] target) {
        int n = arena.size();
        boolean[] in = new boolean[n];
        int[] pending = new int[n]; // opponent's nodes: successors not yet known to be in the attractor
        int[] queue = new int[n];
        int tail = 0;
        int[] succStart = arena.succStart;
        for (int v = 0; v < n; v++) {
            pending[v] = succStart[v + 1] - succStart[v];
            if (target[v]) {
                in[v] = true;
                queue[tail++] = v;
            }
        }
        int[] start = arena.predStart;
        int[] flat = arena.predFlat;
        for (int head = 0; head < tail; head++) {
            int v = queue[head];
            for (int i = start[v], end = start[v + 1]; i < end; i++) {
                int u = flat[i];
                if (in[u]) continue;
                if (arena.isProtagonists(u) || --pending[u] == 0) {
                    in[u] = true;
                    queue[tail++] = u;
                }
            }
        }
        return in;
    }
}
