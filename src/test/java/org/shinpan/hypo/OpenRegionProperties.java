package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * Open areas (docs/j2003.md, "Open regions") against the whole board: with a small bound on a
 * region (3 to 5 intersections), most regions of a 5×5 or 5×6 board are "large" and cut; whatever
 * an open area proves (its blocks uncapturable, a string inside capturable) the capture test on
 * the whole board by the lazy solver without areas confirms, and the area's principal sequence
 * replays legally on the whole board.
 */
class OpenRegionProperties {
    private static final long LIMIT = 20_000;
    private static final long WHOLE_LIMIT = 100_000;
    private static final int TRIES = 300;
    /** The proofs of open areas over the run, all checked against the whole board. */
    private static final AtomicInteger PROOFS = new AtomicInteger();
    /** Of those, the ones the whole board decided the same way (the others it left unknown). */
    private static final AtomicInteger CONFIRMED = new AtomicInteger();
    /** The positions the property has tried (the floor is checked only after a whole run). */
    private static final AtomicInteger TRIED = new AtomicInteger();

    /** Random legal positions on 5×5 and 5×6 boards, the stones of one colour more frequent. */
    @Provide
    Arbitrary<Position> positions() {
        Arbitrary<Integer> heights = Arbitraries.integers().between(5, 6);
        return heights.flatMap(h -> Arbitraries.frequencyOf(Tuple.of(5, Arbitraries.just(0)),
                Tuple.of(5, Arbitraries.just(1)), Tuple.of(2, Arbitraries.just(2))).array(int[].class).ofSize(5 * h)
                .map(codes -> {
                    Graph g = Graph.grid(5, h);
                    Occupant[] o = new Occupant[g.size()];
                    for (int i = 0; i < o.length; i++) o[i] = Occupant.ofCode(codes[i]);
                    return Position.of(g, o);
                })).filter(Position::isLegal);
    }

    @Property(tries = TRIES)
    void whatAnOpenAreaProvesHoldsOnTheWholeBoard(@ForAll("positions") Position p,
            @ForAll @IntRange(min = 3, max = 5) int maxRegion) {
        TRIED.incrementAndGet();
        FinalPosition fp = new FinalPosition(p);
        LazySolver solver = new LazySolver(LIMIT);
        for (Player d : Player.values()) {
            for (EnclosedArea area : EnclosedArea.of(fp, d, maxRegion, 10)) {
                if (!area.isOpen()) continue;
                ForceResult safety = area.safety(solver);
                Statistics.label("open safety").collect(safety.answer());
                if (safety.answer() == Forcing.CANNOT_FORCE) {
                    PROOFS.incrementAndGet();
                    boolean decided = true;
                    for (FinalString block : area.blocks()) {
                        ForceResult whole = new LazySolver(WHOLE_LIMIT).wholeBoard().forceCapture(fp, block);
                        assertNotEquals(Forcing.CAN_FORCE, whole.answer(), block.describe(p.graph()) + " in\n" + p);
                        decided &= whole.answer() == Forcing.CANNOT_FORCE;
                    }
                    if (decided) CONFIRMED.incrementAndGet();
                    EnclosedAreaProperties.replays(p, area.blocks().get(0), safety);
                }
                for (FinalString s : fp.strings()) {
                    if (s.player() == d || !area.holds(s)) continue;
                    ForceResult capture = area.capture(s, solver);
                    Statistics.label("open capture").collect(capture.answer());
                    if (capture.answer() != Forcing.CAN_FORCE) continue;
                    PROOFS.incrementAndGet();
                    ForceResult whole = new LazySolver(WHOLE_LIMIT).wholeBoard().forceCapture(fp, s);
                    assertNotEquals(Forcing.CANNOT_FORCE, whole.answer(), s.describe(p.graph()) + " in\n" + p);
                    if (whole.answer() == Forcing.CAN_FORCE) CONFIRMED.incrementAndGet();
                    EnclosedAreaProperties.replays(p, s, capture);
                }
            }
        }
    }

    /** The run must exercise the rules: a floor of one proof per try (measured: 3 to 5 per try). */
    @AfterContainer
    static void enoughProofs() {
        if (TRIED.get() < TRIES) return;
        System.out.println("open areas: " + PROOFS.get() + " proofs, " + CONFIRMED.get()
                + " decided the same on the whole board, the rest unknown there");
        assertTrue(PROOFS.get() >= TRIES, PROOFS.get() + " proofs");
    }

    // Hand-derived cases.

    /**
     * Black's one string on a 6×4 board has a one-point eye at A4 and one empty region of seven
     * intersections, A1 B1 C1 D1 E1 C2 C3 (more than the bound of 5):
     * <pre>
     *   4  . X X X X X
     *   3  X X . X X X
     *   2  X X . X X X
     *   1  . . . . . X
     *      A B C D E F
     * </pre>
     * C1 touches no black stone, so the large region is not vital (Benson) and the string is not
     * pass-alive; the region alone (7 intersections) is too large for an enclosed area, and A4 alone
     * gives the string one liberty, which White takes. Cut at C2, the piece A1 B1 C1 D1 E1 (next to
     * the cut: C1, where a White stone stands for the cut that is never captured and Black may not
     * play) with A4 proves the string uncapturable: White, moving first, cannot capture it.
     * Black makes a second eye with B1 (A1 is then surrounded by A2 and B1) or with D1 (E1 by D1, E2,
     * F1), and the two are miai: White B1 or A1 is answered by D1, White D1 or E1 by B1, White C1
     * by either; White A4, A1 after B1 or E1 after D1 is suicide (the string keeps its other eye),
     * and White's stones joined to C1 take no liberty that Black needs. Black never has to play on
     * C1, which the cut forbids.
     */
    @Example
    void aSecondEyeInAPieceOfALargeRegion() {
        Position p = Diagram.parse("""
                . X X X X X
                X X . X X X
                X X . X X X
                . . . . . X
                """);
        FinalPosition fp = new FinalPosition(p);
        FinalString black = fp.stringAt(p.graph().parseLocation("B2"));
        assertEquals(1, fp.strings().size());
        assertFalse(BensonAnalysis.passAlive(p, Player.BLACK)[black.anchor()]);
        List<EnclosedArea> areas = EnclosedArea.of(fp, Player.BLACK, 5, 24);
        LazySolver solver = new LazySolver(LIMIT);
        // the closed area (A4 alone) fails: White takes the string's one liberty
        List<EnclosedArea> closed = areas.stream().filter(a -> !a.isOpen()).toList();
        assertEquals(1, closed.size());
        assertEquals(Forcing.CAN_FORCE, closed.get(0).safety(solver).answer());
        EnclosedArea piece = areas.stream().filter(a -> a.isOpen() && a.points() == 6
                && a.inRegions(p.graph().parseLocation("A4")) && a.inRegions(p.graph().parseLocation("E1"))
                && !a.inRegions(p.graph().parseLocation("C2"))).findFirst().orElseThrow();
        assertEquals(List.of(black), piece.blocks());
        ForceResult r = piece.safety(solver);
        assertEquals(Forcing.CANNOT_FORCE, r.answer());
        assertTrue(r.note().startsWith("uncapturable with its enclosed area alone of 6 intersections, 1 block and 0"
                + " pass-alive walls, cut out of a larger region at 1 intersection"), r.note());
        // the lazy solver, areas included, proves it so; the whole board agrees
        ForceResult viaSolver = new LazySolver(LIMIT).forceCapture(fp, black);
        assertEquals(Forcing.CANNOT_FORCE, viaSolver.answer());
        assertEquals(Forcing.CANNOT_FORCE, new LazySolver(WHOLE_LIMIT).wholeBoard().forceCapture(fp, black).answer());
    }

    /**
     * What the rule of the cut costs: Black's string on a 6×4 board has the eye A4 and the region
     * A1 B1 C1 D1 E1 C2 along the edge.
     * <pre>
     *   4  . X X X X X
     *   3  X X X X X X
     *   2  X X . X X X
     *   1  . . . . . X
     *      A B C D E F
     * </pre>
     * C1 touches no black stone, so the string is not pass-alive. It lives: B1 and D1 are miai for
     * a second eye (A1 or E1). With a bound of 6 the region is small, and its enclosed area proves
     * the string uncapturable. With a bound of 4 it is cut, and no piece holds B1 or D1 away from
     * the cut together with the eye it makes and room to answer: in C1 D1 E1 C2 (cut at B1, next to
     * it C1) White D1, then C1 and C2 joined to the cut, leave Black E1 at most, which gives no
     * liberty (Black may not play C1); in D1 E1 (cut at C1) Black's D1 is next to the cut, which the
     * rule forbids; the pieces on the A side are their mirror images, and C2 alone holds neither.
     * So White, moving first, wins on every area: the open areas prove nothing here.
     */
    @Example
    void miaiAcrossTheCutIsNotSeen() {
        Position p = Diagram.parse("""
                . X X X X X
                X X X X X X
                X X . X X X
                . . . . . X
                """);
        FinalPosition fp = new FinalPosition(p);
        FinalString black = fp.stringAt(p.graph().parseLocation("B2"));
        assertFalse(BensonAnalysis.passAlive(p, Player.BLACK)[black.anchor()]);
        LazySolver solver = new LazySolver(LIMIT);
        List<EnclosedArea> small = EnclosedArea.of(fp, Player.BLACK, 6, 24);
        assertTrue(small.stream().noneMatch(EnclosedArea::isOpen));
        assertTrue(small.stream().anyMatch(a -> a.safety(solver).answer() == Forcing.CANNOT_FORCE));
        List<EnclosedArea> cut = EnclosedArea.of(fp, Player.BLACK, 4, 24);
        assertTrue(cut.stream().filter(EnclosedArea::isOpen).count() >= 4, cut.size() + " areas");
        for (EnclosedArea area : cut) assertEquals(Forcing.CAN_FORCE, area.safety(solver).answer());
        assertEquals(Forcing.CANNOT_FORCE, new LazySolver(WHOLE_LIMIT).wholeBoard().forceCapture(fp, black).answer());
    }
}
