package org.shinpan.api;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.GraphText;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.PositionText;
import org.shinpan.board.SuicideRule;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.Certificate;
import org.shinpan.hypo.FinalPosition;
import org.shinpan.hypo.HypotheticalSolver;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.J2003Judge;
import org.shinpan.hypo.LazySolver;
import org.shinpan.hypo.Scoring;
import org.shinpan.hypo.StringVerdict;
import org.shinpan.io.InputException;
import org.shinpan.io.Warning;
import org.shinpan.rules.Counting;
import org.shinpan.rules.GameEnd;
import org.shinpan.rules.GameRecord;
import org.shinpan.rules.KoRule;
import org.shinpan.rules.LifeAndDeathJudge;
import org.shinpan.rules.MoveVerdict;
import org.shinpan.rules.Outcome;
import org.shinpan.rules.Replay;
import org.shinpan.rules.ReplayReport;
import org.shinpan.rules.RuleSet;
import org.shinpan.rules.ScoringRule;
import org.shinpan.rules.SgfRecordReader;
import org.shinpan.rules.Violation;
import org.shinpan.sgf.SgfGame;
import org.shinpan.sgf.SgfParser;
import org.shinpan.tsumego.Tsumego;

/**
 * Shinpan for programs that embed it: read a position, analyse a final position, solve a
 * life-and-death problem, replay a game.
 * Every method is thread-safe (nothing is shared between calls) and returns immutable values.
 *
 * <pre>{@code
 * Position p = Diagram.parse("""
 *         . O . .
 *         O O O O
 *         . O . X
 *         """);
 * Analysis a = Shinpan.analyze(p, RuleSet.J2003);
 * a.result();                         // "W+7"
 * a.statusAt("D1").get().status();    // DEAD
 * }</pre>
 *
 * <p>Bad files throw {@link InputException} naming the file and what is wrong (and, for syntax,
 * the line and column); bad arguments throw {@link IllegalArgumentException}, and a null argument
 * a {@link NullPointerException} naming it.
 */
public final class Shinpan {
    private Shinpan() {}

    // ---------------------------------------------------------------- reading

    /**
     * Reads a position file: SGF (the text starts with {@code (}; the end of the first game's main
     * line, or the position after the two passes that ended the game if the record goes on after
     * them, with a warning), a graph file (its first statement is {@code locations} or {@code edge}) or a diagram.
     * A record's moves are played with suicide prohibited, as J2003 and territory counting have it
     * ({@link #read(Path, RuleSet)} reads them under another rule set's).
     *
     * @throws InputException for a missing, unreadable or malformed file
     */
    public static Game read(Path file) {
        return read(file, RuleSet.J2003);
    }

    /**
     * Reads a position file as {@link #read(Path)} does, a record's moves played under
     * {@code rules}' suicide rule: under Tromp–Taylor a suicide of several stones is a legal move
     * (seed 004), and the game it is in is then no J2003 game ({@link Game#notJ2003Game}).
     *
     * @throws InputException for a missing, unreadable or malformed file
     */
    public static Game read(Path file, RuleSet rules) {
        return readWithStones(file, rules).game();
    }

    /**
     * A file as {@link #read(Path, RuleSet)} reads it, with where a diagram or graph file writes each
     * stone (empty for SGF): the entries that read a file themselves refuse a string without liberty
     * at its stone's line and column, as the command line does ({@link #refuseAStringWithoutLiberty}).
     */
    private record ReadFile(Game game, Optional<PositionText> stones) {}

    private static ReadFile readWithStones(Path file, RuleSet rules) {
        java.util.Objects.requireNonNull(file, "file");
        return parseWithStones(SgfParser.decode(bytes(file)), file.toString(), rules);
    }

    /**
     * Refuses the position of {@code read}, a diagram or graph file, if a string of it has no
     * liberty: {@code before + "the string at X has no liberty"} at the line and column where the
     * file writes X, the string's first location (its first stone in a diagram's reading order), as
     * the command line names it (docs/formats.md). An SGF position is left to the caller's checks.
     *
     * @throws InputException for such a string
     */
    private static void refuseAStringWithoutLiberty(ReadFile read, String before) {
        Position p = read.game().position();
        int bad = p.firstStringWithoutLiberty();
        if (bad >= 0 && read.stones().isPresent()) {
            throw read.stones().get().refusalAt(bad, before + "the string at " + p.graph().label(bad) + " has no liberty");
        }
    }

    /**
     * Reads the text of a position file (SGF, graph or diagram) held in memory, as {@link #read(Path,
     * RuleSet)} reads a file; {@code source} names it in errors and warnings.
     *
     * @throws InputException for a malformed text
     */
    public static Game parse(String text, String source, RuleSet rules) {
        return parseWithStones(text, source, rules).game();
    }

    private static ReadFile parseWithStones(String text, String source, RuleSet rules) {
        java.util.Objects.requireNonNull(rules, "rules");
        // a byte-order mark read as a character, as a file's is dropped
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        if (text.isBlank()) {
            throw new InputException(source, "the file is empty: neither an SGF game nor a diagram");
        }
        if (SgfParser.isSgfText(text)) {
            List<String> afterTheEnd = new ArrayList<>();
            SgfGame game = org.shinpan.rules.AlternatingSequenceCheck.readToTheEnd(text, source, rules.suicideRule(),
                    afterTheEnd);
            List<String> warnings = new ArrayList<>();
            for (Warning w : game.warnings()) warnings.add(w.toString());
            warnings.addAll(afterTheEnd);
            var finding = org.shinpan.rules.AlternatingSequenceCheck.of(game, source, game.moveCount());
            // the final-position: where the game ended (J2003 Definitions 1 and 2); the moves and
            // set-up the record has after it are not carried out, as replay does not
            var end = org.shinpan.rules.AlternatingSequenceCheck.end(game, finding, game.moveCount());
            for (String w : end.warnings()) warnings.add(new Warning(source, 0, 0, w).toString());
            int moves = end.moves();
            int difference = game.startPrisonerDifference();
            Optional<String> notJ2003 = finding.refusal();
            for (var m : game.moves()) {
                if (m.number() > moves) break;
                difference += m.player() == Player.BLACK ? m.captures() : -m.captures();
                if (m.suicided() > 0 && notJ2003.isEmpty()) {
                    // J2003 prohibits suicide (Alternating-sequence): a record with one is no J2003 game
                    notJ2003 = Optional.of("illegal move " + m.number() + " (" + m.player().letter() + " "
                            + game.graph().label(m.loc()) + "): suicide, which J2003 prohibits (read under "
                            + rules.name() + ")");
                }
            }
            return new ReadFile(new Game(source, end.position(), moves, difference, game.info().komi(),
                    game.info().result(), game.info().rules(), warnings, notJ2003, game.moveCount()), Optional.empty());
        }
        PositionText read = GraphText.isGraphText(text) ? GraphText.read(text, source) : Diagram.read(text, source);
        return new ReadFile(new Game(source, read.position(), 0, 0, OptionalDouble.empty(), Optional.empty(),
                Optional.empty(), List.of()), Optional.of(read));
    }

    private static byte[] bytes(Path file) {
        return org.shinpan.io.InputFiles.read(file.toString(), file.toString());
    }

    // ---------------------------------------------------------------- life-and-death problems

    /**
     * Solves a life-and-death problem (docs/tsumego.md) under J2003: the target with each side
     * moving first, every first move with its class, whether a side hangs on a ko and whose ko
     * threats it needs, and a seki on the status line.
     *
     * @param problem the problem's stones on an otherwise open grid board
     * @param target  a stone of the target string (a vertex such as {@code "B2"}), or null for the
     *                largest string of the colour being surrounded (docs/tsumego.md, step 2)
     * @param limits  its {@code maxStates}, {@code tableMib} and {@code timeLimit}; the area bound is
     *                {@link Tsumego#DEFAULT_MAX_EMPTY} ({@code maxEmpty} and {@code areaStates} bound
     *                the analysis of final positions, not a problem)
     * @throws IllegalArgumentException for an empty board, a board that is not a grid, a string
     *                                  without liberty, a target that is not a stone or is a stone of
     *                                  the surrounding colour's wall (docs/tsumego.md, step 2), or a
     *                                  problem area with more than
     *                                  {@link Tsumego#DEFAULT_MAX_EMPTY} empty intersections
     */
    public static Tsumego tsumego(Position problem, String target, Limits limits) {
        int loc = -1;
        if (target != null) {
            loc = problem.graph().parseLocation(target);
            if (!problem.occupant(loc).isStone()) {
                throw new IllegalArgumentException(target + " is empty: the target must be a stone");
            }
        }
        return Tsumego.solve(problem, loc, -1,
                limits.solverLimits(), null);
    }

    /**
     * Solves the problem in {@code file}: an SGF's position before the first move of its main line
     * (problem collections write the problem as setup and its solution as moves and variations),
     * its target marked there ({@code TR}, {@code SQ}, {@code CR} or {@code MA} on a stone of the
     * last node before that move) or chosen as by {@link #tsumego(Position, String, Limits)} with
     * no target; a diagram or graph file as it stands. A file {@code tsumego --sgf} wrote is read
     * without the frame it lists ({@code SHFR}), as the problem that was solved.
     *
     * @throws InputException for a bad file or a problem that cannot be solved as given, naming the file
     *     (a string without liberty in a diagram at the line and column of its first stone)
     */
    public static Tsumego tsumego(Path file, Limits limits) {
        String source = file.toString();
        String text = SgfParser.decode(bytes(file));
        Position position;
        int target = -1;
        if (SgfParser.isSgfText(text)) {
            SgfGame sgf = SgfGame.parse(text, source, SuicideRule.PROHIBITED, 0);
            position = sgf.withoutShinpanFrame(sgf.finalPosition()); // a tsumego --sgf file: its problem
            try {
                target = Tsumego.markedTarget(position, sgf.markedPoints());
            } catch (IllegalArgumentException e) {
                throw new InputException(source, e.getMessage());
            }
        } else {
            ReadFile read = readWithStones(file, RuleSet.J2003);
            position = read.game().position();
            // Tsumego.solve refuses it too, without the line: a graph that is no grid first, as it does
            if (position.graph().isGrid()) refuseAStringWithoutLiberty(read, "");
        }
        try {
            return tsumego(position, target < 0 ? null : position.graph().label(target), limits);
        } catch (IllegalArgumentException e) {
            throw new InputException(source, e.getMessage());
        }
    }

    // ---------------------------------------------------------------- final positions

    /** {@link #analyze(Position, RuleSet, int, Limits)} with no prisoners and the default limits. */
    public static Analysis analyze(Position position, RuleSet rules) {
        return analyze(position, rules, 0, Limits.DEFAULT);
    }

    /**
     * Analyses a file's position as a final position under J2003, with the file's {@code KM} as
     * komi (beside the result) and the prisoner-difference counted from its moves.
     *
     * @throws InputException for a bad file or a string without liberty (in a diagram or graph file
     *     at the line and column of its first stone)
     */
    public static Analysis analyze(Path file) {
        ReadFile read = readWithStones(file, RuleSet.J2003);
        refuseAStringWithoutLiberty(read, "not a final position: ");
        Game game = read.game();
        return analyze(game, RuleSet.J2003.withKomi(game.komi().orElse(0)), Limits.DEFAULT);
    }

    /**
     * Analyses {@code game}'s position under {@code rules} with its prisoner-difference.
     *
     * @throws InputException naming the file for a string without liberty, and
     *     under J2003 scoring for moves that are no J2003 alternating-sequence
     *     ({@link Game#notJ2003Game}: an illegal ko retake, or a long cycle that ended the game), and
     *     for a pass that direct-ko excludes where the record goes on after it
     */
    public static Analysis analyze(Game game, RuleSet rules, Limits limits) {
        if (rules.scoringRule() == ScoringRule.J2003 && game.notJ2003Game().isPresent()) {
            throw new InputException(game.source(), game.notJ2003Game().get());
        }
        Analysis a;
        try {
            a = analyze(game.position(), rules, game.prisonerDifference(), limits);
        } catch (IllegalArgumentException e) {
            throw new InputException(game.source(), e.getMessage());
        }
        if (rules.scoringRule() == ScoringRule.J2003 && !a.isFinal() && game.moves() < game.recordMoves()) {
            // the pass taken for the end is one direct-ko excludes, and the record goes on: an
            // illegal pass, refused as analyze refuses it (and as a basic-ko retake is)
            throw new InputException(game.source(), org.shinpan.rules.AlternatingSequenceCheck.directKoAtTheEnd(
                    game.moves(), a.note(), game.recordMoves()));
        }
        return a;
    }

    /**
     * Analyses {@code position} as the final position of a game under {@code rules}.
     *
     * <ul>
     *   <li>J2003 scoring: the hypothetical-analysis of every string, J2003 territory and score,
     *       the result, and the result with komi;
     *   <li>territory scoring: the dead stones from the same analysis, then territory counting;
     *   <li>area scoring: every stone counts as it stands (no life and death needed).
     * </ul>
     *
     * @param prisonerDifference white stones minus black stones removed during the game (territory
     *                           scoring counts the difference only, which is all a margin needs)
     * @throws IllegalArgumentException for a string without liberty, or the LJ and
     *     Lasker–Maas rule sets, whose final positions need their whole game (use {@link #replay})
     */
    public static Analysis analyze(Position position, RuleSet rules, int prisonerDifference, Limits limits) {
        Graph g = position.graph();
        int bad = position.firstStringWithoutLiberty();
        if (bad >= 0) {
            throw new IllegalArgumentException("not a final position: the string at " + g.label(bad) + " has no liberty");
        }
        if (rules.scoringRule() == ScoringRule.AREA) {
            String board = board(g);
            Counting.Counts c = Counting.area(position);
            double margin = c.black().total() - c.white().total() - rules.komi();
            int[] owner = Counting.regionOwners(position);
            // dame: the empty points whose region reaches both colours (or none), which count for nobody
            List<String> dame = new ArrayList<>();
            for (int loc = 0; loc < owner.length; loc++) {
                if (position.isEmpty(loc) && owner[loc] == 0) dame.add(g.label(loc));
            }
            return new Analysis(rules, board, List.of(), List.of(), regionOf(g, owner, 1), regionOf(g, owner, 2),
                    dame, List.of(), prisonerDifference, OptionalDouble.of(margin), Outcome.resultOf(margin),
                    Optional.empty(), true, "");
        }
        if (rules.scoringRule() != ScoringRule.J2003 && rules.scoringRule() != ScoringRule.TERRITORY) {
            throw new IllegalArgumentException("the rule set " + rules + " scores by " + rules.scoringRule().word()
                    + ", which a final position alone does not decide: replay the whole game");
        }
        if (rules.scoringRule() == ScoringRule.TERRITORY) {
            // the dead stones of territory counting: J2003's, with the plain dame filled first
            // (TerritoryDeadStones); the count is of the position as it stands
            org.shinpan.hypo.DameFilling.Result f = org.shinpan.hypo.DameFilling.fill(position);
            return analysis(position, j2003(f.position(), prisonerDifference, limits), f.fills(), rules);
        }
        return analysis(j2003(position, prisonerDifference, limits), rules);
    }

    /**
     * A J2003 analysis computed before, as the {@link Analysis} of {@code rules}: J2003 scoring, or
     * territory counting with the analysis' dead stones; its prisoner-difference is used.
     *
     * @throws IllegalArgumentException for a rule set that does not score by J2003 or territory
     */
    public static Analysis analysis(HypotheticalAnalysis.Result r, RuleSet rules) {
        return analysis(r.position().position(), r, List.of(), rules);
    }

    /**
     * The same for {@code position}, of which {@code r} analyses the position with the dame
     * {@code fills} filled (none: {@code position} itself; {@code DameFilling.fill}): the statuses
     * are {@code r}'s, each string named by its stones of {@code position}; territory counting
     * counts {@code position}, with the dead stones of {@code r} (as {@code analyze(position,
     * territory, ...)} does, docs/rulesets.md).
     *
     * @throws IllegalArgumentException for a rule set that does not score by J2003 or territory
     */
    public static Analysis analysis(Position position, HypotheticalAnalysis.Result r,
            List<org.shinpan.hypo.DameFilling.Fill> fills, RuleSet rules) {
        if (rules.scoringRule() != ScoringRule.J2003 && rules.scoringRule() != ScoringRule.TERRITORY) {
            throw new IllegalArgumentException("a J2003 analysis scores by j2003 or territory, not "
                    + rules.scoringRule().word());
        }
        Graph g = position.graph();
        int prisonerDifference = r.prisonerDifference();
        String board = board(g);
        List<Analysis.StringStatus> strings = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        boolean[] dead = new boolean[g.size()];
        List<String> deadStones = new ArrayList<>();
        org.shinpan.board.Board koBoard = new org.shinpan.board.Board(r.position().position(),
                org.shinpan.board.SuicideRule.PROHIBITED);
        for (StringVerdict v : r.verdicts()) {
            Certificate c = v.certificate();
            // a filled dame is no stone of the position
            IntList stones = v.string().stones().select(loc -> !position.isEmpty(loc));
            strings.add(new Analysis.StringStatus(v.string().player(), labels(g, stones), v.status(),
                    c == null ? "" : c.principalSequence(g), v.note(), v.bound(), Optional.ofNullable(v.alive()),
                    org.shinpan.hypo.Ko.isKoStone(koBoard, v.string().anchor())));
            if (v.status() == Capturability.UNKNOWN) notes.add(v.string().describe(g) + ": " + v.note());
            if (v.status() == Capturability.DEAD) stones.forEach(loc -> dead[loc] = true);
        }
        for (int loc = 0; loc < g.size(); loc++) {
            if (dead[loc]) deadStones.add(g.label(loc));
        }
        String note = notes.isEmpty() ? "" : "unknown: " + String.join("; ", notes);
        if (!fills.isEmpty()) {
            String filled = "dead stones judged " + org.shinpan.hypo.TerritoryDeadStones.fillNote(g, fills);
            note = note.isEmpty() ? filled : filled + "; " + note;
        }
        if (!r.isFinal()) {
            // Territory counting has no direct-ko rule: a position J2003 finds not final is counted as it stands.
            note = (note.isEmpty() ? "" : note + "; ") + (rules.scoringRule() == ScoringRule.TERRITORY
                    ? "J2003 finds it not final (" + r.notFinalReason() + "); territory counting counts it as it stands"
                    : "not final: " + r.notFinalReason());
        }
        Scoring.Result sc = r.scoring();
        boolean known = sc != null;
        List<String> none = List.of();
        if (rules.scoringRule() == ScoringRule.TERRITORY) {
            if (!known) {
                return new Analysis(rules, board, strings, none, none, none, none, none, prisonerDifference,
                        OptionalDouble.empty(), "unknown", Optional.empty(), true, note);
            }
            Counting.Counts c = Counting.territory(position, dead, Math.max(prisonerDifference, 0),
                    Math.max(-prisonerDifference, 0));
            double margin = c.black().total() - c.white().total() - rules.komi();
            int[] owner = Counting.regionOwners(withoutDead(position, dead));
            // dame: the empty points that count for nobody (their region, dead stones off, reaches both colours)
            List<String> dame = new ArrayList<>();
            for (int loc = 0; loc < g.size(); loc++) {
                if (position.isEmpty(loc) && owner[loc] == 0) dame.add(g.label(loc));
            }
            return new Analysis(rules, board, strings, deadStones, regionOf(g, owner, 1), regionOf(g, owner, 2),
                    dame, none, prisonerDifference, OptionalDouble.of(margin), Outcome.resultOf(margin),
                    Optional.empty(), true, note);
        }
        if (!known) {
            // the proven dead stones stand; territory and the rest wait for the unknown statuses
            return new Analysis(rules, board, strings, deadStones, none, none, none, none, prisonerDifference,
                    OptionalDouble.empty(), r.result(), Optional.empty(), r.isFinal(), note);
        }
        return new Analysis(rules, board, strings, deadStones, labels(g, sc.territoryOf(Player.BLACK)),
                labels(g, sc.territoryOf(Player.WHITE)), labels(g, sc.dame()), labels(g, sc.sekiPoints()),
                prisonerDifference, OptionalDouble.of(sc.score()), r.result(),
                // a position that is not final has no result, with komi or without
                Optional.of(r.isFinal() ? HypotheticalAnalysis.resultOf(sc.score() - rules.komi()) : r.result()),
                r.isFinal(), note);
    }

    /**
     * The J2003 hypothetical-analysis itself, for programs that want its certificates whole. A
     * position with more empty intersections than {@code limits.maxEmpty()} is not searched: only
     * Benson's pass-alive strings and the small tests of enclosed areas (docs/j2003.md, "Enclosed
     * areas") decide, every other string is unknown.
     *
     * @throws IllegalArgumentException for a string without liberty
     */
    public static HypotheticalAnalysis.Result j2003(Position position, int prisonerDifference, Limits limits) {
        Graph g = position.graph();
        int empty = g.size() - position.stoneCount(Player.BLACK) - position.stoneCount(Player.WHITE);
        LazySolver lazy = new LazySolver(limits.solverLimits())
                .withAreaStates(limits.areaStates());
        // Over the limit, the enclosed areas' small tests still run; the searches do not.
        HypotheticalSolver solver = empty <= limits.maxEmpty() ? lazy : lazy.withoutSearch(
                empty + " empty intersections, more than the " + limits.maxEmpty() + " the search is offered",
                limits.maxEmpty());
        return HypotheticalAnalysis.analyze(new FinalPosition(position), solver, prisonerDifference);
    }

    private static String board(Graph g) {
        return g.isGrid() ? g.width() + "x" + g.height() : "graph of " + g.size() + (g.size() == 1 ? " location" : " locations");
    }

    private static Position withoutDead(Position p, boolean[] dead) {
        Position q = p;
        for (int loc = 0; loc < dead.length; loc++) {
            if (dead[loc]) q = q.with(loc, Occupant.EMPTY);
        }
        return q;
    }

    private static List<String> regionOf(Graph g, int[] owner, int code) {
        List<String> list = new ArrayList<>();
        for (int loc = 0; loc < owner.length; loc++) {
            if (owner[loc] == code) list.add(g.label(loc));
        }
        return list;
    }

    private static List<String> labels(Graph g, IntList locs) {
        List<String> list = new ArrayList<>();
        locs.forEach(loc -> list.add(g.label(loc)));
        return list;
    }

    // ---------------------------------------------------------------- whole games

    /**
     * Replays the SGF game {@code file} under {@code rules} (the record's {@code KM} and {@code HA}
     * replace the rule set's komi and handicap when present), judging every move, and counts the result; the dead stones
     * of territory counting and J2003's score come from the J2003 analysis with the default limits.
     *
     * @throws InputException for a bad file
     * @throws IllegalArgumentException for the LJ and Lasker–Maas rule sets, which the command line's
     *     {@code replay} referees (their records carry more than moves)
     */
    public static Replayed replay(Path file, RuleSet rules) {
        return replay(file, rules, Limits.DEFAULT);
    }

    /**
     * The same, the J2003 analysis behind territory counting's dead stones and J2003's score
     * bounded by {@code limits} (what it cannot decide within them leaves the result unknown).
     */
    public static Replayed replay(Path file, RuleSet rules, Limits limits) {
        java.util.Objects.requireNonNull(file, "file");
        return replay(SgfParser.decode(bytes(file)), file.toString(), rules, limits);
    }

    /**
     * The same for an SGF record's text held in memory; {@code source} names it in errors.
     */
    public static Replayed replay(String sgf, String source, RuleSet rules, Limits limits) {
        java.util.Objects.requireNonNull(sgf, "sgf");
        java.util.Objects.requireNonNull(rules, "rules");
        java.util.Objects.requireNonNull(limits, "limits");
        if (rules.koRule() == KoRule.LJ || rules.koRule() == KoRule.SAME_PLAYER_SUPERKO) {
            throw new IllegalArgumentException("Shinpan.replay referees tromp-taylor, tromp-taylor-7a, j2003 and "
                    + "territory; for " + rules.name() + " use the command line: shinpan replay FILE --rules "
                    + rules.name());
        }
        GameRecord record = SgfRecordReader.read(sgf, source);
        RuleSet used = record.komi().isPresent() ? rules.withKomi(record.komi().getAsDouble()) : rules;
        // the record's HA as the command line takes it: Black's first moves are his placements
        if (record.handicap() != 0) used = used.withHandicap(record.handicap());
        LifeAndDeathJudge judge = J2003Judge.forScoring(used.scoringRule(), limits.maxStates(), limits.tableMib(),
                limits.timeLimit(), limits.maxEmpty());
        ReplayReport report = Replay.run(record, used, Replay.OnIllegal.STOP, judge, Optional.empty());
        Graph g = record.graph();
        List<Replayed.IllegalMove> illegal = new ArrayList<>();
        for (MoveVerdict v : report.illegalMoves()) {
            List<String> rulesBroken = new ArrayList<>();
            for (Violation x : v.violations()) rulesBroken.add(x.rule().word() + ": " + x.detail());
            illegal.add(new Replayed.IllegalMove(v.number(), GameRecord.describe(g, v.player(), v.move()), rulesBroken));
        }
        Outcome o = report.outcome();
        return new Replayed(used, record.moves().size(), illegal, report.end().map(GameEnd::describe),
                o.result(), o.resultWithKomi(), o.explanation(),
                report.deadStones().map(locs -> labels(g, locs)).orElse(List.of()));
    }
}
