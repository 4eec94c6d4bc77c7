package org.shinpan.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.SolverLimits;
import org.shinpan.hypo.StringVerdict;
import org.shinpan.rules.Move;
import org.shinpan.sgf.SgfGame;
import org.shinpan.tsumego.Tsumego;

/**
 * Times the life-and-death problems below a folder ({@code bench tsumego}, docs/tsumego.md) and
 * compares each side's answer with the hand-derived one that the problem's root comment states in
 * machine-readable lines:
 *
 * <pre>
 * Expect attacker: dead = B1
 * Expect defender: uncapturable &gt;= B1 B2 / A2 C1 p
 * Expect defender black: uncapturable = p
 * </pre>
 *
 * The side ({@code attacker} or {@code defender}, moving first) is followed by an optional ko master
 * ({@code black} or {@code white}, {@code tsumego --ko-threats}), the target's class, and the correct
 * first moves: after {@code =} the complete list, after {@code >=} moves that must be among them,
 * then optionally {@code /} and moves that must not be ({@code p} is the pass). A side's answer agrees
 * when the class is the same and the correct first moves fit.
 */
public final class TsumegoBench {
    private TsumegoBench() {}

    /** One machine-readable expectation of a problem. */
    public record Expectation(boolean attacker, Player koMaster, Capturability status, boolean complete,
            Set<String> correct, Set<String> wrong) {

        /** Whether a side's class and correct first moves agree with this expectation. */
        public boolean agrees(Capturability actual, Set<String> actualCorrect) {
            if (actual != status) return false;
            if (complete) return actualCorrect.equals(correct);
            if (!actualCorrect.containsAll(correct)) return false;
            for (String w : wrong) if (actualCorrect.contains(w)) return false;
            return true;
        }

        /** The expectation as written after the side. */
        public String text() {
            String s = status.word() + (complete ? " = " : " >= ") + String.join(" ", correct);
            return wrong.isEmpty() ? s : s + " / " + String.join(" ", wrong);
        }
    }

    private static final Pattern LINE = Pattern.compile(
            "^Expect (attacker|defender)(?: (black|white))?: (\\S+) (=|>=)([^/\\n]*)(?:/([^\\n]*))?$", Pattern.MULTILINE);

    /** The expectations stated in {@code text} (an SGF file), in order. */
    public static List<Expectation> expectations(String text) {
        List<Expectation> out = new ArrayList<>();
        Matcher m = LINE.matcher(text);
        while (m.find()) {
            Player ko = m.group(2) == null ? null : m.group(2).equals("black") ? Player.BLACK : Player.WHITE;
            out.add(new Expectation(m.group(1).equals("attacker"), ko, status(m.group(3)), m.group(4).equals("="),
                    moves(m.group(5)), moves(m.group(6))));
        }
        return out;
    }

    private static Capturability status(String word) {
        for (Capturability c : Capturability.values()) {
            if (c.word().equals(word)) return c;
        }
        throw new IllegalArgumentException("no class '" + word + "' in an Expect line");
    }

    private static Set<String> moves(String list) {
        Set<String> s = new LinkedHashSet<>();
        if (list == null) return s;
        // The last line of a comment ends with the SGF's closing bracket.
        for (String w : list.replace("]", " ").trim().split("\\s+")) {
            if (!w.isEmpty()) s.add(w.toUpperCase(Locale.ROOT).equals("P") ? "p" : w.toUpperCase(Locale.ROOT));
        }
        return s;
    }

    /** The correct first moves of a side as text, sorted (GTP {@code shinpan_tsumego} order). */
    static Set<String> correct(Tsumego.Side side, Graph g) {
        Set<String> s = new TreeSet<>();
        for (Move m : side.correct()) s.add(m == null ? "(none)" : m.notation(g));
        return s;
    }

    /** Runs every SGF file below {@code folder} (slow/ and open/ included). */
    public static void run(PrintStream out, Path folder, long maxStates, long tableMib, long seconds) {
        run(out, folder, maxStates, tableMib, seconds, false, SolverLimits.DEFAULT_CERTIFICATE_MOVES);
    }

    /**
     * The same; with {@code check}, every first move's certificate of every side solved (the ko
     * readings' sides included) is checked move by move ({@link Tsumego#checks}), and the summary
     * says how many are complete, partial and invalid, and how long the checks took; each
     * certificate tree shows at most {@code certificateMoves} moves.
     */
    public static void run(PrintStream out, Path folder, long maxStates, long tableMib, long seconds, boolean check,
            int certificateMoves) {
        int[] checked = new int[org.shinpan.hypo.CertificateCheck.Outcome.values().length];
        long checkNanos = 0;
        List<String> invalid = new ArrayList<>();
        SolverLimits limits = SolverLimits.of(maxStates, tableMib, java.time.Duration.ofSeconds(seconds))
                .withCertificateMoves(certificateMoves);
        List<Path> files;
        files = BenchFiles.below(folder, ".sgf", p -> true);
        out.printf("Tsumego, J2003 (docs/tsumego.md): state limit %d and table limit %d MiB per test, %d s per problem%n",
                maxStates, tableMib, seconds);
        out.printf("  %-40s %5s %8s %8s %10s  %-34s %-34s%n", "problem", "empty", "ms", "cpu ms", "states",
                "attacker first", "defender first");
        int problems = 0, decided = 0, sides = 0, sidesDecided = 0, sidesAgree = 0, problemsAgree = 0, errors = 0;
        List<String> different = new ArrayList<>();
        for (Path f : files) {
            String name = folder.relativize(f).toString().replace('\\', '/');
            String text;
            Position p;
            int[] marked;
            try {
                text = Files.readString(f);
                SgfGame sgf = SgfGame.parse(text, f.toString(), SuicideRule.PROHIBITED, 0);
                p = sgf.withoutShinpanFrame(sgf.finalPosition()); // the problem, before any solution move
                marked = sgf.markedPoints();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            List<Expectation> expected = expectations(text);
            problems++;
            long cpu0 = ProcessCpu.nanos();
            long t0 = System.nanoTime();
            // The J2003 sides first, then one more solve per ko master that an expectation names.
            List<Player> masters = new ArrayList<>();
            masters.add(null);
            for (Expectation e : expected) if (e.koMaster() != null && !masters.contains(e.koMaster())) masters.add(e.koMaster());
            List<Tsumego> solved = new ArrayList<>();
            String error = null;
            for (Player ko : masters) {
                try {
                    // The target the file marks, as the tsumego command and the API read it (else chosen).
                    solved.add(Tsumego.solve(p, Tsumego.markedTarget(p, marked), -1,
                            SolverLimits.of(maxStates, tableMib, java.time.Duration.ofSeconds(seconds))
                                    .withCertificateMoves(certificateMoves), ko));
                } catch (RuntimeException e) {
                    error = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
                    solved.add(null);
                }
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            long cpuMs = ProcessCpu.millisSince(cpu0);
            Tsumego t = solved.get(0);
            if (t != null && error == null && hasNullMove(t)) {
                error = "a first move without a move (the target is settled at the root; FirstMoves lists the loop)";
                t = null;
            }
            if (t == null) {
                errors++;
                sides += expected.size();
                out.printf("  %-40s %5s %8d %8d %10s  error: %s%n", name, "", ms, cpuMs, "", error);
                different.add("ERROR " + name + ": " + error);
                continue;
            }
            Graph g = t.frame().framed().graph();
            long states = 0;
            for (Tsumego each : solved) states += each.states();
            int empty = t.frame().areaEmpty();
            out.printf("  %-40s %5d %8d %8d %10d  %-34s %-34s%n", name, empty, ms, cpuMs, states,
                    t.attackerFirst().words(g), t.defenderFirst().words(g));
            if (check) {
                long c0 = System.nanoTime();
                for (Tsumego each : solved) {
                    for (Tsumego.Side side : each.solvedSides()) {
                        List<org.shinpan.hypo.CertificateCheck.Result> results = each.checks(side);
                        for (int i = 0; i < results.size(); i++) {
                            var r = results.get(i);
                            if (r == null) continue;
                            checked[r.outcome().ordinal()]++;
                            if (r.outcome() == org.shinpan.hypo.CertificateCheck.Outcome.INVALID) {
                                invalid.add("INVALID CERTIFICATE " + name + " " + side.player().lowerName() + " first at "
                                        + side.outcomes().get(i).move().notation(g) + ": " + r.reason());
                            }
                        }
                    }
                }
                checkNanos += System.nanoTime() - c0;
            }
            if (t.attackerFirst().outcomes().isEmpty() || t.defenderFirst().outcomes().isEmpty()) {
                // No first move was tried: the target's local-2 needs classes the analysis left unknown.
                List<String> open = new ArrayList<>();
                for (StringVerdict v : t.analysis().verdicts()) {
                    if (v.status() == Capturability.UNKNOWN) open.add(v.string().describe(g));
                }
                out.printf("  %-40s no first move tried: the J2003 analysis left unknown %s%n", "",
                        open.isEmpty() ? "(nothing)" : String.join("; ", open));
            }
            boolean allDecided = true;
            boolean allAgree = !expected.isEmpty();
            for (Expectation e : expected) {
                Tsumego s = solved.get(masters.indexOf(e.koMaster()));
                sides++;
                if (s == null) {
                    allDecided = false;
                    allAgree = false;
                    different.add("ERROR " + name + " with ko master " + e.koMaster());
                    continue;
                }
                Tsumego.Side side = e.attacker() ? s.attackerFirst() : s.defenderFirst();
                Set<String> moves = correct(side, g);
                String label = (e.attacker() ? "attacker" : "defender") + (e.koMaster() == null ? "" : " " + e.koMaster().lowerName());
                if (side.status() == Capturability.UNKNOWN) {
                    allDecided = false;
                    allAgree = false;
                    continue;
                }
                sidesDecided++;
                if (e.agrees(side.status(), moves)) {
                    sidesAgree++;
                } else {
                    allAgree = false;
                    different.add("DIFFERENT " + name + " " + label + ": expected " + e.text() + ", solver "
                            + side.status().word() + " " + String.join(" ", moves));
                }
            }
            if (expected.isEmpty()) different.add("NO EXPECT LINE " + name);
            if (allDecided && !expected.isEmpty()) decided++;
            if (allAgree) problemsAgree++;
        }
        out.printf("  problems: %d; every expected side decided: %d; agreeing with the hand derivation on every side: %d;"
                + " errors: %d%n", problems, decided, problemsAgree, errors);
        out.printf("  sides (a side moving first, with or without a ko master): %d expected, %d decided, %d agreeing%n",
                sides, sidesDecided, sidesAgree);
        if (check) {
            out.printf("  certificates of the first moves checked: %d complete, %d partial, %d invalid, in %d ms%n",
                    checked[0], checked[1], checked[2], checkNanos / 1_000_000);
        }
        for (String d : different) out.println("  " + d);
        for (String d : invalid) out.println("  " + d);
    }

    /** Whether a side lists a first move that is no move (a settled root's loop, a solver bug). */
    private static boolean hasNullMove(Tsumego t) {
        for (Tsumego.Side s : List.of(t.attackerFirst(), t.defenderFirst())) {
            for (org.shinpan.hypo.FirstMoves.Outcome o : s.outcomes()) if (o.move() == null) return true;
        }
        return false;
    }
}
