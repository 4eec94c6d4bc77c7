package org.shinpan.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;

/**
 * Referee for the Lasker–Maas rules (R. E. Maas, rec.games.go 1995, shared seed {@code 002_…}):
 * no suicide; positional superko with the same player to move; a first phase played from an
 * unlimited supply, ended by two consecutive passes; a second phase played from the prisoners'
 * place, refilled with a pair of stones (one of each colour) whenever either colour runs out, ended
 * by two new consecutive passes; then every stone on the board is alive, each empty region touching
 * one colour only is that colour's territory, and each stone left in the prisoners' place counts
 * against its colour.
 *
 * <h2>Readings (also in docs/rulesets.md)</h2>
 * <ul>
 *   <li>Superko compares the position at the end of each play, and the starting position, each with
 *       the player to move then (the draft: "at any previous time (at the end of a play) with the
 *       same person to play"); positions after passes are not recorded, and the phase change resets
 *       nothing ("Rule 4 applies just as if the two passes had never occurred").
 *   <li>The refill happens as soon as either colour's count is 0 in the second phase: at its start
 *       and after every play (a play's captures are added first).
 *   <li>The half point: komi, 0.5 in the preset (the numbered text always adds it; the draft makes
 *       it optional, so {@code komi=0} allows a tie).
 * </ul>
 */
public final class LaskerMaasReferee {
    /** The stage of a Lasker–Maas game. */
    public enum Phase {
        /** Stones come from the unlimited supply. */
        FIRST,
        /** Stones come from the prisoners' place. */
        SECOND,
        /** Two new consecutive passes ended the second phase. */
        OVER
    }

    /** A position with the player to move: what the superko compares. */
    private record Key(Position position, Player toMove) {}

    private final Graph graph;
    private final Board board;
    private final Set<Key> seen = new HashSet<>();
    private final int[] prisoners = new int[2]; // stones of each colour in the prisoners' place
    private Player toMove;
    private Phase phase = Phase.FIRST;
    private int passesInARow; // consecutive passes within the current phase
    private int handicapPlacementsLeft; // Black's placements still to make, each a move of his
    private int moves;
    private int pairsAdded;

    /**
     * A game from {@code start} with {@code first} to move.
     *
     * @throws IllegalArgumentException if a string of {@code start} has no liberty
     */
    public LaskerMaasReferee(Position start, Player first) {
        this(start, first, 0);
    }

    /**
     * A game from {@code start} with {@code first} to move, Black's first {@code handicap} moves
     * his handicap placements when there are at least two and the game starts from the empty
     * board with Black (docs/rulesets.md, "Decisions that hold for every rule set"; Lasker-Maas:
     * the handicap stones, once placed, are as stones played before).
     *
     * @throws IllegalArgumentException if a string of {@code start} has no liberty
     */
    public LaskerMaasReferee(Position start, Player first, int handicap) {
        if (handicap >= 2 && start.hasNoStones() && first == Player.BLACK) handicapPlacementsLeft = handicap;
        if (start.firstStringWithoutLiberty() >= 0) {
            throw new IllegalArgumentException("the string at " + start.graph().label(start.firstStringWithoutLiberty())
                    + " has no liberty: no game can start from it");
        }
        this.graph = start.graph();
        this.board = new Board(start, SuicideRule.PROHIBITED);
        this.toMove = first;
        seen.add(new Key(start, first));
    }

    public Position position() {
        return board.toPosition();
    }

    public Phase phase() {
        return phase;
    }

    public Player toMove() {
        return toMove;
    }

    /** Stones of {@code colour} in the prisoners' place now. */
    public int prisoners(Player colour) {
        return prisoners[colour.ordinal()];
    }

    /** Pairs moved from the unlimited supply to the prisoners' place so far. */
    public int pairsAdded() {
        return pairsAdded;
    }

    /** Every rule {@code move} by {@code player} would break now; changes nothing. */
    public List<Violation> judge(Player player, Move move) {
        List<Violation> v = new ArrayList<>();
        if (move instanceof Move.KoPass) {
            throw new IllegalArgumentException("a ko-pass is a J2003 hypothetical-move, not a move of a game");
        }
        if (phase == Phase.OVER) {
            v.add(new Violation(Prohibition.AFTER_END, "the second phase ended at move " + moves));
            return v;
        }
        if (player != toMove) {
            v.add(new Violation(Prohibition.OUT_OF_TURN, (toMove == Player.BLACK ? "Black" : "White") + " is to move"));
        }
        if (move instanceof Move.Play) {
            int loc = ((Move.Play) move).loc();
            if (!board.isEmpty(loc)) {
                v.add(new Violation(Prohibition.OCCUPIED, graph.label(loc) + " holds a stone"));
                return v;
            }
            if (!board.tryPlay(loc, player)) {
                v.add(new Violation(Prohibition.SUICIDE, "the stone's group at " + graph.label(loc)
                        + " would have no breathing space"));
                return v;
            }
            Position after = board.toPosition();
            board.undo();
            if (seen.contains(new Key(after, player.opponent()))) {
                v.add(new Violation(Prohibition.POSITIONAL_SUPERKO, "it repeats an earlier position with "
                        + (player == Player.BLACK ? "White" : "Black") + " to play"));
            }
        }
        return v;
    }

    /** Judges {@code move}; carries it out if legal, else changes nothing (the turn stays). */
    public MoveVerdict play(Player player, Move move) {
        List<Violation> v = judge(player, move);
        int number = moves + 1;
        if (!v.isEmpty()) {
            return new MoveVerdict(number, player, move, v, Optional.empty(), MoveVerdict.Effect.NOT_PLAYED, 0, 0);
        }
        moves++;
        boolean placement = handicapPlacementsLeft > 0;
        if (placement) handicapPlacementsLeft--;
        toMove = handicapPlacementsLeft > 0 ? Player.BLACK : player.opponent();
        int captures = 0;
        if (move instanceof Move.Play) {
            int loc = ((Move.Play) move).loc();
            captures = board.play(loc, player);
            prisoners[player.opponent().ordinal()] += captures;
            if (phase == Phase.SECOND) {
                prisoners[player.ordinal()]--;
                refill();
            }
            seen.add(new Key(board.toPosition(), toMove));
            passesInARow = 0;
        } else if (placement) {
            passesInARow = 0; // a placement passed is Black's alone: both players have not passed
        } else if (++passesInARow == 2) {
            passesInARow = 0;
            if (phase == Phase.FIRST) {
                phase = Phase.SECOND;
                refill();
            } else {
                phase = Phase.OVER;
            }
        }
        return new MoveVerdict(number, player, move, v, Optional.empty(), MoveVerdict.Effect.PLAYED, captures, 0);
    }

    private void refill() {
        if (prisoners[0] == 0 || prisoners[1] == 0) {
            prisoners[0]++;
            prisoners[1]++;
            pairsAdded++;
        }
    }

    /**
     * One colour's count: its territory (empty regions touching its stones only) minus the stones
     * of its colour left in the prisoners' place.
     */
    public record Score(int territory, int prisonersLeft) {
        public int total() {
            return territory - prisonersLeft;
        }
    }

    /** Black's and White's scores now (meaningful once the game is over). */
    public List<Score> score() {
        Position p = position();
        int[] owner = Counting.regionOwners(p);
        int[] territory = new int[2];
        for (int loc = 0; loc < owner.length; loc++) {
            if (p.isEmpty(loc) && owner[loc] > 0) territory[owner[loc] - 1]++;
        }
        return List.of(new Score(territory[0], prisoners[0]), new Score(territory[1], prisoners[1]));
    }

    /** Black's score minus White's minus {@code komi} (the half point of the preset is komi 0.5). */
    public double margin(double komi) {
        List<Score> s = score();
        return s.get(0).total() - s.get(1).total() - komi;
    }
}
