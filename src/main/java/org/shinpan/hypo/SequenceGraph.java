package org.shinpan.hypo;

import org.shinpan.board.Player;
import org.shinpan.rules.Move;
import org.shinpan.search.Arena;

/**
 * The graph of hypothetical-sequences of one final-string's test, grown node by node, as the
 * solvers and {@link Certificates} see it. Node 0 is the start: the final-position, the attacker to
 * move, no ban. Two implementations: {@link HypoGraph}, written for reading (the reference solver),
 * and {@link CompactHypoGraph}, written for speed (the lazy solver); the property tests hold the
 * solvers built on them equal.
 */
interface SequenceGraph {
    Player attacker();

    Player owner();

    /** The number of nodes created so far. */
    int size();

    boolean isExpanded(int node);

    /** Computes the moves of {@code node}, creating the nodes they lead to. */
    void expand(int node);

    /** The successors of an expanded node, one per move; a finished node loops to itself. */
    int[] successors(int node);

    /** The moves of an expanded node, parallel to {@link #successors}; null for a loop. */
    Move[] moves(int node);

    /** Per move of an expanded node: how many of the owner's stones it removed. */
    int[] removedOwn(int node);

    /** Per move of an expanded node: whether it is a play all of whose neighbours are the mover's stones. */
    boolean[] fillsOwnEye(int node);

    Player toMove(int node);

    default boolean attackerToMove(int node) {
        return toMove(node) == attacker();
    }

    /** Whether the hypothetical-sequence has ended (a pass succeeded a pass). */
    boolean isEnd(int node);

    /**
     * Whether the node was settled without search ({@link HypotheticalStrategy.End#SETTLED}); such
     * a node, like a finished one, loops to itself.
     */
    default boolean isSettled(int node) {
        return false;
    }

    /**
     * Whether the node was settled because a stone of the owner played during the sequence stands
     * on an intersection of the local area on a pass-alive string of the owner (docs/j2003.md,
     * "Settled states", the owner's keep): it is a permanent-stone whatever follows, so the
     * attacker's no-permanent-stone objective is lost there even where the target is captured.
     * Such a node is settled ({@link #isSettled}) but, unlike the attacker's settled wins, lies
     * outside the acceptance set of that intersection.
     */
    default boolean isKeptByOwner(int node) {
        return false;
    }

    /** Whether the target's stones have been captured on the way to this node. */
    boolean isTargetCaptured(int node);

    /** Whether {@code loc} holds a stone of the owner played during the sequence. */
    boolean isPlacedOwnerStone(int node, int loc);

    /** The arena of the nodes so far; an unexpanded node becomes a loop and is marked in {@code frontier}. */
    default Arena arena(boolean[] frontier) {
        Arena.Builder builder = new Arena.Builder();
        for (int v = 0; v < size(); v++) {
            builder.addNode(attackerToMove(v));
            boolean open = !isExpanded(v);
            frontier[v] = open;
            builder.setSuccessors(v, open ? new int[] {v} : successors(v));
        }
        return builder.build();
    }
}
