package org.shinpan.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.io.InputException;
import org.shinpan.io.Json;
import org.shinpan.lj.ControlMap;
import org.shinpan.lj.ControlTest;
import org.shinpan.rules.Count;
import org.shinpan.rules.Counting;
import org.shinpan.rules.LjScoring;
import org.shinpan.rules.Outcome;
import org.shinpan.rules.RuleSet;

/**
 * {@code analyze FILE --rules lj}: the control map of a position by the Logical Japanese Rules
 * (rules 14–17, {@link ControlMap}) and its score by rule 5. {@link AnalyzeCommand} hands the
 * command line over when it says {@code --rules lj}.
 */
final class LjAnalyzeCommand {
    private LjAnalyzeCommand() {}

    /** Whether {@code words} ask for the LJ analysis ({@code --rules lj} or {@code --rules=lj}). */
    static boolean wanted(String[] words) {
        for (int i = 0; i < words.length; i++) {
            if (words[i].equals("--rules=lj") || (words[i].equals("--rules") && i + 1 < words.length
                    && words[i + 1].equals("lj"))) {
                return true;
            }
        }
        return false;
    }

    static String help() {
        return """
                usage: shinpan analyze FILE --rules lj [--json] [--komi K] [--prisoners N]
                                                      [--max-nodes N] [--table-mib N] [--time-limit S]
                                                      [--no-sat] [--test P:LOCS]

                The Logical Japanese Rules (rules 14-17): which locations each player controls, by
                the control test on his bordered sets, then the score of rule 5 (territory, dead
                stones, captives, komi). A location no test could decide within the budget is "?",
                and then there is no score.

                  --json           {"rules":"lj","control":{"black":[..],"white":[..],"neutral":[..]},
                                    "dead":[..],"score":S,"result":".."} (also "unknown":[..])
                  --komi K         White's komi (default: the SGF's KM, else 0)
                  --prisoners N    white stones minus black stones removed during the game
                                   (default: counted from the SGF's moves; 0 for other files)
                  --max-nodes N    situations one control test may expand, its short search and
                                   its full search together (default 300000)
                  --table-mib N    MiB of transposition table one control test may hold (default
                                   256); when it is full, new values replace old ones
                  --time-limit S   seconds for the whole map (default 120)
                  --no-sat         no SAT refutation or move order (for comparison)
                  --test P:LOCS    only the control test of player P on the set LOCS (e.g.
                                   black:A4,B4,A3), which P must have bordered (LJ rule 15)

                Marks: X O stones, x o dead stones (on the opponent's control), b w controlled empty
                locations, . neutral, ? undecided.
                """;
    }

    /** Why a map has undecided locations: how many of its tests were undecided, and the first one's reason. */
    private static String undecidedReason(ControlMap map) {
        List<ControlMap.Tried> undecided = map.tried().stream()
                .filter(t -> t.result().verdict() == ControlTest.Verdict.UNKNOWN).toList();
        if (undecided.isEmpty()) return "no control test decided them within the limits";
        return undecided.size() + " of " + map.tried().size() + " control tests undecided; the first: "
                + undecided.get(0).result().reason().replaceFirst("^undecided: ", "") + " (--max-nodes, --time-limit)";
    }

    static int run(String[] words, PrintStream out, PrintStream err) {
        Set<String> flags = Set.of("json", "no-sat");
        Set<String> valueOptions = Set.of("rules", "komi", "prisoners", "max-nodes", "table-mib", "time-limit", "test");
        for (String w : words) {
            // an option of the J2003 analysis is known to analyze, only not under --rules lj
            String name = w.startsWith("--") ? w.substring(2).replaceFirst("=.*", "") : "";
            if ((AnalyzeCommand.FLAGS.contains(name) || AnalyzeCommand.VALUE_OPTIONS.contains(name))
                    && !flags.contains(name) && !valueOptions.contains(name)) {
                throw new UsageException("analyze: --" + name + " belongs to the J2003 analysis, not to --rules lj,"
                        + " whose options are --komi, --prisoners, --max-nodes, --table-mib, --time-limit, --test,"
                        + " --json and --no-sat (see 'shinpan analyze --help')");
            }
        }
        Args args = Args.parse("analyze", words, flags, valueOptions);
        String file = args.only("file");
        // the LJ game's position: a cycle the record removes is removed (LJ rule 7)
        GameFile game = GameFile.read(file, args, err).asLjGame();
        Position p = game.position();
        game.refuseAStringWithoutLiberty("", " (LJ rule 13)");
        double komi = args.komi().orElse(game.game().map(g -> g.info().komi().orElse(0)).orElse(0.0));
        warnIfNotLjKomi(file, komi, err);
        int prisoners = args.intValue("prisoners", game.prisonerDifference(), -org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE,
                org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE);
        long nodes = args.longValue("max-nodes", ControlMap.Limits.DEFAULT.perTest().maxNodes(), 1, Long.MAX_VALUE);
        long seconds = args.longValue("time-limit", ControlMap.Limits.DEFAULT.total().toSeconds(), 1, 1_000_000);
        ControlMap.Limits limits = new ControlMap.Limits(
                new ControlTest.Limits(nodes, Duration.ofSeconds(seconds), args.tableMib()), Duration.ofSeconds(seconds));
        ControlTest.Pruning pruning = args.has("no-sat") ? ControlTest.Pruning.NONE : ControlTest.Pruning.SAT;
        if (args.has("test")) {
            return controlTest(file, p, args.value("test", ""), limits.perTest(), pruning, args.has("json"), out);
        }
        ControlMap map = ControlMap.of(p, limits, args.has("no-sat") ? ControlTest.Pruning.NONE : ControlTest.Pruning.SAT);
        // the captives per colour as the game removed them, unless --prisoners gives a difference
        int whiteRemoved = args.has("prisoners") ? Math.max(prisoners, 0) : game.whiteRemoved();
        int blackRemoved = args.has("prisoners") ? Math.max(-prisoners, 0) : game.blackRemoved();
        Optional<Counting.Counts> counts = map.isComplete()
                ? Optional.of(LjScoring.count(p, map.control(), blackRemoved, whiteRemoved)) : Optional.empty();
        final double k = komi;
        Double margin = counts.map(c -> LjScoring.margin(c, k)).orElse(null);
        String result = margin == null ? "unknown" : Outcome.resultOf(margin);
        Graph g = p.graph();
        if (args.has("json")) {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("rules", "lj");
            Map<String, Object> control = new LinkedHashMap<>();
            control.put("black", labels(g, map.locations(ControlMap.Status.BLACK)));
            control.put("white", labels(g, map.locations(ControlMap.Status.WHITE)));
            control.put("neutral", labels(g, map.locations(ControlMap.Status.NEUTRAL)));
            json.put("control", control);
            json.put("dead", labels(g, map.deadStones()));
            json.put("score", margin);
            json.put("result", result);
            json.put("unknown", labels(g, map.locations(ControlMap.Status.UNKNOWN)));
            if (!map.isComplete()) json.put("undecidedBecause", undecidedReason(map));
            if (!map.locations(ControlMap.Status.NEUTRAL).isEmpty()) json.put("neutralRestsOn", NEUTRAL_ASSUMPTION);
            json.put("komi", komi);
            json.put("prisonerDifference", prisoners);
            out.print(Json.write(json) + "\n");
            return Main.OK;
        }
        StringBuilder sb = new StringBuilder();
        sb.append(file).append(": ").append(Output.describe(g)).append(", Logical Japanese Rules control (rules 14-17)\n");
        char[] marks = marks(p, map);
        if (g.isGrid()) {
            for (int y = 0; y < g.height(); y++) {
                sb.append(String.format("%2d ", g.height() - y));
                for (int x = 0; x < g.width(); x++) sb.append(x > 0 ? " " : "").append(marks[g.loc(x, y)]);
                sb.append('\n');
            }
            sb.append("   ");
            for (int x = 0; x < g.width(); x++) sb.append(x > 0 ? " " : "").append(Graph.columnLetter(x));
            sb.append('\n');
        } else {
            for (int loc = 0; loc < g.size(); loc++) sb.append(g.label(loc)).append(' ').append(marks[loc]).append('\n');
        }
        line(sb, "black controls", g, map.locations(ControlMap.Status.BLACK));
        line(sb, "white controls", g, map.locations(ControlMap.Status.WHITE));
        line(sb, "neutral", g, map.locations(ControlMap.Status.NEUTRAL));
        if (!map.locations(ControlMap.Status.NEUTRAL).isEmpty()) {
            sb.append("  (neutral rests on an assumption: ").append(NEUTRAL_ASSUMPTION).append(")\n");
        }
        if (!map.isComplete()) {
            line(sb, "undecided", g, map.locations(ControlMap.Status.UNKNOWN));
            sb.append("  (").append(undecidedReason(map)).append(")\n");
        }
        line(sb, "dead stones", g, map.deadStones());
        sb.append("control tests: ").append(map.tried().size()).append(", situations searched: ")
                .append(map.tried().stream().mapToLong(t -> t.result().nodes()).sum()).append('\n');
        if (counts.isPresent()) {
            Counting.Counts c = counts.get();
            sb.append("score (LJ rule 5): Black ").append(c.black().total()).append(" (").append(parts(c.black()))
                    .append("), White ").append(c.white().total()).append(" (").append(parts(c.white()))
                    .append("), komi ").append(RuleSet.format(komi)).append(": ").append(RuleSet.format(margin))
                    .append('\n');
        } else {
            sb.append("score: unknown (control undecided)\n");
        }
        sb.append("result: ").append(result).append('\n');
        out.print(sb);
        return Main.OK;
    }

    /** What a "neutral" location of the map rests on (docs/lj.md, "the family of sets tried"). */
    static final String NEUTRAL_ASSUMPTION = ControlMap.NEUTRAL_ASSUMPTION;

    /**
     * LJ rule 2 gives komi as a non-negative integer; another komi is used as given, with a
     * warning on {@code err} (a tournament may want it, but it is not the rules').
     */
    static void warnIfNotLjKomi(String file, double komi, PrintStream err) {
        if (komi < 0 || komi != Math.rint(komi)) {
            err.println(file + ": warning: komi " + org.shinpan.rules.RuleSet.format(komi) + " is not a non-negative"
                    + " integer, as LJ rule 2 has it; it is used as given");
        }
    }

    /** {@code --test PLAYER:LOC,LOC,...}: one control test (rule 14) on a set the player has bordered. */
    private static int controlTest(String file, Position p, String spec, ControlTest.Limits limits,
            ControlTest.Pruning pruning, boolean json, PrintStream out) {
        int colon = spec.indexOf(':');
        if (colon < 0) throw new UsageException("analyze: --test takes PLAYER:LOC,LOC,... (e.g. black:A4,B4), not '" + spec + "'");
        Player player;
        try {
            player = Player.parse(spec.substring(0, colon));
        } catch (IllegalArgumentException e) {
            throw new UsageException("analyze: --test: " + e.getMessage());
        }
        org.eclipse.collections.api.set.primitive.MutableIntSet set =
                org.eclipse.collections.api.factory.primitive.IntSets.mutable.empty();
        for (String label : spec.substring(colon + 1).split(",")) {
            if (label.isBlank()) continue;
            try {
                set.add(p.graph().parseLocation(label.trim()));
            } catch (IllegalArgumentException e) {
                throw new InputException(file, "--test: " + e.getMessage());
            }
        }
        if (set.isEmpty()) throw new InputException(file, "--test: the set is empty");
        Optional<String> notBordered = org.shinpan.lj.BorderedSet.violation(p, player, set);
        if (notBordered.isPresent()) {
            throw new InputException(file, "--test " + spec + ": not a set " + player.lowerName() + " has bordered: "
                    + notBordered.get());
        }
        ControlTest.Result r = ControlTest.run(p, player, set, limits, pruning);
        String verdict = switch (r.verdict()) {
            case PROVER_WINS -> Output.capitalized(player) + " controls the set";
            case REFUTER_WINS -> Output.capitalized(player) + " does not control the set";
            case UNKNOWN -> "unknown";
        };
        if (json) {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("file", file);
            m.put("rules", "lj");
            m.put("player", player.lowerName());
            m.put("set", java.util.Arrays.asList(ControlMap.labels(p.graph(), set.toImmutable()).split(" ")));
            m.put("verdict", switch (r.verdict()) {
                case PROVER_WINS -> "controls";
                case REFUTER_WINS -> "does-not-control";
                case UNKNOWN -> "unknown";
            });
            m.put("reason", r.reason());
            m.put("situations", r.nodes());
            out.print(Json.write(m) + "\n");
            return Main.OK;
        }
        out.print(file + ": LJ rule 14 control test of " + player.lowerName() + " on "
                + ControlMap.labels(p.graph(), set.toImmutable()) + "\n" + verdict + " — " + r.reason() + " ("
                + r.nodes() + " situations)\n");
        return Main.OK;
    }

    private static String parts(Count c) {
        return c.territory() + " territory + " + c.deadStones() + " dead + " + c.prisoners() + " captives";
    }

    private static List<String> labels(Graph g, ImmutableIntSet locs) {
        return Output.labels(g, org.eclipse.collections.api.factory.primitive.IntLists.immutable.of(locs.toSortedArray()));
    }

    private static void line(StringBuilder sb, String what, Graph g, ImmutableIntSet locs) {
        sb.append(what).append(": ").append(locs.isEmpty() ? "none" : ControlMap.labels(g, locs)).append('\n');
    }

    private static char[] marks(Position p, ControlMap map) {
        char[] m = new char[p.graph().size()];
        for (int loc = 0; loc < m.length; loc++) {
            ControlMap.Status s = map.status(loc);
            int code = p.code(loc);
            if (code != 0) {
                Player owner = code == 1 ? Player.BLACK : Player.WHITE;
                boolean dead = (owner == Player.BLACK && s == ControlMap.Status.WHITE)
                        || (owner == Player.WHITE && s == ControlMap.Status.BLACK);
                char c = owner == Player.BLACK ? 'X' : 'O';
                m[loc] = dead ? Character.toLowerCase(c) : c;
            } else {
                m[loc] = switch (s) {
                    case BLACK -> 'b';
                    case WHITE -> 'w';
                    case NEUTRAL -> '.';
                    case UNKNOWN -> '?';
                };
            }
        }
        return m;
    }
}
