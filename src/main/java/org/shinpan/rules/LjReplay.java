package org.shinpan.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * Replays an {@link LjRecordReader.LjRecord} with an {@link LjReferee}: it stops at the first
 * illegal turn (an illegal turn changes nothing under LJ), and scores a finished game by LJ rule 5
 * when the record gives control.
 *
 * <pre>
 * LjReplay.Report r = LjReplay.run(LjRecordReader.read(bytes, "game.sgf"), 0);
 * System.out.println(r.result() + ": " + r.explanation());
 * </pre>
 */
public final class LjReplay {
    private LjReplay() {}

    /**
     * What the replay found.
     *
     * @param verdicts     one per turn judged, up to and including the illegal one it stopped at
     * @param stoppedAt    the illegal turn it stopped at; empty if none
     * @param over         whether the game ended (rule 4)
     * @param position     the stones at the end (or where it stopped)
     * @param blackRemoved black stones removed during the game (White's captives)
     * @param whiteRemoved white stones removed during the game (Black's captives)
     * @param counts       the rule-5 counts, when the game ended and control was given
     * @param result       {@code B+n}, {@code W+n}, {@code Draw}, {@code unknown} (ended, no
     *                     control given) or {@code none} (not ended)
     * @param explanation  how the result was reached
     */
    public record Report(List<LjReferee.Verdict> verdicts, OptionalInt stoppedAt, boolean over, Position position,
            int blackRemoved, int whiteRemoved, Optional<Counting.Counts> counts, String result, String explanation) {
        public Report {
            verdicts = List.copyOf(verdicts);
        }
    }

    /** Replays {@code record} with White's {@code komi}; scores only with control from the record. */
    public static Report run(LjRecordReader.LjRecord record, double komi) {
        return run(record, komi, LjControlJudge.NONE);
    }

    /**
     * Replays {@code record} with White's {@code komi}; a finished game is scored with the record's
     * control ({@code TB}/{@code TW}) if it gives one, else with {@code judge}'s.
     */
    public static Report run(LjRecordReader.LjRecord record, double komi, LjControlJudge judge) {
        return run(record, komi, judge, record.record().handicap());
    }

    /**
     * {@link #run(LjRecordReader.LjRecord, double, LjControlJudge)} with Black's first
     * {@code handicap} turns his placements (when at least two, from the empty board), whatever the
     * record's {@code HA} says.
     */
    public static Report run(LjRecordReader.LjRecord record, double komi, LjControlJudge judge, int handicap) {
        LjReferee referee = referee(record, handicap);
        List<LjReferee.Verdict> verdicts = new ArrayList<>();
        OptionalInt stopped = OptionalInt.empty();
        for (LjTurn t : record.turns()) {
            LjReferee.Verdict v = referee.play(t);
            verdicts.add(v);
            if (!v.isLegal()) {
                stopped = OptionalInt.of(v.number());
                break;
            }
        }
        int b = referee.removed(Player.BLACK);
        int w = referee.removed(Player.WHITE);
        if (!referee.isOver()) {
            String why = stopped.isPresent() ? "the game did not end: the replay stopped at the illegal turn "
                    + stopped.getAsInt() : "the game did not end (LJ rule 4)";
            return new Report(verdicts, stopped, false, referee.position(), b, w, Optional.empty(), "none", why);
        }
        LjScoring.Control control;
        String source;
        if (record.control().isPresent()) {
            control = record.control().get();
            source = "control from the record";
        } else {
            LjControlJudge.Decision d = judge.decide(referee.position());
            if (d.control().isEmpty()) {
                return new Report(verdicts, stopped, true, referee.position(), b, w, Optional.empty(), "unknown",
                        d.explanation());
            }
            control = d.control().get();
            source = d.explanation();
        }
        Counting.Counts c = LjScoring.count(referee.position(), control, b, w);
        double margin = LjScoring.margin(c, komi);
        return new Report(verdicts, stopped, true, referee.position(), b, w, Optional.of(c), Outcome.resultOf(margin),
                "LJ rule 5: Black " + c.black().total() + " (" + parts(c.black()) + "), White " + c.white().total()
                        + " (" + parts(c.white()) + "), komi " + RuleSet.format(komi) + "; " + source);
    }

    /**
     * The LJ referee at the start of {@code record}: its set-up position and initially prohibited
     * locations, its first mover, and Black's first {@code handicap} turns his placements.
     */
    public static LjReferee referee(LjRecordReader.LjRecord record, int handicap) {
        GameRecord g = record.record();
        return new LjReferee(g.start(), record.initiallyProhibited(), g.firstMover(), handicap);
    }

    private static String parts(Count c) {
        return c.territory() + " territory + " + c.deadStones() + " dead + " + c.prisoners() + " captives";
    }
}
