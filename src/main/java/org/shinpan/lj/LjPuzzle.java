package org.shinpan.lj;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.GraphText;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.io.InputException;
import org.shinpan.rules.Counting;
import org.shinpan.rules.LjScoring;
import org.shinpan.rules.Outcome;

/**
 * A hand-derived LJ control puzzle ({@code puzzles/lj/**}{@code /*.lj}, format in
 * {@code puzzles/lj/README.md}): a position and expectations, each a question about rules 14–17
 * with the answer derived from the rule text. {@link #answer} asks Shinpan the same question; the
 * test suite and {@code bench lj} compare.
 *
 * @param source       the file name
 * @param position     the position
 * @param expectations the questions and their expected answers, in file order
 */
public record LjPuzzle(String source, Position position, List<Expectation> expectations) {

    /**
     * One question: {@code KIND ARGS -> EXPECTED} on line {@code line}.
     *
     * @param line     the line in the file
     * @param kind     bordered, smallest, formation, sat, control, map, score or dispute
     * @param args     the words between the kind and {@code ->}
     * @param expected the words after {@code ->}
     */
    public record Expectation(int line, String kind, List<String> args, String expected) {}

    /** Shinpan's answer to a question, and the situations its searches expanded. */
    public record Answer(String text, long nodes) {}

    /** Budget of the puzzles' control tests. */
    public static final ControlTest.Limits LIMITS = new ControlTest.Limits(500_000, Duration.ofSeconds(30));

    /**
     * Reads a puzzle.
     *
     * @throws InputException naming the line for a malformed file
     */
    public static LjPuzzle parse(String text, String source) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        Position position = null;
        List<Expectation> expectations = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            if (line.equals("diagram") || line.equals("graph")) {
                if (position != null) throw new InputException(source, i + 1, 1, "a second position");
                StringBuilder body = new StringBuilder();
                int start = i + 1;
                i++;
                while (i < lines.length && !lines[i].strip().equals("end")) body.append(lines[i++]).append('\n');
                if (i >= lines.length) throw new InputException(source, start, 1, "'" + line + "' without 'end'");
                position = line.equals("diagram") ? Diagram.parse(body.toString(), source + " (diagram at line " + start + ")")
                        : GraphText.parse(body.toString(), source + " (graph at line " + start + ")");
                continue;
            }
            int arrow = line.indexOf("->");
            if (arrow < 0) throw new InputException(source, i + 1, 1, "expected 'KIND ARGS -> EXPECTED', 'diagram' or 'graph'");
            String[] words = line.substring(0, arrow).trim().split("\\s+");
            List<String> args = List.of(words).subList(1, words.length);
            expectations.add(new Expectation(i + 1, words[0], args, line.substring(arrow + 2).trim()));
        }
        if (position == null) throw new InputException(source, "no position ('diagram' or 'graph' ... 'end')");
        return new LjPuzzle(source, position, expectations);
    }

    /**
     * Shinpan's answer to {@code e}, written as the expected answers are.
     *
     * @throws IllegalArgumentException for a question it cannot read
     */
    public Answer answer(Expectation e, ControlTest.Pruning pruning) {
        return answer(e, pruning, LIMITS);
    }

    /** The same with the control tests' budget {@code limits} instead of {@link #LIMITS}. */
    public Answer answer(Expectation e, ControlTest.Pruning pruning, ControlTest.Limits limits) {
        Graph g = position.graph();
        List<String> a = e.args();
        switch (e.kind()) {
            case "bordered":
                return new Answer(yes(BorderedSet.isBordered(position, player(a.get(0)), locs(a.subList(1, a.size())))), 0);
            case "smallest":
                return new Answer(sorted(g, BorderedSet.smallestContaining(position, player(a.get(0)),
                        g.parseLocation(a.get(1)))), 0);
            case "formation":
                return new Answer(yes(TwoEyeFormation.isBuilt(position, player(a.get(0)), locs(a.subList(1, a.size())))), 0);
            case "sat": {
                FormationSat.Result r = FormationSat.cheapest(position, player(a.get(0)), locs(a.subList(1, a.size())), 30);
                return new Answer(r.verdict() == FormationSat.SatVerdict.SAT
                        ? String.valueOf(r.witness().orElseThrow().newStones())
                        : r.verdict().name().toLowerCase(Locale.ROOT), 0);
            }
            case "control": {
                ControlTest.Result r = ControlTest.run(position, player(a.get(0)), locs(a.subList(1, a.size())), limits, pruning);
                String text = switch (r.verdict()) {
                    case PROVER_WINS -> "prover";
                    case REFUTER_WINS -> "refuter";
                    case UNKNOWN -> "unknown";
                };
                return new Answer(text, r.nodes());
            }
            case "map": {
                ControlMap m = ControlMap.of(position, new ControlMap.Limits(limits, Duration.ofSeconds(120)), pruning);
                return new Answer(mapText(m), m.tried().stream().mapToLong(t -> t.result().nodes()).sum());
            }
            case "score": {
                ControlMap m = ControlMap.of(position, new ControlMap.Limits(limits, Duration.ofSeconds(120)), pruning);
                double komi = Double.parseDouble(option(a, "komi", "0"));
                int prisoners = Integer.parseInt(option(a, "prisoners", "0"));
                long nodes = m.tried().stream().mapToLong(t -> t.result().nodes()).sum();
                if (!m.isComplete()) return new Answer("unknown", nodes);
                Counting.Counts c = LjScoring.count(position, m.control(), Math.max(-prisoners, 0), Math.max(prisoners, 0));
                return new Answer(Outcome.resultOf(LjScoring.margin(c, komi)), nodes);
            }
            case "dispute":
                return dispute(a, pruning, limits);
            default:
                throw new IllegalArgumentException("line " + e.line() + ": unknown question '" + e.kind() + "'");
        }
    }

    /** {@code dispute first=B dead:A4 [neutral:X] [pass] [extend=X] -> black|white|agreed RESULT}. */
    private Answer dispute(List<String> a, ControlTest.Pruning pruning, ControlTest.Limits limits) {
        Graph g = position.graph();
        Player next = player(option(a, "first", "B"));
        List<Dispute.Claim> claims = new ArrayList<>();
        List<Integer> extensions = new ArrayList<>();
        for (String w : a) {
            if (w.startsWith("first=")) continue;
            if (w.startsWith("extend=")) {
                extensions.add(g.parseLocation(w.substring(7)));
                continue;
            }
            Dispute.Claim c = w.equals("pass") ? new Dispute.Claim(next, Dispute.Kind.PASS, -1)
                    : new Dispute.Claim(next, w.startsWith("dead:") ? Dispute.Kind.DEAD : Dispute.Kind.NEUTRAL,
                            g.parseLocation(w.substring(w.indexOf(':') + 1)));
            var why = Dispute.whyNotAllowed(position, c);
            if (why.isPresent()) return new Answer("not allowed", 0);
            claims.add(c);
            next = next.opponent();
        }
        int k = claims.size();
        if (k >= 2 && claims.get(k - 1).kind() == Dispute.Kind.PASS && claims.get(k - 2).kind() == Dispute.Kind.PASS) {
            Counting.Counts c = LjScoring.count(position, Dispute.agreedControl(position, claims), 0, 0);
            return new Answer("agreed " + Outcome.resultOf(LjScoring.margin(c, 0)), 0);
        }
        Dispute.Claim last = claims.get(k - 1);
        Player prover = last.kind() == Dispute.Kind.NEUTRAL ? next : last.claimant();
        Dispute.Outcome o = Dispute.playOut(position, prover, last.loc(),
                extensions.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(extensions), limits, pruning);
        return new Answer(o.winner().map(Player::lowerName).orElse("unknown"), o.nodes());
    }

    private static String option(List<String> args, String name, String fallback) {
        for (String w : args) {
            if (w.startsWith(name + "=")) return w.substring(name.length() + 1);
        }
        return fallback;
    }

    /** The map: grid rows of B W N U (top first, {@code /} between rows), or per status the labels. */
    static String mapText(ControlMap m) {
        Graph g = m.position().graph();
        StringBuilder sb = new StringBuilder();
        if (g.isGrid()) {
            for (int y = 0; y < g.height(); y++) {
                if (y > 0) sb.append('/');
                for (int x = 0; x < g.width(); x++) sb.append(m.status(g.loc(x, y)).name().charAt(0));
            }
            return sb.toString();
        }
        for (ControlMap.Status s : ControlMap.Status.values()) {
            ImmutableIntSet locs = m.locations(s);
            if (locs.isEmpty()) continue;
            if (sb.length() > 0) sb.append("; ");
            sb.append(s.name().toLowerCase(Locale.ROOT)).append(": ").append(sorted(g, locs));
        }
        return sb.toString();
    }

    private static String yes(boolean b) {
        return b ? "yes" : "no";
    }

    private static Player player(String word) {
        return Player.parse(word);
    }

    private ImmutableIntSet locs(List<String> labels) {
        MutableIntSet s = IntSets.mutable.empty();
        for (String l : labels) s.add(position.graph().parseLocation(l));
        return s.toImmutable();
    }

    /** The labels in location order, separated by spaces. */
    static String sorted(Graph g, ImmutableIntSet locs) {
        return ControlMap.labels(g, locs);
    }

    /** Whether {@code actual} answers {@code e}: the same words, sets compared as sets of labels. */
    public static boolean matches(Expectation e, String actual) {
        if (e.kind().equals("smallest")) {
            return new java.util.TreeSet<>(List.of(e.expected().split("\\s+")))
                    .equals(new java.util.TreeSet<>(List.of(actual.split("\\s+"))));
        }
        if (e.kind().equals("map") && e.expected().contains(":")) {
            return normalizeMap(e.expected()).equals(normalizeMap(actual));
        }
        return e.expected().equals(actual);
    }

    private static java.util.Map<String, java.util.Set<String>> normalizeMap(String text) {
        java.util.Map<String, java.util.Set<String>> m = new java.util.TreeMap<>();
        for (String part : text.split(";")) {
            int colon = part.indexOf(':');
            if (colon < 0) continue;
            java.util.Set<String> labels = new java.util.TreeSet<>(List.of(part.substring(colon + 1).trim().split("\\s+")));
            labels.remove("");
            if (!labels.isEmpty()) m.put(part.substring(0, colon).trim(), labels);
        }
        return m;
    }
}
