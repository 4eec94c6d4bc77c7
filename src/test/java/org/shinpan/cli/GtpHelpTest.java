package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.shinpan.gtp.ShinpanEngine;

/** {@code shinpan gtp --help} names every command the engine answers, so the help cannot fall behind. */
class GtpHelpTest {
    @Test
    void theHelpNamesEveryCommand() {
        CliRun help = CliRun.of("gtp", "--help");
        assertEquals(0, help.code(), help.err());
        String commands = new ShinpanEngine().execute("list_commands").orElseThrow().text();
        for (String command : commands.split("\n")) {
            // the protocol's own commands go without saying
            if (java.util.Set.of("protocol_version", "name", "version", "known_command", "list_commands", "quit")
                    .contains(command)) {
                continue;
            }
            assertTrue(help.out().matches("(?s).*\\b" + java.util.regex.Pattern.quote(command) + "\\b.*"),
                    command + " is missing from gtp --help");
        }
    }
}
