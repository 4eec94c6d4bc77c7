package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.shinpan.board.Player;

/**
 * Replays every file of {@code puzzles/rulesets/lasker-maas/} with a {@link LaskerMaasReferee}
 * (komi: the file's {@code KM}, else the half point) and checks its README's expectations.
 */
class LaskerMaasPuzzlesTest {
    private static final Path DIR = Path.of("puzzles", "rulesets", "lasker-maas");

    /** file, result (none if the game did not end), illegal move (number:rule or -). */
    private static final String TABLE = """
            001-unfilled-ko.sgf            none   4:positional-superko
            002-ko-filled.sgf              B+1.5  -
            003-dead-stone-phase-two.sgf   B+0.5  -
            """;

    @TestFactory
    List<DynamicTest> everyLaskerMaasPuzzle() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : TABLE.strip().split("\n")) {
            String[] f = line.trim().split("\\s+");
            tests.add(dynamicTest(f[0], () -> {
                GameRecord record = SgfRecordReader.read(Files.readAllBytes(DIR.resolve(f[0])), f[0]);
                LaskerMaasReferee r = new LaskerMaasReferee(record.start(), record.firstPlayer().orElse(Player.BLACK));
                String illegal = "-";
                for (GameRecord.RecordedMove m : record.moves()) {
                    MoveVerdict v = r.play(m.player(), m.move());
                    if (!v.isLegal()) {
                        illegal = v.number() + ":" + v.violations().get(0).rule().word();
                        break;
                    }
                }
                String result = r.phase() == LaskerMaasReferee.Phase.OVER
                        ? Outcome.resultOf(r.margin(record.komi().orElse(0.5))) : "none";
                assertEquals(f[1] + " " + f[2], result + " " + illegal, f[0]);
            }));
        }
        return tests;
    }

    @Test
    void everyFileIsInTheTableAndTheReadme() throws IOException {
        PuzzleListing.assertListed(DIR, TABLE, DIR.getParent().resolve("README.md"), "lasker-maas/");
    }
}
