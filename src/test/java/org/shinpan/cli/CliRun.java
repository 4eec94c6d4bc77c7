package org.shinpan.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * One run of the command line in-process, as the command-line tests see it: exit code, standard
 * output and standard error.
 */
record CliRun(int code, String out, String err) {

    /** Runs {@code shinpan ARGS} and collects what it printed. */
    static CliRun of(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Main().run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Writes {@code text} to the file {@code name} in {@code dir} (a test's input) and returns its path. */
    static Path file(Path dir, String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }
}
