package org.shinpan.tsumego;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.FinalPosition;
import org.shinpan.hypo.FinalString;
import org.shinpan.hypo.FirstMoves;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.LazySolver;
import org.shinpan.hypo.SolverLimits;
import org.shinpan.rules.Move;

/**
 * A life-and-death problem solved under the J2003 hypothetical-analysis (docs/tsumego.md): the
 * problem is framed ({@link TsumegoFrame}), its target string is classified with the attacker moving
 * first (the J2003 status), and the tests are continued after every first move of each side, which
 * gives the status with the defender moving first and every correct first move of both.
 *
 * <p>Option: a ko master ({@link #solve(Position, int, int, SolverLimits, Player)}), the player with
 * unlimited ko threats (docs/tsumego.md, "Unlimited ko threats"). It changes the two sides' first
 * moves and verdicts; the J2003 analysis of the framed board (the attacker-first status line) stays
 * J2003's.
 *
 * @param frame          the framed problem
 * @param target         the target string on the framed board
 * @param analysis       the J2003 analysis of the framed board
 * @param attackerFirst  the attacker's side: status with the attacker to move, every first move
 * @param defenderFirst  the defender's side: status with the defender to move, every first move
 * @param koMaster       the player with unlimited ko threats in the two sides, or null (J2003)
 */
public record Tsumego(TsumegoFrame frame, FinalString target, HypotheticalAnalysis.Result analysis, Side attackerFirst,
        Side defenderFirst, Player koMaster) {

    /**
     * One side to move first.
     *
     * @param player   who moves first
     * @param status   the target's class when this side moves first and both play their best;
     *                 {@code UNKNOWN} when a first move that could change it was not decided
     * @param correct  the first moves that reach {@code status} (a pass among them means no move is
     *                 needed); empty when {@code status} is unknown
     * @param outcomes every first move with the target's class after it
     */
    public record Side(Player player, Capturability status, List<Move> correct, List<FirstMoves.Outcome> outcomes) {}

    /**
     * Solves {@code problem}.
     *
     * @param targetLoc a stone of the target on {@code problem}, or -1 to let the problem say: the
     *                  largest string of the colour whose stones lie nearer the board's edges
     * @param margin    empty lines kept around the stones (see {@link TsumegoFrame}); negative for
     *                  {@link TsumegoFrame#autoMargin}
     */
    public static Tsumego solve(Position problem, int targetLoc, int margin, SolverLimits limits) {
        return solve(problem, targetLoc, margin, limits, null);
    }

    /** The same with {@code koMaster} having unlimited ko threats in both sides' first moves (null: J2003). */
    public static Tsumego solve(Position problem, int targetLoc, int margin, SolverLimits limits, Player koMaster) {
        Player defender = targetLoc >= 0 ? problem.occupant(targetLoc).player() : defenderOf(problem);
        int m = margin >= 0 ? margin : TsumegoFrame.autoMargin(problem, defender.opponent());
        TsumegoFrame frame = TsumegoFrame.build(problem, defender.opponent(), m);
        Position framed = frame.framed();
        FinalPosition fp = new FinalPosition(framed);
        FinalString target = targetLoc >= 0 ? fp.stringAt(frame.toFramed()[targetLoc]) : largest(fp, defender);
        HypotheticalAnalysis.Result analysis = HypotheticalAnalysis.analyze(fp, new LazySolver(limits), 0);
        IntList local2 = analysis.local2Of(target);
        Side attacker = side(fp, target, local2, defender.opponent(), frame.area(), limits, koMaster);
        Side owner = side(fp, target, local2, defender, frame.area(), limits, koMaster);
        return new Tsumego(frame, target, analysis, attacker, owner, koMaster);
    }

    /** The colour whose stones are, on average, nearer an edge: the one being surrounded. */
    static Player defenderOf(Position p) {
        Graph g = p.graph();
        double black = 0, white = 0;
        int blacks = 0, whites = 0;
        for (int loc = 0; loc < g.size(); loc++) {
            if (!p.occupant(loc).isStone()) continue;
            int x = g.x(loc), y = g.y(loc);
            int edge = Math.min(Math.min(x, g.width() - 1 - x), Math.min(y, g.height() - 1 - y));
            if (p.occupant(loc).player() == Player.BLACK) {
                black += edge;
                blacks++;
            } else {
                white += edge;
                whites++;
            }
        }
        if (blacks == 0) return Player.WHITE;
        if (whites == 0) return Player.BLACK;
        return black / blacks <= white / whites ? Player.BLACK : Player.WHITE;
    }

    private static FinalString largest(FinalPosition fp, Player player) {
        FinalString best = null;
        for (FinalString s : fp.strings()) {
            if (s.player() == player && (best == null || s.stones().size() > best.stones().size())) best = s;
        }
        if (best == null) throw new IllegalArgumentException("the problem has no " + player.lowerName() + " stone");
        return best;
    }

    /** Higher is better for the target's owner; -1 for unknown. */
    static int rank(Capturability c) {
        return switch (c) {
            case UNCAPTURABLE -> 4;
            case CAPTURABLE_1 -> 3;
            case CAPTURABLE_2, CAPTURABLE_3 -> 2;
            case DEAD -> 0;
            case UNKNOWN -> -1;
        };
    }

    private static Side side(FinalPosition fp, FinalString target, IntList local2, Player mover, boolean[] area,
            SolverLimits limits, Player koMaster) {
        List<FirstMoves.Outcome> outcomes = FirstMoves.of(fp, target, local2, mover, area, limits, koMaster);
        boolean owner = mover == target.player();
        int best = owner ? -1 : 5;
        boolean unknown = false;
        for (FirstMoves.Outcome o : outcomes) {
            int r = rank(o.status());
            if (r < 0) {
                unknown = true;
            } else {
                best = owner ? Math.max(best, r) : Math.min(best, r);
            }
        }
        // An undecided move could beat the best decided one unless that is already the best there is.
        boolean settled = !unknown || best == (owner ? 4 : 0);
        if (!settled || best < 0 || best > 4) return new Side(mover, Capturability.UNKNOWN, List.of(), outcomes);
        Capturability status = null;
        List<Move> correct = new ArrayList<>();
        for (FirstMoves.Outcome o : outcomes) {
            if (rank(o.status()) == best) {
                correct.add(o.move());
                status = o.status();
            }
        }
        return new Side(mover, status, correct, outcomes);
    }
}
