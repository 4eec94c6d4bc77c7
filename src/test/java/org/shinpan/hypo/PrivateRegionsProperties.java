package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
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

/**
 * The sealed areas with private walls (docs/j2003.md, "Private regions"; {@link PrivateRegions},
 * {@link SealedArea#forProver}) against the whole board: every proof found on such an area, of
 * the capture test for either side and of the attacker's no-permanent-stone tests, is confirmed by
 * the lazy solver on the whole board without areas (held equal to the reference solver by
 * {@link HypotheticalProperties}) wherever that decides.
 */
class PrivateRegionsProperties {
    private static final long LIMIT = 30_000;
    private static final long WHOLE_LIMIT = 200_000;

    /**
     * Legal random positions with a private region: {@code k} random columns (k = 1 or 2) on the
     * left, then a full column of one colour X, a full column of the other colour Y, and a column of
     * Y's own region, mostly empty (now and then a stone of either colour). Y's column has its
     * liberties on the right only, so it is private for X's proofs unless a stone of its own on the
     * right joins a string that reaches further; X's column lives or dies by the left part.
     */
    @Provide
    Arbitrary<Position> positions() {
        Arbitrary<Integer> columns = Arbitraries.integers().between(1, 2);
        Arbitrary<Integer> heights = Arbitraries.integers().between(3, 4);
        Arbitrary<Boolean> xBlack = Arbitraries.of(true, false);
        return Combinators.combine(columns, heights, xBlack).flatAs((k, h, xb) -> {
            int width = k + 3;
            Arbitrary<int[]> left = Arbitraries.integers().between(0, 2).array(int[].class).ofSize(k * h);
            Arbitrary<int[]> right = Arbitraries.of(0, 0, 0, 0, 1, 2).array(int[].class).ofSize(h);
            return Combinators.combine(left, right).as((codes, territory) -> {
                Graph g = Graph.grid(width, h);
                Occupant[] o = new Occupant[g.size()];
                Occupant x = xb ? Occupant.BLACK : Occupant.WHITE;
                Occupant y = xb ? Occupant.WHITE : Occupant.BLACK;
                for (int row = 0; row < h; row++) {
                    for (int col = 0; col < k; col++) o[g.loc(col, row)] = Occupant.ofCode(codes[row * k + col]);
                    o[g.loc(k, row)] = x;
                    o[g.loc(k + 1, row)] = y;
                    o[g.loc(k + 2, row)] = Occupant.ofCode(territory[row]);
                }
                return Position.of(g, o);
            });
        }).filter(Position::isLegal);
    }

    @Property(tries = 250)
    void proofsOnAreasWithPrivateWallsHoldOnTheWholeBoard(@ForAll("positions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        int proofs = 0;
        for (FinalString s : fp.strings()) {
            Player owner = s.player();
            for (Player prover : Player.values()) {
                SealedArea area = SealedArea.forProver(fp, s, prover, forbidden(p, s.stones()));
                if (area == null || area.privateWallCount() == 0) continue;
                ForceResult onArea = new LazySolver(LIMIT).capture(
                        new CompactHypoGraph(area.position(), area.target(), area.rules(prover)));
                Forcing proof = prover == owner ? Forcing.CANNOT_FORCE : Forcing.CAN_FORCE;
                Statistics.label("capture proofs on private areas").collect(prover == owner ? "owner's" : "attacker's",
                        onArea.answer() == proof);
                if (onArea.answer() != proof) continue;
                proofs++;
                ForceResult whole = new LazySolver(WHOLE_LIMIT).wholeBoard().forceCapture(fp, s);
                if (whole.answer() != Forcing.UNKNOWN) {
                    assertEquals(proof, whole.answer(), prover + " proves on its area of " + s.describe(p.graph())
                            + " in\n" + p);
                }
            }
            // local-1, the smallest local-2, and the largest local area the analysis could ask
            // (the flood stopped only by the owner's pass-alive strings), which crosses the owner's
            // other strings into its own regions: those must then not be walls
            boolean[] passAlive = fp.passAliveStones();
            IntList largest = Locality.flood(p.graph(), s, q -> passAlive[q] && p.occupant(q) == owner.stone());
            for (IntList local : List.of(Locality.local1(s), LazySolver.smallestLocal2(fp, s), largest)) {
                SealedArea area = SealedArea.forProver(fp, s, owner.opponent(), forbidden(p, local));
                if (area == null || area.privateWallCount() == 0) continue;
                int[] small = area.attackerLocal(local.toArray(), null);
                if (small == null) continue;
                ForceResult onArea = new LazySolver(LIMIT).noPermanent(area.permanentTest(small, null),
                        IntLists.immutable.of(small));
                Statistics.label("no-permanent-stone proofs on private areas").collect(onArea.answer() == Forcing.CAN_FORCE);
                if (onArea.answer() != Forcing.CAN_FORCE) continue;
                proofs++;
                ForceResult whole = new LazySolver(WHOLE_LIMIT).wholeBoard().forceCaptureWithoutPermanentStone(fp, s, local);
                if (whole.answer() != Forcing.UNKNOWN) {
                    assertEquals(Forcing.CAN_FORCE, whole.answer(), "no permanent stone of " + s.describe(p.graph())
                            + " on " + local + " in\n" + p);
                }
            }
        }
        Statistics.label("positions with a proof on a private area").collect(proofs > 0);
        Statistics.label("positions with a proof on a private area").coverage(c -> c.check(true).percentage(pc -> pc >= 20));
    }

    /**
     * The analysis with the private areas (the lazy solver's default) decides every string as the
     * whole-board search does, wherever both decide.
     */
    @Property(tries = 150)
    void theAnalysisWithPrivateAreasDecidesAsTheWholeBoardDoes(@ForAll("positions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        List<StringVerdict> withAreas = HypotheticalAnalysis.analyze(fp, new LazySolver(LIMIT), 0).verdicts();
        List<StringVerdict> whole = HypotheticalAnalysis.analyze(fp, new LazySolver(WHOLE_LIMIT).wholeBoard(), 0).verdicts();
        boolean used = false;
        for (int i = 0; i < whole.size(); i++) {
            StringVerdict a = withAreas.get(i);
            StringVerdict w = whole.get(i);
            for (StringVerdict.Test t : a.tests()) {
                String note = t.result().note();
                used |= note != null && note.contains("private regions");
            }
            if (a.status() != Capturability.UNKNOWN && w.status() != Capturability.UNKNOWN) {
                assertEquals(w.status(), a.status(), a.string().describe(p.graph()) + " in\n" + p);
            }
        }
        Statistics.label("a test decided on an area with private walls").collect(used);
        Statistics.label("a test decided on an area with private walls").coverage(c -> c.check(true).percentage(pc -> pc >= 20));
    }

    private static boolean[] forbidden(Position p, IntList local) {
        boolean[] f = new boolean[p.graph().size()];
        local.forEach(q -> f[q] = true);
        return f;
    }

    /**
     * Hand-derived, the definition alone:
     *
     * <pre>
     *   3 . O X O .
     *   2 . . X O .
     *   1 X X X O .
     *     A B C D E
     * </pre>
     * White's regions are the right column {E3, E2, E1}, next to White's D column alone, and the left
     * part (A3, A2, B2 and Black's stones), next to B3 and the D column. The D column's liberties are
     * E3, E2, E1; B3's are A3 and B2. With nothing forbidden every white string is private (the
     * greatest fixed point keeps them all). With B3 forbidden (as the target of a test), B3 is not
     * private, so neither is the left region, and the D column still is: its liberties are all on the
     * right. Black's one string has its liberties A2 and B2 in Black's region {A3, B3, A2, B2},
     * next to that string alone: private, unless B3 is forbidden, which lies in that region.
     */
    @Example
    void privateStringsByTheDefinition() {
        Position p = Diagram.parse("""
                . O X O .
                . . X O .
                X X X O .
                """);
        Graph g = p.graph();
        int b3 = g.loc(1, 0);
        int d1 = g.loc(3, 2);
        int c1 = g.loc(2, 2);
        boolean[] none = new boolean[g.size()];
        boolean[] b3Forbidden = new boolean[g.size()];
        b3Forbidden[b3] = true;
        boolean[] white = PrivateRegions.privateStrings(p, Player.WHITE, none);
        assertTrue(white[b3] && white[d1]);
        boolean[] whiteWithoutB3 = PrivateRegions.privateStrings(p, Player.WHITE, b3Forbidden);
        assertFalse(whiteWithoutB3[b3]);
        assertTrue(whiteWithoutB3[d1]);
        assertTrue(PrivateRegions.privateStrings(p, Player.BLACK, none)[c1]);
        assertFalse(PrivateRegions.privateStrings(p, Player.BLACK, b3Forbidden)[c1]);

        // B3's area for Black's proof: the D column is a wall, the area is columns A to C (9
        // intersections, 3 of them empty); the area serves Black's proof only
        FinalPosition fp = new FinalPosition(p);
        SealedArea area = SealedArea.forProver(fp, fp.stringAt(b3), Player.BLACK, new boolean[g.size()]);
        assertNotNull(area);
        assertEquals(1, area.privateWallCount());
        assertEquals(9, area.areaSize());
        assertEquals(3, area.emptyCount());
        assertThrows(IllegalArgumentException.class, () -> area.rules(Player.WHITE));
        // for White's proof Black's only string would be a wall, but the target B3 lies in its region
        assertNull(SealedArea.forProver(fp, fp.stringAt(b3), Player.WHITE, new boolean[g.size()]));
    }
}
