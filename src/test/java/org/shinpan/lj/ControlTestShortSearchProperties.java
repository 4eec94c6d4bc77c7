package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.time.Duration;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The short search a control test tries before SAT's cheapest formation changes no answer: on
 * random small graphs, the test with it ({@link ControlTest#run(ControlGame, ControlTest.Limits,
 * ControlTest.Pruning, long)} with a random small node budget for it) and without it (budget 0,
 * the test as before) reach the same verdict whenever both are decided, and the short search
 * alone decides a good share of them.
 */
class ControlTestShortSearchProperties {
    private static final ControlTest.Limits LIMITS = new ControlTest.Limits(200_000, Duration.ofSeconds(20));

    @Property(tries = 400)
    void theShortSearchChangesNoVerdict(@ForAll long seed) {
        Random random = new Random(seed);
        Position p = RandomPositions.position(random, RandomPositions.graph(random, 4 + random.nextInt(6)));
        Player prover = random.nextBoolean() ? Player.BLACK : Player.WHITE;
        p = RandomPositions.favouring(random, p, prover);
        MutableIntSet set = BorderedSet.smallestContaining(p, prover, random.nextInt(p.graph().size())).toSet();
        set.addAll(BorderedSet.smallestContaining(p, prover, random.nextInt(p.graph().size())));
        ControlGame game = new ControlGame(TransformedPosition.of(p, prover, set), ControlGame.Rules.CONTROL_TEST);
        long quickNodes = 1 + random.nextInt(random.nextBoolean() ? 20 : 2000);
        ControlTest.Result with = ControlTest.run(game, LIMITS, ControlTest.Pruning.SAT, quickNodes);
        ControlTest.Result without = ControlTest.run(game, LIMITS, ControlTest.Pruning.SAT, 0);
        boolean searched = game.ending(game.initial(), ControlGame.PASS).isEmpty() && !without.refutedStatically();
        String path = !searched ? "no search" : with.nodes() <= quickNodes ? "decided by the short search"
                : "searched again after the short search";
        Statistics.label("path").collect(path);
        if (with.verdict() == ControlTest.Verdict.UNKNOWN || without.verdict() == ControlTest.Verdict.UNKNOWN) return;
        assertNotEquals(ControlTest.Verdict.UNKNOWN, with.verdict());
        assertEquals(without.verdict(), with.verdict(), "control test of " + prover + " on " + set + " in\n" + p);
        assertEquals(without.refutedStatically(), with.refutedStatically());
        Statistics.label("path").coverage(c -> {
            c.check("decided by the short search").percentage(q -> q > 20);
            c.check("searched again after the short search").percentage(q -> q > 2);
        });
    }
}
