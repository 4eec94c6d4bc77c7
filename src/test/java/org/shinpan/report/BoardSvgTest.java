package org.shinpan.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Position;
import org.shinpan.hypo.FinalPosition;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.LazySolver;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The SVG picture read back as XML: which marks stand on which vertices, and where. Expected marks
 * from the hand analyses of the positions (the same as puzzles/j2003/basic/004 and 005).
 */
class BoardSvgTest {

    /**
     * puzzles/j2003/basic/004: White B3 A2 B2 C2 D2 B1 is pass-alive; the black stone D1 is dead
     * (White C1 captures it and Black can never live in a corner of two points). White's territory:
     * A3, C3, D3, A1, C1 and D1 under the dead stone. Certificate of D1: W:C1 + (after C1 takes
     * D1, every point of local-2 is a White pass-alive stone or an empty point inside them: a
     * settled state, docs/j2003.md).
     */
    static final String DEAD_STONE_IN_TERRITORY = """
            . O . .
            O O O O
            . O . X
            """;

    /**
     * puzzles/j2003/basic/005: both strings are pass-alive; C3 C2 C1 border both colours, so they
     * are dame; A3 A1 (black) and E3 E1 (white) are eye-points of in-seki regions, not territory.
     */
    /**
     * puzzles/j2003/basic/002: the black string B3 A2 B2 has one eye (A3) and is dead. Its
     * certificate: W:A3 B:p W:p — White takes it at A3, then both pass (the freed B3 A2 B2 are an
     * empty region of three points and White's A3 is no pass-alive stone, so the state is not a
     * settled one and the sequence ends by the passes).
     */
    static final String ONE_EYE_DEAD = """
            . X O .
            X X O O
            O O O .
            """;

    static final String OPEN_DAME_SEKI = """
            . X . O .
            X X . O O
            . X . O .
            """;

    static HypotheticalAnalysis.Result analyze(String diagram) {
        Position p = Diagram.parse(diagram);
        return HypotheticalAnalysis.analyze(new FinalPosition(p), new LazySolver(), 0);
    }

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    /** The data-vertex values of the elements whose class is exactly {@code cls}, sorted. */
    static TreeSet<String> vertices(Document d, String cls) {
        TreeSet<String> set = new TreeSet<>();
        for (Element e : elements(d)) {
            if (e.getAttribute("class").equals(cls)) set.add(e.getAttribute("data-vertex"));
        }
        return set;
    }

    static List<Element> elements(Document d) {
        NodeList all = d.getElementsByTagName("*");
        List<Element> list = new ArrayList<>();
        for (int i = 0; i < all.getLength(); i++) list.add((Element) all.item(i));
        return list;
    }

    static Element mark(Document d, String cls, String vertex) {
        for (Element e : elements(d)) {
            if (e.getAttribute("class").equals(cls) && e.getAttribute("data-vertex").equals(vertex)) return e;
        }
        throw new AssertionError("no " + cls + " on " + vertex);
    }

    @Test
    void deadStoneInTerritoryIsCrossedAndItsPointIsWhiteTerritory() throws Exception {
        Document d = parse(BoardSvg.write(analyze(DEAD_STONE_IN_TERRITORY), null));
        assertEquals("svg", d.getDocumentElement().getLocalName());
        assertEquals("http://www.w3.org/2000/svg", d.getDocumentElement().getNamespaceURI());
        assertEquals(new TreeSet<>(List.of("A2", "B1", "B2", "B3", "C2", "D2")), vertices(d, "stone white"));
        assertEquals(new TreeSet<>(List.of("D1")), vertices(d, "stone black"));
        assertEquals(new TreeSet<>(List.of("D1")), vertices(d, "dead"));
        assertEquals(new TreeSet<>(List.of("A1", "A3", "C1", "C3", "D1", "D3")), vertices(d, "territory white"));
        assertEquals(new TreeSet<>(), vertices(d, "territory black"));
        assertEquals(new TreeSet<>(), vertices(d, "dame"));
        assertEquals(new TreeSet<>(), vertices(d, "seki"));
        // D1 is column 3, row 2 from the top: (40 + 3*40, 40 + 2*40).
        Element d1 = mark(d, "stone black", "D1");
        assertEquals("160", d1.getAttribute("cx"));
        assertEquals("120", d1.getAttribute("cy"));
        assertEquals("#000000", d1.getAttribute("fill"));
        // A3's territory square: 14 pixels centred on (40, 40).
        Element a3 = mark(d, "territory white", "A3");
        assertEquals("33", a3.getAttribute("x"));
        assertEquals("33", a3.getAttribute("y"));
        assertEquals("#ffffff", a3.getAttribute("fill"));
        assertTrue(captions(d).get(0).contains("result W+7"), captions(d).toString());
    }

    @Test
    void coordinatesFollowGtp() throws Exception {
        Document d = parse(BoardSvg.write(analyze(OPEN_DAME_SEKI), null));
        List<String> texts = new ArrayList<>();
        for (Element e : elements(d)) {
            if (e.getAttribute("class").equals("coordinate")) texts.add(e.getTextContent());
        }
        // Letters above and below, row numbers left and right; 3 is the top row.
        assertEquals(List.of("A", "A", "B", "B", "C", "C", "D", "D", "E", "E", "3", "3", "2", "2", "1", "1"), texts);
        assertEquals(5, countLines(d, "x1", "x2"));
        assertEquals(3, countLines(d, "y1", "y2"));
    }

    private static int countLines(Document d, String a, String b) {
        int n = 0;
        NodeList lines = d.getElementsByTagName("line");
        for (int i = 0; i < lines.getLength(); i++) {
            Element l = (Element) lines.item(i);
            if (((Element) l.getParentNode()).getAttribute("class").equals("grid")
                    && l.getAttribute(a).equals(l.getAttribute(b))) {
                n++;
            }
        }
        return n;
    }

    @Test
    void openDameAndSekiEyePointsAreMarkedAndNotTerritory() throws Exception {
        Document d = parse(BoardSvg.write(analyze(OPEN_DAME_SEKI), null));
        assertEquals(new TreeSet<>(List.of("C1", "C2", "C3")), vertices(d, "dame"));
        assertEquals(new TreeSet<>(List.of("A1", "A3", "E1", "E3")), vertices(d, "seki"));
        assertEquals(new TreeSet<>(), vertices(d, "territory black"));
        assertEquals(new TreeSet<>(), vertices(d, "territory white"));
        assertEquals(new TreeSet<>(), vertices(d, "dead"));
        assertEquals(BoardSvg.SEKI_COLOUR, mark(d, "seki", "E1").getAttribute("fill"));
        assertEquals(BoardSvg.DAME_COLOUR, mark(d, "dame", "C2").getAttribute("fill"));
        assertTrue(captions(d).get(0).contains("result Draw"), captions(d).toString());
    }

    @Test
    void certificateMovesAreNumberedAndPassesListed() throws Exception {
        HypotheticalAnalysis.Result r = analyze(ONE_EYE_DEAD);
        Graph g = r.position().position().graph();
        Document d = parse(BoardSvg.write(r, 6.5, g.parseLocation("B3")));
        // W:A3 + — one numbered white stone on A3, which takes the three black stones; the emptied
        // A2 B2 B3 touch White's wall and A3 holds White's stone: White wins the fill game of the
        // four points (a black stone there is taken by a play next to the wall), so the line ends
        // settled ("+") and has no pass to list.
        List<Element> moves = new ArrayList<>();
        for (Element e : elements(d)) {
            if (e.getAttribute("class").equals("move")) moves.add(e);
        }
        assertEquals(1, moves.size());
        assertEquals("A3", moves.get(0).getAttribute("data-vertex"));
        assertEquals("1", moves.get(0).getAttribute("data-number"));
        assertEquals("1", moves.get(0).getElementsByTagName("text").item(0).getTextContent());
        assertEquals("#ffffff", ((Element) moves.get(0).getElementsByTagName("circle").item(0)).getAttribute("fill"));
        List<String> captions = captions(d);
        assertEquals("score -9, result W+9; with komi 6.5: W+15.5", captions.get(0));
        assertEquals("certificate of black B3 A2 B2 (dead): W:A3 +", captions.get(1));
        assertTrue(captions.get(2).startsWith("red cross: dead"), captions.toString()); // the legend, no list of passes
    }

    /** The numbered moves of a picture: vertex and number, in the picture's order. */
    static List<String> moves(Document d) {
        List<String> list = new ArrayList<>();
        for (Element e : elements(d)) {
            if (e.getAttribute("class").equals("move")) {
                list.add(e.getAttribute("data-number") + "@" + e.getAttribute("data-vertex"));
            }
        }
        return list;
    }

    @Test
    void aPlayOnAPointThatShowsAStoneGoesBelowTheBoard() throws Exception {
        // puzzles/j2003/eyes/001: Black's straight three dies. Its certificate (the analysis'
        // principal sequence) is W:B4 B:p W:A4 B:C4 W:A4 B:B4 W:A4 +: White plays B4, A4 (in atari
        // at C4); Black C4 captures both, White plays A4 again (Black's last liberty is now B4),
        // Black B4 takes it, and White A4 a third time captures Black's whole string (its one
        // liberty). The emptied second row touches White's wall, B4 and C4 are two steps from it:
        // White wins that region's fill game (docs/j2003.md, "Fill games"), so the line ends there
        // ("+"), a state settled for White.
        HypotheticalAnalysis.Result r = analyze("""
                . . . X O
                X X X X O
                O O O O O
                . O . O .
                """);
        Graph g = r.position().position().graph();
        Document d = parse(BoardSvg.write(r, null, g.parseLocation("A3")));
        assertEquals("certificate of black D4 A3 B3 C3 D3 (dead): W:B4 B:p W:A4 B:C4 W:A4 B:B4 W:A4 +",
                captions(d).get(1));
        // moves 1, 3 and 4 on empty points; 5 and 7 on 3's point, 6 on 1's; the pass below
        assertEquals(List.of("1@B4", "3@A4", "4@C4"), moves(d));
        assertEquals("2: B pass, 5 at 3, 6 at 1, 7 at 3", captions(d).get(2));
    }

    @Test
    void aPlayOnAPointOfTheFinalPositionIsNamedByItsVertex() throws Exception {
        // puzzles/j2003/capture/001, the snapback: White A3 is capturable-1 with the certificate
        // B:B3 W:A3 B:p W:p — Black B3 captures A3, White plays A3 again where the picture shows
        // the white stone of the final position.
        HypotheticalAnalysis.Result r = analyze("""
                O . O . O
                X X O O O
                O O O . O
                """);
        Graph g = r.position().position().graph();
        Document d = parse(BoardSvg.write(r, null, g.parseLocation("A3")));
        assertEquals("certificate of white A3 (capturable-1): B:B3 W:A3 B:p W:p", captions(d).get(1));
        assertEquals(List.of("1@B3"), moves(d));
        assertEquals("2 at A3, 3: B pass, 4: W pass", captions(d).get(2));
    }

    @Test
    void unknownStonesGetAQuestionMarkAndNoTerritory() throws Exception {
        // One state allowed per test: every search stops at once, so no status is decided but by
        // Benson; nothing here is pass-alive (each string has one region of three points).
        Position p = Diagram.parse("""
                . X O .
                . X O .
                . X O .
                """);
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(new FinalPosition(p),
                new LazySolver(org.shinpan.hypo.SolverLimits.states(1)), 0);
        Document d = parse(BoardSvg.write(r, null));
        assertEquals(new TreeSet<>(List.of("B1", "B2", "B3", "C1", "C2", "C3")), vertices(d, "unknown"));
        assertEquals(new TreeSet<>(), vertices(d, "territory black"));
        assertEquals("result unknown: some status is unknown", captions(d).get(0));
    }

    @Test
    void refusesAnEmptyCertificateVertex() {
        HypotheticalAnalysis.Result r = analyze(DEAD_STONE_IN_TERRITORY);
        int a3 = r.position().position().graph().parseLocation("A3");
        assertThrows(IllegalArgumentException.class, () -> BoardSvg.write(r, null, a3));
    }

    @Test
    void textIsEscaped() {
        assertEquals("a &lt;b&gt; &amp; &quot;c&quot;", BoardSvg.escape("a <b> & \"c\""));
    }

    static List<String> captions(Document d) {
        List<String> list = new ArrayList<>();
        for (Element e : elements(d)) {
            if (e.getAttribute("class").equals("caption")) list.add(e.getTextContent());
        }
        return list;
    }
}
