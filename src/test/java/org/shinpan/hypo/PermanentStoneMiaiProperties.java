package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The permanent-stone miai ({@link PermanentStoneMiai}) against the reference solver, which
 * transcribes the definitions and knows no such rule: wherever the rule proves that a string's owner
 * keeps a permanent-stone on the part of local-2 that no status changes, the reference solver's
 * no-local-2-permanent-stone test on that part is not won by the attacker, and the rule's
 * certificate checks complete, move by move. On that part, since the owner's win there is its win
 * on any larger local-2.
 */
class PermanentStoneMiaiProperties {
    private static final long LIMIT = 100_000;

    /**
     * A small graph the reference solver can search whole: a pass-alive stone {@code w} of one
     * colour with two one-point eyes {@code y0}, {@code y1}, and an area of three or four locations
     * in a path, with random extra edges among them and to {@code w} (at least one), holding random stones (about half empty) and, on {@code a0}, which is not next to
     * the wall, a stone of the wall's colour. The area's strings of the wall's colour
     * not joined to it are the rule's targets, the empty locations next to the wall its candidates.
     */
    @Provide
    Arbitrary<Position> besideAWall() {
        Arbitrary<Integer> sizes = Arbitraries.integers().between(3, 4);
        return sizes.flatMap(m -> {
            int pairs = m * (m - 1) / 2;
            Arbitrary<boolean[]> extra = Arbitraries.of(true, false, false).array(boolean[].class).ofSize(pairs);
            Arbitrary<boolean[]> toWall = Arbitraries.of(true, false).array(boolean[].class).ofSize(m);
            // half of the area empty; a0 holds a stone of the wall's colour, not next to the wall
            Arbitrary<int[]> codes = Arbitraries.of(0, 0, 1, 2).array(int[].class).ofSize(m);
            Arbitrary<Boolean> white = Arbitraries.of(true, false);
            return Combinators.combine(extra, toWall, codes, white).as((ex, tw, cs, wh) -> {
                // locations: a0..a(m-1), w, y0, y1
                java.util.List<String> labels = new java.util.ArrayList<>();
                for (int i = 0; i < m; i++) labels.add("a" + i);
                labels.addAll(java.util.List.of("w", "y0", "y1"));
                int w = m;
                java.util.List<int[]> edges = new java.util.ArrayList<>();
                edges.add(new int[] {w, m + 1});
                edges.add(new int[] {w, m + 2});
                for (int i = 0; i + 1 < m; i++) edges.add(new int[] {i, i + 1});
                int k = 0;
                for (int i = 0; i < m; i++) {
                    for (int j = i + 1; j < m; j++) {
                        if (ex[k++]) edges.add(new int[] {i, j});
                    }
                }
                boolean any = false;
                for (int i = 1; i < m; i++) {
                    if (tw[i]) edges.add(new int[] {i, w});
                    any |= tw[i];
                }
                if (!any) edges.add(new int[] {m - 1, w});
                Graph g = Graph.fromEdges(labels, edges);
                Occupant[] o = new Occupant[g.size()];
                java.util.Arrays.fill(o, Occupant.EMPTY);
                for (int i = 0; i < m; i++) o[i] = Occupant.ofCode(cs[i]);
                o[w] = o[0] = wh ? Occupant.WHITE : Occupant.BLACK;
                return Position.of(g, o);
            });
        }).filter(Position::isLegal);
    }

    @Property(tries = 400)
    void aPermanentStoneMiaiIsNeverLostToTheReferenceSolver(@ForAll("besideAWall") Position p) {
        FinalPosition fp = new FinalPosition(p);
        for (FinalString s : fp.strings()) {
            boolean[] passAlive = BensonAnalysis.passAlive(p, s.player());
            ForceResult proof = PermanentStoneMiai.prove(fp, s, passAlive);
            Statistics.label("proof").collect(proof != null);
            if (proof == null) continue;
            assertEquals(Forcing.CANNOT_FORCE, proof.answer());
            IntList floor = PermanentStoneMiai.floor(fp, s);
            ForceResult lazy = new LazySolver(LIMIT).wholeBoard().forceCaptureWithoutPermanentStone(fp, s, floor);
            Statistics.label("lazy").collect(lazy.answer());
            assertNotEquals(Forcing.CAN_FORCE, lazy.answer(), s.describe(p.graph()) + " in\n" + p);
            ForceResult reference = new ReferenceSolver(LIMIT).forceCaptureWithoutPermanentStone(fp, s, floor);
            Statistics.label("reference").collect(reference.answer());
            assertNotEquals(Forcing.CAN_FORCE, reference.answer(), s.describe(p.graph()) + " in\n" + p);
            CertificateCheck.Result check = CertificateCheck.check(fp, s, StringVerdict.Question.CAPTURE_NO_LOCAL2_PERMANENT,
                    floor, proof.certificate());
            assertEquals(CertificateCheck.Outcome.COMPLETE, check.outcome(), check.describe() + "\n" + p);
        }
    }

    /**
     * The lemma the bounds rest on, asked of the reference solver (the definitions transcribed):
     * "capture and no local-k permanent-stone" only gets harder for the attacker as the local
     * area grows. For a string, a local area {@code large} (its stones and random others) and a
     * part {@code small} of it (its stones and some of those others), the attacker's win on the
     * large one is a win on the small one, and the owner's win on the small one a win on the
     * large one. (Beside a two-eyed wall, where a local area that reaches the wall's liberties
     * gives the owner a stone to keep and one that does not may leave him none.) HypotheticalAnalysis
     * decides a string whose local-2 meets one of unknown status by this lemma.
     */
    @Property(tries = 150)
    void anAttackersWinOnALocalAreaIsAWinOnEachPartOfIt(@ForAll("besideAWall") Position p,
            @ForAll java.util.Random random) {
        FinalPosition fp = new FinalPosition(p);
        ReferenceSolver reference = new ReferenceSolver(LIMIT);
        for (FinalString t : fp.strings()) {
            org.eclipse.collections.api.list.primitive.MutableIntList large = t.stones().toList();
            org.eclipse.collections.api.list.primitive.MutableIntList small = t.stones().toList();
            for (int loc = 0; loc < p.graph().size(); loc++) {
                if (t.stones().contains(loc) || !random.nextBoolean()) continue;
                large.add(loc);
                if (random.nextBoolean()) small.add(loc);
            }
            Forcing onLarge = reference.forceCaptureWithoutPermanentStone(fp, t, large.sortThis()).answer();
            Forcing onSmall = reference.forceCaptureWithoutPermanentStone(fp, t, small.sortThis()).answer();
            if (onLarge == Forcing.UNKNOWN || onSmall == Forcing.UNKNOWN) continue;
            if (onLarge == Forcing.CAN_FORCE) assertEquals(Forcing.CAN_FORCE, onSmall, t.describe(p.graph()) + " in\n" + p);
            Statistics.label("large, small").collect(onLarge + ", " + onSmall);
        }
        Statistics.label("large, small").coverage(c -> c.check("CANNOT_FORCE, CAN_FORCE").count(n -> n > 0));
    }

    /**
     * The part of local-2 the rule uses is in local-2 whatever the statuses: the flood that every
     * string of the owner but the target stops is inside the flood that only some of them stop.
     */
    @Property(tries = 200)
    void theFloorLiesInLocal2(@ForAll("besideAWall") Position p) {
        FinalPosition fp = new FinalPosition(p);
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(fp, new LazySolver(LIMIT), 0, 1);
        for (FinalString s : fp.strings()) {
            IntList local2 = r.local2Of(s);
            if (local2 == null) continue;
            IntList floor = PermanentStoneMiai.floor(fp, s);
            assertTrue(local2.containsAll(floor), s.describe(p.graph()) + " in\n" + p);
        }
    }

    /**
     * Two stones {@code w0}, {@code w1} of one colour, each with a one-point eye of its own
     * ({@code y0}, {@code y1}), joined by the double connection {@code c0}, {@code c1}, which also
     * touch an empty {@code z} of their own: the region {@code c0 c1 z} is vital to neither stone,
     * so Benson's analysis finds neither pass-alive, and a miai strategy (answer {@code c0} by
     * {@code c1} and back) proves both. An area {@code a0 a1 a2} in a path holds a stone of the same
     * colour on {@code a0} and random stones on the others, {@code a1} and {@code a2} next to
     * {@code w0} or {@code w1} at random (each next to one at least).
     */
    @Provide
    Arbitrary<Position> besideAMiaiWall() {
        Arbitrary<int[]> toWall = Arbitraries.integers().between(1, 3).array(int[].class).ofSize(2);
        Arbitrary<int[]> codes = Arbitraries.of(0, 0, 1, 2).array(int[].class).ofSize(2);
        Arbitrary<Boolean> white = Arbitraries.of(true, false);
        Arbitrary<Boolean> closed = Arbitraries.of(true, false);
        return Combinators.combine(toWall, codes, white, closed).as((tw, cs, wh, cl) -> {
            // locations: a0 a1 a2, w0 w1, y0 y1, c0 c1 z
            java.util.List<String> labels = java.util.List.of("a0", "a1", "a2", "w0", "w1", "y0", "y1", "c0", "c1", "z");
            java.util.List<int[]> edges = new java.util.ArrayList<>(java.util.List.of(new int[] {3, 5}, new int[] {4, 6},
                    new int[] {3, 7}, new int[] {4, 7}, new int[] {3, 8}, new int[] {4, 8}, new int[] {7, 9},
                    new int[] {8, 9}, new int[] {0, 1}, new int[] {1, 2}));
            if (cl) edges.add(new int[] {0, 2});
            for (int i = 0; i < 2; i++) {
                if ((tw[i] & 1) != 0) edges.add(new int[] {1 + i, 3});
                if ((tw[i] & 2) != 0) edges.add(new int[] {1 + i, 4});
            }
            Graph g = Graph.fromEdges(labels, edges);
            Occupant[] o = new Occupant[g.size()];
            java.util.Arrays.fill(o, Occupant.EMPTY);
            for (int i = 0; i < 2; i++) o[1 + i] = Occupant.ofCode(cs[i]);
            o[3] = o[4] = o[0] = wh ? Occupant.WHITE : Occupant.BLACK;
            return Position.of(g, o);
        }).filter(Position::isLegal);
    }

    /**
     * The same with the strings a miai strategy proves as the strings to join: the production
     * search's own test on the floor is never won by the attacker, and the certificate is never
     * refused (its miai ends are taken as given and counted). Ten locations are beyond the
     * reference solver's reach here (every test past 100,000 states); the production search is
     * held equal to it on smaller positions ({@link HypotheticalProperties}), and it settles a
     * state by a miai strategy only for the target, never for a joined stone, so it reads these
     * tests its own way.
     */
    @Property(tries = 300)
    void aPermanentStoneMiaiThroughAMiaiStrategyIsNeverLost(@ForAll("besideAMiaiWall") Position p) {
        FinalPosition fp = new FinalPosition(p);
        for (FinalString s : fp.strings()) {
            boolean[] passAlive = BensonAnalysis.passAlive(p, s.player());
            boolean[] byMiai = new boolean[p.graph().size()];
            for (MiaiSafety.Proof m : MiaiSafety.proofs(p, s.player(), passAlive)) {
                for (int loc = 0; loc < byMiai.length; loc++) byMiai[loc] |= m.proves(loc);
            }
            ForceResult proof = PermanentStoneMiai.prove(fp, s, passAlive, byMiai);
            Statistics.label("proof").collect(proof == null ? "none" : proof.note().contains("miai strategy") ? "by miai" : "by Benson");
            if (proof == null) continue;
            IntList floor = PermanentStoneMiai.floor(fp, s);
            ForceResult lazy = new LazySolver(LIMIT).wholeBoard().forceCaptureWithoutPermanentStone(fp, s, floor);
            Statistics.label("lazy").collect(lazy.answer());
            assertNotEquals(Forcing.CAN_FORCE, lazy.answer(), s.describe(p.graph()) + " in\n" + p);
            CertificateCheck.Result check = CertificateCheck.check(fp, s, StringVerdict.Question.CAPTURE_NO_LOCAL2_PERMANENT,
                    floor, proof.certificate());
            assertNotEquals(CertificateCheck.Outcome.INVALID, check.outcome(), check.describe() + "\n" + p);
            assertEveryJoinedStringStands(fp, s, proof);
        }
    }

    /**
     * Each answer of the proof's tree, played after its first move, leaves the joined string
     * uncapturable: the production search's capture test from that position, the attacker to move
     * and no ban (a ban pending on the attacker would only take moves from it), never finds a
     * capture.
     */
    private static void assertEveryJoinedStringStands(FinalPosition fp, FinalString target, ForceResult proof) {
        Player attacker = target.player().opponent();
        HypotheticalState start = HypotheticalState.start(fp.position(), attacker);
        for (HypotheticalStrategy.Node first : proof.certificate().strategy().root().children()) {
            HypotheticalState after = HypotheticalGame.follow(start, first.move()).next();
            int e = ((org.shinpan.rules.Move.Play) first.children().get(0).move()).loc();
            Position joined = HypotheticalGame.playIfLegal(after, e).next().position();
            FinalPosition fj = new FinalPosition(joined);
            ForceResult stands = new LazySolver(LIMIT).wholeBoard().forceCapture(fj, fj.stringAt(e));
            Statistics.label("joined string").collect(stands.answer());
            assertNotEquals(Forcing.CAN_FORCE, stands.answer(), "after " + first.move().notation(fp.position().graph())
                    + ", " + fp.position().graph().label(e) + " in\n" + fp.position());
        }
    }
}
