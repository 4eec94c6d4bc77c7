package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.LjReferee;
import org.shinpan.rules.LjTurn;

/**
 * The control test's game plays by the LJ play rules: on random transformed positions, every move
 * of a random game is legal in {@link ControlGame} exactly when {@link LjReferee} (rules 2–13)
 * finds it legal, and both reach the same situation (rule 8) and the same end (rule 4).
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
            if (!s.isOver()) {
                assertEquals(referee.current().passesNeeded(), s.passesNeeded());
                assertEquals(referee.current().temporarily(),
                        s.koLocation() < 0 ? IntSets.immutable.empty() : IntSets.immutable.of(s.koLocation()));
            }
        }
    }
}
