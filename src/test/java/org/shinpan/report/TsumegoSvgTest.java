package org.shinpan.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.shinpan.api.Limits;
import org.shinpan.api.Shinpan;
import org.shinpan.tsumego.Tsumego;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The tsumego picture of the straight three, puzzles/tsumego/001 (derivation in its comment): B1
 * is the only correct first move of both White (kills) and Black (lives).
 */
class TsumegoSvgTest {

    private static Document picture() throws Exception {
        Tsumego t = Shinpan.tsumego(Path.of("puzzles/tsumego/001-straight-three.sgf"), Limits.DEFAULT);
        return BoardSvgTest.parse(TsumegoSvg.write(t));
    }

    @Test
    void theTargetAndBothSidesCorrectMovesAreMarked() throws Exception {
        Document d = picture();
        assertEquals(new TreeSet<>(Set.of("A2", "B2", "C2", "D2", "D1")), BoardSvgTest.vertices(d, "target"));
        assertEquals(Set.of("B1"), BoardSvgTest.vertices(d, "correct white"));
        assertEquals(Set.of("B1"), BoardSvgTest.vertices(d, "correct black"));
        // both on B1: drawn side by side, White's (the attacker's) to the left
        Element white = (Element) BoardSvgTest.mark(d, "correct white", "B1").getElementsByTagName("circle").item(0);
        Element black = (Element) BoardSvgTest.mark(d, "correct black", "B1").getElementsByTagName("circle").item(0);
        assertTrue(Integer.parseInt(white.getAttribute("cx")) < Integer.parseInt(black.getAttribute("cx")));
    }

    @Test
    void theProblemsStonesAreSolidAndTheFramesFaded() throws Exception {
        Document d = picture();
        // the problem's own stones: Black A2 B2 C2 D2 D1, White's wall A3 B3 C3 D3 E3 E2 E1
        assertEquals(new TreeSet<>(Set.of("A2", "B2", "C2", "D2", "D1")), BoardSvgTest.vertices(d, "stone black"));
        assertEquals(new TreeSet<>(Set.of("A3", "B3", "C3", "D3", "E3", "E2", "E1")), BoardSvgTest.vertices(d, "stone white"));
        // the band around them is White's, faded; none of it stands on the problem's points
        TreeSet<String> frame = BoardSvgTest.vertices(d, "stone white frame");
        assertTrue(frame.size() > 10, frame.toString());
        assertTrue(frame.contains("F1") && frame.contains("A4"), frame.toString());
        assertTrue(BoardSvgTest.vertices(d, "stone black frame").isEmpty());
    }

    @Test
    void theCaptionSaysEachSidesVerdict() throws Exception {
        Document d = picture();
        List<String> lines = BoardSvgTest.elements(d).stream()
                .filter(e -> e.getAttribute("class").equals("caption")).map(Element::getTextContent).toList();
        assertEquals("White first: dead; correct: B1", lines.get(0));
        assertEquals("Black first: uncapturable; correct: B1", lines.get(1));
    }
}
