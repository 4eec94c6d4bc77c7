package org.shinpan.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.shinpan.api.Analysis;
import org.shinpan.api.Game;
import org.shinpan.api.Limits;
import org.shinpan.api.Shinpan;
import org.shinpan.board.Graph;
import org.shinpan.hypo.DameFilling;
import org.shinpan.io.InputException;
import org.shinpan.io.Json;
import org.shinpan.rules.RuleSet;

/**
 * {@code batch DIR --out FILE}: the J2003 analysis of the final position of every SGF file below a
 * folder, several at once, one JSON line per game in the order of the files' paths, then a summary.
 * A file that cannot be read or analysed becomes an error line; the run goes on.
 */
final class BatchCommand implements Command {
    private static final long DEFAULT_TIME_LIMIT = 60;
    private static final int BAR_WIDTH = 30;

    /** Whether standard error is a terminal, where the progress bar is drawn. */
    private final boolean terminal;

    BatchCommand() {
        this(System.console() != null);
    }

    /** With {@code terminal} instead of asking whether there is a console; for tests. */
    BatchCommand(boolean terminal) {
        this.terminal = terminal;
    }

    @Override
    public String name() {
        return "batch";
    }

    @Override
    public String summary() {
        return "J2003 analysis (or tsumego) of every SGF below a folder, as JSON lines with a summary";
    }

    @Override
    public String help() {
        return """
                usage: shinpan batch DIR --out FILE [--tsumego | --fill-dame] [--threads N] [--time-limit S]
                                         [--max-states N] [--table-mib N] [--max-empty N]
                                         [--area-states N]

                Analyses the final position (where the game ended) of every .sgf file below DIR
                by the J2003 hypothetical-analysis, N at a time, and writes FILE (JSON lines) whole
                at the end: one line per game in the order of the files' paths, then one summary line.
                A game line holds file, board, moves, final, result, score (J2003, no komi), komi
                (KM), resultWithKomi, RE, agreed (resultWithKomi equals RE's margin; null when RE
                has none, e.g. B+Resign, or the result is unknown), strings, unknown (strings whose
                status is unknown), lifeUnknown (those not known to be alive or dead either: the
                count waits for these only), timeMs; or file, error, timeMs for a file that could
                not be read or analysed. The run goes on past such files and lists them at the end.

                  --out FILE       the JSON lines file (required); its folder must exist
                  --fill-dame      fill each final position's plain dame first, as analyze
                                   --fill-dame does (a convention, not J2003: docs/j2003.md,
                                   "Filling dame"); each line then lists them in "filledDame"
                  --tsumego        solve each file as a life-and-death problem instead (as the
                                   tsumego command does, target marked in the SGF or chosen by
                                   it): each line is tsumego --json's object with file, answer
                                   (both sides in short) and timeMs; the summary counts problems,
                                   decided (both sides), unknown and errors; a problem area
                                   of more than 60 empty intersections is an error, as in
                                   tsumego (--max-empty is for finished games)
                  --threads N      analyses at once (default: the number of processors)
                  --time-limit S   seconds for one game's analysis or problem (default 60; the
                   tsumego command's is 300)
                  --max-states N   states one test may build (default 2000000)
                  --table-mib N    MiB of table one test may hold (default 256); each analysis
                                   runs one test per processor at once, so the tables of a run
                                   may hold up to threads x processors x N MiB
                  --max-empty N    positions with more empty intersections get no whole-board
                                   search: Benson, miai, enclosed areas and sealed areas of at
                                   most N empty intersections decide, the rest is unknown
                                   (default 40, as analyze: a finished 19x19 game then takes
                                   about a second instead of its whole --time-limit; 625 searches
                                   every position on the whole board until its time is up)
                  --area-states N  states one test on a closed or sealed area may build (a
                                   quarter of it on an open area; default by the board, as
                                   analyze: 200000 on 19x19, 891358 on 9x9); over the empty
                                   limit these are the only searches

                Progress goes to standard error: a bar on a terminal, one line per game otherwise.
                Exit code 0 when the run finished, whatever the games' results and errors; 2 for a
                bad option, a missing folder, a folder without .sgf files, or an --out that cannot be
                written.
                """;
    }

    /** One game's line, and what the summary needs of it. */
    private record Line(String file, Map<String, Object> json, String outcome) {}

    @Override
    public int run(String[] words, PrintStream out, PrintStream err) {
        Args args = Args.parse(name(), words, Set.of("tsumego", "fill-dame"),
                Set.of("out", "threads", "time-limit", "max-states", "table-mib", "max-empty", "area-states"));
        boolean tsumego = args.has("tsumego");
        boolean fillDame = args.has("fill-dame");
        if (tsumego && fillDame) {
            throw new UsageException(name() + ": --fill-dame is for finished games, not with --tsumego");
        }
        String dirName = args.only("folder");
        if (!args.has("out")) {
            throw new UsageException(name() + ": --out FILE is required (the JSON lines are written there)");
        }
        String outName = args.value("out", "");
        int threads = args.intValue("threads", Runtime.getRuntime().availableProcessors(), 1, 256);
        long seconds = args.longValue("time-limit", DEFAULT_TIME_LIMIT, 1, 1_000_000);
        long maxStates = args.longValue("max-states", Limits.DEFAULT.maxStates(), 1, Long.MAX_VALUE);
        long tableMib = args.tableMib();
        int maxEmpty = args.intValue("max-empty", AnalyzeCommand.LAZY_MAX_EMPTY, 0, 1_000_000);
        long areaStates = args.longValue("area-states", Limits.DEFAULT.areaStates(), 1, Long.MAX_VALUE);
        Limits limits = new Limits(maxStates, tableMib, Duration.ofSeconds(seconds), maxEmpty, areaStates);

        Path dir;
        try {
            dir = Path.of(dirName);
        } catch (InvalidPathException e) {
            throw new InputException(dirName, "not a folder name: " + e.getMessage());
        }
        if (!Files.isDirectory(dir)) {
            throw new InputException(dirName, Files.exists(dir) ? "not a folder" : "no such folder");
        }
        OutputFiles.check(name(), args, null, "out");
        List<Path> files = sgfFiles(dir);
        if (files.isEmpty()) {
            throw new InputException(dirName, "no .sgf file below this folder");
        }
        // --out may not be one of the records read: writing it would replace a game (as analyze
        // refuses --sgf naming its input)
        Path outFile = Path.of(outName);
        if (Files.exists(outFile)) {
            for (Path f : files) {
                try {
                    if (Files.isSameFile(f, outFile)) {
                        throw new UsageException(name() + ": --out names " + f + ", one of the records read: writing"
                                + " it would replace that game");
                    }
                } catch (java.io.IOException e) {
                    // not comparable: written as asked, and any failure reported then
                }
            }
        }
        // nor a new .sgf file below the folder, which the next run would read as a record (through
        // links too: the real folders are compared)
        if (outName.toLowerCase(java.util.Locale.ROOT).endsWith(".sgf") && below(outFile, dir)) {
            throw new UsageException(name() + ": --out " + outName + " is an .sgf file below " + dirName
                    + ", which the next run would read as a record: name it .jsonl, or write it elsewhere");
        }

        Progress progress = new Progress(err, files.size(), terminal);
        Line[] lines = new Line[files.size()];
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, files.size()), r -> {
            Thread t = new Thread(r, "shinpan-batch");
            t.setDaemon(true);
            return t;
        });
        try {
            CompletionService<Integer> done = new ExecutorCompletionService<>(pool);
            for (int i = 0; i < files.size(); i++) {
                int index = i;
                done.submit(() -> {
                    lines[index] = one(dir, files.get(index), tsumego ? (f, json) -> tsumegoOne(f, json, limits)
                            : (f, json) -> analyzeOne(f, json, limits, fillDame));
                    return index;
                });
            }
            for (int k = 0; k < files.size(); k++) {
                Future<Integer> f = done.take();
                Line line = lines[f.get()];
                progress.finished(line);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a batch task failed outside its own error handling", e.getCause());
        } finally {
            pool.shutdownNow();
        }
        progress.end();
        long totalMs = (System.nanoTime() - start) / 1_000_000;

        Map<String, Integer> counts = new LinkedHashMap<>();
        String each = tsumego ? "problems" : "games";
        for (String k : tsumego ? List.of(each, "decided", "unknown", "errors")
                : List.of(each, "agreed", "disagreed", "notCompared", "unknown", "errors")) {
            counts.put(k, 0);
        }
        List<String> bad = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (Line line : lines) {
            text.append(Json.write(line.json())).append('\n');
            counts.merge(each, 1, Integer::sum);
            counts.merge(line.outcome(), 1, Integer::sum);
            if (line.outcome().equals("errors")) bad.add(line.file() + ": " + line.json().get("error"));
        }
        Map<String, Object> summary = new LinkedHashMap<>(counts);
        summary.put("threads", threads);
        summary.put("timeLimitSeconds", seconds);
        summary.put("maxStates", maxStates);
        summary.put("tableMib", tableMib);
        if (!tsumego) {
            summary.put("maxEmpty", maxEmpty);
            summary.put("areaStates", areaStates == Limits.AREA_STATES_BY_BOARD ? "board" : areaStates);
            summary.put("fillDame", fillDame);
        }
        summary.put("timeMs", totalMs);
        List<Object> badFiles = new ArrayList<>();
        for (Line line : lines) {
            if (line.outcome().equals("errors")) badFiles.add(line.file());
        }
        summary.put("badFiles", badFiles);
        Map<String, Object> last = new LinkedHashMap<>();
        last.put("summary", summary);
        text.append(Json.write(last)).append('\n');
        OutputFiles.writeAtomically(outName, text.toString());

        out.printf(Locale.ROOT, "batch: %d %s below %s, %d at a time, %d s each: %.1f s in all%n", files.size(),
                each, dirName, Math.min(threads, files.size()), seconds, totalMs / 1000.0);
        if (tsumego) {
            out.printf("  decided (both sides) %d, unknown %d, errors %d%n", counts.get("decided"),
                    counts.get("unknown"), counts.get("errors"));
        } else {
            out.printf("  agreed with RE %d, disagreed %d, not compared (no RE margin) %d, unknown %d, errors %d%n",
                    counts.get("agreed"), counts.get("disagreed"), counts.get("notCompared"), counts.get("unknown"),
                    counts.get("errors"));
        }
        out.println("  results: " + outName);
        if (bad.isEmpty()) {
            out.println("  bad files: none");
        } else {
            out.println("  bad files (" + bad.size() + "):");
            for (String b : bad) out.println("    " + b);
        }
        return Main.OK;
    }

    /** The .sgf files below {@code dir} (any case of the ending), sorted by their relative paths. */
    private static List<Path> sgfFiles(Path dir) {
        try {
            // a link whose target is missing is listed too: it is a bad file, not no file
            return org.shinpan.io.InputFiles.below(dir).stream()
                    .filter(p -> (Files.isRegularFile(p) || Files.isSymbolicLink(p) && !Files.exists(p))
                            && p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".sgf"))
                    .sorted((a, b) -> relative(dir, a).compareTo(relative(dir, b)))
                    .toList();
        } catch (IOException | UncheckedIOException e) {
            throw new InputException(dir.toString(), "cannot list the folder: " + e.getMessage());
        }
    }

    /** Whether {@code file} would be written below {@code dir}, links resolved where its folder exists. */
    private static boolean below(Path file, Path dir) {
        Path folder = file.toAbsolutePath().normalize().getParent();
        try {
            return folder != null && (Files.exists(folder) ? folder.toRealPath() : folder).startsWith(dir.toRealPath());
        } catch (IOException e) {
            return file.toAbsolutePath().normalize().startsWith(dir.toAbsolutePath().normalize());
        }
    }

    private static String relative(Path dir, Path file) {
        return dir.relativize(file).toString().replace(java.io.File.separatorChar, '/');
    }

    /** What one file adds: fields of its line, and the summary count it falls in. */
    private interface Job {
        String run(Path file, Map<String, Object> json);
    }

    /**
     * One file: its JSON line ({@code file}, what {@code job} puts, {@code timeMs}) and its summary
     * count; a file that cannot be read or solved becomes an error line. Never throws.
     */
    private static Line one(Path dir, Path file, Job job) {
        String name = relative(dir, file);
        long start = System.nanoTime();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("file", name);
        String outcome;
        try {
            outcome = job.run(file, json);
        } catch (InputException e) {
            json.put("error", e.getMessage());
            outcome = "errors";
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            json.put("error", "internal error: " + e);
            outcome = "errors";
        }
        json.put("timeMs", (System.nanoTime() - start) / 1_000_000);
        return new Line(name, json, outcome);
    }

    /**
     * One game's J2003 analysis, of the position with its plain dame filled first when
     * {@code fillDame} (as {@code analyze --fill-dame}): the count agreed, disagreed, notCompared or
     * unknown.
     */
    private static String analyzeOne(Path file, Map<String, Object> json, Limits limits, boolean fillDame) {
        Game game = Shinpan.read(file);
        double komi = game.komi().orElse(0);
        DameFilling.Result fd = fillDame ? DameFilling.fill(game.position()) : null;
        Analysis a = Shinpan.analyze(fd == null ? game : game.withPosition(fd.position()), RuleSet.J2003.withKomi(komi),
                limits);
        json.put("board", a.board());
        if (fd != null) json.put("filledDame", DameFilling.described(fd.fills(), game.position().graph()));
        json.put("moves", game.moves());
        int unknown = a.unknownCount();
        json.put("final", a.finalIfKnown());
        json.put("result", a.result());
        json.put("score", a.score().isPresent() ? a.score().getAsDouble() : null);
        json.put("komi", game.komi().isPresent() ? komi : null);
        json.put("resultWithKomi", a.resultWithKomi().orElse(null));
        String re = game.recordedResult().orElse(null);
        json.put("RE", re);
        Boolean agreed = agreed(re, a.score(), komi, a.isFinal());
        json.put("agreed", agreed);
        json.put("strings", a.strings().size());
        json.put("unknown", unknown);
        // strings not known to be alive or dead: what keeps the count (a string of unknown class may be known alive)
        json.put("lifeUnknown", a.strings().stream().filter(st -> st.alive().isEmpty()).count());
        // what the reader said of the file (moves after the end, a record that did not end, ...)
        if (!game.warnings().isEmpty()) json.put("warnings", game.warnings());
        return a.score().isEmpty() ? "unknown" : agreed == null ? "notCompared" : agreed ? "agreed" : "disagreed";
    }

    /** One problem solved as {@code tsumego --json} does: the count decided (both sides) or unknown. */
    private static String tsumegoOne(Path file, Map<String, Object> json, Limits limits) {
        org.shinpan.tsumego.Tsumego t = Shinpan.tsumego(file, limits);
        Graph g = t.frame().framed().graph();
        List<String> answer = new ArrayList<>();
        for (org.shinpan.tsumego.Tsumego.Side s : List.of(t.attackerFirst(), t.defenderFirst())) {
            answer.add(s.player().lowerName() + " first: " + s.words(g));
        }
        json.put("answer", String.join("; ", answer));
        json.putAll(TsumegoCommand.json(t));
        boolean decided = t.attackerFirst().status() != org.shinpan.hypo.Capturability.UNKNOWN
                && t.defenderFirst().status() != org.shinpan.hypo.Capturability.UNKNOWN;
        return decided ? "decided" : "unknown";
    }

    /** {@link org.shinpan.rules.Outcome#agreesWithRecord}, as the JSON's {@code agreed}. */
    static Boolean agreed(String re, OptionalDouble score, double komi, boolean isFinal) {
        return org.shinpan.rules.Outcome.agreesWithRecord(re, score, komi, isFinal);
    }

    /** Progress on standard error: a bar redrawn in place on a terminal, else one line per game. */
    private static final class Progress {
        private final PrintStream err;
        private final int total;
        private final boolean terminal;
        private final long start = System.nanoTime();
        private int done;
        private int unknown;
        private int errors;

        Progress(PrintStream err, int total, boolean terminal) {
            this.err = err;
            this.total = total;
            this.terminal = terminal;
        }

        synchronized void finished(Line line) {
            done++;
            if (line.outcome().equals("unknown")) unknown++;
            if (line.outcome().equals("errors")) errors++;
            if (terminal) {
                int filled = done * BAR_WIDTH / total;
                long s = (System.nanoTime() - start) / 1_000_000_000;
                err.printf("\r[%s%s] %d/%d  unknown %d  errors %d  %d:%02d ", "#".repeat(filled),
                        "-".repeat(BAR_WIDTH - filled), done, total, unknown, errors, s / 60, s % 60);
            } else {
                Object what = line.json().containsKey("error") ? "error: " + line.json().get("error")
                        : line.json().getOrDefault("result", line.json().get("answer")) + " (" + line.json().get("timeMs")
                                + " ms)";
                err.println("batch: " + done + "/" + total + " " + line.file() + ": " + what);
            }
            err.flush();
        }

        void end() {
            if (terminal) err.println();
        }
    }
}
