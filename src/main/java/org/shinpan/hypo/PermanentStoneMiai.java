package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.Move;

/**
 * A final-string proven alive without search because its owner keeps a permanent-stone on its
 * local-2 (J2003 v35a, Life and Death: permanent-stone, local-2, capturable-2): after any first
 * move of the attacker, the owner plays on an empty intersection of local-2 next to one of its
 * pass-alive strings, joining it, and that string is still pass-alive with the new stone (the
 * owner's keep, docs/j2003.md "Settled states"). The owner then passes for ever; the stone is never
 * removed, so no hypothetical-strategy of the attacker forces "capture and no local-2
 * permanent-stone", and the string is not dead: uncapturable, capturable-1 or capturable-2, which
 * of them the other tests say (docs/j2003.md, "Alive by a permanent-stone miai").
 *
 * <p>The strings to join may also be those a miai strategy proves uncapturable (round 1 of the
 * analysis); a joined string then counts as kept where, with no ban pending on the owner, a miai
 * strategy keeps every stone of it ({@link MiaiSafety#targetStands}, the search's settled rule).
 *
 * <p>Whatever the statuses of the owner's other strings, local-2 holds every intersection reached
 * from the string through empty intersections and the attacker's stones: the flood of local-2
 * stops only at the owner's uncapturable and capturable-1 strings. The candidates are the empty
 * intersections of that smaller flood ({@link #floor}) next to a stone of the owner that Benson's
 * analysis finds pass-alive in the final-position. They are never few by accident of the order:
 * the proof tries every first move of the attacker, the pass included, and answers each with the
 * first candidate, in location order, whose play is legal and leaves its string pass-alive (checked
 * by Benson's analysis of that position, not assumed). One candidate is never enough (the
 * attacker plays on it first); two are, as a rule, when the region beyond holds the target: a
 * region that touches a string outside Benson's set is vital to none of that set's strings, so
 * the joined string keeps its two vital regions.
 */
public final class PermanentStoneMiai {
    private PermanentStoneMiai() {}

    /** The start of the note of a string proven alive this way. */
    public static final String NOTE_PREFIX = "alive: its owner keeps a permanent-stone on local-2";

    /**
     * The proof that {@code target}'s owner keeps a permanent-stone on its local-2, as the result of
     * the local-2 question (the attacker cannot force capture with no local-2 permanent-stone), with
     * a certificate whose every end is the owner's keep; {@code null} where there is none.
     * {@code passAlive}: the owner's pass-alive stones of the final-position (Benson).
     */
    public static ForceResult prove(FinalPosition position, FinalString target, boolean[] passAlive) {
        return prove(position, target, passAlive, null);
    }

    /**
     * As {@link #prove(FinalPosition, FinalString, boolean[])}, with {@code byMiai} the owner's
     * stones that a miai strategy proves uncapturable in the final-position (null: none): empty
     * intersections next to them are candidates too, and a joined string counts as kept where
     * Benson's analysis finds it pass-alive or, with no ban pending on the owner, a miai strategy
     * keeps every stone of it ({@link MiaiSafety#targetStands}; docs/j2003.md, "Miai in the search").
     */
    public static ForceResult prove(FinalPosition position, FinalString target, boolean[] passAlive, boolean[] byMiai) {
        if (passAlive[target.anchor()] || byMiai != null && byMiai[target.anchor()]) return null; // uncapturable already
        Position p = position.position();
        Graph g = p.graph();
        Player owner = target.player();
        IntList floor = floor(position, target);
        MutableIntList candidates = IntLists.mutable.empty();
        for (int i = 0; i < floor.size(); i++) {
            int e = floor.get(i);
            if (!p.isEmpty(e)) continue;
            for (int k = 0; k < g.degree(e); k++) {
                int nb = g.neighbour(e, k);
                if (p.code(nb) == owner.stone().code() && (passAlive[nb] || byMiai != null && byMiai[nb])) {
                    candidates.add(e);
                    break;
                }
            }
        }
        if (candidates.size() < 2) return null;
        Player attacker = owner.opponent();
        HypotheticalState start = HypotheticalState.start(p, attacker);
        List<HypotheticalStrategy.Node> branches = new ArrayList<>();
        List<Certificate.Step> line = null;
        boolean anyMiai = false;
        for (HypotheticalGame.Transition first : HypotheticalGame.unfollowed(start)) {
            HypotheticalState after = HypotheticalGame.follow(start, first.move()).next();
            int answer = -1;
            for (int i = 0; i < candidates.size() && answer < 0; i++) {
                int e = candidates.get(i);
                if (!after.position().isEmpty(e)) continue;
                HypotheticalGame.Transition keep = HypotheticalGame.playIfLegal(after, e);
                if (keep == null) continue;
                if (passAliveAt(keep.next().position(), owner, e)) {
                    answer = e;
                } else if (byMiai != null && keptByMiai(keep.next(), owner, e)) {
                    answer = e;
                    anyMiai = true;
                }
            }
            if (answer < 0) return null;
            branches.add(new HypotheticalStrategy.Node(attacker, first.move(), HypotheticalStrategy.End.CONTINUES,
                    List.of(new HypotheticalStrategy.Node(owner, Move.play(answer), HypotheticalStrategy.End.SETTLED,
                            List.of()))));
            // the principal sequence: the attacker takes the first candidate, the owner answers
            if (first.move().equals(Move.play(candidates.get(0))) || line == null && first.move().equals(Move.PASS)) {
                line = List.of(new Certificate.Step(attacker, first.move()), new Certificate.Step(owner, Move.play(answer)));
            }
        }
        if (line == null) throw new IllegalStateException("the attacker's pass is always a first move");
        HypotheticalStrategy.Node root = new HypotheticalStrategy.Node(null, null, HypotheticalStrategy.End.CONTINUES,
                branches);
        Certificate certificate = new Certificate(owner, line, -1, new HypotheticalStrategy(owner, root), true);
        return new ForceResult(Forcing.CANNOT_FORCE, certificate, 0, note(g, candidates, anyMiai));
    }

    /**
     * Whether the string on {@code e} is pass-alive in {@code q}: first the cheap necessary
     * condition that it has two vital regions ({@link BensonAnalysis#twoVitalRegionsEach}), then
     * the analysis.
     */
    private static boolean passAliveAt(Position q, Player owner, int e) {
        IntList string = q.stringAt(e).stones();
        return BensonAnalysis.twoVitalRegionsEach(q, owner, string::contains) && BensonAnalysis.passAlive(q, owner)[e];
    }

    /**
     * Whether, in {@code state}, a miai strategy of {@code owner} keeps every stone of the string on
     * {@code e} (MiaiSafety.targetStands, with no ban pending on the owner, the condition under
     * which the search's settled rule uses it). The certificate check asks the same of an owner's
     * keep.
     */
    static boolean keptByMiai(HypotheticalState state, Player owner, int e) {
        Position q = state.position();
        boolean[] string = new boolean[q.graph().size()];
        q.stringAt(e).stones().forEach(loc -> string[loc] = true);
        return keptByMiai(state, owner, string);
    }

    /**
     * Whether, in {@code state}, a miai strategy of {@code owner} keeps every one of {@code stones}
     * (its stones): no ban pending on the owner, and {@link MiaiSafety#targetStands} on the whole
     * board, every intersection playable and no penalty (docs/j2003.md, "Miai in the search").
     */
    static boolean keptByMiai(HypotheticalState state, Player owner, boolean[] stones) {
        for (Ban b : state.bans()) {
            if (b.player() == owner) return false;
        }
        return MiaiSafety.targetStands(state.position(), owner, stones, null, null, null);
    }

    /**
     * The intersections reached from {@code target} through empty intersections and the
     * attacker's stones: a part of its local-2 whatever the statuses of the owner's other strings,
     * since only those strings can stop local-2's flood.
     */
    public static IntList floor(FinalPosition position, FinalString target) {
        Position p = position.position();
        int own = target.player().stone().code();
        return Locality.flood(p.graph(), target, loc -> p.code(loc) == own && !target.contains(loc));
    }

    private static String note(Graph g, IntList candidates, boolean anyMiai) {
        StringBuilder sb = new StringBuilder(NOTE_PREFIX).append(" (its play on ");
        int shown = Math.min(candidates.size(), 4);
        for (int i = 0; i < shown; i++) {
            if (i > 0) sb.append(i == shown - 1 && shown == candidates.size() ? " or " : ", ");
            sb.append(g.label(candidates.get(i)));
        }
        if (shown < candidates.size()) sb.append(", ...");
        return sb.append(anyMiai ? " joins a string kept by Benson's analysis or a miai strategy"
                : " joins a pass-alive string").append(", whatever the attacker plays first)").toString();
    }
}
