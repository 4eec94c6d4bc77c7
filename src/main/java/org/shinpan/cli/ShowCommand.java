package org.shinpan.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.io.Json;

/** {@code show FILE}: the position at the end of an SGF's main line, or of a diagram or graph file. */
final class ShowCommand implements Command {
    @Override
    public String name() {
        return "show";
    }

    @Override
    public String summary() {
        return "print the position of an SGF, diagram or graph file";
    }

    @Override
    public String help() {
        return """
                usage: shinpan show FILE [--move N] [--json]

                Prints the position at the end of the main line of an SGF file (or the position of a
                diagram or graph file) as a diagram with GTP coordinates: columns A-Z without I,
                row 1 at the bottom.

                  --move N   the position after move N of the main line (SGF only; 0 = before the first move)
                  --json     one JSON object: board (a graph's edges too), move, player to move, stones,
                             captures (SGF)
                """;
    }

    @Override
    public int run(String[] words, PrintStream out, PrintStream err) {
        Args args = Args.parse(name(), words, Set.of("json"), Set.of("move"));
        String file = args.only("file");
        GameFile game = GameFile.read(file, args, err, org.shinpan.board.SuicideRule.ALLOWED);
        Position p = game.position();
        Graph g = p.graph();
        if (args.has("json")) {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("board", Output.board(g));
            if (!g.isGrid()) {
                // a graph's edges, each once (smaller location first), so that the board can be rebuilt
                List<List<String>> edges = new ArrayList<>();
                for (int loc = 0; loc < g.size(); loc++) {
                    for (int k = 0; k < g.degree(loc); k++) {
                        int other = g.neighbour(loc, k);
                        if (other > loc) edges.add(List.of(g.label(loc), g.label(other)));
                    }
                }
                json.put("edges", edges);
            }
            if (game.game().isPresent()) {
                json.put("move", game.moveNumber());
                json.put("moves", game.game().get().moveCount());
            }
            json.put("toMove", game.toMove().map(Player::lowerName).orElse(null));
            for (Player pl : Player.values()) {
                List<String> stones = new ArrayList<>();
                for (int loc = 0; loc < g.size(); loc++) {
                    if (p.occupant(loc) == pl.stone()) stones.add(g.label(loc));
                }
                json.put(pl.lowerName(), stones);
            }
            if (game.game().isPresent()) {
                Map<String, Object> captures = new LinkedHashMap<>();
                // the root's SHPD counted as removed before the first move (docs/formats.md)
                int before = game.game().get().startPrisonerDifference();
                int whiteRemoved = Math.max(before, 0);
                int blackRemoved = Math.max(-before, 0);
                for (var m : game.game().get().moves()) {
                    if (m.number() > game.moveNumber()) break;
                    if (m.player() == Player.BLACK) whiteRemoved += m.captures();
                    else blackRemoved += m.captures();
                }
                captures.put("black", whiteRemoved);
                captures.put("white", blackRemoved);
                json.put("captures", captures);
            }
            out.println(Json.write(json));
            return Main.OK;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(file).append(": ").append(Output.describe(g));
        game.game().ifPresent(s -> sb.append(", after move ").append(game.moveNumber()).append(" of ")
                .append(s.moveCount()));
        game.toMove().ifPresent(pl -> sb.append(", ").append(Output.capitalized(pl)).append(" to move"));
        sb.append('\n');
        sb.append(Diagram.printWithCoordinates(p));
        out.print(sb);
        return Main.OK;
    }
}
