package org.shinpan.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import org.shinpan.io.InputException;

/** The input files of a benchmark: every regular file below a folder whose name ends in a suffix. */
final class BenchFiles {
    private BenchFiles() {}

    /**
     * The regular files below {@code folder} whose names end in {@code suffix} (any case) and that
     * {@code keep} accepts, in path order.
     *
     * @throws InputException naming the folder when there is none: a benchmark of nothing measures
     *     nothing, and an empty table would read as a result
     */
    static List<Path> below(Path folder, String suffix, Predicate<Path> keep) {
        List<Path> files;
        try {
            files = org.shinpan.io.InputFiles.below(folder).stream().filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(suffix)
                            && Files.isRegularFile(p) && keep.test(p))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (files.isEmpty()) throw new InputException(folder.toString(), "no " + suffix + " file below this folder");
        return files;
    }
}
