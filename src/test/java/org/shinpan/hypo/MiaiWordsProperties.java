package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.WordGraph;

/**
 * The miai rule of the search in words ({@link MiaiWords}, used on boards of at most 64
 * locations) against the general version on arrays ({@link MiaiSafety#targetStands}, used above):
 * the same answer for every target, set of playable intersections and penalized wall, and the
 * same resolved pass-alive stones for every set of chosen intersections; and the general version's
 * necessary condition on arrays ({@link MiaiSafety#mayHavePair(Position, Player, boolean[])}, asked
 * first above 64 locations) against the one in words, and against every target that stands.
 */
class MiaiWordsProperties {
    private static final AtomicLong STANDS = new AtomicLong();
    private static final AtomicLong ASKED = new AtomicLong();

    /** Owner-heavy positions on grids up to 8×8 (64 locations, a full word) that keep their double connections and eyes. */
    @Provide
    Arbitrary<Position> positions() {
        return MiaiSafetyProperties.biased(Arbitraries.of(new int[] {4, 4}, new int[] {5, 4}, new int[] {5, 5},
                new int[] {6, 5}, new int[] {7, 7}, new int[] {8, 8}), 4).filter(Position::isLegal);
    }

    /** Positions on random graphs of up to 20 locations, some of high degree (an area's wall and cut nodes). */
    @Provide
    Arbitrary<Position> graphPositions() {
        return Arbitraries.longs().map(seed -> {
            Random r = new Random(seed);
            int n = 3 + r.nextInt(18);
            Graph g = BensonAnalysisProperties.hubGraph(r, n);
            Occupant[] o = new Occupant[n];
            for (int i = 0; i < n; i++) {
                int c = r.nextInt(11);
                o[i] = Occupant.ofCode(c < 4 ? 0 : c < 10 ? 1 : 2);
            }
            return Position.of(g, o);
        }).filter(Position::isLegal);
    }

    @Property(tries = 1500)
    void sameAnswerOnGrids(@ForAll("positions") Position p, @ForAll long seed) {
        sameAnswer(p, seed);
        // not vacuous: about 110 targets stand in a run
        Statistics.label("stands").coverage(c -> c.check(true).count(k -> k >= 30));
    }

    @Property(tries = 1500)
    void sameAnswerOnAnyGraph(@ForAll("graphPositions") Position p, @ForAll long seed) {
        sameAnswer(p, seed);
        // not vacuous: about 40 targets stand in a run
        Statistics.label("stands").coverage(c -> c.check(true).count(k -> k >= 10));
    }

    private static void sameAnswer(Position p, long seed) {
        Random r = new Random(seed);
        Graph g = p.graph();
        int n = g.size();
        WordGraph nb = BensonAnalysis.neighbourSets(g);
        for (Player owner : Player.values()) {
            long own = 0;
            long opp = 0;
            for (int loc = 0; loc < n; loc++) {
                if (p.code(loc) == owner.stone().code()) own |= 1L << loc;
                else if (p.code(loc) != 0) opp |= 1L << loc;
            }
            if (own == 0) continue;
            // the target: the string of a random owner stone, sometimes with a second one
            long target = string(nb, own, r);
            if (r.nextInt(4) == 0) target |= string(nb, own, r);
            boolean[] targetArray = array(target, n);
            boolean[] playable = null;
            long playableWord = n == 64 ? -1L : (1L << n) - 1;
            if (r.nextBoolean()) {
                playable = new boolean[n];
                playableWord = 0;
                for (int loc = 0; loc < n; loc++) {
                    playable[loc] = r.nextInt(6) != 0;
                    if (playable[loc]) playableWord |= 1L << loc;
                }
            }
            boolean[] wall = null;
            long wallWord = 0;
            if (r.nextBoolean()) {
                wall = new boolean[n];
                for (int loc = 0; loc < n; loc++) {
                    wall[loc] = (opp >>> loc & 1) != 0 && r.nextInt(3) == 0;
                    if (wall[loc]) wallWord |= 1L << loc;
                }
            }
            boolean general = MiaiSafety.targetStands(p, owner, targetArray, playable, wall, nb);
            boolean words = MiaiWords.targetStands(g, nb, own, opp, target, playableWord, wall != null, wallWord);
            assertEquals(general, words, owner + " target " + target + " playable " + playableWord + " wall "
                    + (wall == null ? "none" : wallWord) + " in\n" + p);
            // the necessary condition on arrays, which a board of more than 64 locations asks first:
            // the same as the one in words, and true wherever the rule stands
            long empty = (n == 64 ? -1L : (1L << n) - 1) & ~own & ~opp;
            assertEquals(MiaiSafety.mayHavePair(nb, new long[] {own, empty, target}),
                    MiaiSafety.mayHavePair(p, owner, targetArray), owner + " target " + target + " in\n" + p);
            assertTrue(!general || MiaiSafety.mayHavePair(p, owner, targetArray), owner + " target " + target
                    + " stands without the condition in\n" + p);
            ASKED.incrementAndGet();
            if (general) STANDS.incrementAndGet();
            Statistics.label("stands").collect(general);

            // the resolved analysis alone, on random chosen empty intersections
            long chosen = 0;
            boolean[] chosenArray = new boolean[n];
            for (int loc = 0; loc < n; loc++) {
                if (p.code(loc) == 0 && r.nextInt(4) == 0) {
                    chosen |= 1L << loc;
                    chosenArray[loc] = true;
                }
            }
            long board = n == 64 ? -1L : (1L << n) - 1;
            assertEquals(word(MiaiSafety.resolvedPassAlive(p, owner, chosenArray)),
                    MiaiWords.resolvedPassAlive(nb, board, own, opp, chosen), owner + " chosen " + chosen + " in\n" + p);
        }
    }

    @AfterContainer
    static void report() {
        System.out.println("MiaiWordsProperties: " + ASKED.get() + " targets asked, " + STANDS.get() + " stand");
    }

    private static long string(WordGraph nb, long own, Random r) {
        int pick = r.nextInt(Long.bitCount(own));
        long rest = own;
        for (int i = 0; i < pick; i++) rest &= rest - 1;
        return BensonAnalysis.connected(nb, Long.lowestOneBit(rest), own);
    }

    private static boolean[] array(long word, int n) {
        boolean[] a = new boolean[n];
        for (int loc = 0; loc < n; loc++) a[loc] = (word >>> loc & 1) != 0;
        return a;
    }

    private static long word(boolean[] a) {
        long w = 0;
        for (int loc = 0; loc < a.length; loc++) if (a[loc]) w |= 1L << loc;
        return w;
    }
}
