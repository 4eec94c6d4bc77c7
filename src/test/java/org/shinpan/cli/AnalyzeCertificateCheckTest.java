package org.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code analyze --check-certificates} on the README's example, puzzles/j2003/basic/002. */
class AnalyzeCertificateCheckTest {
    private static final String FILE = "puzzles/j2003/basic/002-one-eye-dead.sgf";

    @Test
    void theOneEyedStringsCaptureAndTheWallsPassesAreCompleteProofs() {
        CliRun run = CliRun.of("analyze", FILE, "--check-certificates");
        assertEquals(0, run.code(), run.err());
        // Black B3 A2 B2 has the one liberty A3: W:A3 captures it, a tree of one move.
        assertTrue(run.out().contains("black B3 A2 B2               capture: complete: 1 move checked"), run.out());
        // The white wall's certificate is its owner's pass. Black's plays on D3, D1 and A3 are all
        // suicide, so Black's one move is the pass, White passes too and the sequence ends: 2 moves.
        assertTrue(run.out().contains("white C3 C2 D2 A1 B1 C1      capture: complete: 2 moves checked"), run.out());
        // After the capture the attacker's strategy reaches a settled state: the emptied corner
        // A3 B3 A2 B2 enclosed by the pass-alive wall. B3, A2 and B2 touch the wall but A3 does
        // not, so the criterion needs the corner's fill game, which White wins (four points in a
        // 2x2 square hold no two eyes; docs/j2003.md, "Fill games"): the check proves the end by
        // the fill-region rule, and the tree of one move is complete.
        assertTrue(run.out().contains("capture and no local-2 permanent-stone: complete: 1 move checked, 1 settled end"
                + " proven by the fill-region rule"), run.out());
        assertFalse(run.out().contains("invalid"), run.out());
    }

    /**
     * {@code --certificate-moves}: the white wall's certificate is its owner's pass against every
     * black move. Black's only move is the pass (D3, D1 and A3 are suicide), and White's pass after
     * it ends the sequence: two moves. With a bound of one move the tree shows Black's pass and
     * cuts White's answer, so the check is partial; a bound of 0 is refused.
     */
    @Test
    void theCertificateBoundCutsTheTreesAndTheCheckSaysSo() {
        CliRun run = CliRun.of("analyze", FILE, "--check-certificates", "--certificate-moves", "1");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("white C3 C2 D2 A1 B1 C1      capture: partial: 1 move checked, 1 branch not shown"),
                run.out());
        // that is the one check the bound alone leaves partial, and the text says so
        assertTrue(run.out().contains("  1 check is partial only because the tree is cut at its bound; --certificate-moves"
                + " N shows more\n"), run.out());
        assertFalse(CliRun.of("analyze", FILE, "--check-certificates").out().contains("partial only"));
        CliRun zero = CliRun.of("analyze", FILE, "--certificate-moves", "0");
        assertTrue(zero.code() != 0, zero.out());
        assertTrue(zero.err().contains("--certificate-moves must be from 1 to 1000000, not 0"), zero.err());
    }

    @Test
    void theJsonCarriesEachTestsCheck() {
        CliRun run = CliRun.of("analyze", FILE, "--check-certificates", "--json");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("\"certificateCheck\":\"complete: 1 move checked\""), run.out());
        // the same as numbers: the local-1 test's one move and its end in the emptied corner, proven
        // by the fill-region rule (above)
        assertTrue(run.out().contains("\"certificateCheckCounts\":{\"outcome\":\"complete\",\"moves\":1,\"notShown\":0,"
                + "\"provenByBenson\":0,\"provenByMiai\":0,\"provenByFill\":1,\"takenAsGiven\":0,\"unchecked\":0,"
                + "\"unlisted\":0}"), run.out());
        CliRun plain = CliRun.of("analyze", FILE, "--json");
        assertFalse(plain.out().contains("certificateCheck"), plain.out());
    }

    /**
     * The SGF certificates say what a settled end claims and whether the tree was checked. Black's
     * corner string dies by W:A3 and then a settled end: the emptied corner, where White answers
     * each black play by taking again (a probe showed that White's passing for ever, which the old
     * comment said, loses: B B3, W pass, B A2 takes A3 and leaves two placed black stones).
     */
    @Test
    void theSgfSaysWhatASettledEndClaimsAndWhetherTheTreeWasChecked(@org.junit.jupiter.api.io.TempDir
            java.nio.file.Path dir) throws Exception {
        java.nio.file.Path plain = dir.resolve("plain.sgf");
        java.nio.file.Path checked = dir.resolve("checked.sgf");
        assertEquals(0, CliRun.of("analyze", FILE, "--sgf", plain.toString()).code());
        assertEquals(0, CliRun.of("analyze", FILE, "--sgf", checked.toString(), "--check-certificates").code());
        String p = java.nio.file.Files.readString(plain);
        String c = java.nio.file.Files.readString(checked);
        assertFalse(p.contains("the winner passes from here on"), p);
        assertTrue(p.contains("the attacker answers every play of the owner on its local area"), p);
        assertTrue(p.contains("Not checked here: a settled end is the solver's rule, taken as given until checked"), p);
        assertTrue(c.contains("Checked move by move against the rules' game: complete: 1 move checked, 1 settled end"
                + " proven by the fill-region rule."), c);
        // the white wall's decisive test is its capture test: the owner's pass and the attacker's, 2 moves
        assertTrue(c.contains("Checked move by move against the rules' game: complete: 2 moves checked."), c);
    }

    @Test
    void benchJ2003CountsTheChecks(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        // The same puzzle alone: its four certificates are the two capture proofs and the two
        // permanent-stone trees that end settled in the emptied corner, as above: all complete.
        java.nio.file.Files.copy(java.nio.file.Path.of(FILE), dir.resolve("one-eye.sgf"));
        CliRun run = CliRun.of("bench", "j2003", dir.toString(), "--check-certificates");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("  4/0/0\n"), run.out());
        assertTrue(run.out().contains(": 4 complete, 0 partial, 0 invalid\n"), run.out());
    }
}
