package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.Move;

/**
 * The enclosed-area tests (docs/j2003.md, "Enclosed areas") against the whole board: whatever an
 * area proves (its blocks uncapturable; a string inside capturable) the capture test on the whole
 * board, by the lazy solver without areas (held equal to the reference solver by
 * {@link HypotheticalProperties}), confirms; and the area's principal sequences replay legally on
 * the whole board.
 */
class EnclosedAreaProperties {
    private static final long LIMIT = 30_000;
    private static final long WHOLE_LIMIT = 200_000;

    /**
     * Random legal positions on boards of 4×4 to 5×5, the stones of one colour more frequent, so
     * that its blocks enclose small regions.
     */
    @Provide
    Arbitrary<Position> positions() {
        Arbitrary<Integer> widths = Arbitraries.integers().between(4, 5);
        Arbitrary<Integer> heights = Arbitraries.integers().between(4, 5);
        return Combinators.combine(widths, heights).flatAs((w, h) -> Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(4, Arbitraries.just(0)), net.jqwik.api.Tuple.of(5, Arbitraries.just(1)),
                net.jqwik.api.Tuple.of(2, Arbitraries.just(2))).array(int[].class).ofSize(w * h).map(codes -> {
                    Graph g = Graph.grid(w, h);
                    Occupant[] o = new Occupant[g.size()];
                    for (int i = 0; i < o.length; i++) o[i] = Occupant.ofCode(codes[i]);
                    return Position.of(g, o);
                })).filter(Position::isLegal);
    }

    @Property(tries = 400)
    void whatAnAreaProvesHoldsOnTheWholeBoard(@ForAll("positions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        LazySolver solver = new LazySolver(LIMIT);
        for (Player d : Player.values()) {
            for (EnclosedArea area : EnclosedArea.of(fp, d, EnclosedArea.DEFAULT_MAX_REGION, EnclosedArea.DEFAULT_MAX_POINTS)) {
                if (area.isOpen()) continue; // OpenRegionProperties
                ForceResult safety = area.safety(solver);
                Statistics.label("safety").collect(safety.answer());
                if (safety.answer() == Forcing.CANNOT_FORCE) {
                    for (FinalString block : area.blocks()) {
                        ForceResult whole = new LazySolver(WHOLE_LIMIT).wholeBoard().forceCapture(fp, block);
                        assertNotEquals(Forcing.CAN_FORCE, whole.answer(), block.describe(p.graph()) + " in\n" + p);
                    }
                    replays(p, area.blocks().get(0), safety);
                }
                for (FinalString s : fp.strings()) {
                    if (s.player() == d || !area.holds(s)) continue;
                    ForceResult capture = area.capture(s, solver);
                    Statistics.label("capture").collect(capture.answer());
                    if (capture.answer() != Forcing.CAN_FORCE) continue;
                    ForceResult whole = new LazySolver(WHOLE_LIMIT).wholeBoard().forceCapture(fp, s);
                    assertNotEquals(Forcing.CANNOT_FORCE, whole.answer(), s.describe(p.graph()) + " in\n" + p);
                    replays(p, s, capture);
                }
            }
        }
    }

    /** The principal sequence of {@code r}, a test of {@code target}, is legal on the whole board. */
    static void replays(Position p, FinalString target, ForceResult r) {
        assertNotNull(r.certificate());
        SealedAreaProperties.assertReplays(p, target, r.certificate());
    }

    // Hand-derived cases.

    /**
     * Black's blocks {A3 B3 C3 B2} and {C1 D1 D2} share two regions: the one-point eye C2 and the
     * bent three A1 A2 B1 in the corner. A1 touches neither block, so the bent three is vital to
     * neither (Benson) and neither block is pass-alive. Yet White cannot capture either: White A1
     * is answered by A2 (White B1 would then have no liberty and capture nothing, as both blocks
     * keep C2 and B1 respectively C2 — suicide); White B1 or A2 is a stone with one liberty,
     * taken at once; White C2 has no liberty and captures nothing. The area of the two eye regions
     * (regions of at most 3 intersections, 4 in all; the region E3 with White's stones has 4) proves
     * it.
     */
    @Example
    void twoBlocksSharingABentThreeAndAnEyeAreSafe() {
        Position p = Diagram.parse("""
                X X X O .
                . X . X O
                . . X X O
                """);
        FinalPosition fp = new FinalPosition(p);
        boolean[] passAlive = BensonAnalysis.passAlive(p, Player.BLACK);
        assertTrue(!passAlive[p.graph().parseLocation("A3")] && !passAlive[p.graph().parseLocation("D1")]);
        // the region of E3 and White's stones (4 intersections) is large here: its pieces make open
        // areas (OpenRegionProperties), left out
        List<EnclosedArea> areas = EnclosedArea.of(fp, Player.BLACK, 3, 4).stream().filter(a -> !a.isOpen()).toList();
        assertEquals(1, areas.size());
        EnclosedArea area = areas.get(0);
        assertEquals(java.util.Set.of(at(fp, p, "A3"), at(fp, p, "C1")), java.util.Set.copyOf(area.blocks()));
        ForceResult r = area.safety(new LazySolver(LIMIT));
        assertEquals(Forcing.CANNOT_FORCE, r.answer());
        assertTrue(r.note().startsWith("uncapturable with its enclosed area alone of 4 intersections, 2 blocks"),
                r.note());
    }

    /**
     * The same shape with a White stone on A1: Black, moving first, plays B1 (White A1 keeps only
     * A2; White A2 would have no liberty and capture nothing, since Black's upper block keeps C2),
     * and takes A1 with A2 next; or the same the other way round, A2 first (White B1 would have no
     * liberty and capture nothing, the lower block keeping C2). White's stone can be captured, and
     * so is not uncapturable.
     */
    @Example
    void aStoneInsideTheBentThreeIsCaptured() {
        Position p = Diagram.parse("""
                X X X O .
                . X . X O
                O . X X O
                """);
        FinalPosition fp = new FinalPosition(p);
        FinalString a1 = at(fp, p, "A1");
        EnclosedArea area = EnclosedArea.of(fp, Player.BLACK, 3, 4).get(0);
        assertTrue(area.inRegions(a1.anchor()));
        ForceResult r = area.capture(a1, new LazySolver(LIMIT));
        assertEquals(Forcing.CAN_FORCE, r.answer());
        Move first = r.certificate().line().get(0).move();
        assertTrue(first.equals(Move.play(p.graph().parseLocation("B1")))
                || first.equals(Move.play(p.graph().parseLocation("A2"))), first.toString());
        ForceResult whole = new LazySolver(LIMIT).forceCapture(fp, a1);
        assertEquals(Forcing.CAN_FORCE, whole.answer());
        assertTrue(whole.note().startsWith("captured inside an enclosed area"), whole.note());
    }

    private static FinalString at(FinalPosition fp, Position p, String label) {
        return fp.stringAt(p.graph().parseLocation(label));
    }
}
