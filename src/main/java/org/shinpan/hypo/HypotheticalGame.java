package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Board;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;
import org.shinpan.rules.Move;

/**
 * The hypothetical-moves available in a {@link HypotheticalState} and where each leads (J2003 v35a,
 * Definitions 1 "play", Definitions 2 "ko-pass", "hypothetical-move", "hypothetical-sequence"):
 * <ul>
 *   <li>a play on any empty intersection that is not a suicide, unless it is a ko-capture the
 *       hypothetical-ko rule prohibits; a ko-capture adds a ban on the opponent's ko-capture back;
 *   <li>a pass, always; a pass that succeeds a pass ends the sequence;
 *   <li>a ko-pass, while the mover has a ko-capture that is available but prohibited; it lifts
 *       every pending ban, of both players (docs/j2003.md, "ko-pass").
 * </ul>
 * A ko-pass is not a pass: it neither ends a sequence nor counts towards ending one.
 *
 * <p>This is the literal rule, written for the reference solver: simple rather than fast.
 */
public final class HypotheticalGame {
    private HypotheticalGame() {}

    /**
     * One hypothetical-move and its result.
     *
     * @param move    the move
     * @param next    the state after it
     * @param removed the intersections whose stones the move removed (captures), ascending
     */
    public record Transition(Move move, HypotheticalState next, IntList removed) {}

    /**
     * Whether the opponent's play on {@code y}, just emptied by the play on {@code x}, is legal and
     * recreates {@code before}: then {@code x} and {@code y} form a ko of {@code before}.
     */
    private static boolean isRecapture(Board board, Position before, int x, int y, Player opponent) {
        if (!board.graph().areNeighbours(x, y) || !board.isLegal(y, opponent)) return false;
        board.play(y, opponent);
        boolean same = board.positionHash() == before.positionHash() && board.toPosition().equals(before);
        board.undo();
        return same;
    }

    /** Every hypothetical-move available in {@code state}, plays first in location order; none once ended. */
    public static List<Transition> transitions(HypotheticalState state) {
        return transitions(state, null);
    }

    /**
     * The same with {@code koMaster} X having unlimited ko threats (null: J2003), Shinpan's
     * convention for tsumego and not J2003's (docs/tsumego.md, "Unlimited ko threats"), written
     * from that text alone: no ban is ever recorded against X, so X's ko-captures are never
     * prohibited; a ko-capture by X bans the other player Y's ko-capture back as in J2003; Y may not
     * ko-pass; X may ko-pass exactly while Y has a ko-capture that would be legal as a play but is
     * banned, and that ko-pass lifts every ban.
     */
    public static List<Transition> transitions(HypotheticalState state, Player koMaster) {
        return generate(state, koMaster, -1, true);
    }

    /**
     * The moves of {@link #transitions(HypotheticalState)}, in the same order, each with
     * {@code next} and {@code removed} null: no position is made. A certificate that lists every
     * move of the attacker but follows a few hundred (docs/j2003.md, "Certificates") needs no more;
     * on a graph of thousands of locations making each position cost seconds per string.
     */
    static List<Transition> unfollowed(HypotheticalState state) {
        return generate(state, null, -1, false);
    }

    /** The transition of {@code move}, one of the moves {@link #unfollowed} lists for {@code state}. */
    static Transition follow(HypotheticalState state, Move move) {
        if (move instanceof Move.Play play) {
            List<Transition> one = generate(state, null, play.loc(), true);
            if (one.isEmpty()) throw new IllegalArgumentException(move + " is not available");
            return one.get(0);
        }
        return move.equals(Move.PASS) ? pass(state) : koPass(state);
    }

    /** The transition of the play on {@code loc} from {@code state}, or null where it is not a legal hypothetical-move. */
    static Transition playIfLegal(HypotheticalState state, int loc) {
        List<Transition> one = generate(state, null, loc, true);
        return one.isEmpty() ? null : one.get(0);
    }

    /**
     * The transitions of {@code state}: of the play on {@code only} alone where it is 0 or more (no
     * pass, no ko-pass), else of every move; with {@code build} false, without their states.
     */
    private static List<Transition> generate(HypotheticalState state, Player koMaster, int only, boolean build) {
        List<Transition> result = new ArrayList<>();
        if (state.ended()) {
            return result;
        }
        Position position = state.position();
        Player mover = state.toMove();
        Player other = mover.opponent();
        Board board = new Board(position, SuicideRule.PROHIBITED);
        int n = position.graph().size();
        boolean koPassLegal = false;
        for (int loc = Math.max(0, only); loc < (only >= 0 ? only + 1 : n); loc++) {
            if (!board.isLegal(loc, mover)) continue;
            board.play(loc, mover);
            // A ko-capture: the play removed exactly one stone, on y, and the opponent's play on y
            // would remove exactly the new stone and recreate the position (Ko's test, inlined).
            int captured = board.lastSingleCapture();
            if (captured >= 0 && !isRecapture(board, position, loc, captured, other)) captured = -1;
            Position after = build ? board.toPosition() : null;
            board.undo();
            List<Ban> bans = state.bans();
            if (captured >= 0) {
                if (bans.contains(new Ban(mover, loc, captured))) {
                    koPassLegal = koMaster == null; // available but prohibited; with a ko master, Y may not ko-pass
                    continue;
                }
                if (other != koMaster) {
                    TreeSet<Ban> more = new TreeSet<>(bans);
                    more.add(new Ban(other, captured, loc));
                    bans = new ArrayList<>(more);
                }
            }
            if (!build) {
                result.add(new Transition(Move.play(loc), null, null));
                continue;
            }
            MutableIntList removed = IntLists.mutable.empty();
            for (int q = 0; q < n; q++) {
                if (position.code(q) != 0 && after.code(q) == 0) removed.add(q);
            }
            result.add(new Transition(Move.play(loc),
                    new HypotheticalState(after, other, false, false, bans), removed.toImmutable()));
        }
        if (only >= 0) return result;
        if (koMaster != null && mover == koMaster) koPassLegal = hasBannedKoCapture(board, position, state.bans(), other);
        if (koPassLegal) result.add(koPass(state));
        result.add(pass(state));
        return result;
    }

    /** The ko-pass from {@code state}: the other player to move, every ban lifted. */
    private static Transition koPass(HypotheticalState state) {
        return new Transition(Move.KO_PASS, new HypotheticalState(state.position(), state.toMove().opponent(), false, false,
                List.of()), IntLists.immutable.empty());
    }

    /**
     * Whether {@code player} has, in {@code position}, a ko-capture that is legal as a play but
     * banned by {@code bans}.
     */
    private static boolean hasBannedKoCapture(Board board, Position position, List<Ban> bans, Player player) {
        for (int loc = 0; loc < position.graph().size(); loc++) {
            if (!board.isLegal(loc, player)) continue;
            board.play(loc, player);
            int captured = board.lastSingleCapture();
            boolean ko = captured >= 0 && isRecapture(board, position, loc, captured, player.opponent());
            board.undo();
            if (ko && bans.contains(new Ban(player, loc, captured))) return true;
        }
        return false;
    }

    /**
     * The pass from {@code state} (not ended): always available, it keeps the bans and ends the
     * sequence if it succeeds a pass. A strategy that only passes at a player's turns needs this
     * move alone, not the whole list.
     */
    public static Transition pass(HypotheticalState state) {
        return new Transition(Move.PASS, new HypotheticalState(state.position(), state.toMove().opponent(), true,
                state.lastWasPass(), state.bans()), IntLists.immutable.empty());
    }
}
