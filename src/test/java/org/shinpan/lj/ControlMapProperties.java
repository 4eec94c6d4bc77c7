package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Position;

/**
 * Skipping the tests whose locations are all {@link ControlMap#forcedUnknown} (or already the
 * player's) changes no location of the map: on random small positions, with node budgets small
 * enough that many tests stay undecided (deterministic; no time budget binds), the map with the
 * skip equals the map without it, location by location, and the skip saves tests in at least 10
 * of the tries.
 */
class ControlMapProperties {

    @Property(tries = 300)
    void skippingForcedUnknownTestsChangesNoLocation(@ForAll long seed) {
        Random random = new Random(seed);
        Position p = RandomPositions.position(random, RandomPositions.graph(random, 6 + random.nextInt(14)));
        ControlMap.Limits limits = new ControlMap.Limits(
                new ControlTest.Limits(1 + random.nextInt(random.nextInt(4) > 0 ? 3 : 400), Duration.ofSeconds(60)),
                Duration.ofSeconds(600));
        ControlTest.Pruning pruning = random.nextBoolean() ? ControlTest.Pruning.SAT : ControlTest.Pruning.NONE;
        ControlMap with = ControlMap.of(p, limits, pruning, true);
        ControlMap without = ControlMap.of(p, limits, pruning, false);
        for (int loc = 0; loc < p.graph().size(); loc++) {
            assertEquals(without.status(loc), with.status(loc), p.graph().label(loc) + " in\n" + p);
        }
        Statistics.label("tests skipped").collect(with.tried().size() < without.tried().size());
        Statistics.label("tests skipped").coverage(c -> c.check(true).count(k -> k >= 10));
    }
}
