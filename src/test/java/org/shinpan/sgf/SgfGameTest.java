package org.shinpan.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;
import org.shinpan.io.InputException;
import org.shinpan.io.Warning;

class SgfGameTest {
    private static SgfGame game(String text) {
        return SgfGame.parse(text, "game.sgf", SuicideRule.PROHIBITED);
    }

    private static InputException error(String text) {
        return error(text, SuicideRule.PROHIBITED);
    }

    private static InputException error(String text, SuicideRule rule) {
        return assertThrows(InputException.class, () -> SgfGame.parse(text, "game.sgf", rule));
    }

    private static void assertError(InputException e, int line, int column, String... words) {
        assertEquals("game.sgf", e.source());
        assertEquals(line, e.line(), () -> "line of: " + e.getMessage());
        assertEquals(column, e.column(), () -> "column of: " + e.getMessage());
        for (String word : words) {
            assertTrue(e.problem().contains(word), () -> "'" + word + "' missing in: " + e.getMessage());
        }
    }

    private static void assertWarning(List<Warning> warnings, int line, int column, String word) {
        assertTrue(warnings.stream().anyMatch(w -> w.line() == line && w.column() == column && w.message().contains(word)),
                () -> "no warning at " + line + ":" + column + " with '" + word + "' in " + warnings);
    }

    // ---------------------------------------------------------------- a game

    private static final String SMALL_GAME = """
            (;GM[1]FF[4]SZ[5]KM[0.5]HA[0]RU[Japanese]RE[W+R]PB[Kuro]PW[Shiro]
            ;B[ba];W[aa];B[ab]
            ;W[];B[tt]
            ;W[cc])
            """;

    @Test
    void replaysASmallGameWithACaptureAndPasses() {
        SgfGame g = game(SMALL_GAME);
        assertEquals(Graph.square(5), g.graph());
        assertEquals(6, g.moveCount());
        assertEquals(Diagram.parse("""
                . . . . .
                . . . . .
                . . . . .
                . . . . .
                . . . . .
                """), g.positionAfter(0));
        assertEquals(Diagram.parse("""
                O X . . .
                . . . . .
                . . . . .
                . . . . .
                . . . . .
                """), g.positionAfter(2));
        Position afterCapture = Diagram.parse("""
                . X . . .
                X . . . .
                . . . . .
                . . . . .
                . . . . .
                """);
        assertEquals(afterCapture, g.positionAfter(3));
        assertEquals(afterCapture, g.positionAfter(5));
        assertEquals(Diagram.parse("""
                . X . . .
                X . . . .
                . . O . .
                . . . . .
                . . . . .
                """), g.finalPosition());
        assertEquals(g.finalPosition(), g.positionAfter(6));
        assertEquals(1, g.capturesBy(Player.BLACK));
        assertEquals(0, g.capturesBy(Player.WHITE));
        assertEquals(Player.BLACK, g.playerToMove());
        assertTrue(g.warnings().isEmpty(), () -> g.warnings().toString());
    }

    @Test
    void recordsEachMoveWithNumberPlayerLocationCapturesAndLine() {
        SgfGame g = game(SMALL_GAME);
        List<SgfMove> moves = g.moves();
        Graph board = g.graph();
        assertEquals(new SgfMove(1, Player.BLACK, board.parseLocation("B5"), 0, new LineColumn(2, 1)), moves.get(0));
        assertEquals(new SgfMove(3, Player.BLACK, board.parseLocation("A4"), 1, new LineColumn(2, 13)), moves.get(2));
        assertTrue(moves.get(3).isPass());
        assertEquals(Player.WHITE, moves.get(3).player());
        assertTrue(moves.get(4).isPass(), "B[tt] is a pass on 5x5");
        assertEquals(3, moves.get(4).line());
        assertEquals(4, moves.get(5).line());
    }

    @Test
    void readsTheGameInformation() {
        SgfGameInfo info = game(SMALL_GAME).info();
        assertEquals(0.5, info.komi().getAsDouble());
        assertEquals(0, info.handicap());
        assertEquals(Optional.of("Japanese"), info.rules());
        assertEquals(Optional.of("W+R"), info.result());
        assertEquals(Optional.of("Kuro"), info.blackPlayer());
        assertEquals(Optional.of("Shiro"), info.whitePlayer());
        assertEquals(Optional.empty(), info.date());
        assertTrue(game("(;GM[1])").info().komi().isEmpty());
    }

    @Test
    void defaultsToGoOn19x19() {
        SgfGame g = game("(;B[pd])");
        assertEquals(Graph.square(19), g.graph());
        assertEquals(g.graph().parseLocation("Q16"), g.moves().get(0).loc());
        assertEquals(Player.WHITE, g.playerToMove());
    }

    @Test
    void readsTheShippedExample() throws IOException {
        try (InputStream in = getClass().getResourceAsStream("ko-and-variations.sgf")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            SgfGame g = SgfGame.parse(text, "ko-and-variations.sgf", SuicideRule.PROHIBITED);
            assertEquals(Diagram.parse("""
                    . . . . .
                    . X O . .
                    X . X O .
                    . X O . O
                    . . . . X
                    """), g.finalPosition());
            assertEquals(1, g.capturesBy(Player.WHITE));
            assertEquals(1, g.capturesBy(Player.BLACK));
            assertEquals(3, g.root().mainLine().get(3).children().size(), "variations are kept");
            assertTrue(g.root().value("C").orElseThrow().contains("a bracket ] and a backslash \\ stay"));
            assertTrue(g.warnings().isEmpty(), () -> g.warnings().toString());
            assertEquals(11, g.moveCount());
        }
    }

    // ---------------------------------------------------------------- board size and points

    @Test
    void readsARectangularBoardAsColumnsByRows() {
        SgfGame g = game("(;SZ[4:7]AB[da][ag];W[bc])");
        assertEquals(4, g.graph().width());
        assertEquals(7, g.graph().height());
        assertEquals(Diagram.parse("""
                . . . X
                . . . .
                . O . .
                . . . .
                . . . .
                . . . .
                X . . .
                """), g.finalPosition());
        assertError(error("(;SZ[4:7]\n;B[ea])"), 2, 2, "move 1", "off the 4x7 board");
        assertError(error("(;SZ[4:7]AB[ah])"), 1, 10, "off the 4x7 board");
    }

    @Test
    void expandsCompressedPointLists() {
        SgfGame g = game("(;SZ[5]AB[aa:bc][ee]AW[dd:cc];AE[bb])");
        assertEquals(Diagram.parse("""
                X X . . .
                X . . . .
                X X O O .
                . . O O .
                . . . . X
                """), g.finalPosition());
    }

    @Test
    void ttIsAPassUpTo19x19AndAPointOn21x21() {
        SgfGame small = game("(;SZ[19];B[tt];W[aa])");
        assertTrue(small.moves().get(0).isPass());
        assertEquals(Player.BLACK, small.playerToMove());
        SgfGame large = game("(;SZ[21];B[tt])");
        assertEquals(large.graph().parseLocation("U2"), large.moves().get(0).loc());
        assertEquals(Diagram.parse(("""
                . . . . . . . . . . . . . . . . . . . . .
                """).repeat(19) + """
                . . . . . . . . . . . . . . . . . . . X .
                . . . . . . . . . . . . . . . . . . . . .
                """), large.finalPosition());
        assertTrue(game("(;SZ[21];B[])").moves().get(0).isPass());
        // 20 columns and 19 rows: larger than 19x19, so tt is no pass (FF[4]); its row t, the 20th,
        // is off the board
        for (String size : new String[] {"20:19", "19:20"}) {
            org.shinpan.io.InputException e = org.junit.jupiter.api.Assertions.assertThrows(
                    org.shinpan.io.InputException.class, () -> game("(;SZ[" + size + "];B[aa];W[tt])"));
            assertTrue(e.getMessage().contains("move 2: W[tt] is off the"), e.getMessage());
        }
    }

    @Test
    void boardSizeOutOfRangeNamesTheProperty() {
        assertError(error("(;GM[1]\n  SZ[26])"), 2, 3, "SZ[26]", "out of range");
        assertError(error("(;SZ[0])"), 1, 3, "out of range");
        assertError(error("(;SZ[4:30])"), 1, 3, "SZ[4:30]", "out of range");
        assertError(error("(;FF[4]SZ[big])"), 1, 8, "not a board size");
        assertError(error("(;SZ[19][19])"), 1, 3, "2 values");
    }

    @Test
    void otherGamesAreRejected() {
        assertError(error("(;FF[4]GM[2]SZ[8])"), 1, 8, "GM[2]", "not Go");
        assertError(error("(;GM[x])"), 1, 3, "not a game number");
    }

    @Test
    void malformedPointsAndMovesAreErrors() {
        assertError(error("(;SZ[9];B[j])"), 1, 9, "move 1", "not a point");
        assertError(error("(;SZ[9];B[aa][bb])"), 1, 9, "move 1", "2 values");
        assertError(error("(;SZ[9];B[aa]W[bb])"), 1, 8, "move 1", "both B and W");
        assertError(error("(;SZ[9]AB[a1])"), 1, 8, "not a point");
        assertError(error("(;SZ[9]AB[aa:])"), 1, 8, "not a point");
        assertError(error("(;SZ[9];B[aa];W[Aa])"), 1, 15, "move 2", "off the 9x9 board");
    }

    @Test
    void malformedGameInformationIsAnError() {
        assertError(error("(;KM[six])"), 1, 3, "KM[six]", "komi");
        assertError(error("(;HA[-2])"), 1, 3, "HA[-2]", "handicap");
        assertError(error("(;PL[X])"), 1, 3, "PL[X]", "not a player");
        assertEquals(-6.5, game("(;KM[-6.5])").info().komi().getAsDouble());
    }

    /**
     * PL's value is a Color, B or W (sgf.html, "Property Value Types"): a lower-case one is refused by
     * line and column, as the parser refuses the identifier b[aa]; it was taken silently. Line 2 of
     * the second text is ";B[aa];PL[w]": the PL stands at column 8.
     */
    @Test
    void aLowerCasePlayerIsAnError() {
        assertError(error("(;SZ[9]\n  PL[b])"), 2, 3, "PL[b]", "not a player (B or W, upper case)");
        assertError(error("(;SZ[9]\n;B[aa];PL[w];W[bb])"), 2, 8, "PL[w]", "not a player");
        assertError(assertThrows(InputException.class, () -> SgfParser.parse("(;b[aa])", "game.sgf")), 1, 3);
    }

    /**
     * FF's range is 1 to 4 (sgf.html, "FF"): another version is read as FF[4] with a warning at the
     * property (it was read silently); FF[3] and FF[+4] (a Number) are read without one.
     */
    @Test
    void anFfOutsideOneToFourIsReadAsFf4WithAWarning() {
        SgfGame five = game("(;GM[1]\nFF[5]SZ[5];B[cc])");
        assertWarning(five.warnings(), 2, 1, "FF[5] names no SGF version (1 to 4); the file is read as FF[4]");
        assertEquals(1, five.warnings().size(), () -> five.warnings().toString());
        assertEquals(1, five.moveCount());
        assertWarning(game("(;FF[0])").warnings(), 1, 3, "FF[0] names no SGF version");
        assertWarning(game("(;SZ[5]FF[four])").warnings(), 1, 8, "FF[four] names no SGF version");
        for (String version : new String[] {"1", "3", "4", "+4"}) {
            assertEquals(List.of(), game("(;FF[" + version + "]SZ[5])").warnings(), version);
        }
    }

    /**
     * A KM is refused wherever it stands, as the root's is, by line and column and in the same
     * words: in a variation (line 3 is "(;W[cc]KM[abc]))", the KM at column 8) and on the main line
     * after the KM read (line 1, the KM after ";B[aa];W[bb]" at column 27); it was taken silently.
     * Even a position asked for before the first move is refused: the file is broken. A good KM in a
     * variation is no komi of the game (the main line's first, 6.5, is).
     */
    @Test
    void aKomiThatIsNoKomiIsRefusedWhereverItStands() {
        String variation = "(;SZ[5]KM[6.5];B[aa]\n(;W[bb])\n(;W[cc]KM[abc]))";
        InputException e = error(variation);
        assertError(e, 3, 8, "KM[abc]");
        assertEquals(error("(;KM[abc])").problem(), e.problem());
        InputException far = error("(;SZ[5]KM[6.5];B[aa];W[bb]KM[10000.5])");
        assertError(far, 1, 27, "KM[10000.5]");
        assertEquals(error("(;KM[10000.5])").problem(), far.problem());
        assertTrue(far.problem().contains("out of range"), far.problem());
        assertError(assertThrows(InputException.class, () -> SgfGame.parse(variation, "game.sgf",
                SuicideRule.PROHIBITED, 0)), 3, 8, "KM[abc]");
        SgfGame good = game("(;SZ[5]KM[6.5];B[aa](;W[bb])(;W[cc]KM[-10000]))");
        assertEquals(6.5, good.info().komi().getAsDouble());
        assertEquals(List.of(), good.warnings());
    }

    /**
     * FF is a root property (properties.html): outside the root, on the main line or in a
     * variation, it is ignored with a warning at the property, one warning whatever its value
     * (FF[9] there is no second "names no SGF version" warning); it was taken silently. Line 2 is
     * "(;W[bb]FF[9])", the FF at column 8; line 3 "(;FF[3]W[cc]))", at column 3; in "(;SZ[5];FF[4]B[aa])"
     * the FF stands at column 9.
     */
    @Test
    void anFfOutsideTheRootIsIgnoredWithAWarning() {
        SgfGame g = game("(;FF[4]SZ[5];B[aa]\n(;W[bb]FF[9])\n(;FF[3]W[cc]))");
        assertWarning(g.warnings(), 2, 8, "FF outside the root node ignored");
        assertWarning(g.warnings(), 3, 3, "FF outside the root node ignored");
        assertEquals(2, g.warnings().size(), () -> g.warnings().toString());
        SgfGame mainLine = game("(;SZ[5];FF[4]B[aa])");
        assertWarning(mainLine.warnings(), 1, 9, "FF outside the root node ignored");
        assertEquals(1, mainLine.warnings().size(), () -> mainLine.warnings().toString());
        assertEquals(1, mainLine.moveCount());
    }

    /**
     * The other root properties read (properties.html, "Root properties": GM, SZ, CA; Shinpan's
     * SHPD and SHFR) are read from the root only, as FF: elsewhere, in a variation too, one
     * warning each at the property, whatever its value, and nothing applied. Before, SZ, GM and
     * SHPD were warned of on the main line only and passed over in silence in a variation, CA and
     * SHFR everywhere. Line 2 is "(;W[bb]SZ[9]SHPD[3])": SZ at column 8, SHPD at 13; line 3
     * "(;GM[2]CA[UTF-8]SHFR[aa]W[cc]))": GM at 3, CA at 8, SHFR at 17. GM[2] would be refused on
     * the root (not Go); SZ[9] would make a 9x9 board and SHPD[3] a prisoner-difference of 3.
     */
    @Test
    void theRootPropertiesOutsideTheRootAreIgnoredWithAWarningEach() {
        SgfGame g = game("(;FF[4]SZ[5];B[aa]\n(;W[bb]SZ[9]SHPD[3])\n(;GM[2]CA[UTF-8]SHFR[aa]W[cc]))");
        assertWarning(g.warnings(), 2, 8, "SZ outside the root node ignored");
        assertWarning(g.warnings(), 2, 13, "SHPD outside the root node ignored");
        assertWarning(g.warnings(), 3, 3, "GM outside the root node ignored");
        assertWarning(g.warnings(), 3, 8, "CA outside the root node ignored");
        assertWarning(g.warnings(), 3, 17, "SHFR outside the root node ignored");
        assertEquals(5, g.warnings().size(), () -> g.warnings().toString());
        assertEquals(5, g.graph().width());
        assertEquals(0, g.startPrisonerDifference());
        // the same on the main line, also beyond the move a position is asked for
        SgfGame upToMove0 = SgfGame.parse("(;SZ[5];B[aa]\n;W[bb]SZ[9])", "game.sgf", SuicideRule.PROHIBITED, 0);
        assertWarning(upToMove0.warnings(), 2, 7, "SZ outside the root node ignored");
        assertEquals(1, upToMove0.warnings().size(), () -> upToMove0.warnings().toString());
    }

    /**
     * HA is game info, read from the main line's first node that has it (here the root, HA[2]).
     * Another HA, later on the main line or in a variation, is ignored with one warning at it,
     * whatever its value: HA[x] is no number but not refused there, as the HA read would be.
     * Line 2 is ";W[ee]HA[3]" (HA at column 7), line 4 "(;HA[x]B[ff]))" (at 3). With an HA in a
     * variation only, the handicap is none: the main line has no HA.
     */
    @Test
    void anHaOutsideTheGameInfoNodeIsIgnoredWithAWarning() {
        SgfGame g = game("(;SZ[9]HA[2]AB[cc][gg]\n;W[ee]HA[3]\n(;B[dd])\n(;HA[x]B[ff]))");
        assertEquals(2, g.info().handicap());
        assertWarning(g.warnings(), 2, 7, "HA outside the game-info node ignored");
        assertWarning(g.warnings(), 4, 3, "HA outside the game-info node ignored");
        assertEquals(2, g.warnings().size(), () -> g.warnings().toString());
        SgfGame onlyInAVariation = game("(;SZ[9](;B[aa])\n(;HA[2]B[bb]))");
        assertEquals(0, onlyInAVariation.info().handicap());
        assertWarning(onlyInAVariation.warnings(), 2, 3, "it has none");
        // a game-info node after the root is the one read, and then warns of nothing
        SgfGame later = game("(;SZ[9];HA[2]AB[cc][gg];W[ee])");
        assertEquals(2, later.info().handicap());
        assertEquals(List.of(), later.warnings());
    }

    // ---------------------------------------------------------------- illegal moves

    @Test
    void moveOnAnOccupiedPointNamesMoveNumberVertexAndReason() {
        InputException e = error("(;SZ[5]\n;B[cc]\n;W[dc]\n;B[cc])");
        assertError(e, 4, 1, "move 3", "C3", "occupied");
    }

    @Test
    void suicideIsAnErrorWhenProhibited() {
        String text = "(;SZ[5]AB[ba][ab]\n;W[aa])";
        assertError(error(text), 2, 1, "move 1", "A5", "suicide");
    }

    @Test
    void suicideRemovesTheStringWhenAllowed() {
        String text = "(;SZ[5]AB[ba][ab]\n;W[aa])";
        SgfGame g = SgfGame.parse(text, "game.sgf", SuicideRule.ALLOWED);
        assertEquals(Diagram.parse("""
                . X . . .
                X . . . .
                . . . . .
                . . . . .
                . . . . .
                """), g.finalPosition());
        assertEquals(1, g.capturesBy(Player.BLACK), "the suicided stone is counted for the opponent");
        assertEquals(Player.BLACK, g.playerToMove());
        assertEquals(SuicideRule.ALLOWED, g.suicideRule());
    }

    // ---------------------------------------------------------------- setup, order, player to move

    @Test
    void setupInLaterNodesAppliesInOrder() {
        SgfGame g = game("(;SZ[3];B[aa];AW[cc];W[bb];AE[aa])");
        assertEquals(Diagram.parse(". . .\n. . .\n. . .\n"), g.positionAfter(0));
        assertEquals(Diagram.parse("X . .\n. . .\n. . O\n"), g.positionAfter(1));
        assertEquals(Diagram.parse(". . .\n. O .\n. . O\n"), g.positionAfter(2));
        assertEquals(g.finalPosition(), g.positionAfter(2));
        assertThrows(IllegalArgumentException.class, () -> g.positionAfter(3));
    }

    @Test
    void mixedSetupAndMoveWarnsAndAppliesTheSetupFirst() {
        SgfGame g = game("(;SZ[3]\n;AB[aa]W[ba])");
        assertWarning(g.warnings(), 2, 1, "mixes setup and the move W");
        assertEquals(Diagram.parse("X . .\n. . .\n. . .\n"), g.positionAfter(0));
        assertEquals(Diagram.parse("X O .\n. . .\n. . .\n"), g.finalPosition());
        assertError(error("(;SZ[3]\n;AB[ba][ab]W[aa])"), 2, 1, "move 1", "A3", "suicide");
    }

    @Test
    void playerToMoveFollowsPlHandicapAndTheLastMove() {
        assertEquals(Player.WHITE, game("(;SZ[9]PL[W])").playerToMove());
        assertEquals(Player.WHITE, game("(;SZ[9]HA[2]AB[cc][gg])").playerToMove());
        assertEquals(Player.BLACK, game("(;SZ[9]HA[2]AB[cc][gg]PL[B])").playerToMove());
        assertEquals(Player.BLACK, game("(;SZ[9];B[aa];W[bb])").playerToMove());
        assertEquals(Player.WHITE, game("(;SZ[9];B[aa];W[bb];PL[W])").playerToMove());
        assertEquals(2, game("(;SZ[9]HA[2]AB[cc][gg])").info().handicap());
    }

    @Test
    void setupWithoutLibertyWarnsAndFailsOnlyWhenPlayedOn() {
        SgfGame g = game("(;SZ[2]AB[aa][ba]AW[ab][bb])");
        assertWarning(g.warnings(), 1, 2, "without a liberty");
        assertEquals(Diagram.parse("X X\nO O\n"), g.finalPosition());
        assertTrue(game("(;SZ[2]AB[aa][ba]AW[ab][bb];B[])").moves().get(0).isPass());
        InputException e = error("(;SZ[3]AB[aa][ba]AW[ab][bb][ca]AE[cb][cc][ac]\n;B[cc])");
        assertError(e, 2, 1, "move 1", "without a liberty");
    }

    @Test
    void warnsAboutRootPropertiesOutsideTheRootAndOddSetup() {
        SgfGame g = game("(;SZ[5];B[aa]\n;SZ[9]AB[]AW[bb])");
        assertWarning(g.warnings(), 2, 2, "SZ outside the root");
        assertWarning(g.warnings(), 2, 7, "empty value in AB");
        assertEquals(5, g.graph().width());
        SgfGame overlap = game("(;SZ[5]AB[aa:bb]AW[bb])");
        assertWarning(overlap.warnings(), 1, 2, "more than one of AE, AB and AW");
        assertEquals(Diagram.parse("X X . . .\nX O . . .\n. . . . .\n. . . . .\n. . . . .\n"), overlap.finalPosition());
    }

    @Test
    void parseReportsTheParserWarningsAndFurtherTrees() {
        SgfGame g = game("header\n(;SZ[5]XX[1];B[aa])\n(;SZ[9])");
        assertWarning(g.warnings(), 1, 1, "before the first game tree");
        assertWarning(g.warnings(), 2, 8, "unknown property XX");
        assertWarning(g.warnings(), 3, 2, "2 game trees");
        assertEquals(1, g.moveCount());
    }

    @Test
    void readsATreeBuiltInMemory() {
        SgfNode move = SgfNode.of(SgfProperty.of("B", "bb"));
        SgfNode root = new SgfNode(List.of(SgfProperty.of("SZ", "3")), List.of(move));
        SgfGame g = SgfGame.read(root, "memory");
        assertEquals(Diagram.parse(". . .\n. X .\n. . .\n"), g.finalPosition());
        InputException e = assertThrows(InputException.class,
                () -> SgfGame.read(root.withChildren(List.of(move.withChildren(List.of(move)))), "memory"));
        assertEquals(0, e.line());
        assertTrue(e.problem().contains("move 2"));
    }
}
