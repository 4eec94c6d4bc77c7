package org.shinpan.rules;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.io.Warning;

/**
 * A game as recorded, before any rule set has judged it: the starting position, who is recorded
 * to move first, the moves in order, and what the record says about komi, handicap and rules.
 * Nothing here is checked against a rule set; {@link Referee} does that.
 *
 * @param source      the file name or other description, for messages
 * @param start       the position before the first move (set-up stones, e.g. handicap)
 * @param firstPlayer who must make the first move, when the record says or implies it; empty
 *                    when any player may (a set-up position without {@code PL})
 * @param moves       the moves, numbered 1, 2, … in order
 * @param komi        the recorded komi ({@code KM}), if any
 * @param handicap    the recorded number of handicap stones ({@code HA}), 0 if absent
 * @param rules       the recorded rule set's name ({@code RU}), if any
 * @param warnings    oddities of the record that were read past
 * @param startPrisonerDifference white stones minus black stones removed before the first move
 *                    (the root's {@code SHPD}, Shinpan's private property, docs/formats.md; 0 if
 *                    absent): every referee adds it to the stones its plays remove
 */
public record GameRecord(String source, Position start, Optional<Player> firstPlayer, List<RecordedMove> moves,
        OptionalDouble komi, int handicap, Optional<String> rules, List<Warning> warnings, int startPrisonerDifference) {

    /** A record with no stone removed before its first move. */
    /**
     * Who moves first: {@link #firstPlayer} where the record says, else the player of the first
     * recorded move, else Black (docs/rulesets.md, "Start and first player"), for the referees that
     * need one player to start (LJ, Lasker–Maas).
     */
    public Player firstMover() {
        return firstPlayer.orElse(moves.isEmpty() ? Player.BLACK : moves.get(0).player());
    }

    public GameRecord(String source, Position start, Optional<Player> firstPlayer, List<RecordedMove> moves,
            OptionalDouble komi, int handicap, Optional<String> rules, List<Warning> warnings) {
        this(source, start, firstPlayer, moves, komi, handicap, rules, warnings, 0);
    }

    /** White stones removed before the first move (Black's prisoners then): the positive part of SHPD. */
    public int startWhiteRemoved() {
        return Math.max(startPrisonerDifference, 0);
    }

    /** Black stones removed before the first move: the negative part of SHPD. */
    public int startBlackRemoved() {
        return Math.max(-startPrisonerDifference, 0);
    }

    public GameRecord {
        moves = List.copyOf(moves);
        warnings = List.copyOf(warnings);
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i).number() != i + 1) {
                throw new IllegalArgumentException("move " + (i + 1) + " is numbered " + moves.get(i).number());
            }
            if (moves.get(i).move() instanceof Move.KoPass) {
                throw new IllegalArgumentException("move " + (i + 1) + " is a ko-pass: not a move of a game");
            }
        }
    }

    /**
     * One recorded move.
     *
     * @param number its number, from 1
     * @param player who made it
     * @param move   a play or a pass
     * @param line   the line of the record it was read from, 0 if unknown
     */
    public record RecordedMove(int number, Player player, Move move, int line) {}

    public Graph graph() {
        return start.graph();
    }

    /** The move as a person writes it: {@code B C3}, {@code W pass}. */
    public static String describe(Graph graph, Player player, Move move) {
        return player.letter() + " " + (move instanceof Move.Play ? graph.label(((Move.Play) move).loc()) : "pass");
    }
}
