package org.shinpan.rules;

import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.IntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The score of the Logical Japanese Rules (LJ rule 5) from the locations each player controls.
 * Control (rules 14–17: bordered sets, two-eye formations, the dispute procedure) is not decided
 * here; the caller gives it, e.g. as agreed by the players or decided by a referee.
 *
 * <p>A player scores one point for each location he controls that is not occupied by one of his
 * stones (territory — a location under a dead opposing stone is territory too), one for each
 * opposing stone on a location he controls (dead stone), and one for each opposing stone removed
 * during the game by capture or by removing a cycle (captive). White adds komi.
 */
public final class LjScoring {
    private LjScoring() {}

    /**
     * The locations each player controls (LJ rule 14); no location is controlled by both.
     *
     * @param black locations Black controls
     * @param white locations White controls
     */
    public record Control(ImmutableIntSet black, ImmutableIntSet white) {
        public Control {
            if (black.anySatisfy(white::contains)) {
                throw new IllegalArgumentException("no location can be controlled by both players");
            }
        }

        public static Control of(IntSet black, IntSet white) {
            return new Control(black.toImmutable(), white.toImmutable());
        }

        /**
         * Reads {@code B:a,b;W:c,d} (either part may be missing or empty) with {@code graph}'s labels.
         *
         * @throws IllegalArgumentException for any other text or an unknown location
         */
        public static Control parse(Graph graph, String text) {
            MutableIntSet b = IntSets.mutable.empty();
            MutableIntSet w = IntSets.mutable.empty();
            for (String part : text.split(";")) {
                String p = part.trim();
                if (p.isEmpty()) continue;
                int colon = p.indexOf(':');
                if (colon < 0) throw new IllegalArgumentException("'" + p + "' is not B:locations or W:locations");
                Player who = Player.parse(p.substring(0, colon).trim());
                for (String label : p.substring(colon + 1).split(",")) {
                    if (label.isBlank()) continue;
                    (who == Player.BLACK ? b : w).add(graph.parseLocation(label.trim()));
                }
            }
            return of(b, w);
        }

        public ImmutableIntSet of(Player p) {
            return p == Player.BLACK ? black : white;
        }
    }

    /**
     * The counts of {@code position} under {@code control}: per player {@code territory},
     * {@code deadStones}, {@code prisoners} (captives) and their sum (komi not included).
     *
     * @param blackRemoved black stones removed during the game (White's captives)
     * @param whiteRemoved white stones removed during the game (Black's captives)
     */
    public static Counting.Counts count(Position position, Control control, int blackRemoved, int whiteRemoved) {
        return new Counting.Counts(countFor(Player.BLACK, position, control, whiteRemoved),
                countFor(Player.WHITE, position, control, blackRemoved));
    }

    private static Count countFor(Player p, Position position, Control control, int captives) {
        Occupant own = p.stone();
        Occupant theirs = p.opponent().stone();
        int[] territory = {0};
        int[] dead = {0};
        control.of(p).forEach(loc -> {
            Occupant o = position.occupant(loc);
            if (o != own) territory[0]++;
            if (o == theirs) dead[0]++;
        });
        return new Count(0, territory[0], dead[0], captives, territory[0] + dead[0] + captives);
    }

    /** Black's score minus White's, komi included (the result follows {@link Outcome#resultOf}). */
    public static double margin(Counting.Counts counts, double komi) {
        return counts.black().total() - counts.white().total() - komi;
    }
}
