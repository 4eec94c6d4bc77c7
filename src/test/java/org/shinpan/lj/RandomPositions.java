package org.shinpan.lj;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.StoneString;

/** Small random graphs and positions for the property tests, from a seed. */
final class RandomPositions {
    private RandomPositions() {}

    /** A graph of {@code n} locations {@code l0 ..}: a path through all of them plus random chords. */
    static Graph graph(Random random, int n) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < n; i++) labels.add("l" + i);
        List<int[]> edges = new ArrayList<>();
        for (int i = 1; i < n; i++) edges.add(new int[] {random.nextInt(i), i});
        int chords = random.nextInt(n);
        for (int c = 0; c < chords; c++) {
            int a = random.nextInt(n);
            int b = random.nextInt(n);
            if (a != b) edges.add(new int[] {a, b});
        }
        return Graph.fromEdges(labels, edges);
    }

    /** Random stones on {@code graph}, then every string without a liberty emptied. */
    static Position position(Random random, Graph graph) {
        Occupant[] o = new Occupant[graph.size()];
        for (int loc = 0; loc < o.length; loc++) o[loc] = Occupant.ofCode(random.nextInt(3));
        Position p = Position.of(graph, o);
        for (StoneString s : p.strings()) {
            if (s.liberties().isEmpty()) s.stones().forEach(loc -> o[loc] = Occupant.EMPTY);
        }
        return Position.of(graph, o);
    }

    /**
     * {@code p} with about half the opponent's stones of {@code prover} taken away (which leaves
     * every string a liberty) and the prover's stones added on a third of the empty locations where
     * the position stays legal: random control tests then give the prover's wins their share.
     */
    static Position favouring(Random random, Position p, Player prover) {
        for (int loc = 0; loc < p.graph().size(); loc++) {
            if (p.occupant(loc) == prover.opponent().stone() && random.nextBoolean()) p = p.with(loc, Occupant.EMPTY);
            if (p.isEmpty(loc) && random.nextInt(3) == 0 && p.with(loc, prover.stone()).isLegal()) {
                p = p.with(loc, prover.stone());
            }
        }
        return p;
    }
}
