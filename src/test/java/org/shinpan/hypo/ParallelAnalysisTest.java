package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;
import org.shinpan.sgf.SgfGame;

/**
 * The tests of one round run on several threads; the analysis must not depend on how many. With
 * a state limit only (no time limit), every test has one answer, so the statuses, certificates'
 * principal sequences and scores of the J2003 puzzles are the same on one thread and on two.
 */
class ParallelAnalysisTest {

    @Test
    void oneThreadAndTwoGiveTheSameAnalysis() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of("puzzles", "j2003"))) {
            files = walk.filter(f -> f.toString().endsWith(".sgf") && !f.toString().contains("slow")
                    && !f.toString().contains("kos")).sorted().toList();
        }
        assertTrue(files.size() >= 15, "puzzles found: " + files.size());
        for (Path f : files) {
            Position p = SgfGame.parse(Files.readString(f), f.toString(), SuicideRule.PROHIBITED).finalPosition();
            FinalPosition fp = new FinalPosition(p);
            HypotheticalAnalysis.Result one = HypotheticalAnalysis.analyze(fp, new LazySolver(400_000), 0, 1);
            HypotheticalAnalysis.Result two = HypotheticalAnalysis.analyze(fp, new LazySolver(400_000), 0, 2);
            for (int i = 0; i < one.verdicts().size(); i++) {
                StringVerdict a = one.verdicts().get(i);
                StringVerdict b = two.verdicts().get(i);
                assertEquals(a.status(), b.status(), f + " " + a.string().describe(p.graph()));
                if (a.certificate() != null) {
                    assertEquals(a.certificate().principalSequence(p.graph()),
                            b.certificate().principalSequence(p.graph()), f.toString());
                }
            }
            assertEquals(one.score(), two.score(), f.toString());
        }
    }
}
