package org.shinpan.hypo;

import java.util.List;
import java.util.Optional;
import org.shinpan.board.Graph;
import org.shinpan.board.Position;

/**
 * The dead stones of plain territory counting (seed {@code 003_…}, "Dead chains": chains that
 * "can be beaten anytime, because they can never make 2 eyes"), read as the dead final-strings of
 * the J2003 hypothetical-analysis of the position with its plain dame filled first
 * ({@link DameFilling}; docs/rulesets.md, "Territory counting").
 *
 * <p>Why the fill: under J2003 a dead stone's local-2 crosses its capturer's walls up to open dame,
 * where its owner can keep a permanent stone, so that with two open dame the stone is capturable-2,
 * alive (docs/j2003.md, "Filling dame"). That is J2003's own literal clause, not a property of the
 * chain: whether a chain can make two eyes does not depend on a neutral point elsewhere. The fill
 * only closes seams with stones that leave every string next to them two liberties and never
 * touches a dead string's side (DameFilling's rules 1-3); the count itself is made on the position
 * as it stands. The callers ({@link J2003Judge#forTerritoryCounting}, the API's territory analysis,
 * {@code compare}) fill with {@link DameFilling#fill}, analyse, and read the dead stones here.
 */
public final class TerritoryDeadStones {
    private TerritoryDeadStones() {}

    /**
     * What the dead stones rest on, in words: "with the plain dame filled first (W:D3 W:D2)", or
     * nothing where nothing was filled.
     */
    public static String fillNote(Graph g, List<DameFilling.Fill> filled) {
        return filled.isEmpty() ? "" : "with the plain dame filled first (" + DameFilling.describe(g, filled) + ")";
    }

    /**
     * The dead stones of {@code position} by {@code r}, an analysis of it or of it with dame filled
     * (a filled point holds no stone of the position, so it is never listed); empty where a status
     * is unknown.
     */
    public static Optional<boolean[]> deadOn(Position position, HypotheticalAnalysis.Result r) {
        boolean[] dead = new boolean[position.graph().size()];
        for (StringVerdict v : r.verdicts()) {
            if (v.alive() == null) return Optional.empty();
            if (!v.alive()) {
                v.string().stones().forEach(loc -> {
                    if (!position.isEmpty(loc)) dead[loc] = true;
                });
            }
        }
        return Optional.of(dead);
    }
}
