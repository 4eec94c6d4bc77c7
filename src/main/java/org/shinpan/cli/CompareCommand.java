package org.shinpan.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.FinalPosition;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.HypotheticalSolver;
import org.shinpan.hypo.LazySolver;
import org.shinpan.hypo.Scoring;
import org.shinpan.hypo.SolverLimits;
import org.shinpan.hypo.StringVerdict;
import org.shinpan.io.InputException;
import org.shinpan.io.Json;
import org.shinpan.rules.Counting;
import org.shinpan.rules.FirstIllegalMove;
import org.shinpan.rules.LjRecordReader;
import org.shinpan.rules.LjScoring;
import org.shinpan.rules.Outcome;
import org.shinpan.rules.RuleSet;
import org.shinpan.sgf.SgfMove;

/**
 * {@code compare FILE}: one final position scored under every rule set side by side (Tromp–Taylor
 * area, plain territory counting, J2003, Lasker–Maas, LJ rule 5), with one komi for all, and each
 * difference from territory counting explained point by point (docs/rulesets.md, "compare"). An
 * SGF record's moves are judged by each rule set's own referee first: a rule set that refuses them
 * scores nothing ({@link #referee}).
 */
final class CompareCommand implements Command {
    /** Positions with more empty intersections get no whole-board search in the J2003 analysis. */
    static final int MAX_EMPTY = 40;
    /** How many undecided strings the j2003 row names (with their notes) before it only counts the rest. */
    static final int NAMED_UNKNOWN = 5;
    /**
     * The LJ row's default time for all its control tests: a quarter of the LJ map's own default,
     * since the row is one of five. On finished 19×19 games the map stays {@code unknown} with 10,
     * 30 or 120 seconds alike (docs/benchmarks.md); small positions take milliseconds.
     */
    static final long LJ_DEFAULT_SECONDS = 30;
    /** The rule sets of the table, in its order. */
    static final List<String> ROWS = List.of("tromp-taylor", "territory", "j2003", "lasker-maas", "lj");

    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String summary() {
        return "score one final position under every rule set and explain the differences";
    }

    @Override
    public String help() {
        return """
                usage: shinpan compare FILE [--komi K] [--prisoners N] [--move N] [--json] [options]

                Scores ONE final position (SGF: the end of the main line, or the position after
                move N with --move N; a diagram or graph file)
                under every rule set side by side, with the same komi for all:
                  tromp-taylor   area: every stone on the board counts, no dead stones removed
                  territory      territory + prisoners + dead stones (dead: the J2003 analysis, plain dame filled first)
                  j2003          the hypothetical-analysis' score (komi shown beside, not in it)
                  lasker-maas    territory minus prisoners left, when no stone is dead
                  lj             rule 5, from control given as TB/TW in the SGF, else from the
                                 control tests of rules 14-17
                then explains, point by point, why each differs from territory counting.

                  --komi K         komi for every rule set (default 0: differences come from the rules)
                  --prisoners N    white stones minus black stones removed during the game
                                   (default: counted from the SGF's moves; 0 for other files)
                  --move N         SGF: the position after move N of the main line (prisoners
                                   counted from those N moves; TB/TW, which describe the end of
                                   the record, are then not used); e.g. the end of the first
                                   phase of a record that goes on with a Lasker-Maas second phase
                  --json           one JSON object: {"rules": [{rules, score, result, note}, ...]}
                  --max-states N   J2003 analysis: states one test may build (default 2000000)
                  --table-mib N    MiB of table one test may hold, J2003 and LJ (default 256)
                  --time-limit S   J2003 analysis: seconds for the analysis (default 300)
                  --lj-time-limit S  LJ without TB/TW: seconds for all the control tests
                                   (default 30; a finished 19x19 game takes all of it, and
                                   its control stays unknown even with 120)

                score is Black's points minus White's, komi included (J2003: its score, without komi).
                An SGF record's moves up to the position are judged by each rule set's own
                referee (as replay --rules NAME): a rule set that refuses them (a ko retake, a
                superko cycle, a suicide, a move out of turn...) gets the result "illegal" and
                its first illegal move in its note; if every rule set refuses them, the file is
                refused. A J2003 long cycle gives the j2003 row its result. A record the referees
                cannot read (set-up stones after the first move) is scored unrefereed, with a
                warning.
                Exit code 2: an unreadable file, a bad option, a string without liberty, or a
                record whose moves every rule set refuses.
                """;
    }

    /**
     * The position compare scores for {@code game}, an SGF read to its last move without
     * {@code --move}, with what it says about the end on {@code err} (docs/rulesets.md, "compare"). A
     * record that goes on after the two passes that ended the game (a Lasker–Maas second phase,
     * puzzles/rulesets/009) is scored at its last position, with a warning naming the end; any other
     * at the position {@code analyze} takes, with its warnings: a record without two passes at its last
     * position (the game did not end), one that ends at its two passes just after the ending pass
     * (set-up nodes after it are not applied).
     */
    private static GameFile atTheEnd(String file, GameFile game, PrintStream err) {
        org.shinpan.sgf.SgfGame sgf = game.game().orElseThrow();
        var finding = org.shinpan.rules.AlternatingSequenceCheck.of(sgf, file, game.moveNumber());
        var ended = finding.endedByPasses();
        if (ended.isPresent() && ended.getAsInt() < game.moveNumber()) {
            err.println(new org.shinpan.io.Warning(file, 0, 0, "the game ended with two passes at move "
                    + ended.getAsInt() + "; compare scores the record's last position (move " + game.moveNumber()
                    + "), as analyze --move " + game.moveNumber() + " would; --move " + ended.getAsInt()
                    + " scores the position where the game ended"));
            return game;
        }
        var end = org.shinpan.rules.AlternatingSequenceCheck.end(sgf, finding, game.moveNumber());
        for (String w : end.warnings()) err.println(new org.shinpan.io.Warning(file, 0, 0, w));
        return game.withPosition(end.position());
    }

    /**
     * What the rule sets' own referees say of the moves that reached the position compared.
     *
     * @param refused    the rule sets of the table whose referee refuses those moves, in the table's
     *                   order, each with its first illegal move
     * @param longCycle  the J2003 long cycle ({long-cycle-tie / long-cycle-win}, Definitions 1) that
     *                   ended the game by then, if j2003 refuses no move before it
     */
    private record Refereed(Map<String, FirstIllegalMove.Found> refused, Optional<org.shinpan.rules.GameEnd> longCycle) {
        static final Refereed NOTHING = new Refereed(Map.of(), Optional.empty());
    }

    /**
     * Each rule set of the table has its own referee judge the moves of an SGF record that reach the
     * position compared, as {@code replay --rules NAME} does (docs/rulesets.md, "compare": illegal
     * moves): {@link FirstIllegalMove}, each referee up to its own game's end (two passes, J2003's
     * long cycle; Lasker–Maas through both phases) and none past the position. A file that is no SGF
     * record, or has no move, is not refereed.
     *
     * <p>A record the referees cannot read ({@link org.shinpan.rules.SgfRecordReader}: set-up stones
     * after the first move), which the position reader read, is scored as read, with a warning on
     * {@code err} that its moves were not refereed and why; unless its positions show a play J2003's
     * basic-ko excludes (an immediate ko retake), which then refuses it as before. The LJ row of a
     * record only the LJ reader cannot read (a bad {@code LJ}, {@code LJP}, {@code TB}/{@code TW}) is
     * left as the LJ row reads it ({@code unknown}, with why).
     *
     * @throws InputException if every rule set refuses the moves (the LJ one, or cannot read them): no
     *     row would be scored; at the line of the first move a referee refuses, with each rule set's
     *     first illegal move and the {@code --move} that compares the position before it
     */
    private static Refereed referee(String file, GameFile game, PrintStream err) {
        if (game.game().isEmpty() || game.moveNumber() == 0) return Refereed.NOTHING;
        org.shinpan.sgf.SgfGame sgf = game.game().get();
        int n = game.moveNumber();
        org.shinpan.rules.GameRecord record;
        try {
            record = org.shinpan.rules.SgfRecordReader.read(sgf.root(), file, List.of());
        } catch (InputException unreadable) {
            // judged by its positions alone: a basic-ko retake is refused as it was before refereeing every record
            var finding = org.shinpan.rules.AlternatingSequenceCheck.of(sgf, file, n);
            if (finding.basicKo().isPresent()) {
                throw new InputException(file, finding.basicKoLine(), 0, finding.basicKo().get()
                        + "; the referees cannot read the record (" + unreadable.problem() + "), so no rule set is scored");
            }
            err.println(new org.shinpan.io.Warning(file, unreadable.line(), unreadable.column(), "the moves are not"
                    + " refereed: the referees cannot read the record (" + unreadable.problem() + "); compare scores"
                    + " every rule set on the position as read, as if its moves were legal"));
            return Refereed.NOTHING;
        }
        // each row of the table by its own referee, in the table's order
        Map<String, Optional<FirstIllegalMove.Found>> verdicts = new LinkedHashMap<>();
        for (String rules : ROWS) {
            verdicts.put(rules, switch (rules) {
                case "tromp-taylor" -> FirstIllegalMove.under(RuleSet.TROMP_TAYLOR, record, n);
                case "territory" -> FirstIllegalMove.under(RuleSet.TERRITORY, record, n);
                case "j2003" -> FirstIllegalMove.under(RuleSet.J2003, record, n);
                case "lasker-maas" -> FirstIllegalMove.underLaskerMaas(record, n);
                case "lj" -> ljVerdict(file, n);
                default -> throw new IllegalStateException("no referee for the row " + rules);
            });
        }
        Map<String, FirstIllegalMove.Found> refused = new LinkedHashMap<>();
        verdicts.forEach((rules, found) -> found.ifPresent(f -> refused.put(rules, f)));
        if (refused.size() < verdicts.size()) {
            // a record only the LJ reader cannot read (move 0): its row says why, as unknown
            refused.values().removeIf(f -> f.moveNumber() == 0);
            // J2003's game may have ended by a long cycle without an illegal move: then no analysis
            Optional<org.shinpan.rules.GameEnd> longCycle = refused.containsKey("j2003") ? Optional.empty()
                    : org.shinpan.rules.AlternatingSequenceCheck.of(record, n).longCycle();
            return new Refereed(refused, longCycle);
        }
        List<String> each = new ArrayList<>();
        int first = Integer.MAX_VALUE;
        for (Map.Entry<String, FirstIllegalMove.Found> e : refused.entrySet()) {
            each.add(e.getKey() + ": " + e.getValue().text());
            if (e.getValue().moveNumber() > 0) first = Math.min(first, e.getValue().moveNumber());
        }
        // LJ's turns are the record's moves, one each (LjRecordReader): its turn k is move k
        int line = record.moves().get(first - 1).line();
        throw new InputException(file, line, 0, "every rule set compare scores forbids a move that"
                + " reaches the position: " + String.join("; ", each)
                + " (replay --rules NAME referees the game; --move " + (first - 1) + " compares the position before move "
                + first + ")");
    }

    /** The LJ referee's first illegal turn of the record {@code file} up to move {@code n}, or why it cannot read it. */
    private static Optional<FirstIllegalMove.Found> ljVerdict(String file, int n) {
        try {
            return FirstIllegalMove.underLj(LjRecordReader.read(org.shinpan.io.InputFiles.read(file, file), file), n);
        } catch (InputException e) {
            return Optional.of(new FirstIllegalMove.Found(0, "the LJ referee cannot read the record: " + e.getMessage()));
        }
    }

    /** One rule set's line of the table. */
    record Row(String rules, Double score, String result, Integer black, Integer white, String note) {
        Row {
            if (score != null) score = Outcome.rounded(score); // no binary noise of score - komi
        }
    }

    @Override
    public int run(String[] words, PrintStream out, PrintStream err) {
        Args args = Args.parse(name(), words, Set.of("json"),
                Set.of("komi", "prisoners", "move", "max-states", "table-mib", "time-limit", "lj-time-limit"));
        String file = args.only("file");
        long maxStates = args.longValue("max-states", SolverLimits.DEFAULT_MAX_STATES, 1, Long.MAX_VALUE);
        long tableMib = args.tableMib();
        long seconds = args.longValue("time-limit", 300, 1, 1_000_000);
        Duration ljTotal = Duration.ofSeconds(args.longValue("lj-time-limit", LJ_DEFAULT_SECONDS, 1, 1_000_000));
        org.shinpan.lj.ControlMap.Limits ljLimits = org.shinpan.lj.ControlMap.Limits.within(ljTotal, tableMib);
        double komi = args.komi().orElse(0.0);

        // a move the board refuses after the two passes that ended the game is read past, as analyze does
        GameFile game = GameFile.readPastTheEnd(file, args, err, org.shinpan.board.SuicideRule.ALLOWED);
        if (!args.has("move") && game.game().isPresent() && game.moveNumber() > 0) {
            game = atTheEnd(file, game, err);
        }
        Position p = game.position();
        Graph g = p.graph();
        game.refuseAStringWithoutLiberty("not a final position: ", "");
        // the moves that reached the position, by each rule set's referee: the rule sets that refuse them
        Refereed refereed = referee(file, game, err);
        Map<String, FirstIllegalMove.Found> refused = refereed.refused();
        if (!refused.isEmpty()) {
            List<String> scored = new ArrayList<>(ROWS);
            scored.removeAll(refused.keySet());
            err.println(new org.shinpan.io.Warning(file, 0, 0, "the record reaches its position by a move that "
                    + String.join(", ", refused.keySet()) + " forbid" + (refused.size() == 1 ? "s" : "")
                    + " (their rows say which); compare scores only " + String.join(", ", scored)));
        }
        // Prisoners per colour: from the SGF's moves, else split from the --prisoners difference.
        int whiteRemoved = 0; // Black's prisoners
        int blackRemoved = 0; // White's prisoners
        String prisonersFrom;
        if (args.has("prisoners")) {
            int d = args.intValue("prisoners", 0, -org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE,
                org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE);
            whiteRemoved = Math.max(d, 0);
            blackRemoved = Math.max(-d, 0);
            prisonersFrom = "--prisoners " + d;
        } else if (game.game().isPresent()) {
            // captures, suicides (Tromp-Taylor) and the root's SHPD, as replay counts them
            whiteRemoved = game.whiteRemoved();
            blackRemoved = game.blackRemoved();
            prisonersFrom = "counted from the " + game.moveNumber() + " moves of the main line"
                    + (game.game().get().startPrisonerDifference() != 0 ? " and the root's SHPD" : "");
        } else {
            prisonersFrom = "none given; --prisoners gives them";
        }
        int prisonerDifference = whiteRemoved - blackRemoved;

        // The J2003 analysis: dead stones for territory counting, the J2003 score, Lasker-Maas' applicability.
        int empty = g.size() - p.stoneCount(Player.BLACK) - p.stoneCount(Player.WHITE);
        // Over the limit no test searches the whole board; Benson's analysis and the enclosed areas
        // still decide what they can, as in analyze.
        LazySolver lazy = new LazySolver(SolverLimits.of(maxStates, tableMib, Duration.ofSeconds(seconds)));
        HypotheticalSolver solver = empty <= MAX_EMPTY ? lazy
                : lazy.withoutSearch(empty + " empty intersections, more than the " + MAX_EMPTY + " the search is offered",
                        MAX_EMPTY);
        HypotheticalAnalysis.Result analysis = HypotheticalAnalysis.analyze(new FinalPosition(p), solver, prisonerDifference);
        // Why the J2003 analysis has no score: in full (the first strings and their notes) on the
        // j2003 row, by reference on the rows that need it.
        String analysisUnknown = "";
        String seeJ2003 = "";
        if (analysis.scoring() == null) {
            List<String> notes = new ArrayList<>();
            for (StringVerdict v : analysis.verdicts()) {
                if (v.status() == Capturability.UNKNOWN) notes.add(v.string().describe(g) + ": " + v.note());
            }
            String count = notes.size() + (notes.size() == 1 ? " string" : " strings");
            int shown = Math.min(notes.size(), NAMED_UNKNOWN);
            analysisUnknown = "the J2003 analysis could not decide " + count + " ("
                    + String.join("; ", notes.subList(0, shown))
                    + (notes.size() > shown ? "; and " + (notes.size() - shown) + " more" : "") + ")";
            seeJ2003 = "the J2003 analysis could not decide " + count + " (see j2003)";
        }
        boolean known = analysisUnknown.isEmpty();
        boolean[] dead = new boolean[g.size()];
        MutableIntList deadList = IntLists.mutable.empty();
        if (known) {
            for (StringVerdict v : analysis.verdicts()) {
                if (v.status() == Capturability.DEAD) {
                    v.string().stones().forEach(loc -> {
                        dead[loc] = true;
                        deadList.add(loc);
                    });
                }
            }
            deadList.sortThis();
        }

        // Per point, each rule's (owner, points): the basis of the explanations.
        Point[] areaPts = new Point[g.size()];
        Point[] territoryPts = new Point[g.size()];
        Point[] j2003Pts = new Point[g.size()];
        int[] areaOwner = Counting.regionOwners(p);
        for (int loc = 0; loc < g.size(); loc++) {
            Occupant o = p.occupant(loc);
            areaPts[loc] = o.isStone() ? new Point(o.player(), 1)
                    : areaOwner[loc] > 0 ? new Point(owner(areaOwner[loc]), 1) : Point.NONE;
        }
        List<Row> rows = new ArrayList<>();
        List<String> explanations = new ArrayList<>();

        // Tromp-Taylor area.
        Counting.Counts area = Counting.area(p);
        double areaMargin = area.black().total() - area.white().total() - komi;
        rows.add(new Row("tromp-taylor", areaMargin, Outcome.resultOf(areaMargin), area.black().total(),
                area.white().total(), "area: stones + empty points reaching only the player's stones; no dead "
                        + "stones removed, prisoners not counted"));

        // Territory counting: its dead stones are J2003's with the plain dame filled first
        // (TerritoryDeadStones); where nothing is filled, the analysis above.
        org.shinpan.hypo.DameFilling.Result fd = org.shinpan.hypo.DameFilling.fill(p);
        // (the filled analysis may decide where the literal one does not: the fill closes walls)
        HypotheticalAnalysis.Result forTerritory = fd.fills().isEmpty() ? analysis
                : HypotheticalAnalysis.analyze(new FinalPosition(fd.position()), solver, prisonerDifference);
        java.util.Optional<boolean[]> territoryDead = org.shinpan.hypo.TerritoryDeadStones.deadOn(p, forTerritory);
        boolean[] tDead = territoryDead.orElse(dead);
        MutableIntList tDeadList = IntLists.mutable.empty();
        for (int loc = 0; loc < g.size(); loc++) {
            if (tDead[loc]) tDeadList.add(loc);
        }
        String filledNote = forTerritory == analysis ? "" : " " + org.shinpan.hypo.TerritoryDeadStones.fillNote(g, fd.fills());
        Counting.Counts territory = null;
        double territoryMargin = 0;
        if (territoryDead.isPresent()) {
            territory = Counting.territory(p, tDead, whiteRemoved, blackRemoved);
            territoryMargin = territory.black().total() - territory.white().total() - komi;
            Occupant[] cells = new Occupant[g.size()];
            for (int loc = 0; loc < g.size(); loc++) cells[loc] = tDead[loc] ? Occupant.EMPTY : p.occupant(loc);
            int[] aliveOwner = Counting.regionOwners(Position.of(g, cells));
            for (int loc = 0; loc < g.size(); loc++) {
                Occupant o = p.occupant(loc);
                if (o.isStone() && tDead[loc]) {
                    // the dead stone is the opponent's point; the point under it is territory of
                    // whoever its region (dead stones off) reaches only, if anyone
                    Player opp = o.player().opponent();
                    Player under = aliveOwner[loc] > 0 ? owner(aliveOwner[loc]) : null;
                    territoryPts[loc] = under == opp ? new Point(opp, 2)
                            : under == null ? new Point(opp, 1) : Point.NONE; // 1 each way: net nothing
                } else {
                    territoryPts[loc] = o.isStone() ? Point.NONE
                            : aliveOwner[loc] > 0 ? new Point(owner(aliveOwner[loc]), 1) : Point.NONE;
                }
            }
            rows.add(new Row("territory", territoryMargin, Outcome.resultOf(territoryMargin),
                    territory.black().total(), territory.white().total(),
                    "territory + prisoners + dead stones; dead stones from the J2003 analysis" + filledNote + ": "
                            + (tDeadList.isEmpty() ? "none" : String.join(" ", Output.labels(g, tDeadList)))));
        } else {
            rows.add(new Row("territory", null, "unknown", null, null, "needs the dead stones: " + (known
                    ? "the J2003 analysis" + filledNote + " could not decide them" : seeJ2003)));
        }

        // J2003.
        if (known) {
            Scoring.Result sc = analysis.scoring();
            int[] t = new int[4];
            for (int loc = 0; loc < g.size(); loc++) {
                Player who = sc.territoryAt(loc);
                j2003Pts[loc] = who == null ? Point.NONE : new Point(who, p.isEmpty(loc) ? 1 : 2);
                if (who != null) t[(who == Player.BLACK ? 0 : 2) + (p.isEmpty(loc) ? 0 : 1)]++;
            }
            int b = t[0] + 2 * t[1] + whiteRemoved;
            int w = t[2] + 2 * t[3] + blackRemoved;
            int score = analysis.score();
            String note = "hypothetical-analysis score (territory, dead stones twice, prisoner-difference "
                    + prisonerDifference + "); with komi " + RuleSet.format(komi) + ": "
                    + analysis.resultWithKomi(komi);
            if (!analysis.isFinal()) note = "not final: " + analysis.notFinalReason() + "; score " + score + "; " + note;
            rows.add(new Row("j2003", (double) score, analysis.result(), b, w, note));
        } else {
            rows.add(new Row("j2003", null, "unknown", null, null, analysisUnknown));
        }

        // Lasker-Maas: applicable where no stone is dead, as territory counting judges them
        if (territoryDead.isEmpty()) {
            rows.add(new Row("lasker-maas", null, "unknown", null, null,
                    "whether every stone is alive is unknown: " + seeJ2003));
        } else if (!tDeadList.isEmpty()) {
            rows.add(new Row("lasker-maas", null, "not applicable", null, null, "Lasker-Maas counts every stone "
                    + "on the board as alive, so the " + tDeadList.size() + " dead stone" + (tDeadList.size() == 1 ? "" : "s")
                    + " would have to be captured in the second phase first; how is not given by a final position"));
        } else {
            int tb = 0;
            int tw = 0;
            for (int loc = 0; loc < g.size(); loc++) {
                if (p.isEmpty(loc) && areaOwner[loc] == 1) tb++;
                if (p.isEmpty(loc) && areaOwner[loc] == 2) tw++;
            }
            int b = tb - blackRemoved;
            int w = tw - whiteRemoved;
            double m = b - w - komi;
            rows.add(new Row("lasker-maas", m, Outcome.resultOf(m), b, w, "assumes the position is the end of the "
                    + "second phase and each colour's stones left in the prisoners' place are those captured "
                    + "(pairs from the supply change both alike): territory minus own prisoners left"));
        }

        // LJ rule 5, on the LJ game's position: the record replayed by the LJ referee (a cycle it
        // removes, LJ rule 7, is gone; a turn LJ refuses leaves the row unknown)
        Optional<LjScoring.Control> control = Optional.empty();
        String ljWhy = "LJ rule 5 counts controlled locations; the file gives none (TB/TW)";
        GameFile ljGame = game;
        String ljRefused = null;
        try {
            ljGame = game.asLjGame();
        } catch (InputException e) {
            ljRefused = "the LJ referee refuses the record: " + e.getMessage();
        }
        boolean ljOwnPosition = !ljGame.position().equals(game.position());
        Position ljPosition = ljGame.position();
        int ljWhiteRemoved = ljOwnPosition ? ljGame.whiteRemoved() : whiteRemoved;
        int ljBlackRemoved = ljOwnPosition ? ljGame.blackRemoved() : blackRemoved;
        if (ljRefused != null) {
            ljWhy = ljRefused;
        } else if (game.game().isPresent() && game.moveNumber() < game.game().get().moveCount()) {
            ljWhy = "LJ rule 5 needs control; the record's TB/TW describe its end, not the position after move "
                    + game.moveNumber();
        } else if (game.game().isPresent()) {
            try {
                control = LjRecordReader.read(org.shinpan.io.InputFiles.read(file, file), file).control();
            } catch (InputException e) {
                ljWhy = "LJ rule 5 needs control; the record could not be read for it: " + e.getMessage();
            }
        }
        String ljHow = "rule 5 from the control the SGF gives in TB/TW (taken as given, not checked)";
        if (control.isEmpty() && ljRefused == null) {
            org.shinpan.rules.LjControlJudge.Decision d = org.shinpan.lj.ControlMap.judge(
                    ljLimits, org.shinpan.lj.ControlTest.Pruning.SAT).decide(ljPosition);
            control = d.control();
            if (control.isPresent()) {
                // and, where some location is neutral (neither player's), the assumption that rests on
                boolean neutral = control.get().black().size() + control.get().white().size() < g.size();
                ljHow = "rule 5 from the control decided by the control tests (rules 14-17)"
                        + (neutral ? "; neutral rests on an assumption: " + org.shinpan.lj.ControlMap.NEUTRAL_ASSUMPTION : "");
            } else {
                ljWhy = d.explanation();
            }
        }
        double ljMargin = 0;
        Point[] ljPts = new Point[g.size()];
        if (ljOwnPosition) {
            ljHow += "; on the LJ game's position, which differs: the record removes a cycle (LJ rule 7), captives "
                    + ljBlackRemoved + " black, " + ljWhiteRemoved + " white removed";
        }
        if (control.isPresent()) {
            Counting.Counts lj = LjScoring.count(ljPosition, control.get(), ljBlackRemoved, ljWhiteRemoved);
            ljMargin = LjScoring.margin(lj, komi);
            rows.add(new Row("lj", ljMargin, Outcome.resultOf(ljMargin), lj.black().total(), lj.white().total(), ljHow));
            // LJ rule 5 per location: a location a player controls counts 1 for him, and 1 more if it
            // holds an opposing stone; his own stones count nothing (LjScoring)
            for (int loc = 0; loc < g.size(); loc++) {
                ljPts[loc] = Point.NONE;
                for (Player pl : Player.values()) {
                    if (!control.get().of(pl).contains(loc)) continue;
                    Occupant o = ljPosition.occupant(loc);
                    ljPts[loc] = o == pl.stone() ? Point.NONE : new Point(pl, o == pl.opponent().stone() ? 2 : 1);
                }
            }
        } else {
            rows.add(new Row("lj", null, "unknown", null, null, ljWhy));
        }

        if (!refused.isEmpty()) {
            // a rule set that refuses the moves scores nothing, and is compared with nothing
            rows.replaceAll(r -> !refused.containsKey(r.rules()) ? r : new Row(r.rules(), null, "illegal", null, null,
                    "the record reaches the position by a move these rules forbid: " + refused.get(r.rules()).text()
                            + "; replay --rules " + r.rules() + " referees the game"));
        }
        refereed.longCycle().ifPresent(cycle -> {
            // J2003's game ended there: the long cycle's result, no final-position to analyse
            org.shinpan.rules.Outcome ended = org.shinpan.rules.Outcome.longCycle(cycle, komi);
            rows.replaceAll(r -> !r.rules().equals("j2003") ? r : new Row("j2003", null, ended.result(), null, null,
                    "a long cycle ended the game, so no final-position is analysed: " + ended.explanation()
                            + "; replay --rules j2003 referees the game"));
        });

        // Explanations, each rule against territory counting.
        if (known && territoryDead.isPresent()) {
            // the stones are named as territory counting, the reference, judges them; J2003's own row by J2003's
            explain(explanations, "tromp-taylor", "area scoring", areaPts, territoryPts, p, tDead, analysis.scoring(),
                    areaMargin - territoryMargin, -(whiteRemoved - blackRemoved), whiteRemoved, blackRemoved,
                    "area scoring does not count prisoners");
            explain(explanations, "j2003", "J2003", j2003Pts, territoryPts, p, dead, analysis.scoring(),
                    analysis.score() - (territoryMargin + komi), 0, whiteRemoved, blackRemoved, "");
            if (analysis.score() != territoryMargin + komi || komi != 0) {
                if (komi != 0) {
                    explanations.add("j2003: komi " + RuleSet.format(komi) + " is not part of the J2003 score (a "
                            + "tournament addition, shown in the note); the other rule sets subtract it");
                }
            }
            if (tDeadList.isEmpty()) {
                explanations.add("lasker-maas: same margin as territory counting: with no dead stones the territory is "
                        + "the same, and subtracting each player's own stones left in the prisoners' place ("
                        + blackRemoved + " black, " + whiteRemoved + " white) changes the margin exactly as adding "
                        + "the opponent's captured stones does");
            }
            if (control.isPresent() && ljOwnPosition) {
                explanations.add("lj: no comparison location by location: the LJ game's position differs from the"
                        + " moves read as plays (the record removes a cycle, LJ rule 7)");
            } else if (control.isPresent()) {
                // LJ counts prisoners as territory counting does: only the locations can differ
                explain(explanations, "lj", "LJ rule 5", ljPts, territoryPts, p, tDead, analysis.scoring(),
                        ljMargin - territoryMargin, 0, whiteRemoved, blackRemoved, "");
            }
        } else {
            explanations.add("territory, j2003, lasker-maas: no comparison: " + seeJ2003);
        }
        if (control.isEmpty()) explanations.add("lj: unknown, so nothing to compare: " + ljWhy);
        if (refused.containsKey("territory")) {
            explanations.clear();
            explanations.add("no comparison: territory counting, the reference, forbids a move of the record (see its note)");
        } else {
            Set<String> unscored = new java.util.HashSet<>(refused.keySet());
            if (refereed.longCycle().isPresent()) unscored.add("j2003");
            explanations.removeIf(e -> unscored.stream().anyMatch(r -> e.startsWith(r + ":")));
        }

        if (args.has("json")) {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("file", file);
            json.put("board", Output.board(g));
            json.put("komi", komi);
            Map<String, Object> removed = new LinkedHashMap<>();
            removed.put("black", blackRemoved);
            removed.put("white", whiteRemoved);
            json.put("removed", removed);
            json.put("deadStones", known ? Output.labels(g, deadList) : null);
            // territory counting's own, judged with the plain dame filled (null: unknown)
            json.put("territoryDeadStones", territoryDead.isPresent() ? Output.labels(g, tDeadList) : null);
            json.put("territoryFilledDame", org.shinpan.hypo.DameFilling.described(fd.fills(), g));
            List<Object> list = new ArrayList<>();
            for (Row r : rows) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("rules", r.rules());
                m.put("score", r.score());
                m.put("result", r.result());
                m.put("black", r.black());
                m.put("white", r.white());
                m.put("note", r.note());
                list.add(m);
            }
            json.put("rules", list);
            json.put("explanations", new ArrayList<Object>(explanations));
            out.println(Json.write(json));
        } else {
            StringBuilder sb = new StringBuilder();
            sb.append(file).append(": ").append(Output.describe(g))
                    .append(game.game().isEmpty() ? ""
                            : game.moveNumber() < game.game().get().moveCount()
                            ? ", after move " + game.moveNumber() + " of the main line's " + game.game().get().moveCount()
                            : ", end of the main line (" + game.moveNumber() + " moves)")
                    .append("; komi ").append(RuleSet.format(komi)).append(" for every rule set\n");
            sb.append("prisoners: Black ").append(whiteRemoved).append(", White ").append(blackRemoved).append(" (")
                    .append(prisonersFrom).append(")\n");
            sb.append("dead stones (J2003 analysis): ").append(!known ? "unknown"
                    : deadList.isEmpty() ? "none" : String.join(" ", Output.labels(g, deadList))).append("\n");
            if (!filledNote.isEmpty()) {
                sb.append("dead stones for territory counting (J2003 analysis").append(filledNote).append("): ")
                        .append(territoryDead.isEmpty() ? "unknown" : tDeadList.isEmpty() ? "none"
                                : String.join(" ", Output.labels(g, tDeadList))).append("\n");
            }
            sb.append('\n');
            sb.append(String.format("%-13s %6s %6s %8s  %s%n", "rules", "Black", "White", "score", "result"));
            for (Row r : rows) {
                sb.append(String.format("%-13s %6s %6s %8s  %s%n", r.rules(), r.black() == null ? "-" : r.black(),
                        r.white() == null ? "-" : r.white(), r.score() == null ? "-" : RuleSet.format(r.score()),
                        r.result()));
            }
            sb.append("\nnotes:\n");
            for (Row r : rows) sb.append("  ").append(r.rules()).append(": ").append(r.note()).append('\n');
            sb.append("\ndifferences (each rule set against territory counting):\n");
            for (String e : explanations) sb.append("  - ").append(e).append('\n');
            out.print(sb);
        }
        return Main.OK;
    }

    /** One intersection's worth under one rule: whose points, how many. */
    private record Point(Player owner, int value) {
        static final Point NONE = new Point(null, 0);

        /** Points toward Black's margin. */
        int signed() {
            return owner == null ? 0 : owner == Player.BLACK ? value : -value;
        }

        String words() {
            if (owner == null) return "for nobody";
            return "for " + Output.capitalized(owner) + " (" + value + (value == 1 ? " point" : " points")
                    + " each)";
        }
    }

    /**
     * Adds the explanation of {@code rule} against territory counting: one sentence per group of
     * intersections of one kind that the two count differently, then prisoners, then a check that
     * the parts add up to the difference of the margins.
     */
    private static void explain(List<String> out, String rule, String ruleWords, Point[] pts, Point[] ref, Position p,
            boolean[] dead, Scoring.Result sc, double marginDifference, int prisonerDelta, int whiteRemoved,
            int blackRemoved, String prisonerWords) {
        Graph g = p.graph();
        Map<String, MutableIntList> groups = new LinkedHashMap<>();
        Map<String, int[]> deltas = new LinkedHashMap<>();
        boolean[] seki = new boolean[g.size()];
        sc.sekiPoints().forEach(loc -> seki[loc] = true);
        boolean[] dame = new boolean[g.size()];
        sc.dame().forEach(loc -> dame[loc] = true);
        for (int loc = 0; loc < g.size(); loc++) {
            if (pts[loc].equals(ref[loc])) continue;
            Occupant o = p.occupant(loc);
            String kind;
            if (o.isStone()) {
                kind = (dead[loc] ? "dead " : "alive ") + o.player().lowerName() + " stone";
            } else {
                kind = "empty point";
                if (ruleWords.equals("J2003") && pts[loc].owner() == null) {
                    kind += dame[loc] ? " (a dame for J2003)" : seki[loc]
                            ? " (in a J2003 in-seki region: its region touches a dame)" : " (not J2003 territory)";
                } else if (ruleWords.equals("area scoring")) {
                    kind += pts[loc].owner() == null ? " (its region reaches both colours, dead stones included)"
                            : " (its region reaches only " + pts[loc].owner().lowerName()
                                    + " stones, dead stones included)";
                }
            }
            String key = kind + "|" + pts[loc].words() + "|" + ref[loc].words();
            groups.computeIfAbsent(key, k -> IntLists.mutable.empty()).add(loc);
            deltas.computeIfAbsent(key, k -> new int[1])[0] += pts[loc].signed() - ref[loc].signed();
        }
        if (groups.isEmpty() && prisonerDelta == 0) {
            out.add(rule + ": " + ruleWords + " and territory counting count every intersection alike");
        }
        for (Map.Entry<String, MutableIntList> e : groups.entrySet()) {
            String[] parts = e.getKey().split("\\|");
            int n = e.getValue().size();
            int d = deltas.get(e.getKey())[0];
            String noun = parts[0];
            if (n != 1) {
                int paren = noun.indexOf(" (");
                noun = paren < 0 ? noun + "s" : noun.substring(0, paren) + "s" + noun.substring(paren);
            }
            out.add(rule + ": " + ruleWords + " counts the " + n + " " + noun + " "
                    + String.join(" ", Output.labels(g, e.getValue())) + " " + parts[1]
                    + "; territory counting counts " + (n == 1 ? "it " : "them ") + parts[2] + ": " + pointsWords(d));
        }
        if (prisonerDelta != 0) {
            out.add(rule + ": " + prisonerWords + " (Black " + whiteRemoved + ", White " + blackRemoved
                    + "), territory counting does: " + pointsWords(prisonerDelta));
        }
        out.add(rule + ": in all " + pointsWords(marginDifference) + " against territory counting");
    }

    /** e.g. {@code 6 points toward White}. */
    private static String pointsWords(double d) {
        if (d == 0) return "no difference";
        double a = Math.abs(d);
        return RuleSet.format(a) + (a == 1 ? " point" : " points") + " toward " + (d > 0 ? "Black" : "White");
    }

    private static Player owner(int code) {
        return code == 1 ? Player.BLACK : Player.WHITE;
    }
}
