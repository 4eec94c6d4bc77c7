package org.shinpan.rules;

import org.shinpan.board.Graph;
import org.shinpan.board.Player;

/**
 * One turn of the Logical Japanese Rules (LJ rule 3): the player may first remove a disturbing
 * cycle, then play a stone; either action may be omitted. A turn that neither adds nor removes
 * stones is a pass (rule 4).
 *
 * @param player who takes the turn
 * @param cycle  whether the turn starts by removing a disturbing cycle
 * @param move   the stone played, or {@link Move#PASS} for no stone (never a ko-pass)
 */
public record LjTurn(Player player, CycleAction cycle, Move move) {

    /** The first action of a turn (LJ rule 3). */
    public enum CycleAction {
        /** No cycle is removed. */
        KEEP,
        /** The disturbing cycle that ends in the current situation is removed (LJ rule 7). */
        REMOVE
    }

    public LjTurn {
        if (player == null || cycle == null || move == null) {
            throw new IllegalArgumentException("a turn needs a player, a cycle action and a move");
        }
        if (move instanceof Move.KoPass) {
            throw new IllegalArgumentException("a ko-pass is a J2003 hypothetical-move, not an LJ action");
        }
    }

    /** A turn that plays on {@code loc} and removes nothing. */
    public static LjTurn play(Player player, int loc) {
        return new LjTurn(player, CycleAction.KEEP, Move.play(loc));
    }

    /** A turn that does nothing. */
    public static LjTurn pass(Player player) {
        return new LjTurn(player, CycleAction.KEEP, Move.PASS);
    }

    /**
     * The turn in the notation of the tests and of {@code docs/rulesets.md}: {@code B C3},
     * {@code W pass}, {@code B remove C3}, {@code B remove} (remove, then no stone).
     */
    public String notation(Graph graph) {
        String stone = move instanceof Move.Play ? graph.label(((Move.Play) move).loc()) : "pass";
        if (cycle == CycleAction.REMOVE) {
            return player.letter() + " remove" + (move instanceof Move.Play ? " " + stone : "");
        }
        return player.letter() + " " + stone;
    }

    /**
     * Reads {@link #notation}: {@code B C3}, {@code W pass}, {@code B remove C3}, {@code B remove}.
     *
     * @throws IllegalArgumentException for any other text or an unknown location
     */
    public static LjTurn parse(Graph graph, String text) {
        String[] w = text.trim().split("\\s+");
        if (w.length < 2 || w.length > 3) {
            throw new IllegalArgumentException("'" + text.trim() + "' is not a turn such as 'B C3', 'W pass', 'B remove C3'");
        }
        Player p = Player.parse(w[0]);
        boolean remove = w[1].equalsIgnoreCase("remove");
        if (!remove && w.length == 3) {
            throw new IllegalArgumentException("'" + text.trim() + "' is not a turn such as 'B C3', 'W pass', 'B remove C3'");
        }
        String stone = remove ? (w.length == 3 ? w[2] : "pass") : w[1];
        Move move = stone.equalsIgnoreCase("pass") ? Move.PASS : Move.play(graph.parseLocation(stone));
        return new LjTurn(p, remove ? CycleAction.REMOVE : CycleAction.KEEP, move);
    }
}
