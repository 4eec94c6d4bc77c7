package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.impl.factory.primitive.IntLists;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.Move;

/**
 * The sealed-area decomposition of the capture test (docs/j2003.md, "Sealed areas") against the
 * whole board: on random positions with pass-alive walls, the capture test decided on the area
 * agrees with the same solver on the whole board (itself held equal to the reference solver by
 * {@link HypotheticalProperties}), and its certificates replay on the whole
 * board.
 */
class SealedAreaProperties {
    private static final long LIMIT = 30_000;
    /** The whole board, held equal to the reference solver by HypotheticalProperties, gets more room. */
    private static final long WHOLE_LIMIT = 200_000;

    /**
     * A random area of {@code k} columns (k = 1 or 2) between walls: on the right a two-column wall of
     * one colour with one-point eyes in its outer column; on the left, for some positions, the same
     * mirrored in a colour of its own. Only legal positions.
     */
    @Provide
    Arbitrary<Position> walledPositions() {
        Arbitrary<Integer> columns = Arbitraries.integers().between(1, 2);
        Arbitrary<Integer> heights = Arbitraries.integers().between(3, 4);
        Arbitrary<Integer> walls = Arbitraries.integers().between(0, 3); // bit 0: right wall white; bit 1: a left wall
        Arbitrary<Boolean> leftWhite = Arbitraries.of(true, false);
        return Combinators.combine(columns, heights, walls, leftWhite).flatAs((k, h, w, lw) -> {
            boolean left = (w & 2) != 0;
            int width = k + 2 + (left ? 2 : 0);
            int x0 = left ? 2 : 0;
            return Arbitraries.integers().between(0, 2).array(int[].class).ofSize(k * h).map(codes -> {
                Graph g = Graph.grid(width, h);
                Occupant[] o = new Occupant[g.size()];
                java.util.Arrays.fill(o, Occupant.EMPTY);
                for (int x = 0; x < k; x++) {
                    for (int y = 0; y < h; y++) o[g.loc(x0 + x, y)] = Occupant.ofCode(codes[y * k + x]);
                }
                wall(g, o, x0 + k, x0 + k + 1, (w & 1) != 0 ? Occupant.WHITE : Occupant.BLACK);
                if (left) wall(g, o, 1, 0, lw ? Occupant.WHITE : Occupant.BLACK);
                return Position.of(g, o);
            });
        }).filter(Position::isLegal);
    }

    /** A wall: column {@code inner} full, column {@code outer} with eyes on the even rows. */
    static void wall(Graph g, Occupant[] o, int inner, int outer, Occupant stone) {
        for (int y = 0; y < g.height(); y++) {
            o[g.loc(inner, y)] = stone;
            o[g.loc(outer, y)] = y % 2 == 0 ? Occupant.EMPTY : stone;
        }
    }

    @Property(tries = 300)
    void captureTestOnTheAreaAgreesWithTheWholeBoard(@ForAll("walledPositions") Position p) {
        assertCaptureOnTheAreaAgrees(p);
    }

    /**
     * For each string of {@code p} that has a sealed area (with walls or, on a graph, without), the
     * capture test decided there equals the whole board's where both decide.
     */
    static void assertCaptureOnTheAreaAgrees(Position p) {
        FinalPosition fp = new FinalPosition(p);
        for (FinalString s : fp.strings()) {
            SealedArea area = SealedArea.of(fp, s);
            Statistics.label("sealed").collect(area == null ? "no area" : area.wallCount() == 0 ? "no wall" : "walls");
            if (area == null) continue;
            ForceResult onArea = new LazySolver(LIMIT).forceCapture(fp, s);
            ForceResult whole = new LazySolver(WHOLE_LIMIT).wholeBoard().forceCapture(fp, s);
            Statistics.label("area decided").collect(onArea.answer() != Forcing.UNKNOWN);
            Statistics.label("whole board decided").collect(whole.answer() != Forcing.UNKNOWN);
            if (onArea.answer() != Forcing.UNKNOWN && whole.answer() != Forcing.UNKNOWN) {
                Statistics.label("answer").collect(onArea.answer());
                assertEquals(whole.answer(), onArea.answer(), s.describe(p.graph()) + " in\n" + p);
            }
        }
    }

    /**
     * The capture tests after each first move ({@link FirstMoves}, either side moving first) on the
     * area agree with the same tests on the whole board: the argument of "Sealed areas" holds from
     * the state after any first move, including a pass, after which the attacker's plays outside
     * the area (filling its walls' eyes) must not change the answer.
     */
    @Property(tries = 150)
    void captureTestsAfterEachFirstMoveAgreeWithTheWholeBoard(@ForAll("walledPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        for (FinalString s : fp.strings()) {
            for (boolean ownerFirst : new boolean[] {false, true}) {
                firstMoveCaptureTestsAgree(fp, s, ownerFirst, null);
            }
        }
    }

    /** After each first move, the capture test on the area (when there is one) against the whole board's. */
    private static void firstMoveCaptureTestsAgree(FinalPosition fp, FinalString s, boolean ownerFirst, Player koMaster) {
        Position p = fp.position();
        CompactHypoGraph start = new CompactHypoGraph(fp, List.of(s), true, null, koMaster);
        if (ownerFirst) start = start.ownerFirst();
        List<CompactHypoGraph> whole = start.afterEachFirstMove();
        Move[] moves = start.moves(0);
        FirstMoves.Sealed sealed = FirstMoves.Sealed.of(fp, s, ownerFirst, moves, Locality.local1(s), null, koMaster);
        Statistics.label("sealed").collect(sealed != null);
        if (sealed == null) return;
        for (int i = 0; i < moves.length; i++) {
            ForceResult onWhole = new LazySolver(WHOLE_LIMIT).capture(whole.get(i));
            // the whole board's graph is the fallback where the two proofs on the area disagree
            ForceResult onArea = sealed.capture(new LazySolver(LIMIT), i, whole.get(i));
            if (onArea.answer() == Forcing.UNKNOWN || onWhole.answer() == Forcing.UNKNOWN) continue;
            Statistics.label("decided on the area").collect(onArea.note().startsWith("decided in a sealed area"));
            Statistics.label("first-move answer").collect(onArea.answer());
            if (koMaster != null) Statistics.label("a ban in the whole board's test").collect(whole.get(i).anyBan());
            assertEquals(onWhole.answer(), onArea.answer(), s.describe(p.graph()) + ", ko master " + koMaster
                    + (ownerFirst ? ", owner" : ", attacker") + " first, " + moves[i] + " in\n" + p);
        }
    }

    /**
     * The same with a ko master, the owner or the attacker (docs/tsumego.md; docs/j2003.md, "Sealed
     * areas", "With a ko master"): the capture tests after each first move on the area agree with
     * the whole board's under the ko master's rules. With the ko master proving, no ban is ever
     * against the prover; with the other side proving, the ko master's ko-captures and ko-passes
     * outside the area only lift the prover's bans, which never hurts the prover.
     */
    @Property(tries = 150)
    void captureTestsWithAKoMasterAgreeWithTheWholeBoard(@ForAll("walledPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        for (FinalString s : fp.strings()) {
            for (int variant = 0; variant < 4; variant++) {
                firstMoveCaptureTestsAgree(fp, s, variant % 2 == 1, variant < 2 ? s.player() : s.player().opponent());
            }
        }
    }

    /**
     * The attacker's proofs of the no-permanent-stone tests on the area (docs/j2003.md, "Sealed
     * areas", "The permanent-stone tests") hold on the whole board: for local-1, and for a wider
     * local area (the flood from the target stopped only by the owner's other strings, as local-2
     * is when they are all alive, crossing the walls), from the start and after every first move of
     * either side. Under J2003 the owner may play outside the area (the left wall may be its own);
     * only the local intersections outside it must be ones it can never hold. With a ko master
     * the owner has no play outside the area at all, or there is no such test.
     */
    @Property(tries = 150)
    void noPermanentStoneProofsOnTheAreaHoldOnTheWholeBoard(@ForAll("walledPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        for (FinalString s : fp.strings()) {
            SealedArea area = SealedArea.of(fp, s);
            if (area == null) continue;
            IntList wide = LazySolver.smallestLocal2(fp, s);
            for (IntList local : List.of(Locality.local1(s), wide)) {
                int[] small = area.attackerLocal(local.toArray(), null);
                Statistics.label("local intersections outside the area the owner's to hold").collect(small == null);
                if (small == null) continue;
                // claim 2's case: the owner has plays outside the area (the strict condition fails)
                Statistics.label("owner with plays outside the area").collect(area.attackerLocal(local.toArray(), s.player()) == null);
                Statistics.label("owner with plays outside the area")
                        .coverage(c -> c.check(true).percentage(pc -> pc >= 10));
                IntList smallList = IntLists.immutable.of(small);
                assertAgrees(new LazySolver(LIMIT).noPermanent(area.permanentTest(small, null), smallList),
                        () -> new LazySolver(WHOLE_LIMIT).wholeBoard().forceCaptureWithoutPermanentStone(fp, s, local),
                        s.describe(p.graph()) + " from the start in\n" + p);
                // either side first; J2003, or a ko master (docs/tsumego.md): the owner has no play
                // outside the area, so its bans and ko-passes are the whole board's either way
                for (int variant = 0; variant < 6; variant++) {
                    boolean ownerFirst = variant % 2 == 1;
                    Player koMaster = variant < 2 ? null : variant < 4 ? s.player() : s.player().opponent();
                    CompactHypoGraph start = new CompactHypoGraph(fp, ReferenceSolver.tracked(fp, s, local), false,
                            local.toArray(), koMaster);
                    if (ownerFirst) start = start.ownerFirst();
                    List<CompactHypoGraph> whole = start.afterEachFirstMove();
                    Move[] moves = start.moves(0);
                    FirstMoves.Sealed sealed = FirstMoves.Sealed.of(fp, s, ownerFirst, moves, local, local, koMaster);
                    for (int i = 0; i < moves.length; i++) {
                        // with a ko master the owner must have nothing outside the area at all
                        if (sealed.permanent2() == null || sealed.permanent2()[i] == null) continue;
                        CompactHypoGraph w = whole.get(i);
                        assertAgrees(new LazySolver(LIMIT).noPermanent(sealed.permanent2()[i], sealed.small2()),
                                () -> new LazySolver(WHOLE_LIMIT).noPermanent(w, local),
                                s.describe(p.graph()) + (ownerFirst ? ", owner" : ", attacker") + " first, " + moves[i]
                                        + ", ko master " + koMaster + " in\n" + p);
                    }
                }
            }
        }
    }

    /** A proof of the attacker on the area, {@code onArea}, is not contradicted by the whole board. */
    private static void assertAgrees(ForceResult onArea, java.util.function.Supplier<ForceResult> onWhole, String what) {
        Statistics.label("attacker's proof on the area").collect(onArea.answer());
        if (onArea.answer() != Forcing.CAN_FORCE) return;
        ForceResult whole = onWhole.get();
        Statistics.label("whole board after a proof on the area").collect(whole.answer());
        if (whole.answer() != Forcing.UNKNOWN) assertEquals(Forcing.CAN_FORCE, whole.answer(), what);
    }

    /**
     * Over the empty limit the analysis searches no whole board, but still decides on sealed areas
     * within the limit (docs/j2003.md, "Positions over the empty limit"): every status it decides is
     * the status the analysis with the whole-board search decides, and in a good share of the
     * positions it decides strings that the enclosed areas alone leave unknown.
     */
    @Property(tries = 200)
    void withoutTheWholeBoardSealedAreasDecideAsTheSearchDoes(@ForAll("walledPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        LazySolver lazy = new LazySolver(LIMIT);
        List<StringVerdict> areas = HypotheticalAnalysis.analyze(fp, lazy.withoutSearch("not searched", p.graph().size()), 0)
                .verdicts();
        List<StringVerdict> enclosedOnly = HypotheticalAnalysis.analyze(fp, lazy.withoutSearch("not searched", 0), 0)
                .verdicts();
        List<StringVerdict> searched = HypotheticalAnalysis.analyze(fp, new LazySolver(WHOLE_LIMIT), 0).verdicts();
        int gained = 0;
        for (int i = 0; i < areas.size(); i++) {
            StringVerdict a = areas.get(i);
            StringVerdict s = searched.get(i);
            assertEquals(s.string(), a.string());
            if (a.status() != Capturability.UNKNOWN && s.status() != Capturability.UNKNOWN) {
                assertEquals(s.status(), a.status(), a.string().describe(p.graph()) + " in\n" + p);
            }
            if (a.status() != Capturability.UNKNOWN && enclosedOnly.get(i).status() == Capturability.UNKNOWN) gained++;
        }
        Statistics.label("strings decided only by sealed areas").collect(gained > 0);
        Statistics.label("strings decided only by sealed areas").coverage(c -> c.check(true).percentage(pc -> pc >= 10));
    }

    @Property(tries = 200)
    void areaCertificatesReplayOnTheWholeBoard(@ForAll("walledPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        for (FinalString s : fp.strings()) {
            if (SealedArea.of(fp, s) == null) continue;
            ForceResult r = new LazySolver(LIMIT).forceCapture(fp, s);
            if (r.certificate() == null) continue;
            assertReplays(p, s, r.certificate());
        }
    }

    /** The principal sequence of {@code c}, a certificate of a test of {@code target}, is legal on {@code p}. */
    static void assertReplays(Position p, FinalString target, Certificate c) {
        HypotheticalState state = HypotheticalState.start(p, target.player().opponent());
        for (Certificate.Step step : c.line()) {
            assertEquals(state.toMove(), step.player());
            Move move = step.move();
            HypotheticalState current = state;
            state = HypotheticalGame.transitions(current).stream().filter(tr -> tr.move().equals(move)).findFirst()
                    .orElseThrow(() -> new AssertionError(move + " is not legal in\n" + current.position()))
                    .next();
        }
    }

    // Hand-derived cases.

    /**
     * The white string C3 C2 C1 D2 with the one-point eyes D3 and D1 is pass-alive, also with the
     * columns A and B excluded, so the black stone B3 has the area A1..B3 (6 intersections) and one
     * wall. White B2 joins the wall and leaves B3 the one liberty A3; Black A3 has then only A2, and
     * White A2 removes both. Black has no better answer: capture can be forced.
     */
    @Example
    void aLoneStoneBesideAWallIsCapturedOnItsArea() {
        Position p = Diagram.parse("""
                . X O .
                . . O O
                . . O .
                """);
        FinalPosition fp = new FinalPosition(p);
        FinalString b3 = fp.stringAt(p.graph().loc(1, 0));
        SealedArea area = SealedArea.of(fp, b3);
        assertNotNull(area);
        assertEquals(6, area.areaSize());
        assertEquals(1, area.wallCount());
        ForceResult r = new LazySolver(LIMIT).forceCapture(fp, b3);
        assertEquals(Forcing.CAN_FORCE, r.answer());
        assertTrue(r.note().startsWith("decided in a sealed area of 6 intersections"), r.note());
        // the certificate is lifted to the whole board: its first move is a white play on one of the
        // area's empty intersections (B2 as above; which winning move it shows depends on the order
        // in which the search expanded the states)
        Move first = r.certificate().line().get(0).move();
        assertTrue(first instanceof Move.Play, first.toString());
        int at = ((Move.Play) first).loc();
        assertTrue(p.graph().x(at) <= 1 && p.isEmpty(at), p.graph().label(at));
    }

    /** Without a pass-alive string there is no wall, and nothing to seal. */
    @Example
    void noWallNoArea() {
        Position p = Diagram.parse("""
                . X O .
                . X O .
                """);
        FinalPosition fp = new FinalPosition(p);
        assertNull(SealedArea.of(fp, fp.stringAt(p.graph().loc(1, 0))));
    }

    /**
     * The white wall (column D, E3, E1) keeps its eyes E4 and E2 when the columns A to C are
     * excluded, so it is still pass-alive; the small board has the 12 intersections of the area, the
     * wall and its two private liberties: 15 of the 20.
     */
    @Example
    void theSmallBoardHasTheAreaAndOneNodePerWall() {
        Position p = Diagram.parse("""
                . . . O .
                . X . O O
                . . . O .
                . . . O O
                """);
        FinalPosition fp = new FinalPosition(p);
        SealedArea area = SealedArea.of(fp, fp.stringAt(p.graph().loc(1, 1)));
        assertNotNull(area);
        assertEquals(12, area.areaSize());
        assertEquals(15, area.position().position().graph().size());
        List<String> labels = java.util.stream.IntStream.range(0, 12)
                .mapToObj(i -> p.graph().label(area.original(i))).toList();
        assertTrue(labels.contains("B3") && labels.contains("C1"), labels.toString());
        assertEquals(Player.BLACK, area.target().player());
    }

    /**
     * A small board with a white wall {@code W} (private liberties l1, l2) bordering the area at q
     * and r. Black q has the one liberty p; White p takes it, and p, with its neighbours q, x1, x2,
     * has the one liberty q: Black's retake at q would take p alone (W keeps l1, l2 and r), so it is a
     * ko and the retake is banned. On the whole board the same wall may have filled its outside
     * eyes and hang on r and q; then the retake takes W too, is no ko-capture, and Black, with no
     * banned ko-capture, has no ko-pass. So on the small board, where Black proves, that banned
     * retake next to White's wall gives Black no ko-pass either (docs/j2003.md, "Sealed areas"); with
     * nobody penalized (no proving side) it does, as in the hypothetical game.
     */
    @Example
    void aBannedRetakeNextToTheOtherSidesWallGivesTheProverNoKoPass() {
        List<String> labels = List.of("W", "l1", "l2", "q", "p", "x1", "x2", "y", "r", "t", "u");
        int[][] edges = {{0, 1}, {0, 2}, {3, 0}, {3, 4}, {4, 5}, {4, 6}, {5, 6}, {5, 7}, {6, 7}, {8, 0}, {9, 8}, {9, 10}};
        Graph g = Graph.fromEdges(labels, java.util.Arrays.asList(edges));
        Occupant[] o = new Occupant[g.size()];
        java.util.Arrays.fill(o, Occupant.EMPTY);
        o[0] = Occupant.WHITE;
        o[3] = Occupant.BLACK;
        o[5] = Occupant.BLACK;
        o[6] = Occupant.BLACK;
        o[9] = Occupant.WHITE;
        FinalPosition fp = new FinalPosition(Position.of(g, o));
        FinalString t = fp.stringAt(9);
        boolean[] playable = new boolean[g.size()];
        java.util.Arrays.fill(playable, true);
        playable[1] = false;
        playable[2] = false;
        boolean[] wall = new boolean[g.size()];
        wall[0] = true;
        assertEquals(List.of(Move.PASS), movesAfterTheKo(fp, t, new SealedArea.Rules(playable, wall, Player.BLACK)).stream()
                .filter(m -> !(m instanceof Move.Play)).toList());
        assertEquals(List.of(Move.KO_PASS, Move.PASS), movesAfterTheKo(fp, t, new SealedArea.Rules(playable, wall, null))
                .stream().filter(m -> !(m instanceof Move.Play)).toList());
    }

    /** Black's moves after Black passes and White's p takes q (a ko), on the small board under {@code rules}. */
    private static List<Move> movesAfterTheKo(FinalPosition fp, FinalString t, SealedArea.Rules rules) {
        CompactHypoGraph start = new CompactHypoGraph(fp, t, rules);
        CompactHypoGraph afterPass = start.afterEachFirstMove().get(List.of(start.moves(0)).indexOf(Move.PASS));
        CompactHypoGraph afterKo = afterPass.afterEachFirstMove().get(List.of(afterPass.moves(0)).indexOf(Move.play(4)));
        afterKo.afterEachFirstMove();
        List<Move> moves = List.of(afterKo.moves(0));
        assertTrue(!moves.contains(Move.play(3)), "the retake at q is banned: " + moves);
        return moves;
    }
}
