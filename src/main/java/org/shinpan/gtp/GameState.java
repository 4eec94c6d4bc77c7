package org.shinpan.gtp;

import java.util.ArrayDeque;
import java.util.Deque;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
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
 *
 * <p>Each play and pass keeps the state before it, so that {@code undo} can restore it. A new board
 * and handicap stones start a new history: there is nothing before them to undo. A loaded file
 * starts it with its own moves, as GTP's {@code loadsgf} says (the file's setup stones stay).
 */
final class GameState {
    /** The board side until {@code boardsize} says otherwise. */
    static final int DEFAULT_SIZE = 19;

    private Position position;
    private Position beforeLastMove; // null: no ko ban
    private Player toMove;
    private int prisonerDifference;
    private double komi;
    /** The states before each play or pass since the history began, the latest first. */
    private final Deque<Snapshot> history = new ArrayDeque<>();

    /**
     * The state before a play or pass, and what that play or pass added to the prisoner-difference:
     * {@code undo} takes that off the difference as it stands then, so that a difference set by
     * {@code j2003_prisoners} after the move is kept, less the move's captures.
     */
    private record Snapshot(Position position, Position beforeLastMove, Player toMove, int added) {}

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
        history.clear();
        replace(position, beforeLastMove, toMove, prisonerDifference);
    }

    /** The state of a loaded file, with the states before its moves as the history {@code undo} goes back through. */
    void load(LoadedGame loaded) {
        set(loaded.position(), loaded.beforeLastMove(), loaded.toMove(), loaded.prisonerDifference());
        java.util.List<LoadedGame.State> earlier = loaded.earlier();
        for (int i = 0; i < earlier.size(); i++) {
            LoadedGame.State s = earlier.get(i);
            int after = i + 1 < earlier.size() ? earlier.get(i + 1).prisonerDifference() : loaded.prisonerDifference();
            history.push(new Snapshot(s.position(), s.beforeLastMove(), s.toMove(), after - s.prisonerDifference()));
        }
    }

    private void replace(Position position, Position beforeLastMove, Player toMove, int prisonerDifference) {
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
        int added = player == Player.BLACK ? captured : -captured;
        history.push(new Snapshot(position, beforeLastMove, toMove, added));
        replace(after, position, player.opponent(), prisonerDifference + added);
        return true;
    }

    /** A pass by {@code player}: it lifts any ko ban. */
    void pass(Player player) {
        history.push(new Snapshot(position, beforeLastMove, toMove, 0));
        replace(position, position, player.opponent(), prisonerDifference);
    }

    /**
     * Takes back the last play or pass: the position, the ko ban and the player to move before it,
     * and the prisoner-difference less what the play added to it.
     *
     * @return false, changing nothing, when there is no play or pass to take back
     */
    boolean undo() {
        Snapshot s = history.poll();
        if (s == null) {
            return false;
        }
        replace(s.position(), s.beforeLastMove(), s.toMove(), prisonerDifference - s.added());
        return true;
    }

    /**
     * Black's handicap stones on an empty board; White is to move, and the history starts here.
     *
     * @return false, changing nothing, unless the board is empty and every location is distinct
     */
    boolean placeHandicap(IntList locs) {
        if (!position.hasNoStones() || locs.distinct().size() != locs.size()) {
            return false;
        }
        // All stones black and at least one point left empty (the callers' bound): every string has a liberty.
        Position p = position;
        for (int i = 0; i < locs.size(); i++) p = p.with(locs.get(i), Occupant.BLACK);
        set(p, null, Player.WHITE, prisonerDifference);
        return true;
    }
}
