package org.shinpan.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * Turns a board position into a one-node SGF game tree, so that positions can be written out
 * (SGF FF[4], properties.html, "Root properties" {@code FF GM CA SZ} and "Setup properties"
 * {@code AB AW PL}; go.html for the board size and coordinates).
 *
 * <p>The root holds {@code FF[4]GM[1]CA[UTF-8]}, {@code SZ} ({@code SZ[n]} for a square board,
 * {@code SZ[columns:rows]} otherwise), {@code AB} and {@code AW} with one point per stone in
 * location order (omitted when a colour has no stone), then the optional {@code PL} and
 * {@code C}. Decision: {@code CA[UTF-8]} is always written, so the text is to be stored as UTF-8.
 * {@link SgfGame#read} of the tree gives the position back as {@code positionAfter(0)}, whether
 * or not every string has a liberty.
 */
public final class SgfPositions {
    private SgfPositions() {}

    /** The game tree of {@code position}, with no player to move and no comment. */
    public static SgfNode gameTree(Position position) {
        return gameTree(position, Optional.empty(), Optional.empty());
    }

    /**
     * The game tree of {@code position}.
     *
     * @param toMove  written as {@code PL} if present
     * @param comment written as {@code C} if present
     * @throws IllegalArgumentException if the position is not on a grid
     */
    public static SgfNode gameTree(Position position, Optional<Player> toMove, Optional<String> comment) {
        Graph graph = position.graph();
        if (!graph.isGrid()) {
            throw new IllegalArgumentException("SGF can hold positions on grids only, not on " + graph.describe());
        }
        List<SgfProperty> props = new ArrayList<>();
        props.add(SgfProperty.of("FF", "4"));
        props.add(SgfProperty.of("GM", "1"));
        props.add(SgfProperty.of("CA", "UTF-8"));
        props.add(SgfProperty.of("SZ", graph.width() == graph.height()
                ? String.valueOf(graph.width())
                : graph.width() + ":" + graph.height()));
        addStones(props, "AB", position, Occupant.BLACK);
        addStones(props, "AW", position, Occupant.WHITE);
        toMove.ifPresent(p -> props.add(SgfProperty.of("PL", String.valueOf(p.letter()))));
        comment.ifPresent(c -> props.add(SgfProperty.of("C", c)));
        return new SgfNode(props, List.of());
    }

    /** {@link #gameTree(Position, Optional, Optional)} as SGF text. */
    public static String write(Position position, Optional<Player> toMove, Optional<String> comment) {
        return SgfWriter.write(gameTree(position, toMove, comment));
    }

    private static void addStones(List<SgfProperty> props, String identifier, Position position, Occupant stone) {
        List<String> points = new ArrayList<>();
        Graph graph = position.graph();
        for (int loc = 0; loc < graph.size(); loc++) {
            if (position.occupant(loc) == stone) {
                points.add(SgfPoints.encode(graph, loc));
            }
        }
        if (!points.isEmpty()) {
            props.add(new SgfProperty(identifier, points));
        }
    }
}
