package org.shinpan.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/** Game records for tests, written as text: {@code "B C3, W D3, B pass"}. */
final class Records {
    private Records() {}

    /** The moves of {@code text} on {@code graph}, numbered from 1. */
    static List<GameRecord.RecordedMove> moves(Graph graph, String text) {
        List<GameRecord.RecordedMove> moves = new ArrayList<>();
        for (String part : text.split(",")) {
            String m = part.trim();
            if (m.isEmpty()) continue;
            String[] w = m.split("\\s+");
            Player p = Player.parse(w[0]);
            Move move = w[1].equalsIgnoreCase("pass") ? Move.PASS : Move.play(graph.parseLocation(w[1]));
            moves.add(new GameRecord.RecordedMove(moves.size() + 1, p, move, 0));
        }
        return moves;
    }

    /** A record from {@code start} (a diagram) with {@code first} to move and {@code text}'s moves. */
    static GameRecord fromDiagram(String diagram, Player first, String text) {
        Position start = Diagram.parse(diagram);
        return new GameRecord("<test>", start, Optional.of(first), moves(start.graph(), text), OptionalDouble.empty(), 0,
                Optional.empty(), List.of());
    }

    /** A record from the empty {@code width}×{@code height} board, Black first. */
    static GameRecord fromEmpty(int width, int height, String text) {
        Position start = Position.empty(Graph.grid(width, height));
        return new GameRecord("<test>", start, Optional.of(Player.BLACK), moves(start.graph(), text),
                OptionalDouble.empty(), 0, Optional.empty(), List.of());
    }

    /** Plays every move of {@code record} on a fresh referee, carrying illegal ones out too. */
    static Referee playAll(GameRecord record, RuleSet rules, LifeAndDeathJudge judge) {
        Referee r = new Referee(rules, record.start(), record.firstPlayer(), judge);
        for (GameRecord.RecordedMove m : record.moves()) {
            r.play(m.player(), m.move());
        }
        return r;
    }

    /** The verdict of every move of {@code record}, each carried out whether legal or not. */
    static List<MoveVerdict> verdicts(GameRecord record, RuleSet rules, LifeAndDeathJudge judge) {
        Referee r = new Referee(rules, record.start(), record.firstPlayer(), judge);
        List<MoveVerdict> out = new ArrayList<>();
        for (GameRecord.RecordedMove m : record.moves()) {
            out.add(r.play(m.player(), m.move()));
        }
        return out;
    }
}
