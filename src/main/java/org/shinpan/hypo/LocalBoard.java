package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.List;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Position;
import org.shinpan.rules.Move;

/**
 * The map from a small board, on which one test is played instead of the whole board
 * ({@link SealedArea}, {@link EnclosedArea}), back to the whole board: each of its intersections
 * that stands for one of the board's, and the certificates of its tests put back on the board.
 * The small board's other nodes (walls, their private liberties, whole blocks) are never played on.
 */
final class LocalBoard {
    private final int[] toOriginal;

    /** {@code toOriginal[smallLoc]}: the intersection it stands for, or -1. */
    LocalBoard(int[] toOriginal) {
        this.toOriginal = toOriginal;
    }

    /** The intersections of the whole board the small board stands for, in its order. */
    int[] originals() {
        return java.util.Arrays.stream(toOriginal).filter(loc -> loc >= 0).toArray();
    }

    /** The location on the whole board of a location of the small board. */
    int original(int smallLoc) {
        int loc = toOriginal[smallLoc];
        if (loc < 0) throw new IllegalArgumentException("not an intersection of the board: " + smallLoc);
        return loc;
    }

    /** A result on the small board with {@code note} and {@code states}, its certificate's plays put back on the board. */
    ForceResult lift(ForceResult r, long states, String note) {
        Certificate c = r.certificate();
        Certificate lifted = c == null ? null : new Certificate(c.winner(), c.line().stream()
                .map(s -> new Certificate.Step(s.player(), lift(s.move()))).toList(), c.cycleStart(),
                new HypotheticalStrategy(c.strategy().owner(), lift(c.strategy().root())), c.settled());
        return new ForceResult(r.answer(), lifted, states, r.note().isEmpty() ? note : note + "; " + r.note());
    }

    private Move lift(Move m) {
        return m instanceof Move.Play play ? Move.play(original(play.loc())) : m;
    }

    private HypotheticalStrategy.Node lift(HypotheticalStrategy.Node node) {
        return new HypotheticalStrategy.Node(node.player(), node.move() == null ? null : lift(node.move()), node.end(),
                node.children().stream().map(this::lift).toList());
    }

    /** Builds a small board node by node. */
    static final class Builder {
        private final List<String> labels = new ArrayList<>();
        private final List<int[]> edges = new ArrayList<>();
        private final List<Occupant> occupants = new ArrayList<>();
        private final List<Boolean> playable = new ArrayList<>();
        private final List<Integer> original = new ArrayList<>();

        private int node(String label, Occupant occupant, boolean mayPlay, int originalLoc) {
            labels.add(label);
            occupants.add(occupant);
            playable.add(mayPlay);
            original.add(originalLoc);
            return labels.size() - 1;
        }

        /** A node that stands for intersection {@code loc} of {@code p}, as it is there. */
        int intersection(Position p, int loc) {
            return node(p.graph().label(loc), p.occupant(loc), true, loc);
        }

        /** A node holding {@code stone} that stands for a whole string, never played on. */
        int string(String label, Occupant stone) {
            return node(label, stone, false, -1);
        }

        /**
         * A wall: a node holding {@code stone} with two private empty neighbours on which nobody may
         * play, so that it is never captured.
         */
        int wall(String label, Occupant stone) {
            int w = string(label, stone);
            for (int i = 1; i <= 2; i++) edge(w, privateLiberty(label + "-liberty-" + i));
            return w;
        }

        /**
         * An empty node that stands for no intersection, on which anyone may play (the small board's
         * rules may forbid it to one side): the eye node of a pair of areas (docs/j2003.md, "Two areas").
         */
        int eye(String label) {
            return node(label, Occupant.EMPTY, true, -1);
        }

        /** An empty node on which nobody may play: a liberty that is never lost. */
        int privateLiberty(String label) {
            return node(label, Occupant.EMPTY, false, -1);
        }

        void edge(int a, int b) {
            edges.add(new int[] {a, b});
        }

        int size() {
            return labels.size();
        }

        Position position() {
            return Position.of(Graph.fromEdges(labels, edges), occupants.toArray(new Occupant[0]));
        }

        /** Per node: whether anyone may play there (only the intersections). */
        boolean[] playable() {
            boolean[] b = new boolean[playable.size()];
            for (int i = 0; i < b.length; i++) b[i] = playable.get(i);
            return b;
        }

        LocalBoard board() {
            return new LocalBoard(original.stream().mapToInt(Integer::intValue).toArray());
        }
    }
}
