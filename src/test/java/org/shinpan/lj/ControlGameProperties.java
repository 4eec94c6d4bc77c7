package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.LjReferee;
import org.shinpan.rules.LjTurn;

/**
 * The control test's game plays by the LJ play rules: on random transformed positions, every move
 * of a random game is legal in {@link ControlGame} exactly when {@link LjReferee} (rules 2–13)
 * finds it legal, and both reach the same situation (rule 8) and the same end (rule 4); the hash
 * {@link ControlGame#play} updates move by move is the one computed afresh from the cells.
 */
class ControlGameProperties {

    @Property(tries = 300)
    void theTestGameMovesAsTheLjRefereeDoes(@ForAll long seed) {
        Random random = new Random(seed);
        Position p = RandomPositions.position(random, RandomPositions.graph(random, 3 + random.nextInt(6)));
        Player prover = random.nextBoolean() ? Player.BLACK : Player.WHITE;
        TransformedPosition t = TransformedPosition.of(p, prover,
                BorderedSet.smallestContaining(p, prover, random.nextInt(p.graph().size())));
        ControlGame game = new ControlGame(t, ControlGame.Rules.CONTROL_TEST);
        LjReferee referee = new LjReferee(t.position(), IntSets.immutable.empty(), prover.opponent());
        ControlGame.State s = game.initial();
        for (int step = 0; step < 40 && !s.isOver(); step++) {
            int move = random.nextInt(6) == 0 ? ControlGame.PASS : random.nextInt(t.position().graph().size());
            LjTurn turn = move == ControlGame.PASS ? LjTurn.pass(s.toMove()) : LjTurn.play(s.toMove(), move);
            Optional<ControlGame.State> next = game.play(s, move);
            assertEquals(referee.judge(turn).isEmpty(), next.isPresent(), "legality of " + turn.notation(game.graph()));
            if (next.isEmpty()) continue;
            referee.play(turn);
            s = next.get();
            assertEquals(referee.position(), s.position(game.graph()));
            assertEquals(referee.toMove(), s.toMove());
            assertEquals(referee.isOver(), s.isOver());
            assertEquals(new ControlGame.State(s.cells(), s.toMove(), s.passesNeeded(), s.koLocation(), s.isOver(),
                    game.cellsHash(s.cells())).hashCode(), s.hashCode(), "the hash play() kept is the cells' hash");
            if (!s.isOver()) {
                assertEquals(referee.current().passesNeeded(), s.passesNeeded());
                assertEquals(referee.current().temporarily(),
                        s.koLocation() < 0 ? IntSets.immutable.empty() : IntSets.immutable.of(s.koLocation()));
            }
        }
    }

    /**
     * The game's own formation check is rule 16's: in every situation of random games (the refuter
     * mostly passing, so that the prover's formations are built), {@link ControlGame#proverFormation}
     * says yes exactly when {@link TwoEyeFormation#whyNot} finds nothing wrong.
     */
    @Property(tries = 400)
    void theGamesFormationCheckIsRule16s(@ForAll long seed) {
        Random random = new Random(seed);
        Position p = RandomPositions.position(random, RandomPositions.graph(random, 3 + random.nextInt(8)));
        Player prover = random.nextBoolean() ? Player.BLACK : Player.WHITE;
        MutableIntSet set = BorderedSet.smallestContaining(p, prover, random.nextInt(p.graph().size())).toSet();
        if (random.nextBoolean()) set.addAll(BorderedSet.smallestContaining(p, prover, random.nextInt(p.graph().size())));
        ControlGame game = new ControlGame(TransformedPosition.of(p, prover, set), ControlGame.Rules.CONTROL_TEST);
        ControlGame.State s = game.initial();
        boolean built = false;
        for (int step = 0; step < 30 && !s.isOver(); step++) {
            boolean expected = TwoEyeFormation.whyNot(game.graph(), s.cells(), prover, set).isEmpty();
            assertEquals(expected, game.proverFormation(s.cells()), "prover's formation in\n" + s.position(game.graph()));
            built |= expected;
            int move = s.toMove() != prover && random.nextInt(3) > 0 ? ControlGame.PASS
                    : random.nextInt(8) == 0 ? ControlGame.PASS : random.nextInt(game.graph().size());
            s = game.play(s, move).orElse(s);
        }
        Statistics.label("a formation was built").collect(built);
        Statistics.label("a formation was built").coverage(c -> c.check(true).percentage(q -> q > 4));
    }
}
