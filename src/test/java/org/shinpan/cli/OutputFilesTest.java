package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
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

    /**
     * A bad output path is refused before the command does any work: nothing on standard output,
     * exit code 2, the path and what is wrong named, and the same for every command that writes a
     * file. (Before, a folder given as the SGF file was found only after the analysis, with the
     * temporary file's name in the message.)
     */
    @Test
    void aBadOutputPathIsRefusedBeforeAnyWork() throws IOException {
        String problem = "puzzles/tsumego/002-straight-four.sgf";
        String missing = dir.resolve("none").resolve("x.sgf").toString();
        List<List<String>> runs = List.of(
                List.of("tsumego", problem, "--sgf", dir.toString()),
                List.of("tsumego", problem, "--svg", missing),
                List.of("analyze", "puzzles/j2003/basic/002-one-eye-dead.sgf", "--sgf", dir.toString()),
                List.of("analyze", "puzzles/j2003/basic/002-one-eye-dead.sgf", "--svg", ""),
                List.of("batch", "puzzles/j2003/basic", "--out", dir.toString()));
        for (List<String> words : runs) {
            CliRun r = CliRun.of(words.toArray(new String[0]));
            assertEquals(2, r.code(), words + ": " + r.err());
            assertEquals("", r.out(), words.toString());
            String option = words.get(2);
            String name = words.get(3);
            String expected = name.isEmpty() ? "shinpan " + words.get(0) + ": " + option + " needs a file name\n"
                    : name.equals(missing) ? name + ": cannot write: no such folder " + dir.resolve("none") + "\n"
                    : name + ": cannot write: it is a folder\n";
            assertEquals(expected, r.err(), words.toString());
        }
        try (var files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "nothing written");
        }
    }

    /** A symbolic link stays a link, and the file it names gets the text. */
    @Test
    void aLinkIsFollowedNotReplaced(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("target.sgf");
        Files.writeString(target, "old");
        Path link = dir.resolve("link.sgf");
        try {
            Files.createSymbolicLink(link, target.getFileName());
        } catch (UnsupportedOperationException | IOException e) {
            assumeTrue(false, "no symbolic links here");
        }
        OutputFiles.writeAtomically(link.toString(), "new");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(target));
    }

    /** A device (here /dev/null) is written through, not replaced by a regular file. */
    @Test
    void aDeviceIsWrittenThrough() {
        Path dev = Path.of("/dev/null");
        assumeTrue(Files.exists(dev) && !Files.isRegularFile(dev), "no /dev/null device here");
        OutputFiles.writeAtomically(dev.toString(), "nothing");
        assertTrue(Files.exists(dev) && !Files.isRegularFile(dev));
    }
}
