package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.Diagram;
import org.shinpan.board.Position;
import org.shinpan.search.Arena;
import org.shinpan.search.Attractor;

/**
 * The depth-first proof-number phase of the lazy capture test ({@link DepthFirstProofSearch}). It
 * only chooses what to expand; these properties hold what it claims against the rules. A proof
 * number 0 at the start counts repetitions as the owner's and adds no guess, so it is a proof: the
 * attacker's attractor of the captured states, on the graph as far as it is expanded (unexpanded
 * states lost for the attacker, as in {@link LazySolver#capture}'s pessimistic bound), holds the
 * start, and the reference solver, which builds the whole graph, agrees. A disproof number 0 may
 * rest on a repetition met on one path and read on another (the graph-history interaction), so it
 * is only counted, never taken as an answer.
 */
class DepthFirstProofSearchProperties {
    private static final long EXPANSIONS = 5_000;
    private static final long REFERENCE_STATES = 50_000;

    private static int proofs;

    @Provide
    Arbitrary<Position> tinyPositions() {
        return HypotheticalProperties.positionsOn(new int[] {1, 4}, new int[] {2, 2}, new int[] {1, 5},
                new int[] {2, 3}, new int[] {3, 2}, new int[] {2, 4}, new int[] {3, 3});
    }

    /** Phases from the start's numbers alone (1 and 1) until the start is decided or nothing expands. */
    private static DepthFirstProofSearch searched(CompactHypoGraph g) {
        DepthFirstProofSearch search = new DepthFirstProofSearch(g, SolverLimits.states(SolverLimits.DEFAULT_MAX_STATES));
        int[] start = {g.isTargetCaptured(0) ? 0 : 1, g.isTargetCaptured(0) ? DepthFirstProofSearch.INFINITE : 1};
        long left = EXPANSIONS;
        while (left > 0) {
            long expanded = search.phase(start, Math.min(left, 256));
            left -= expanded;
            start = numbersSoFar(search, g);
            if (expanded == 0 || search.proof(0) == 0 || search.disproof(0) == 0) break;
        }
        return search;
    }

    private static int[] numbersSoFar(DepthFirstProofSearch search, CompactHypoGraph g) {
        int[] numbers = new int[2 * g.size()];
        for (int v = 0; v < g.size(); v++) {
            numbers[2 * v] = search.proof(v);
            numbers[2 * v + 1] = search.disproof(v);
        }
        return numbers;
    }

    /** Whether the attacker forces a captured state on the expanded part of {@code g} alone. */
    private static boolean provenOnExpanded(CompactHypoGraph g) {
        boolean[] frontier = new boolean[g.size()];
        Arena arena = g.arena(frontier);
        return Attractor.ranks(arena, ReferenceSolver.captured(g, frontier, false))[0] >= 0;
    }

    @Property(tries = 200)
    void aProofNumberZeroIsAProofOnTheExpandedGraph(@ForAll("tinyPositions") Position p) {
        FinalPosition fp = new FinalPosition(p);
        for (FinalString s : fp.strings()) {
            CompactHypoGraph g = new CompactHypoGraph(fp, List.of(s), true, null);
            DepthFirstProofSearch search = searched(g);
            boolean proven = search.proof(0) == 0;
            Statistics.label("start").collect(proven ? "proof" : search.disproof(0) == 0 ? "disproof" : "open");
            if (!proven) continue;
            assertTrue(provenOnExpanded(g), "string " + s.describe(p.graph()) + " in\n" + p);
            ForceResult reference = new ReferenceSolver(REFERENCE_STATES).forceCapture(fp, s);
            if (reference.answer() != Forcing.UNKNOWN) {
                assertEquals(Forcing.CAN_FORCE, reference.answer(), "string " + s.describe(p.graph()) + " in\n" + p);
            }
            proofs++;
        }
    }

    /** The property must see proofs: about a third of the strings on such boards are capturable. */
    @AfterContainer
    static void enoughProofs() {
        assertTrue(proofs >= 100, "only " + proofs + " proofs seen");
    }

    /**
     * White's C1 stone has the one liberty D1 (derived by hand): B D1 captures it at once, a proof
     * of one move, so the start's proof number is 0 after one expansion of the start.
     */
    @Example
    void aStoneInAtariIsProvenCapturedByTheFirstExpansion() {
        Position p = Diagram.parse("""
                X X X .
                X X O .
                """);
        FinalPosition fp = new FinalPosition(p);
        CompactHypoGraph g = new CompactHypoGraph(fp, List.of(fp.stringAt(p.graph().parseLocation("C1"))), true, null);
        DepthFirstProofSearch search = searched(g);
        assertEquals(0, search.proof(0));
        assertTrue(provenOnExpanded(g));
    }

    /**
     * Black's string has two one-point eyes, A1 and C1 (derived by hand): White cannot play in
     * either while the other is empty (suicide), and every white play elsewhere is captured or
     * harmless, so no sequence captures it: the start's disproof number reaches 0 and the proof
     * number never does.
     */
    @Example
    void aTwoEyedStringIsDisproven() {
        Position p = Diagram.parse("""
                X X X X .
                . X . X .
                """);
        FinalPosition fp = new FinalPosition(p);
        CompactHypoGraph g = new CompactHypoGraph(fp, List.of(fp.stringAt(p.graph().parseLocation("B1"))), true, null);
        DepthFirstProofSearch search = searched(g);
        assertEquals(0, search.disproof(0));
        assertTrue(search.proof(0) > 0);
    }
}
