package org.shinpan.hypo;

import org.shinpan.board.Graph;
import org.shinpan.board.Player;

/**
 * A pending prohibition of the hypothetical-ko rule (J2003 v35a, Definitions 2,
 * "hypothetical-sequence", {hypothetical-ko}): after a ko-capture on one intersection of a ko, the
 * opponent may not ko-capture on the other intersection until the next ko-pass by either player.
 *
 * <p>Reading (docs/j2003.md, "ban"): the ban is on the ko-capture in <em>that</em> ko, so it names
 * both the intersection played on and the stone that play would capture.
 *
 * @param player   who may not make the ko-capture
 * @param at       where the prohibited ko-capture would be played
 * @param captures the intersection whose stone it would capture (where the banning ko-capture was played)
 */
public record Ban(Player player, int at, int captures) implements Comparable<Ban> {
    @Override
    public int compareTo(Ban o) {
        if (player != o.player) return player.compareTo(o.player);
        if (at != o.at) return Integer.compare(at, o.at);
        return Integer.compare(captures, o.captures);
    }

    public String describe(Graph graph) {
        return player.lowerName() + " may not ko-capture " + graph.label(captures) + " from " + graph.label(at);
    }
}
