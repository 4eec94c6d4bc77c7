package org.shinpan.sgf;

import java.util.List;

/**
 * The game trees of one SGF text, in order (SGF FF[4], sgf.html, "Basic (EBNF) Definition":
 * {@code Collection = GameTree { GameTree }}).
 *
 * <p>Each game tree is given by its root node. A collection holds at least one tree, as the EBNF
 * requires; the parser reports an empty input as an error. Immutable, compared by content.
 *
 * @param gameTrees the roots of the game trees, at least one
 */
public record SgfCollection(List<SgfNode> gameTrees) {
    public SgfCollection {
        gameTrees = List.copyOf(gameTrees);
        if (gameTrees.isEmpty()) {
            throw new IllegalArgumentException("an SGF collection holds at least one game tree");
        }
    }

    /** The collection of the given game trees. */
    public static SgfCollection of(SgfNode... gameTrees) {
        return new SgfCollection(List.of(gameTrees));
    }

    /** The root of the first game tree. */
    public SgfNode first() {
        return gameTrees.get(0);
    }

    /** The collection as SGF text, as {@link SgfWriter#write(SgfCollection)} gives it. */
    @Override
    public String toString() {
        return SgfWriter.write(this);
    }
}
