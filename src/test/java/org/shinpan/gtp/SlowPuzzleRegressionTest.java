package org.shinpan.gtp;

import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * The regression files below {@code puzzles/**}{@code /slow/}: positions beyond the default run's
 * time and memory budget. Run with {@code mvn -B test -Pslow}.
 */
@Tag("slow")
class SlowPuzzleRegressionTest {
    @TestFactory
    Stream<DynamicNode> slowPuzzleFiles() throws IOException {
        return PuzzleRegressionTest.puzzleFiles(true);
    }
}
