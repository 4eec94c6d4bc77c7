package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * Rules 15 and 16 against brute force on random graphs of up to 10 locations: the smallest
 * bordered set is bordered and inside every bordered set containing the location; the largest
 * two-eye formation is the union of every set that is one.
 */
class BorderedSetProperties {

    private static ImmutableIntSet subset(int mask, int n) {
        MutableIntSet s = IntSets.mutable.empty();
        for (int loc = 0; loc < n; loc++) {
            if ((mask >> loc & 1) == 1) s.add(loc);
        }
        return s.toImmutable();
    }

    /** A random position on a graph of 1 to 10 locations, and a player. */
    private record Case(Random random, Position p, Player player, int n) {
        static Case of(long seed) {
            Random random = new Random(seed);
            Position p = RandomPositions.position(random, RandomPositions.graph(random, 1 + random.nextInt(10)));
            return new Case(random, p, random.nextBoolean() ? Player.BLACK : Player.WHITE, p.graph().size());
        }
    }

    @Property(tries = 200)
    void theSmallestBorderedSetIsTheLeastOne(@ForAll long seed) {
        Case c = Case.of(seed);
        Position p = c.p();
        Player player = c.player();
        int n = c.n();
        int loc = c.random().nextInt(n);
        ImmutableIntSet smallest = BorderedSet.smallestContaining(p, player, loc);
        assertTrue(smallest.contains(loc));
        assertTrue(BorderedSet.isBordered(p, player, smallest));
        for (int mask = 0; mask < 1 << n; mask++) {
            if ((mask >> loc & 1) == 0) continue;
            ImmutableIntSet s = subset(mask, n);
            if (BorderedSet.isBordered(p, player, s)) assertTrue(s.containsAll(smallest), s + " ⊉ " + smallest);
        }
    }

    @Property(tries = 200)
    void theLargestFormationIsTheUnionOfAllFormations(@ForAll long seed) {
        Case c = Case.of(seed);
        Position p = c.p();
        Player player = c.player();
        int n = c.n();
        MutableIntSet union = IntSets.mutable.empty();
        for (int mask = 1; mask < 1 << n; mask++) {
            ImmutableIntSet s = subset(mask, n);
            if (TwoEyeFormation.isBuilt(p, player, s)) union.addAll(s);
        }
        Statistics.collect(union.isEmpty() ? "no formation" : "a formation");
        assertEquals(union.toImmutable(), TwoEyeFormation.largest(p, player));
    }
}
