package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Player;
import org.shinpan.rules.Move;

/**
 * A final-string's J2003 tests ("Life and Death") continued after each first move of a chosen
 * player: for every move, the class the string has when the hypothetical-sequences start with that
 * move. With the attacker moving first these are the first moves of the tests themselves, so the
 * best of them gives the string's status; with the owner moving first they answer the question a
 * tsumego asks of the defender (which first moves make the string live).
 *
 * <p>After the first move the tests go on as the rules define them: the same target, the same
 * local-1 and local-2, bans and placed stones counted from the start (a first move of the owner is
 * a placed stone). A first move that the tests cannot decide within the limits has the status
 * {@link Capturability#UNKNOWN}. Capturable-3 is a property of the final-position as a whole and is
 * not given per move: such a string shows as capturable-2.
 *
 * <p>As an option (not J2003; docs/tsumego.md, "Unlimited ko threats") the tests after the first
 * move can be played with a ko master, a player whose ko-captures are never banned
 * ({@link CompactHypoGraph}).
 */
public final class FirstMoves {
    /**
     * One first move and the class of the target after it.
     *
     * @param move      the move (a play or a pass)
     * @param status    uncapturable, capturable-1, capturable-2, dead or unknown
     * @param principal the principal sequence of the deciding test after the move, or empty
     * @param ko        whether a ko-capture was played anywhere in the states its tests built (the
     *                  first move included). Without one, the tests' states and moves are the same
     *                  whoever has unlimited ko threats, so a decided class is the same with a ko
     *                  master (docs/tsumego.md, "Ko")
     * @param states    the states its tests built (each test's graph counts its start state)
     * @param bound     the best class the target can still have after the move: {@code status}
     *                  where it is decided; where not, uncapturable, or capturable-1 once the
     *                  capture test proved capture, or capturable-2 once the local-1 test proved
     *                  capture with no local-1 permanent-stone too
     * @param certificate the deciding test's certificate from the state after the move (the
     *                  winner's hypothetical-strategy, whose principal sequence is {@code principal}),
     *                  or null where no test proved anything
     * @param question  the question {@code certificate} answers (null without one), to check it
     *                  against the rules' game ({@link CertificateCheck#firstMoves})
     * @param note      where {@code status} is unknown, why: the test that stopped and its reason
     *                  ({@code "local-1 test: state limit 2000000 reached"}), as the analysis notes a
     *                  string; empty where the class is decided
     */
    public record Outcome(Move move, Capturability status, String principal, boolean ko, long states,
            Capturability bound, Certificate certificate, StringVerdict.Question question, String note) {}

    private FirstMoves() {}

    /**
     * Every first move of {@code mover} (plays on the intersections where {@code allowed} is true,
     * and the pass) with the target's class after it.
     *
     * @param local2 the target's local-2 (from the classification rounds of the final-position),
     *               or null where those left it undecided: a move after which the target is
     *               captured with no local-1 permanent-stone is then {@link Capturability#UNKNOWN}
     */
    public static List<Outcome> of(FinalPosition position, FinalString target, IntList local2, Player mover,
            boolean[] allowed, SolverLimits limits) {
        return of(position, target, local2, mover, allowed, limits, null);
    }

    /**
     * The same with {@code koMaster} having unlimited ko threats in every test after the first move
     * (and in the first move itself); null for J2003's hypothetical game.
     */
    public static List<Outcome> of(FinalPosition position, FinalString target, IntList local2, Player mover,
            boolean[] allowed, SolverLimits limits, Player koMaster) {
        LazySolver solver = new LazySolver(limits);
        IntList local1 = Locality.local1(target);
        boolean ownerFirst = mover == target.player();
        CompactHypoGraph capture = new CompactHypoGraph(position, List.of(target), true, null, koMaster);
        CompactHypoGraph permanent1 = new CompactHypoGraph(position, ReferenceSolver.tracked(position, target, local1),
                false, local1.toArray(), koMaster);
        CompactHypoGraph permanent2 = local2 == null ? null
                : new CompactHypoGraph(position, ReferenceSolver.tracked(position, target, local2), false,
                        local2.toArray(), koMaster);
        if (ownerFirst) {
            capture = capture.ownerFirst();
            permanent1 = permanent1.ownerFirst();
            permanent2 = permanent2 == null ? null : permanent2.ownerFirst();
        }
        List<CompactHypoGraph> afterCapture = capture.afterEachFirstMove();
        List<CompactHypoGraph> after1 = permanent1.afterEachFirstMove();
        List<CompactHypoGraph> after2 = permanent2 == null ? null : permanent2.afterEachFirstMove();
        Move[] moves = capture.moves(0);
        if (after1.size() != moves.length || (after2 != null && after2.size() != moves.length)) {
            throw new IllegalStateException("the tests disagree on the first moves");
        }
        org.shinpan.board.Graph g = position.position().graph();
        Sealed sealed = Sealed.of(position, target, ownerFirst, moves, local1, local2, koMaster);
        // The first moves are independent tests: run them on every core, each result in its slot.
        Outcome[] slots = new Outcome[moves.length];
        java.util.stream.IntStream.range(0, moves.length).parallel().forEach(i -> {
            Move m = moves[i];
            if (m instanceof Move.Play play && !allowed[play.loc()]) {
                release(i, afterCapture, after1, after2, sealed);
                return;
            }
            ForceResult r = sealed == null ? solver.capture(afterCapture.get(i))
                    : sealed.capture(solver, i, afterCapture.get(i));
            CompactHypoGraph p2 = after2 == null ? null : after2.get(i);
            java.util.function.Supplier<ForceResult> test1 = sealed == null ? () -> solver.noPermanent(after1.get(i), local1)
                    : () -> sealed.noPermanent(solver, 1, i, after1.get(i), local1);
            java.util.function.Supplier<ForceResult> test2 = p2 == null ? null : sealed == null
                    ? () -> solver.noPermanent(p2, local2) : () -> sealed.noPermanent(solver, 2, i, p2, local2);
            Classified c = classify(r, test1, test2, g);
            boolean ko = afterCapture.get(i).anyBan() || after1.get(i).anyBan() || (p2 != null && p2.anyBan())
                    || (sealed != null && sealed.anyBan(i));
            long states = afterCapture.get(i).size() + after1.get(i).size() + (p2 == null ? 0 : p2.size())
                    + (sealed == null ? 0 : sealed.size(i));
            slots[i] = new Outcome(m, c.status(), c.principal(), ko, states, c.bound(), c.certificate(), c.question(), c.note());
            // the move's graphs are done with: let them go, so that the tests of all the first
            // moves together hold no more than the ones running (each within its table limit)
            release(i, afterCapture, after1, after2, sealed);
        });
        List<Outcome> outcomes = new ArrayList<>();
        for (Outcome o : slots) if (o != null) outcomes.add(o);
        return outcomes;
    }

    /** Forgets the graphs of first move {@code i} (each list its own slot, so the moves' threads never meet). */
    private static void release(int i, List<CompactHypoGraph> capture, List<CompactHypoGraph> after1,
            List<CompactHypoGraph> after2, Sealed sealed) {
        capture.set(i, null);
        after1.set(i, null);
        if (after2 != null) after2.set(i, null);
        if (sealed != null) sealed.release(i);
    }

    /**
     * The capture tests after each first move on the target's sealed area (docs/j2003.md, "Sealed
     * areas"), once for each side's proof, as {@link LazySolver#forceCapture} plays the test from the
     * final-position. The argument there holds from any state: the small board's game starts from
     * the projection of the state after the first move (a play in the area or a pass), and the walls,
     * pass-alive with the area excluded, do not depend on what the area holds. Without it the owner's
     * proof must answer every play of the attacker outside the area, such as filling the eyes of a
     * tsumego's frame until the owner can capture it and open the whole board
     * (puzzles/tsumego/110, the defender's pass).
     */
    record Sealed(SealedArea area, CompactHypoGraph[] owner, CompactHypoGraph[] attacker,
            CompactHypoGraph[] permanent1, IntList small1, CompactHypoGraph[] permanent2, IntList small2) {

        /**
         * The sealed area's graphs for each whole-board first move in {@code moves}, or null without
         * an area: the capture test for each side's proof, and the attacker's proofs of the
         * no-permanent-stone tests ({@code local2} may be null) where the owner can hold no stone on
         * their local intersections outside the area, nor anywhere outside it with a ko master
         * ({@link SealedArea#attackerLocal}).
         */
        static Sealed of(FinalPosition position, FinalString target, boolean ownerFirst, Move[] moves, IntList local1,
                IntList local2, Player koMaster) {
            SealedArea area = SealedArea.of(position, target);
            if (area == null) return null;
            // J2003's bans or a ko master's (docs/j2003.md, "Sealed areas", "With a ko master")
            CompactHypoGraph[] owner = each(new CompactHypoGraph(area.position(), area.target(),
                    area.rules(target.player()), koMaster), area, ownerFirst, moves);
            CompactHypoGraph[] attacker = each(new CompactHypoGraph(area.position(), area.target(),
                    area.rules(target.player().opponent()), koMaster), area, ownerFirst, moves);
            int[] small1 = area.attackerLocal(local1.toArray(), koMaster);
            int[] small2 = local2 == null || small1 == null ? null : area.attackerLocal(local2.toArray(), koMaster);
            return new Sealed(area, owner, attacker,
                    small1 == null ? null : each(area.permanentTest(small1, koMaster), area, ownerFirst, moves),
                    small1 == null ? null : org.eclipse.collections.impl.factory.primitive.IntLists.immutable.of(small1),
                    small2 == null ? null : each(area.permanentTest(small2, koMaster), area, ownerFirst, moves),
                    small2 == null ? null : org.eclipse.collections.impl.factory.primitive.IntLists.immutable.of(small2));
        }

        /** Per whole-board move, the small board's graph {@code start} after the same move; null where it has none. */
        private static CompactHypoGraph[] each(CompactHypoGraph start, SealedArea area, boolean ownerFirst,
                Move[] moves) {
            if (ownerFirst) start = start.ownerFirst();
            List<CompactHypoGraph> after = start.afterEachFirstMove();
            Move[] small = start.moves(0);
            CompactHypoGraph[] graphs = new CompactHypoGraph[moves.length];
            for (int j = 0; j < small.length; j++) {
                Move lifted = small[j] instanceof Move.Play play ? Move.play(area.original(play.loc())) : small[j];
                for (int i = 0; i < moves.length; i++) {
                    if (moves[i].equals(lifted)) graphs[i] = after.get(j);
                }
            }
            return graphs;
        }

        /**
         * The no-permanent-stone test {@code k} (1 or 2, for local-1 or local-2) after first move
         * {@code i}: the attacker's proof on the area; {@code whole} only where the attacker loses
         * there (an unknown on the area ends the test, as the whole board is larger).
         */
        ForceResult noPermanent(LazySolver solver, int k, int i, CompactHypoGraph whole, IntList local) {
            CompactHypoGraph[] small = k == 1 ? permanent1 : permanent2;
            if (small == null || small[i] == null) return solver.noPermanent(whole, local);
            return solver.noPermanentOnArea(area, small[i], k == 1 ? small1 : small2, () -> whole, local);
        }

        /** Whether the area's graphs after first move {@code i} hold a ban ({@link CompactHypoGraph#anyBan}). */
        boolean anyBan(int i) {
            for (CompactHypoGraph[] graphs : java.util.Arrays.asList(owner, attacker, permanent1, permanent2)) {
                if (graphs != null && graphs[i] != null && graphs[i].anyBan()) return true;
            }
            return false;
        }

        /** Forgets the area's graphs after first move {@code i} (its tests are done). */
        void release(int i) {
            for (CompactHypoGraph[] graphs : java.util.Arrays.asList(owner, attacker, permanent1, permanent2)) {
                if (graphs != null) graphs[i] = null;
            }
        }

        /** The states of the area's graphs after first move {@code i}. */
        long size(int i) {
            long n = 0;
            for (CompactHypoGraph[] graphs : java.util.Arrays.asList(owner, attacker, permanent1, permanent2)) {
                if (graphs != null && graphs[i] != null) n += graphs[i].size();
            }
            return n;
        }

        /**
         * The capture test after first move {@code i}: the owner's proof on the area, then the
         * attacker's, then (where they disagree, or the move is not one of the area's) {@code whole}.
         */
        ForceResult capture(LazySolver solver, int i, CompactHypoGraph whole) {
            if (owner == null || owner[i] == null || attacker[i] == null) return solver.capture(whole);
            return solver.captureOnArea(area, owner[i], attacker[i], () -> whole);
        }
    }

    /** What the tests after one first move found: its class, principal sequence, bound and certificate ({@link Outcome}). */
    private record Classified(Capturability status, String principal, Capturability bound, Certificate certificate,
            StringVerdict.Question question, String note) {}

    /** The class of the target after a first move: the three tests in turn, as far as needed. */
    private static Classified classify(ForceResult r, java.util.function.Supplier<ForceResult> test1,
            java.util.function.Supplier<ForceResult> test2, org.shinpan.board.Graph g) {
        StringVerdict.Question capture = StringVerdict.Question.CAPTURE;
        StringVerdict.Question local1 = StringVerdict.Question.CAPTURE_NO_LOCAL1_PERMANENT;
        if (r.answer() != Forcing.CAN_FORCE) {
            return classified(r, capture, "capture test", Capturability.UNCAPTURABLE, null, null, g);
        }
        ForceResult r1 = test1.get();
        // an undecided test after a proven capture shows the capture's sequence
        if (r1.answer() != Forcing.CAN_FORCE) {
            return classified(r1, local1, "local-1 test", Capturability.CAPTURABLE_1, r, capture, g);
        }
        if (test2 == null) {
            return classified(ForceResult.unknown(0, "not run, since the target's local-2 depends on a string whose"
                    + " status the analysis left unknown"), StringVerdict.Question.CAPTURE_NO_LOCAL2_PERMANENT,
                    "local-2 test", Capturability.CAPTURABLE_2, r1, local1, g);
        }
        ForceResult r2 = test2.get();
        return classified(r2, StringVerdict.Question.CAPTURE_NO_LOCAL2_PERMANENT, "local-2 test",
                r2.answer() == Forcing.CAN_FORCE ? Capturability.DEAD : Capturability.CAPTURABLE_2, r1, local1, g);
    }

    /**
     * The class after the deciding test {@code r} (named {@code test} in the note): {@code ifDecided}
     * (when {@code r} fails to prove the attacker's objective: the best class the target can still
     * have after the tests before it), or unknown with {@code ifDecided} as the bound, and then the
     * principal sequence and certificate of {@code before}, the last proof, where {@code r} has none;
     * {@code question} and {@code beforeQuestion} are the questions the two answer.
     */
    private static Classified classified(ForceResult r, StringVerdict.Question question, String test,
            Capturability ifDecided, ForceResult before, StringVerdict.Question beforeQuestion,
            org.shinpan.board.Graph g) {
        boolean unknown = r.answer() == Forcing.UNKNOWN;
        boolean own = r.certificate() != null;
        Certificate c = own ? r.certificate() : before == null ? null : before.certificate();
        return new Classified(unknown ? Capturability.UNKNOWN : ifDecided, c == null ? "" : c.principalSequence(g),
                ifDecided, c, c == null ? null : own ? question : beforeQuestion, unknown ? test + ": " + r.note() : "");
    }
}
