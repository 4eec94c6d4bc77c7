package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.SuicideRule;
import org.shinpan.hypo.StringVerdict.Question;
import org.shinpan.hypo.StringVerdict.Test;

/**
 * The hypothetical-analysis of J2003 v35a: it assigns alive or dead to each final-string ("Life and
 * Death"), then territory and score ("Definitions 3") and the result ("Result").
 *
 * <p>The classes are decided in rounds, because local-2 and local-3 depend on which strings are
 * uncapturable or capturable-1:
 * <ol>
 *   <li>uncapturable: the attacker cannot force capture;
 *   <li>capturable-1: not uncapturable, and the attacker cannot force capture with no local-1
 *       permanent-stone;
 *   <li>capturable-2: neither, and the attacker cannot force capture with no local-2
 *       permanent-stone; otherwise dead;
 *   <li>capturable-3: a capturable-2 ko-stone whose local-2 and local-3 differ.
 * </ol>
 * A test the solver could not decide makes the string {@link Capturability#UNKNOWN}, and so every
 * later status that rests on it; the score is then unknown too.
 *
 * <p>A final-position holding a capturable-3 string could not have ended (direct-ko, J2003
 * "Alternating-sequence"): the result says so and why, and still shows the analysis.
 */
public final class HypotheticalAnalysis {
    /** The note of a string found uncapturable by Benson's analysis instead of a search. */
    public static final String PASS_ALIVE = "pass-alive (Benson): the owner's always-pass strategy defeats every attack";

    private HypotheticalAnalysis() {}

    /**
     * The whole analysis.
     *
     * @param verdicts           one per final-string, in the order of {@link FinalPosition#strings()}
     * @param isFinal            false if some final-string is capturable-3 (direct-ko)
     * @param notFinalReason     why not, or empty
     * @param scoring            territory and score; {@code null} if whether some string is alive is unknown
     * @param prisonerDifference the prisoner-difference that was used
     */
    public record Result(FinalPosition position, List<StringVerdict> verdicts, boolean isFinal, String notFinalReason,
            Scoring.Result scoring, int prisonerDifference) {
        public Result {
            verdicts = List.copyOf(verdicts);
        }

        /**
         * Whether the position is final, as far as it is proven: false once a string is
         * capturable-3, null while the status of some ko-stone is unknown (it might be
         * capturable-3, which only a ko-stone can be), else true.
         */
        public Boolean finalIfKnown() {
            if (!isFinal) return false;
            Board board = null;
            for (StringVerdict v : verdicts) {
                if (v.status() != Capturability.UNKNOWN) continue;
                if (board == null) board = new Board(position.position(), SuicideRule.PROHIBITED);
                if (Ko.isKoStone(board, v.string().anchor())) return null;
            }
            return true;
        }

        /** The score, or {@code null} when unknown. */
        public Integer score() {
            return scoring == null ? null : scoring.score();
        }

        /**
         * {@code B+n}, {@code W+n}, {@code Draw} (J2003 "Result"); {@code unknown} when some
         * status is; {@code none} when the position is not final (direct-ko): the rules give a
         * result only when the alternating-sequence ends, which it cannot do here. The score is
         * still computed as Definitions 3 says.
         */
        public String result() {
            if (!isFinal) return "none";
            return scoring == null || finalIfKnown() == null ? "unknown" : resultOf(scoring.score());
        }

        /**
         * The result with White's {@code komi} added, a tournament addition beside the rules' result:
         * {@link #result()} where that is {@code none} or {@code unknown} (a position that is not
         * final has no result, with komi or without), else the margin less komi.
         */
        public String resultWithKomi(double komi) {
            if (!isFinal || scoring == null || finalIfKnown() == null) return result();
            return resultOf(scoring.score() - komi);
        }

        /**
         * The local-2 of {@code s} as the classification used it (blocked by the owner's
         * uncapturable and capturable-1 strings), or {@code null} if the flood meets a string of
         * unknown status.
         */
        public IntList local2Of(FinalString s) {
            Capturability[] status = blockingStatuses();
            if (unknownOnTheWay(position, s, status, true) != null) return null;
            return local2(position, s, status);
        }

        /**
         * The largest ({@code ceiling}) or smallest local-2 that {@code s} can have whatever the
         * unknown statuses turn out to be: the flood with every string that may block it read as
         * not blocking, or as blocking. Equal to {@link #local2Of} where that is known.
         */
        public IntList local2Bound(FinalString s, boolean ceiling) {
            return local2(position, s, bounded(blockingStatuses(), !ceiling));
        }

        /**
         * The statuses as local-2's flood reads them: a string of unknown status whose capture and
         * local-1 tests were both proven (its bound capturable-2) can no longer be uncapturable or
         * capturable-1, so it never blocks, and is read as such; the other unknown ones may block.
         */
        private Capturability[] blockingStatuses() {
            Capturability[] status = new Capturability[verdicts.size()];
            for (int i = 0; i < status.length; i++) {
                StringVerdict v = verdicts.get(i);
                status[i] = v.status() == Capturability.UNKNOWN && !blocks(v.bound()) ? null : v.status();
            }
            return status;
        }

        public StringVerdict verdictAt(int loc) {
            FinalString s = position.stringAt(loc);
            if (s == null) {
                throw new IllegalArgumentException(position.position().graph().label(loc) + " is empty");
            }
            return verdicts.get(s.index());
        }
    }

    /** {@code B+n}, {@code W+n} or {@code Draw} for a score (a number, possibly with a half). */
    public static String resultOf(double score) {
        return org.shinpan.rules.Outcome.resultOf(score);
    }

    /** Analyses {@code position} with {@code solver}, the strings' tests on every core. */
    public static Result analyze(FinalPosition position, HypotheticalSolver solver, int prisonerDifference) {
        return analyze(position, solver, prisonerDifference, Runtime.getRuntime().availableProcessors());
    }

    /**
     * Analyses {@code position} with {@code solver}, running the tests of one round on up to
     * {@code threads} threads. The tests of a round are independent and each result is kept in its
     * string's slot, so the result is the same for any number of threads.
     */
    public static Result analyze(FinalPosition position, HypotheticalSolver solver, int prisonerDifference,
            int threads) {
        if (threads < 1) throw new IllegalArgumentException("threads must be at least 1: " + threads);
        java.util.concurrent.ForkJoinPool pool = threads == 1 ? null : new java.util.concurrent.ForkJoinPool(threads);
        try {
            return analyze(position, solver, prisonerDifference, pool);
        } finally {
            if (pool != null) pool.shutdown();
        }
    }

    /** Runs {@code test} for each string index in {@code which}, on {@code pool} if there is one. */
    private static ForceResult[] eachString(java.util.concurrent.ForkJoinPool pool, List<FinalString> which,
            java.util.function.Function<FinalString, ForceResult> test) {
        ForceResult[] results = new ForceResult[which.size()];
        if (pool == null || which.size() < 2) {
            for (int i = 0; i < which.size(); i++) results[i] = test.apply(which.get(i));
            return results;
        }
        try {
            pool.submit(() -> java.util.stream.IntStream.range(0, which.size()).parallel()
                    .forEach(i -> results[i] = test.apply(which.get(i)))).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("analysis interrupted", e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) throw re;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException(e.getCause());
        }
        return results;
    }

    private static Result analyze(FinalPosition position, HypotheticalSolver solver, int prisonerDifference,
            java.util.concurrent.ForkJoinPool pool) {
        List<FinalString> strings = position.strings();
        int count = strings.size();
        Capturability[] status = new Capturability[count];
        List<List<Test>> tests = new ArrayList<>();
        String[] notes = new String[count];
        for (int i = 0; i < count; i++) {
            tests.add(new ArrayList<>());
            notes[i] = "";
        }

        // Round 1: uncapturable. A pass-alive string (Benson) is uncapturable without search: its
        // owner's strategy of always passing defeats every attack.
        boolean[] passAliveBlack = BensonAnalysis.passAlive(position.position(), Player.BLACK);
        boolean[] passAliveWhite = BensonAnalysis.passAlive(position.position(), Player.WHITE);
        // Then the strings a miai strategy proves (docs/j2003.md, "Miai safety"): uncapturable
        // because their owner answers a play on one point of a pair by the other and else passes.
        List<MiaiSafety.Proof> miai = new ArrayList<>();
        for (Player player : Player.values()) {
            boolean[] passAlive = player == Player.BLACK ? passAliveBlack : passAliveWhite;
            boolean anyOther = strings.stream().anyMatch(s -> s.player() == player && !passAlive[s.anchor()]);
            if (anyOther) miai.addAll(MiaiSafety.proofs(position.position(), player, passAlive));
        }
        List<FinalString> searched = new ArrayList<>();
        // The always-pass certificate depends on the owner only: one per player, shared; a miai
        // certificate on its strategy's pairs only (and the owner), one per strategy.
        java.util.Map<Player, Certificate> alwaysPass = new java.util.EnumMap<>(Player.class);
        java.util.Map<MiaiSafety.Proof, Certificate> miaiCertificates = new java.util.IdentityHashMap<>();
        for (FinalString s : strings) {
            boolean passAlive = (s.player() == Player.BLACK ? passAliveBlack : passAliveWhite)[s.anchor()];
            MiaiSafety.Proof proof = passAlive ? null
                    : miai.stream().filter(m -> m.owner() == s.player() && m.proves(s.anchor())).findFirst().orElse(null);
            if (passAlive) {
                Certificate certificate = alwaysPass.computeIfAbsent(s.player(), p -> Certificates.alwaysPass(position, s,
                        solver.certificateMoves()));
                tests.get(s.index()).add(new Test(Question.CAPTURE, new ForceResult(Forcing.CANNOT_FORCE,
                        certificate, 0, PASS_ALIVE)));
                status[s.index()] = Capturability.UNCAPTURABLE;
                notes[s.index()] = PASS_ALIVE;
            } else if (proof != null) {
                Certificate certificate = miaiCertificates.computeIfAbsent(proof,
                        m -> Certificates.miai(position, s, m.pairs(), solver.certificateMoves()));
                String note = MiaiSafety.note(proof.pairs().size());
                tests.get(s.index()).add(new Test(Question.CAPTURE, new ForceResult(Forcing.CANNOT_FORCE,
                        certificate, 0, note)));
                status[s.index()] = Capturability.UNCAPTURABLE;
                notes[s.index()] = note;
            } else {
                searched.add(s);
            }
        }
        // The solver's cheap proofs for every string first, then the searches.
        ForceResult[] captureResults = eachString(pool, searched, s -> solver.quickCapture(position, s));
        List<FinalString> slow = new ArrayList<>();
        for (int i = 0; i < searched.size(); i++) {
            if (captureResults[i] == null) slow.add(searched.get(i));
        }
        ForceResult[] slowResults = eachString(pool, slow, s -> solver.forceCapture(position, s));
        for (int i = 0, j = 0; i < searched.size(); i++) {
            if (captureResults[i] == null) captureResults[i] = slowResults[j++];
        }
        for (int i = 0; i < searched.size(); i++) {
            FinalString s = searched.get(i);
            ForceResult r = captureResults[i];
            tests.get(s.index()).add(new Test(Question.CAPTURE, r));
            status[s.index()] = switch1(r.answer(), Capturability.UNCAPTURABLE);
            if (r.answer() == Forcing.UNKNOWN) notes[s.index()] = "capture test: " + r.note();
        }
        // Round 2: capturable-1.
        List<FinalString> round2 = strings.stream().filter(s -> status[s.index()] == null).toList();
        ForceResult[] local1Results = eachString(pool, round2,
                s -> solver.forceCaptureWithoutPermanentStone(position, s, Locality.local1(s)));
        for (int i = 0; i < round2.size(); i++) {
            FinalString s = round2.get(i);
            ForceResult r = local1Results[i];
            tests.get(s.index()).add(new Test(Question.CAPTURE_NO_LOCAL1_PERMANENT, r));
            status[s.index()] = switch1(r.answer(), Capturability.CAPTURABLE_1);
            if (r.answer() == Forcing.UNKNOWN) notes[s.index()] = "local-1 test: " + r.note();
        }
        Graph graph = position.position().graph();
        // The permanent-stone miai (docs/j2003.md, "Alive by a permanent-stone miai"): a string whose
        // owner, answering the attacker's first move, joins a pass-alive string on its local-2 is
        // not dead, whatever its class. It answers the local-2 question of round 3 without search,
        // and leaves a string whose class stays unknown alive all the same; so it is asked of those
        // strings only (round 2 has decided the others).
        List<FinalString> keepAsked = strings.stream()
                .filter(s -> status[s.index()] == null || status[s.index()] == Capturability.UNKNOWN).toList();
        boolean[][] byMiai = new boolean[2][graph.size()];
        for (FinalString s : strings) {
            if (notes[s.index()].startsWith(MiaiSafety.NOTE_PREFIX)) {
                s.stones().forEach(loc -> byMiai[s.player().ordinal()][loc] = true);
            }
        }
        ForceResult[] keepResults = eachString(pool, keepAsked, s -> PermanentStoneMiai.prove(position, s,
                s.player() == Player.BLACK ? passAliveBlack : passAliveWhite, byMiai[s.player().ordinal()]));
        ForceResult[] keeps = new ForceResult[count];
        for (int i = 0; i < keepAsked.size(); i++) keeps[keepAsked.get(i).index()] = keepResults[i];
        // Round 3: capturable-2, else dead.
        Capturability[] afterRound2 = status.clone();
        List<FinalString> round3 = new ArrayList<>();
        List<FinalString> blocked = new ArrayList<>();
        List<String> blockers = new ArrayList<>();
        for (FinalString s : strings) {
            if (status[s.index()] != null) continue;
            if (keeps[s.index()] != null) {
                // the permanent-stone miai's points lie on local-2 whatever the other statuses
                tests.get(s.index()).add(new Test(Question.CAPTURE_NO_LOCAL2_PERMANENT, keeps[s.index()]));
                status[s.index()] = Capturability.CAPTURABLE_2;
                notes[s.index()] = keeps[s.index()].note();
                continue;
            }
            String blockedBy = unknownOnTheWay(position, s, afterRound2, true);
            if (blockedBy != null) {
                blocked.add(s);
                blockers.add(blockedBy);
                continue;
            }
            round3.add(s);
        }
        ForceResult[] local2Results = eachString(pool, round3,
                s -> solver.forceCaptureWithoutPermanentStone(position, s, local2(position, s, afterRound2)));
        for (int i = 0; i < round3.size(); i++) {
            FinalString s = round3.get(i);
            ForceResult r = local2Results[i];
            tests.get(s.index()).add(new Test(Question.CAPTURE_NO_LOCAL2_PERMANENT, r));
            switch (r.answer()) {
                case CANNOT_FORCE:
                    status[s.index()] = Capturability.CAPTURABLE_2;
                    break;
                case CAN_FORCE:
                    status[s.index()] = Capturability.DEAD;
                    break;
                default:
                    status[s.index()] = Capturability.UNKNOWN;
                    notes[s.index()] = "local-2 test: " + r.note();
            }
        }
        // A string whose local-2 meets a string of unknown status: local-2 lies between its
        // floor (those strings blocking) and its ceiling (they do not), and the objective "capture
        // and no local-2 permanent-stone" only gets harder for the attacker as local-2 grows, so
        // the attacker's win on the ceiling is a win on local-2 (dead), and the owner's win on the
        // floor is the owner's win on local-2 (capturable-2). docs/j2003.md, "Unknown".
        Capturability[] ceilingStatus = bounded(afterRound2, false);
        Capturability[] floorStatus = bounded(afterRound2, true);
        ForceResult[] ceilingResults = eachString(pool, blocked,
                s -> solver.forceCaptureWithoutPermanentStone(position, s, local2(position, s, ceilingStatus)));
        List<FinalString> onTheFloor = new ArrayList<>();
        List<String> floorBlockers = new ArrayList<>();
        for (int i = 0; i < blocked.size(); i++) {
            FinalString s = blocked.get(i);
            if (ceilingResults[i].answer() == Forcing.CAN_FORCE) {
                tests.get(s.index()).add(new Test(Question.CAPTURE_NO_LOCAL2_PERMANENT, ceilingResults[i]));
                status[s.index()] = Capturability.DEAD;
                notes[s.index()] = "local-2 depends on the unknown status of " + blockers.get(i)
                        + "; the attacker wins on the largest local-2 it can be, so on local-2";
            } else {
                onTheFloor.add(s);
                floorBlockers.add(blockers.get(i) + (ceilingResults[i].answer() == Forcing.UNKNOWN
                        ? " (on the largest local-2 it can be: " + ceilingResults[i].note() + ")" : ""));
            }
        }
        ForceResult[] floorResults = eachString(pool, onTheFloor,
                s -> solver.forceCaptureWithoutPermanentStone(position, s, local2(position, s, floorStatus)));
        for (int i = 0; i < onTheFloor.size(); i++) {
            FinalString s = onTheFloor.get(i);
            if (floorResults[i].answer() == Forcing.CANNOT_FORCE) {
                tests.get(s.index()).add(new Test(Question.CAPTURE_NO_LOCAL2_PERMANENT, floorResults[i]));
                status[s.index()] = Capturability.CAPTURABLE_2;
                notes[s.index()] = "local-2 depends on the unknown status of " + floorBlockers.get(i)
                        + "; the owner wins on the smallest local-2 it can be, so on local-2";
            } else {
                status[s.index()] = Capturability.UNKNOWN;
                notes[s.index()] = "local-2 depends on the unknown status of " + floorBlockers.get(i)
                        + (floorResults[i].answer() == Forcing.UNKNOWN
                                ? "; on the smallest local-2 it can be: " + floorResults[i].note() : "");
            }
        }
        // A string of unknown class that the permanent-stone miai proves alive.
        for (FinalString s : strings) {
            if (status[s.index()] != Capturability.UNKNOWN || keeps[s.index()] == null) continue;
            tests.get(s.index()).add(new Test(Question.CAPTURE_NO_LOCAL2_PERMANENT, keeps[s.index()]));
            notes[s.index()] = keeps[s.index()].note() + "; its class is unknown: " + notes[s.index()];
        }
        // Round 4: capturable-3.
        Board board = new Board(position.position(), SuicideRule.PROHIBITED);
        List<String> capturable3 = new ArrayList<>();
        for (FinalString s : strings) {
            if (status[s.index()] != Capturability.CAPTURABLE_2 || !Ko.isKoStone(board, s.anchor())) continue;
            String blockedBy = unknownOnTheWay(position, s, afterRound2, false);
            if (blockedBy != null) {
                status[s.index()] = Capturability.UNKNOWN;
                notes[s.index()] = "capturable-2 ko-stone; local-3 depends on the unknown status of " + blockedBy;
                continue;
            }
            if (!local2(position, s, afterRound2).equals(local3(position, s, afterRound2))) {
                status[s.index()] = Capturability.CAPTURABLE_3;
                capturable3.add(graph.label(s.anchor()));
            }
        }

        List<StringVerdict> verdicts = new ArrayList<>();
        boolean lifeUnknown = false;
        for (FinalString s : strings) {
            StringVerdict v = new StringVerdict(s, status[s.index()], tests.get(s.index()), notes[s.index()]);
            verdicts.add(v);
            lifeUnknown |= v.alive() == null;
        }
        // Definitions 3 asks alive or dead only, so a string alive by a permanent-stone miai counts
        // whatever its class.
        Scoring.Result scoring = null;
        if (!lifeUnknown) {
            boolean[] alive = new boolean[graph.size()];
            for (int loc = 0; loc < graph.size(); loc++) {
                FinalString s = position.stringAt(loc);
                alive[loc] = s != null && verdicts.get(s.index()).alive();
            }
            scoring = Scoring.score(position.position(), alive, prisonerDifference);
        }
        boolean isFinal = capturable3.isEmpty();
        String reason = isFinal ? ""
                : "direct-ko: the final-string" + (capturable3.size() > 1 ? "s at " : " at ") + String.join(", ", capturable3)
                        + (capturable3.size() > 1 ? " are" : " is") + " capturable-3, so the pass that ended the game was illegal";
        return new Result(position, verdicts, isFinal, reason, scoring, prisonerDifference);
    }

    private static Capturability switch1(Forcing answer, Capturability ifCannot) {
        switch (answer) {
            case CANNOT_FORCE:
                return ifCannot;
            case UNKNOWN:
                return Capturability.UNKNOWN;
            default:
                return null; // undecided yet: goes on to the next round
        }
    }

    /**
     * The statuses with every unknown one read as blocking local-2's flood ({@code block}: the
     * floor) or not (the ceiling). Only the unknown statuses of rounds 1 and 2 are in question
     * there: a string of round 3 is capturable and not capturable-1, so it never blocks.
     */
    private static Capturability[] bounded(Capturability[] status, boolean block) {
        Capturability[] b = status.clone();
        for (int i = 0; i < b.length; i++) {
            if (b[i] == Capturability.UNKNOWN) b[i] = block ? Capturability.UNCAPTURABLE : null;
        }
        return b;
    }

    private static boolean blocks(Capturability c) {
        return c == Capturability.UNCAPTURABLE || c == Capturability.CAPTURABLE_1;
    }

    /** local-2: blocked by the owner's strings that are uncapturable or capturable-1. */
    static IntList local2(FinalPosition position, FinalString s, Capturability[] status) {
        return Locality.flood(position.position().graph(), s, loc -> {
            FinalString t = position.stringAt(loc);
            return t != null && t.player() == s.player() && blocks(status[t.index()]);
        });
    }

    /** local-3: blocked by any string that is uncapturable or capturable-1. */
    static IntList local3(FinalPosition position, FinalString s, Capturability[] status) {
        return Locality.flood(position.position().graph(), s, loc -> {
            FinalString t = position.stringAt(loc);
            return t != null && blocks(status[t.index()]);
        });
    }

    /**
     * A string of unknown status that the local-2 (owner's strings only) or local-3 (all strings)
     * flood meets, described; {@code null} if there is none, so the flood is exact.
     */
    private static String unknownOnTheWay(FinalPosition position, FinalString s, Capturability[] status,
            boolean ownerOnly) {
        Player owner = s.player();
        IntList reach = Locality.flood(position.position().graph(), s, loc -> {
            FinalString t = position.stringAt(loc);
            return t != null && (!ownerOnly || t.player() == owner) && blocks(status[t.index()]);
        });
        for (int i = 0; i < reach.size(); i++) {
            FinalString t = position.stringAt(reach.get(i));
            if (t != null && t != s && status[t.index()] == Capturability.UNKNOWN
                    && (!ownerOnly || t.player() == owner)) {
                return t.describe(position.position().graph());
            }
        }
        return null;
    }
}
