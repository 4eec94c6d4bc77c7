package org.shinpan.gtp;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Shinpan as a GTP version 2 engine: the protocol commands of {@link GtpEngine}, the board commands
 * of {@link CoreCommands} and the J2003 referee commands of {@link AnalysisCommands}, sharing one
 * {@link GameState}. It starts with an empty 19×19 board, Black to move, komi 0.
 */
public final class ShinpanEngine {
    /** The engine's answer to {@code name}. */
    public static final String NAME = "Shinpan";

    private final GtpEngine engine;
    private final AnalysisCommands analysis;

    /**
     * An engine whose {@code loadsgf} reads file names relative to the current working directory;
     * the reader's warnings are dropped.
     */
    public ShinpanEngine() {
        this(Path.of(""));
    }

    /**
     * An engine whose {@code loadsgf} reads file names relative to {@code baseDirectory}; the
     * reader's warnings are dropped ({@link #ShinpanEngine(Path, PrintStream)} prints them).
     */
    public ShinpanEngine(Path baseDirectory) {
        this(baseDirectory, new PrintStream(OutputStream.nullOutputStream()));
    }

    /**
     * An engine whose {@code loadsgf} reads file names relative to {@code baseDirectory} and prints
     * the reader's warnings on {@code err}, one a line, as the command line prints them
     * ({@code file:1:3: warning: FF[5] names no SGF version ...}): a GTP engine's standard output
     * is the protocol, so {@code shinpan gtp} gives its standard error.
     */
    public ShinpanEngine(Path baseDirectory, PrintStream err) {
        GameState game = new GameState();
        this.engine = new GtpEngine(NAME, version());
        new CoreCommands(game, baseDirectory.toAbsolutePath(), err).registerIn(engine);
        this.analysis = new AnalysisCommands(game);
        analysis.registerIn(engine);
    }

    /** The version of the jar, or {@code development} when run from classes. */
    public static String version() {
        String v = ShinpanEngine.class.getPackage().getImplementationVersion();
        return v == null ? "development" : v;
    }

    /** The underlying engine, e.g. to register more commands. */
    public GtpEngine gtp() {
        return engine;
    }

    /** Runs one raw input line; empty for a line GTP ignores. */
    public Optional<GtpResponse> execute(String rawLine) {
        return engine.execute(rawLine);
    }

    /** Whether {@code quit} has been obeyed. */
    public boolean isQuitRequested() {
        return engine.isQuitRequested();
    }

    /** Talks GTP on {@code in} and {@code out} until {@code quit} or the end of the input. */
    public void run(Reader in, Writer out) throws IOException {
        engine.run(in, out);
    }

    /** How many analyses were computed rather than taken from the cache. */
    int analysesComputed() {
        return analysis.analysesComputed();
    }
}
