package org.shinpan.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.shinpan.io.InputException;

/** Output files written whole or not at all. */
final class OutputFiles {
    private OutputFiles() {}

    /**
     * A new empty file in {@code folder} with a name no other file has, created as any new file is
     * (its permissions follow the umask, so the output file is as readable as the user's other
     * files; {@code Files.createTempFile} would make it private to the owner).
     */
    private static Path newFile(Path folder) throws IOException {
        java.util.concurrent.ThreadLocalRandom random = java.util.concurrent.ThreadLocalRandom.current();
        for (int attempt = 0; ; attempt++) {
            Path tmp = folder.resolve(".shinpan-" + Long.toUnsignedString(random.nextLong(), 36) + ".tmp");
            try {
                return Files.createFile(tmp);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                if (attempt == 100) throw e;
            }
        }
    }

    /**
     * Checks, before any work is done, that each of the {@code options} given names a file that can
     * be written: a non-empty path whose folder exists and which is not itself a folder. A command
     * calls it right after reading its arguments, so that a mistyped output path is refused at once
     * and not after a long search. None of them may name {@code input}, the command's input file
     * (null for none), which writing would replace.
     *
     * @throws UsageException for an option without a file name, two options naming the same
     *     regular file (a pipe or device may take both), or one naming the input file
     * @throws InputException naming the file and what is wrong
     */
    static void check(String command, Args args, String input, String... options) {
        Path in = null;
        if (input != null) {
            try {
                Path given = Path.of(input).toAbsolutePath();
                in = Files.exists(given) ? given.toRealPath() : null;
            } catch (InvalidPathException | IOException e) {
                in = null; // the read reports it
            }
        }
        java.util.Map<Path, String> written = new java.util.HashMap<>();
        for (String option : options) {
            if (!args.has(option)) continue;
            String name = args.value(option, "");
            if (name.isBlank()) throw new UsageException(command + ": --" + option + " needs a file name");
            Path target = checked(name);
            if (in != null && Files.exists(target)) {
                try {
                    if (Files.isSameFile(in, target)) {
                        throw new UsageException(command + ": --" + option + " names the input file " + input
                                + ": writing it would replace the input");
                    }
                } catch (IOException e) {
                    // not comparable: written as asked, and any failure reported then
                }
            }
            // two outputs into one regular file: the second would replace the first
            String other = isSpecial(target) ? null : written.putIfAbsent(target.normalize(), option);
            if (other != null) {
                throw new UsageException(command + ": --" + other + " and --" + option + " name the same file " + name
                        + ": one would replace the other");
            }
        }
    }

    /**
     * The absolute path of {@code name}, checked as {@link #check} says, a symbolic link followed to
     * the file it names (the link stays, and its target is written). An existing file that is
     * neither a regular file nor a folder — a pipe, a device such as {@code /dev/stdout} — is
     * returned as it is, to be written through.
     */
    private static Path checked(String name) {
        Path target;
        try {
            Path given = Path.of(name).toAbsolutePath();
            // a pipe or a device, perhaps through links (/dev/stdout): written through by its own name
            if (isSpecial(given)) return given;
            target = followed(given);
        } catch (InvalidPathException e) {
            throw new InputException(name, "not a file name: " + e.getMessage());
        } catch (IOException e) {
            throw new InputException(name, "cannot write: " + e.getMessage());
        }
        Path folder = target.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new InputException(name, "cannot write: no such folder " + folder);
        }
        if (Files.isDirectory(target)) throw new InputException(name, "cannot write: it is a folder");
        if (!Files.isWritable(folder)) throw new InputException(name, "cannot write: the folder " + folder + " is not writable");
        return target;
    }

    /** {@code path} with its symbolic links followed, as far as they lead (a dangling link: the path it names). */
    private static Path followed(Path path) throws IOException {
        Path p = path;
        for (int hops = 0; Files.isSymbolicLink(p); hops++) {
            if (hops == 40) throw new IOException("too many symbolic links at " + path);
            p = p.getParent().resolve(Files.readSymbolicLink(p)).normalize();
        }
        return p;
    }

    /**
     * Whether {@code path}, its links followed, exists and is neither a regular file nor a folder (a
     * pipe, a device).
     */
    private static boolean isSpecial(Path path) {
        return Files.exists(path) && !Files.isRegularFile(path) && !Files.isDirectory(path);
    }

    /**
     * Writes {@code text} (UTF-8) to {@code name} through a temporary file in the same folder that
     * is then moved into place, so a failure leaves no half-written file. A symbolic link is
     * followed (its target is replaced, the link stays); a pipe or a device is written through, as
     * no temporary file can stand in for it.
     *
     * @throws InputException if the file cannot be written (a bad path is the user's input)
     */
    static void writeAtomically(String name, String text) {
        Path target = checked(name);
        if (isSpecial(target)) {
            try {
                Files.writeString(target, text, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new InputException(name, "cannot write: " + e.getMessage());
            }
            return;
        }
        Path folder = target.getParent();
        Path tmp = null;
        try {
            tmp = newFile(folder);
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // the temporary file stays; nothing else to do
                }
            }
            throw new InputException(name, "cannot write: " + e.getMessage());
        }
    }
}
