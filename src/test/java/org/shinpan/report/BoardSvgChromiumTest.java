package org.shinpan.report;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.shinpan.hypo.HypotheticalAnalysis;

/**
 * The SVG picture as a browser shows it: headless Chromium takes a screenshot, and the pixels at
 * known points must have the intended colours. Skipped where no Chromium is installed (Debian
 * package {@code chromium}; CI has none). {@code -Dchromium=PATH} names the browser to use.
 */
class BoardSvgChromiumTest {
    private static final int TOLERANCE = 40;
    private static final int BLACK = 0x000000;
    private static final int WHITE = 0xffffff;
    private static final int BOARD = 0xdcb35c;
    private static final int RED = 0xe00000;
    private static final int BLUE = 0x1e64c8;
    private static final int GREY = 0x808080;

    private static Optional<Path> chromium = Optional.empty();

    @TempDir
    Path dir;

    @BeforeAll
    static void findChromium() {
        String given = System.getProperty("chromium"); // -Dchromium=PATH chooses one; a missing path skips
        if (given != null) {
            chromium = Files.isExecutable(Path.of(given)) ? Optional.of(Path.of(given)) : Optional.empty();
            return;
        }
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                Path candidate = Path.of(folder, name);
                if (!folder.isEmpty() && Files.isExecutable(candidate)) {
                    chromium = Optional.of(candidate);
                    return;
                }
            }
        }
    }

    private BufferedImage render(String svg) throws IOException, InterruptedException {
        assumeTrue(chromium.isPresent(), "Chromium is not installed (no chromium, chromium-browser or google-chrome "
                + "on PATH, or -Dchromium names no program; Debian: apt-get install chromium): the SVG rendering test "
                + "is skipped");
        Path file = dir.resolve("board.svg");
        Files.writeString(file, svg, StandardCharsets.UTF_8);
        Path png = dir.resolve("board.png");
        List<String> command = new ArrayList<>(List.of(chromium.get().toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=640,480",
                "--user-data-dir=" + dir.resolve("profile"), "--screenshot=" + png, file.toUri().toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("chromium.log").toFile()).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "Chromium did not finish within 60 s");
        assertTrue(Files.exists(png), "Chromium wrote no screenshot: " + Files.readString(dir.resolve("chromium.log")));
        return ImageIO.read(png.toFile());
    }

    private static void assertColour(BufferedImage image, int x, int y, int expected, String what) {
        int rgb = image.getRGB(x, y) & 0xffffff;
        int dr = Math.abs(((rgb >> 16) & 0xff) - ((expected >> 16) & 0xff));
        int dg = Math.abs(((rgb >> 8) & 0xff) - ((expected >> 8) & 0xff));
        int db = Math.abs((rgb & 0xff) - (expected & 0xff));
        assertTrue(dr <= TOLERANCE && dg <= TOLERANCE && db <= TOLERANCE,
                String.format("%s at (%d, %d): expected #%06x, got #%06x", what, x, y, expected, rgb));
    }

    @Test
    void deadStoneTerritoryAndStonesHaveTheirColours() throws Exception {
        HypotheticalAnalysis.Result r = BoardSvgTest.analyze(BoardSvgTest.DEAD_STONE_IN_TERRITORY);
        BufferedImage image = render(BoardSvg.write(r, null));
        // Points: column x, row y from the top at (40 + 40x, 40 + 40y).
        assertColour(image, 40, 40, WHITE, "white territory square on A3");
        assertColour(image, 52, 46, BOARD, "the board beside A3's square");
        assertColour(image, 92, 46, WHITE, "the white stone B3, off its centre");
        assertColour(image, 160, 120, RED, "the cross on the dead black stone D1");
        assertColour(image, 160, 105, BLACK, "the dead black stone D1 above its cross");
        assertColour(image, 60, 60, BOARD, "the board between A3, B3, A2 and B2");
    }

    @Test
    void sekiEyePointsAndDameHaveTheirColours() throws Exception {
        BufferedImage image = render(BoardSvg.write(BoardSvgTest.analyze(BoardSvgTest.OPEN_DAME_SEKI), null));
        assertColour(image, 40, 40, BLUE, "the seki eye-point A3");
        assertColour(image, 200, 120, BLUE, "the seki eye-point E1");
        assertColour(image, 120, 80, GREY, "the dame C2");
        assertColour(image, 90, 90, BLACK, "the black stone B2");
        assertColour(image, 170, 70, WHITE, "the white stone D2");
    }

    @Test
    void certificateMoveIsAStoneOnAnEmptyPoint() throws Exception {
        HypotheticalAnalysis.Result r = BoardSvgTest.analyze(BoardSvgTest.DEAD_STONE_IN_TERRITORY);
        int d1 = r.position().position().graph().parseLocation("D1");
        BufferedImage image = render(BoardSvg.write(r, null, d1));
        // move 1, White C1: a white stone where the picture without it shows the board
        assertColour(image, 134, 120, WHITE, "the numbered white stone on C1");
        assertColour(image, 134, 100, BOARD, "the board above C1's stone");
    }
}
