package org.shinpan.sgf;

import java.util.List;
import org.shinpan.io.Warning;

/**
 * What {@link SgfParser} read: the collection of game trees and the recoverable oddities it read
 * past (SGF FF[4], sgf.html, "Basic (EBNF) Definition"; the oddities are listed in
 * {@link SgfParser}).
 *
 * @param collection the game trees
 * @param warnings   the oddities, in the order of their position in the text
 */
public record SgfParseResult(SgfCollection collection, List<Warning> warnings) {
    public SgfParseResult {
        warnings = List.copyOf(warnings);
    }

    /** The root of the first game tree. */
    public SgfNode firstGameTree() {
        return collection.first();
    }
}
