package org.shinpan.hypo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** Whole analyses of small final-positions, expected values derived by hand from J2003 v35a. */
class HypotheticalAnalysisTest {

    private static HypotheticalAnalysis.Result analyze(Position p, int prisoners) {
        return HypotheticalAnalysis.analyze(new FinalPosition(p), new LazySolver(), prisoners);
    }

    @Test
    void fourEyesInTheCorners() {
        // Every empty intersection is a corner whose two neighbours hold stones of the one black
        // string, which has four liberties: a white stone there has no liberty and captures
        // nothing, so White has no legal play at all and cannot force capture: uncapturable.
        // The four corners are black-eye-points in a region with no dame: 4 points of territory.
        Position p = Diagram.parse("""
                . X .
                X X X
                . X .
                """);
        HypotheticalAnalysis.Result r = analyze(p, 0);
        assertEquals(Capturability.UNCAPTURABLE, r.verdicts().get(0).status());
        assertEquals(4, r.score());
        assertEquals("B+4", r.result());
        assertTrue(r.isFinal());
        assertEquals(Player.BLACK, r.scoring().territory()[p.graph().parseLocation("A3")]);
    }

    @Test
    void oneEyeInTheCornerIsDead() {
        // White: one string with the two eyes D3 and D1 — Black's play on either has no liberty
        // and captures nothing (White keeps the other eye), so Black cannot force capture:
        // uncapturable (it is pass-alive).
        // Black: B3 A2 B2 has the one liberty A3; White's play there captures it, so it is not
        // uncapturable. After the capture the corner A3 B3 A2 B2 is empty and enclosed by the
        // uncapturable white string; local-1 and local-2 of the black string are that corner plus
        // whatever White's wall does not block — the whole board but for the white wall — and
        // White can answer every black stone played in the corner by capturing it (four points
        // in a 2x2 square cannot hold two separate eyes), and every black stone in D3 or D1 is a
        // suicide. So White forces capture with no permanent black stone: dead.
        // Score: White's eye-strings {A3 + dead B3 A2 B2} and {D3}, {D1} border only the alive
        // white string: 3 empty points once and 3 dead stones twice = 9. W+9.
        Position p = Diagram.parse("""
                . X O .
                X X O O
                O O O .
                """);
        HypotheticalAnalysis.Result r = analyze(p, 0);
        Graph g = p.graph();
        assertEquals(Capturability.DEAD, r.verdictAt(g.parseLocation("B3")).status());
        assertEquals(Capturability.UNCAPTURABLE, r.verdictAt(g.parseLocation("C3")).status());
        assertEquals(-9, r.score());
        assertEquals("W+9", r.result());
        assertEquals(Player.WHITE, r.scoring().territory()[g.parseLocation("B2")]);
        // The attacker's certificate starts by capturing on the only liberty.
        Certificate c = r.verdictAt(g.parseLocation("B3")).certificate();
        assertEquals(Player.WHITE, c.winner());
        assertTrue(c.principalSequence(g).startsWith("W:A3"), c.principalSequence(g));
    }

    @Test
    void prisonerDifferenceDecidesTheResult() {
        // The same position with 10 more white stones than black ones removed during the game:
        // -9 + 10 = 1, a win of Black by one point.
        Position p = Diagram.parse("""
                . X O .
                X X O O
                O O O .
                """);
        HypotheticalAnalysis.Result r = analyze(p, 10);
        assertEquals(1, r.score());
        assertEquals("B+1", r.result());
        assertEquals("Draw", HypotheticalAnalysis.resultOf(0));
    }

    @Test
    void twoIndependentLivingStringsShareNothing() {
        // Black: A3 alone (liberties B3, A2) and the string C3 B2 C2 A1 B1, both bordering the two
        // eyes B3 and A2; White cannot play on B3 or A2 (no liberty, captures nothing: A3 keeps the
        // other point), so both black strings are uncapturable. White's string has eyes E3 and E1:
        // uncapturable. No dame: Black's territory B3 A2 (2), White's E3 E1 (2): a draw.
        Position p = Diagram.parse("""
                X . X O .
                . X X O O
                X X O O .
                """);
        HypotheticalAnalysis.Result r = analyze(p, 0);
        for (StringVerdict v : r.verdicts()) {
            assertEquals(Capturability.UNCAPTURABLE, v.status(), v.string().describe(p.graph()));
        }
        assertEquals(0, r.score());
        assertEquals("Draw", r.result());
    }
}
