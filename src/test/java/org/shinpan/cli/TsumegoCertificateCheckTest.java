package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tsumego --check-certificates}: each first move's certificate checked against the rules'
 * game, on the shipped problems whose derivations are in their comments.
 */
class TsumegoCertificateCheckTest {

    /**
     * The straight three (puzzles/tsumego/001). White first at A1: Black takes it with B1 and has
     * the one-point eyes A1 and C1, each closed by the target alone, so Benson's analysis proves
     * the settled end: two moves, complete. White's pass: Black answers on B1, the same two eyes
     * (a pass would end the sequence with the target standing; the strategy read off the search's
     * graph plays B1): two moves, complete. Black first at B1: the same two eyes at once.
     */
    @Test
    void theStraightThreesCertificatesAreProvenWhereBensonSettlesThem() {
        CliRun r = CliRun.of("tsumego", "puzzles/tsumego/001-straight-three.sgf", "--check-certificates");
        assertEquals(0, r.code(), r.err());
        String white = r.out().substring(r.out().indexOf("White to move first"), r.out().indexOf("Black to move first"));
        String black = r.out().substring(r.out().indexOf("Black to move first"));
        assertTrue(white.contains("  certificates checked move by move against the rules' game:\n"
                + "    A1   complete: 2 moves checked, 1 settled end proven by Benson's analysis\n"), r.out());
        assertTrue(white.contains("    p    complete: 2 moves checked, 1 settled end proven by Benson's analysis\n"),
                r.out());
        assertTrue(black.contains("    B1   complete: 1 move checked, 1 settled end proven by Benson's analysis\n"),
                r.out());
        assertFalse(r.out().contains("invalid"), r.out());
    }

    /**
     * The straight four (puzzles/tsumego/002): Black's B1 leaves the one-point eye A1 and the
     * two-point eye C1 D1, every point of each next to the target: pass-alive, proven at once. The
     * JSON gives the check per move and the SGF each first move's comment.
     */
    @Test
    void jsonAndSgfCarryTheChecks(@TempDir Path dir) throws Exception {
        Path sgf = dir.resolve("four.sgf");
        CliRun r = CliRun.of("tsumego", "puzzles/tsumego/002-straight-four.sgf", "--check-certificates", "--json",
                "--sgf", sgf.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("{\"move\":\"B1\",\"status\":\"uncapturable\",\"sequence\":\"+\",\"bound\":"
                + "\"uncapturable\",\"states\":"), r.out());
        assertTrue(r.out().contains("\"certificateCheck\":\"complete: 1 move checked, 1 settled end proven by Benson's"
                + " analysis\",\"certificateCheckCounts\":{\"outcome\":\"complete\",\"moves\":1,\"notShown\":0,"
                + "\"provenByBenson\":1,"), r.out());
        String written = Files.readString(sgf);
        assertTrue(written.contains("Checked move by move against the rules' game: complete: 1 move checked, 1 settled"
                + " end proven by Benson's analysis."), written);
        // without the option, nothing is checked
        CliRun plain = CliRun.of("tsumego", "puzzles/tsumego/002-straight-four.sgf", "--json");
        assertFalse(plain.out().contains("certificateCheck"), plain.out());
    }

    /**
     * The eye and ko (puzzles/tsumego/004): the ko readings' sides, solved again with Black as ko
     * master, are checked under that convention too. White's pass, with either rule: Black passes
     * and the sequence ends, the target standing: complete in two moves.
     */
    @Test
    void theKoReadingsAreCheckedWithTheirKoMaster() {
        CliRun r = CliRun.of("tsumego", "puzzles/tsumego/004-eye-and-ko.sgf", "--check-certificates");
        assertEquals(0, r.code(), r.err());
        assertEquals(2, r.out().split("with unlimited ko threats for Black, checked the same way:\n", -1).length - 1,
                r.out());
        String white = r.out().substring(r.out().indexOf("White to move first"), r.out().indexOf("Black to move first"));
        assertEquals(2, white.split("    p    complete: 2 moves checked\n", -1).length - 1, r.out());
        assertFalse(r.out().contains("invalid"), r.out());
    }
}
