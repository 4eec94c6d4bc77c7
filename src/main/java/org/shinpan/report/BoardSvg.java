package org.shinpan.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.Certificate;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.Scoring;
import org.shinpan.hypo.StringVerdict;
import org.shinpan.rules.Move;

/**
 * A J2003 analysis drawn as an SVG picture of a grid board: lines and coordinates, the stones,
 * a red cross on every dead stone, a square of the owner's colour on every point of territory
 * (under dead stones too), a blue dot on each eye-point of an in-seki region and a grey dot on each
 * dame; a question mark on a stone whose status is unknown. Optionally one string's certificate:
 * the principal sequence's plays as numbered stones over the position, passes and plays on points
 * that already show a stone written below the board ("5 at 1", "2: B pass").
 *
 * <p>Every mark is an element with a {@code class} ({@code stone black}, {@code dead},
 * {@code territory white}, {@code seki}, {@code dame}, {@code unknown}, {@code move}) and a
 * {@code data-vertex} attribute holding its GTP vertex, so that programs can read the picture too.
 * Geometry: {@value #CELL} pixels between lines, the point of column x (0 at the left) and row y
 * (0 at the top) at ({@value #MARGIN} + {@value #CELL}x, {@value #MARGIN} + {@value #CELL}y).
 */
public final class BoardSvg {
    /** Pixels between two lines. */
    public static final int CELL = 40;
    /** Pixels from the picture's edge to the first line, room for the coordinates. */
    public static final int MARGIN = 40;

    public static final String BOARD_COLOUR = "#dcb35c";
    public static final String DEAD_COLOUR = "#e00000";
    public static final String SEKI_COLOUR = "#1e64c8";
    public static final String DAME_COLOUR = "#808080";
    public static final String UNKNOWN_COLOUR = "#ff8c00";

    private static final int STONE_RADIUS = 19;
    /** Half the side of a territory square. */
    private static final int TERRITORY_HALF = 7;
    /** Half the extent of a dead-stone cross. */
    private static final int CROSS_HALF = 11;
    private static final int LINE_HEIGHT = 20;
    /** A generous width of one caption character at 14 pixels, so that no line is cut. */
    private static final int CAPTION_CHAR_WIDTH = 8;

    private BoardSvg() {}

    /** The analysis as an SVG document; {@code komi} (or {@code null}) only adds a line below the board. */
    public static String write(HypotheticalAnalysis.Result result, Double komi) {
        return write(result, komi, -1);
    }

    /**
     * The analysis as an SVG document, with the certificate of the final-string on
     * {@code certificateLoc} drawn over it ({@code -1}: none).
     *
     * @throws IllegalArgumentException if the board is no grid, or {@code certificateLoc} is empty
     */
    public static String write(HypotheticalAnalysis.Result result, Double komi, int certificateLoc) {
        return write(result, komi, certificateLoc, List.of());
    }

    /**
     * The same, the analysed position being one with the dame {@code fills} filled ({@code analyze
     * --fill-dame}): their stones are drawn dashed (class {@code stone … filled}), and a caption line
     * names them, so that the picture does not pass them off as played.
     */
    public static String write(HypotheticalAnalysis.Result result, Double komi, int certificateLoc,
            List<org.shinpan.hypo.DameFilling.Fill> fills) {
        Position p = result.position().position();
        Graph g = p.graph();
        if (!g.isGrid()) {
            throw new IllegalArgumentException("an SVG picture needs a grid, not " + g.describe());
        }
        List<String> caption = new ArrayList<>();
        caption.add(resultLine(result, komi));
        StringBuilder marks = new StringBuilder();
        drawStones(marks, result, fills);
        drawScoring(marks, result);
        if (certificateLoc >= 0) {
            drawCertificate(marks, caption, result, certificateLoc);
        }
        if (!fills.isEmpty()) {
            caption.add("filled dame (--fill-dame, a convention, not played; dashed): "
                    + org.shinpan.hypo.DameFilling.describe(g, fills));
        }
        caption.add("red cross: dead; square: territory; blue dot: eye-point in seki; grey dot: dame");

        int width = 2 * MARGIN + (g.width() - 1) * CELL;
        int boardHeight = 2 * MARGIN + (g.height() - 1) * CELL;
        int height = boardHeight + LINE_HEIGHT * caption.size() + 8;
        for (String line : caption) {
            width = Math.max(width, 16 + CAPTION_CHAR_WIDTH * line.length()); // room for the caption
        }
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">%n", width, height, width, height));
        sb.append("<title>").append(escape("J2003 analysis: " + caption.get(0))).append("</title>\n");
        sb.append(String.format(Locale.ROOT, "<rect class=\"background\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
                + "fill=\"#ffffff\"/>%n", width, height));
        sb.append(String.format(Locale.ROOT, "<rect class=\"board\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" "
                + "fill=\"%s\"/>%n", 2 * MARGIN + (g.width() - 1) * CELL, boardHeight, BOARD_COLOUR));
        drawGrid(sb, g);
        sb.append(marks);
        for (int i = 0; i < caption.size(); i++) {
            sb.append(String.format(Locale.ROOT, "<text class=\"caption\" x=\"8\" y=\"%d\" font-size=\"14\">%s</text>%n",
                    boardHeight + LINE_HEIGHT * (i + 1) - 4, escape(caption.get(i))));
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    /** The x pixel of a location's point. */
    public static int px(Graph g, int loc) {
        return MARGIN + CELL * g.x(loc);
    }

    /** The y pixel of a location's point. */
    public static int py(Graph g, int loc) {
        return MARGIN + CELL * g.y(loc);
    }

    private static void drawGrid(StringBuilder sb, Graph g) {
        int right = MARGIN + (g.width() - 1) * CELL;
        int bottom = MARGIN + (g.height() - 1) * CELL;
        sb.append("<g class=\"grid\" stroke=\"#000000\" stroke-width=\"1\">\n");
        for (int x = 0; x < g.width(); x++) {
            int cx = MARGIN + x * CELL;
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>%n", cx, MARGIN, cx, bottom));
        }
        for (int y = 0; y < g.height(); y++) {
            int cy = MARGIN + y * CELL;
            sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>%n", MARGIN, cy, right, cy));
        }
        sb.append("</g>\n<g class=\"coordinates\" font-size=\"14\" text-anchor=\"middle\" fill=\"#000000\">\n");
        for (int x = 0; x < g.width(); x++) {
            int cx = MARGIN + x * CELL;
            char letter = Graph.columnLetter(x);
            sb.append(String.format(Locale.ROOT, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%c</text>%n", cx, 15, letter));
            sb.append(String.format(Locale.ROOT, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%c</text>%n", cx,
                    bottom + MARGIN - 5, letter));
        }
        for (int y = 0; y < g.height(); y++) {
            int cy = MARGIN + y * CELL + 5;
            int row = g.height() - y;
            sb.append(String.format(Locale.ROOT, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%d</text>%n", 10, cy, row));
            sb.append(String.format(Locale.ROOT, "<text class=\"coordinate\" x=\"%d\" y=\"%d\">%d</text>%n",
                    right + MARGIN - 10, cy, row));
        }
        sb.append("</g>\n");
    }

    private static void drawStones(StringBuilder sb, HypotheticalAnalysis.Result r,
            List<org.shinpan.hypo.DameFilling.Fill> fills) {
        Position p = r.position().position();
        Graph g = p.graph();
        boolean[] filled = new boolean[g.size()];
        for (org.shinpan.hypo.DameFilling.Fill f : fills) filled[f.loc()] = true;
        for (int loc = 0; loc < g.size(); loc++) {
            Occupant o = p.occupant(loc);
            if (o.isStone()) {
                stone(sb, filled[loc] ? "stone filled" : "stone", g, loc, o.player(),
                        filled[loc] ? " stroke-dasharray=\"4 3\" opacity=\"0.6\"" : "");
            }
        }
    }

    private static void stone(StringBuilder sb, String cls, Graph g, int loc, Player player, String extra) {
        boolean black = player == Player.BLACK;
        sb.append(String.format(Locale.ROOT, "<circle class=\"%s %s\" data-vertex=\"%s\"%s cx=\"%d\" cy=\"%d\" r=\"%d\" "
                + "fill=\"%s\" stroke=\"#000000\" stroke-width=\"1\"/>%n", cls, player.lowerName(), g.label(loc), extra,
                px(g, loc), py(g, loc), STONE_RADIUS, black ? "#000000" : "#ffffff"));
    }

    private static void drawScoring(StringBuilder sb, HypotheticalAnalysis.Result r) {
        Position p = r.position().position();
        Graph g = p.graph();
        Scoring.Result sc = r.scoring();
        if (sc != null) {
            for (int loc = 0; loc < g.size(); loc++) {
                Player owner = sc.territoryAt(loc);
                if (owner == null) continue;
                sb.append(String.format(Locale.ROOT, "<rect class=\"territory %s\" data-vertex=\"%s\" x=\"%d\" y=\"%d\" "
                        + "width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"1\"/>%n", owner.lowerName(),
                        g.label(loc), px(g, loc) - TERRITORY_HALF, py(g, loc) - TERRITORY_HALF, 2 * TERRITORY_HALF,
                        2 * TERRITORY_HALF, owner == Player.BLACK ? "#000000" : "#ffffff",
                        owner == Player.BLACK ? "#ffffff" : "#000000"));
            }
            boolean[] inSeki = new boolean[g.size()];
            sc.sekiPoints().forEach(loc -> inSeki[loc] = true);
            for (int loc = 0; loc < g.size(); loc++) {
                if (inSeki[loc] && p.isEmpty(loc)) dot(sb, "seki", g, loc, 8, SEKI_COLOUR);
            }
            sc.dame().forEach(loc -> dot(sb, "dame", g, loc, 6, DAME_COLOUR));
        }
        for (StringVerdict v : r.verdicts()) {
            if (v.status() == Capturability.DEAD) {
                v.string().stones().forEach(loc -> {
                    int x = px(g, loc);
                    int y = py(g, loc);
                    sb.append(String.format(Locale.ROOT, "<g class=\"dead\" data-vertex=\"%s\" stroke=\"%s\" "
                            + "stroke-width=\"4\" stroke-linecap=\"round\"><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>"
                            + "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/></g>%n", g.label(loc), DEAD_COLOUR,
                            x - CROSS_HALF, y - CROSS_HALF, x + CROSS_HALF, y + CROSS_HALF,
                            x - CROSS_HALF, y + CROSS_HALF, x + CROSS_HALF, y - CROSS_HALF));
                });
            } else if (v.alive() == null) {
                v.string().stones().forEach(loc -> sb.append(String.format(Locale.ROOT,
                        "<text class=\"unknown\" data-vertex=\"%s\" x=\"%d\" y=\"%d\" font-size=\"24\" "
                                + "font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\">?</text>%n",
                        g.label(loc), px(g, loc), py(g, loc) + 8, UNKNOWN_COLOUR)));
            }
        }
    }

    private static void dot(StringBuilder sb, String cls, Graph g, int loc, int radius, String colour) {
        sb.append(String.format(Locale.ROOT, "<circle class=\"%s\" data-vertex=\"%s\" cx=\"%d\" cy=\"%d\" r=\"%d\" "
                + "fill=\"%s\"/>%n", cls, g.label(loc), px(g, loc), py(g, loc), radius, colour));
    }

    /**
     * The certificate of the string on {@code loc}: plays on points that show no stone yet become
     * numbered stones; the other moves go to the caption.
     */
    private static void drawCertificate(StringBuilder sb, List<String> caption, HypotheticalAnalysis.Result r,
            int loc) {
        Position p = r.position().position();
        Graph g = p.graph();
        if (p.isEmpty(loc)) {
            throw new IllegalArgumentException(g.label(loc) + " is empty: no final-string to show the certificate of");
        }
        StringVerdict v = r.verdictAt(loc);
        Certificate c = v.certificate();
        String who = v.string().describe(g) + " (" + v.status().word() + ")";
        if (c == null) {
            caption.add("no certificate for " + who + (v.note().isEmpty() ? "" : ": " + v.note()));
            return;
        }
        caption.add("certificate of " + who + ": " + c.principalSequence(g));
        Map<Integer, Integer> numberAt = new HashMap<>();
        List<String> notes = new ArrayList<>();
        for (int i = 0; i < c.line().size(); i++) {
            Certificate.Step step = c.line().get(i);
            int number = i + 1;
            if (step.move() instanceof Move.Play play) {
                int at = play.loc();
                if (numberAt.containsKey(at)) {
                    notes.add(number + " at " + numberAt.get(at));
                } else if (!p.isEmpty(at)) {
                    notes.add(number + " at " + g.label(at));
                } else {
                    numberAt.put(at, number);
                    boolean black = step.player() == Player.BLACK;
                    sb.append(String.format(Locale.ROOT, "<g class=\"move\" data-vertex=\"%s\" data-number=\"%d\">%n",
                            g.label(at), number));
                    stone(sb, "move-stone", g, at, step.player(), "");
                    sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"%d\" text-anchor=\"middle\" "
                            + "fill=\"%s\">%d</text>%n</g>%n", px(g, at), py(g, at) + 6, number < 100 ? 18 : 14,
                            black ? "#ffffff" : "#000000", number));
                }
            } else {
                notes.add(number + ": " + step.player().letter() + (step.move() instanceof Move.KoPass ? " ko-pass" : " pass"));
            }
        }
        if (c.cycleStart() >= 0) {
            notes.add("moves " + (c.cycleStart() + 1) + " to " + c.line().size() + " repeat forever");
        }
        if (!notes.isEmpty()) caption.add(String.join(", ", notes));
    }

    private static String resultLine(HypotheticalAnalysis.Result r, Double komi) {
        StringBuilder sb = new StringBuilder();
        if (r.score() == null) {
            sb.append("result unknown: some status is unknown");
        } else {
            sb.append("score ").append(r.score()).append(", result ").append(r.result());
            if (komi != null) {
                sb.append("; with komi ").append(org.shinpan.rules.RuleSet.format(komi)).append(": ").append(r.resultWithKomi(komi));
            }
        }
        if (!r.isFinal()) sb.append(" (not final: ").append(r.notFinalReason()).append(')');
        return sb.toString();
    }

    /** Text made safe for XML character data and attribute values. */
    static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            switch (ch) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                default -> {
                    if (ch < 0x20 && ch != '\n' && ch != '\t') sb.append(' ');
                    else sb.append(ch);
                }
            }
        }
        return sb.toString();
    }
}
