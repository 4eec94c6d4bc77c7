package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.LjRecordReader;
import org.shinpan.rules.LjReplay;

/** The control map as the referee's source of control (LJ rule 5), and the family of sets it tries. */
class ControlJudgeTest {
    /** puzzles/lj/map/001 as a record: set up, both pass. */
    private static final String RECORD = "(;GM[1]FF[4]SZ[4]KM[0.5]AB[ba][bb][bc][bd]AW[ca][cb][cc][cd];B[];W[])";

    @Test
    void aRecordWithoutTbTwIsScoredFromTheControlMap() {
        // map/001: 4 territory each; komi 0.5: W+0.5. Without a judge the result stays unknown.
        LjRecordReader.LjRecord record = LjRecordReader.read(RECORD.getBytes(StandardCharsets.UTF_8), "cols.sgf");
        LjReplay.Report judged = LjReplay.run(record, 0.5,
                ControlMap.judge(ControlMap.Limits.DEFAULT, ControlTest.Pruning.SAT));
        assertEquals("W+0.5", judged.result(), judged.explanation());
        assertTrue(judged.explanation().endsWith("control by LJ rules 14-17 (control tests)"), judged.explanation());
        assertEquals("unknown", LjReplay.run(record, 0.5).result());
    }

    @Test
    void theFamilyIsTheRegionsAndTheirUnionsThroughSharedStrings() {
        // Black's regions in map/001: from A4 the A column with his wall (8); from C1 the C-D
        // columns with his wall (12). They share the wall: one union, the whole board (16).
        Position p = Diagram.parse(". X O .\n. X O .\n. X O .\n. X O .\n");
        List<ImmutableIntSet> family = ControlMap.family(p, Player.BLACK);
        assertEquals(List.of(8, 12, 16), family.stream().map(ImmutableIntSet::size).toList());
    }

    /**
     * A star: Black's stone on the centre c, n leaves. Each leaf's smallest bordered set is the leaf
     * with c; any two leaves are two eyes of c, so the chain of all of them holds Black's two-eye
     * formation as it stands and Black controls every leaf (LJ rules 14-16); White has no stone and
     * controls nothing. The family of unions used to be built whole before the cut to MAX_SETS
     * (1.3 million unions of three for 200 leaves, past every time limit), and the cut dropped the
     * chain: 50 leaves came out unknown. Now the unions stop at MAX_UNIONS and the chains are kept.
     */
    @Test
    void aStarsLeavesAreTheCentresAndItsUnionsAreBounded() {
        List<String> labels = new ArrayList<>();
        List<int[]> edges = new ArrayList<>();
        labels.add("c");
        for (int i = 1; i <= 200; i++) {
            labels.add("l" + i);
            edges.add(new int[] {0, i});
        }
        Position star200 = Position.empty(org.shinpan.board.Graph.fromEdges(labels, edges))
                .with(0, org.shinpan.board.Occupant.BLACK);
        ControlMap.Family f = ControlMap.familyOf(star200, Player.BLACK);
        assertTrue(!f.complete() && f.sets().size() <= ControlMap.MAX_UNIONS + f.chains().size(), f.sets().size() + " sets");
        assertTrue(f.sets().contains(f.chains().get(0)) && f.chains().get(0).size() == 201);

        Position star50 = Position.empty(org.shinpan.board.Graph.fromEdges(labels.subList(0, 51), edges.subList(0, 50)))
                .with(0, org.shinpan.board.Occupant.BLACK);
        ControlMap map = ControlMap.of(star50, ControlMap.Limits.DEFAULT, ControlTest.Pruning.SAT);
        for (int leaf = 1; leaf <= 50; leaf++) assertEquals(ControlMap.Status.BLACK, map.status(leaf));
    }
}
