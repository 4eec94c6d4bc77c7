package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The control search's transposition table changes no answer (ALGORITHMS.md §2: fuzz every
 * table-backed solver against the same search without a table): on random small graphs, the
 * control test decided with the table and without it (only the path remembered) agree whenever
 * both finish within their budget.
 */
class ControlSearchTableProperties {
    private static final ControlTest.Limits LIMITS = new ControlTest.Limits(200_000, Duration.ofSeconds(20));

    @Property(tries = 400)
    void theTableChangesNoAnswer(@ForAll long seed) {
        Random random = new Random(seed);
        Position p = RandomPositions.position(random, RandomPositions.graph(random, 4 + random.nextInt(5)));
        Player prover = random.nextBoolean() ? Player.BLACK : Player.WHITE;
        // Most random sets cannot hold a formation; fewer refuter's stones and more of the prover's
        // give the prover's wins their share of the tries.
        p = RandomPositions.favouring(random, p, prover);
        if (p.stoneCount(prover) == 0) return;
        org.eclipse.collections.api.set.primitive.MutableIntSet set = BorderedSet.smallestContaining(p, prover,
                random.nextInt(p.graph().size())).toSet();
        set.addAll(BorderedSet.smallestContaining(p, prover, random.nextInt(p.graph().size()))); // bordered too
        TransformedPosition t = TransformedPosition.of(p, prover, set);
        ControlGame game = new ControlGame(t, ControlGame.Rules.CONTROL_TEST);
        if (game.ending(game.initial(), ControlGame.PASS).isPresent()) return;
        Boolean with = decide(ControlTest.search(game, LIMITS, Optional.empty()), game);
        Boolean without = decide(ControlTest.search(game, LIMITS, Optional.empty()).withoutTable(), game);
        Statistics.label("decided").collect(with != null && without != null);
        if (with != null && without != null) {
            Statistics.label("prover wins").collect(with);
            assertEquals(with, without, "control test of " + prover + " in\n" + p);
        }
    }

    /** The search's answer from the first situation, or null when it ran out of budget. */
    private static Boolean decide(ControlSearch search, ControlGame game) {
        try {
            return search.proverWins(game.initial(), ControlGame.PASS, List.of());
        } catch (ControlSearch.BudgetExceeded e) {
            return null;
        }
    }
}
