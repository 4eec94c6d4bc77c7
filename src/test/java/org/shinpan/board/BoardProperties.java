package org.shinpan.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;
import net.jqwik.api.state.Action;
import net.jqwik.api.state.ActionChain;
import net.jqwik.api.state.Transformer;
import net.jqwik.api.statistics.Statistics;

/**
 * Random play on random grids (1×1 to 9×9, square or not) and random graphs, both players in
 * any order, suicide allowed or prohibited. After every play the board must agree with the rules
 * computed from scratch ({@link ReferencePlay}), keep its invariants (every string has a liberty,
 * {@link Board#checkConsistency}, incremental hash equals recomputed hash), and undo must restore
 * each earlier position and hash exactly.
 */
class BoardProperties {

    /** A play: location index and player. */
    record Move(int loc, Player player) {}

    /** One generated case: where, under which suicide rule, from which position, which plays. */
    record Setup(Graph graph, SuicideRule rule, Position start, List<Move> moves) {
        @Override
        public String toString() {
            return graph.describe() + " " + rule + " " + moves + "\nstart:\n" + Diagram.print(start);
        }
    }

    // ------------------------------------------------------------------ generators

    @Provide
    Arbitrary<Graph> graphs() {
        Arbitrary<Graph> grids = Combinators.combine(Arbitraries.integers().between(1, 9),
                Arbitraries.integers().between(1, 9)).as(Graph::grid);
        Arbitrary<Graph> others = Arbitraries.integers().between(1, 12).flatMap(n -> Combinators.combine(
                Arbitraries.integers().between(0, 100),
                Arbitraries.integers().between(0, 99).list().ofSize(n * (n - 1) / 2))
                .as((density, coins) -> randomGraph(n, density, coins)));
        return Arbitraries.frequencyOf(Tuple.of(3, grids), Tuple.of(2, others));
    }

    /** Locations l0..l(n-1); the pair (a, b) is an edge when its coin is below {@code density}. */
    private static Graph randomGraph(int n, int density, List<Integer> coins) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < n; i++) labels.add("l" + i);
        List<int[]> edges = new ArrayList<>();
        int k = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (coins.get(k++) < density) edges.add(new int[] {a, b});
            }
        }
        return Graph.fromEdges(labels, edges);
    }

    /** The empty position, or a random colouring with its breathless strings removed. */
    private static Arbitrary<Position> starts(Graph g) {
        Arbitrary<Position> random = Arbitraries.integers().between(0, 2).list().ofSize(g.size()).map(codes -> {
            Occupant[] o = new Occupant[codes.size()];
            for (int i = 0; i < o.length; i++) o[i] = Occupant.ofCode(codes.get(i));
            return ReferencePlay.withoutBreathlessStrings(Position.of(g, o));
        });
        return Arbitraries.frequencyOf(Tuple.of(2, Arbitraries.just(Position.empty(g))), Tuple.of(1, random));
    }

    private static Arbitrary<Move> moves(Graph g) {
        return Combinators.combine(
                Arbitraries.integers().between(0, g.size() - 1).withDistribution(RandomDistribution.uniform()),
                Arbitraries.of(Player.class))
                .as(Move::new);
    }

    @Provide
    Arbitrary<Setup> setups() {
        return graphs().flatMap(g -> Combinators.combine(
                Arbitraries.of(SuicideRule.class),
                starts(g),
                moves(g).list().ofMinSize(0).ofMaxSize(Math.min(400, 8 * g.size() + 20))
                        .withSizeDistribution(RandomDistribution.uniform()))
                .as((rule, start, moves) -> new Setup(g, rule, start, moves)));
    }

    // ------------------------------------------------------------------ checks

    /** The board's invariants between plays. */
    static void checkInvariants(Board b) {
        b.checkConsistency();
        Position p = b.toPosition();
        assertTrue(p.isLegal(), "a string without liberty:\n" + p);
        assertEquals(Zobrist.positionHash(p), b.positionHash(), "incremental hash");
        assertEquals(p.positionHash(), b.positionHash());
    }

    /**
     * Tries the play on {@code b} and checks it against the from-scratch rules: legality (by
     * {@link Board#isLegal}, {@link Board#tryPlay} and {@link Board#play}), the resulting
     * position, captures, suicides and the single capture.
     */
    static ReferencePlay checkPlay(Board b, int loc, Player player) {
        Position before = b.toPosition();
        long hashBefore = b.positionHash();
        int depth = b.depth();
        ReferencePlay ref = ReferencePlay.of(before, loc, player, b.suicideRule());
        assertEquals(ref.legal(), b.isLegal(loc, player), () -> "isLegal " + b.graph().label(loc) + " " + player
                + " on\n" + before);
        if (!ref.legal()) {
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> b.play(loc, player));
            assertEquals(ref.reason(), e.reason());
            assertEquals(loc, e.loc());
            assertEquals(false, b.tryPlay(loc, player));
            assertEquals(before, b.toPosition(), "an illegal play changed the board");
            assertEquals(hashBefore, b.positionHash());
            assertEquals(depth, b.depth());
            return ref;
        }
        // Alternate between the two ways to play.
        if ((loc & 1) == 0) {
            assertEquals(ref.captured(), b.play(loc, player));
        } else {
            assertTrue(b.tryPlay(loc, player));
        }
        assertEquals(ref.after(), b.toPosition(),
                () -> player + " " + b.graph().label(loc) + " on\n" + before + "expected\n" + ref.after());
        assertEquals(depth + 1, b.depth());
        assertEquals(loc, b.lastPlay());
        assertEquals(ref.captured(), b.lastCaptureCount());
        assertEquals(ref.suicided(), b.lastSuicideCount());
        assertEquals(ref.singleCapture(), b.lastSingleCapture());
        checkInvariants(b);
        return ref;
    }

    /** Every string query of the board agrees with the position's own string computation. */
    static void checkStrings(Board b) {
        Position p = b.toPosition();
        List<StoneString> strings = p.strings();
        assertEquals(strings, b.strings());
        for (StoneString s : strings) {
            int loc = s.stones().getLast();
            assertEquals(s.liberties().size(), b.libertyCount(loc));
            assertEquals(s.liberties(), b.liberties(loc));
            assertEquals(s.size(), b.stringSize(loc));
            assertEquals(s.stones(), b.stringStones(loc));
            assertEquals(b.stringHead(s.anchor()), b.stringHead(loc));
            // the allocation-free queries: a stone or liberty of a given parity, and none
            for (int parity = 0; parity < 2; parity++) {
                int odd = parity;
                assertEquals(s.stones().anySatisfy(q -> q % 2 == odd), b.anyStone(loc, q -> q % 2 == odd));
                assertEquals(s.liberties().anySatisfy(q -> q % 2 == odd), b.anyLiberty(loc, q -> q % 2 == odd));
            }
            assertFalse(b.anyStone(loc, q -> false) || b.anyLiberty(loc, q -> false));
        }
    }

    // ------------------------------------------------------------------ properties

    @Property(tries = 1000)
    void playsFollowTheRulesAndUndoRestoresEverything(@ForAll("setups") Setup setup) {
        Board b = new Board(setup.start(), setup.rule());
        checkInvariants(b);
        assertEquals(setup.start(), b.toPosition());
        Deque<Position> positions = new ArrayDeque<>();
        Deque<Long> hashes = new ArrayDeque<>();
        int captures = 0;
        int multiStringCaptures = 0;
        int suicides = 0;
        int illegal = 0;
        int step = 0;
        for (Move m : setup.moves()) {
            Position before = b.toPosition();
            long hash = b.positionHash();
            ReferencePlay ref = checkPlay(b, m.loc(), m.player());
            if (ref.legal()) {
                positions.push(before);
                hashes.push(hash);
                captures += ref.captured() > 0 ? 1 : 0;
                multiStringCaptures += ref.captured() > 1 && ref.singleCapture() == -1 ? 1 : 0;
                suicides += ref.suicided() > 0 ? 1 : 0;
            } else {
                illegal++;
            }
            if (++step % 16 == 0) checkStrings(b);
        }
        checkStrings(b);
        // Undo the whole sequence in reverse.
        while (!positions.isEmpty()) {
            b.undo();
            assertEquals(positions.pop(), b.toPosition());
            assertEquals((long) hashes.pop(), b.positionHash());
            checkInvariants(b);
        }
        assertEquals(0, b.depth());
        assertEquals(setup.start(), b.toPosition());
        checkStrings(b);

        Statistics.label("capturing plays").collect(captures == 0 ? "0" : captures < 5 ? "1-4" : "5+");
        Statistics.label("suicides").collect(setup.rule(), suicides > 0);
        Statistics.label("illegal attempts").collect(illegal > 0);
        Statistics.label("graph").collect(setup.graph().isGrid() ? "grid" : "other");
        int n = setup.graph().size();
        Statistics.label("locations, moves").collect(n < 10 ? "<10" : n < 30 ? "10-29" : "30+",
                setup.moves().size() < n ? "fewer moves than locations" : "more moves");
        Statistics.label("capturing plays").coverage(c -> c.check("5+").percentage(p -> p > 5));
        Statistics.label("suicides").coverage(c -> c.check(SuicideRule.ALLOWED, true).percentage(p -> p > 5));
        Statistics.label("suicides").coverage(c -> c.check(SuicideRule.PROHIBITED, true).count(k -> k == 0));
    }

    @Property(tries = 200)
    void isLegalAgreesWithTheRulesOnEveryLocation(@ForAll("setups") Setup setup) {
        Board b = new Board(setup.start(), setup.rule());
        List<Move> moves = setup.moves();
        for (int i = 0; i < moves.size(); i++) {
            b.tryPlay(moves.get(i).loc(), moves.get(i).player());
            if (i % 8 == 7 || i == moves.size() - 1) {
                Position p = b.toPosition();
                for (int loc = 0; loc < p.graph().size(); loc++) {
                    for (Player player : Player.values()) {
                        boolean expected = ReferencePlay.of(p, loc, player, setup.rule()).legal();
                        assertEquals(expected, b.isLegal(loc, player));
                    }
                }
            }
        }
    }

    @Property(tries = 300)
    void aBoardLoadsEveryLegalPositionAndRefusesTheOthers(@ForAll("graphs") Graph g,
            @ForAll("randomCodes") List<Integer> codes) {
        Occupant[] o = new Occupant[g.size()];
        for (int i = 0; i < o.length; i++) o[i] = Occupant.ofCode(codes.get(i % codes.size()));
        Position p = Position.of(g, o);
        boolean legal = p.strings().stream().allMatch(s -> !s.liberties().isEmpty());
        assertEquals(legal, p.isLegal());
        assertEquals(legal, p.firstStringWithoutLiberty() < 0);
        if (legal) {
            Board b = new Board(p, SuicideRule.PROHIBITED);
            checkInvariants(b);
            checkStrings(b);
            assertEquals(p, b.toPosition());
        } else {
            int bad = p.firstStringWithoutLiberty();
            assertTrue(p.stringAt(bad).liberties().isEmpty());
            assertThrows(IllegalArgumentException.class, () -> new Board(p, SuicideRule.ALLOWED));
        }
        Statistics.collect(legal ? "legal" : "illegal");
    }

    @Provide
    Arbitrary<List<Integer>> randomCodes() {
        return Arbitraries.integers().between(0, 2).list().ofMinSize(1).ofMaxSize(81);
    }

    // ------------------------------------------------------------------ stateful: plays and undos interleaved

    /** The board and, for each play that undo can take back, the position before it. */
    static final class BoardState {
        final Board board;
        final Deque<Position> before = new ArrayDeque<>();

        BoardState(Position start, SuicideRule rule) {
            this.board = new Board(start, rule);
        }

        void play(int loc, Player player) {
            Position p = board.toPosition();
            if (checkPlay(board, loc, player).legal()) {
                before.push(p);
            }
        }

        void undo() {
            board.undo();
            assertEquals(before.pop(), board.toPosition());
        }

        @Override
        public String toString() {
            return board.graph().describe() + " " + board.suicideRule() + " depth " + board.depth() + "\n"
                    + board;
        }
    }

    @Provide
    Arbitrary<ActionChain<BoardState>> chains() {
        return graphs().flatMap(g -> Combinators.combine(Arbitraries.of(SuicideRule.class), starts(g))
                .flatAs((rule, start) -> ActionChain.<BoardState>startWith(() -> new BoardState(start, rule))
                        .withAction(3, (Action.Independent<BoardState>) () -> moves(g).map(m -> Transformer.mutate(
                                "play " + m.player() + " " + g.label(m.loc()), s -> s.play(m.loc(), m.player()))))
                        .withAction(1, Action.<BoardState>when(s -> s.board.depth() > 0).describeAs("undo")
                                .justMutate(BoardState::undo))
                        .withMaxTransformations(120)));
    }

    @Property(tries = 300)
    void playsAndUndosInAnyOrder(@ForAll("chains") ActionChain<BoardState> chain) {
        chain.withInvariant("board invariants", s -> {
            checkInvariants(s.board);
            assertEquals(s.before.size(), s.board.depth());
        }).run();
        long undos = chain.transformations().stream().filter(t -> t.equals("undo")).count();
        Statistics.label("undos").collect(undos == 0 ? "0" : undos < 10 ? "1-9" : "10+");
        Statistics.label("undos").coverage(c -> c.check("10+").percentage(p -> p > 20));
    }
}
