package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.shinpan.board.Player;
import org.shinpan.search.Arena;

/**
 * The explicit graph of the reference rules from one state: every state reachable under
 * {@link HypotheticalGame#transitions} (a transition kept where {@code allowed} says so), with the
 * tracked strings that have lost their original stones; a finished sequence loops on its last
 * state. For the properties that solve a settled state on the reference game.
 */
final class ExplicitGame {
    /** A state and the tracked strings whose original stones were removed before it. */
    record Node(HypotheticalState state, BitSet lost) {}

    final List<Node> nodes = new ArrayList<>();
    final List<int[]> successors = new ArrayList<>();

    private ExplicitGame() {}

    /**
     * The graph from {@code start}; {@code tracked} gives per intersection the tracked string whose
     * original stone stands there (or -1). Null once it has more than {@code limit} states.
     */
    static ExplicitGame explore(Node start, int[] tracked, BiPredicate<HypotheticalState, HypotheticalGame.Transition> allowed,
            int limit) {
        ExplicitGame g = new ExplicitGame();
        Map<Node, Integer> index = new HashMap<>();
        index.put(start, 0);
        g.nodes.add(start);
        for (int v = 0; v < g.nodes.size(); v++) {
            if (g.nodes.size() > limit) return null;
            Node node = g.nodes.get(v);
            IntArrayList succ = new IntArrayList();
            for (HypotheticalGame.Transition t : HypotheticalGame.transitions(node.state())) {
                if (!allowed.test(node.state(), t)) continue;
                BitSet lost = node.lost();
                for (int k = 0; k < t.removed().size(); k++) {
                    int ti = tracked[t.removed().get(k)];
                    if (ti >= 0 && !lost.get(ti)) {
                        lost = (BitSet) lost.clone();
                        lost.set(ti);
                    }
                }
                Node next = new Node(t.next(), lost);
                Integer w = index.get(next);
                if (w == null) {
                    w = g.nodes.size();
                    index.put(next, w);
                    g.nodes.add(next);
                }
                succ.add(w);
            }
            if (succ.isEmpty()) succ.add(v); // a finished sequence loops on its last state
            g.successors.add(succ.toArray());
        }
        return g;
    }

    /** The game's arena, the attacker (the opponent of {@code owner}) the protagonist. */
    Arena arena(Player owner) {
        Arena.Builder builder = new Arena.Builder();
        for (Node node : nodes) builder.addNode(node.state().toMove() != owner);
        for (int v = 0; v < nodes.size(); v++) builder.setSuccessors(v, successors.get(v));
        return builder.build();
    }

    /**
     * The acceptance sets of a no-permanent-stone question: per intersection of {@code local}, the
     * states where it holds no placed stone of {@code owner} (a stone of the owner that is not an
     * original stone of a tracked string still standing).
     */
    boolean[][] noPlacedStone(Player owner, int[] local, int[] tracked) {
        boolean[][] sets = new boolean[local.length][nodes.size()];
        for (int v = 0; v < nodes.size(); v++) {
            Node node = nodes.get(v);
            for (int j = 0; j < local.length; j++) {
                int z = local[j];
                boolean placed = node.state().position().occupant(z) == owner.stone()
                        && (tracked[z] < 0 || node.lost().get(tracked[z]));
                sets[j][v] = !placed;
            }
        }
        return sets;
    }
}
