package org.shinpan.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.GameRecord.RecordedMove;

/**
 * Replays a whole {@link GameRecord} under a {@link RuleSet} with a {@link Referee}, then counts
 * the result.
 *
 * <p>Usage:
 * <pre>
 * ReplayReport r = Replay.run(record, RuleSet.parse("tromp-taylor"), Replay.OnIllegal.STOP,
 *         LifeAndDeathJudge.none("no analysis"), Optional.empty());
 * r.illegalMoves().forEach(v -&gt; System.out.println(v.number() + " " + v.violations()));
 * System.out.println(r.outcome().result());
 * </pre>
 */
public final class Replay {
    private Replay() {}

    /** What to do at an illegal move. */
    public enum OnIllegal {
        /** Report it and stop: the game has no result. */
        STOP,
        /** Report it, carry it out as far as the physics allows, and go on. */
        CONTINUE
    }

    /**
     * Replays {@code record}.
     *
     * @param judge     the J2003 analysis: direct-ko under J2003, the score under J2003, the dead
     *                  stones under territory counting when {@code userDead} is empty
     * @param userDead  dead stones given by the user (each marks its whole string), territory
     *                  counting only; empty to take them from {@code judge}
     * @throws IllegalArgumentException if {@code userDead} is given for another scoring rule, or
     *     names a point without a stone in the final position
     */
    public static ReplayReport run(GameRecord record, RuleSet rules, OnIllegal onIllegal, LifeAndDeathJudge judge,
            Optional<IntList> userDead) {
        if (rules.koRule() == KoRule.LJ || rules.koRule() == KoRule.SAME_PLAYER_SUPERKO) {
            throw new IllegalArgumentException("the rule set " + rules + " has its own referee ("
                    + (rules.koRule() == KoRule.LJ ? "LjReplay" : "LaskerMaasReferee") + ")");
        }
        if (userDead.isPresent() && rules.scoringRule() != ScoringRule.TERRITORY) {
            throw new IllegalArgumentException("dead stones are only given for territory counting, not for "
                    + rules.scoringRule().word() + " scoring");
        }
        Referee referee = new Referee(rules, record.start(), record.firstPlayer(), judge);
        List<MoveVerdict> verdicts = new ArrayList<>();
        OptionalInt stoppedAt = OptionalInt.empty();
        for (RecordedMove m : record.moves()) {
            if (onIllegal == OnIllegal.STOP) {
                Referee.Judgement j = referee.judge(m.player(), m.move());
                if (!j.isLegal()) {
                    verdicts.add(new MoveVerdict(m.number(), m.player(), m.move(), j.violations(), j.doubt(),
                            MoveVerdict.Effect.NOT_PLAYED, 0, 0));
                    stoppedAt = OptionalInt.of(m.number());
                    break;
                }
            }
            verdicts.add(referee.play(m.player(), m.move()));
        }
        Position last = referee.position();
        // the stones removed before the first move (SHPD) count as the plays' do
        int whiteRemoved = referee.removed(Player.WHITE) + record.startWhiteRemoved();
        int blackRemoved = referee.removed(Player.BLACK) + record.startBlackRemoved();
        double komi = rules.komi();
        Optional<IntList> dead = Optional.empty();
        Optional<String> deadSource = Optional.empty();
        Outcome outcome;
        Optional<GameEnd> end = referee.end();
        if (end.isEmpty()) {
            outcome = Outcome.none(stoppedAt.isPresent()
                    ? "the game did not end: the replay stopped at the illegal move " + stoppedAt.getAsInt()
                    : "the game did not end: the record stops before two consecutive passes", komi);
        } else if (end.get().kind() != GameEnd.Kind.TWO_PASSES) {
            outcome = Outcome.longCycle(end.get(), komi);
        } else {
            String illegalEnd = endingPassNote(verdicts, end.get());
            switch (rules.scoringRule()) {
                case AREA: {
                    Counting.Counts c = Counting.area(last);
                    double margin = c.black().total() - c.white().total() - komi;
                    outcome = new Outcome(Outcome.Kind.SCORED, Outcome.resultOf(margin), Optional.of(c),
                            OptionalDouble.of(margin), komi, Optional.empty(),
                            "area: Black " + c.black().total() + " (" + stones(c.black().stones()) + " + "
                                    + c.black().territory() + " territory), White " + c.white().total() + " ("
                                    + stones(c.white().stones()) + " + " + c.white().territory() + " territory), komi "
                                    + RuleSet.format(komi) + illegalEnd);
                    break;
                }
                case TERRITORY: {
                    String deadNote = "";
                    if (userDead.isPresent()) {
                        dead = Optional.of(wholeStrings(last, userDead.get()));
                        deadSource = Optional.of("user");
                    } else {
                        FinalPositionAnalysis a = referee.analysis(last);
                        if (a.deadStones().isPresent()) {
                            dead = a.deadStones();
                            deadSource = Optional.of("j2003");
                            deadNote = a.note().isEmpty() ? "" : " " + a.note();
                        }
                    }
                    if (dead.isEmpty()) {
                        outcome = Outcome.unknown("the dead stones are unknown: the J2003 analysis did not decide ("
                                + referee.analysis(last).note() + "); give them (replay --dead, or the dead stones of Replay.run)" + illegalEnd, komi);
                        break;
                    }
                    boolean[] isDead = new boolean[last.graph().size()];
                    dead.get().forEach(loc -> isDead[loc] = true);
                    Counting.Counts c = Counting.territory(last, isDead, whiteRemoved, blackRemoved);
                    double margin = c.black().total() - c.white().total() - komi;
                    outcome = new Outcome(Outcome.Kind.SCORED, Outcome.resultOf(margin), Optional.of(c),
                            OptionalDouble.of(margin), komi, Optional.empty(),
                            "territory: Black " + c.black().total() + " (" + parts(c.black()) + "), White "
                                    + c.white().total() + " (" + parts(c.white()) + "), komi " + RuleSet.format(komi)
                                    + "; dead stones from " + (deadSource.get().equals("user") ? "the user"
                                            : "the J2003 analysis" + deadNote) + illegalEnd);
                    break;
                }
                default: {
                    if (referee.endDoubt().isPresent()) {
                        outcome = Outcome.unknown("the pass that ended the game may be illegal: "
                                + referee.endDoubt().get(), komi);
                        break;
                    }
                    FinalPositionAnalysis a = referee.analysis(last);
                    if (a.territory().isEmpty()) {
                        outcome = Outcome.unknown("the J2003 hypothetical-analysis did not decide: " + a.note()
                                + illegalEnd, komi);
                        break;
                    }
                    dead = a.deadStones();
                    deadSource = Optional.of("j2003");
                    Counting.Counts c = Counting.j2003(a.territory().get(), whiteRemoved, blackRemoved);
                    int score = c.black().total() - c.white().total();
                    outcome = new Outcome(Outcome.Kind.SCORED, Outcome.resultOf(score), Optional.of(c),
                            OptionalDouble.of(score), komi, Optional.of(Outcome.resultOf(score - komi)),
                            "J2003 score " + score + " = Black " + c.black().total() + " (" + j2003Parts(c.black())
                                    + ") - White " + c.white().total() + " (" + j2003Parts(c.white()) + ")"
                                    + "; with komi " + RuleSet.format(komi) + " as a tournament addition: "
                                    + Outcome.resultOf(score - komi) + illegalEnd);
                }
            }
        }
        return new ReplayReport(record, rules, verdicts, end, stoppedAt, last, whiteRemoved, blackRemoved, dead,
                deadSource, outcome);
    }

    private static String parts(Count c) {
        return c.territory() + " territory + " + c.deadStones() + " dead + " + c.prisoners() + " prisoners";
    }

    private static String j2003Parts(Count c) {
        return c.territory() + " territory + 2 x " + c.deadStones() + " dead-stone territory + " + c.prisoners()
                + " removed";
    }

    /** A note when the move that ended the game broke a rule (carried out under CONTINUE). */
    private static String endingPassNote(List<MoveVerdict> verdicts, GameEnd end) {
        for (MoveVerdict v : verdicts) {
            if (v.number() == end.moveNumber() && !v.isLegal()) {
                return "; note: the move that ended the game is illegal (" + v.violations().get(0).rule().word()
                        + "), counted as if it were not";
            }
        }
        return "";
    }

    /** The stones of the strings through {@code locs}, ascending. */
    private static IntList wholeStrings(Position p, IntList locs) {
        boolean[] in = new boolean[p.graph().size()];
        for (int i = 0; i < locs.size(); i++) {
            int loc = locs.get(i);
            if (p.isEmpty(loc)) {
                throw new IllegalArgumentException(p.graph().label(loc)
                        + " is empty in the final position: only stones can be dead");
            }
            p.stringAt(loc).stones().forEach(s -> in[s] = true);
        }
        MutableIntList out = IntLists.mutable.empty();
        for (int loc = 0; loc < in.length; loc++) {
            if (in[loc]) out.add(loc);
        }
        return out.toImmutable();
    }

    private static String stones(int n) {
        return n + (n == 1 ? " stone" : " stones");
    }
}
