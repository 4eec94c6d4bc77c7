package org.shinpan.hypo;

import java.util.List;
import org.shinpan.board.Player;
import org.shinpan.rules.Move;

/**
 * A player's hypothetical-strategy shown as a tree (J2003 v35a, Definitions 2,
 * "hypothetical-strategy"): at the strategy owner's turns one move, at the other player's turns
 * every move. Shown to a bounded size; where it stops, {@link End} says why.
 *
 * @param owner the player whose strategy it is
 * @param root  the tree's root, standing for the final-position before the first move
 */
public record HypotheticalStrategy(Player owner, Node root) {

    /** Why a branch of the shown tree stops. */
    public enum End {
        /** It goes on below. */
        CONTINUES,
        /** The target string has just been captured: the attacker's objective of capture is met. */
        CAPTURED,
        /** A pass succeeded a pass: the hypothetical-sequence is finished. */
        SEQUENCE_ENDS,
        /**
         * Settled without search: the target's string is pass-alive (the owner wins by passing for
         * ever), or stands by a miai strategy (the owner answers pairs, docs/j2003.md "Miai in the
         * search"), or the target is captured and every intersection of the local area is held by the
         * attacker's pass-alive strings or enclosed by them (the attacker wins by passing for ever).
         */
        SETTLED,
        /** The state repeats one earlier on this branch: from here the play cycles. */
        REPEATS,
        /** Not shown: the tree's size bound was reached. */
        NOT_SHOWN
    }

    /**
     * One move of the tree.
     *
     * @param player   who moved ({@code null} at the root)
     * @param move     the move ({@code null} at the root)
     * @param end      whether and why the branch stops here
     * @param children the moves that follow
     */
    public record Node(Player player, Move move, End end, List<Node> children) {
        public Node {
            children = List.copyOf(children);
        }
    }

    /** The number of nodes, root excluded. */
    public int moveCount() {
        return count(root) - 1;
    }

    private static int count(Node n) {
        int c = 1;
        for (Node child : n.children()) c += count(child);
        return c;
    }
}
