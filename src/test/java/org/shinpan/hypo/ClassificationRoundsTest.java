package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.eclipse.collections.api.list.primitive.IntList;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The rounds of {@link HypotheticalAnalysis} on their own: given the answers of the forcing
 * questions, the classes, local-2, local-3, capturable-3 and direct-ko follow from J2003's
 * definitions. The answers come from a scripted solver, so that the rounds are tested apart from
 * any search.
 */
class ClassificationRoundsTest {
    // The ko of HypotheticalGameTest: the black ko-stone B3 and the empty ko point C3.
    static final Position KO = HypotheticalGameTest.KO;
    static final Graph G = KO.graph();

    /** Answers per string (by its first stone's label): capture, no local-1, no local-2 permanent. */
    private record Scripted(Map<String, Forcing[]> answers) implements HypotheticalSolver {
        private ForceResult answer(FinalString s, int question) {
            Forcing[] a = answers.getOrDefault(G.label(s.anchor()),
                    new Forcing[] {Forcing.CANNOT_FORCE, Forcing.CANNOT_FORCE, Forcing.CANNOT_FORCE});
            return new ForceResult(a[question], null, 0, a[question] == Forcing.UNKNOWN ? "scripted" : "");
        }

        @Override
        public ForceResult forceCapture(FinalPosition position, FinalString target) {
            return answer(target, 0);
        }

        @Override
        public ForceResult forceCaptureWithoutPermanentStone(FinalPosition position, FinalString target,
                IntList local) {
            return answer(target, local.size() == target.stones().size() ? 1 : 2);
        }
    }

    private static final Forcing Y = Forcing.CAN_FORCE;
    private static final Forcing N = Forcing.CANNOT_FORCE;

    @Test
    void aCapturableTwoKoStoneWhoseLocalTwoAndThreeDifferIsCapturableThree() {
        // Every string uncapturable but the ko-stone B3, which the attacker can capture, also with
        // no local-1 permanent-stone, but not with no local-2 permanent-stone: capturable-2.
        // local-2 of B3 crosses the white stones (only Black's uncapturable strings C4 D3 C2 stop
        // it) and so reaches the edges; local-3 is also stopped by the uncapturable white strings
        // B4 A3 B2 and is just B3 C3. They differ, and B3 is a ko-stone: capturable-3, so the
        // position could not have ended (direct-ko).
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(new FinalPosition(KO),
                new Scripted(Map.of("B3", new Forcing[] {Y, Y, N})), 0);
        StringVerdict b3 = r.verdictAt(G.parseLocation("B3"));
        assertEquals(Capturability.CAPTURABLE_3, b3.status());
        assertTrue(b3.alive());
        assertFalse(r.isFinal());
        assertTrue(r.notFinalReason().contains("B3") && r.notFinalReason().contains("direct-ko"), r.notFinalReason());
        IntList local3 = HypotheticalAnalysis.local3(new FinalPosition(KO), r.position().stringAt(G.parseLocation("B3")),
                statuses(r));
        assertEquals(List.of("B3", "C3"), labels(local3));
    }

    @Test
    void withoutTheKoTheSameAnswersGiveCapturableTwo() {
        // C4 answers like B3 but is no ko-stone: capturable-2, and the position is final.
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(new FinalPosition(KO),
                new Scripted(Map.of("C4", new Forcing[] {Y, Y, N})), 0);
        assertEquals(Capturability.CAPTURABLE_2, r.verdictAt(G.parseLocation("C4")).status());
        assertTrue(r.isFinal());
    }

    @Test
    void roundsStopAtTheFirstQuestionTheAttackerCannotForce() {
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(new FinalPosition(KO),
                new Scripted(Map.of("B3", new Forcing[] {Y, N, N}, "C4", new Forcing[] {Y, Y, Y})), 0);
        StringVerdict b3 = r.verdictAt(G.parseLocation("B3"));
        assertEquals(Capturability.CAPTURABLE_1, b3.status());
        assertEquals(2, b3.tests().size());
        StringVerdict c4 = r.verdictAt(G.parseLocation("C4"));
        assertEquals(Capturability.DEAD, c4.status());
        assertEquals(3, c4.tests().size());
        assertEquals(Player.BLACK, c4.string().player());
    }

    @Test
    void anUnknownStatusSpreadsToTheStatusesThatRestOnIt() {
        // C4's capture test is unknown. B3's local-2 flood may or may not be stopped by C4
        // (uncapturable strings stop it), so B3's class is unknown too, and so is the score.
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(new FinalPosition(KO),
                new Scripted(Map.of("C4", new Forcing[] {Forcing.UNKNOWN, N, N}, "B3", new Forcing[] {Y, Y, N})), 0);
        assertEquals(Capturability.UNKNOWN, r.verdictAt(G.parseLocation("C4")).status());
        StringVerdict b3 = r.verdictAt(G.parseLocation("B3"));
        assertEquals(Capturability.UNKNOWN, b3.status());
        assertTrue(b3.note().contains("C4"), b3.note());
        assertNull(r.score());
        assertEquals("unknown", r.result());
    }

    private static Capturability[] statuses(HypotheticalAnalysis.Result r) {
        return r.verdicts().stream().map(StringVerdict::status).toArray(Capturability[]::new);
    }

    private static List<String> labels(IntList locs) {
        return java.util.Arrays.stream(locs.toArray()).mapToObj(G::label).toList();
    }
}
