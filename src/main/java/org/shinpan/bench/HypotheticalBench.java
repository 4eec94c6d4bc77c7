package org.shinpan.bench;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.shinpan.board.Position;
import org.shinpan.hypo.FinalPosition;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.CertificateCheck;
import org.shinpan.hypo.LazySolver;
import org.shinpan.hypo.SolverLimits;
import org.shinpan.hypo.StringVerdict;

/**
 * Times the J2003 hypothetical-analysis (lazy solver) on every SGF file below a folder, except
 * those in a {@code slow} subfolder (name that folder itself to time them): wall time, the states
 * of the largest test, and the result, one line per file.
 */
public final class HypotheticalBench {
    private HypotheticalBench() {}

    public static void run(PrintStream out, Path folder, SolverLimits limits) {
        run(out, folder, limits, false);
    }

    /**
     * The same; with {@code checkCertificates}, each file's certificates are also checked move by
     * move ({@link CertificateCheck}), with the milliseconds of the checks and how many came out
     * complete, partial and invalid.
     */
    public static void run(PrintStream out, Path folder, SolverLimits limits, boolean checkCertificates) {
        List<Path> files;
        files = BenchFiles.below(folder, ".sgf",
                p -> !folder.relativize(p).toString().replace('\\', '/').contains("slow/"));
        out.printf("J2003 hypothetical-analysis, lazy solver, state limit %d and table limit %d MiB per test%n",
                limits.maxStates(), limits.maxTableBytes() >> 20);
        out.printf("  %-52s %10s %12s %12s %9s %7s  %-8s%s%n", "file", "ms", "max states", "states", "table MiB", "B/state",
                "result", checkCertificates ? "  check ms  complete/partial/invalid" : "");
        long checkTotal = 0;
        int[] outcomes = new int[CertificateCheck.Outcome.values().length];
        long total = 0;
        long allStates = 0;
        int refused = 0;
        for (Path f : files) {
            Position p;
            int prisoners;
            try {
                // read as the API reads it; a record that is no J2003 alternating-sequence has no
                // final-position to time (analyze refuses it)
                org.shinpan.api.Game game = org.shinpan.api.Shinpan.read(f);
                if (game.notJ2003Game().isPresent()) {
                    throw new org.shinpan.io.InputException(f.toString(), game.notJ2003Game().get());
                }
                p = game.position();
                prisoners = game.prisonerDifference();
                int bad = p.firstStringWithoutLiberty();
                if (bad >= 0) {
                    // as analyze refuses it
                    throw new org.shinpan.io.InputException(f.toString(), "not a final-position: the string at "
                            + p.graph().label(bad) + " has no liberty");
                }
            } catch (org.shinpan.io.InputException e) {
                // a file analyze refuses is listed as refused, and the run goes on
                out.printf("  %-52s refused: %s%n", folder.relativize(f), e.getMessage());
                refused++;
                continue;
            }
            long t0 = System.nanoTime();
            LazySolver solver = new LazySolver(limits);
            HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(new FinalPosition(p), solver, prisoners);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            total += ms;
            long states = 0;
            long sum = 0;
            for (StringVerdict v : r.verdicts()) {
                for (StringVerdict.Test t : v.tests()) {
                    states = Math.max(states, t.result().states());
                    sum += t.result().states();
                }
            }
            allStates += sum;
            long peak = solver.peakTableBytes();
            String checks = "";
            if (checkCertificates) {
                long c0 = System.nanoTime();
                int[] here = new int[outcomes.length];
                for (List<CertificateCheck.Result> tests : CertificateCheck.all(r)) {
                    for (CertificateCheck.Result check : tests) {
                        if (check != null) here[check.outcome().ordinal()]++;
                    }
                }
                long checkMs = (System.nanoTime() - c0) / 1_000_000;
                checkTotal += checkMs;
                for (int i = 0; i < here.length; i++) outcomes[i] += here[i];
                checks = String.format("  %8d  %d/%d/%d", checkMs, here[0], here[1], here[2]);
            }
            out.printf("  %-52s %10d %12d %12d %9.1f %7s  %-8s%s%n", folder.relativize(f), ms, states, sum,
                    peak / 1048576.0, states == 0 ? "-" : String.valueOf(peak / states), r.result(), checks);
        }
        out.printf("  %-52s %10d %12s %12d%n", "total", total, "", allStates);
        if (refused > 0) out.printf("  files refused (as analyze refuses them): %d%n", refused);
        if (checkCertificates) {
            out.printf("  certificates checked in %d ms: %d complete, %d partial, %d invalid%n", checkTotal, outcomes[0],
                    outcomes[1], outcomes[2]);
        }
        out.printf("  states built per second of wall time (both cores): %.0f%n",
                total == 0 ? 0.0 : allStates * 1000.0 / total);
    }
}
