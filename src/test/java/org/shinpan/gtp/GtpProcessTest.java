package org.shinpan.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code shinpan gtp} as a GUI meets it: a separate JVM, commands written to its standard input,
 * responses read from its standard output up to the empty line. Every read has a timeout, so an
 * engine that hangs fails the test instead of blocking the build.
 */
class GtpProcessTest {
    private static final long TIMEOUT_SECONDS = 30;
    /** The end of the engine's output, as the line queue holds it. */
    private static final Optional<String> END = Optional.empty();

    private Process process;
    private Writer toEngine;
    /** The lines of the engine's standard output; {@link #END} after the last. */
    private final BlockingQueue<Optional<String>> lines = new LinkedBlockingQueue<>();

    private void start(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"),
                "org.shinpan.cli.Main"));
        command.addAll(List.of(args));
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        toEngine = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader fromEngine = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Thread reader = new Thread(() -> {
            try {
                for (String line = fromEngine.readLine(); line != null; line = fromEngine.readLine()) {
                    lines.add(Optional.of(line));
                }
            } catch (IOException e) {
                // the process is gone: END tells the test
            }
            lines.add(END);
        }, "gtp-engine-output");
        reader.setDaemon(true);
        reader.start();
    }

    @AfterEach
    void stop() {
        if (process != null && process.isAlive()) {
            process.destroyForcibly();
        }
    }

    /** Sends one command line and reads its response up to the empty line, e.g. {@code "=1 2"}. */
    private String send(String command) throws IOException, InterruptedException {
        toEngine.write(command + "\n");
        toEngine.flush();
        StringBuilder response = new StringBuilder();
        while (true) {
            Optional<String> next = lines.poll(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            assertNotNull(next, "no response to '" + command + "' within " + TIMEOUT_SECONDS + " s; so far: " + response);
            assertTrue(next.isPresent(), "the engine closed its output while answering '" + command + "': " + response);
            String line = next.get();
            if (line.isEmpty()) {
                return response.toString();
            }
            if (response.length() > 0) response.append('\n');
            response.append(line);
        }
    }

    @Test
    void talksGtpOverPipesAndQuits() throws Exception {
        start("gtp");
        assertEquals("=1 2", send("1 protocol_version"));
        assertEquals("= Shinpan", send("name"));
        assertEquals("=2 ", send("2 boardsize 5"));
        assertEquals("=3 ", send("3 play black C3"));
        assertEquals("=4 ", send("4 play w d4"));
        assertEquals("""
                =5\s
                  A B C D E
                5 . . . . . 5
                4 . . . O . 4
                3 . . X . . 3
                2 . . . . . 2
                1 . . . . . 1
                  A B C D E
                black to move, prisoner-difference 0, komi 0""", send("5 showboard"));
        assertEquals("?6 illegal move", send("6 play b C3"));
        assertEquals("? unknown command", send("genmove b"));
        assertEquals("?7 unacceptable size", send("7 boardsize 99"));
        assertEquals("=8 true", send("8 known_command j2003_status"));
        assertEquals("=9 ", send("9 quit"));
        assertTrue(process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS), "the engine did not exit after quit");
        assertEquals(0, process.exitValue());
        assertEquals(END, lines.poll(TIMEOUT_SECONDS, TimeUnit.SECONDS));
    }

    @Test
    void choosesRulesAndAnswersJsonOverPipes() throws Exception {
        // puzzles/j2003/basic/004: the dead black stone D1 in White's territory; W+7 by J2003 and
        // by territory counting, W+9 by area (GtpRulesTest derives them).
        start("gtp", "--base", "puzzles");
        assertEquals("=1 black", send("1 loadsgf j2003/basic/004-dead-stone-in-territory.sgf"));
        assertEquals("=2 j2003", send("2 shinpan_rules"));
        String json = send("3 shinpan_analyze");
        assertTrue(json.startsWith("=3 {\"rules\":\"j2003\",") && json.contains("\"result\":\"W+7\""), json);
        assertEquals("=4 ", send("4 shinpan_rules tromp-taylor"));
        assertEquals("=5 ", send("5 komi 0.5"));
        assertEquals("=6 W+9.5", send("6 final_score"));
        assertEquals("?7 unknown rule set 'go' (known: " + org.shinpan.rules.RuleSet.presetNames() + ")",
                send("7 shinpan_rules go"));
        String[] commands = send("8 list_commands").substring("=8 ".length()).split("\n");
        for (String c : commands) {
            assertEquals("= true", send("known_command " + c), c);
        }
        assertTrue(List.of(commands).containsAll(List.of("shinpan_rules", "shinpan_analyze")));
        assertEquals("=9 ", send("9 quit"));
        assertTrue(process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS), "the engine did not exit after quit");
    }

    @Test
    void aBaseThatIsNoDirectoryIsAUsageError() throws Exception {
        start("gtp", "--base", "no/such/directory");
        assertTrue(process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS), "the engine did not exit");
        assertEquals(2, process.exitValue());
        assertEquals(END, lines.poll(TIMEOUT_SECONDS, TimeUnit.SECONDS)); // nothing on standard output
    }

    @Test
    void endOfInputEndsTheEngine() throws Exception {
        start("gtp", "--base", ".");
        assertEquals("= 2", send("protocol_version"));
        toEngine.close();
        assertTrue(process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS), "the engine did not exit at the end of input");
        assertEquals(0, process.exitValue());
    }
}
