package org.shinpan.rules;

import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The counts of a final position under area and territory scoring; J2003's comes from the
 * hypothetical-analysis ({@link FinalPositionAnalysis.Territory}).
 */
public final class Counting {
    private Counting() {}

    /** Black's and White's counts. */
    public record Counts(Count black, Count white) {
        public Count of(Player p) {
            return p == Player.BLACK ? black : white;
        }
    }

    /**
     * Area (basic rules, rule 9 and its definitions): a player's stones, plus each empty point all
     * of whose region's bordering stones are the player's. Decision: a region that borders no
     * stone at all (the empty board) counts for neither player; the text's literal reading would
     * count it for both, which changes no difference.
     */
    public static Counts area(Position position) {
        int[] region = regionOwners(position);
        int[] stones = {position.stoneCount(Player.BLACK), position.stoneCount(Player.WHITE)};
        int[] territory = new int[2];
        for (int loc = 0; loc < region.length; loc++) {
            if (position.isEmpty(loc) && region[loc] > 0) territory[region[loc] - 1]++;
        }
        return new Counts(new Count(stones[0], territory[0], 0, 0, stones[0] + territory[0]),
                new Count(stones[1], territory[1], 0, 0, stones[1] + territory[1]));
    }

    /**
     * Territory counting (seed {@code 003_…}, "Score", "Dead chains", "Enclosed areas", "Seki"):
     * with the dead stones taken off, a player's territory is every empty point whose region
     * borders only the player's stones; regions bordering both colours (the shared liberties of a
     * seki among them) are neutral. The player's points are that territory, plus the opposing
     * stones removed during the game, plus the opposing dead stones.
     *
     * @param dead         per location, whether its stone is dead
     * @param whiteRemoved white stones removed during the game (Black's prisoners)
     * @param blackRemoved black stones removed during the game (White's prisoners)
     */
    public static Counts territory(Position position, boolean[] dead, int whiteRemoved, int blackRemoved) {
        Graph g = position.graph();
        Occupant[] cells = new Occupant[g.size()];
        int[] deadOf = new int[2]; // dead stones of each colour
        for (int loc = 0; loc < g.size(); loc++) {
            Occupant o = position.occupant(loc);
            if (o.isStone() && dead[loc]) {
                deadOf[o.player().ordinal()]++;
                o = Occupant.EMPTY;
            }
            cells[loc] = o;
        }
        Position alive = Position.of(g, cells);
        int[] region = regionOwners(alive);
        int[] territory = new int[2];
        for (int loc = 0; loc < region.length; loc++) {
            if (alive.isEmpty(loc) && region[loc] > 0) territory[region[loc] - 1]++;
        }
        int blackTotal = territory[0] + deadOf[1] + whiteRemoved;
        int whiteTotal = territory[1] + deadOf[0] + blackRemoved;
        return new Counts(new Count(0, territory[0], deadOf[1], whiteRemoved, blackTotal),
                new Count(0, territory[1], deadOf[0], blackRemoved, whiteTotal));
    }

    /** J2003's counts from its territory and the stones removed during the alternating-sequence. */
    public static Counts j2003(FinalPositionAnalysis.Territory t, int whiteRemoved, int blackRemoved) {
        return new Counts(
                new Count(0, t.blackEmpty(), t.blackOccupied(), whiteRemoved,
                        t.blackEmpty() + 2 * t.blackOccupied() + whiteRemoved),
                new Count(0, t.whiteEmpty(), t.whiteOccupied(), blackRemoved,
                        t.whiteEmpty() + 2 * t.whiteOccupied() + blackRemoved));
    }

    /**
     * For every empty location, 1 if its region (empty points connected through empty points)
     * borders black stones only, 2 if white stones only, 0 if both or none; 0 on stones.
     */
    public static int[] regionOwners(Position position) {
        Graph g = position.graph();
        int n = g.size();
        int[] owner = new int[n];
        boolean[] seen = new boolean[n];
        int[] stack = new int[n];
        int[] members = new int[n];
        for (int start = 0; start < n; start++) {
            if (!position.isEmpty(start) || seen[start]) continue;
            int top = 0;
            int count = 0;
            int borders = 0; // bit 1 black, bit 2 white
            stack[top++] = start;
            seen[start] = true;
            while (top > 0) {
                int loc = stack[--top];
                members[count++] = loc;
                for (int k = 0; k < g.degree(loc); k++) {
                    int nb = g.neighbour(loc, k);
                    int c = position.code(nb);
                    if (c == 0) {
                        if (!seen[nb]) {
                            seen[nb] = true;
                            stack[top++] = nb;
                        }
                    } else {
                        borders |= c;
                    }
                }
            }
            int value = borders == 1 || borders == 2 ? borders : 0;
            for (int i = 0; i < count; i++) owner[members[i]] = value;
        }
        return owner;
    }
}
