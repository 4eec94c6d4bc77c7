package org.shinpan.rules;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Position;

/**
 * The outcome of replaying a {@link GameRecord} under a {@link RuleSet}.
 *
 * @param record        the record replayed
 * @param rules         the rule set
 * @param verdicts      one per move judged, in order (up to the stop, if the replay stopped)
 * @param end           how the game ended; empty if it did not
 * @param stoppedAt     the illegal move the replay stopped at; empty if it did not stop
 * @param finalPosition the position at the end of the game, or where the replay stopped or the
 *                      record ran out
 * @param whiteRemoved  white stones removed up to the end (J2003: of the alternating-sequence)
 * @param blackRemoved  black stones removed up to the end
 * @param deadStones    the dead stones the territory count used, ascending; empty if none was needed
 * @param deadSource    where they came from: {@code user}, {@code j2003} or empty
 * @param outcome       the result
 */
public record ReplayReport(GameRecord record, RuleSet rules, List<MoveVerdict> verdicts, Optional<GameEnd> end,
        OptionalInt stoppedAt, Position finalPosition, int whiteRemoved, int blackRemoved,
        Optional<IntList> deadStones, Optional<String> deadSource, Outcome outcome) {

    public ReplayReport {
        verdicts = List.copyOf(verdicts);
    }

    /** The verdicts of the moves that break a rule. */
    public List<MoveVerdict> illegalMoves() {
        return verdicts.stream().filter(v -> !v.isLegal()).toList();
    }

    /** Whether every move judged is legal and none is in doubt. */
    public boolean allLegal() {
        return verdicts.stream().allMatch(v -> v.isLegal() && v.doubt().isEmpty());
    }
}
