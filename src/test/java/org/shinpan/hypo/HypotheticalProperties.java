package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.IntBinaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.Move;

/**
 * Properties of the hypothetical-analysis on random small final-positions: the two solvers agree,
 * and the verdicts respect the symmetries of the rules.
 */
class HypotheticalProperties {
    private static final long LIMIT = 30_000;

    @Provide
    Arbitrary<Position> smallPositions() {
        return positionsOn(new int[] {1, 2}, new int[] {1, 3}, new int[] {1, 4}, new int[] {2, 2},
                new int[] {1, 5}, new int[] {2, 3}, new int[] {3, 2}, new int[] {1, 6}, new int[] {2, 4},
                new int[] {3, 3});
    }

    /** Legal positions with a stone, each intersection empty, black or white alike, on grids of the given {width, height}. */
    static Arbitrary<Position> positionsOn(int[]... grids) {
        Arbitrary<int[]> sizes = Arbitraries.of(grids);
        return sizes.flatMap(wh -> Arbitraries.integers().between(0, 2).array(int[].class).ofSize(wh[0] * wh[1])
                .map(codes -> {
                    Graph g = Graph.grid(wh[0], wh[1]);
                    Occupant[] o = new Occupant[codes.length];
                    for (int i = 0; i < o.length; i++) o[i] = Occupant.ofCode(codes[i]);
                    return Position.of(g, o);
                }))
                .filter(p -> p.isLegal() && !p.hasNoStones());
    }

    private static HypotheticalAnalysis.Result analyze(Position p, HypotheticalSolver solver) {
        return HypotheticalAnalysis.analyze(new FinalPosition(p), solver, 0);
    }

    /**
     * Whether both verdicts are decided. A transformed position is searched in another order, so
     * one may run out of the state budget where the other does not: unknown is no verdict.
     */
    private static boolean decided(StringVerdict a, StringVerdict b) {
        boolean both = a.status() != Capturability.UNKNOWN && b.status() != Capturability.UNKNOWN;
        Statistics.label("decided").collect(both);
        return both;
    }

    private static boolean known(HypotheticalAnalysis.Result r) {
        return r.scoring() != null;
    }

    @Property(tries = 1000)
    void lazySolverAgreesWithReferenceSolver(@ForAll("smallPositions") Position p) {
        HypotheticalAnalysis.Result reference = analyze(p, new ReferenceSolver(LIMIT));
        HypotheticalAnalysis.Result lazy = analyze(p, new LazySolver(LIMIT));
        Statistics.collect(known(reference) ? "reference exact" : "reference unknown");
        for (int i = 0; i < reference.verdicts().size(); i++) {
            Capturability a = reference.verdicts().get(i).status();
            Capturability b = lazy.verdicts().get(i).status();
            if (a != Capturability.UNKNOWN && b != Capturability.UNKNOWN) {
                assertEquals(a, b, "string " + reference.verdicts().get(i).string().describe(p.graph()) + " in\n" + p);
                Statistics.label("status").collect(a);
            }
        }
        if (known(reference) && known(lazy)) {
            assertEquals(reference.score(), lazy.score());
        }
    }

    /**
     * Where a string's local-2 meets a string whose status a small state limit left unknown, the
     * string is still decided where the attacker wins on its largest possible local-2 (dead) or
     * the owner on its smallest (capturable-2): HypotheticalAnalysis, round 3. Every status so
     * decided, and every other decided one, is the reference solver's; the certificates of the
     * tests that decided such a string check on the local area they were played on.
     */
    @Property(tries = 1200)
    void aLocal2BetweenItsBoundsDecidesAsTheReferenceDoes(@ForAll("smallPositions") Position p,
            @ForAll("smallLimits") long limit) {
        HypotheticalAnalysis.Result reference = analyze(p, new ReferenceSolver(LIMIT));
        HypotheticalAnalysis.Result lazy = analyze(p, new LazySolver(limit));
        for (int i = 0; i < reference.verdicts().size(); i++) {
            StringVerdict v = lazy.verdicts().get(i);
            Capturability a = reference.verdicts().get(i).status();
            boolean bounds = v.note().startsWith("local-2 depends") && v.status() != Capturability.UNKNOWN;
            Statistics.label("local-2 between its bounds").collect(bounds ? "decided " + v.status()
                    : v.note().startsWith("local-2 depends") ? "unknown" : "not asked");
            if (a == Capturability.UNKNOWN || v.status() == Capturability.UNKNOWN) continue;
            assertEquals(a, v.status(), "string " + v.string().describe(p.graph()) + " (" + v.note() + ") in\n" + p);
            if (bounds) {
                StringVerdict.Test t = v.tests().get(v.tests().size() - 1);
                CertificateCheck.Result c = CertificateCheck.check(lazy.position(), v.string(), t.question(),
                        CertificateCheck.localArea(lazy, v, t), t.result().certificate());
                assertTrue(c.outcome() != CertificateCheck.Outcome.INVALID, c.describe() + " in\n" + p);
            }
        }
        Statistics.label("local-2 between its bounds").coverage(c -> c.check("decided DEAD").count(n -> n > 0));
    }

    @Provide
    Arbitrary<Long> smallLimits() {
        return Arbitraries.of(15L, 40L, 100L, 300L);
    }

    @Property(tries = 200)
    void swappingColoursSwapsStatusesAndNegatesTheScore(@ForAll("smallPositions") Position p) {
        Position swapped = transform(p, p.graph(), (x, y) -> p.graph().loc(x, y), true);
        HypotheticalAnalysis.Result r = analyze(p, new LazySolver(LIMIT));
        HypotheticalAnalysis.Result s = analyze(swapped, new LazySolver(LIMIT));
        for (int i = 0; i < r.verdicts().size(); i++) {
            StringVerdict v = r.verdicts().get(i);
            StringVerdict w = s.verdictAt(v.string().anchor());
            assertEquals(v.string().player().opponent(), w.string().player());
            if (decided(v, w)) assertEquals(v.status(), w.status());
        }
        if (known(r) && known(s)) {
            assertEquals(-r.score(), s.score());
        }
    }

    @Property(tries = 200)
    void rotationsAndReflectionsKeepTheVerdicts(@ForAll("smallPositions") Position p,
            @ForAll("symmetries") int symmetry) {
        Graph g = p.graph();
        boolean transpose = (symmetry & 4) != 0;
        Graph h = transpose ? Graph.grid(g.height(), g.width()) : g;
        IntBinaryOperator map = (x, y) -> {
            int xx = (symmetry & 1) != 0 ? g.width() - 1 - x : x;
            int yy = (symmetry & 2) != 0 ? g.height() - 1 - y : y;
            return transpose ? h.loc(yy, xx) : h.loc(xx, yy);
        };
        Position q = transform(p, h, map, false);
        HypotheticalAnalysis.Result r = analyze(p, new LazySolver(LIMIT));
        HypotheticalAnalysis.Result s = analyze(q, new LazySolver(LIMIT));
        for (StringVerdict v : r.verdicts()) {
            int anchor = v.string().anchor();
            StringVerdict w = s.verdictAt(map.applyAsInt(g.x(anchor), g.y(anchor)));
            if (decided(v, w)) assertEquals(v.status(), w.status());
        }
        if (known(r) && known(s)) {
            assertEquals(r.score(), s.score());
        }
    }

    @Provide
    Arbitrary<Integer> symmetries() {
        return Arbitraries.integers().between(1, 7);
    }

    @Property(tries = 300)
    void everyPassAliveStringIsUncapturable(@ForAll("smallPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        LazySolver solver = new LazySolver(LIMIT);
        for (Player player : Player.values()) {
            boolean[] alive = BensonAnalysis.passAlive(p, player);
            for (FinalString s : fp.strings()) {
                if (s.player() != player || !alive[s.anchor()]) continue;
                Statistics.collect("pass-alive string");
                ForceResult r = solver.forceCapture(fp, s);
                assertTrue(r.answer() != Forcing.CAN_FORCE, s.describe(p.graph()) + " in\n" + p);
            }
        }
    }

    @Property(tries = 200)
    void everyPrincipalSequenceReplaysLegally(@ForAll("smallPositions") Position p) {
        HypotheticalAnalysis.Result r = analyze(p, new LazySolver(LIMIT));
        for (StringVerdict v : r.verdicts()) {
            for (StringVerdict.Test t : v.tests()) {
                Certificate c = t.result().certificate();
                if (c == null) continue;
                HypotheticalState state = HypotheticalState.start(p, v.string().player().opponent());
                List<Certificate.Step> line = c.line();
                for (Certificate.Step step : line) {
                    assertEquals(state.toMove(), step.player());
                    Move move = step.move();
                    HypotheticalState current = state;
                    state = HypotheticalGame.transitions(current).stream()
                            .filter(tr -> tr.move().equals(move)).findFirst()
                            .orElseThrow(() -> new AssertionError(move + " is not legal in\n" + current.position()))
                            .next();
                }
            }
        }
    }

    /**
     * Every certificate of the lazy solver stands the move-by-move check against the reference
     * game (CertificateCheck); a capture certificate of a whole-board test lists every move of the
     * loser wherever it goes on, and where its tree is shown in full it is a proof by itself.
     */
    @Property(tries = 200)
    void everyCertificateChecksAgainstTheReferenceGame(@ForAll("smallPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(fp, new LazySolver(LIMIT), 0);
        for (StringVerdict v : r.verdicts()) {
            for (StringVerdict.Test t : v.tests()) {
                Certificate c = t.result().certificate();
                if (c == null) continue;
                CertificateCheck.Result check = CertificateCheck.check(fp, v.string(), t.question(),
                        CertificateCheck.localArea(r, v, t), c);
                assertTrue(check.outcome() != CertificateCheck.Outcome.INVALID,
                        v.string().describe(p.graph()) + ", " + t.question().text() + ": " + check.describe() + " in\n" + p);
                boolean onArea = t.result().note().contains("area");
                if (!onArea) assertEquals(0, check.unlisted(), check.describe() + " in\n" + p);
                Statistics.label("check").collect(t.question() == StringVerdict.Question.CAPTURE ? "capture " + check.outcome()
                        : "permanent " + check.outcome());
            }
        }
    }

    /** The position with each stone moved by {@code map} onto {@code graph}, colours swapped if asked. */
    private static Position transform(Position p, Graph graph, IntBinaryOperator map, boolean swap) {
        Graph g = p.graph();
        Occupant[] o = new Occupant[graph.size()];
        java.util.Arrays.fill(o, Occupant.EMPTY);
        for (int loc = 0; loc < g.size(); loc++) {
            Occupant occ = p.occupant(loc);
            if (swap && occ.isStone()) occ = occ.player().opponent().stone();
            o[map.applyAsInt(g.x(loc), g.y(loc))] = occ;
        }
        return Position.of(graph, o);
    }
}
