package org.shinpan.hypo;

import java.util.List;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.rules.Move;

/**
 * The evidence behind one forcing verdict: the winner's hypothetical-strategy (as a bounded tree)
 * and a principal hypothetical-sequence in which the winner follows it.
 *
 * <p>The principal sequence is written as in the rules' commentaries: plays by location, {@code p}
 * for a pass, {@code P} for a ko-pass, each move prefixed by its player ({@code B:} or {@code W:}),
 * and a cycle that repeats forever in brackets followed by {@code *}.
 *
 * @param winner     the player whose objective holds: the attacker if {@code CAN_FORCE}, the
 *                   string's owner otherwise
 * @param line       the principal sequence, moves alternating from the attacker
 * @param cycleStart index in {@code line} where the repeating cycle starts; -1 if it is finite
 * @param strategy   the winner's strategy
 * @param settled    whether the line stops at a settled state (see {@link HypotheticalStrategy.End#SETTLED}),
 *                   after which the winner passes for ever; written {@code +} at the end
 */
public record Certificate(Player winner, List<Step> line, int cycleStart, HypotheticalStrategy strategy,
        boolean settled) {

    public Certificate {
        line = List.copyOf(line);
    }

    /** One move of the principal sequence. */
    public record Step(Player player, Move move) {}

    /** The principal sequence in the commentaries' notation, e.g. {@code W:B1 B:p W:A2 B:p W:p}. */
    public String principalSequence(Graph graph) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < line.size(); i++) {
            if (i > 0) sb.append(' ');
            if (i == cycleStart) sb.append('[');
            Step s = line.get(i);
            sb.append(s.player().letter()).append(':').append(s.move().notation(graph));
        }
        if (cycleStart >= 0) sb.append("]*");
        if (settled) sb.append(line.isEmpty() ? "+" : " +");
        return sb.toString();
    }
}
