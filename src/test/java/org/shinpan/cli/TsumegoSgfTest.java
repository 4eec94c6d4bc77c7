package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;
import org.shinpan.sgf.SgfNode;
import org.shinpan.sgf.SgfParser;
import org.shinpan.sgf.SgfPoints;

/**
 * {@code tsumego FILE --sgf OUT}: the straight three of puzzles/tsumego/001 (derivation in its
 * comment): B1 is the only killing move for White and the only living move for Black; A1, C1 and
 * the pass are wrong for both.
 */
class TsumegoSgfTest {
    private static final String STRAIGHT_THREE = "puzzles/tsumego/001-straight-three.sgf";

    @TempDir
    Path dir;

    @Test
    void everyFirstMoveIsMarkedAndCarriesItsCertificate() throws IOException {
        Path out = dir.resolve("solution.sgf");
        CliRun r = CliRun.of("tsumego", STRAIGHT_THREE, "--sgf", out.toString());
        assertEquals(0, r.code(), r.err());
        SgfNode root = SgfParser.parse(Files.readString(out), out.toString()).firstGameTree();
        assertEquals("9", root.value("SZ").orElseThrow());
        assertEquals(List.of("ah", "bh", "ch", "dh", "di"), root.values("TR")); // A2 B2 C2 D2 D1
        assertEquals(List.of("ai", "bi", "ci"), root.values("SQ")); // the eye space A1 B1 C1

        // first move -> TE or BM; SGF B1 is "bi", A1 "ai", C1 "ci", a pass ""
        Map<String, String> marks = new TreeMap<>();
        for (SgfNode first : root.children()) {
            String color = first.has("W") ? "W" : "B";
            String mark = first.has("TE") ? "TE" : first.has("BM") ? "BM" : "none";
            marks.put(color + "[" + first.value(color).orElseThrow() + "]", mark);
            String comment = first.value("C").orElseThrow();
            assertTrue(comment.startsWith(mark.equals("TE") ? "Correct" : "Wrong"), comment);
        }
        Map<String, String> expected = new TreeMap<>(Map.of(
                "W[bi]", "TE", "W[ai]", "BM", "W[ci]", "BM", "W[]", "BM",
                "B[bi]", "TE", "B[ai]", "BM", "B[ci]", "BM", "B[]", "BM"));
        assertEquals(expected, marks);

        // Below White's B1, the certificate is White's strategy: every Black answer is there, and
        // Black's only legal moves are A1, C1 and the pass (the band's eyes are suicide).
        SgfNode kill = root.children().stream().filter(n -> n.value("W").orElse("-").equals("bi")).findFirst().orElseThrow();
        List<String> answers = new ArrayList<>();
        for (SgfNode n : kill.children()) answers.add(n.value("B").orElseThrow());
        answers.sort(null);
        assertEquals(List.of("", "ai", "ci"), answers);
        assertTrue(kill.value("C").orElseThrow().contains("White's hypothetical-strategy"));
    }

    @Test
    void everyVariationReplaysLegallyFromTheRoot() throws IOException {
        Path out = dir.resolve("solution.sgf");
        assertEquals(0, CliRun.of("tsumego", STRAIGHT_THREE, "--sgf", out.toString()).code());
        SgfNode root = SgfParser.parse(Files.readString(out), out.toString()).firstGameTree();
        Graph g = Graph.square(9);
        Position start = Position.empty(g);
        for (String color : List.of("AB", "AW")) {
            for (String p : root.values(color)) {
                start = start.with(g.loc(SgfPoints.coordinate(p.charAt(0)), SgfPoints.coordinate(p.charAt(1))),
                        color.equals("AB") ? org.shinpan.board.Occupant.BLACK : org.shinpan.board.Occupant.WHITE);
            }
        }
        int[] moves = {0};
        for (SgfNode first : root.children()) replay(new Board(start, SuicideRule.PROHIBITED), first, moves);
        // not vacuous: the eight first moves and their certificates (50 moves since fill games end the
        // lines sooner, docs/j2003.md)
        assertTrue(moves[0] >= 30, "only " + moves[0] + " moves in the certificates");
    }

    /** Plays {@code n}'s move and its subtree's, each on an empty point and no suicide. */
    private static void replay(Board board, SgfNode n, int[] moves) {
        String color = n.has("W") ? "W" : "B";
        String point = n.value(color).orElseThrow();
        if (!point.isEmpty()) {
            Graph g = board.graph();
            int loc = g.loc(SgfPoints.coordinate(point.charAt(0)), SgfPoints.coordinate(point.charAt(1)));
            Player player = color.equals("W") ? Player.WHITE : Player.BLACK;
            assertTrue(board.isLegal(loc, player), color + "[" + point + "] is illegal");
            board.play(loc, player);
        }
        moves[0]++;
        for (SgfNode child : n.children()) replay(board, child, moves);
        if (!point.isEmpty()) board.undo();
    }

    /**
     * Where no first move does better (004, Black first: every move leaves the target dead, as the
     * text says), the SGF marks no move TE and the picture rings none: they marked A1, C1 and the
     * pass "correct" beside a text that called none correct.
     */
    @Test
    void noMoveIsMarkedCorrectWhereNoneDoesBetter() throws IOException {
        Path out = dir.resolve("ko.sgf");
        Path svg = dir.resolve("ko.svg");
        CliRun r = CliRun.of("tsumego", "puzzles/tsumego/004-eye-and-ko.sgf", "--sgf", out.toString(), "--svg", svg.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("no first move does better: every move leaves the target dead"), r.out());
        SgfNode root = SgfParser.parse(Files.readString(out), out.toString()).firstGameTree();
        for (SgfNode first : root.children()) {
            if (first.has("B")) {
                assertTrue(!first.has("TE") && first.value("C").orElseThrow().startsWith("No first move does better"),
                        first.toString());
            }
        }
        String picture = Files.readString(svg);
        assertTrue(picture.contains("Black first: dead; no first move does better"), picture);
        assertTrue(!picture.contains("class=\"correct black\""), picture);
        // the JSON says so too: Black's side lists every move as correct, with noMoveHelps; White's
        // side has one key move, C1 (004's derivation)
        String json = CliRun.of("tsumego", "puzzles/tsumego/004-eye-and-ko.sgf", "--json").out();
        String black = json.substring(json.indexOf("\"defenderFirst\""));
        String white = json.substring(json.indexOf("\"attackerFirst\""), json.indexOf("\"defenderFirst\""));
        assertTrue(black.contains("\"noMoveHelps\":true"), black);
        assertTrue(white.contains("\"correct\":[\"C1\"],\"noMoveHelps\":false"), white);
    }

    /** The problem file's players, date and game name stay on the written root (a collection's titles and sources; they were dropped). */
    @Test
    void theProblemsGameInformationIsKept() throws IOException {
        Path in = dir.resolve("info.sgf");
        Files.writeString(in, Files.readString(Path.of(STRAIGHT_THREE))
                .replaceFirst("SZ\\[9\\]", "SZ[9]PB[Cho \\\\] Chikun]GN[Problem 1]DT[1987]"));
        Path out = dir.resolve("info.out.sgf");
        assertEquals(0, CliRun.of("tsumego", in.toString(), "--sgf", out.toString()).code());
        SgfNode root = SgfParser.parse(Files.readString(out), out.toString()).firstGameTree();
        assertEquals("Cho ] Chikun", root.value("PB").orElseThrow());
        assertEquals("Problem 1", root.value("GN").orElseThrow());
        assertEquals("1987", root.value("DT").orElseThrow());
    }

    /** The problem file's PL stays on the written root (it was dropped); a file without PL gets none. */
    @Test
    void thePlayerToMoveOfTheProblemIsKept() throws IOException {
        Path in = dir.resolve("pl.sgf");
        Files.writeString(in, Files.readString(Path.of(STRAIGHT_THREE)).replaceFirst("SZ\\[9\\]", "SZ[9]PL[W]"));
        Path out = dir.resolve("solution.sgf");
        assertEquals(0, CliRun.of("tsumego", in.toString(), "--sgf", out.toString()).code());
        assertEquals("W", SgfParser.parse(Files.readString(out), out.toString()).firstGameTree().value("PL").orElseThrow());
        assertEquals(0, CliRun.of("tsumego", STRAIGHT_THREE, "--sgf", out.toString()).code());
        assertTrue(SgfParser.parse(Files.readString(out), out.toString()).firstGameTree().value("PL").isEmpty());
    }

    @Test
    void anUnwritableSgfFailsBeforeAnythingIsPrinted() {
        CliRun bad = CliRun.of("tsumego", STRAIGHT_THREE, "--sgf", dir.resolve("no/such/folder/x.sgf").toString());
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("no such folder"), bad.err());
        assertEquals("", bad.out());
    }

    /**
     * The written file lists its frame's stones (SHFR), so read back as a problem it is the problem
     * that was solved: puzzles/tsumego/004's 15 intersections (2 empty), White's kill C1 alone and the
     * ko reading (its derivation), not a board framed a second time whose frame eyes White could fill.
     */
    @Test
    void theWrittenProblemReadsBackAsTheProblemSolved() throws IOException {
        Path out = dir.resolve("ko.sgf");
        CliRun first = CliRun.of("tsumego", "puzzles/tsumego/004-eye-and-ko.sgf", "--sgf", out.toString());
        assertEquals(0, first.code(), first.err());
        CliRun again = CliRun.of("tsumego", out.toString());
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains("problem area: 15 intersections (2 empty)"), again.out());
        assertEquals(first.out().substring(first.out().indexOf('\n')), again.out().substring(again.out().indexOf('\n')));
        assertTrue(Files.readString(out).contains("SHFR["), "the frame is listed");
    }
}
