package org.shinpan.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.shinpan.lj.ControlTest;
import org.shinpan.lj.LjPuzzle;

/**
 * The LJ control puzzles ({@code puzzles/lj}) with and without SAT (LJ rules 14–17): for each
 * question that searches (control, map, score, dispute), the situations the searches expanded
 * and the time, once with SAT refutation and move order and once without, and whether both
 * answers are the hand-derived one.
 */
public final class LjControlBench {
    private LjControlBench() {}

    private static final List<String> SEARCHING = List.of("control", "map", "score", "dispute");

    public static void run(PrintStream out, Path folder) {
        List<Path> files;
        files = BenchFiles.below(folder, ".lj", p -> true);
        out.printf("LJ control puzzles: situations searched and ms, with SAT pruning and without%n");
        out.printf("  %-44s %-9s %10s %8s %10s %8s  %s%n", "puzzle:line", "question", "nodes SAT", "ms", "nodes no", "ms",
                "answers");
        long[] total = new long[4];
        for (Path f : files) {
            LjPuzzle puzzle;
            try {
                puzzle = LjPuzzle.parse(Files.readString(f), folder.relativize(f).toString());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            for (LjPuzzle.Expectation e : puzzle.expectations()) {
                if (!SEARCHING.contains(e.kind())) continue;
                long t0 = System.nanoTime();
                LjPuzzle.Answer sat = puzzle.answer(e, ControlTest.Pruning.SAT);
                long t1 = System.nanoTime();
                LjPuzzle.Answer plain = puzzle.answer(e, ControlTest.Pruning.NONE);
                long t2 = System.nanoTime();
                long satMs = (t1 - t0) / 1_000_000;
                long plainMs = (t2 - t1) / 1_000_000;
                total[0] += sat.nodes();
                total[1] += satMs;
                total[2] += plain.nodes();
                total[3] += plainMs;
                String ok = LjPuzzle.matches(e, sat.text()) && LjPuzzle.matches(e, plain.text()) ? "as derived"
                        : "DIFFERENT: " + sat.text() + " / " + plain.text();
                out.printf("  %-44s %-9s %10d %8d %10d %8d  %s%n", puzzle.source() + ":" + e.line(), e.kind(),
                        sat.nodes(), satMs, plain.nodes(), plainMs, ok);
            }
        }
        out.printf("  %-44s %-9s %10d %8d %10d %8d%n", "total", "", total[0], total[1], total[2], total[3]);
    }
}
