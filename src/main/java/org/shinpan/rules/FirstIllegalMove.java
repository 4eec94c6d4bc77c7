package org.shinpan.rules;

import java.util.Optional;

/**
 * The first move of a record that a rule set's own referee finds illegal, in the words {@code
 * replay --rules NAME} reports it: {@code illegal move 2 (B C3): basic-ko: it recreates ...}. For
 * {@code compare}, which scores one position under every rule set and does not score it under a
 * rule set whose referee refuses the moves of the record that reached it (docs/rulesets.md,
 * "compare": illegal moves).
 *
 * <p>Each referee judges the moves it would replay: {@link Referee} up to its game's end (two
 * passes, or a long cycle under J2003), {@link LaskerMaasReferee} through both phases, {@link
 * LjReferee} up to its game's end; none past {@code moves}.
 */
public final class FirstIllegalMove {
    private FirstIllegalMove() {}

    /** The illegal move: its number in the record (a turn's, for LJ) and the referee's verdict in words. */
    public record Found(int moveNumber, String text) {}

    /**
     * The first of {@code record}'s first {@code moves} moves that {@code rules}' referee (ko,
     * suicide, turn) finds illegal, with the record's handicap; empty if none. {@link
     * Prohibition#DIRECT_KO} is not judged (no life-and-death judge), as it needs the analysis.
     */
    public static Optional<Found> under(RuleSet rules, GameRecord record, int moves) {
        Referee referee = new Referee(rules.withHandicap(record.handicap()), record.start(), record.firstPlayer(),
                LifeAndDeathJudge.none("not judged here: only the moves' legality"));
        for (GameRecord.RecordedMove m : record.moves()) {
            if (m.number() > moves || referee.end().isPresent()) break;
            MoveVerdict v = referee.play(m.player(), m.move());
            if (!v.isLegal()) return Optional.of(found(record, m, v.violations().get(0)));
        }
        return Optional.empty();
    }

    /** The first of {@code record}'s first {@code moves} moves the Lasker–Maas referee finds illegal; empty if none. */
    public static Optional<Found> underLaskerMaas(GameRecord record, int moves) {
        LaskerMaasReferee referee = new LaskerMaasReferee(record.start(), record.firstMover(), record.handicap());
        for (GameRecord.RecordedMove m : record.moves()) {
            if (m.number() > moves || referee.phase() == LaskerMaasReferee.Phase.OVER) break;
            MoveVerdict v = referee.play(m.player(), m.move());
            if (!v.isLegal()) return Optional.of(found(record, m, v.violations().get(0)));
        }
        return Optional.empty();
    }

    /** The first of {@code record}'s first {@code moves} turns the LJ referee finds illegal (LJ rules 2-13); empty if none. */
    public static Optional<Found> underLj(LjRecordReader.LjRecord record, int moves) {
        LjReferee referee = LjReplay.referee(record, record.record().handicap());
        for (LjTurn t : record.turns()) {
            if (referee.turns() >= moves || referee.isOver()) break;
            LjReferee.Verdict v = referee.play(t);
            if (!v.isLegal()) {
                LjReferee.LjViolation why = v.violations().get(0);
                return Optional.of(new Found(v.number(), "illegal turn " + v.number() + " (" + t.notation(referee.graph())
                        + "): " + why.rule().word() + ": " + why.detail()));
            }
        }
        return Optional.empty();
    }

    private static Found found(GameRecord record, GameRecord.RecordedMove m, Violation why) {
        return new Found(m.number(), "illegal move " + m.number() + " (" + GameRecord.describe(record.graph(), m.player(),
                m.move()) + "): " + why.rule().word() + ": " + why.detail());
    }
}
