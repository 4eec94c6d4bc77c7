package org.shinpan.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;

/** Small pieces of output shared by the commands. */
final class Output {
    private Output() {}

    /** {@code {"width":W,"height":H}} for a grid, {@code {"locations":N}} otherwise. */
    static Map<String, Object> board(Graph g) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (g.isGrid()) {
            m.put("width", g.width());
            m.put("height", g.height());
        } else {
            m.put("locations", g.size());
        }
        return m;
    }

    static String describe(Graph g) {
        return g.isGrid() ? g.width() + "x" + g.height() : "graph of " + g.size() + (g.size() == 1 ? " location" : " locations");
    }

    static List<String> labels(Graph g, IntList locs) {
        List<String> list = new ArrayList<>();
        locs.forEach(loc -> list.add(g.label(loc)));
        return list;
    }

    static String capitalized(Player p) {
        return p == Player.BLACK ? "Black" : "White";
    }
}
