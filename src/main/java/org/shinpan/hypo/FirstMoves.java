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
     */
    public record Outcome(Move move, Capturability status, String principal) {}

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
        // The first moves are independent tests: run them on every core, each result in its slot.
        Outcome[] slots = new Outcome[moves.length];
        java.util.stream.IntStream.range(0, moves.length).parallel().forEach(i -> {
            Move m = moves[i];
            if (m instanceof Move.Play play && !allowed[play.loc()]) return;
            slots[i] = classify(solver, m, afterCapture.get(i), after1.get(i), local1,
                    after2 == null ? null : after2.get(i), local2, g);
        });
        List<Outcome> outcomes = new ArrayList<>();
        for (Outcome o : slots) if (o != null) outcomes.add(o);
        return outcomes;
    }

    /** The class of the target after the first move {@code m}: the three tests in turn, as far as needed. */
    private static Outcome classify(LazySolver solver, Move m, CompactHypoGraph capture, CompactHypoGraph permanent1,
            IntList local1, CompactHypoGraph permanent2, IntList local2, org.shinpan.board.Graph g) {
        ForceResult r = solver.capture(capture);
        if (r.answer() != Forcing.CAN_FORCE) return outcome(m, r, Capturability.UNCAPTURABLE, g);
        ForceResult r1 = solver.noPermanent(permanent1, local1);
        if (r1.answer() != Forcing.CAN_FORCE) return outcome(m, r1, Capturability.CAPTURABLE_1, g);
        if (permanent2 == null) return new Outcome(m, Capturability.UNKNOWN, "");
        ForceResult r2 = solver.noPermanent(permanent2, local2);
        return outcome(m, r2, r2.answer() == Forcing.CAN_FORCE ? Capturability.DEAD : Capturability.CAPTURABLE_2, g);
    }

    private static Outcome outcome(Move m, ForceResult r, Capturability ifDecided, org.shinpan.board.Graph g) {
        Capturability status = r.answer() == Forcing.UNKNOWN ? Capturability.UNKNOWN : ifDecided;
        String line = r.certificate() == null ? "" : r.certificate().principalSequence(g);
        return new Outcome(m, status, line);
    }
}
