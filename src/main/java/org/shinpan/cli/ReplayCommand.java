package org.shinpan.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.regex.Pattern;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.SolverLimits;
import org.shinpan.hypo.J2003Judge;
import org.shinpan.io.InputException;
import org.shinpan.io.Json;
import org.shinpan.io.Warning;
import org.shinpan.rules.Count;
import org.shinpan.rules.GameEnd;
import org.shinpan.rules.GameRecord;
import org.shinpan.rules.LifeAndDeathJudge;
import org.shinpan.rules.KoRule;
import org.shinpan.rules.LaskerMaasReferee;
import org.shinpan.rules.LjRecordReader;
import org.shinpan.rules.LjReferee;
import org.shinpan.rules.LjReplay;
import org.shinpan.rules.Move;
import org.shinpan.rules.MoveVerdict;
import org.shinpan.rules.Outcome;
import org.shinpan.rules.Replay;
import org.shinpan.rules.ReplayReport;
import org.shinpan.rules.RuleSet;
import org.shinpan.rules.ScoringRule;
import org.shinpan.rules.SgfRecordReader;
import org.shinpan.rules.Violation;

/**
 * {@code replay GAME.sgf}: referees a game record under a rule set (docs/rulesets.md) — every
 * illegal move with the rule that forbids it, how the game ended, and the result.
 */
final class ReplayCommand implements Command {
    /** The default number of empty intersections the J2003 search is offered. */
    static final int DEFAULT_MAX_EMPTY = 40;
    private static final Pattern KOMI_KEY = Pattern.compile("(^|,)\\s*komi\\s*=", Pattern.CASE_INSENSITIVE);
    private static final Pattern HANDICAP_KEY = Pattern.compile("(^|,)\\s*handicap\\s*=", Pattern.CASE_INSENSITIVE);

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String summary() {
        return "referee a game record: illegal moves, how the game ended, the result";
    }

    @Override
    public String help() {
        return """
                usage: shinpan replay GAME.sgf [--rules NAME] [--komi K] [--continue] [--json] [options]

                Replays the main line of GAME.sgf under a rule set and prints each illegal move
                (move number, vertex, the rule that forbids it), how the game ended and the result.
                Rule sets (docs/rulesets.md): tromp-taylor, tromp-taylor-7a, j2003, territory, lj,
                lasker-maas, or ko=...,suicide=...,scoring=...; a name may be followed by ,komi=K
                and ,handicap=H.
                --rules lj plays the Logical Japanese Rules 2-13 on the record (cycle removals as
                LJ[remove-cycle], initially prohibited locations as LJP) and scores by rule 5 from
                the control given as TB/TW, else from the control tests of rules 14-17 (komi:
                --komi, else komi= in --rules, else KM, else 0).
                --rules lasker-maas plays the Lasker-Maas rules (komi: --komi, else komi= in --rules,
                else KM, else the half point 0.5).

                  --rules NAME     the rule set; without it the SGF's RU picks one (Japanese, Korean:
                                   j2003; Chinese, AGA: tromp-taylor-7a; NZ, GOE, Ing, Tromp-Taylor:
                                   tromp-taylor), else tromp-taylor is assumed and the output says so
                  --komi K         komi (default: komi= in --rules, else the SGF's KM, else the rule
                                   set's: 6.5 for territory, 0.5 for lasker-maas, 0 otherwise);
                                   J2003 reports it beside its result as a tournament addition
                  --continue       do not stop at the first illegal move: report every one and carry
                                   each out as far as the physics allows (an occupied point and a
                                   move after the end change nothing)
                  --dead V,V,...   territory counting: the dead stones (each vertex marks its whole
                                   string), or "none"; default: the dead strings of the J2003
                                   analysis
                  --json           one JSON object instead of text
                  --max-states N   J2003 analysis: states one test may build (default 2000000)
                  --table-mib N    MiB of table one test may hold, J2003 and LJ (default 256)
                  --time-limit S   J2003 analysis: seconds per final position (default 300);
                                   --rules lj: the control tests' seconds in all (default 120)
                  --max-empty N    J2003 analysis: positions with more empty intersections get
                                   no whole-board search, only Benson's analysis, miai, the
                                   enclosed areas and sealed areas of at most N empty
                                   intersections decide (default 40)

                An illegal move is a finding, not an error: the exit code is 0. Exit code 2 means an
                unreadable file or a bad option (an unknown rule set among them).
                """;
    }

    @Override
    public int run(String[] words, PrintStream out, PrintStream err) {
        Args args = Args.parse(name(), words, Set.of("json", "continue"),
                Set.of("rules", "komi", "dead", "max-states", "table-mib", "time-limit", "max-empty"));
        String file = args.only("game file");
        long maxStates = args.longValue("max-states", SolverLimits.DEFAULT_MAX_STATES, 1, Long.MAX_VALUE);
        long tableMib = args.tableMib();
        long seconds = args.longValue("time-limit", 300, 1, 1_000_000);
        int maxEmpty = args.intValue("max-empty", DEFAULT_MAX_EMPTY, 0, 1_000_000); // as analyze and batch
        Optional<Double> komiOption = args.komi();
        Optional<RuleSet> ruleOption = Optional.empty();
        String rulesText = args.value("rules", null);
        if (rulesText != null) {
            try {
                ruleOption = Optional.of(RuleSet.parse(rulesText));
            } catch (IllegalArgumentException e) {
                throw new UsageException(name() + ": --rules: " + e.getMessage());
            }
        }
        // The Logical Japanese and Lasker-Maas rules have referees of their own, named by --rules
        // or, without it, by the record's RU.
        // Komi for them: --komi, else komi= in --rules, else the record's KM, else the preset's.
        // without --rules the record is read here for its RU, and once only
        GameRecord recordRead = ruleOption.isPresent() ? null : SgfRecordReader.read(readFile(file), file);
        Optional<RuleSet> ownReferee = ruleOption.isPresent() ? ruleOption
                : recordRead.rules().flatMap(RuleSet::fromSgfRules);
        if (args.has("continue") && ownReferee.isPresent() && (ownReferee.get().koRule() == KoRule.LJ
                || ownReferee.get().koRule() == KoRule.SAME_PLAYER_SUPERKO)) {
            throw new UsageException(name() + ": --continue is not offered for the " + (ownReferee.get().koRule()
                    == KoRule.LJ ? "LJ" : "Lasker-Maas") + " referee, which stops at the first illegal move");
        }
        if (ownReferee.isPresent() && (ownReferee.get().koRule() == KoRule.LJ
                || ownReferee.get().koRule() == KoRule.SAME_PLAYER_SUPERKO)) {
            if (args.has("dead")) {
                throw new UsageException(name() + ": --dead is for territory counting; the rule set "
                        + ownReferee.get() + " counts by " + ownReferee.get().scoringRule().word());
            }
            // komi= and handicap= count only where --rules gives them (RU names a bare preset)
            boolean komiKey = rulesText != null && KOMI_KEY.matcher(rulesText).find();
            Optional<Double> komi = komiOption.isPresent() || !komiKey ? komiOption : Optional.of(ownReferee.get().komi());
            Optional<Integer> handicap = rulesText != null && HANDICAP_KEY.matcher(rulesText).find()
                    ? Optional.of(ownReferee.get().handicap()) : Optional.empty();
            if (ownReferee.get().koRule() == KoRule.LJ) {
                // --time-limit bounds the control tests of the final position, in all
                Duration total = args.has("time-limit") ? Duration.ofSeconds(seconds)
                        : org.shinpan.lj.ControlMap.Limits.DEFAULT.total();
                return replayLogicalJapanese(file, komi, komiOption.isPresent() ? "--komi" : "--rules",
                        ownReferee.get().komi(), handicap, tableMib, total, args.has("json"), out, err);
            }
            return replayLaskerMaas(file, komi, handicap, args.has("json"), out, err);
        }

        GameRecord record = recordRead != null ? recordRead : SgfRecordReader.read(readFile(file), file);
        printWarnings(record, err);

        // The rule set, then komi and handicap, each from the most specific source.
        RuleSet rules;
        String rulesFrom;
        String rulesNote;
        if (ruleOption.isPresent()) {
            rules = ruleOption.get();
            rulesFrom = "option";
            rulesNote = "given by --rules";
        } else if (record.rules().isPresent() && RuleSet.fromSgfRules(record.rules().get()).isPresent()) {
            rules = RuleSet.fromSgfRules(record.rules().get()).get();
            rulesFrom = "RU";
            rulesNote = "from RU[" + record.rules().get() + "]";
        } else {
            rules = RuleSet.TROMP_TAYLOR;
            rulesFrom = "assumed";
            rulesNote = record.rules().isPresent()
                    ? "assumed: RU[" + record.rules().get() + "] names no rule set Shinpan knows"
                    : "assumed: the record has no RU";
        }
        String komiFrom = "rule set";
        if (komiOption.isPresent()) {
            rules = withKomi(rules, komiOption.get());
            komiFrom = "--komi";
        } else if (rulesText != null && KOMI_KEY.matcher(rulesText).find()) {
            komiFrom = "--rules";
        } else if (record.komi().isPresent()) {
            rules = withKomi(rules, record.komi().getAsDouble());
            komiFrom = "KM";
        }
        if (!(rulesText != null && HANDICAP_KEY.matcher(rulesText).find()) && record.handicap() != rules.handicap()) {
            try {
                rules = rules.withHandicap(record.handicap());
            } catch (IllegalArgumentException e) {
                throw new InputException(file, "HA[" + record.handicap() + "]: " + e.getMessage());
            }
        }

        Optional<IntList> dead = Optional.empty();
        if (args.has("dead")) {
            if (rules.scoringRule() != ScoringRule.TERRITORY) {
                throw new UsageException(name() + ": --dead is for territory counting; the rule set " + rules
                        + " counts by " + rules.scoringRule().word());
            }
            dead = Optional.of(VertexList.parse(name(), "dead", file, args.value("dead", ""), record.graph()));
        }
        LifeAndDeathJudge judge = J2003Judge.forScoring(rules.scoringRule(), maxStates, tableMib,
                Duration.ofSeconds(seconds), maxEmpty);
        Replay.OnIllegal onIllegal = args.has("continue") ? Replay.OnIllegal.CONTINUE : Replay.OnIllegal.STOP;
        ReplayReport report;
        try {
            report = Replay.run(record, rules, onIllegal, judge, dead);
        } catch (IllegalArgumentException e) {
            throw new UsageException(name() + ": --dead: " + e.getMessage());
        }
        out.print(args.has("json")
                ? Json.write(json(file, report, rulesFrom, rulesNote, komiFrom)) + "\n"
                : text(file, report, rulesNote, komiFrom));
        return Main.OK;
    }

    /**
     * {@code --rules lj}: the Logical Japanese play rules 2–13 ({@code LjReferee}), scored by rule 5
     * from the control the record gives in {@code TB}/{@code TW}, else from the control tests of
     * rules 14–17. Komi: {@code komiOption} (from {@code --komi} or {@code komi=} in {@code --rules}),
     * else the record's {@code KM}, else {@code presetKomi}. The record's conventions are in
     * docs/rulesets.md.
     */
    private int replayLogicalJapanese(String file, Optional<Double> komiOption, String optionName, double presetKomi,
            Optional<Integer> handicapOption, long tableMib, Duration total, boolean json, PrintStream out,
            PrintStream err) {
        LjRecordReader.LjRecord record = LjRecordReader.read(readFile(file), file);
        printWarnings(record.record(), err);
        OptionalDouble km = record.record().komi();
        double komi = komiOption.orElse(km.isPresent() ? km.getAsDouble() : presetKomi);
        String komiFrom = komiOption.isPresent() ? optionName : km.isPresent() ? "KM" : "rule set";
        LjAnalyzeCommand.warnIfNotLjKomi(file, komi, err);
        LjReplay.Report r = LjReplay.run(record, komi, org.shinpan.lj.ControlMap.judge(
                org.shinpan.lj.ControlMap.Limits.within(total, tableMib),
                org.shinpan.lj.ControlTest.Pruning.SAT), handicapOption.orElse(record.record().handicap()));
        org.shinpan.board.Graph g = record.record().graph();
        List<Object> illegal = new ArrayList<>();
        StringBuilder sb = new StringBuilder(file + ": Logical Japanese Rules (rules 2-13; rule 5 from the record's control, else rules 14-17), komi "
                + RuleSet.format(komi) + " from " + komiFrom + "\n");
        for (LjReferee.Verdict v : r.verdicts()) {
            if (v.isLegal()) continue;
            for (LjReferee.LjViolation violation : v.violations()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("turn", v.number());
                m.put("action", v.turn().notation(g));
                m.put("rule", violation.rule().word());
                m.put("detail", violation.detail());
                illegal.add(m);
                sb.append("turn ").append(v.number()).append(' ').append(v.turn().notation(g)).append(": ")
                        .append(violation.rule().word()).append(" — ").append(violation.detail()).append('\n');
            }
        }
        if (illegal.isEmpty()) sb.append("every turn is legal\n");
        sb.append(r.over() ? "the game ended (LJ rule 4)" : "the game did not end").append('\n');
        sb.append("result: ").append(r.result()).append(" — ").append(r.explanation()).append('\n');
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rules", "lj");
            m.put("file", file);
            m.put("komi", komi);
            m.put("komiFrom", komiFrom);
            m.put("illegal", illegal);
            m.put("ended", r.over());
            Map<String, Object> captives = new LinkedHashMap<>();
            captives.put("black", r.whiteRemoved());
            captives.put("white", r.blackRemoved());
            m.put("captives", captives);
            m.put("result", r.result());
            m.put("explanation", r.explanation());
            out.println(Json.write(m));
        } else {
            out.print(sb);
        }
        return Main.OK;
    }

    /**
     * {@code --rules lasker-maas}: the Lasker–Maas rules ({@code LaskerMaasReferee}) on the record,
     * stopping at the first illegal move; komi from {@code --komi}, else the record's {@code KM},
     * else the half point.
     */
    private int replayLaskerMaas(String file, Optional<Double> komiOption, Optional<Integer> handicapOption,
            boolean json, PrintStream out, PrintStream err) {
        GameRecord record = SgfRecordReader.read(readFile(file), file);
        printWarnings(record, err);
        double komi = komiOption.orElse(record.komi().isPresent() ? record.komi().getAsDouble() : 0.5);
        // handicap: handicap= in --rules, else the record's HA (Black's first moves his placements)
        // the first player: PL, else whoever moves first (a set-up position, e.g. handicap stones
        // with White to move), else Black, as for the other referees (docs/rulesets.md)
        LaskerMaasReferee referee = new LaskerMaasReferee(record.start(), record.firstMover(),
                handicapOption.orElse(record.handicap()));
        org.shinpan.board.Graph g = record.graph();
        List<Object> illegal = new ArrayList<>();
        StringBuilder sb = new StringBuilder(file + ": Lasker-Maas rules, komi " + RuleSet.format(komi) + "\n");
        int stoppedAt = 0;
        int firstPhaseEnd = 0;
        int secondPhaseEnd = 0;
        for (GameRecord.RecordedMove m : record.moves()) {
            LaskerMaasReferee.Phase before = referee.phase();
            MoveVerdict v = referee.play(m.player(), m.move());
            if (before == LaskerMaasReferee.Phase.FIRST && referee.phase() != before) firstPhaseEnd = m.number();
            if (before != LaskerMaasReferee.Phase.OVER && referee.phase() == LaskerMaasReferee.Phase.OVER) {
                secondPhaseEnd = m.number();
            }
            if (v.isLegal()) continue;
            for (Violation violation : v.violations()) {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("move", v.number());
                entry.put("player", v.player().lowerName());
                entry.put("vertex", v.move().notation(g));
                entry.put("rule", violation.rule().word());
                entry.put("detail", violation.detail());
                illegal.add(entry);
                sb.append("move ").append(v.number()).append(' ')
                        .append(GameRecord.describe(g, v.player(), v.move())).append(": ").append(violation.rule().word())
                        .append(" — ").append(violation.detail()).append('\n');
            }
            stoppedAt = v.number();
            break; // the replay stops at the first illegal move
        }
        boolean over = referee.phase() == LaskerMaasReferee.Phase.OVER;
        String result = over ? Outcome.resultOf(referee.margin(komi)) : "none";
        if (illegal.isEmpty()) sb.append("every move is legal\n");
        String phases = firstPhaseEnd == 0 ? "the record stops before two consecutive passes end the first phase"
                : "the first phase ended with two passes at move " + firstPhaseEnd + (over ? ", the second at move "
                        + secondPhaseEnd : ", and the record stops before two new passes end the second (seed 002,"
                        + " General)");
        sb.append(over ? "the game ended: " + phases : stoppedAt > 0
                ? "the game did not end: the replay stopped at the illegal move " + stoppedAt
                : "the game did not end: " + phases).append('\n');
        if (over) {
            List<LaskerMaasReferee.Score> s = referee.score();
            sb.append("count: Black ").append(s.get(0).territory()).append(" territory - ")
                    .append(s.get(0).prisonersLeft()).append(" prisoners left, White ").append(s.get(1).territory())
                    .append(" - ").append(s.get(1).prisonersLeft()).append('\n');
        }
        sb.append("result: ").append(result).append('\n');
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rules", "lasker-maas");
            m.put("file", file);
            m.put("komi", komi);
            m.put("illegal", illegal);
            m.put("ended", over);
            m.put("stoppedAt", stoppedAt > 0 ? stoppedAt : null);
            m.put("firstPhaseEnd", firstPhaseEnd > 0 ? firstPhaseEnd : null);
            m.put("secondPhaseEnd", secondPhaseEnd > 0 ? secondPhaseEnd : null);
            if (over) {
                List<LaskerMaasReferee.Score> score = referee.score();
                Map<String, Object> count = new LinkedHashMap<>();
                for (Player p : Player.values()) {
                    Map<String, Object> c = new LinkedHashMap<>();
                    c.put("territory", score.get(p.ordinal()).territory());
                    c.put("prisonersLeft", score.get(p.ordinal()).prisonersLeft());
                    count.put(p.lowerName(), c);
                }
                m.put("count", count);
            }
            m.put("result", result);
            out.println(Json.write(m));
        } else {
            out.print(sb);
        }
        return Main.OK;
    }

    private static RuleSet withKomi(RuleSet rules, double komi) {
        try {
            return rules.withKomi(komi);
        } catch (IllegalArgumentException e) {
            throw new UsageException("replay: " + e.getMessage());
        }
    }

    /**
     * Prints the SGF reader's warnings of the record a path replays, once each: each of the three
     * paths (the rule sets {@code Replay} referees, LJ, Lasker–Maas) calls it once, for the record
     * it replays (the LJ and Lasker–Maas paths read the file again when its {@code RU} named them,
     * and the record read for that {@code RU} is not printed).
     */
    private static void printWarnings(GameRecord record, PrintStream err) {
        for (Warning w : record.warnings()) err.println(w);
    }

    private static byte[] readFile(String path) {
        byte[] bytes = org.shinpan.io.InputFiles.read(path, path);
        // as the other commands read it: decoded, a byte-order mark dropped, blanks skipped
        if (!org.shinpan.sgf.SgfParser.isSgfText(org.shinpan.sgf.SgfParser.decode(bytes))) {
            throw new InputException(path, "not an SGF game record (it should start with '('): replay needs the moves");
        }
        return bytes;
    }

    // ---------------------------------------------------------------- the J2003 judge


    // ---------------------------------------------------------------- output

    private static String vertex(Graph g, Move m) {
        return m instanceof Move.Play ? g.label(((Move.Play) m).loc()) : "pass";
    }

    static String text(String file, ReplayReport r, String rulesNote, String komiFrom) {
        Graph g = r.record().graph();
        RuleSet rules = r.rules();
        StringBuilder sb = new StringBuilder();
        int moves = r.record().moves().size();
        sb.append(file).append(": ").append(Output.describe(g)).append(", ").append(moves)
                .append(moves == 1 ? " move" : " moves").append('\n');
        sb.append("rules: ").append(rules).append(" (").append(rulesNote).append("; komi ")
                .append(RuleSet.format(rules.komi())).append(" from ").append(komiFrom).append(")\n");
        List<MoveVerdict> illegal = r.illegalMoves();
        for (MoveVerdict v : r.verdicts()) {
            String head = "move " + v.number() + " (" + GameRecord.describe(g, v.player(), v.move()) + "): ";
            for (Violation x : v.violations()) {
                sb.append(head).append(x.rule().word()).append(" — ").append(x.detail()).append(" [")
                        .append(x.rule().citation(rules)).append("]\n");
            }
            if (v.doubt().isPresent()) {
                sb.append(head).append("legality undecided — ").append(v.doubt().get()).append('\n');
            }
        }
        if (illegal.isEmpty()) {
            sb.append("illegal moves: none of the ").append(r.verdicts().size()).append(" moves replayed\n");
        }
        if (r.stoppedAt().isPresent()) {
            sb.append("stopped at move ").append(r.stoppedAt().getAsInt())
                    .append(" (--continue reports every illegal move and plays on)\n");
        }
        sb.append("end: ").append(r.end().map(GameEnd::describe).orElse("none")).append('\n');
        Outcome o = r.outcome();
        sb.append("result: ").append(o.result());
        o.resultWithKomi().ifPresent(k -> sb.append(" (with komi ").append(RuleSet.format(o.komi())).append(": ")
                .append(k).append(')'));
        sb.append('\n');
        sb.append("  ").append(o.explanation()).append('\n');
        if (r.deadStones().isPresent()) {
            sb.append("  dead stones: ").append(r.deadStones().get().isEmpty() ? "none"
                    : String.join(" ", Output.labels(g, r.deadStones().get()))).append('\n');
        }
        return sb.toString();
    }

    static Map<String, Object> json(String file, ReplayReport r, String rulesFrom, String rulesNote, String komiFrom) {
        Graph g = r.record().graph();
        RuleSet rules = r.rules();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("file", file);
        json.put("board", Output.board(g));
        json.put("rules", rules.toString());
        json.put("rulesFrom", rulesFrom);
        json.put("rulesNote", rulesNote);
        json.put("komi", rules.komi());
        json.put("komiFrom", komiFrom);
        json.put("handicap", rules.handicap());
        json.put("moves", r.record().moves().size());
        json.put("replayed", r.verdicts().size());
        List<Object> illegal = new ArrayList<>();
        List<Object> undecided = new ArrayList<>();
        for (MoveVerdict v : r.verdicts()) {
            if (!v.isLegal()) {
                Map<String, Object> m = moveJson(g, v);
                List<Object> broken = new ArrayList<>();
                for (Violation x : v.violations()) {
                    Map<String, Object> b = new LinkedHashMap<>();
                    b.put("rule", x.rule().word());
                    b.put("detail", x.detail());
                    b.put("citation", x.rule().citation(rules));
                    broken.add(b);
                }
                m.put("rules", broken);
                m.put("played", v.effect() == MoveVerdict.Effect.PLAYED);
                illegal.add(m);
            }
            if (v.doubt().isPresent()) {
                Map<String, Object> m = moveJson(g, v);
                m.put("doubt", v.doubt().get());
                undecided.add(m);
            }
        }
        json.put("illegal", illegal);
        json.put("undecided", undecided);
        json.put("stoppedAt", r.stoppedAt().isPresent() ? r.stoppedAt().getAsInt() : null);
        if (r.end().isPresent()) {
            GameEnd e = r.end().get();
            Map<String, Object> end = new LinkedHashMap<>();
            end.put("kind", e.kind().word());
            end.put("move", e.moveNumber());
            if (e.kind() != GameEnd.Kind.TWO_PASSES) {
                end.put("firstOccurrence", e.firstOccurrence());
                end.put("whiteRemoved", e.whiteRemoved());
                end.put("blackRemoved", e.blackRemoved());
                end.put("winner", e.winner().map(Player::lowerName).orElse(null));
            }
            json.put("end", end);
        } else {
            json.put("end", null);
        }
        Outcome o = r.outcome();
        json.put("result", o.result());
        json.put("resultKind", o.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        json.put("margin", o.margin().isPresent() ? o.margin().getAsDouble() : null);
        json.put("resultWithKomi", o.resultWithKomi().orElse(null));
        if (o.counts().isPresent()) {
            Map<String, Object> counts = new LinkedHashMap<>();
            counts.put("black", countJson(o.counts().get().black()));
            counts.put("white", countJson(o.counts().get().white()));
            json.put("counts", counts);
        } else {
            json.put("counts", null);
        }
        Map<String, Object> removed = new LinkedHashMap<>();
        removed.put("black", r.blackRemoved());
        removed.put("white", r.whiteRemoved());
        json.put("removed", removed);
        json.put("deadStones", r.deadStones().map(d -> (Object) Output.labels(g, d)).orElse(null));
        json.put("deadFrom", r.deadSource().orElse(null));
        json.put("explanation", o.explanation());
        return json;
    }

    private static Map<String, Object> moveJson(Graph g, MoveVerdict v) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("move", v.number());
        m.put("color", v.player().lowerName());
        m.put("vertex", vertex(g, v.move()));
        return m;
    }

    private static Map<String, Object> countJson(Count c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("stones", c.stones());
        m.put("territory", c.territory());
        m.put("deadStones", c.deadStones());
        m.put("prisoners", c.prisoners());
        m.put("total", c.total());
        return m;
    }
}
