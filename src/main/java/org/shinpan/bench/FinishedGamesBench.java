package org.shinpan.bench;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalDouble;
import org.shinpan.api.Game;
import org.shinpan.api.Limits;
import org.shinpan.api.Shinpan;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.DameFilling;
import org.shinpan.hypo.Forcing;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.LazySolver;
import org.shinpan.hypo.MiaiSafety;
import org.shinpan.hypo.StringVerdict;
import org.shinpan.rules.Outcome;

/**
 * Times the J2003 analysis of finished games without any whole-board search: Benson's pass-alive
 * strings, miai, the small tests of enclosed areas (docs/j2003.md, "Enclosed areas") and of sealed
 * areas within the empty limit only, which is what {@link Shinpan#j2003} does with its default
 * limits for a position with more empty intersections than the limit ({@code --max-empty}).
 * One line per game (milliseconds of wall time and of the process's CPU, every thread counted;
 * strings; how many are pass-alive, uncapturable by a miai strategy, uncapturable by an area,
 * captured, unknown), the score where every status is known and, where the record's {@code RE}
 * gives a margin, whether the score less the record's komi equals it; then the median and worst
 * time, the CPU of all the games, and the totals, with the states the strings' tests examined.
 * On a small board the position can be within the empty limit, and then the strings are also
 * searched on the whole board, as {@code analyze} does. Where records name their dead stones in
 * the root comment ({@link #namedDeadStones}), the strings whose life is decided are held against
 * that marking, and those that differ are listed: a measure, as {@code RE} is, not an oracle.
 */
public final class FinishedGamesBench {
    private FinishedGamesBench() {}

    /**
     * The dead stones {@code file}'s root comment names after {@code its dead stones:} (blank-separated
     * vertices, or {@code none}; the form puzzles/games/selfplay.py writes for GNU Go's
     * {@code final_status_list dead}), or null when it names none that way.
     */
    static java.util.Set<String> namedDeadStones(Path file) {
        String text;
        try {
            text = java.nio.file.Files.readString(file);
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            return null;
        }
        java.util.regex.Matcher m = DEAD_STONES.matcher(text);
        if (!m.find()) return null;
        java.util.Set<String> named = new java.util.HashSet<>();
        for (String v : m.group(1).trim().split("[\\s,]+")) {
            if (!v.isEmpty() && !v.equals("none")) named.add(v.toUpperCase(java.util.Locale.ROOT));
        }
        return named;
    }

    private static final java.util.regex.Pattern DEAD_STONES = java.util.regex.Pattern.compile("its dead stones:([^\\]]*)\\]");

    /**
     * The analysis of every game below {@code folder}, with the empty limit {@code maxEmpty} and
     * at most {@code areaStates} states in each test on an area; with {@code fillDame}, each position
     * after {@link DameFilling#fill} (docs/j2003.md, "Filling dame").
     */
    public static void run(PrintStream out, Path folder, int maxEmpty, long areaStates, boolean fillDame) {
        List<Path> files;
        files = BenchFiles.below(folder, ".sgf", p -> true);
        // With the default limit a finished 19x19 game is over it (the 60 KGS games have 73 empty
        // intersections or more), so no string is searched on the whole board, only on sealed areas
        // within the limit.
        Limits limits = new Limits(Limits.DEFAULT.maxStates(), Limits.DEFAULT.tableMib(), Duration.ofSeconds(600), maxEmpty,
                areaStates);
        out.println("J2003 on finished games" + (fillDame ? ", the dame filled first (--fill-dame)" : "")
                + ": positions of more than " + maxEmpty + " empty intersections get no"
                + " whole-board search; at most " + (areaStates == Limits.AREA_STATES_BY_BOARD
                        ? "the board's own bound of states (" + LazySolver.defaultAreaStates(361) + " on 19x19, "
                                + LazySolver.defaultAreaStates(81) + " on 9x9)" : areaStates + " states")
                + " in each test on an area");
        out.printf("  %-48s %8s %8s %8s %8s %8s %8s %8s %8s %6s %8s %8s%n", "file", "ms", "cpu ms", "strings", "Benson",
                "miai", "area-safe", "captured", "unknown", "filled", "result", "vs RE");
        List<Long> times = new ArrayList<>();
        long[] sums = new long[8];
        long states = 0;
        long cpuTotal = 0;
        int exact = 0;
        int agreed = 0;
        List<String> differ = new ArrayList<>();
        int filledTotal = 0;
        int[] marking = new int[3]; // records that name their dead stones; decided strings agreeing, differing
        List<String> markingDiffers = new ArrayList<>();
        for (Path f : files) {
            Game game = Shinpan.read(f);
            java.util.Set<String> named = namedDeadStones(f);
            long cpu0 = ProcessCpu.nanos();
            long t0 = System.nanoTime();
            Position position = game.position();
            int filled = 0;
            if (fillDame) {
                DameFilling.Result fd = DameFilling.fill(position);
                position = fd.position();
                filled = fd.fills().size();
            }
            HypotheticalAnalysis.Result r = Shinpan.j2003(position, game.prisonerDifference(), limits);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            long cpuMs = ProcessCpu.millisSince(cpu0);
            cpuTotal = cpuTotal < 0 || cpuMs < 0 ? -1 : cpuTotal + cpuMs;
            times.add(ms);
            int[] c = new int[8];
            c[0] = r.verdicts().size();
            for (StringVerdict v : r.verdicts()) {
                String note = v.note();
                if (v.status() == Capturability.UNCAPTURABLE) {
                    c[note.equals(HypotheticalAnalysis.PASS_ALIVE) ? 1 : note.startsWith(MiaiSafety.NOTE_PREFIX) ? 2 : 3]++;
                } else if (v.status() == Capturability.UNKNOWN) {
                    c[5]++;
                    if (v.alive() != null) c[7]++; // alive by a permanent-stone miai, its class unknown
                } else if (v.status() == Capturability.DEAD) {
                    c[6]++;
                }
                // Over the empty limit a capture test can only be won on an area.
                if (v.tests().stream().anyMatch(t -> t.question() == StringVerdict.Question.CAPTURE
                        && t.result().answer() == Forcing.CAN_FORCE)) {
                    c[4]++;
                }
                for (StringVerdict.Test t : v.tests()) states += t.result().states();
            }
            for (int i = 0; i < 8; i++) sums[i] += c[i];
            if (named != null) {
                // the record's own marking against every string whose life the analysis decided
                marking[0]++;
                for (StringVerdict v : r.verdicts()) {
                    Boolean alive = v.alive();
                    if (alive == null) continue;
                    org.shinpan.board.Graph graph = r.position().position().graph();
                    boolean markedDead = v.string().stones().anySatisfy(q -> named.contains(graph.label(q)));
                    boolean agrees = alive != markedDead;
                    marking[agrees ? 1 : 2]++;
                    if (!agrees) markingDiffers.add(folder.relativize(f) + " " + v.string().describe(graph));
                }
            }
            filledTotal += filled;
            // The score before komi: a game is exact when every status, hence the score, is known.
            if (r.score() != null) exact++;
            // the record's margin against the score less its komi (RE as Outcome.agreesWithRecord reads it)
            Boolean vsRecord = Outcome.agreesWithRecord(game.recordedResult().orElse(null),
                    r.score() == null ? OptionalDouble.empty() : OptionalDouble.of(r.score()), game.komi().orElse(0),
                    r.isFinal());
            if (Boolean.TRUE.equals(vsRecord)) agreed++;
            if (Boolean.FALSE.equals(vsRecord)) differ.add(folder.relativize(f) + " (RE " + game.recordedResult().get() + ")");
            out.printf("  %-48s %8d %8d %8d %8d %8d %8d %8d %8d %6d %8s %8s%n", folder.relativize(f), ms, cpuMs, c[0], c[1],
                    c[2], c[3], c[4], c[5], filled, r.score() == null ? "unknown" : HypotheticalAnalysis.resultOf(r.score()),
                    vsRecord == null ? "-" : vsRecord ? "agrees" : "differs");
        }
        if (times.isEmpty()) {
            out.println("  no SGF files below " + folder);
            return;
        }
        List<Long> sorted = new ArrayList<>(times);
        Collections.sort(sorted);
        out.printf("  %d games: median %d ms, worst %d ms, CPU %s; strings %d: pass-alive %d, uncapturable by miai %d,"
                + " uncapturable by a search %d (over the empty limit: on an area), capture proven %d (dead %d),"
                + " unknown %d (of them alive by a permanent-stone miai %d); states of the tests %d; dame filled %d; games with a score %d"
                + " (the record's margin: %d agree, %d differ%s)%n",
                times.size(), sorted.get(sorted.size() / 2), sorted.get(sorted.size() - 1),
                cpuTotal < 0 ? "unknown" : cpuTotal + " ms", sums[0], sums[1], sums[2], sums[3], sums[4], sums[6], sums[5], sums[7],
                states,
                filledTotal, exact, agreed, differ.size(), differ.isEmpty() ? "" : ": " + String.join(", ", differ));
        if (marking[0] > 0) {
            out.printf("  %d records name their dead stones (\"its dead stones: ...\" in the root comment): of the strings"
                    + " whose life is decided, %d agree with that marking, %d differ%s%n", marking[0], marking[1], marking[2],
                    markingDiffers.isEmpty() ? "" : ": " + String.join(", ", markingDiffers));
        }
    }
}
