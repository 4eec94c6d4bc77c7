package org.shinpan.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.CertificateCheck;
import org.shinpan.hypo.FirstMoves;
import org.shinpan.hypo.SolverLimits;
import org.shinpan.io.InputException;
import org.shinpan.io.Json;
import org.shinpan.report.TsumegoSgf;
import org.shinpan.report.TsumegoSvg;
import org.shinpan.tsumego.Tsumego;
import org.shinpan.tsumego.TsumegoFrame;

/** {@code tsumego FILE}: a life-and-death problem, with each side to move first. */
final class TsumegoCommand implements Command {

    @Override
    public String name() {
        return "tsumego";
    }

    @Override
    public String summary() {
        return "life-and-death problem: status with each side first, every correct first move";
    }

    @Override
    public String help() {
        return """
                usage: shinpan tsumego FILE [options]

                Solves a life-and-death problem under the J2003 hypothetical-analysis. The problem
                area is the rectangle around the stones widened by --margin empty lines; a band of
                the attacker's stones two lines wide, pass-alive, closes it (docs/tsumego.md). The
                target string is classified with the attacker to move first and with the defender
                to move first, and every first move of each side is listed with the class it leads
                to: uncapturable (lives), capturable-1 or -2 (captured, but the defender keeps a
                permanent stone: lives), dead, or unknown past the limits.

                  --move N           an SGF's position after move N of the main line (default:
                                     before its first move, where a problem file holds the
                                     problem; its solution, if any, follows as moves)
                  --target V         a stone of the target string (default: the string of a
                                     stone the SGF marks with TR, SQ, CR or MA, else the
                                     largest string of the colour being surrounded: the
                                     one whose stones' rectangle lies inside the other's,
                                     else the one nearer the edges)
                  --margin N         empty lines beyond every side of the stones' rectangle
                                     (default: side by side, 0 beyond a side the attacker's
                                     stones line, no defender stone on it or next to an empty
                                     point of it, or on the board's edge; else 1)
                  --ko-threats C     black or white: that player has unlimited ko threats in
                                     both sides' first moves (its ko-captures are never
                                     banned; the other may not ko-pass); the attacker-first
                                     J2003 status line stays J2003 (docs/tsumego.md)
                  --json             one JSON object instead of text
                  --sgf OUT          also write the solution as SGF: the framed board, every
                                     first move of both sides (TE[1] correct, BM[1] wrong),
                                     each with its certificate as variations
                  --check-certificates  check every first move's certificate move by move
                                     against the rules' own game (not the search): complete
                                     (a proof by itself), partial (what is not shown or not
                                     checked, counted) or invalid; in the text, the JSON
                                     (certificateCheck) and the SGF's comments
                  --certificate-moves N  moves a first move's certificate tree may show
                                     (default 400; as analyze)
                  --svg OUT          also write a picture: the framed problem, the target
                                     marked, each side's correct first moves
                  --max-states N     states one test may build (default 2000000)
                  --table-mib N      MiB of table one test may hold (default 256)
                  --time-limit S     seconds in all (default 300)
                  --max-empty N      refuse a problem area with more empty
                                     intersections, before any search (default 60)
                """;
    }

    @Override
    public int run(String[] words, PrintStream out, PrintStream err) {
        Args args = Args.parse(name(), words, Set.of("json", "check-certificates"),
                Set.of("target", "margin", "ko-threats", "max-states", "table-mib", "time-limit", "max-empty", "sgf", "svg",
                        "move", "certificate-moves"));
        String file = args.only("file");
        OutputFiles.check(name(), args, file, "sgf", "svg");
        int margin = args.has("margin") ? args.intValue("margin", 1, 0, 10) : -1;
        long maxStates = args.longValue("max-states", SolverLimits.DEFAULT_MAX_STATES, 1, Long.MAX_VALUE);
        long tableMib = args.tableMib();
        long seconds = args.longValue("time-limit", 300, 1, 1_000_000);
        int maxEmpty = args.intValue("max-empty", Tsumego.DEFAULT_MAX_EMPTY, 0, 1_000_000);
        Player koMaster = null;
        if (args.has("ko-threats")) {
            String c = args.value("ko-threats", "");
            koMaster = switch (c.toLowerCase(java.util.Locale.ROOT)) {
                case "black" -> Player.BLACK;
                case "white" -> Player.WHITE;
                default -> throw new UsageException(name() + ": --ko-threats is black or white, not '" + c + "'");
            };
        }
        // A problem file holds the problem before its first move (the solution, if any, follows as
        // moves and variations); --move N reads the position after move N of the main line instead.
        GameFile game = GameFile.readProblem(file, args, err);
        Position p = game.position();
        Graph g = p.graph();
        int target = -1;
        if (args.has("target")) {
            String v = args.value("target", "");
            try {
                target = g.parseLocation(v);
            } catch (IllegalArgumentException e) {
                throw new UsageException(name() + ": --target " + v + ": " + e.getMessage());
            }
            if (!p.occupant(target).isStone()) {
                throw new InputException(file, "--target " + v + " is empty: the target must be a stone");
            }
        } else if (game.game().isPresent()) {
            target = markedTarget(file, p, game.game().get().markedPoints());
        }
        // Tsumego.solve refuses it too, without the file's line: a graph that is no grid first, as it does
        if (g.isGrid()) game.refuseAStringWithoutLiberty("", "");
        Tsumego t;
        try {
            t = Tsumego.solve(p, target, margin, SolverLimits.of(maxStates, tableMib, Duration.ofSeconds(seconds))
                    .withCertificateMoves(args.certificateMoves()), koMaster, maxEmpty);
        } catch (Tsumego.AreaTooLargeException e) {
            throw new InputException(file, e.getMessage() + " (--max-empty)");
        } catch (IllegalArgumentException e) {
            throw new InputException(file, e.getMessage());
        }
        Map<Tsumego.Side, List<CertificateCheck.Result>> checks = args.has("check-certificates") ? checks(t) : null;
        if (args.has("sgf")) {
            // the problem file's PL, where it has one, stays (a problem reader shows whose turn it is)
            Player pl = game.game().flatMap(x -> x.root().property("PL"))
                    .map(x -> x.value().trim().equalsIgnoreCase("W") ? Player.WHITE : Player.BLACK).orElse(null);
            // and its players, date and game name, which a collection uses for titles and sources
            OutputFiles.writeAtomically(args.value("sgf", ""), TsumegoSgf.write(t, checks, pl,
                    game.game().map(org.shinpan.sgf.SgfGame::info).orElse(null)));
        }
        if (args.has("svg")) {
            OutputFiles.writeAtomically(args.value("svg", ""), TsumegoSvg.write(t));
        }
        out.print(args.has("json") ? Json.write(json(t, checks)) + "\n" : text(file, t, checks));
        return Main.OK;
    }

    /** {@link Tsumego#markedTarget}, a refusal naming {@code file}. */
    static int markedTarget(String file, Position p, int[] marked) {
        try {
            return Tsumego.markedTarget(p, marked);
        } catch (IllegalArgumentException e) {
            throw new InputException(file, e.getMessage());
        }
    }

    /**
     * The certificate checks of every side solved ({@link Tsumego#checks}): the two sides, and the
     * ko readings' sides with their ko master; by side, compared by identity.
     */
    static Map<Tsumego.Side, List<CertificateCheck.Result>> checks(Tsumego t) {
        Map<Tsumego.Side, List<CertificateCheck.Result>> all = new java.util.IdentityHashMap<>();
        for (Tsumego.Side s : t.solvedSides()) all.put(s, t.checks(s));
        return all;
    }

    static Map<String, Object> json(Tsumego t) {
        return json(t, null);
    }

    static Map<String, Object> json(Tsumego t, Map<Tsumego.Side, List<CertificateCheck.Result>> checks) {
        TsumegoFrame f = t.frame();
        Graph g = f.framed().graph();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("rules", "j2003");
        Map<String, Object> target = new LinkedHashMap<>();
        target.put("color", t.target().player().lowerName());
        target.put("stones", Output.labels(g, t.target().stones()));
        json.put("target", target);
        json.put("attacker", f.attacker().lowerName());
        List<String> area = new ArrayList<>();
        boolean[] inArea = f.area();
        for (int i = 0; i < g.size(); i++) if (inArea[i]) area.add(g.label(i));
        json.put("area", area);
        json.put("areaEmpty", f.areaEmpty());
        json.put("status", t.analysis().verdictAt(t.target().anchor()).status().word());
        json.put("seki", t.inSeki());
        json.put("bound", t.analysis().verdictAt(t.target().anchor()).bound().word());
        json.put("koThreats", t.koMaster() == null ? null : t.koMaster().lowerName());
        Map<String, Object> attacker = side(g, t.attackerFirst(), false, checks);
        Map<String, Object> defender = side(g, t.defenderFirst(), true, checks);
        if (t.koMaster() == null) {
            attacker.put("ko", ko(g, t.attackerFirstKo(), checks));
            defender.put("ko", ko(g, t.defenderFirstKo(), checks));
        }
        json.put("attackerFirst", attacker);
        json.put("defenderFirst", defender);
        json.put("states", t.states());
        return json;
    }

    /** A side's ko reading: what it is, and the side with the ko master that was tried. */
    private static Map<String, Object> ko(Graph g, Tsumego.Ko ko, Map<Tsumego.Side, List<CertificateCheck.Result>> checks) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("reading", ko.reading().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        json.put("koThreats", ko.master() == null ? null : ko.master().lowerName());
        if (ko.withMaster() != null) {
            json.put("status", ko.withMaster().status().word());
            json.put("correct", ko.withMaster().correct().stream().map(m -> m.notation(g)).toList());
            // why an unknown reading is unknown: the limits its first moves stopped at
            if (ko.withMaster().status() == Capturability.UNKNOWN) json.put("unknownMoves", ko.withMaster().unknownNotes(g));
            List<CertificateCheck.Result> each = checks == null ? null : checks.get(ko.withMaster());
            if (each != null) {
                // per first move with a certificate: its check, the side being solved again with the ko master
                Map<String, Object> byMove = new LinkedHashMap<>();
                for (int i = 0; i < each.size(); i++) {
                    if (each.get(i) != null) {
                        byMove.put(ko.withMaster().outcomes().get(i).move().notation(g), each.get(i).describe());
                    }
                }
                json.put("certificateChecks", byMove);
            }
        }
        return json;
    }

    private static Map<String, Object> side(Graph g, Tsumego.Side s, boolean defender,
            Map<Tsumego.Side, List<CertificateCheck.Result>> checks) {
        List<CertificateCheck.Result> each = checks == null ? null : checks.get(s);
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("player", s.player().lowerName());
        json.put("status", s.status().word());
        json.put("correct", s.correct().stream().map(m -> m.notation(g)).toList());
        // every move reaches the side's worst class: "correct" lists them all, none is a key move
        json.put("noMoveHelps", s.noMoveHelps(defender));
        json.put("undecided", undecided(g, s, defender));
        json.put("bound", s.bound() == null ? null : s.bound().word());
        if (s.status() == Capturability.UNKNOWN) {
            // the text's line under an unknown verdict: the moves it waits on, the best decided ones
            Tsumego.Waiting w = s.waiting(defender);
            Map<String, Object> waitingOn = new LinkedHashMap<>();
            waitingOn.put("undecided", w.open().stream().map(m -> m.notation(g)).toList());
            waitingOn.put("bestDecided", w.best().stream().map(m -> m.notation(g)).toList());
            waitingOn.put("bestStatus", w.classes().stream().map(Capturability::word).toList());
            json.put("waitingOn", waitingOn);
        }
        List<Object> moves = new ArrayList<>();
        for (int i = 0; i < s.outcomes().size(); i++) {
            FirstMoves.Outcome o = s.outcomes().get(i);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("move", o.move().notation(g));
            m.put("status", o.status().word());
            m.put("sequence", o.principal());
            m.put("bound", o.bound().word());
            m.put("states", o.states());
            if (!o.note().isEmpty()) m.put("note", o.note());
            if (each != null && each.get(i) != null) {
                m.put("certificateCheck", each.get(i).describe());
                m.put("certificateCheckCounts", each.get(i).fields());
            }
            moves.add(m);
        }
        json.put("moves", moves);
        json.put("wrong", s.wrong(defender).stream().map(m -> m.notation(g)).toList());
        return json;
    }

    private static String text(String file, Tsumego t, Map<Tsumego.Side, List<CertificateCheck.Result>> checks) {
        TsumegoFrame f = t.frame();
        Graph g = f.framed().graph();
        StringBuilder sb = new StringBuilder();
        sb.append(file).append(": target ").append(t.target().describe(g)).append(", attacker ")
                .append(Output.capitalized(f.attacker())).append('\n');
        sb.append("problem area: ").append(f.areaSize()).append(" intersections (").append(f.areaEmpty())
                .append(" empty), ");
        if (f.banded()) {
            sb.append("closed by a pass-alive band of ").append(Output.capitalized(f.attacker())).append(" stones\n");
        } else {
            sb.append("the whole board, with no band around it\n");
        }
        org.shinpan.hypo.StringVerdict v = t.analysis().verdictAt(t.target().anchor());
        sb.append("J2003 status (attacker first): ").append(v.status().word());
        if (v.status() == Capturability.UNKNOWN && v.bound() != Capturability.UNCAPTURABLE) {
            sb.append(", ").append(v.bound().word()).append(" at best (its capture is proven)");
        }
        if (Boolean.TRUE.equals(t.inSeki())) sb.append(", in seki (its region borders a dame: J2003 Definitions 3)");
        sb.append('\n');
        if (t.koMaster() != null) {
            sb.append("ko threats: ").append(Output.capitalized(t.koMaster()))
                    .append(" has unlimited ko threats in the first moves below (not J2003)\n");
        }
        for (Tsumego.Side s : List.of(t.attackerFirst(), t.defenderFirst())) {
            sb.append('\n').append(Output.capitalized(s.player())).append(" to move first: ")
                    .append(words(s)).append('\n');
            boolean owner = s.player() == t.target().player();
            if (s.noMoveHelps(owner)) {
                sb.append("  no first move does better: every move leaves the target ").append(s.status().word())
                        .append('\n');
            } else if (!s.correct().isEmpty()) {
                sb.append("  correct first moves: ")
                        .append(String.join(" ", s.correctListed(g))).append('\n');
                List<String> undecided = undecided(g, s, owner);
                if (!undecided.isEmpty()) {
                    // the verdict stands (nothing beats it), but these might reach it too
                    sb.append("  undecided first moves, which may be correct too: ").append(String.join(" ", undecided))
                            .append('\n');
                }
            }
            if (s.status() == Capturability.UNKNOWN) sb.append(waitingOn(g, s, owner));
            for (FirstMoves.Outcome o : s.outcomes()) {
                // an undecided move after a proven capture: its bound, and the capture's sequence
                String bound = o.status() == Capturability.UNKNOWN
                        && o.bound() != Capturability.UNCAPTURABLE
                        ? o.bound().word() + " at best; the capture: " : "";
                String why = o.note().isEmpty() ? "" : (bound.isEmpty() && o.principal().isEmpty() ? "" : "; ") + o.note();
                sb.append(String.format("  %-4s %-13s %s%s%s%n", o.move().notation(g), o.status().word(), bound,
                        o.principal(), why).stripTrailing()).append('\n');
            }
            Tsumego.Ko ko = s == t.attackerFirst() ? t.attackerFirstKo() : t.defenderFirstKo();
            if (ko != null) sb.append(koLine(g, ko));
            if (checks != null) {
                sb.append(checkLines(g, s, checks.get(s), "certificates checked move by move against the rules' game"));
                if (ko != null && ko.withMaster() != null) {
                    sb.append(checkLines(g, ko.withMaster(), checks.get(ko.withMaster()),
                            "with unlimited ko threats for " + Output.capitalized(ko.master()) + ", checked the same way"));
                }
            }
        }
        return sb.toString();
    }

    /** The checks of a side's first moves under {@code heading}, one line per move with a certificate. */
    private static String checkLines(Graph g, Tsumego.Side s, List<CertificateCheck.Result> each, String heading) {
        StringBuilder sb = new StringBuilder("  ").append(heading).append(":\n");
        int shown = 0;
        long cut = 0;
        for (int i = 0; i < each.size(); i++) {
            if (each.get(i) == null) continue;
            sb.append(String.format("    %-4s %s%n", s.outcomes().get(i).move().notation(g), each.get(i).describe()));
            shown++;
            if (each.get(i).partialOnlyByItsBound()) cut++;
        }
        if (shown == 0) sb.append("    no first move has a certificate\n");
        sb.append(CertificateCheck.Result.boundNote(cut, "    "));
        return sb.toString();
    }

    /** The text for a side's ko reading: nothing without a ko (docs/tsumego.md, "Ko"). */
    private static String koLine(Graph g, Tsumego.Ko ko) {
        if (ko.master() == null) return "";
        String who = Output.capitalized(ko.master());
        String with = ko.withMaster().words(g);
        String line = switch (ko.reading()) {
            case DEFENDER_NEEDS_THREATS -> "ko: the target lives only if " + who
                    + ", the defender, has more ko threats; with unlimited ones: " + with;
            case ATTACKER_NEEDS_THREATS -> "ko: the target dies if " + who
                    + ", the attacker, has more ko threats; with unlimited ones: " + with;
            case THREATS_DO_NOT_HELP -> "a ko-capture occurs in the searched lines, but unlimited ko threats for " + who
                    + " do not change the result: " + with;
            default -> "a ko-capture occurs in the searched lines; with unlimited ko threats for " + who
                    + " the result is unknown" + ko.withMaster().unknownMoves(g);
        };
        return "  " + line + "\n";
    }

    /**
     * For a side left unknown, the line of {@link Tsumego.Side#waiting} under its verdict, so that
     * the long table need not be read to see that, say, one move is left and every other leaves the
     * target uncapturable; empty where no first move is undecided (a side unknown for another reason
     * says why in its own line).
     */
    static String waitingOn(Graph g, Tsumego.Side s, boolean owner) {
        String words = s.waiting(owner).words(g);
        return words.isEmpty() ? "" : "  " + words + "\n";
    }

    /** The first moves whose class is unknown and may still be correct ({@link Tsumego.Side#undecided}). */
    private static List<String> undecided(Graph g, Tsumego.Side s, boolean defender) {
        return s.undecided(defender).stream().map(m -> m.notation(g)).toList();
    }

    private static String words(Tsumego.Side s) {
        return switch (s.status()) {
            case UNCAPTURABLE -> "the target lives (uncapturable)";
            case CAPTURABLE_1, CAPTURABLE_2, CAPTURABLE_3 ->
                "the target lives as " + s.status().word() + " (it can be captured, but its owner keeps a permanent stone)";
            case DEAD -> "the target dies (dead)";
            case UNKNOWN -> s.bound() == null || s.bound() == Capturability.UNCAPTURABLE
                    ? "unknown (a first move that could decide it was not decided within the limits)"
                    : "unknown, " + s.bound().word() + " at best: the target can be captured, but a first move that"
                            + " could decide its class was not decided within the limits";
        };
    }
}
