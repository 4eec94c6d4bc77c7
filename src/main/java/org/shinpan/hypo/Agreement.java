package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Position;

/**
 * The players' agreement on which strings are dead, held against a J2003 hypothetical-analysis
 * (J2003 v35a, "Life and Death", Definitions 3). J2003 decides life and death by the analysis, not
 * by agreement; a server, as on KGS, asks the players to mark their dead stones. This is the check
 * a referee makes of such a marking: every string whose status the analysis proves is compared with
 * the marking, and the score is counted with the proven statuses where there are any and the
 * agreement where the analysis leaves a status unknown — a count that rests on the agreement for
 * those strings and says so (docs/j2003.md, "An agreement on dead stones").
 *
 * @param entries one per final-string, in the order of {@link FinalPosition#strings()}
 * @param scoring the count of Definitions 3 with those statuses
 * @param isFinal false where the analysis proves a capturable-3 string (direct-ko): no result
 */
public record Agreement(List<Entry> entries, Scoring.Result scoring, boolean isFinal) {
    public Agreement {
        entries = List.copyOf(entries);
    }

    /** How a string's mark stands against the analysis. */
    public enum Kind {
        /** The proven status is alive or dead as marked. */
        AGREES,
        /** The status is unknown: the count takes the mark. */
        ASSUMED,
        /** The proven status is the other one: the count takes the proven status. */
        CONTRADICTED
    }

    /**
     * One string: whether the players marked it dead, what the analysis proved, and how they stand.
     *
     * @param proven the analysis's status ({@link Capturability#UNKNOWN} where it proved no class;
     *               the string may still be proven alive, {@link StringVerdict#alive()})
     * @param alive  the status counted: the proven one where there is one, else the mark's
     */
    public record Entry(FinalString string, boolean markedDead, Capturability proven, Kind kind, boolean alive) {}

    /**
     * The same with the marked stones named by their vertices ({@code "D4"}, as a server holds them;
     * a graph file's location names).
     *
     * @throws IllegalArgumentException for a vertex that is not on the board or is empty
     */
    public static Agreement ofVertices(HypotheticalAnalysis.Result r, List<String> markedDead) {
        org.shinpan.board.Graph g = r.position().position().graph();
        org.eclipse.collections.api.list.primitive.MutableIntList locs =
                org.eclipse.collections.api.factory.primitive.IntLists.mutable.empty();
        for (String v : markedDead) {
            if (!g.hasLocation(v)) throw new IllegalArgumentException(v + " is not on " + g.describe());
            locs.add(g.parseLocation(v));
        }
        return of(r, locs);
    }

    /**
     * The agreement that the strings holding a stone of {@code markedDead} are dead and every other
     * string is alive, held against {@code r}.
     *
     * @throws IllegalArgumentException if a location of {@code markedDead} is not on the board or is empty
     */
    public static Agreement of(HypotheticalAnalysis.Result r, IntList markedDead) {
        FinalPosition fp = r.position();
        Position p = fp.position();
        boolean[] dead = new boolean[fp.strings().size()];
        markedDead.forEach(loc -> {
            if (loc < 0 || loc >= p.graph().size()) {
                throw new IllegalArgumentException("location " + loc + " is not on " + p.graph().describe());
            }
            FinalString s = fp.stringAt(loc);
            if (s == null) throw new IllegalArgumentException(p.graph().label(loc) + " is empty: a mark names a stone");
            dead[s.index()] = true;
        });
        List<Entry> entries = new ArrayList<>();
        boolean[] alive = new boolean[p.graph().size()];
        for (FinalString s : fp.strings()) {
            StringVerdict verdict = r.verdicts().get(s.index());
            Capturability proven = verdict.status();
            // alive or dead as proven; a string of unknown class may be proven alive (a permanent-stone miai)
            Boolean life = verdict.alive();
            boolean marked = dead[s.index()];
            Kind kind = life == null ? Kind.ASSUMED : life == !marked ? Kind.AGREES : Kind.CONTRADICTED;
            boolean counted = kind == Kind.ASSUMED ? !marked : life;
            entries.add(new Entry(s, marked, proven, kind, counted));
            if (counted) s.stones().forEach(loc -> alive[loc] = true);
        }
        return new Agreement(entries, Scoring.score(p, alive, r.prisonerDifference()), r.isFinal());
    }

    /** The strings of {@code kind}. */
    public List<Entry> of(Kind kind) {
        return entries.stream().filter(e -> e.kind() == kind).toList();
    }

    /** The score with these statuses (Definitions 3). */
    public int score() {
        return scoring.score();
    }

    /** {@code B+n}, {@code W+n} or {@code Draw} with these statuses; {@code none} where the position is not final. */
    public String result() {
        return isFinal ? HypotheticalAnalysis.resultOf(score()) : "none";
    }

    /** {@link #result()} with White's {@code komi}. */
    public String resultWithKomi(double komi) {
        return isFinal ? HypotheticalAnalysis.resultOf(score() - komi) : "none";
    }
}
