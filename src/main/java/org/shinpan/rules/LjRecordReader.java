package org.shinpan.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.io.InputException;
import org.shinpan.sgf.SgfNode;
import org.shinpan.sgf.SgfParser;
import org.shinpan.sgf.SgfPoints;

/**
 * Reads an SGF game record as a game of the Logical Japanese Rules: the moves as
 * {@link SgfRecordReader} reads them, plus the SGF conventions of {@code docs/rulesets.md}:
 * <ul>
 *   <li>{@code LJ[remove-cycle]} on a move node: the turn starts by removing the disturbing cycle
 *       (LJ rules 3 and 7); with {@code B[]}/{@code W[]} the turn removes it and plays no stone;
 *   <li>{@code LJP[..]} in the nodes before the first move: the initially prohibited locations
 *       (rule 2);
 *   <li>{@code TB[..]}/{@code TW[..]} (the last node that has them): the locations each player
 *       controls and does not occupy — all that rule 5 needs of control (rules 14–17 are not
 *       implemented). Without them the game is not scored.
 * </ul>
 */
public final class LjRecordReader {
    private LjRecordReader() {}

    /** The property that marks a turn's cycle removal, and its one value. */
    public static final String REMOVE_PROPERTY = "LJ";
    public static final String REMOVE_VALUE = "remove-cycle";
    /** The property listing the initially prohibited locations. */
    public static final String PROHIBITED_PROPERTY = "LJP";

    /**
     * A record read for LJ.
     *
     * @param record              the moves and set-up, as {@link SgfRecordReader} reads them
     * @param turns               one turn per recorded move, in order
     * @param initiallyProhibited locations prohibited until the first turn
     * @param control             the locations each player controls, if the record says
     */
    public record LjRecord(GameRecord record, List<LjTurn> turns, ImmutableIntSet initiallyProhibited,
            Optional<LjScoring.Control> control) {
        public LjRecord {
            turns = List.copyOf(turns);
        }
    }

    /**
     * Reads the first game tree of {@code bytes}.
     *
     * @throws InputException as {@link SgfRecordReader#read}, and for an {@code LJ} value other than
     *     {@code remove-cycle}, an {@code LJ} without a move, or a bad point
     */
    public static LjRecord read(byte[] bytes, String source) {
        GameRecord record = SgfRecordReader.read(bytes, source);
        SgfNode root = SgfParser.parse(bytes, source).collection().gameTrees().get(0);
        Graph graph = record.graph();
        List<LjTurn> turns = new ArrayList<>();
        MutableIntSet prohibited = IntSets.mutable.empty();
        Optional<LjScoring.Control> control = Optional.empty();
        int moveIndex = 0;
        for (SgfNode node : root.mainLine()) {
            boolean isMove = node.has("B") || node.has("W");
            if (node.has(REMOVE_PROPERTY)) {
                String v = node.value(REMOVE_PROPERTY).orElse("").strip();
                if (!v.equalsIgnoreCase(REMOVE_VALUE)) {
                    throw error(source, node, REMOVE_PROPERTY, "LJ[" + v + "]: the only LJ value is " + REMOVE_VALUE);
                }
                if (!isMove) {
                    throw error(source, node, REMOVE_PROPERTY, "LJ[remove-cycle] belongs on a move node (B[] to remove without playing)");
                }
            }
            if (node.has(PROHIBITED_PROPERTY)) {
                // LJ rule 9: the initial prohibitions stand until the first turn, so they belong before it
                if (moveIndex > 0 || isMove) {
                    throw error(source, node, PROHIBITED_PROPERTY, "LJP names initially prohibited locations: only before the first move");
                }
                MutableIntSet here = IntSets.mutable.empty();
                for (String v : node.values(PROHIBITED_PROPERTY)) points(graph, v, source, node, PROHIBITED_PROPERTY, here);
                prohibited.addAll(here);
            }
            if (node.has("TB") || node.has("TW")) {
                MutableIntSet b = IntSets.mutable.empty();
                MutableIntSet w = IntSets.mutable.empty();
                for (String v : node.values("TB")) points(graph, v, source, node, "TB", b);
                for (String v : node.values("TW")) points(graph, v, source, node, "TW", w);
                try {
                    control = Optional.of(LjScoring.Control.of(b, w));
                } catch (IllegalArgumentException e) {
                    throw error(source, node, "TB", e.getMessage());
                }
            }
            if (isMove) {
                GameRecord.RecordedMove m = record.moves().get(moveIndex++);
                LjTurn.CycleAction cycle = node.has(REMOVE_PROPERTY) ? LjTurn.CycleAction.REMOVE : LjTurn.CycleAction.KEEP;
                turns.add(new LjTurn(m.player(), cycle, m.move()));
            }
        }
        // an initially prohibited location is empty (LJ rule 2)
        for (int loc : prohibited.toSortedArray()) {
            if (!record.start().isEmpty(loc)) {
                SgfNode at = root.mainLine().stream().filter(n -> n.has(PROHIBITED_PROPERTY)).findFirst().orElseThrow();
                throw error(source, at, PROHIBITED_PROPERTY, "LJP names " + graph.label(loc)
                        + ", which holds a stone of the starting position: an initially prohibited location is empty");
            }
        }
        return new LjRecord(record, turns, prohibited.toImmutable(), control);
    }

    /** Adds the point or compressed rectangle {@code value} ({@code cc} or {@code aa:cc}). */
    private static void points(Graph graph, String value, String source, SgfNode node, String id, MutableIntSet out) {
        String[] corners = value.split(":", -1);
        if (corners.length > 2 || !SgfPoints.isPoint(corners[0]) || !SgfPoints.isPoint(corners[corners.length - 1])) {
            throw error(source, node, id, id + "[" + value + "] is not a point or a rectangle of points");
        }
        String a = corners[0];
        String b = corners[corners.length - 1];
        int x0 = SgfPoints.coordinate(a.charAt(0));
        int y0 = SgfPoints.coordinate(a.charAt(1));
        int x1 = SgfPoints.coordinate(b.charAt(0));
        int y1 = SgfPoints.coordinate(b.charAt(1));
        for (int x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) {
            for (int y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) {
                if (x >= graph.width() || y >= graph.height()) {
                    throw error(source, node, id, id + "[" + value + "] is off the " + graph.width() + "x" + graph.height() + " board");
                }
                out.add(graph.loc(x, y));
            }
        }
    }

    private static InputException error(String source, SgfNode node, String id, String problem) {
        return new InputException(source, node.locationOf(id).line(), node.locationOf(id).column(), problem);
    }
}
