package org.shinpan.gtp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A GTP version 2 engine: a registry from command name to {@link GtpHandler}, and the protocol loop
 * that reads commands and writes responses (the shape of GoGui's {@code GtpEngine}).
 *
 * <p>The engine never stops on a bad command: an unknown name answers {@code ? unknown command},
 * a {@link GtpFailure} answers {@code ? message}, and any other exception or error in a handler
 * answers {@code ? internal error: ...}; the next command is read as usual. Only {@code quit} and
 * the end of the input end {@link #run}.
 *
 * <p>The protocol commands {@code protocol_version}, {@code name}, {@code version},
 * {@code known_command}, {@code list_commands} and {@code quit} are registered on construction.
 * Not thread-safe: one controller talks to one engine.
 */
public final class GtpEngine {
    private final Map<String, GtpHandler> handlers = new LinkedHashMap<>();
    private boolean quitRequested;

    /**
     * An engine answering {@code name} and {@code version} with the given texts.
     */
    public GtpEngine(String name, String version) {
        register("protocol_version", c -> {
            c.checkArgCount(0);
            return "2";
        });
        register("name", c -> {
            c.checkArgCount(0);
            return name;
        });
        register("version", c -> {
            c.checkArgCount(0);
            return version;
        });
        register("known_command", c -> {
            c.checkArgCount(1);
            return String.valueOf(handlers.containsKey(c.arg(0)));
        });
        register("list_commands", c -> {
            c.checkArgCount(0);
            return String.join("\n", handlers.keySet());
        });
        register("quit", c -> {
            // GTP v2: quit never fails; words after it are no reason to keep running
            quitRequested = true;
            return "";
        });
    }

    /**
     * Adds the command {@code name}.
     *
     * @throws IllegalArgumentException if the name is taken or is no GTP command name
     */
    public void register(String name, GtpHandler handler) {
        if (name.isEmpty() || !name.equals(GtpCommand.clean(name)) || name.contains(" ")
                || Character.isDigit(name.charAt(0))) {
            throw new IllegalArgumentException("'" + name + "' is not a GTP command name");
        }
        if (handlers.putIfAbsent(name, handler) != null) {
            throw new IllegalArgumentException("the command '" + name + "' is registered twice");
        }
    }

    /** The registered command names, in the order of registration. */
    public List<String> commands() {
        return new ArrayList<>(handlers.keySet());
    }

    public boolean isKnown(String name) {
        return handlers.containsKey(name);
    }

    /** Whether {@code quit} has been obeyed. */
    public boolean isQuitRequested() {
        return quitRequested;
    }

    /** Runs one raw input line; empty for a line GTP ignores (empty or comment only). */
    public Optional<GtpResponse> execute(String rawLine) {
        return GtpCommand.parse(rawLine).map(this::execute);
    }

    /** Runs {@code command}; never throws. */
    public GtpResponse execute(GtpCommand command) {
        if (command.name().isEmpty()) {
            return GtpResponse.failure(command.id(), "missing command name");
        }
        GtpHandler handler = handlers.get(command.name());
        if (handler == null) {
            return GtpResponse.failure(command.id(), "unknown command");
        }
        try {
            return GtpResponse.success(command.id(), handler.handle(command));
        } catch (GtpFailure e) {
            return GtpResponse.failure(command.id(), e.getMessage());
        } catch (OutOfMemoryError e) {
            // the command's tables are garbage now: the engine goes on, with a hint at its limits
            return GtpResponse.failure(command.id(), "out of memory: the JVM's heap holds "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MiB; lower shinpan_table_mib or shinpan_max_states");
        } catch (RuntimeException | Error e) {
            return GtpResponse.failure(command.id(), "internal error: " + e);
        }
    }

    /**
     * Reads commands from {@code in} and writes each response to {@code out}, flushed, until
     * {@code quit} or the end of the input. Lines end at a line feed; a carriage return is removed
     * like any other control character.
     */
    public void run(Reader in, Writer out) throws IOException {
        Reader reader = in instanceof BufferedReader ? in : new BufferedReader(in);
        StringBuilder line = new StringBuilder();
        while (!quitRequested) {
            int c = reader.read();
            if (c != '\n' && c != -1) {
                line.append((char) c);
                continue;
            }
            if (c == -1 && line.length() == 0) {
                return;
            }
            Optional<GtpResponse> response = execute(line.toString());
            line.setLength(0);
            if (response.isPresent()) {
                out.write(response.get().wire());
                out.flush();
            }
            if (c == -1) {
                return;
            }
        }
    }
}
