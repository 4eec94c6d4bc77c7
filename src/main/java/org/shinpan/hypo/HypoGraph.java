package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.shinpan.board.Player;
import org.shinpan.rules.Move;

/**
 * The graph of hypothetical-sequences for one final-string's test, built node by node.
 *
 * <p>A node is a {@link HypotheticalState} together with which of the tracked final-strings of the
 * owner have lost their original stones. Capture of the target (tracked string 0) is such a loss;
 * it is sticky, because stones of the final-position never come back: a stone played later on the
 * same intersection is a new stone. A stone of the owner is <em>placed</em> (played during the
 * sequence, J2003 "permanent-stone") unless its intersection still holds the final-position's
 * stone, i.e. belongs to a tracked string that has not been lost.
 *
 * <p>Node 0 is the start: the final-position, the attacker to move, no ban. A node is expanded when
 * its moves are known; a finished sequence, and a node where expansion is not wanted (target
 * captured in the capture test), has a single move looping to itself.
 */
final class HypoGraph implements SequenceGraph {
    private record Key(HypotheticalState state, BitSet lost) {}

    private final Player attacker;
    private final Player owner;
    private final int[] trackedIndexAt; // per intersection: index of the tracked string, or -1
    private final boolean stopAtCapture;
    private final Map<Key, Integer> index = new HashMap<>();
    private final List<HypotheticalState> states = new ArrayList<>();
    private final List<BitSet> lost = new ArrayList<>();
    private final List<int[]> successors = new ArrayList<>(); // null until expanded
    private final List<Move[]> moves = new ArrayList<>();
    private final List<int[]> removedOwn = new ArrayList<>(); // owner's stones removed, per move
    private final List<boolean[]> fillsOwnEye = new ArrayList<>(); // per move: a play whose neighbours are all the mover's

    /**
     * @param tracked       the owner's final-strings whose loss is tracked; the target first
     * @param stopAtCapture whether a node where the target is lost needs no expansion
     */
    HypoGraph(FinalPosition position, List<FinalString> tracked, boolean stopAtCapture) {
        this.owner = tracked.get(0).player();
        this.attacker = owner.opponent();
        this.stopAtCapture = stopAtCapture;
        this.trackedIndexAt = trackedIndexAt(position, tracked);
        node(new Key(HypotheticalState.start(position.position(), attacker), new BitSet()));
    }

    /** Per intersection, the index in {@code tracked} of the final-string on it, or -1. */
    static int[] trackedIndexAt(FinalPosition position, List<FinalString> tracked) {
        int[] index = new int[position.position().graph().size()];
        Arrays.fill(index, -1);
        for (int t = 0; t < tracked.size(); t++) {
            int i = t;
            tracked.get(t).stones().forEach(loc -> index[loc] = i);
        }
        return index;
    }

    @Override
    public Player attacker() {
        return attacker;
    }

    @Override
    public Player owner() {
        return owner;
    }

    @Override
    public int size() {
        return states.size();
    }

    @Override
    public int[] successors(int node) {
        return successors.get(node);
    }

    @Override
    public Move[] moves(int node) {
        return moves.get(node);
    }

    @Override
    public int[] removedOwn(int node) {
        return removedOwn.get(node);
    }

    @Override
    public boolean[] fillsOwnEye(int node) {
        return fillsOwnEye.get(node);
    }

    @Override
    public Player toMove(int node) {
        return states.get(node).toMove();
    }

    private int node(Key key) {
        Integer v = index.get(key);
        if (v != null) return v;
        int w = states.size();
        index.put(key, w);
        states.add(key.state());
        lost.add(key.lost());
        successors.add(null);
        moves.add(null);
        removedOwn.add(null);
        fillsOwnEye.add(null);
        return w;
    }

    @Override
    public boolean isExpanded(int node) {
        return successors.get(node) != null;
    }

    @Override
    public boolean isTargetCaptured(int node) {
        return lost.get(node).get(0);
    }

    @Override
    public boolean isEnd(int node) {
        return states.get(node).ended();
    }

    /** Whether {@code loc} holds a stone of the owner played during the sequence. */
    @Override
    public boolean isPlacedOwnerStone(int node, int loc) {
        if (states.get(node).position().occupant(loc) != owner.stone()) return false;
        int t = trackedIndexAt[loc];
        return t < 0 || lost.get(node).get(t);
    }

    /** Computes the moves of {@code node}, adding the nodes they lead to. */
    @Override
    public void expand(int node) {
        if (isExpanded(node)) return;
        HypotheticalState state = states.get(node);
        BitSet before = lost.get(node);
        if (state.ended() || (stopAtCapture && before.get(0))) {
            successors.set(node, new int[] {node});
            moves.set(node, new Move[] {null});
            removedOwn.set(node, new int[] {0});
            fillsOwnEye.set(node, new boolean[1]);
            return;
        }
        List<HypotheticalGame.Transition> transitions = HypotheticalGame.transitions(state);
        int[] succ = new int[transitions.size()];
        Move[] m = new Move[transitions.size()];
        int[] own = new int[transitions.size()];
        boolean[] eyeFill = new boolean[transitions.size()];
        for (int i = 0; i < transitions.size(); i++) {
            HypotheticalGame.Transition t = transitions.get(i);
            if (t.move() instanceof Move.Play) {
                eyeFill[i] = surroundedByOwnStones(state, ((Move.Play) t.move()).loc());
            }
            BitSet after = before;
            for (int k = 0; k < t.removed().size(); k++) {
                int loc = t.removed().get(k);
                int ti = trackedIndexAt[loc];
                if (ti >= 0 && !after.get(ti)) {
                    if (after == before) after = (BitSet) before.clone();
                    after.set(ti);
                }
                if (state.position().occupant(loc) == owner.stone()) own[i]++;
            }
            succ[i] = node(new Key(t.next(), after));
            m[i] = t.move();
        }
        successors.set(node, succ);
        moves.set(node, m);
        removedOwn.set(node, own);
        fillsOwnEye.set(node, eyeFill);
    }

    /** Whether every neighbour of {@code loc} holds a stone of the player to move. */
    private static boolean surroundedByOwnStones(HypotheticalState state, int loc) {
        org.shinpan.board.Graph graph = state.position().graph();
        int own = state.toMove().stone().code();
        for (int k = 0; k < graph.degree(loc); k++) {
            if (state.position().code(graph.neighbour(loc, k)) != own) return false;
        }
        return true;
    }
}
