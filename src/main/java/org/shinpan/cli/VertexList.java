package org.shinpan.cli;

import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Graph;
import org.shinpan.io.InputException;

/**
 * A list of vertices given on the command line, as a marking of dead strings ({@code replay
 * --dead}, {@code analyze --agreed-dead}): labels separated by commas or blanks, or the word
 * {@code none} for an empty marking.
 */
final class VertexList {
    private VertexList() {}

    /**
     * The locations of {@code text} on {@code graph}, in the order given ({@code none}: none).
     *
     * @throws InputException naming {@code file} and the label that is no location of the board
     *     (the board is the file's)
     * @throws UsageException when {@code text} names nothing and is not {@code none}
     */
    static IntList parse(String command, String option, String file, String text, Graph graph) {
        MutableIntList locs = IntLists.mutable.empty();
        if (text.strip().equalsIgnoreCase("none")) return locs.toImmutable();
        for (String v : text.split("[,\\s]+")) {
            if (v.isEmpty()) continue;
            if (!graph.hasLocation(v)) {
                throw new InputException(file, "--" + option + ": '" + v + "' is not a vertex of " + graph.describe());
            }
            locs.add(graph.parseLocation(v));
        }
        if (locs.isEmpty()) throw new UsageException(command + ": --" + option + " needs vertices, or none");
        return locs.toImmutable();
    }
}
