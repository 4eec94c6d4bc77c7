package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code replay} and {@code compare} on the prisoners a record holds before its first move (the
 * root's SHPD, which {@code analyze --sgf} writes), on the stones a suicide removes, and on when two
 * passes end a game (the basic rules, rule 9: "both players have passed consecutively").
 */
class PassesAndPrisonersTest {

    /**
     * 5x5: Black's wall on column B with the eyes A5, A3, A1 (3 points), White's on column C with
     * columns D and E behind it (10 points), one white stone removed before the first move
     * (SHPD[1]), then two passes. Territory and J2003: 3 + 1 - 10 = -6, W+6 (without SHPD W+7).
     */
    private static final String SHPD = "(;GM[1]FF[4]SZ[5]KM[0]SHPD[1]PL[W]AB[ba][ab][bb][bc][ad][bd][be]"
            + "AW[ca][cb][cc][cd][ce];W[];B[])";

    @Test
    void theRootsPrisonersCountInReplayAndCompare(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("shpd.sgf");
        Files.writeString(f, SHPD);
        for (String rules : new String[] {"j2003", "territory"}) {
            CliRun r = CliRun.of("replay", f.toString(), "--rules", rules);
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("result: W+6"), rules + ":\n" + r.out());
        }
        CliRun c = CliRun.of("compare", f.toString());
        assertEquals(0, c.code(), c.err());
        assertTrue(c.out().contains("prisoners: Black 1, White 0 (counted from the 2 moves of the main line and the"
                + " root's SHPD)"), c.out());
        assertTrue(c.out().contains("territory          4     10       -6  W+6"), c.out());
    }

    /**
     * puzzles/rulesets/001: Black's move 7 is a suicide of three stones (legal under Tromp-Taylor),
     * so White has 3 prisoners. compare's referees judge the moves: only Tromp-Taylor takes the
     * suicide, so only its row is scored (the puzzle's comment: White's 3 stones and the two empty
     * regions, which reach only white stones, W+9; area counts no prisoners); territory counting,
     * whose page forbids the suicide, refuses the record (it scored W+9 with the 3 prisoners before
     * compare refereed every record).
     */
    @Test
    void compareCountsTheStonesASuicideRemoved() {
        CliRun c = CliRun.of("compare", "puzzles/rulesets/001-multi-stone-suicide.sgf");
        assertEquals(0, c.code(), c.err());
        assertTrue(c.out().contains("prisoners: Black 0, White 3"), c.out());
        assertTrue(c.out().contains("tromp-taylor       0      9       -9  W+9"), c.out());
        assertTrue(c.out().contains("territory          -      -        -  illegal"), c.out());
        assertTrue(c.out().contains("  territory: the record reaches the position by a move these rules forbid: illegal move 7"
                + " (B A3): suicide: the play would remove its own string of 3 stones"), c.out());
    }

    /**
     * B C3, W pass, B C3 (occupied: not carried out with --continue), W pass: White passed twice,
     * Black never, so the game goes on; B D2, W B4, B pass, W pass end it at move 8. Area: Black C3
     * D2, White B4, the one empty region touches both: 2 to 1, B+1.
     */
    @Test
    void twoPassesOfOnePlayerDoNotEndTheGame(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("occupied.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[5]KM[0];B[cc];W[];B[cc];W[];B[dd];W[bb];B[];W[])");
        CliRun r = CliRun.of("replay", f.toString(), "--continue");
        assertTrue(r.out().contains("end: move 8: two consecutive passes"), r.out());
        assertTrue(r.out().contains("result: B+1"), r.out());
        // two handicap placements passed: Black's two passes; W C3, B pass, W pass end it: W+25
        Path h = dir.resolve("handicap.sgf");
        Files.writeString(h, "(;GM[1]FF[4]SZ[5]KM[0]HA[2];B[];B[];W[cc];B[];W[])");
        CliRun hr = CliRun.of("replay", h.toString());
        assertTrue(hr.out().contains("end: move 5: two consecutive passes"), hr.out());
        assertTrue(hr.out().contains("result: W+25"), hr.out());
    }

    /**
     * RU names the Lasker-Maas and LJ referees as --rules does. Lasker-Maas: B B4, W D2, two passes
     * end the first phase, two more the second; no prisoners, so each player has the one prisoner
     * of the pair the supply gives at the start of phase 2 left, and the one empty region touches
     * both colours: (0 - 1) - (0 - 1) - 0.5 = W+0.5.
     */
    @Test
    void theRecordsRulesChooseTheirOwnReferees(@TempDir Path dir) throws Exception {
        Path lm = dir.resolve("lm.sgf");
        Files.writeString(lm, "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Lasker-Maas];B[bb];W[dd];B[];W[];B[];W[])");
        CliRun r = CliRun.of("replay", lm.toString());
        assertTrue(r.out().startsWith(lm + ": Lasker-Maas rules, komi 0.5"), r.out());
        assertTrue(r.out().contains("result: W+0.5"), r.out());
        Path lj = dir.resolve("lj.sgf");
        Files.writeString(lj, "(;GM[1]FF[4]SZ[2]KM[0]RU[Logical Japanese];B[aa];W[];B[])");
        CliRun j = CliRun.of("replay", lj.toString());
        assertTrue(j.out().startsWith(lj + ": Logical Japanese Rules"), j.out());
    }

    /**
     * A two-stone handicap under Lasker-Maas: B B4 and B D2 are Black's placements, then W D4,
     * B B2, and two passes in each phase. No prisoners, so each has the one prisoner of the supply's
     * pair left; the one empty region touches both colours: (0 - 1) - (0 - 1) - 0.5 = W+0.5. From
     * HA, or from handicap= in --rules; without either, B D2 is out of turn and there is no result.
     */
    @Test
    void laskerMaasHandicapStonesArePlacements(@TempDir Path dir) throws Exception {
        String moves = ";B[bb];B[dd];W[db];B[bd];W[];B[];W[];B[])";
        Path ha = dir.resolve("ha.sgf");
        Files.writeString(ha, "(;GM[1]FF[4]SZ[5]KM[0.5]HA[2]" + moves);
        assertTrue(CliRun.of("replay", ha.toString(), "--rules", "lasker-maas").out().contains("result: W+0.5"));
        Path plain = dir.resolve("plain.sgf");
        Files.writeString(plain, "(;GM[1]FF[4]SZ[5]KM[0.5]" + moves);
        assertTrue(CliRun.of("replay", plain.toString(), "--rules", "lasker-maas,handicap=2").out()
                .contains("result: W+0.5"));
        CliRun none = CliRun.of("replay", plain.toString(), "--rules", "lasker-maas");
        assertTrue(none.out().contains("result: none"), none.out());
    }

    /**
     * A two-stone handicap under LJ: B A3 and B C1 are Black's placements, then White passes and
     * Black passes, which ends the game (LJ rule 4: no location was temporarily prohibited at
     * White's pass). The record gives Black control of the seven empty locations (TB), no stone was
     * removed: 7 + 0 - 0 - 0 komi = B+7. From HA, or from handicap= in --rules; without either, B C1
     * is out of turn and the game has no result. A placement passed is no pass toward the end:
     * with B[] as the second placement, White's pass and Black's pass end the game after four turns
     * (the one black stone, the eight empty locations from TB: B+8).
     */
    @Test
    void ljHandicapStonesArePlacements(@TempDir Path dir) throws Exception {
        String control = "TB[ab][ac][ba][bb][bc][ca][cb]";
        String moves = ";B[aa];B[cc];W[];B[]" + control + ")";
        Path ha = dir.resolve("ha.sgf");
        Files.writeString(ha, "(;GM[1]FF[4]SZ[3]KM[0]HA[2]" + moves);
        CliRun r = CliRun.of("replay", ha.toString(), "--rules", "lj");
        assertTrue(r.out().contains("every turn is legal"), r.out());
        assertTrue(r.out().contains("result: B+7"), r.out());
        Path plain = dir.resolve("plain.sgf");
        Files.writeString(plain, "(;GM[1]FF[4]SZ[3]KM[0]" + moves);
        assertTrue(CliRun.of("replay", plain.toString(), "--rules", "lj,handicap=2").out().contains("result: B+7"));
        CliRun none = CliRun.of("replay", plain.toString(), "--rules", "lj");
        assertTrue(none.out().contains("result: none"), none.out());
        Path passed = dir.resolve("passed.sgf");
        Files.writeString(passed, "(;GM[1]FF[4]SZ[3]KM[0]HA[2];B[aa];B[];W[];B[]TB[ab][ac][ba][bb][bc][ca][cb][cc])");
        CliRun p = CliRun.of("replay", passed.toString(), "--rules", "lj", "--json");
        assertTrue(p.out().contains("\"ended\":true"), p.out());
        assertTrue(p.out().contains("\"result\":\"B+8\""), p.out());
    }

    /**
     * A placement passed is no pass toward the end in the main referee either: with HA[2] from the
     * empty board, B B4 and B's pass are Black's placements, W's pass (move 3) is the first real
     * pass, and the game goes on to Black's wall B1-B4 and White's C1-C4, ended by the passes of
     * moves 12 and 13. Area: 4 stones + 4 territory each, a Draw under Tromp-Taylor (komi 0); under
     * territory counting 4 against 4 with its 6.5 komi: W+6.5. (It ended at move 3: B+16.)
     */
    @Test
    void aPassedPlacementAndWhitesPassDoNotEndTheGame(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("passed.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[4]HA[2];B[ba];B[];W[];B[bb];W[ca];B[bc];W[cb];B[bd];W[cc];B[];W[cd];B[];W[])");
        CliRun tt = CliRun.of("replay", f.toString(), "--rules", "tromp-taylor");
        assertTrue(tt.out().contains("end: move 13: two consecutive passes"), tt.out());
        assertTrue(tt.out().contains("result: Draw"), tt.out());
        assertTrue(CliRun.of("replay", f.toString(), "--rules", "territory").out().contains("result: W+6.5"));
    }

    /**
     * Lasker-Maas takes the first player as the other referees do: handicap stones set up with AB
     * and White moving first is a legal record (White's first move was "out of turn").
     */
    @Test
    void laskerMaasLetsWhiteMoveFirstAfterSetUpHandicapStones(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("ab.sgf");
        Files.writeString(f, "(;GM[1]FF[4]SZ[4]HA[2]AB[ba][bb];W[ca];B[bc];W[cb];B[bd];W[cc];B[];W[cd];B[];W[])");
        CliRun r = CliRun.of("replay", f.toString(), "--rules", "lasker-maas");
        assertTrue(r.out().contains("every move is legal"), r.out());
    }
}
