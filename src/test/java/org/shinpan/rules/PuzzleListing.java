package org.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The check shared by the rule-set puzzle tests: every SGF of a folder is in its table and README. */
final class PuzzleListing {
    private PuzzleListing() {}

    /**
     * Asserts that every {@code .sgf} directly in {@code dir} is named in {@code table} and, as
     * {@code `PREFIXfile`}, in {@code readme}.
     */
    static void assertListed(Path dir, String table, Path readme, String prefix) throws IOException {
        String text = Files.readString(readme);
        try (var files = Files.list(dir)) {
            for (Path p : files.filter(p -> p.toString().endsWith(".sgf")).sorted().toList()) {
                String file = p.getFileName().toString();
                assertTrue(table.contains(file), file + " is not in the table");
                assertTrue(text.contains("`" + prefix + file + "`"), file + " is not in the README");
            }
        }
    }
}
