package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.shinpan.io.InputException;

/** {@link OutputFiles#writeAtomically}: the whole text or nothing, with ordinary permissions. */
class OutputFilesTest {
    @TempDir
    Path dir;

    /**
     * The file gets the permissions any new file of the user gets (the umask's), like the user's
     * other output, not the owner-only ones of a temporary file; and only the file is left behind.
     */
    @Test
    void theFileIsWrittenWholeWithTheUsersPermissions() throws IOException {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
        Path out = dir.resolve("result.sgf");
        OutputFiles.writeAtomically(out.toString(), "(;GM[1]FF[4]SZ[3])\n");
        assertEquals("(;GM[1]FF[4]SZ[3])\n", Files.readString(out));
        Path plain = Files.createFile(dir.resolve("plain.txt"));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(out));
        Files.delete(plain);
        try (var files = Files.list(dir)) {
            assertEquals(List.of(out), files.toList());
        }
    }

    @Test
    void aMissingFolderIsRefusedAndNothingIsWritten() throws IOException {
        Path out = dir.resolve("no-such-folder").resolve("result.sgf");
        InputException e = assertThrows(InputException.class, () -> OutputFiles.writeAtomically(out.toString(), "x"));
        assertEquals(true, e.getMessage().contains("cannot write: no such folder"), e.getMessage());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(), files.toList());
        }
    }
}
