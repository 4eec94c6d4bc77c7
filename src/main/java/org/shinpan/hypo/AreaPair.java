package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.Move;

/**
 * Two disjoint areas of one player D ({@link EnclosedArea}), each of which keeps one eye for the
 * blocks the two share: on each area's small board those blocks share one eye node (an empty node
 * joined to each of them and to nothing else, on which D loses at once by playing), the opponent P
 * moves first with unlimited ko threats, and P cannot capture any block there. Then no block of either area can be
 * captured on the whole board: D answers P's plays in each area by that area's strategy and passes
 * after P's other moves, and at each of P's turns every shared block has a liberty in both areas, so
 * the eye node of one stands for a liberty the other really has. J2003 (v35a, "Life and Death":
 * uncapturable) has no such notion; the argument is in docs/j2003.md, "Two areas".
 */
final class AreaPair {
    private AreaPair() {}

    /**
     * The pair's proof that {@code first} and {@code second} (disjoint areas of one player, each
     * with eye nodes for their shared blocks, both proven by {@link EnclosedArea#eyedSafety}) keep
     * every block of both: a certificate of D's combined strategy on {@code whole}, with P's first
     * moves in either area answered as that area's strategy answers them, P's pass answered by a
     * pass, and the moves each area's tree leaves out unlisted, as in an area's own certificate.
     */
    static ForceResult proof(Position whole, Player player, ForceResult first, ForceResult second, int[] firstPoints,
            int[] secondPoints, int shared) {
        String note = "uncapturable by two areas, " + labels(whole, firstPoints) + " and " + labels(whole, secondPoints)
                + ", each keeping one eye for the " + (shared == 1 ? "block" : shared + " blocks")
                + " they share (docs/j2003.md, \"Two areas\")";
        Certificate a = first.certificate();
        Certificate b = second.certificate();
        long states = first.states() + second.states();
        if (a == null || b == null) return new ForceResult(Forcing.CANNOT_FORCE, null, states, note);
        Player opponent = player.opponent();
        List<HypotheticalStrategy.Node> children = new ArrayList<>();
        Set<Move> listed = new HashSet<>();
        for (Certificate c : List.of(a, b)) {
            for (HypotheticalStrategy.Node child : c.strategy().root().children()) {
                if (child.move() instanceof Move.Play && listed.add(child.move())) children.add(child);
            }
        }
        children.add(new HypotheticalStrategy.Node(opponent, Move.PASS, HypotheticalStrategy.End.CONTINUES,
                List.of(new HypotheticalStrategy.Node(player, Move.PASS, HypotheticalStrategy.End.SEQUENCE_ENDS,
                        List.of()))));
        HypotheticalState start = HypotheticalState.start(whole, opponent);
        HypotheticalStrategy.Node root = new HypotheticalStrategy.Node(null, null, HypotheticalStrategy.End.CONTINUES,
                children);
        // the areas' trees are made with the opponent as ko master: replayed under J2003 (where a move
        // of the owner is refused, the tree is kept as made, and the check says so)
        HypotheticalStrategy.Node onBoard = EnclosedArea.onWholeBoard(root, start, player);
        List<Certificate.Step> line = List.of(new Certificate.Step(opponent, Move.PASS),
                new Certificate.Step(player, Move.PASS));
        Certificate c = new Certificate(player, line, -1,
                new HypotheticalStrategy(player, onBoard == null ? root : onBoard), false);
        return new ForceResult(Forcing.CANNOT_FORCE, c, states, note);
    }

    /** The intersections {@code points} of {@code whole}, named, blank-separated. */
    private static String labels(Position whole, int[] points) {
        StringBuilder sb = new StringBuilder();
        for (int q : points) sb.append(sb.length() == 0 ? "" : " ").append(whole.graph().label(q));
        return sb.toString();
    }

    /** Whether {@code a} and {@code b} share no intersection. */
    static boolean disjoint(EnclosedArea a, EnclosedArea b) {
        for (int q : b.intersections()) if (a.inRegions(q)) return false;
        return true;
    }
}
