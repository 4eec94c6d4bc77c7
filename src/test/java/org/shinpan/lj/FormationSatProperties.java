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
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The SAT encoding of "a two-eye formation on this set" (LJ rule 16) against brute force: on
 * random graphs and sets of up to 10 locations, with every location outside the set holding an
 * opposing stone (as after rule 14's transformation), SAT finds a formation exactly when one of
 * the 2^|set| choices of stones and eyes is one, and its cheapest choice needs exactly as few new
 * stones as the cheapest the enumeration finds.
 */
class FormationSatProperties {

    @Property(tries = 200)
    void satAgreesWithEnumeration(@ForAll long seed) {
        Random random = new Random(seed);
        Graph g = RandomPositions.graph(random, 2 + random.nextInt(12));
        Player player = random.nextBoolean() ? Player.BLACK : Player.WHITE;
        MutableIntSet chosen = IntSets.mutable.empty();
        int size = 1 + random.nextInt(Math.min(10, g.size()));
        while (chosen.size() < size) chosen.add(random.nextInt(g.size()));
        ImmutableIntSet set = chosen.toImmutable();
        int[] locs = set.toSortedArray();
        Occupant[] now = new Occupant[g.size()];
        for (int loc = 0; loc < g.size(); loc++) {
            now[loc] = set.contains(loc) ? Occupant.ofCode(random.nextInt(3)) : player.opponent().stone();
        }
        Position current = Position.of(g, now);

        int best = Integer.MAX_VALUE;
        for (int mask = 0; mask < 1 << locs.length; mask++) {
            Occupant[] o = now.clone();
            int cost = 0;
            for (int i = 0; i < locs.length; i++) {
                boolean stone = (mask >> i & 1) == 1;
                o[locs[i]] = stone ? player.stone() : Occupant.EMPTY;
                if (stone && now[locs[i]] != player.stone()) cost++;
            }
            if (TwoEyeFormation.isBuilt(Position.of(g, o), player, set)) best = Math.min(best, cost);
        }
        FormationSat.Result sat = FormationSat.cheapest(current, player, set, 10);
        Statistics.collect(best == Integer.MAX_VALUE ? "no formation" : "formation");
        if (best == Integer.MAX_VALUE) {
            assertEquals(FormationSat.SatVerdict.UNSAT, sat.verdict());
            return;
        }
        assertEquals(FormationSat.SatVerdict.SAT, sat.verdict());
        FormationSat.Witness w = sat.witness().orElseThrow();
        assertEquals(best, w.newStones());
        Occupant[] o = now.clone();
        w.stones().forEach(loc -> o[loc] = player.stone());
        w.eyes().forEach(loc -> o[loc] = Occupant.EMPTY);
        assertTrue(TwoEyeFormation.isBuilt(Position.of(g, o), player, set), "the witness is a formation");
    }
}
