package org.shinpan.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code shinpan_rules} and {@code shinpan_analyze}. The position is puzzles/j2003/basic/004 (KM 0):
 *
 * <pre>
 *   3 . O . .     White B3 A2 B2 C2 D2 B1 is pass-alive; the black stone D1 is dead.
 *   2 O O O O     J2003: White's territory A3 C3 D3 A1 C1 + D1 under the dead stone twice: W+7.
 *   1 . O . X     Territory counting: the same 6 points + the dead stone: W+7.
 *     A B C D     Area: Black 1 stone; White 6 stones + A3, C3 D3, A1 (C1 also touches D1): W+9.
 * </pre>
 */
class GtpRulesTest {
    private ShinpanEngine engine;

    @BeforeEach
    void load() {
        engine = new ShinpanEngine(Path.of("puzzles"));
        assertEquals("black", ok("loadsgf j2003/basic/004-dead-stone-in-territory.sgf"));
    }

    private String ok(String line) {
        return new EngineSession(engine).ok(line);
    }

    private String fails(String line) {
        return new EngineSession(engine).fails(line);
    }

    @Test
    void rulesAreJ2003UntilChosen() {
        assertEquals("j2003", ok("shinpan_rules"));
        assertEquals("W+7", ok("final_score"));
        assertEquals("", ok("shinpan_rules Territory"));
        assertEquals("territory", ok("shinpan_rules"));
        assertTrue(fails("shinpan_rules chinese").startsWith("unknown rule set 'chinese' (known: tromp-taylor,"));
        assertEquals("territory", ok("shinpan_rules"), "a refused choice changes nothing");
        assertTrue(fails("shinpan_rules a b").startsWith("syntax error"));
    }

    @Test
    void eachRuleSetCountsTheSamePositionItsOwnWay() {
        ok("komi 6.5");
        assertEquals("W+13.5", ok("final_score")); // J2003 7, komi beside it
        ok("shinpan_rules territory");
        assertEquals("W+13.5", ok("final_score"));
        assertEquals("D1", ok("final_status_list dead"));
        assertEquals("A3 C3 D3 A1 C1 D1", ok("final_status_list white_territory"));
        assertEquals("", ok("final_status_list dame"));
        ok("shinpan_rules tromp-taylor");
        assertEquals("W+15.5", ok("final_score")); // 1 - 10 - 6.5
        assertEquals("", ok("final_status_list dead"));
        assertEquals(Set.of("B3", "A2", "B2", "C2", "D2", "B1", "D1"), Set.of(ok("final_status_list alive").split("\\s+")));
        assertEquals("A3 C3 D3 A1", ok("final_status_list white_territory"));
        assertEquals("", ok("final_status_list black_territory"));
        assertEquals("C1", ok("final_status_list dame"));
        ok("komi 0");
        assertEquals("W+9", ok("final_score"));
    }

    @Test
    void rulesThatNeedTheWholeGameAreRefusedWithTheWayOut() {
        ok("shinpan_rules lj");
        assertEquals("cannot score: the lj rules count by control, which needs the whole game: use "
                + "'shinpan replay FILE --rules lj'", fails("final_score"));
        assertTrue(fails("final_status_list dead").startsWith("cannot determine the status: the lj rules"));
        assertTrue(fails("shinpan_analyze").startsWith("cannot analyse: the lj rules"));
        ok("shinpan_rules lasker-maas");
        assertTrue(fails("final_score").startsWith("cannot score: the lasker-maas rules count by supply"));
        // the J2003 commands stay J2003's
        assertEquals("dead", ok("j2003_status D1"));
    }

    @Test
    void analyzeAnswersOneLineOfJson() {
        String json = ok("shinpan_analyze");
        assertFalse(json.contains("\n"), json);
        assertTrue(json.startsWith("{\"rules\":\"j2003\",\"board\":\"4x3\",\"strings\":["), json);
        assertTrue(json.contains("{\"color\":\"black\",\"stones\":[\"D1\"],\"status\":\"dead\",\"alive\":false,"
                + "\"certificate\":\"W:C1 +\",\"note\":null,\"bound\":\"dead\"}"), json);
        assertTrue(json.contains("\"deadStones\":[\"D1\"],\"territory\":{\"black\":[],"
                + "\"white\":[\"A3\",\"C3\",\"D3\",\"A1\",\"C1\",\"D1\"]},\"dame\":[],\"seki\":[]"), json);
        assertTrue(json.endsWith("\"prisonerDifference\":0,\"score\":-7,\"result\":\"W+7\",\"resultWithKomi\":\"W+7\","
                + "\"final\":true,\"unknown\":0,\"note\":null}"), json);
        ok("shinpan_rules tromp-taylor");
        String area = ok("shinpan_analyze");
        assertTrue(area.startsWith("{\"rules\":\"tromp-taylor\",\"board\":\"4x3\",\"strings\":[],\"deadStones\":[],"),
                area);
        assertTrue(area.contains("\"score\":-9,\"result\":\"W+9\""), area);
        assertTrue(fails("shinpan_analyze now").startsWith("syntax error"));
    }

    @Test
    void everyListedCommandIsKnownAndTheNewOnesAreListed() {
        List<String> commands = List.of(ok("list_commands").split("\n"));
        assertTrue(commands.containsAll(List.of("shinpan_rules", "shinpan_analyze", "final_score", "final_status_list",
                "shinpan_max_states", "shinpan_table_mib", "shinpan_time_limit", "loadsgf")), commands.toString());
        for (String c : commands) {
            assertEquals("true", ok("known_command " + c), c);
        }
        assertEquals(commands.size(), Set.copyOf(commands).size(), "no command is listed twice");
    }

    /**
     * Under territory counting a stone is dead or alive, none in seki: J2003 calls both walls of
     * this 5x5 board "in seki" because of the open column C (its in-seki regions), while the
     * count gives Black A1-A5 (5) and White E5 E3 E1 (3), B+2, which no seki would allow. Both
     * walls are pass-alive (Black: the regions of columns A and C; White: E5, E3, E1 and C).
     */
    @Test
    void territoryCountingListsNoSeki(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        java.nio.file.Files.writeString(dir.resolve("walls.sgf"),
                "(;SZ[5]AB[ba][bb][bc][bd][be]AW[da][db][dc][dd][de][eb][ed])");
        ShinpanEngine local = new ShinpanEngine(dir);
        EngineSession s = new EngineSession(local);
        s.ok("loadsgf walls.sgf");
        s.ok("komi 0");
        // one string to a line (GTP v2's vertex*&)
        assertEquals("B5 B4 B3 B2 B1\nD5 D4 E4 D3 D2 E2 D1", s.ok("final_status_list seki")); // J2003
        s.ok("shinpan_rules territory");
        assertEquals("B+2", s.ok("final_score"));
        assertEquals("", s.ok("final_status_list seki"));
        assertEquals("", s.ok("final_status_list dead"));
        assertEquals("B5 B4 B3 B2 B1\nD5 D4 E4 D3 D2 E2 D1", s.ok("final_status_list alive"));
        assertEquals("C5 C4 C3 C2 C1", s.ok("final_status_list dame"));
        // a status word is checked before the rule set (lasker-maas decides no final position)
        s.ok("shinpan_rules lasker-maas");
        assertTrue(s.fails("final_status_list foo").startsWith("syntax error: 'foo' is not a status"));
    }

    /**
     * Under territory counting the dead stones are J2003's with the plain dame filled first: the
     * 6x5 game of TerritoryDeadStonesTest (its derivation there), B+2 with A3 dead; J2003 itself
     * stays literal (a Draw: the open dame make every region in-seki).
     */
    @Test
    void territoryCountingJudgesTheDeadWithTheDameFilled(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        java.nio.file.Files.writeString(dir.resolve("dame2.sgf"), "(;GM[1]FF[4]SZ[6:5]KM[0]AB[ba][ca][ab][bb][cb][cc]"
                + "[ad][bd][cd][be][ce]AW[da][fa][db][eb][fb][ec][ed][fd][de][ee][ac]PL[B];B[];W[])");
        EngineSession s = new EngineSession(new ShinpanEngine(dir));
        s.ok("loadsgf dame2.sgf");
        s.ok("shinpan_rules territory");
        assertEquals("B+2", s.ok("final_score"));
        assertEquals("A3", s.ok("final_status_list dead"));
        assertEquals("D3 D2", s.ok("final_status_list dame"));
        // shinpan_analyze names the same dame (it gave none under territory counting)
        String json = s.ok("shinpan_analyze");
        assertTrue(json.contains("\"dame\":[\"D3\",\"D2\"]"), json);
        s.ok("shinpan_rules j2003");
        assertEquals("0", s.ok("final_score"));
    }

    /**
     * The j2003_* commands give the J2003 analysis whatever the chosen rule set: on
     * puzzles/rulesets/009 (derived in its README) J2003 counts a Draw (the open dame C5 makes
     * both regions beside it in-seki) where territory counting gives B+3 (5 territory and the dead
     * A5 against 3). Under shinpan_rules territory they gave the filled analysis' B+3 as J2003's.
     */
    @Test
    void theJ2003CommandsStayJ2003sUnderTerritoryCounting() {
        EngineSession s = new EngineSession(new ShinpanEngine(Path.of("puzzles")));
        s.ok("loadsgf rulesets/009-five-rule-sets.sgf");
        assertEquals("Draw", s.ok("j2003_result"));
        s.ok("shinpan_rules territory");
        assertEquals("B+3", s.ok("final_score"));
        assertEquals("Draw", s.ok("j2003_result"));
        assertEquals("0", s.ok("j2003_score"));
        assertEquals("B+3", s.ok("final_score"));
    }
}
