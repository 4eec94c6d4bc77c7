package org.shinpan.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads an input file (an SGF record, a diagram, a graph file) whole, with the errors every command
 * reports the same way: the file named, and what is wrong with it. A file larger than
 * {@link #MAX_BYTES} is refused before it is read: a game record is a few kilobytes, a collection of
 * thousands of games some megabytes, and reading a larger file whole would only run the JVM out of
 * memory (docs/formats.md).
 */
public final class InputFiles {
    /** The largest input file read: 64 MiB. */
    public static final long MAX_BYTES = 64L << 20;

    private InputFiles() {}

    /**
     * The bytes of {@code path}, named {@code source} in errors.
     *
     * @throws InputException for a missing, unreadable or too large file, or a bad path
     */
    public static byte[] read(String path, String source) {
        Path p;
        try {
            p = Path.of(path);
        } catch (InvalidPathException e) {
            throw new InputException(source, "cannot read: " + e.getMessage());
        }
        try (InputStream in = Files.newInputStream(p)) {
            if (Files.isRegularFile(p) && Files.size(p) > MAX_BYTES) {
                throw tooLarge(source, Files.size(p));
            }
            // a pipe or device has no size: read at most one byte past the limit
            byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) throw tooLarge(source, -1);
            return bytes;
        } catch (NoSuchFileException e) {
            throw new InputException(source, "no such file");
        } catch (IOException e) {
            throw new InputException(source, "cannot read: " + (Files.isDirectory(p) ? "it is a directory" : e.getMessage()));
        }
    }

    private static InputException tooLarge(String source, long size) {
        return new InputException(source, "the file is too large: " + (size >= 0 ? size + " bytes, " : "")
                + "more than the " + (MAX_BYTES >> 20) + " MiB an input file may have");
    }

    /**
     * Every path below {@code folder}, itself included, named under {@code folder} as given: a
     * folder given as a link to a folder is followed (it listed nothing), the links below it are
     * not (a link loop stays harmless).
     *
     * @throws java.io.IOException if the folder cannot be listed
     */
    public static java.util.List<java.nio.file.Path> below(java.nio.file.Path folder) throws java.io.IOException {
        java.nio.file.Path start = java.nio.file.Files.isSymbolicLink(folder) ? folder.toRealPath() : folder;
        try (java.util.stream.Stream<java.nio.file.Path> walk = java.nio.file.Files.walk(start)) {
            return walk.map(p -> start == folder ? p : folder.resolve(start.relativize(p).toString())).toList();
        }
    }
}
