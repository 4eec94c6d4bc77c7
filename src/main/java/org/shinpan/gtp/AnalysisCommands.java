package org.shinpan.gtp;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.api.Analysis;
import org.shinpan.api.Limits;
import org.shinpan.api.Shinpan;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.Agreement;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.Certificate;
import org.shinpan.hypo.CertificateCheck;
import org.shinpan.hypo.DameFilling;
import org.shinpan.hypo.FinalPosition;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.HypotheticalSolver;
import org.shinpan.hypo.LazySolver;
import org.shinpan.hypo.Scoring;
import org.shinpan.hypo.SolverLimits;
import org.shinpan.hypo.StringVerdict;
import org.shinpan.rules.RuleSet;
import org.shinpan.rules.ScoringRule;

/**
 * The commands that referee the position as a J2003 final-position (J2003 v35a, "Life and Death",
 * Definitions 3, "Result"), by {@link HypotheticalAnalysis} with the {@link LazySolver}.
 *
 * <ul>
 *   <li>GTP's {@code final_score} (with the komi; {@code 0} for a draw) and
 *       {@code final_status_list alive|dead|seki} (also {@code black_territory},
 *       {@code white_territory}, {@code dame}, as GNU Go offers them);
 *   <li>Shinpan's {@code j2003_status}, {@code j2003_result}, {@code j2003_score},
 *       {@code j2003_final}, {@code j2003_certificate}, {@code j2003_certificate_check},
 *       {@code j2003_prisoners};
 *   <li>the solver's limits {@code shinpan_max_states}, {@code shinpan_table_mib},
 *       {@code shinpan_time_limit}, {@code shinpan_max_empty} and {@code shinpan_area_states};
 *   <li>{@code shinpan_fill_dame on|off}: the J2003 analysis of the position with its plain dame
 *       filled first ({@code analyze --fill-dame}; docs/j2003.md, "Filling dame"), off by default;
 *   <li>{@code shinpan_rules} (which rule set {@code final_score}, {@code final_status_list} and
 *       {@code shinpan_analyze} count by: J2003, territory counting or area; LJ and Lasker–Maas
 *       need the whole game and are refused) and {@code shinpan_analyze} (the analysis as JSON).
 * </ul>
 *
 * <p>The analysis is cached: it is recomputed only when the position, the prisoner-difference or a
 * limit has changed. The time limit bounds one whole analysis.
 */
final class AnalysisCommands {
    /** The default time limit of one analysis, in seconds. */
    static final long DEFAULT_TIME_LIMIT_SECONDS = 300;

    private final GameState game;
    private long maxStates = SolverLimits.DEFAULT_MAX_STATES;
    private long tableMib = SolverLimits.DEFAULT_TABLE_MIB;
    private long timeLimitSeconds = DEFAULT_TIME_LIMIT_SECONDS;
    /**
     * Positions with more empty intersections get no whole-board search (Long.MAX_VALUE: no bound);
     * by default the bound of {@code analyze}, the API and {@code batch}.
     */
    private long maxEmpty = org.shinpan.api.Limits.DEFAULT.maxEmpty();
    /** The states of one test on an area ({@link LazySolver#withAreaStates}). */
    private long areaStates = LazySolver.AREA_STATES_BY_BOARD;
    /** The rule set {@code final_score}, {@code final_status_list} and {@code shinpan_analyze} count by. */
    private String rulesName = "j2003";
    /** Whether the J2003 analysis is of the position with its plain dame filled first ({@link DameFilling}). */
    private boolean fillDame;
    /** What a cached analysis was computed from. */
    private record Key(Position position, int prisonerDifference, long maxStates, long tableMib,
            long timeLimitSeconds, long maxEmpty, long areaStates, boolean fillDame) {}

    /**
     * An analysis and the dame it filled, in order (none unless its key fills them): its stones on
     * points that are empty on the board.
     */
    private record Cached(HypotheticalAnalysis.Result result, List<DameFilling.Fill> fills) {}

    /**
     * The analyses last computed, two at most: J2003's own ({@code j2003_*}) and the one the chosen
     * rule set counts with (territory counting's, of the filled position), which a session may ask
     * for in turn.
     */
    private final Map<Key, Cached> cache = new java.util.LinkedHashMap<>(4, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Cached> eldest) {
            return size() > 2;
        }
    };

    /** What the cached tsumego was solved from: the target by its string's least intersection. */
    private record TsumegoKey(Position position, int target, Player koMaster, long maxStates, long tableMib,
            long timeLimitSeconds) {}

    private TsumegoKey tsumegoKey;
    private org.shinpan.tsumego.Tsumego tsumego;
    private int analyses;

    AnalysisCommands(GameState game) {
        this.game = game;
    }

    void registerIn(GtpEngine engine) {
        engine.register("final_score", this::finalScore);
        engine.register("final_status_list", this::finalStatusList);
        engine.register("j2003_status", this::status);
        engine.register("j2003_result", c -> {
            c.checkArgCount(0);
            return analysis().result();
        });
        engine.register("j2003_score", c -> {
            c.checkArgCount(0);
            Integer score = analysis().score();
            return score == null ? "unknown" : score.toString();
        });
        engine.register("j2003_final", c -> {
            c.checkArgCount(0);
            // false is proven (a capturable-3 string); true only when every status is known
            Boolean known = analysis().finalIfKnown();
            return known == null ? "unknown" : String.valueOf(known);
        });
        engine.register("j2003_certificate", this::certificate);
        engine.register("j2003_certificate_check", this::certificateCheck);
        engine.register("j2003_agreed_score", this::agreedScore);
        engine.register("j2003_prisoners", this::prisoners);
        engine.register("shinpan_max_states", this::maxStates);
        engine.register("shinpan_table_mib", this::tableMib);
        engine.register("shinpan_time_limit", this::timeLimit);
        engine.register("shinpan_max_empty", this::maxEmpty);
        engine.register("shinpan_area_states", this::areaStates);
        engine.register("shinpan_rules", this::rules);
        engine.register("shinpan_fill_dame", this::fillDame);
        engine.register("shinpan_analyze", this::analyzeJson);
        engine.register("shinpan_tsumego", this::tsumego);
        engine.register("shinpan_tsumego_ko", this::tsumegoKo);
        engine.register("lj_control", this::ljControl);
        engine.register("shinpan_gfx", this::gfx);
        engine.register("gogui-analyze_commands", c -> {
            c.checkArgCount(0);
            return GOGUI_ANALYZE_COMMANDS;
        });
    }

    /**
     * The answer to {@code gogui-analyze_commands}: the commands GoGui offers in its analyze menu,
     * one per line as {@code type/label/command}, {@code %p} standing for a point the user picks.
     */
    static final String GOGUI_ANALYZE_COMMANDS = String.join("\n",
            "gfx/J2003 statuses and territory/shinpan_gfx",
            "string/J2003 status of a string/j2003_status %p",
            "hstring/J2003 certificate of a string/j2003_certificate %p",
            "string/J2003 certificate of a string, checked against the rules' game/j2003_certificate_check %p",
            "string/J2003 result/j2003_result",
            "string/Final score (komi included)/final_score",
            "plist/Dead stones/final_status_list dead",
            "plist/Stones in seki/final_status_list seki",
            "string/Tsumego: the string at a point, attacker first/shinpan_tsumego %p attacker",
            "string/Tsumego: the string at a point, defender first/shinpan_tsumego %p defender");

    /**
     * {@code shinpan_gfx}: the J2003 analysis as GoGui graphics. {@code MARK}: stones of dead
     * strings; {@code CIRCLE}: stones of strings whose life is unknown; {@code SQUARE}: stones of
     * alive strings in in-seki regions; {@code BLACK} and {@code WHITE}: each player's territory
     * (when every status is known); {@code TEXT}: the result, or how many strings are unknown.
     */
    private String gfx(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0);
        HypotheticalAnalysis.Result r = analysis();
        Graph g = game.graph();
        Scoring.Result s = r.scoring();
        boolean[] inSeki = new boolean[g.size()];
        if (s != null) s.sekiPoints().forEach(loc -> inSeki[loc] = true);
        MutableIntList dead = IntLists.mutable.empty();
        MutableIntList unknown = IntLists.mutable.empty();
        MutableIntList seki = IntLists.mutable.empty();
        int unknownStrings = 0;
        for (StringVerdict v : r.verdicts()) {
            Boolean alive = v.alive(); // known for some strings of unknown class (a permanent-stone miai)
            if (alive == null) unknownStrings++;
            v.string().stones().forEach(loc -> {
                if (game.position().isEmpty(loc)) return; // a filled dame is no stone of the board
                if (alive == null) {
                    unknown.add(loc);
                } else if (!alive) {
                    dead.add(loc);
                } else if (inSeki[loc]) {
                    seki.add(loc);
                }
            });
        }
        List<String> lines = new ArrayList<>();
        addGfx(lines, "MARK", g, dead);
        addGfx(lines, "CIRCLE", g, unknown);
        addGfx(lines, "SQUARE", g, seki);
        if (s != null) {
            addGfx(lines, "BLACK", g, s.territoryOf(Player.BLACK));
            addGfx(lines, "WHITE", g, s.territoryOf(Player.WHITE));
        }
        String text = unknownStrings > 0
                ? "J2003: " + unknownStrings + (unknownStrings == 1 ? " string" : " strings") + " unknown"
                : r.isFinal() ? "J2003: " + r.result() : "J2003: not a final-position: " + r.notFinalReason();
        lines.add("TEXT " + text);
        return String.join("\n", lines);
    }

    private static void addGfx(List<String> lines, String command, Graph g, IntList locs) {
        if (!locs.isEmpty()) lines.add(command + " " + labels(g, locs.toSortedList()));
    }

    /** How many analyses have been computed (not taken from the cache); for tests. */
    int analysesComputed() {
        return analyses;
    }

    /**
     * The J2003 analysis of the current position ({@code j2003_*}, {@code shinpan_gfx}): of the
     * position as it stands, or with its plain dame filled under {@code shinpan_fill_dame}, whatever
     * the chosen rule set.
     */
    private HypotheticalAnalysis.Result analysis() {
        return analysis(fillDame).result();
    }

    /**
     * The analysis the chosen rule set counts with ({@code final_score}, {@code final_status_list},
     * {@code shinpan_analyze}): territory counting judges its dead stones with the plain dame filled
     * (TerritoryDeadStones).
     */
    private Cached counting() {
        return analysis(fillDame || RuleSet.preset(rulesName).map(r -> r.scoringRule() == ScoringRule.TERRITORY)
                .orElse(false));
    }

    /** The analysis of the current position, with its dame filled or not, from the cache when nothing it rests on has changed. */
    private Cached analysis(boolean fill) {
        Key key = new Key(game.position(), game.prisonerDifference(), maxStates, tableMib, timeLimitSeconds,
                maxEmpty, areaStates, fill);
        Cached hit = cache.get(key);
        if (hit != null) return hit;
        Position p = game.position();
        List<DameFilling.Fill> fills = List.of();
        if (fill) {
            DameFilling.Result fd = DameFilling.fill(p);
            p = fd.position();
            fills = fd.fills();
        }
        long empty = p.graph().size() - p.stoneCount(Player.BLACK) - p.stoneCount(Player.WHITE);
        LazySolver lazy = new LazySolver(solverLimits()).withAreaStates(areaStates);
        HypotheticalSolver solver = empty <= maxEmpty ? lazy : lazy.withoutSearch(empty
                + " empty intersections, more than the " + maxEmpty
                + " the search is offered (shinpan_max_empty): only Benson's analysis, enclosed areas and sealed"
                + " areas of at most " + maxEmpty + " empty intersections decide", (int) maxEmpty);
        Cached computed = new Cached(HypotheticalAnalysis.analyze(new FinalPosition(p), solver, game.prisonerDifference()),
                fills);
        cache.put(key, computed);
        analyses++;
        return computed;
    }

    /** The scoring, or a failure naming the first string whose status is unknown. */
    private Scoring.Result scoring(HypotheticalAnalysis.Result r, String failure) throws GtpFailure {
        if (r.scoring() != null) {
            return r.scoring();
        }
        Graph g = game.graph();
        for (StringVerdict v : r.verdicts()) {
            if (v.alive() == null) {
                throw new GtpFailure(failure + ": the status of the " + v.string().describe(g) + " is unknown"
                        + (v.note().isEmpty() ? "" : " (" + v.note() + ")"));
            }
        }
        throw new GtpFailure(failure + ": the score is unknown");
    }

    /**
     * {@code final_score}: the J2003 score minus the komi, as {@code B+n}, {@code W+n} or {@code 0};
     * a failure for a position that cannot be final (direct-ko), which has no result.
     */
    private String finalScore(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0);
        if (!rulesName.equals("j2003")) {
            Analysis a = counted("cannot score");
            if (a.score().isEmpty()) {
                scoring(counting().result(), "cannot score"); // names the unknown string
                throw new GtpFailure("cannot score: the score is unknown");
            }
            double margin = a.score().getAsDouble();
            return gtpResult(margin);
        }
        HypotheticalAnalysis.Result r = analysis();
        if (!r.isFinal()) {
            throw new GtpFailure("cannot score: not a final-position: " + r.notFinalReason());
        }
        Scoring.Result s = scoring(r, "cannot score");
        if (r.finalIfKnown() == null) {
            // every string's life is known, but a ko-stone of unknown class might be capturable-3
            throw new GtpFailure("cannot score: whether the position is final is unknown (a ko-stone's class is unknown)");
        }
        double score = s.score() - game.komi();
        return gtpResult(score);
    }

    /**
     * {@code final_status_list STATUS}: the vertices of the stones with that status, one string to a
     * line (GTP v2's {@code vertex*&}, as GNU Go answers; the points of the other statuses on one line).
     * {@code alive}: stones of alive strings outside in-seki regions; {@code seki}: stones of alive
     * strings in in-seki regions; {@code dead}: stones of dead strings (J2003's statuses; under
     * territory counting a stone is dead or alive, none in seki; under area scoring every stone is
     * alive). {@code black_territory}, {@code white_territory},
     * {@code dame}: the points as the chosen rule set counts them.
     */
    private String finalStatusList(GtpCommand c) throws GtpFailure {
        c.checkArgCount(1);
        String status = c.arg(0).toLowerCase(Locale.ROOT);
        if (!List.of("alive", "dead", "seki", "black_territory", "white_territory", "dame").contains(status)) {
            throw new GtpFailure("syntax error: " + c.quoted(0)
                    + " is not a status (alive, dead, seki, black_territory, white_territory, dame)");
        }
        Graph g = game.graph();
        if (!rulesName.equals("j2003") && List.of("black_territory", "white_territory", "dame").contains(status)) {
            return countedPoints(status);
        }
        // refuses the rule sets a final position cannot decide; the stones' status needs no komi
        countingRules("cannot determine the status", false);
        if (isArea() && List.of("alive", "dead", "seki").contains(status)) {
            // every stone counts as it stands: all alive, none dead or in seki
            if (!status.equals("alive")) return "";
            List<IntList> strings = new ArrayList<>();
            for (int loc = 0; loc < g.size(); loc++) {
                // each string once, at its first stone
                if (game.position().occupant(loc).isStone() && game.position().stringAt(loc).stones().min() == loc) {
                    strings.add(game.position().stringAt(loc).stones());
                }
            }
            return stringLines(strings, loc -> true);
        }
        HypotheticalAnalysis.Result r = counting().result();
        switch (status) {
            case "alive":
            case "dead":
            case "seki": {
                if (!rulesName.equals("j2003")) {
                    // territory counting: a stone is dead (J2003's dead strings, the rule set's
                    // detection) or stays; points next to both colours are nobody's, listed by
                    // dame, and no string is "in seki" (J2003's in-seki regions, which take a
                    // territory beside an open dame away, are not this count's)
                    scoring(r, "cannot determine the status"); // names an unknown string
                    List<IntList> strings = new ArrayList<>();
                    if (!status.equals("seki")) {
                        for (StringVerdict v : r.verdicts()) {
                            if (v.alive() == status.equals("alive")) strings.add(v.string().stones());
                        }
                    }
                    return stringLines(strings, loc -> true);
                }
                Scoring.Result s = scoring(r, "cannot determine the status");
                boolean[] inSeki = new boolean[g.size()];
                s.sekiPoints().forEach(loc -> inSeki[loc] = true);
                List<IntList> strings = new ArrayList<>();
                boolean[] dead = new boolean[g.size()];
                for (StringVerdict v : r.verdicts()) {
                    strings.add(v.string().stones());
                    if (!v.alive()) v.string().stones().forEach(loc -> dead[loc] = true);
                }
                return stringLines(strings, loc -> status.equals("dead") ? dead[loc] : !dead[loc] && inSeki[loc] == status.equals("seki"));
            }
            case "black_territory":
                return labels(g, scoring(r, "cannot score").territoryOf(Player.BLACK));
            case "white_territory":
                return labels(g, scoring(r, "cannot score").territoryOf(Player.WHITE));
            case "dame": {
                // the dame the analysis filled are dame of the board as it stands
                MutableIntList dame = IntLists.mutable.withAll(scoring(r, "cannot score").dame());
                for (DameFilling.Fill f : counting().fills()) dame.add(f.loc());
                return labels(g, dame.sortThis());
            }
            default:
                throw new GtpFailure("syntax error: " + c.quoted(0)
                        + " is not a status (alive, dead, seki, black_territory, white_territory, dame)");
        }
    }

    private boolean isArea() {
        return RuleSet.preset(rulesName).orElseThrow().scoringRule() == ScoringRule.AREA;
    }

    /**
     * The strings' stones that {@code listed} takes, one string to a line (GTP v2's {@code vertex*&});
     * a filled dame is no stone of the board (shinpan_fill_dame), and a string with no stone listed
     * has no line.
     */
    private String stringLines(List<IntList> strings, java.util.function.IntPredicate listed) {
        Graph g = game.graph();
        List<String> lines = new ArrayList<>();
        for (IntList stones : strings) {
            List<String> vertices = new ArrayList<>();
            stones.forEach(loc -> {
                if (listed.test(loc) && !game.position().isEmpty(loc)) vertices.add(g.label(loc));
            });
            if (!vertices.isEmpty()) lines.add(String.join(" ", vertices));
        }
        return String.join("\n", lines);
    }

    /**
     * {@code final_status_list black_territory|white_territory|dame} under territory counting or
     * area scoring: each player's points as the rule set counts them, and the empty points that
     * count for nobody.
     */
    private String countedPoints(String status) throws GtpFailure {
        Analysis a = counted("cannot score");
        if (a.score().isEmpty()) {
            scoring(counting().result(), "cannot score"); // names the unknown string
            throw new GtpFailure("cannot score: the score is unknown");
        }
        if (!status.equals("dame")) {
            return String.join(" ", status.equals("black_territory") ? a.blackTerritory() : a.whiteTerritory());
        }
        Graph g = game.graph();
        List<String> dame = new ArrayList<>();
        for (int loc = 0; loc < g.size(); loc++) {
            String label = g.label(loc);
            if (game.position().isEmpty(loc) && !a.blackTerritory().contains(label)
                    && !a.whiteTerritory().contains(label)) {
                dame.add(label);
            }
        }
        return String.join(" ", dame);
    }

    /**
     * The position counted by the current rule set with the komi: J2003 and territory counting
     * from the cached J2003 analysis, area without one.
     *
     * @throws GtpFailure starting with {@code failure} for LJ and Lasker–Maas, or a string without liberty
     */
    private Analysis counted(String failure) throws GtpFailure {
        RuleSet rules = countingRules(failure);
        Position p = game.position();
        int bad = p.firstStringWithoutLiberty();
        if (bad >= 0) {
            throw new GtpFailure(failure + ": the string at " + game.graph().label(bad) + " has no liberty");
        }
        if (rules.scoringRule() != ScoringRule.AREA) {
            // under territory counting the statuses are of the filled position, the count of the board
            Cached c = counting();
            return rules.scoringRule() == ScoringRule.TERRITORY
                    ? Shinpan.analysis(game.position(), c.result(), c.fills(), rules)
                    : Shinpan.analysis(c.result(), rules);
        }
        return Shinpan.analyze(p, rules, game.prisonerDifference(), Limits.DEFAULT);
    }

    /**
     * The current rule set with the komi.
     *
     * @throws GtpFailure starting with {@code failure} for LJ and Lasker–Maas, whose results need the
     *     whole game, or a komi no rule set takes
     */
    private RuleSet countingRules(String failure) throws GtpFailure {
        return countingRules(failure, true);
    }

    /** {@link #countingRules(String)}, with the game's komi only if {@code withKomi} (GTP accepts any komi). */
    private RuleSet countingRules(String failure, boolean withKomi) throws GtpFailure {
        RuleSet rules;
        try {
            rules = RuleSet.preset(rulesName).orElseThrow();
            if (withKomi) rules = rules.withKomi(game.komi());
        } catch (IllegalArgumentException e) {
            throw new GtpFailure(failure + ": " + e.getMessage());
        }
        if (rules.scoringRule() != ScoringRule.AREA && rules.scoringRule() != ScoringRule.J2003
                && rules.scoringRule() != ScoringRule.TERRITORY) {
            throw new GtpFailure(failure + ": the " + rulesName + " rules count by " + rules.scoringRule().word()
                    + ", which needs the whole game: use 'shinpan replay FILE --rules " + rulesName + "'");
        }
        return rules;
    }

    /**
     * {@code shinpan_rules [NAME]}: counts {@code final_score}, {@code final_status_list} and
     * {@code shinpan_analyze} by the preset NAME, or without NAME tells the current one. The
     * {@code j2003_*} commands are J2003's whatever the choice; {@code play} always forbids
     * suicide and the immediate ko recapture.
     */
    private String rules(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0, 1);
        if (c.argCount() == 0) {
            return rulesName;
        }
        String name = c.arg(0).toLowerCase(Locale.ROOT);
        if (RuleSet.preset(name).isEmpty()) {
            throw new GtpFailure("unknown rule set " + c.quoted(0) + " (known: " + RuleSet.presetNames() + ")");
        }
        rulesName = name;
        return "";
    }

    /**
     * {@code shinpan_fill_dame [on|off]}: whether the J2003 analysis (and what counts by it:
     * {@code final_score}, {@code final_status_list}, the {@code j2003_*} commands,
     * {@code shinpan_analyze}, {@code shinpan_gfx}) is of the position with its plain dame filled
     * first, as {@code analyze --fill-dame} does (docs/j2003.md, "Filling dame"); off by default.
     * The filled points are no stones of the board: {@code final_status_list} lists them as
     * {@code dame} and never as stones, and {@code shinpan_analyze} names them in
     * {@code "filledDame"}. Area scoring counts the board as it stands. Without an argument tells
     * the setting.
     */
    private String fillDame(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0, 1);
        if (c.argCount() == 0) return fillDame ? "on" : "off";
        switch (c.arg(0).toLowerCase(Locale.ROOT)) {
            case "on" -> fillDame = true;
            case "off" -> fillDame = false;
            default -> throw new GtpFailure("syntax error: shinpan_fill_dame takes on or off, not " + c.quoted(0));
        }
        return "";
    }

    /**
     * {@code shinpan_analyze}: the position counted by the current rule set, as one line of JSON
     * ({@link Analysis#toJson()}): every string's status and certificate, dead stones, territory,
     * dame, seki, score and result.
     */
    private String analyzeJson(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0);
        Analysis a = counted("cannot analyse");
        if (!fillDame || isArea()) return a.toJson();
        // the fills after "board", as analyze --fill-dame --json gives them
        return org.shinpan.io.Json.write(DameFilling.withFills(a.toJsonMap(), counting().fills(), game.graph()));
    }

    private static String labels(Graph g, IntList locs) {
        List<String> list = new ArrayList<>();
        locs.forEach(loc -> list.add(g.label(loc)));
        return String.join(" ", list);
    }

    private StringVerdict verdictAt(GtpCommand c) throws GtpFailure {
        c.checkArgCount(1);
        int loc = c.vertexArg(0, game.graph());
        if (game.position().isEmpty(loc)) {
            throw new GtpFailure("vertex is empty");
        }
        return analysis().verdictAt(loc);
    }

    /** {@code j2003_status VERTEX}: the class of the final-string on VERTEX, e.g. {@code capturable-1}. */
    private String status(GtpCommand c) throws GtpFailure {
        return verdictAt(c).status().word();
    }

    /**
     * {@code j2003_agreed_score [VERTEX...|none]}: the players' marking (the strings on the vertices
     * dead, every other alive) held against the J2003 analysis ({@link Agreement}): the result with
     * komi counted with the proven statuses and, where a status is unknown, the marking ({@code 0}
     * for a draw, as {@code final_score}), then the strings whose proven status contradicts the
     * marking and those taken as marked, each by its first vertex.
     */
    private String agreedScore(GtpCommand c) throws GtpFailure {
        MutableIntList marked = IntLists.mutable.empty();
        // "none", as analyze --agreed-dead none: no string marked dead
        boolean none = c.argCount() == 1 && c.arg(0).equalsIgnoreCase("none");
        for (int i = 0; i < (none ? 0 : c.argCount()); i++) {
            int loc = c.vertexArg(i, game.graph());
            if (game.position().isEmpty(loc)) throw new GtpFailure("vertex is empty: " + c.arg(i));
            marked.add(loc);
        }
        HypotheticalAnalysis.Result r = analysis();
        Agreement a = Agreement.of(r, marked);
        if (!a.isFinal()) throw new GtpFailure("cannot score: not a final-position: " + r.notFinalReason());
        double score = org.shinpan.rules.Outcome.rounded(a.score() - game.komi());
        Graph g = game.graph();
        return gtpResult(score) + " contradicted: "
                + firstVertices(g, a.of(Agreement.Kind.CONTRADICTED)) + "; taken as marked: "
                + firstVertices(g, a.of(Agreement.Kind.ASSUMED));
    }

    /** A margin as GTP's {@code final_score} writes it: {@code B+n}, {@code W+n}, or {@code 0} for a draw. */
    private static String gtpResult(double margin) {
        return margin == 0 ? "0" : HypotheticalAnalysis.resultOf(margin);
    }

    /** Each entry's string by its first vertex, or {@code none}. */
    private static String firstVertices(Graph g, List<Agreement.Entry> entries) {
        if (entries.isEmpty()) return "none";
        List<String> list = new ArrayList<>();
        for (Agreement.Entry e : entries) list.add(g.label(e.string().stones().get(0)));
        return String.join(" ", list);
    }

    /** {@code j2003_certificate VERTEX}: the principal sequence of the test that decided the string. */
    private String certificate(GtpCommand c) throws GtpFailure {
        StringVerdict v = verdictAt(c);
        Certificate certificate = v.certificate();
        if (certificate == null) {
            throw new GtpFailure("no certificate" + (v.note().isEmpty() ? "" : ": " + v.note()));
        }
        return certificate.principalSequence(game.graph());
    }

    /**
     * {@code j2003_certificate_check VERTEX}: the certificate of the test that decided the string,
     * checked move by move against the rules' game ({@link CertificateCheck}, as {@code analyze
     * --check-certificates}), e.g. {@code complete: 1 move checked, 1 settled end proven by the
     * fill-region rule}.
     */
    private String certificateCheck(GtpCommand c) throws GtpFailure {
        StringVerdict v = verdictAt(c);
        if (v.tests().isEmpty() || v.certificate() == null) {
            throw new GtpFailure("no certificate" + (v.note().isEmpty() ? "" : ": " + v.note()));
        }
        HypotheticalAnalysis.Result r = analysis();
        StringVerdict.Test decisive = v.tests().get(v.tests().size() - 1);
        return CertificateCheck.check(r.position(), v.string(), decisive.question(),
                CertificateCheck.localArea(r, v, decisive), decisive.result().certificate()).describe();
    }

    /**
     * {@code shinpan_tsumego VERTEX attacker|defender [black|white]}: the string on VERTEX as a
     * life-and-death problem ({@link org.shinpan.tsumego.Tsumego}), with the named side to move
     * first: its class, then every correct first move, e.g. {@code dead B1}; an unknown class
     * with why, as {@code tsumego} says it ({@link org.shinpan.tsumego.Tsumego.Side#unknownReason}):
     * {@code unknown (A1: capture test: state limit 1 reached; ...)}. The position is framed
     * as {@code tsumego} does by default. The optional third argument names the player with
     * unlimited ko threats ({@code tsumego --ko-threats}).
     */
    private String tsumego(GtpCommand c) throws GtpFailure {
        c.checkArgCount(2, 3);
        int loc = c.vertexArg(0, game.graph());
        // the arguments' syntax first, then what the board says of them
        String side = c.arg(1).toLowerCase(Locale.ROOT);
        if (!side.equals("attacker") && !side.equals("defender")) {
            throw new GtpFailure("syntax error: the side is attacker or defender, not " + c.quoted(1));
        }
        Player koMaster = null;
        if (c.argCount() == 3) {
            String m = c.arg(2).toLowerCase(Locale.ROOT);
            if (m.equals("black")) {
                koMaster = Player.BLACK;
            } else if (m.equals("white")) {
                koMaster = Player.WHITE;
            } else {
                throw new GtpFailure("syntax error: the ko master is black or white, not " + c.quoted(2));
            }
        }
        if (game.position().isEmpty(loc)) throw new GtpFailure("vertex is empty");
        org.shinpan.tsumego.Tsumego t = solvedTsumego(loc, koMaster);
        org.shinpan.tsumego.Tsumego.Side s = side.equals("attacker") ? t.attackerFirst() : t.defenderFirst();
        Graph framed = t.frame().framed().graph();
        return s.words(framed) + s.unknownReason(framed);
    }

    /** The tsumego of the string on {@code loc}, solved once per position, target, ko master and limits. */
    private org.shinpan.tsumego.Tsumego solvedTsumego(int loc, Player koMaster) throws GtpFailure {
        // Both sides come from one solve: asking for the other side of the same problem reuses it.
        TsumegoKey key = new TsumegoKey(game.position(), game.position().stringAt(loc).stones().min(), koMaster,
                maxStates, tableMib, timeLimitSeconds);
        if (!key.equals(tsumegoKey)) {
            try {
                tsumego = org.shinpan.tsumego.Tsumego.solve(game.position(), loc, -1,
                        solverLimits(), koMaster);
            } catch (org.shinpan.tsumego.Tsumego.AreaTooLargeException e) {
                // GTP has no command for the area limit: say where it can be raised
                throw new GtpFailure(e.getMessage() + " (GTP's limit is " + org.shinpan.tsumego.Tsumego.DEFAULT_MAX_EMPTY
                        + "; the command line's tsumego --max-empty N takes another)");
            } catch (IllegalArgumentException e) {
                throw new GtpFailure(e.getMessage());
            }
            tsumegoKey = key;
        }
        return tsumego;
    }

    /**
     * {@code shinpan_tsumego_ko VERTEX attacker|defender}: the J2003 side's ko reading
     * (docs/tsumego.md, "Ko"): {@code no-ko}; or the reading, the ko master that was tried and that
     * side's class and correct first moves with it, e.g.
     * {@code defender-needs-threats black uncapturable C1 p}; or {@code unknown}, with the ko master
     * tried and why its side is unknown where one was tried, as {@code shinpan_tsumego} says it, or,
     * where the J2003 side itself is undecided (so no ko master was tried), why that side is.
     */
    private String tsumegoKo(GtpCommand c) throws GtpFailure {
        c.checkArgCount(2);
        int loc = c.vertexArg(0, game.graph());
        if (game.position().isEmpty(loc)) throw new GtpFailure("vertex is empty");
        String side = c.arg(1).toLowerCase(Locale.ROOT);
        if (!side.equals("attacker") && !side.equals("defender")) {
            throw new GtpFailure("syntax error: the side is attacker or defender, not " + c.quoted(1));
        }
        org.shinpan.tsumego.Tsumego t = solvedTsumego(loc, null);
        org.shinpan.tsumego.Tsumego.Ko ko = side.equals("attacker") ? t.attackerFirstKo() : t.defenderFirstKo();
        String reading = ko.reading().name().toLowerCase(Locale.ROOT).replace('_', '-');
        Graph framed = t.frame().framed().graph();
        if (ko.master() == null) {
            // unknown without a ko master tried: the J2003 side itself is undecided, and says why
            org.shinpan.tsumego.Tsumego.Side j2003 = side.equals("attacker") ? t.attackerFirst() : t.defenderFirst();
            return reading + j2003.unknownReason(framed);
        }
        return reading + " " + ko.master().lowerName() + " " + ko.withMaster().words(framed)
                + ko.withMaster().unknownReason(framed);
    }

    /**
     * {@code lj_control black|white|neutral|unknown|dead}: the LJ control map of the position (LJ
     * rules 14-17, {@link org.shinpan.lj.ControlMap}): the locations each player controls, the
     * neutral ones, those no test decided, or the stones that are dead (on locations the opponent
     * controls); vertices in board order.
     */
    private String ljControl(GtpCommand c) throws GtpFailure {
        c.checkArgCount(1);
        String what = c.arg(0).toLowerCase(Locale.ROOT);
        org.shinpan.lj.ControlMap map = ljControlMap();
        org.eclipse.collections.api.set.primitive.ImmutableIntSet locs = switch (what) {
            case "black" -> map.locations(org.shinpan.lj.ControlMap.Status.BLACK);
            case "white" -> map.locations(org.shinpan.lj.ControlMap.Status.WHITE);
            case "neutral" -> map.locations(org.shinpan.lj.ControlMap.Status.NEUTRAL);
            case "unknown" -> map.locations(org.shinpan.lj.ControlMap.Status.UNKNOWN);
            case "dead" -> map.deadStones();
            default -> throw new GtpFailure("syntax error: lj_control takes black, white, neutral, unknown or dead,"
                    + " not " + c.quoted(0));
        };
        Graph g = game.graph();
        StringBuilder sb = new StringBuilder();
        for (int loc : locs.toSortedArray()) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(g.label(loc));
        }
        return sb.toString();
    }

    /** The position and limits of the last LJ control map, and the map: asking for each kind reuses it. */
    private record LjKey(Position position, long maxNodes, long tableMib, long seconds) {}

    private LjKey ljKey;
    private org.shinpan.lj.ControlMap ljMap;

    /**
     * The LJ control map of the position within the engine's limits: all its tests together at most
     * {@code shinpan_time_limit} seconds (each test at most the map's default 20 s), each at most
     * {@code shinpan_max_states} situations (and at most the map's default) and
     * {@code shinpan_table_mib} of table. It ignored the first two and took up to 2 minutes.
     */
    private org.shinpan.lj.ControlMap ljControlMap() {
        org.shinpan.lj.ControlMap.Limits defaults = org.shinpan.lj.ControlMap.Limits.DEFAULT;
        long nodes = Math.min(maxStates, defaults.perTest().maxNodes());
        LjKey key = new LjKey(game.position(), nodes, tableMib, timeLimitSeconds);
        if (!key.equals(ljKey)) {
            Duration total = Duration.ofSeconds(timeLimitSeconds);
            Duration perTest = defaults.perTest().time().compareTo(total) < 0 ? defaults.perTest().time() : total;
            org.shinpan.lj.ControlMap.Limits limits = new org.shinpan.lj.ControlMap.Limits(
                    new org.shinpan.lj.ControlTest.Limits(nodes, perTest, tableMib), total);
            ljMap = org.shinpan.lj.ControlMap.of(game.position(), limits, org.shinpan.lj.ControlTest.Pruning.SAT);
            ljKey = key;
        }
        return ljMap;
    }

    /** {@code j2003_prisoners [N]}: sets the prisoner-difference, or without N tells it. */
    private String prisoners(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0, 1);
        if (c.argCount() == 0) {
            return String.valueOf(game.prisonerDifference());
        }
        // the range --prisoners and SHPD take
        game.setPrisonerDifference(c.intArg(0, -org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE,
                org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE));
        return "";
    }

    /** {@code shinpan_max_states [N]}: the states one solver test may build, or without N tells it. */
    private String maxStates(GtpCommand c) throws GtpFailure {
        return setting(c, maxStates, Long.MAX_VALUE, n -> maxStates = n);
    }

    /** {@code shinpan_table_mib [N]}: the MiB of table one solver test may hold, or without N tells it. */
    private String tableMib(GtpCommand c) throws GtpFailure {
        return setting(c, tableMib, SolverLimits.MAX_TABLE_MIB, n -> tableMib = n);
    }

    /**
     * {@code shinpan_max_empty [N|none]}: positions with more than N empty intersections get no
     * whole-board search, only Benson's analysis and the enclosed areas (docs/j2003.md); the default
     * is 40, as {@code analyze}'s; {@code none} searches every position. Without an argument tells
     * the bound.
     */
    private String maxEmpty(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0, 1);
        if (c.argCount() == 0) return maxEmpty == Long.MAX_VALUE ? "none" : String.valueOf(maxEmpty);
        maxEmpty = c.arg(0).equals("none") ? Long.MAX_VALUE : c.longArg(0, 0, 1_000_000);
        return "";
    }

    /**
     * {@code shinpan_area_states [N|board]}: the states one test on a closed or sealed area may
     * build (a quarter of it on an open area; {@code board}: the board's own bound,
     * {@link LazySolver#defaultAreaStates}), or without an argument tells it.
     */
    private String areaStates(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0, 1);
        if (c.argCount() == 0) return areaStates == LazySolver.AREA_STATES_BY_BOARD ? "board" : String.valueOf(areaStates);
        if (c.arg(0).equals("board")) {
            areaStates = LazySolver.AREA_STATES_BY_BOARD;
            return "";
        }
        return setting(c, areaStates, Long.MAX_VALUE, n -> areaStates = n);
    }

    /** The solver's limits as set, the time counted from now. */
    private SolverLimits solverLimits() {
        return SolverLimits.of(maxStates, tableMib, Duration.ofSeconds(timeLimitSeconds));
    }

    /** {@code shinpan_time_limit [SECONDS]}: the time one analysis may take, or without it tells it. */
    private String timeLimit(GtpCommand c) throws GtpFailure {
        return setting(c, timeLimitSeconds, 1_000_000_000, n -> timeLimitSeconds = n);
    }

    /** A limit's command {@code NAME [N]}: sets it to N, from 1 to {@code max}, or without N tells it. */
    private static String setting(GtpCommand c, long current, long max, java.util.function.LongConsumer set)
            throws GtpFailure {
        c.checkArgCount(0, 1);
        if (c.argCount() == 0) {
            return String.valueOf(current);
        }
        set.accept(c.longArg(0, 1, max));
        return "";
    }
}
