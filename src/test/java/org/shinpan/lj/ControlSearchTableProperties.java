package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        Case c = randomGame(new Random(seed), true);
        if (c == null) return;
        ControlGame game = c.game();
        Boolean with = decide(ControlTest.search(game, LIMITS, Optional.empty()), game);
        Boolean without = decide(ControlTest.search(game, LIMITS, Optional.empty()).withoutTable(), game);
        Statistics.label("decided").collect(with != null && without != null);
        if (with != null && without != null) {
            Statistics.label("prover wins").collect(with);
            assertEquals(with, without, "control test of " + game.prover() + " in\n" + c.position());
        }
    }

    /**
     * A table far too small for the search changes no answer either: values make way for others
     * all the time, and each one missing is searched again (docs/lj.md, "The table's limit").
     */
    @Property(tries = 1000)
    void aFullTableChangesNoAnswer(@ForAll long seed) {
        Random random = new Random(seed);
        Case c = randomGame(random, false);
        if (c == null) return;
        ControlGame game = c.game();
        long tableBytes = 400 + random.nextInt(3_000); // from no slot to about 48 situations of 8 locations
        long deadline = System.nanoTime() + LIMITS.time().toNanos();
        ControlSearch small = ControlTest.search(game, LIMITS.maxNodes(), deadline, tableBytes, Optional.empty());
        Boolean withSmall = decide(small, game);
        Boolean with = decide(ControlTest.search(game, LIMITS, Optional.empty()), game);
        assertTrue(small.table().bytes() <= tableBytes, small.table().bytes() + " bytes in a table of " + tableBytes);
        boolean decided = with != null && withSmall != null;
        if (decided) {
            assertEquals(with, withSmall, "control test of " + game.prover() + " with a table of " + tableBytes + " bytes in\n" + c.position());
        }
        // not vacuous: in many tries values did make way, and both searches still decided
        Statistics.label("decided with values replaced").collect(decided && small.table().replaced() > 0);
        Statistics.label("decided with values replaced").coverage(cov -> cov.check(true).count(n -> n >= 100));
    }

    /**
     * The control game of a random small position, favouring the prover, on the smallest bordered
     * set around a random location ({@code twoSets}: the union of two such sets), with its position; null when the
     * prover has no stone or the game ends before it starts.
     */
    private static Case randomGame(Random random, boolean twoSets) {
        Position p = RandomPositions.position(random, RandomPositions.graph(random, 4 + random.nextInt(5)));
        Player prover = random.nextBoolean() ? Player.BLACK : Player.WHITE;
        // Most random sets cannot hold a formation; fewer refuter's stones and more of the prover's
        // give the prover's wins their share of the tries.
        p = RandomPositions.favouring(random, p, prover);
        if (p.stoneCount(prover) == 0) return null;
        org.eclipse.collections.api.set.primitive.MutableIntSet set = BorderedSet.smallestContaining(p, prover,
                random.nextInt(p.graph().size())).toSet();
        if (twoSets) set.addAll(BorderedSet.smallestContaining(p, prover, random.nextInt(p.graph().size())));
        ControlGame game = new ControlGame(TransformedPosition.of(p, prover, set), ControlGame.Rules.CONTROL_TEST);
        return game.ending(game.initial(), ControlGame.PASS).isPresent() ? null : new Case(p, game);
    }

    private record Case(Position position, ControlGame game) {}

    /** The search's answer from the first situation, or null when it ran out of budget. */
    private static Boolean decide(ControlSearch search, ControlGame game) {
        try {
            return search.proverWins(game.initial(), ControlGame.PASS, List.of());
        } catch (ControlSearch.BudgetExceeded e) {
            return null;
        }
    }
}
