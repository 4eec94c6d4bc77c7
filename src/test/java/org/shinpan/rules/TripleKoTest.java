package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A triple ko ({@code puzzles/rulesets/008-triple-ko.sgf}), expectations derived by hand.
 *
 * <p>Moves 1-22 build S without a capture (Black passes at 21); after 22, Black to move:
 *
 * <pre>
 *   5 . X O . O .     ko 1: white C5, its one liberty D5
 *   4 X X X O O O
 *   3 . X . X O .     ko 2: black D3, its one liberty C3
 *   2 X X X O O O
 *   1 . X O . O .     ko 3: white C1, its one liberty D1
 * </pre>
 *
 * The big strings keep their eyes (A5 A3 A1, F5 F3 F1), so each capture takes exactly the one ko
 * stone. Writing a position as who holds (ko 1, ko 2, ko 3), S = (W, B, W), and 23 B D5 gives
 * P1 = (B, B, W), 24 W C3 P2 = (B, W, W), 25 B D1 P3 = (B, W, B), 26 W C5 P4 = (W, W, B),
 * 27 B D3 P5 = (W, B, B), 28 W C1 (W, B, W) = S. S, P1..P5 are six different positions, and every
 * earlier position has fewer stones than S (21 stones), so S first stands after move 22.
 */
class TripleKoTest {
    private static final String FILE = "008-triple-ko.sgf";

    private static ReplayReport replay(String rules) throws IOException {
        byte[] bytes = Files.readAllBytes(Path.of("puzzles", "rulesets", FILE));
        GameRecord record = SgfRecordReader.read(bytes, FILE);
        return Replay.run(record, RuleSet.parse(rules), Replay.OnIllegal.STOP, Judges.J2003, Optional.empty());
    }

    private static List<String> illegal(ReplayReport r) {
        return r.illegalMoves().stream()
                .map(v -> v.number() + ":" + v.violations().stream().map(x -> x.rule().word())
                        .collect(Collectors.joining("+")))
                .toList();
    }

    @Test
    void positionalSuperkoForbidsTheSixthCapture() throws IOException {
        // Rule 8: 23-27 make new positions (P1..P5); 28 recreates S, the position after move 22.
        ReplayReport r = replay("tromp-taylor");
        assertEquals(List.of("28:positional-superko"), illegal(r));
        assertEquals(28, r.stoppedAt().getAsInt());
        assertEquals(Optional.empty(), r.end());
        assertEquals("none", r.outcome().result());
    }

    @Test
    void basicKoAllowsEveryCaptureOfTheCycle() throws IOException {
        // Basic ko compares the play n's position Pn with Pn-2, the position just before the last
        // opposing move. Each capture takes a different ko than the one just taken, so the two differ
        // in two kos: 23-28 are legal, and so are 29 (P1 against P5) and 30 (P2 against S). The rest
        // connects the kos and passes; the game runs to the two passes 36, 37.
        ReplayReport r = replay("territory");
        assertEquals(List.of(), illegal(r));
        assertTrue(r.stoppedAt().isEmpty());
        GameEnd end = r.end().orElseThrow();
        assertEquals(GameEnd.Kind.TWO_PASSES, end.kind());
        assertEquals(37, end.moveNumber());
        // Black 3 territory + 5 prisoners (23, 25, 27, 29, 33), White 3 + 4 (24, 26, 28, 30): B+1,
        // with komi 6.5 W+5.5.
        assertEquals("W+5.5", r.outcome().result());
    }

    @Test
    void j2003EndsTheGameByALongCycleTieAtTheSixthCapture() throws IOException {
        // The position just after play 28 is S, the position just before move 23 (an earlier move);
        // no earlier play gave a position that stood before an earlier move. Since S first stood
        // (after move 22) the plays removed 3 white stones (23, 25, 27) and 3 black (24, 26, 28):
        // 3 - 3 = 0, a long-cycle-tie. Move 29 comes after the end.
        ReplayReport r = replay("j2003");
        assertEquals(new GameEnd(GameEnd.Kind.LONG_CYCLE_TIE, 28, 22, 3, 3), r.end().orElseThrow());
        assertEquals(Optional.empty(), r.end().get().winner());
        assertEquals(List.of("29:after-end"), illegal(r));
        assertEquals(29, r.stoppedAt().getAsInt());
        assertEquals("Draw", r.outcome().result());
        assertTrue(r.illegalMoves().stream().noneMatch(v -> v.number() <= 28));
    }
}
