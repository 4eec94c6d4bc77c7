package org.shinpan.lj;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.StoneString;

/**
 * The largest two-eye formation (LJ rule 16) found with a work list is the greatest fixed point
 * the rounds of Benson's algorithm reach: on random graphs and positions, {@link
 * TwoEyeFormation#largest} equals {@link #byRounds} (the implementation before the work list: drop
 * strings with fewer than two eyes, then eyes next to a dropped string, until nothing changes).
 */
class TwoEyeFormationProperties {

    @Property(tries = 1000)
    void theWorkListReachesTheFixedPointOfTheRounds(@ForAll long seed) {
        Random random = new Random(seed);
        Graph g = RandomPositions.graph(random, 2 + random.nextInt(16));
        Player player = random.nextBoolean() ? Player.BLACK : Player.WHITE;
        // his stones twice as likely as the others, so that formations are not rare
        Occupant[] o = new Occupant[g.size()];
        for (int loc = 0; loc < o.length; loc++) {
            int r = random.nextInt(4);
            o[loc] = r < 2 ? player.stone() : r == 2 ? Occupant.EMPTY : player.opponent().stone();
        }
        Position p = Position.of(g, o);
        for (StoneString s : p.strings()) {
            if (s.liberties().isEmpty()) s.stones().forEach(loc -> o[loc] = Occupant.EMPTY);
        }
        p = Position.of(g, o);
        byte[] codes = TwoEyeFormation.codes(p);
        ImmutableIntSet rounds = byRounds(g, codes, player);
        assertEquals(rounds, TwoEyeFormation.largest(p, player), "largest formation of " + player + " in\n" + p);
        boolean someDropped = false;
        for (int loc = 0; loc < g.size(); loc++) {
            if (codes[loc] == player.stone().code() && !rounds.contains(loc)) someDropped = true;
        }
        Statistics.label("formation").collect(!rounds.isEmpty());
        Statistics.label("formation beside dropped strings").collect(!rounds.isEmpty() && someDropped);
        Statistics.label("formation").coverage(c -> c.check(true).percentage(q -> q > 10));
        Statistics.label("formation beside dropped strings").coverage(c -> c.check(true).percentage(q -> q > 3));
    }

    /** The rounds of the greatest fixed point, as {@code TwoEyeFormation.largest} computed them before. */
    static ImmutableIntSet byRounds(Graph g, byte[] codes, Player player) {
        int n = g.size();
        int own = player.stone().code();
        int[] stringOf = new int[n];
        Arrays.fill(stringOf, -1);
        int strings = 0;
        int[] stack = new int[n];
        for (int loc = 0; loc < n; loc++) {
            if (codes[loc] != own || stringOf[loc] >= 0) continue;
            int top = 0;
            stack[top++] = loc;
            stringOf[loc] = strings;
            while (top > 0) {
                int s = stack[--top];
                for (int k = 0; k < g.degree(s); k++) {
                    int nb = g.neighbour(s, k);
                    if (codes[nb] == own && stringOf[nb] < 0) {
                        stringOf[nb] = strings;
                        stack[top++] = nb;
                    }
                }
            }
            strings++;
        }
        boolean[] eye = new boolean[n];
        for (int loc = 0; loc < n; loc++) {
            if (codes[loc] != 0 || g.degree(loc) == 0) continue;
            boolean all = true;
            for (int k = 0; k < g.degree(loc); k++) {
                if (codes[g.neighbour(loc, k)] != own) all = false;
            }
            eye[loc] = all;
        }
        boolean[] alive = new boolean[strings];
        Arrays.fill(alive, true);
        boolean changed = true;
        while (changed) {
            changed = false;
            int[] eyes = new int[strings];
            for (int loc = 0; loc < n; loc++) {
                if (!eye[loc]) continue;
                MutableIntSet counted = IntSets.mutable.empty();
                for (int k = 0; k < g.degree(loc); k++) {
                    int str = stringOf[g.neighbour(loc, k)];
                    if (counted.add(str)) eyes[str]++;
                }
            }
            for (int s = 0; s < strings; s++) {
                if (alive[s] && eyes[s] < 2) {
                    alive[s] = false;
                    changed = true;
                }
            }
            for (int loc = 0; loc < n; loc++) {
                if (!eye[loc]) continue;
                for (int k = 0; k < g.degree(loc); k++) {
                    if (!alive[stringOf[g.neighbour(loc, k)]]) {
                        eye[loc] = false;
                        changed = true;
                        break;
                    }
                }
            }
        }
        MutableIntSet result = IntSets.mutable.empty();
        for (int loc = 0; loc < n; loc++) {
            if (eye[loc] || (stringOf[loc] >= 0 && alive[stringOf[loc]])) result.add(loc);
        }
        return result.toImmutable();
    }
}
