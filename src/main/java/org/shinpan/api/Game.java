package org.shinpan.api;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.shinpan.board.Position;

/**
 * A position file as read by {@link Shinpan#read}: an SGF game at the end of its main line (or at
 * the two passes that ended the game, if the record goes on after them), a text diagram or a graph
 * file (docs/formats.md).
 *
 * @param source             the file name, as given
 * @param position           the position (SGF: after every move of the main line, or after the pass
 *                           that ended the game, succeeding a pass, where moves follow it; J2003
 *                           Definitions 2's final-position)
 * @param moves              the moves of the main line up to that position; 0 for a diagram or graph file
 * @param prisonerDifference white stones minus black stones removed by those moves (J2003's
 *                           prisoner-difference); 0 for a diagram or graph file
 * @param komi               the SGF's {@code KM}, if any
 * @param recordedResult     the SGF's {@code RE}, if any, as written
 * @param recordedRules      the SGF's {@code RU}, if any, as written
 * @param warnings           recoverable oddities of the file, in words
 * @param notJ2003Game       why the moves are no J2003 alternating-sequence that reached this
 *                           position, if they are not: a play {basic-ko} excludes, a long cycle
 *                           that ended the game before it, or a suicide where the record was read
 *                           under a rule set that allows it (J2003 Definitions 1;
 *                           {@link org.shinpan.rules.AlternatingSequenceCheck}); a J2003 analysis
 *                           of the game is refused with it
 * @param recordMoves        the moves of the main line, {@code moves} or more: more where the record
 *                           goes on after the two passes that ended the game
 */
public record Game(String source, Position position, int moves, int prisonerDifference, OptionalDouble komi,
        Optional<String> recordedResult, Optional<String> recordedRules, List<String> warnings,
        Optional<String> notJ2003Game, int recordMoves) {

    public Game {
        warnings = List.copyOf(warnings);
    }

    /** A game whose moves are a J2003 alternating-sequence, or that has none. */
    public Game(String source, Position position, int moves, int prisonerDifference, OptionalDouble komi,
            Optional<String> recordedResult, Optional<String> recordedRules, List<String> warnings) {
        this(source, position, moves, prisonerDifference, komi, recordedResult, recordedRules, warnings,
                Optional.empty(), moves);
    }

    /** The same game with {@code other} as its position (e.g. after {@code DameFilling.fill}). */
    public Game withPosition(Position other) {
        return new Game(source, other, moves, prisonerDifference, komi, recordedResult, recordedRules, warnings,
                notJ2003Game, recordMoves);
    }
}
