package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The certificates of a tsumego's first moves ({@link FirstMoves}, the tests continued after each
 * first move of either side) checked move by move against the rules' own game
 * ({@link CertificateCheck#afterFirstMove}, {@link HypotheticalGame}), under J2003 and with either
 * player as ko master: none is invalid, a tree of the whole board lists every move of the loser,
 * and where the check is complete it proves the move's class without the search that made it.
 */
class FirstMoveCertificateProperties {
    private static final long LIMIT = 30_000;

    @Provide
    Arbitrary<Position> smallPositions() {
        return HypotheticalProperties.positionsOn(new int[] {1, 3}, new int[] {1, 4}, new int[] {2, 2},
                new int[] {1, 5}, new int[] {2, 3}, new int[] {3, 2}, new int[] {2, 4}, new int[] {3, 3});
    }

    @Provide
    Arbitrary<Player> koMasters() {
        return Arbitraries.of(Player.BLACK, Player.WHITE).injectNull(0.5);
    }

    @Property(tries = 150)
    void everyFirstMoveCertificateChecksAgainstTheReferenceGame(@ForAll("smallPositions") Position p,
            @ForAll("koMasters") Player koMaster) {
        FinalPosition fp = new FinalPosition(p);
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(fp, new LazySolver(SolverLimits.states(LIMIT)), 0);
        boolean[] everywhere = new boolean[p.graph().size()];
        Arrays.fill(everywhere, true);
        // the first string of each colour, with each side moving first: four sides per position
        for (Player colour : Player.values()) {
            FinalString target = fp.strings().stream().filter(s -> s.player() == colour).findFirst().orElse(null);
            if (target == null) continue;
            IntList local2 = r.local2Of(target);
            // without a sealed area every test is the whole board's, whose trees list every move
            // of the loser wherever they go on
            boolean whole = SealedArea.of(fp, target) == null;
            for (Player mover : Player.values()) {
                List<FirstMoves.Outcome> outcomes = FirstMoves.of(fp, target, local2, mover, everywhere,
                        SolverLimits.states(LIMIT), koMaster);
                List<CertificateCheck.Result> checks = CertificateCheck.firstMoves(fp, target, local2, mover, koMaster,
                        outcomes);
                assertEquals(outcomes.size(), checks.size());
                for (int i = 0; i < outcomes.size(); i++) {
                    FirstMoves.Outcome o = outcomes.get(i);
                    CertificateCheck.Result check = checks.get(i);
                    if (check == null) continue;
                    String where = target.describe(p.graph()) + ", " + mover + " first at "
                            + o.move().notation(p.graph()) + ", ko master " + koMaster + ", " + o.question().text()
                            + ": " + check.describe() + " in\n" + p;
                    assertTrue(check.outcome() != CertificateCheck.Outcome.INVALID, where);
                    if (whole) assertEquals(0, check.unlisted(), where);
                    Statistics.label("check").collect(o.question() == StringVerdict.Question.CAPTURE
                            ? "capture " + check.outcome() : "permanent " + check.outcome());
                }
            }
        }
    }
}
