package org.shinpan.gtp;

import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;

/**
 * The game the engine holds: the position, the player to move, the prisoner-difference, the komi,
 * and the position before the last move for the simple ko rule.
 *
 * <p>Rules of play: suicide is prohibited (J2003 v35a, Definitions 1, "play"), and a play may not
 * recreate the position before the last move (simple ko: the immediate recapture). GTP lets a
 * player move twice in a row; the player to move is then the last mover's opponent.
 *
 * <p>The prisoner-difference is J2003's: white stones removed minus black stones removed. Plays add
 * their captures to it; {@code j2003_prisoners} sets it.
 */
final class GameState {
    /** The board side until {@code boardsize} says otherwise. */
    static final int DEFAULT_SIZE = 19;

    private Position position;
    private Position beforeLastMove; // null: no ko ban
    private Player toMove;
    private int prisonerDifference;
    private double komi;

    GameState() {
        clear(Graph.square(DEFAULT_SIZE));
    }

    /** The empty board {@code graph}, Black to move, no prisoners; the komi is kept. */
    void clear(Graph graph) {
        set(Position.empty(graph), null, Player.BLACK, 0);
    }

    /**
     * Replaces the whole game state but the komi.
     *
     * @param beforeLastMove the position before the last move, for the ko ban; {@code null} for none
     */
    void set(Position position, Position beforeLastMove, Player toMove, int prisonerDifference) {
        this.position = position;
        this.beforeLastMove = beforeLastMove;
        this.toMove = toMove;
        this.prisonerDifference = prisonerDifference;
    }

    Position position() {
        return position;
    }

    Graph graph() {
        return position.graph();
    }

    Player toMove() {
        return toMove;
    }

    int prisonerDifference() {
        return prisonerDifference;
    }

    void setPrisonerDifference(int prisonerDifference) {
        this.prisonerDifference = prisonerDifference;
    }

    double komi() {
        return komi;
    }

    void setKomi(double komi) {
        this.komi = komi;
    }

    /**
     * Plays a stone of {@code player} on {@code loc} if legal: the location is empty, the play is
     * no suicide, and it does not recreate the position before the last move.
     *
     * @return whether the play was made; if not, nothing changed
     */
    boolean play(Player player, int loc) {
        Board board = new Board(position, SuicideRule.PROHIBITED);
        if (!board.isLegal(loc, player)) {
            return false;
        }
        int captured = board.play(loc, player);
        Position after = board.toPosition();
        if (after.equals(beforeLastMove)) {
            return false;
        }
        int difference = prisonerDifference + (player == Player.BLACK ? captured : -captured);
        set(after, position, player.opponent(), difference);
        return true;
    }

    /** A pass by {@code player}: it lifts any ko ban. */
    void pass(Player player) {
        set(position, position, player.opponent(), prisonerDifference);
    }
}
