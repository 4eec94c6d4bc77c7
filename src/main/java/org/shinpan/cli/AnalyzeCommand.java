package org.shinpan.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
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
import org.shinpan.hypo.ReferenceSolver;
import org.shinpan.hypo.Scoring;
import org.shinpan.hypo.SolverLimits;
import org.shinpan.hypo.StringVerdict;
import org.shinpan.io.InputException;
import org.shinpan.io.Json;
import org.shinpan.report.AnalysisSgf;
import org.shinpan.report.BoardSvg;
import org.shinpan.sgf.SgfGame;

/** {@code analyze FILE}: the J2003 hypothetical-analysis of a final-position, with score and result. */
final class AnalyzeCommand implements Command {
    /** The J2003 analysis' options: its flags, then its options with a value. */
    static final Set<String> FLAGS = Set.of("json", "fill-dame", "check-certificates");
    static final Set<String> VALUE_OPTIONS = Set.of("prisoners", "komi", "move", "solver", "max-states", "table-mib",
            "time-limit", "max-empty", "area-states", "sgf", "svg", "svg-certificate", "agreed-dead",
            "certificate-moves");

    /** Solvers and the number of empty intersections each is offered by default (batch's default too). */
    static final int LAZY_MAX_EMPTY = 40;
    private static final int REFERENCE_MAX_EMPTY = 16;

    @Override
    public String name() {
        return "analyze";
    }

    @Override
    public String summary() {
        return "J2003 hypothetical-analysis: status of every string, territory, score, result";
    }

    @Override
    public String help() {
        return """
                usage: shinpan analyze FILE [options]

                Classifies every final-string of the position (SGF: where the game ended) as
                the Japanese 2003 Rules do: uncapturable, capturable-1, capturable-2, capturable-3 or
                dead, each with a certificate; then eye-points, dame, seki, territory, score and
                result. A verdict the solver could not prove within its limits is "unknown".

                  --json             one JSON object instead of text
                  --fill-dame        first fill the plain dame (neutral points between the two
                                     colours' walls) and say which; then the literal analysis of
                                     the filled position (a convention, not J2003: docs/j2003.md,
                                     "Filling dame")
                  --prisoners N      prisoner-difference: white stones minus black stones removed
                                     (default: counted from the SGF's moves; 0 for other files)
                  --komi K           also report the score with komi K (a tournament addition;
                                     default: the SGF's KM, where it is not 0)
                  --agreed-dead V,V  the players' marking: these strings dead (a vertex marks its
                                     string), every other alive, or "none"; each proven status is
                                     checked against it, and the score is also counted with the
                                     marking where the analysis leaves a status unknown
                                     (docs/j2003.md, "An agreement on dead stones")
                  --move N           analyse the position after move N of the SGF's main line
                  --solver S         lazy (default) or reference
                  --max-states N     states one test may build (default 2000000)
                  --table-mib N      MiB of table one test may hold (default 256); the analysis runs
                                     at most one test per core at once (lazy solver only)
                  --time-limit S     seconds for the whole analysis (default 300)
                  --max-empty N      positions with more empty intersections get no whole-board
                                     search: only Benson's analysis, miai, enclosed areas and
                                     sealed areas of at most N empty intersections (docs/j2003.md)
                                     decide, the other strings are unknown; the reference solver
                                     refuses them (default 40 for lazy, 16 for reference)
                  --area-states N    states one test on a closed or sealed area may build
                                     (a quarter of it on an open area; default by the board:
                                     200000 on 19x19, 200000 x 361 / intersections on a
                                     smaller board, at most 2000000: 891358 on 9x9); over
                                     the empty limit these are the only searches: more states
                                     decide more strings, at more time (docs/benchmarks.md)
                  --sgf OUT          also write the analysis as SGF: territory (TB/TW), dead
                                     stones (MA), statuses as labels (LB), the score in the
                                     comment, and each certificate as a variation
                  --svg OUT          also write an SVG picture: stones, dead stones crossed,
                                     territory squares, eye-points in seki and dame as dots
                  --svg-certificate V  in the picture, the certificate of the string on vertex V
                                     as numbered moves (needs --svg)
                  --check-certificates  check each test's certificate move by move against the
                                     rules' own game (the reference solver's transcription of
                                     Definitions 2, not the search): complete (a proof by
                                     itself), partial (what is not shown or not checked,
                                     counted) or invalid (docs/j2003.md, "Checking a
                                     certificate")
                  --certificate-moves N  moves a search's certificate tree may show (default
                                     400, 30 plies on a branch; N/100 plies where that is
                                     more, at most 500): the rest of the strategy is marked
                                     not shown; larger trees make more checks complete

                Text output marks: X O alive stones, x o dead stones, b w territory on empty
                intersections, s an eye-point in seki, . dame.

                  --rules lj         the Logical Japanese Rules' control map and score instead
                                     (below)
                """ + "\n" + LjAnalyzeCommand.help();
    }

    @Override
    public int run(String[] words, PrintStream out, PrintStream err) {
        if (LjAnalyzeCommand.wanted(words)) return LjAnalyzeCommand.run(words, out, err);
        for (int i = 0; i < words.length; i++) {
            // analyze is J2003's (and LJ's); the other rule sets score a record or a position elsewhere
            if (words[i].equals("--rules") || words[i].startsWith("--rules=")) {
                String v = words[i].startsWith("--rules=") ? words[i].substring(8) : i + 1 < words.length ? words[i + 1] : "";
                throw new UsageException(name() + ": --rules takes only lj (J2003 is analyze's own); for '" + v
                        + "' use replay FILE --rules " + v + " (a whole record) or compare FILE (one position under"
                        + " every rule set)");
            }
        }
        Args args = Args.parse(name(), words, FLAGS, VALUE_OPTIONS);
        String file = args.only("file");
        OutputFiles.check(name(), args, file, "sgf", "svg");
        String solverName = args.value("solver", "lazy");
        if (!solverName.equals("lazy") && !solverName.equals("reference")) {
            throw new UsageException(name() + ": --solver is lazy or reference, not '" + solverName + "'");
        }
        if (solverName.equals("reference") && args.has("table-mib")) {
            throw new UsageException(name() + ": --table-mib bounds the lazy solver's table; the reference solver's"
                    + " graph has no byte count (--max-states bounds it)");
        }
        long maxStates = args.longValue("max-states", SolverLimits.DEFAULT_MAX_STATES, 1, Long.MAX_VALUE);
        long tableMib = args.tableMib();
        long seconds = args.longValue("time-limit", 300, 1, 1_000_000);
        long areaStates = args.longValue("area-states", LazySolver.AREA_STATES_BY_BOARD, 1, Long.MAX_VALUE);
        int maxEmpty = args.intValue("max-empty", solverName.equals("lazy") ? LAZY_MAX_EMPTY : REFERENCE_MAX_EMPTY,
                0, 1_000_000); // as batch: a graph file may have more locations than a 25x25 grid
        java.util.Optional<Double> komiOption = args.komi();

        if (args.has("svg-certificate") && !args.has("svg")) {
            throw new UsageException(name() + ": --svg-certificate needs --svg OUT");
        }

        List<org.shinpan.io.Warning> endWarnings = new ArrayList<>();
        GameFile game = GameFile.readAsJ2003Game(file, args, err, endWarnings);
        // komi: --komi, else the record's KM where it is not 0 (as batch, GTP and the LJ analysis
        // take it; KM[0] adds nothing to say), else none
        Double komi = komiOption.orElse(game.game().filter(x -> x.info().komi().orElse(0) != 0)
                .map(x -> x.info().komi().getAsDouble()).orElse(null));
        Position p = game.position();
        game.refuseAStringWithoutLiberty("not a final-position: ", "");
        // the marking is of the players' position: read before any dame is filled
        IntList agreedDead = args.has("agreed-dead") ? agreedDead(file, args.value("agreed-dead", ""), p) : null;
        List<DameFilling.Fill> filled = null;
        if (args.has("fill-dame")) {
            DameFilling.Result fd = DameFilling.fill(p);
            filled = fd.fills();
            p = fd.position();
        }
        int empty = p.graph().size() - p.stoneCount(Player.BLACK) - p.stoneCount(Player.WHITE);
        String notSearched = null;
        // the empty board has no string to search: nothing is too large for either solver
        if (empty > maxEmpty && !p.hasNoStones()) {
            if (!solverName.equals("lazy")) {
                throw new InputException(file, empty + " empty intersections: too large for the " + solverName
                        + " solver, which is offered at most " + maxEmpty + " (--max-empty raises the bound)");
            }
            notSearched = empty + " empty intersections, more than the " + maxEmpty
                    + " the search is offered (--max-empty): only Benson's analysis, enclosed areas and sealed areas of at"
                    + " most " + maxEmpty + " empty intersections decide";
        }
        int certificateLoc = -1;
        if (args.has("svg")) {
            if (!p.graph().isGrid()) {
                throw new InputException(file, "--svg needs a grid; " + p.graph().describe() + " has no picture");
            }
            if (args.has("svg-certificate")) {
                String vertex = args.value("svg-certificate", "");
                if (!p.graph().hasLocation(vertex)) {
                    throw new InputException(file, "--svg-certificate: '" + vertex + "' is not a vertex of "
                            + p.graph().describe());
                }
                certificateLoc = p.graph().parseLocation(vertex);
                if (p.isEmpty(certificateLoc)) {
                    throw new InputException(file, "--svg-certificate: " + p.graph().label(certificateLoc)
                            + " is empty; the certificates belong to strings");
                }
            }
        }
        int prisoners = args.intValue("prisoners", game.prisonerDifference(), -org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE,
                org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE);
        SolverLimits limits = SolverLimits.of(maxStates, tableMib, Duration.ofSeconds(seconds))
                .withCertificateMoves(args.certificateMoves());
        HypotheticalSolver solver = solverName.equals("lazy")
                ? (notSearched == null ? new LazySolver(limits).withAreaStates(areaStates)
                        : new LazySolver(limits).withAreaStates(areaStates).withoutSearch(notSearched, maxEmpty))
                : new ReferenceSolver(limits);
        HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(new FinalPosition(p), solver, prisoners);
        if (!r.isFinal() && !args.has("move") && !args.has("fill-dame") && game.game().isPresent()
                && game.moveNumber() < game.game().get().moveCount()) {
            // the pass taken for the end is one direct-ko excludes, and the record goes on after it:
            // the record holds an illegal pass, as a basic-ko retake is an illegal play (refused)
            throw new InputException(file, org.shinpan.rules.AlternatingSequenceCheck.directKoAtTheEnd(game.moveNumber(),
                    r.notFinalReason(), game.game().get().moveCount()) + "; replay --rules j2003 referees the game,"
                    + " --move N analyses any of its positions");
        }
        for (org.shinpan.io.Warning w : endWarnings) err.println(w); // the end stands: say which moves follow it
        List<List<CertificateCheck.Result>> checks = args.has("check-certificates") ? CertificateCheck.all(r) : null;
        if (args.has("sgf")) {
            if (!p.graph().isGrid()) {
                throw new InputException(file, "--sgf needs a grid; " + p.graph().describe() + " has no SGF form");
            }
            OutputFiles.writeAtomically(args.value("sgf", ""), AnalysisSgf.write(r, komi, game.toMove().orElse(null),
                    game.game().map(SgfGame::info).orElse(null), checks, filled == null ? List.of() : filled));
        }
        if (args.has("svg")) {
            OutputFiles.writeAtomically(args.value("svg", ""), BoardSvg.write(r, komi, certificateLoc,
                    filled == null ? List.of() : filled));
        }
        Agreement agreement = agreedDead == null ? null : Agreement.of(r, agreedDead);
        if (args.has("json")) {
            Map<String, Object> json = json(r, komi, checks);
            if (agreement != null) json.put("agreement", agreementJson(agreement, komi, p.graph()));
            if (filled != null) json = DameFilling.withFills(json, filled, p.graph());
            out.print(Json.write(json) + "\n");
        } else {
            out.print(text(file, r, komi, solverName, filled, checks));
            if (agreement != null) out.print(agreementText(agreement, komi, p));
        }
        return Main.OK;
    }

    /** The JSON of {@code r}; with {@code checks} (or null), each test's certificate check. */
    static Map<String, Object> json(HypotheticalAnalysis.Result r, Double komi, List<List<CertificateCheck.Result>> checks) {
        Graph g = r.position().position().graph();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("rules", "j2003");
        json.put("board", Output.board(g));
        json.put("final", r.finalIfKnown());
        if (!r.isFinal()) json.put("notFinalReason", r.notFinalReason());
        List<Object> strings = new ArrayList<>();
        for (int i = 0; i < r.verdicts().size(); i++) {
            StringVerdict v = r.verdicts().get(i);
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("color", v.string().player().lowerName());
            s.put("stones", Output.labels(g, v.string().stones()));
            s.put("status", v.status().word());
            s.put("alive", v.alive());
            Certificate c = v.certificate();
            s.put("certificate", c == null ? null : c.principalSequence(g));
            List<Object> tests = new ArrayList<>();
            for (int k = 0; k < v.tests().size(); k++) {
                StringVerdict.Test t = v.tests().get(k);
                Map<String, Object> tj = new LinkedHashMap<>();
                tj.put("question", "can the attacker force " + t.question().text());
                tj.put("answer", t.result().answer().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
                tj.put("states", t.result().states());
                Certificate tc = t.result().certificate();
                if (tc != null) tj.put("principalSequence", tc.principalSequence(g));
                if (!t.result().note().isEmpty()) tj.put("note", t.result().note());
                CertificateCheck.Result check = checks == null ? null : checks.get(i).get(k);
                if (check != null) {
                    tj.put("certificateCheck", check.describe());
                    tj.put("certificateCheckCounts", check.fields());
                }
                tests.add(tj);
            }
            s.put("tests", tests);
            if (!v.note().isEmpty()) s.put("note", v.note());
            s.put("bound", v.bound().word());
            strings.add(s);
        }
        json.put("strings", strings);
        Scoring.Result sc = r.scoring();
        if (sc != null) {
            Map<String, Object> territory = new LinkedHashMap<>();
            territory.put("black", Output.labels(g, sc.territoryOf(Player.BLACK)));
            territory.put("white", Output.labels(g, sc.territoryOf(Player.WHITE)));
            json.put("territory", territory);
            json.put("dame", Output.labels(g, sc.dame()));
            json.put("seki", Output.labels(g, sc.sekiPoints()));
        } else {
            json.put("territory", null);
            json.put("dame", null);
            json.put("seki", null);
        }
        json.put("prisonerDifference", r.prisonerDifference());
        json.put("score", r.score());
        json.put("result", r.result());
        if (komi != null) {
            json.put("komi", komi);
            json.put("scoreWithKomi", r.score() == null ? null : org.shinpan.rules.Outcome.rounded(r.score() - komi));
            json.put("resultWithKomi", r.resultWithKomi(komi));
        }
        return json;
    }

    /**
     * The vertices of {@code --agreed-dead} ({@link VertexList}), each holding a stone of {@code p}.
     *
     * @throws InputException naming the vertex that is no vertex of the board or holds no stone
     */
    private static IntList agreedDead(String file, String text, Position p) {
        IntList locs = VertexList.parse("analyze", "agreed-dead", file, text, p.graph());
        for (int i = 0; i < locs.size(); i++) {
            if (p.isEmpty(locs.get(i))) {
                throw new InputException(file, "--agreed-dead: " + p.graph().label(locs.get(i)) + " is empty; a mark names a stone");
            }
        }
        return locs;
    }

    /** The agreement's section of the text: how the marking stands against the analysis, and its count. */
    private static String agreementText(Agreement a, Double komi, Position p) {
        Graph g = p.graph();
        StringBuilder sb = new StringBuilder("\nthe players' marking (--agreed-dead; J2003 decides by the analysis, not by agreement):\n");
        List<Agreement.Entry> contradicted = a.of(Agreement.Kind.CONTRADICTED);
        List<Agreement.Entry> assumed = a.of(Agreement.Kind.ASSUMED);
        int agrees = a.of(Agreement.Kind.AGREES).size();
        sb.append("  agrees with the analysis: ").append(agrees).append(agrees == 1 ? " string" : " strings")
                .append("; contradicted: ").append(contradicted.size())
                .append("; taken as marked where the status is unknown: ").append(assumed.size()).append('\n');
        for (Agreement.Entry e : contradicted) {
            sb.append(String.format("  contradicted: %-28s marked %s, proven %s%n", e.string().describe(g),
                    e.markedDead() ? "dead" : "alive", provenWord(e)));
        }
        for (Agreement.Entry e : assumed) {
            sb.append(String.format("  taken as marked: %-28s %s%n", e.string().describe(g), e.markedDead() ? "dead" : "alive"));
        }
        String basis = assumed.isEmpty() ? "the proven statuses" : "the proven statuses and, for " + assumed.size()
                + (assumed.size() == 1 ? " string, the marking" : " strings, the marking");
        Scoring.Result sc = a.scoring();
        sb.append("  territory: Black ").append(territoryText(p, sc, Player.BLACK)).append(", White ")
                .append(territoryText(p, sc, Player.WHITE)).append("; dame ").append(sc.dame().size())
                .append("; in-seki regions ").append(sc.sekiRegions().size()).append('\n');
        sb.append("  score with ").append(basis).append(": ").append(a.score()).append("  result: ").append(a.result())
                .append('\n');
        if (komi != null) {
            sb.append("  with komi ").append(org.shinpan.rules.RuleSet.format(komi)).append(": score ")
                    .append(org.shinpan.rules.Outcome.rounded(a.score() - komi)).append("  result: ")
                    .append(a.resultWithKomi(komi)).append('\n');
        }
        return sb.toString();
    }

    /** The agreement as JSON: the marked strings, the contradicted and the assumed ones, its count. */
    private static Map<String, Object> agreementJson(Agreement a, Double komi, Graph g) {
        Map<String, Object> json = new LinkedHashMap<>();
        List<Object> marked = new ArrayList<>();
        List<Object> contradicted = new ArrayList<>();
        List<Object> assumed = new ArrayList<>();
        for (Agreement.Entry e : a.entries()) {
            List<String> stones = Output.labels(g, e.string().stones());
            if (e.markedDead()) marked.add(stones);
            if (e.kind() == Agreement.Kind.CONTRADICTED) {
                Map<String, Object> c = new LinkedHashMap<>();
                c.put("stones", stones);
                c.put("marked", e.markedDead() ? "dead" : "alive");
                c.put("proven", provenWord(e));
                contradicted.add(c);
            } else if (e.kind() == Agreement.Kind.ASSUMED) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("stones", stones);
                m.put("marked", e.markedDead() ? "dead" : "alive");
                assumed.add(m);
            }
        }
        json.put("markedDead", marked);
        json.put("agreed", a.of(Agreement.Kind.AGREES).size());
        json.put("contradicted", contradicted);
        json.put("assumed", assumed);
        Map<String, Object> territory = new LinkedHashMap<>();
        territory.put("black", Output.labels(g, a.scoring().territoryOf(Player.BLACK)));
        territory.put("white", Output.labels(g, a.scoring().territoryOf(Player.WHITE)));
        json.put("territory", territory);
        json.put("dame", Output.labels(g, a.scoring().dame()));
        json.put("seki", Output.labels(g, a.scoring().sekiPoints()));
        json.put("score", a.score());
        json.put("result", a.result());
        if (komi != null) {
            json.put("scoreWithKomi", org.shinpan.rules.Outcome.rounded(a.score() - komi));
            json.put("resultWithKomi", a.resultWithKomi(komi));
        }
        return json;
    }

    /**
     * The proven status of a contradicted mark: its class, or {@code alive} for a string of unknown
     * class proven alive by a permanent-stone miai (the one way a string of unknown class is proven
     * anything).
     */
    private static String provenWord(Agreement.Entry e) {
        return e.proven() == org.shinpan.hypo.Capturability.UNKNOWN ? "alive" : e.proven().word();
    }

    /** For an unknown string against which a capture is proven: its bound, as words before its note. */
    private static String boundText(StringVerdict v) {
        if (v.status() != org.shinpan.hypo.Capturability.UNKNOWN
                || v.bound() == org.shinpan.hypo.Capturability.UNCAPTURABLE) return "";
        return v.bound().word() + " at best (its capture is proven); ";
    }

    private static String text(String file, HypotheticalAnalysis.Result r, Double komi, String solver,
            List<DameFilling.Fill> filled, List<List<CertificateCheck.Result>> checks) {
        Position p = r.position().position();
        Graph g = p.graph();
        StringBuilder sb = new StringBuilder();
        if (filled != null) {
            sb.append(file).append(": filled dame (--fill-dame, a convention, not J2003): ");
            sb.append(filled.isEmpty() ? "none" : DameFilling.describe(g, filled)).append('\n');
        }
        sb.append(file).append(": ").append(Output.describe(g)).append(", J2003 hypothetical-analysis (")
                .append(solver).append(" solver)")
                .append(filled == null ? ""
                        : filled.isEmpty() ? " of the position as given" : " of the filled position")
                .append('\n');
        char[] marks = marks(r);
        if (g.isGrid()) {
            String letters = "   " + columnLetters(g);
            sb.append(letters).append('\n');
            for (int y = 0; y < g.height(); y++) {
                sb.append(String.format("%2d ", g.height() - y));
                for (int x = 0; x < g.width(); x++) {
                    if (x > 0) sb.append(' ');
                    sb.append(marks[g.loc(x, y)]);
                }
                sb.append(String.format(" %d%n", g.height() - y));
            }
            sb.append(letters).append('\n');
        } else {
            for (int loc = 0; loc < g.size(); loc++) {
                sb.append("  ").append(g.label(loc)).append(' ').append(marks[loc]).append('\n');
            }
        }
        sb.append("marks: X O alive, x o dead, b w territory, s eye-point in seki, . dame\n\n");
        sb.append("strings:\n");
        for (StringVerdict v : r.verdicts()) {
            Certificate c = v.certificate();
            sb.append(String.format("  %-28s %-13s %s%s%n", v.string().describe(g), v.status().word(), boundText(v),
                    // an unknown string's note says why (and, where it is, why it is alive all the same)
                    c == null || v.status() == Capturability.UNKNOWN ? v.note() : c.principalSequence(g)));
        }
        sb.append('\n');
        if (checks != null) {
            sb.append("certificates checked move by move against the rules' game:\n");
            long cut = 0;
            for (int i = 0; i < r.verdicts().size(); i++) {
                StringVerdict v = r.verdicts().get(i);
                for (int k = 0; k < v.tests().size(); k++) {
                    CertificateCheck.Result check = checks.get(i).get(k);
                    if (check == null) continue;
                    sb.append(String.format("  %-28s %s: %s%n", v.string().describe(g), v.tests().get(k).question().text(),
                            check.describe()));
                    if (check.partialOnlyByItsBound()) cut++;
                }
            }
            sb.append(CertificateCheck.Result.boundNote(cut, "  "));
            sb.append('\n');
        }
        if (!r.isFinal()) sb.append("not final: ").append(r.notFinalReason()).append('\n');
        Scoring.Result sc = r.scoring();
        if (sc == null) {
            long unknown = r.verdicts().stream().filter(v -> v.alive() == null).count();
            sb.append("score: unknown (").append(unknown).append(" of ").append(r.verdicts().size())
                    .append(unknown == 1 ? " strings is" : " strings are").append(" not known to be alive or dead)\n");
            return sb.toString();
        }
        sb.append("territory: Black ").append(territoryText(p, sc, Player.BLACK)).append(", White ")
                .append(territoryText(p, sc, Player.WHITE)).append("; dame ").append(sc.dame().size())
                .append("; in-seki regions ").append(sc.sekiRegions().size()).append('\n');
        long keptAlive = r.verdicts().stream()
                .filter(v -> v.note().startsWith(org.shinpan.hypo.PermanentStoneMiai.NOTE_PREFIX)).count();
        if (keptAlive > 0 && !sc.dame().isEmpty()) {
            // the literal rules on open dame: say so where a player's agreed-dead stones may be alive for it
            sb.append("note: ").append(keptAlive).append(keptAlive == 1 ? " string is" : " strings are")
                    .append(" alive by a permanent-stone miai (its owner can always put a stone on local-2 that stays;"
                            + " docs/j2003.md); where that stone goes on an open dame, filling the dame first"
                            + " (--fill-dame) asks the rules again without it\n");
        }
        sb.append("prisoner-difference: ").append(r.prisonerDifference()).append('\n');
        sb.append("score: ").append(r.score()).append("  result: ").append(r.result()).append('\n');
        if (komi != null) {
            double s = org.shinpan.rules.Outcome.rounded(r.score() - komi);
            sb.append("with komi ").append(org.shinpan.rules.RuleSet.format(komi)).append(": score ").append(s).append("  result: ")
                    .append(r.resultWithKomi(komi)).append('\n');
        }
        return sb.toString();
    }

    /** e.g. {@code 6 (3 under dead stones, counted twice)}. */
    private static String territoryText(Position p, Scoring.Result sc, Player player) {
        int[] points = sc.territoryOf(player).toArray();
        int occupied = 0;
        for (int loc : points) {
            if (!p.isEmpty(loc)) occupied++;
        }
        return points.length + (occupied == 0 ? "" : " (" + occupied + " under dead stones, counted twice)");
    }

    private static String columnLetters(Graph g) {
        StringBuilder sb = new StringBuilder();
        for (int x = 0; x < g.width(); x++) {
            if (x > 0) sb.append(' ');
            sb.append(Graph.columnLetter(x));
        }
        return sb.toString();
    }

    /** One mark per intersection for the text board. */
    private static char[] marks(HypotheticalAnalysis.Result r) {
        Position p = r.position().position();
        int n = p.graph().size();
        char[] m = new char[n];
        Scoring.Result sc = r.scoring();
        for (int loc = 0; loc < n; loc++) {
            Occupant o = p.occupant(loc);
            if (o.isStone()) {
                Capturability c = r.verdictAt(loc).status();
                boolean dead = c == Capturability.DEAD;
                char ch = o == Occupant.BLACK ? 'X' : 'O';
                // a string of unknown class may still be known alive (a permanent-stone miai)
                m[loc] = r.verdictAt(loc).alive() == null ? '?' : dead ? Character.toLowerCase(ch) : ch;
            } else if (sc == null) {
                m[loc] = '.';
            } else if (sc.territoryAt(loc) != null) {
                m[loc] = sc.territoryAt(loc) == Player.BLACK ? 'b' : 'w';
            } else if (sc.eyePointAt(loc) != null) {
                m[loc] = 's';
            } else {
                m[loc] = '.';
            }
        }
        return m;
    }
}
