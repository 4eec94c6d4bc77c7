package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.BitSet;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.search.Attractor;
import org.shinpan.search.GeneralizedBuchi;

/**
 * The settled ends that {@link CertificateCheck} proves by the miai rule or the fill-region rule,
 * held against the reference game: from each such end of the lazy solver's certificates, the
 * explicit graph of every state reachable under {@link HypotheticalGame#transitions} (bans,
 * ko-passes and the tracked strings' lost stones included), solved by the fixed points of the
 * reference solver — the attractor to capture for a miai end (the owner's: the attacker cannot
 * force capture from there, so it loses every question), the generalized Büchi game with one set
 * per local intersection ("no placed stone of the owner there") for a fill end (the attacker's:
 * it wins). Ends whose graph passes {@link #NODES} are counted and left (docs/j2003.md, "Miai and
 * fill-region ends"). The positions have 3 to 5 intersections: from an end on six, the graph
 * passes 100,000 states; on boards that small only fill ends occur.
 */
class RuleEndProperties {
    private static final long LIMIT = 30_000;
    /** The most states of an end's explicit graph. */
    private static final int NODES = 100_000;

    @Provide
    Arbitrary<Position> positions() {
        return HypotheticalProperties.positionsOn(new int[] {1, 3}, new int[] {1, 4}, new int[] {1, 5},
                new int[] {2, 2});
    }

    @Property(tries = 300)
    void everyEndProvenByARuleIsWonOnTheReferenceGame(@ForAll("positions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(fp, new LazySolver(LIMIT), 0);
        java.util.Set<Object> asked = new java.util.HashSet<>();
        for (StringVerdict v : r.verdicts()) {
            for (StringVerdict.Test t : v.tests()) {
                Certificate c = t.result().certificate();
                if (c == null) continue;
                IntList local = CertificateCheck.localArea(r, v, t);
                for (CertificateCheck.RuleEnd end : CertificateCheck.ruleEnds(fp, v.string(), t.question(), local, c)) {
                    // one question per end state, string and local area
                    if (!asked.add(List.of(end.state(), end.lost(), v.string().index(), String.valueOf(local)))) continue;
                    Player owner = v.string().player();
                    Boolean attackerWins = end.rule() == CertificateCheck.Rule.MIAI ? attackerCaptures(end, owner)
                            : attackerKeepsOut(end, owner, local);
                    String rule = end.rule().name().toLowerCase(java.util.Locale.ROOT);
                    Statistics.label("end").collect(rule + (attackerWins == null ? " too large" : ""));
                    if (attackerWins == null) continue;
                    String where = rule + " end of " + v.string().describe(p.graph()) + ", " + t.question().text() + ", at\n" + end.state().position() + " to move: "
                            + end.state().toMove() + ", bans " + end.state().bans() + "\nin\n" + p;
                    if (end.rule() == CertificateCheck.Rule.MIAI) assertNotEquals(Boolean.TRUE, attackerWins, where);
                    else assertNotEquals(Boolean.FALSE, attackerWins, where);
                }
            }
        }
    }

    /** Whether the attacker can force the target's capture from a miai end; null past {@link #NODES}. */
    private static Boolean attackerCaptures(CertificateCheck.RuleEnd end, Player owner) {
        // only the target's lost bit: the capture question reads nothing else
        BitSet lost = new BitSet();
        if (end.lost().get(0)) lost.set(0);
        int[] targetOnly = end.trackedAt().clone();
        for (int i = 0; i < targetOnly.length; i++) if (targetOnly[i] != 0) targetOnly[i] = -1;
        ExplicitGame g = ExplicitGame.explore(new ExplicitGame.Node(end.state(), lost), targetOnly, (s, t) -> true, NODES);
        if (g == null) return null;
        boolean[] captured = new boolean[g.nodes.size()];
        for (int v = 0; v < captured.length; v++) captured[v] = g.nodes.get(v).lost().get(0);
        return Attractor.ranks(g.arena(owner), captured)[0] >= 0;
    }

    /**
     * Whether the attacker keeps every placed stone of the owner off the local area for ever from a
     * fill end (the target is captured there, and stays so); both players free (the attacker of a
     * fill end plays on the fill regions and eyes, which may reach beyond the local area: the whole
     * small board, where no string of it is pass-alive); null past {@link #NODES}.
     */
    private static Boolean attackerKeepsOut(CertificateCheck.RuleEnd end, Player owner, IntList local) {
        ExplicitGame g = ExplicitGame.explore(new ExplicitGame.Node(end.state(), end.lost()), end.trackedAt(),
                (s, t) -> true, NODES);
        if (g == null) return null;
        return GeneralizedBuchi.solve(g.arena(owner), g.noPlacedStone(owner, local.toArray(), end.trackedAt())).wins(0);
    }
}
