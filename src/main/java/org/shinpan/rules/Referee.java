package org.shinpan.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;

/**
 * The rules-dependent history of one game (KataGo's {@code BoardHistory} beside the physics-only
 * {@link Board}): who is to move, every position so far, the stones removed, passes, and the end
 * of the game; it judges each move against a {@link RuleSet} and carries it out.
 *
 * <h2>Judging a move</h2>
 * {@link #judge} lists every rule the move breaks, without changing anything:
 * <ul>
 *   <li>{@link Prohibition#AFTER_END} once the game has ended (nothing else is checked then);
 *   <li>{@link Prohibition#OUT_OF_TURN} if the other player is to move;
 *   <li>for a play: {@link Prohibition#OCCUPIED}; else the play is made on a scratch board with
 *       the basic rules' physics (capture, then self-capture) and the resulting position checked:
 *       {@link Prohibition#SUICIDE} if own stones were removed and suicide is prohibited;
 *       {@link Prohibition#POSITIONAL_SUPERKO} if the position occurred before in the game
 *       (the starting position and the current one included); {@link Prohibition#BASIC_KO} if it
 *       is the position just before the opponent's last move;
 *   <li>for a pass that succeeds a pass under J2003 scoring: {@link Prohibition#DIRECT_KO} if a
 *       final-string would then be capturable-3 (by the {@link LifeAndDeathJudge}); if the judge
 *       cannot decide, the pass is not refused but carries a doubt.
 * </ul>
 *
 * <h2>Carrying a move out</h2>
 * {@link #play} carries the move out as far as the physics allows, legal or not (the caller
 * decides whether to stop at an illegal move): a play on an occupied point and every move after
 * the end change nothing; a suicide removes its own string. After a play, under
 * {@link KoRule#BASIC_KO_LONG_CYCLE}, a position equal to the position just before an earlier move
 * ends the game (J2003 {long-cycle-tie / long-cycle-win}), counted from the first occurrence of
 * that position; a pass that succeeds a pass ends the game.
 *
 * <h2>Turns</h2>
 * The first move is the record's first player's (any player's if the record does not say).
 * With {@code handicap ≥ 2} and an empty starting position, Black's first {@code handicap} moves
 * are his handicap placements and White moves after them. After that the players alternate; a
 * move out of turn is reported and, when carried out, gives the turn to the mover's opponent.
 */
public final class Referee {
    private final RuleSet rules;
    private final Graph graph;
    private final Board board;
    private final LifeAndDeathJudge judge;

    /** pos(t): the position after the first t carried-out moves; pos(0) is the start. */
    private final List<Position> positions = new ArrayList<>();
    /** The first t at which each position stood. */
    private final Map<Position, Integer> firstSeen = new HashMap<>();
    /** The record's number of the move that made pos(t); 0 for t = 0. */
    private final MutableIntList moveNumberAt = IntLists.mutable.empty();
    /** White / black stones removed by the first t carried-out moves. */
    private final MutableIntList whiteRemovedAt = IntLists.mutable.empty();
    private final MutableIntList blackRemovedAt = IntLists.mutable.empty();
    /** For each player, the t just before his last carried-out move; -1 before his first. */
    private final int[] beforeLastMoveOf = {-1, -1};
    private final Map<Position, FinalPositionAnalysis> analyses = new HashMap<>();

    /** Who made the last move if it was a pass, else null (no move yet, or a play). */
    private Player lastPasser;
    private Player toMove; // null: any player may move
    private int handicapPlacementsLeft;
    private int movesSeen;
    private GameEnd end;
    private String endDoubt;

    /**
     * A game from {@code start}.
     *
     * @param firstPlayer who must move first; empty if any player may
     * @param judge       decides {direct-ko} under J2003 scoring (may be {@link LifeAndDeathJudge#none})
     * @throws IllegalArgumentException if a string of {@code start} has no liberty
     */
    public Referee(RuleSet rules, Position start, Optional<Player> firstPlayer, LifeAndDeathJudge judge) {
        this.rules = rules;
        this.graph = start.graph();
        this.board = new Board(start, SuicideRule.ALLOWED);
        this.judge = judge;
        positions.add(start);
        firstSeen.put(start, 0);
        moveNumberAt.add(0);
        whiteRemovedAt.add(0);
        blackRemovedAt.add(0);
        this.toMove = firstPlayer.orElse(null);
        if (rules.handicap() >= 2 && start.hasNoStones() && toMove != Player.WHITE) {
            handicapPlacementsLeft = rules.handicap();
            toMove = Player.BLACK;
        }
    }

    public RuleSet rules() {
        return rules;
    }

    /** The current position. */
    public Position position() {
        return positions.get(positions.size() - 1);
    }

    /** Who is to move; empty while any player may. */
    public Optional<Player> toMove() {
        return Optional.ofNullable(toMove);
    }

    /** The number of moves judged by {@link #play} so far, carried out or not. */
    public int moveCount() {
        return movesSeen;
    }

    /** Stones of {@code player} removed so far (captured by the opponent, or by own suicide). */
    public int removed(Player player) {
        MutableIntList list = player == Player.BLACK ? blackRemovedAt : whiteRemovedAt;
        return list.getLast();
    }

    /** The end of the game, once it has ended. */
    public Optional<GameEnd> end() {
        return Optional.ofNullable(end);
    }

    public boolean isOver() {
        return end != null;
    }

    /** Why the legality of the pass that ended the game is undecided; empty if it is decided. */
    public Optional<String> endDoubt() {
        return Optional.ofNullable(endDoubt);
    }

    /** The judge's analysis of {@code position}, computed once per position. */
    public FinalPositionAnalysis analysis(Position position) {
        return analyses.computeIfAbsent(position, judge::analyze);
    }

    /** The rules' verdict on a move: the rules it breaks, and a doubt where legality is undecided. */
    public record Judgement(List<Violation> violations, Optional<String> doubt) {
        public Judgement {
            violations = List.copyOf(violations);
        }

        public boolean isLegal() {
            return violations.isEmpty();
        }
    }

    /**
     * Every rule {@code move} by {@code player} would break now, and any doubt; changes nothing.
     *
     * @throws IllegalArgumentException for a ko-pass (not a move of a game) or a location off the board
     */
    public Judgement judge(Player player, Move move) {
        List<Violation> v = new ArrayList<>();
        if (move instanceof Move.KoPass) {
            throw new IllegalArgumentException("a ko-pass is a hypothetical-move, not a move of a game");
        }
        if (end != null) {
            v.add(new Violation(Prohibition.AFTER_END, "the game ended at " + end.describe()));
            return new Judgement(v, Optional.empty());
        }
        if (toMove != null && player != toMove) {
            String who = toMove == Player.BLACK ? "Black" : "White";
            v.add(new Violation(Prohibition.OUT_OF_TURN, handicapPlacementsLeft > 0
                    ? "Black has " + handicapPlacementsLeft + " handicap stone" + (handicapPlacementsLeft == 1 ? "" : "s")
                            + " to place"
                    : who + " is to move"));
        }
        int t = positions.size() - 1;
        if (move instanceof Move.Play) {
            int loc = ((Move.Play) move).loc();
            if (loc < 0 || loc >= graph.size()) {
                throw new IllegalArgumentException("location " + loc + " is not on " + graph.describe());
            }
            if (!board.isEmpty(loc)) {
                v.add(new Violation(Prohibition.OCCUPIED, graph.label(loc) + " holds a "
                        + board.occupant(loc).player().lowerName() + " stone"));
                return new Judgement(v, Optional.empty());
            }
            board.tryPlay(loc, player); // basic-rule physics: always possible on an empty point
            int suicides = board.lastSuicideCount();
            Position after = board.toPosition();
            board.undo();
            if (suicides > 0 && rules.suicideRule() == SuicideRule.PROHIBITED) {
                v.add(new Violation(Prohibition.SUICIDE, "the play would remove its own string of " + suicides
                        + " stone" + (suicides == 1 ? "" : "s")));
            }
            switch (rules.koRule()) {
                case POSITIONAL_SUPERKO: {
                    Integer first = firstSeen.get(after);
                    if (first != null) {
                        v.add(new Violation(Prohibition.POSITIONAL_SUPERKO, "it recreates " + positionName(first)
                                + (first == t ? " (the current position)" : "")));
                    }
                    break;
                }
                default: {
                    int before = beforeLastMoveOf[player.opponent().ordinal()];
                    if (before >= 0 && positions.get(before).equals(after)) {
                        v.add(new Violation(Prohibition.BASIC_KO, "it recreates the position just before move "
                                + moveNumberAt.get(before + 1) + ", the opponent's last move"));
                    }
                }
            }
            return new Judgement(v, Optional.empty());
        }
        // A pass.
        if (lastPasser == player.opponent() && rules.scoringRule() == ScoringRule.J2003) {
            FinalPositionAnalysis a = analysis(position());
            switch (a.endingPass()) {
                case ILLEGAL:
                    v.add(new Violation(Prohibition.DIRECT_KO, "it would end the game while " + a.capturable3()
                            + " would be capturable-3"));
                    break;
                case UNDECIDED:
                    return new Judgement(v, Optional.of("direct-ko undecided: " + a.note()));
                default:
                    break;
            }
        }
        return new Judgement(v, Optional.empty());
    }

    private String positionName(int t) {
        return t == 0 ? "the starting position" : "the position after move " + moveNumberAt.get(t);
    }

    /**
     * Judges {@code move} as move number {@link #moveCount()}{@code + 1} and carries it out as far
     * as the physics allows (see the class comment), legal or not.
     */
    public MoveVerdict play(Player player, Move move) {
        Judgement j = judge(player, move);
        int number = ++movesSeen;
        if (end != null) {
            return new MoveVerdict(number, player, move, j.violations(), j.doubt(), MoveVerdict.Effect.NOT_PLAYED, 0, 0);
        }
        // a handicap placement, played or passed (docs/rulesets.md, "Handicap")
        boolean placement = handicapPlacementsLeft > 0 && player == Player.BLACK;
        passTurn(player);
        int t = positions.size() - 1;
        if (move instanceof Move.Play) {
            int loc = ((Move.Play) move).loc();
            // a play, even one that cannot be carried out, is no pass: passes around it are not consecutive
            lastPasser = null;
            if (!board.isEmpty(loc)) {
                return new MoveVerdict(number, player, move, j.violations(), j.doubt(), MoveVerdict.Effect.NOT_PLAYED,
                        0, 0);
            }
            board.tryPlay(loc, player);
            int captures = board.lastCaptureCount();
            int suicides = board.lastSuicideCount();
            Position after = board.toPosition();
            int whiteRemoved = whiteRemovedAt.get(t) + (player == Player.BLACK ? captures : suicides);
            int blackRemoved = blackRemovedAt.get(t) + (player == Player.BLACK ? suicides : captures);
            positions.add(after);
            moveNumberAt.add(number);
            whiteRemovedAt.add(whiteRemoved);
            blackRemovedAt.add(blackRemoved);
            beforeLastMoveOf[player.ordinal()] = t;
            Integer first = firstSeen.putIfAbsent(after, t + 1);
            // J2003 {long-cycle}: the position after the play equals one just before an earlier move,
            // i.e. pos(j) with j < t (pos(t) is the position just before this very play).
            if (rules.koRule() == KoRule.BASIC_KO_LONG_CYCLE && first != null && first < t) {
                end = GameEnd.longCycle(number, moveNumberAt.get(first), whiteRemoved - whiteRemovedAt.get(first),
                        blackRemoved - blackRemovedAt.get(first));
            }
            return new MoveVerdict(number, player, move, j.violations(), j.doubt(), MoveVerdict.Effect.PLAYED,
                    captures, suicides);
        }
        positions.add(position());
        moveNumberAt.add(number);
        whiteRemovedAt.add(whiteRemovedAt.get(t));
        blackRemovedAt.add(blackRemovedAt.get(t));
        beforeLastMoveOf[player.ordinal()] = t;
        // both players have passed consecutively (two passes of one player, out of turn, are not
        // both players'); a placement passed is Black's alone, no pass toward the end
        if (placement) {
            lastPasser = null;
        } else {
            if (lastPasser == player.opponent()) {
                end = GameEnd.twoPasses(number);
                endDoubt = j.doubt().orElse(null);
            }
            lastPasser = player;
        }
        return new MoveVerdict(number, player, move, j.violations(), j.doubt(), MoveVerdict.Effect.PLAYED, 0, 0);
    }

    private void passTurn(Player mover) {
        if (handicapPlacementsLeft > 0 && mover == Player.BLACK) {
            handicapPlacementsLeft--;
            toMove = handicapPlacementsLeft > 0 ? Player.BLACK : Player.WHITE;
        } else {
            handicapPlacementsLeft = 0;
            toMove = mover.opponent();
        }
    }
}
