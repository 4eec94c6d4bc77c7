package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.shinpan.api.Analysis;
import org.shinpan.api.Limits;
import org.shinpan.api.Shinpan;
import org.shinpan.rules.RuleSet;

/**
 * Territory counting's dead stones come from the J2003 analysis of the position with its plain
 * dame filled first (docs/rulesets.md, "Territory counting"; found by a probe). The position, KM 0,
 * both passed:
 *
 * <pre>
 *     A B C D E F
 *   5 . X X O . O      White's A3 has the one liberty B3. White's B3 would touch only Black's
 *   4 X X X O O O      big string, which keeps A5 A1 D3 D2: suicide. So A3 can never make two
 *   3 O . X . O .      eyes and Black takes it whenever he likes: dead (seed 003, "Dead chains").
 *   2 X X X . O O      With A3 off, Black has A5 A1 A3 B3 (4) and the dead stone (1): 5. White
 *   1 . X X O O .      has E5 F3 F1: 3. D3 D2 touch both colours: nobody's. B+2.
 * </pre>
 *
 * J2003's literal analysis keeps A3 alive (capturable-2: with the two open dame D3 D2, White answers
 * Black's capture by joining one of them to its wall, a permanent stone on A3's local-2), so
 * territory counting gave W+1 (Black A5 A1, White E5 F3 F1). The fill puts White stones on D3 and
 * D2 (seams between the two walls) before the analysis, and the count stays on the board as it is.
 */
class TerritoryDeadStonesTest {
    private static final String GAME = "(;GM[1]FF[4]SZ[6:5]KM[0]AB[ba][ca][ab][bb][cb][cc][ad][bd][cd][be][ce]"
            + "AW[da][fa][db][eb][fb][ec][ed][fd][de][ee][ac]PL[B];B[];W[])";

    @TempDir
    Path dir;

    @Test
    void aDeadStoneKeptAliveByOpenDameIsDeadForTerritoryCounting() throws Exception {
        Path f = Files.writeString(dir.resolve("dame2.sgf"), GAME);
        CliRun replay = CliRun.of("replay", f.toString(), "--rules", "territory");
        assertEquals(0, replay.code(), replay.err());
        assertTrue(replay.out().contains("result: B+2\n"), replay.out());
        assertTrue(replay.out().contains("Black 5 (4 territory + 1 dead + 0 prisoners), White 3"), replay.out());
        assertTrue(replay.out().contains("dead stones from the J2003 analysis with the plain dame filled first"
                + " (W:D3 W:D2)"), replay.out());
        assertTrue(replay.out().contains("dead stones: A3\n"), replay.out());

        CliRun compare = CliRun.of("compare", f.toString());
        assertEquals(0, compare.code(), compare.err());
        assertTrue(compare.out().matches("(?s).*\nterritory +5 +3 +2 +B\\+2\n.*"), compare.out());
        // J2003 itself stays literal: the open dame make every region in-seki, and A3 is alive
        assertTrue(compare.out().matches("(?s).*\nj2003 +0 +0 +0 +Draw\n.*"), compare.out());
        // Lasker-Maas counts every stone as alive: with A3 dead its count does not apply
        assertTrue(compare.out().matches("(?s).*\nlasker-maas +- +- +- +not applicable\n.*"), compare.out());
        // the header and the explanations name territory counting's dead stone beside J2003's none
        assertTrue(compare.out().contains("dead stones (J2003 analysis): none\ndead stones for territory counting (J2003"
                + " analysis with the plain dame filled first (W:D3 W:D2)): A3\n"), compare.out());
        assertTrue(compare.out().contains("area scoring counts the 1 dead white stone A3 for White"), compare.out());
        CliRun json = CliRun.of("compare", f.toString(), "--json");
        assertTrue(json.out().contains("\"deadStones\":[],\"territoryDeadStones\":[\"A3\"],\"territoryFilledDame\":"
                + "[{\"vertex\":\"D3\",\"color\":\"white\"},{\"vertex\":\"D2\",\"color\":\"white\"}]"), json.out());

        Analysis a = Shinpan.analyze(Shinpan.read(f).position(), RuleSet.TERRITORY.withKomi(0), 0, Limits.DEFAULT);
        assertEquals("B+2", a.result());
        assertEquals(List.of("A3"), a.deadStones());
        assertTrue(a.note().contains("dead stones judged with the plain dame filled first (W:D3 W:D2)"), a.note());
        // every string is named by its stones on the board, not the filled ones
        assertTrue(a.strings().stream().noneMatch(s -> s.stones().contains("D3") || s.stones().contains("D2")));
        assertEquals("B+2", Shinpan.replay(f, RuleSet.TERRITORY.withKomi(0)).result());
    }

    /**
     * compare's territory row is decided by the filled analysis also where the literal one is not
     * (it waited for the literal one). White's wall of this game is open on the right:
     *
     * <pre>
     *     A B C D E F
     *   5 . X X O . .      A3 is dead as in the game above. Black A5 A3 B3 A1 (4) and the dead stone:
     *   4 X X X O . .      5. White E5 F5 E4 F4 F3 F2 E1 F1: 8. D3 D2 touch both colours. W+3.
     *   3 O . X . O .      With 20,000 states a test, the literal analysis leaves a string unknown;
     *   2 X X X . O .      the filled one (W:D3 W:D2) decides every string.
     *   1 . X X O . .
     * </pre>
     */
    @Test
    void theFilledAnalysisDecidesWhereTheLiteralOneDoesNot() throws Exception {
        Path f = Files.writeString(dir.resolve("t1.sgf"), "(;GM[1]FF[4]SZ[6:5]KM[0]AB[ba][ca][ab][bb][cb][cc][ad][bd]"
                + "[cd][be][ce]AW[da][db][ac][ec][ed][de];B[];W[])");
        CliRun compare = CliRun.of("compare", f.toString(), "--max-states", "20000", "--lj-time-limit", "1");
        assertEquals(0, compare.code(), compare.err());
        assertTrue(compare.out().contains("dead stones (J2003 analysis): unknown\n"), compare.out());
        assertTrue(compare.out().matches("(?s).*\nterritory +5 +8 +-3 +W\\+3\n.*"), compare.out());
        CliRun replay = CliRun.of("replay", f.toString(), "--rules", "territory", "--max-states", "20000");
        assertTrue(replay.out().contains("result: W+3\n"), replay.out());
    }
}
