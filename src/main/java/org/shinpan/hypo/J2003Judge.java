package org.shinpan.hypo;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;
import org.shinpan.rules.FinalPositionAnalysis;
import org.shinpan.rules.LifeAndDeathJudge;

/**
 * The J2003 referee's life and death: a {@link LifeAndDeathJudge} backed by the
 * {@link HypotheticalAnalysis} with the {@link LazySolver}. Dead strings, territory for the
 * territory count, and whether the ending pass was legal under direct-ko (illegal when some string
 * is capturable-3; undecided when a ko-stone's status is unknown). Never guesses: a status the
 * solver could not decide is unknown. A position with more empty intersections than it is offered
 * gets no whole-board search: only Benson's analysis, miai, the enclosed areas and the sealed
 * areas within the limit decide there.
 */
public final class J2003Judge implements LifeAndDeathJudge {
    private final long maxStates;
    private final long tableMib;
    private final Duration time;
    private final int maxEmpty;
    private final boolean fillDameFirst;

    /**
     * @param maxStates states one test may build
     * @param tableMib  MiB of table one test may hold
     * @param time      time for one position's analysis
     * @param maxEmpty  the most empty intersections a position may have to be analysed
     */
    public J2003Judge(long maxStates, long tableMib, Duration time, int maxEmpty) {
        this(maxStates, tableMib, time, maxEmpty, false);
    }

    private J2003Judge(long maxStates, long tableMib, Duration time, int maxEmpty, boolean fillDameFirst) {
        this.maxStates = maxStates;
        this.tableMib = tableMib;
        this.time = time;
        this.maxEmpty = maxEmpty;
        this.fillDameFirst = fillDameFirst;
    }

    /**
     * The judge a replay under {@code scoring} needs, with these limits: none for area scoring,
     * {@link #forTerritoryCounting} for territory counting, the J2003 analysis otherwise.
     */
    public static LifeAndDeathJudge forScoring(org.shinpan.rules.ScoringRule scoring, long maxStates, long tableMib,
            Duration time, int maxEmpty) {
        if (scoring == org.shinpan.rules.ScoringRule.AREA) return LifeAndDeathJudge.none("area scoring needs no analysis");
        J2003Judge judge = new J2003Judge(maxStates, tableMib, time, maxEmpty);
        return scoring == org.shinpan.rules.ScoringRule.TERRITORY ? judge.forTerritoryCounting() : judge;
    }

    /**
     * The judge of plain territory counting: the same analysis of the position with its plain
     * dame filled first ({@link TerritoryDeadStones}); its dead stones are those of the position
     * itself, its ending pass and territory those of the filled position.
     */
    public J2003Judge forTerritoryCounting() {
        return new J2003Judge(maxStates, tableMib, time, maxEmpty, true);
    }

    @Override
    public FinalPositionAnalysis analyze(Position asItStands) {
        DameFilling.Result filled = fillDameFirst ? DameFilling.fill(asItStands) : null;
        Position position = filled == null ? asItStands : filled.position();
        Graph g = position.graph();
        int empty = g.size() - position.stoneCount(Player.BLACK) - position.stoneCount(Player.WHITE);
        // Over the limit no test searches the whole board, but Benson's analysis and the enclosed
        // areas still decide what they can (as analyze does); every other string is unknown.
        LazySolver lazy = new LazySolver(SolverLimits.of(maxStates, tableMib, time));
        HypotheticalSolver solver = empty <= maxEmpty ? lazy
                : lazy.withoutSearch(empty + " empty intersections, more than the " + maxEmpty
                        + " the search is offered (--max-empty)", maxEmpty);
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(new FinalPosition(position), solver, 0);
        Board board = new Board(position, SuicideRule.PROHIBITED);
        boolean anyUnknown = false;
        boolean koStoneUnknown = false;
        List<String> notes = new ArrayList<>();
        List<String> capturable3 = new ArrayList<>();
        MutableIntList dead = IntLists.mutable.empty();
        for (StringVerdict v : r.verdicts()) {
            if (v.status() == Capturability.UNKNOWN) {
                koStoneUnknown |= Ko.isKoStone(board, v.string().anchor());
                // a string of unknown class may be known alive (a permanent-stone miai): dead it is not
                if (v.alive() == null) {
                    anyUnknown = true;
                    notes.add(v.string().describe(g) + ": " + v.note());
                }
            } else if (v.status() == Capturability.DEAD) {
                v.string().stones().forEach(loc -> {
                    if (!asItStands.isEmpty(loc)) dead.add(loc); // a filled dame is no stone of the position
                });
            } else if (v.status() == Capturability.CAPTURABLE_3) {
                capturable3.add(v.string().describe(g));
            }
        }
        FinalPositionAnalysis.EndingPass endingPass = !r.isFinal() ? FinalPositionAnalysis.EndingPass.ILLEGAL
                : koStoneUnknown ? FinalPositionAnalysis.EndingPass.UNDECIDED
                : FinalPositionAnalysis.EndingPass.LEGAL;
        Optional<FinalPositionAnalysis.Territory> territory = Optional.empty();
        if (r.scoring() != null && !anyUnknown) {
            int[] counts = new int[4]; // black empty, black occupied, white empty, white occupied
            Player[] owner = r.scoring().territory();
            for (int loc = 0; loc < g.size(); loc++) {
                if (owner[loc] == null) continue;
                counts[(owner[loc] == Player.BLACK ? 0 : 2) + (position.isEmpty(loc) ? 0 : 1)]++;
            }
            territory = Optional.of(new FinalPositionAnalysis.Territory(counts[0], counts[1], counts[2], counts[3]));
        }
        String note = notes.isEmpty() ? "" : "unknown: " + String.join("; ", notes);
        if (filled != null && !filled.fills().isEmpty()) {
            String fills = TerritoryDeadStones.fillNote(g, filled.fills());
            note = note.isEmpty() ? fills : fills + "; " + note;
        }
        return new FinalPositionAnalysis(anyUnknown ? Optional.empty() : Optional.of(dead.sortThis().toImmutable()),
                endingPass, String.join(", ", capturable3), territory, note);
    }
}
