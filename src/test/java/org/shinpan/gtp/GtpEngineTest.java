package org.shinpan.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The engine as a controller meets it: each command's responses, errors, ids, and the protocol loop. */
class GtpEngineTest {
    /** J2003 v35a: the black string B3 A2 B2 with one eye is dead; White wins by 9 (see the SGF's comment). */
    private static final String ONE_EYE_DEAD = "(;GM[1]FF[4]SZ[4:3]KM[0]"
            + "AB[ba][ab][bb]AW[ca][cb][db][ac][bc][cc])";
    /** Two strings, each with one eye, sharing two dame: both uncapturable, both in seki. */
    private static final String SEKI = "(;GM[1]FF[4]SZ[5:2]AB[ba][ab][bb]AW[da][db][eb])";
    /** 3x3: B B3, W A3, B A2 captures A3, then two passes. */
    private static final String CAPTURE = "(;GM[1]FF[4]SZ[3]KM[6.5];B[ba];W[aa];B[ab];W[];B[])";
    /** 4x4: the ko shape, and Black's last move C3 takes the ko. */
    private static final String KO = "(;GM[1]FF[4]SZ[4]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb])";

    @TempDir
    Path dir;

    private ShinpanEngine engine;

    @BeforeEach
    void newEngine() throws IOException {
        Files.writeString(dir.resolve("one-eye.sgf"), ONE_EYE_DEAD);
        Files.writeString(dir.resolve("seki.sgf"), SEKI);
        Files.writeString(dir.resolve("capture.sgf"), CAPTURE);
        Files.writeString(dir.resolve("ko.sgf"), KO);
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/short.sgf"), "(;GM[1]FF[4]SZ[3];B[cc];W[aa];B[];W[])");
        engine = new ShinpanEngine(dir);
    }

    private GtpResponse send(String line) {
        return new EngineSession(engine).send(line);
    }

    /** The text of a successful response. */
    private String ok(String line) {
        return new EngineSession(engine).ok(line);
    }

    /** The message of a failure. */
    private String fails(String line) {
        return new EngineSession(engine).fails(line);
    }

    // ------------------------------------------------------------ protocol

    @Test
    void protocolCommands() {
        assertEquals("2", ok("protocol_version"));
        assertEquals("Shinpan", ok("name"));
        assertFalse(ok("version").isEmpty());
        assertEquals("true", ok("known_command play"));
        assertEquals("true", ok("known_command j2003_status"));
        assertEquals("false", ok("known_command genmove"));
        assertEquals("false", ok("known_command nonsense"));
        List<String> commands = List.of(ok("list_commands").split("\n"));
        assertTrue(commands.containsAll(Set.of("protocol_version", "name", "version", "known_command",
                "list_commands", "quit", "boardsize", "clear_board", "komi", "get_komi", "play", "loadsgf", "showboard",
                "final_score", "final_status_list", "j2003_status", "j2003_result", "j2003_score", "j2003_final",
                "j2003_certificate", "j2003_certificate_check", "j2003_prisoners", "shinpan_max_states",
                "shinpan_table_mib", "shinpan_time_limit")),
                commands.toString());
        assertFalse(commands.contains("genmove"));
        assertEquals(commands.size(), Set.copyOf(commands).size());
    }

    @Test
    void idsAreEchoedOnSuccessAndFailure() {
        assertEquals("=12 2\n\n", send("12 protocol_version").wire());
        assertEquals("= 2\n\n", send("protocol_version").wire());
        assertEquals("?7 unknown command\n\n", send("7 genmove black").wire());
        assertEquals("? unknown command\n\n", send("frobnicate").wire());
        assertEquals("=0 \n\n", send("0 clear_board").wire());
        assertEquals("?3 missing command name\n\n", send("3").wire());
    }

    @Test
    void linesAreCleanedAsGtpSays() {
        assertTrue(engine.execute("").isEmpty());
        assertTrue(engine.execute("   \t ").isEmpty());
        assertTrue(engine.execute("# a comment").isEmpty());
        assertTrue(engine.execute("\u0001\u0002\r").isEmpty());
        assertEquals("=5 2\n\n", send("5\tprotocol_version # what is it?\r").wire());
        assertEquals("= Shinpan\n\n", send("na\u0007me").wire());
        assertEquals("true", ok("  known_command\t\tplay  "));
    }

    @Test
    void badArgumentsFailWithAMessage() {
        assertEquals("syntax error: protocol_version takes no arguments, not 1", fails("protocol_version 3"));
        assertEquals("syntax error: known_command takes 1 argument, not 0", fails("known_command"));
        assertEquals("syntax error: 'nine' is not an integer", fails("boardsize nine"));
        assertEquals("syntax error: 'x' is not a number", fails("komi x"));
        assertEquals("syntax error: 'red' is not a color (black, b, white, w)", fails("play red D4"));
        assertEquals("syntax error: play takes 2 arguments, not 1", fails("play black"));
        assertEquals("invalid vertex: 'Z99' is not on the 19x19 grid", fails("play black Z99"));
        assertEquals("invalid vertex: 'I5' is not on the 19x19 grid", fails("play black I5"));
        assertEquals("syntax error: loadsgf takes 1 or 2 arguments, not 0", fails("loadsgf"));
        assertEquals("syntax error: j2003_status needs a vertex, not pass", fails("j2003_status pass"));
    }

    @Test
    void theEngineSurvivesGarbage() throws IOException {
        String input = "\u0000\u0001\u00ff garbage ### \n"
                + "}{][)(\n"
                + "999999999999999999999999 name\n" // too long for an id: a name
                + "-5 name\n"
                + "play\n"
                + "boardsize -1\n"
                + "komi NaN\n"
                + "loadsgf /no/such/dir/x.sgf\n"
                + "1 name\n";
        StringWriter out = new StringWriter();
        engine.run(new StringReader(input), out);
        String[] responses = out.toString().split("\n\n", -1);
        assertEquals(10, responses.length, out.toString()); // 9 responses and the empty rest
        for (int i = 0; i < 8; i++) {
            assertTrue(responses[i].startsWith("? "), responses[i]);
        }
        assertEquals("=1 Shinpan", responses[8]);
        assertEquals("", responses[9]);
        assertFalse(engine.isQuitRequested());
    }

    @Test
    void anExceptionInAHandlerIsAnInternalError() {
        engine.gtp().register("explode", c -> {
            throw new IllegalStateException("boom");
        });
        assertEquals("?4 internal error: java.lang.IllegalStateException: boom\n\n", send("4 explode").wire());
        assertEquals("2", ok("protocol_version"));
    }

    @Test
    void runningOutOfMemoryIsAFailureTheEngineSurvives() {
        engine.gtp().register("hungry", c -> {
            throw new OutOfMemoryError("Java heap space");
        });
        String wire = send("5 hungry").wire();
        assertTrue(wire.startsWith("?5 out of memory: the JVM's heap holds ") && wire.contains("shinpan_table_mib"), wire);
        assertEquals("2", ok("protocol_version"));
    }

    @Test
    void registeringANameTwiceIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> engine.gtp().register("play", c -> ""));
        assertThrows(IllegalArgumentException.class,
                () -> engine.gtp().register("two words", c -> ""));
    }

    @Test
    void emptyInputEndsQuietly() throws IOException {
        StringWriter out = new StringWriter();
        engine.run(new StringReader(""), out);
        assertEquals("", out.toString());
        engine.run(new StringReader("\n\n# nothing\n"), out);
        assertEquals("", out.toString());
    }

    @Test
    void aLastLineWithoutNewlineIsAnswered() throws IOException {
        StringWriter out = new StringWriter();
        engine.run(new StringReader("1 name\r\n2 protocol_version"), out);
        assertEquals("=1 Shinpan\n\n=2 2\n\n", out.toString());
    }

    @Test
    void quitAnswersAndStops() throws IOException {
        StringWriter out = new StringWriter();
        engine.run(new StringReader("1 name\n2 quit\n3 name\n"), out);
        assertEquals("=1 Shinpan\n\n=2 \n\n", out.toString());
        assertTrue(engine.isQuitRequested());
    }

    /** GTP v2: quit never fails, so words after it do not keep the engine running (they did). */
    @Test
    void quitWithWordsAfterItStops() throws IOException {
        StringWriter out = new StringWriter();
        engine.run(new StringReader("1 quit now\n2 name\n"), out);
        assertEquals("=1 \n\n", out.toString());
    }

    /**
     * A failure quotes a long argument by its first 40 characters and its length: it copied the whole
     * word back, and a 50-million-character vertex ran a 256 MiB heap out of memory. A number too
     * long for a long is out of range, not "not an integer".
     */
    @Test
    void longArgumentsAreQuotedShort() {
        String huge = "a".repeat(100_000);
        assertEquals("invalid vertex: '" + "a".repeat(40) + "...' (100000 characters) is not on the 19x19 grid",
                fails("play b " + huge));
        String komi = fails("komi " + "7".repeat(100_000));
        assertTrue(komi.startsWith("syntax error: '" + "7".repeat(40) + "...' (100000 characters) is a number with"),
                komi.substring(0, 120));
        assertEquals("syntax error: '9223372036854775808' is not from 1 to 9223372036854775807",
                fails("shinpan_max_states 9223372036854775808"));
        assertEquals("syntax error: 'nine' is not an integer", fails("boardsize nine"));
    }

    // ------------------------------------------------------------ the board

    @Test
    void boardsizeAcceptsOneToTwentyFive() {
        ok("boardsize 1");
        ok("boardsize 25");
        assertEquals("unacceptable size", fails("boardsize 26"));
        assertEquals("unacceptable size", fails("boardsize 0"));
        // any whole number outside 1-25 is unacceptable, however long (it was a syntax error)
        assertEquals("unacceptable size", fails("boardsize 99999999999999999999"));
        ok("play b Z25");
        ok("boardsize 9");
        assertEquals("invalid vertex: 'K10' is not on the 9x9 grid", fails("play b K10"));
        ok("play b J9");
    }

    @Test
    void showboardDrawsTheBoardWithCoordinates() {
        ok("boardsize 4");
        ok("play b B2");
        ok("play white c3");
        assertEquals("""

                  A B C D
                4 . . . . 4
                3 . . O . 3
                2 . X . . 2
                1 . . . . 1
                  A B C D
                black to move, prisoner-difference 0, komi 0""", ok("showboard"));
        assertTrue(send("showboard").wire().startsWith("= \n  A B C D\n4 . . . . 4\n"));
        ok("clear_board");
        assertTrue(ok("showboard").contains("3 . . . . 3"));
    }

    @Test
    void illegalPlays() {
        ok("boardsize 4");
        // The ko shape: White B3 in atari, Black takes it at C3.
        for (String move : List.of("b B4", "w C4", "b A3", "w B3", "b B2", "w D3", "w C2")) {
            ok("play " + move);
        }
        assertEquals("illegal move", fails("play b B4")); // occupied
        ok("play b C3"); // captures B3
        assertEquals("1", ok("j2003_prisoners"));
        assertEquals("illegal move", fails("play w B3")); // simple ko: immediate recapture
        ok("play w D1"); // a threat elsewhere
        assertEquals("illegal move", fails("play b D2")); // suicide: D3, C2, D1 are white
        ok("play b A1");
        ok("play w B3"); // now the recapture is legal
        assertEquals("0", ok("j2003_prisoners"));
        assertEquals("illegal move", fails("play b C3")); // and the ko is Black's turn to wait
        // the range --prisoners and SHPD take (it was a million)
        ok("j2003_prisoners -9999999");
        assertEquals("-9999999", ok("j2003_prisoners"));
        ok("j2003_prisoners 0");
        ok("play b pass");
        ok("play w pass");
        ok("play b C3"); // passes lift the ban
    }

    @Test
    void playPassAndPlayerToMove() {
        ok("boardsize 5");
        ok("play b C3");
        assertTrue(ok("showboard").endsWith("white to move, prisoner-difference 0, komi 0"));
        ok("play W PASS");
        assertTrue(ok("showboard").endsWith("black to move, prisoner-difference 0, komi 0"));
        ok("play black c4"); // lower case vertices
        assertTrue(ok("showboard").contains("4 . . X . . 4"));
    }

    @Test
    void komiIsKeptAndShown() {
        ok("komi 6.5");
        assertTrue(ok("showboard").endsWith("komi 6.5"));
        ok("komi -3");
        assertTrue(ok("showboard").endsWith("komi -3"));
        ok("boardsize 9"); // the komi survives a new board
        assertTrue(ok("showboard").endsWith("komi -3"));
    }

    /**
     * get_komi (GNU Go's) answers the komi in force as a number: 0 at the start, then the last
     * komi's, kept by a new board; a loaded file's KM replaces it (capture.sgf has KM[6.5],
     * one-eye.sgf KM[0]), and a file without KM (sub/short.sgf) keeps it.
     */
    @Test
    void getKomiAnswersTheKomiInForce() {
        assertEquals("0", ok("get_komi"));
        ok("komi 7.5");
        assertEquals("7.5", ok("get_komi"));
        ok("komi -3");
        ok("boardsize 9");
        assertEquals("=4 -3\n\n", send("4 get_komi").wire());
        ok("loadsgf capture.sgf");
        assertEquals("6.5", ok("get_komi"));
        ok("loadsgf sub/short.sgf");
        assertEquals("6.5", ok("get_komi"));
        ok("loadsgf one-eye.sgf");
        assertEquals("0", ok("get_komi"));
        assertEquals("syntax error: get_komi takes no arguments, not 1", fails("get_komi 6.5"));
        // a plain decimal, which komi reads back (Java's 1.0E-4 is refused there)
        ok("komi 0.0001");
        assertEquals("0.0001", ok("get_komi"));
        ok("komi " + ok("get_komi"));
        assertEquals("0.0001", ok("get_komi"));
    }

    // ------------------------------------------------------------ loadsgf

    @Test
    void loadsgfAnswersTheColorToMove() {
        assertEquals("black", ok("loadsgf sub/short.sgf"));
        assertTrue(ok("showboard").contains("1 . . X 1"));
        assertEquals("black", ok("loadsgf sub/short.sgf 1")); // before move 1: empty
        assertTrue(ok("showboard").contains("1 . . . 1"));
        assertEquals("white", ok("loadsgf sub/short.sgf 2")); // before move 2: after B C1
        assertTrue(ok("showboard").contains("1 . . X 1"));
        assertTrue(ok("showboard").contains("3 . . . 3"));
        assertEquals("black", ok("loadsgf sub/short.sgf 3"));
        assertTrue(ok("showboard").contains("3 O . . 3"));
        assertEquals("black", ok("loadsgf sub/short.sgf 99")); // past the end: the whole main line
        assertEquals("=8 black\n\n", send("8 loadsgf " + dir.resolve("sub/short.sgf")).wire()); // absolute path
    }

    @Test
    void undoTakesBackTheLoadedMoves() {
        // short.sgf: B C1, W A3, B pass, W pass on 3x3. GTP's loadsgf keeps the move history, so
        // undo goes back through the passes and plays to the empty board, and no further.
        ok("loadsgf sub/short.sgf");
        String bothStones = ok("showboard");
        ok("undo"); // W pass
        assertTrue(ok("showboard").contains("white to move"), ok("showboard"));
        ok("undo"); // B pass: the same stones, Black to move again
        assertEquals(bothStones, ok("showboard"));
        ok("undo"); // W A3
        assertTrue(ok("showboard").contains("3 . . . 3"), ok("showboard"));
        assertTrue(ok("showboard").contains("1 . . X 1"), ok("showboard"));
        ok("undo"); // B C1
        assertTrue(ok("showboard").contains("1 . . . 1"), ok("showboard"));
        assertEquals("cannot undo", fails("undo"));
        // before move 3: two moves to take back
        assertEquals("black", ok("loadsgf sub/short.sgf 3"));
        ok("undo");
        ok("undo");
        assertTrue(ok("showboard").contains("1 . . . 1"), ok("showboard"));
        assertEquals("cannot undo", fails("undo"));
    }

    @Test
    void loadsgfFailures() throws IOException {
        assertTrue(fails("loadsgf missing.sgf").startsWith("cannot load file: "), fails("loadsgf missing.sgf"));
        assertTrue(fails("loadsgf missing.sgf").endsWith("missing.sgf: no such file"));
        assertEquals("syntax error: the move number is 1 or more, not 0", fails("loadsgf sub/short.sgf 0"));
        Files.writeString(dir.resolve("bad.sgf"), "(;GM[1]SZ[3];B[aa];W[aa])");
        String message = fails("loadsgf bad.sgf");
        assertTrue(message.startsWith("cannot load file: ") && message.contains("move 2"), message);
        // GTP replays only up to the move number: the position before the occupied-point move 2
        // is B A3 alone on 3x3, with White to move, whatever follows it.
        assertEquals("white", ok("loadsgf bad.sgf 2"));
        assertTrue(ok("showboard").contains("3 X . . 3"), ok("showboard"));
        Files.writeString(dir.resolve("chess.sgf"), "(;GM[3])");
        assertTrue(fails("loadsgf chess.sgf").startsWith("cannot load file: "));
        // The board is unchanged by a failed load.
        ok("loadsgf sub/short.sgf");
        fails("loadsgf bad.sgf");
        assertTrue(ok("showboard").contains("3 O . . 3"));
    }

    /**
     * The reader's warnings about a loaded file go to the error stream, one a line, as the command
     * line prints them; the protocol's output holds the answers only (they were lost: FF[5] answered
     * '= black' and said nothing). A move after the end that the board cannot carry out is named too.
     */
    @Test
    void loadsgfPrintsTheReadersWarningsOnTheErrorStream() throws IOException {
        Files.writeString(dir.resolve("ff5.sgf"), "(;GM[1]FF[5]SZ[3];B[aa])");
        Files.writeString(dir.resolve("after.sgf"), "(;GM[1]FF[4]SZ[3];B[aa];W[];B[];W[aa])");
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        ShinpanEngine warned = new ShinpanEngine(dir, new PrintStream(errBytes, true, StandardCharsets.UTF_8));
        StringWriter out = new StringWriter();
        warned.run(new StringReader("1 loadsgf ff5.sgf\n2 loadsgf sub/short.sgf\n3 loadsgf after.sgf\n"), out);
        assertEquals("=1 white\n\n=2 black\n\n=3 white\n\n", out.toString());
        String ff5 = dir.resolve("ff5.sgf").toString();
        String after = dir.resolve("after.sgf").toString();
        assertEquals(List.of(
                ff5 + ":1:8: warning: FF[5] names no SGF version (1 to 4); the file is read as FF[4]",
                // its one move ends without two passes: the end's own warning, after the reader's
                ff5 + ": warning: the record ends at move 1 without the two passes that end a game (J2003,"
                        + " Alternating-sequence): its last position is taken as if the game had ended there",
                after + ": warning: move 4 cannot be carried out (" + after + ":1:32: illegal move 4 (W A3): the"
                        + " location is occupied), but it comes after the two passes that ended the game at move 3;"
                        + " it and the moves after it are not read"),
                errBytes.toString(StandardCharsets.UTF_8).lines().toList());
        // with a move number the reader stops before the refused move: no warning; a failed load has
        // its error in the answer, not on the error stream
        errBytes.reset();
        assertEquals("white", new EngineSession(warned).ok("loadsgf after.sgf 2"));
        assertTrue(new EngineSession(warned).fails("loadsgf missing.sgf").startsWith("cannot load file: "));
        assertEquals("", errBytes.toString(StandardCharsets.UTF_8));
        // an engine built without an error stream drops them, as it did
        assertEquals("white", ok("loadsgf ff5.sgf"));
    }

    /**
     * Without a move number {@code loadsgf} loads the game's end and says what that left out, in
     * {@code analyze}'s words (the API's, which has no hint), on the error stream: moves after the
     * two passes, set-up after them, a record that stops without two passes. Where moves were left
     * out, the hint names GTP's way to the record's last position: before move N+1 of N moves. The
     * answer is unchanged, and a move number (a position asked for) warns of no end.
     */
    @Test
    void loadsgfPrintsTheEndsWarningsInAnalyzesWords() throws IOException {
        // passes at moves 2 and 3 end the game; W C1 and B B2 (moves 4-5) come after: White to move
        Path resumed = Files.writeString(dir.resolve("resumed.sgf"), "(;GM[1]FF[4]SZ[3];B[aa];W[];B[];W[cc];B[bb])");
        Path setUp = Files.writeString(dir.resolve("setup.sgf"), "(;GM[1]FF[4]SZ[3];B[aa];W[];B[];AW[cc])");
        Path stopped = Files.writeString(dir.resolve("stopped.sgf"), "(;GM[1]FF[4]SZ[3];B[aa];W[cc])");
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        EngineSession s = new EngineSession(
                new ShinpanEngine(dir, new PrintStream(errBytes, true, StandardCharsets.UTF_8)));
        assertEquals("white", s.ok("loadsgf resumed.sgf"));
        assertEquals("white", s.ok("loadsgf setup.sgf"));
        assertEquals("black", s.ok("loadsgf stopped.sgf"));
        String cut = "the game ended with two passes at move 3 (J2003, Alternating-sequence: it ends with the pass"
                + " that succeeds a pass); moves 4-5 come after the end and are not carried out: the final-position"
                + " is the position after move 3";
        String setUpLeftOut = "set-up after the two passes that ended the game at move 3 is not applied: the"
                + " final-position is the position just after the ending pass (J2003 Definitions 2)";
        String notEnded = "the record ends at move 2 without the two passes that end a game (J2003,"
                + " Alternating-sequence): its last position is taken as if the game had ended there";
        List<String> printed = errBytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(List.of(
                resumed + ": warning: " + cut + " (loadsgf with move number 6 loads the record's last position)",
                setUp + ": warning: " + setUpLeftOut,
                stopped + ": warning: " + notEnded), printed);
        // the same words as the API's (so analyze's and batch's) warnings, the hint apart
        assertEquals(List.of(resumed + ": warning: " + cut), org.shinpan.api.Shinpan.read(resumed).warnings());
        assertEquals(List.of(printed.get(1)), org.shinpan.api.Shinpan.read(setUp).warnings());
        assertEquals(List.of(printed.get(2)), org.shinpan.api.Shinpan.read(stopped).warnings());
        // the hint's move number reaches the record's last position, with no warning
        errBytes.reset();
        assertEquals("white", s.ok("loadsgf resumed.sgf 6"));
        assertEquals("white", s.ok("loadsgf stopped.sgf 2"));
        assertEquals("", errBytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void loadsgfCountsPrisonersAndReadsTheKomi() {
        assertEquals("white", ok("loadsgf capture.sgf 4")); // after B A2 took A3
        assertEquals("1", ok("j2003_prisoners"));
        assertTrue(ok("showboard").endsWith("white to move, prisoner-difference 1, komi 6.5"));
        assertEquals("black", ok("loadsgf capture.sgf 3"));
        assertEquals("0", ok("j2003_prisoners"));
        assertEquals("white", ok("loadsgf capture.sgf")); // after the passes of Black and White and Black
        assertEquals("1", ok("j2003_prisoners"));
    }

    /**
     * undo takes a move's captures off the prisoner-difference as it stands, also when
     * j2003_prisoners set it after the move: capture.sgf's third move, B A2, removes one white stone
     * (+1), and two passes follow. Set to 10 at the end, the passes taken back leave 10, and
     * taking back B A2 leaves 10 - 1 = 9 (it restored the 1 saved before).
     */
    @Test
    void undoKeepsAPrisonerDifferenceSetAfterTheMove() {
        assertEquals("white", ok("loadsgf capture.sgf"));
        ok("j2003_prisoners 10");
        ok("undo"); // B pass
        ok("undo"); // W pass
        assertEquals("10", ok("j2003_prisoners"));
        ok("undo"); // B A2, which took A3
        assertEquals("9", ok("j2003_prisoners"));
        ok("play b A2"); // again: +1
        assertEquals("10", ok("j2003_prisoners"));
        ok("undo");
        ok("j2003_prisoners -3");
        ok("play b A2");
        ok("undo");
        assertEquals("-3", ok("j2003_prisoners"));
    }

    /**
     * j2003_agreed_score (the CLI's --agreed-dead is AnalyzeAgreedDeadTest). On puzzles/j2003/basic/002 (Black's B3 A2 B2 dead, White's string pass-alive, W+9 by hand),
     * komi 0.5: marking B3 agrees (W+9.5); marking nothing, or White's C3 too, contradicts Black's
     * proven death or White's proven life, and the proven statuses count; with one state per test
     * Black's string is unknown and taken as marked alive: A3 Black's, D3 D1 White's: W+1.5.
     */
    @Test
    void agreedScoreHoldsTheMarkingAgainstTheAnalysis() {
        ok("loadsgf one-eye.sgf");
        ok("komi 0.5");
        assertEquals("W+9.5 contradicted: none; taken as marked: none", ok("j2003_agreed_score B3"));
        assertEquals("W+9.5 contradicted: B3; taken as marked: none", ok("j2003_agreed_score"));
        // "none" as analyze --agreed-dead none: nothing marked (it was an invalid vertex)
        assertEquals("W+9.5 contradicted: B3; taken as marked: none", ok("j2003_agreed_score none"));
        assertEquals("W+9.5 contradicted: C3; taken as marked: none", ok("j2003_agreed_score C3 B3"));
        assertEquals("vertex is empty: A3", fails("j2003_agreed_score A3"));
        ok("shinpan_max_states 1");
        assertEquals("W+1.5 contradicted: none; taken as marked: B3", ok("j2003_agreed_score"));
    }

    /** A komi too long for the reader is said to be so (it was "not a number"). */
    @Test
    void aKomiWithTooManyDigitsIsNamedSo() {
        assertEquals("syntax error: '1000000000000000000000000' is a number with more than 15 digits on a side of the point",
                fails("komi 1000000000000000000000000"));
        assertEquals("syntax error: 'abc' is not a number", fails("komi abc"));
    }

    @Test
    void loadsgfKeepsTheKoBan() {
        assertEquals("white", ok("loadsgf ko.sgf"));
        assertEquals("illegal move", fails("play w B3"));
        assertEquals("black", ok("loadsgf ko.sgf 1")); // before Black takes: no ban yet
        ok("play b C3");
        assertEquals("illegal move", fails("play w B3"));
    }

    // ------------------------------------------------------------ J2003

    @Test
    void oneEyeInTheCornerIsDead() {
        assertEquals("black", ok("loadsgf one-eye.sgf"));
        assertEquals("dead", ok("j2003_status B3"));
        assertEquals("dead", ok("j2003_status a2"));
        assertEquals("uncapturable", ok("j2003_status C3"));
        assertEquals("W+9", ok("j2003_result"));
        assertEquals("-9", ok("j2003_score"));
        assertEquals("true", ok("j2003_final"));
        assertEquals("W+9", ok("final_score"));
        assertEquals(Set.of("B3", "A2", "B2"), Set.of(ok("final_status_list dead").split(" ")));
        assertEquals(Set.of("C3", "C2", "D2", "A1", "B1", "C1"), Set.of(ok("final_status_list alive").split(" ")));
        assertEquals("", ok("final_status_list seki"));
        assertEquals("", ok("final_status_list black_territory"));
        assertEquals(Set.of("A3", "B3", "A2", "B2", "D3", "D1"),
                Set.of(ok("final_status_list white_territory").split(" ")));
        assertEquals("", ok("final_status_list dame"));
        assertTrue(fails("final_status_list undead").startsWith("syntax error: 'undead' is not a status"));
        // White A3 takes the three stones; the emptied A2 B2 B3 touch White's wall and A3 holds White's
        // stone, a region whose fill game White wins (docs/j2003.md, "Fill games"): settled there ("+")
        assertEquals("W:A3 +", ok("j2003_certificate B3"));
        assertFalse(ok("j2003_certificate C3").isEmpty());
        // the same tree checked against the rules' game: its settled end is proven by the fill-region
        // rule with the corner's fill game; the wall's decisive test is its capture test, Black's
        // pass (its only move: D3, D1 and A3 are suicide) and White's
        assertEquals("complete: 1 move checked, 1 settled end proven by the fill-region rule",
                ok("j2003_certificate_check B3"));
        assertEquals("complete: 2 moves checked", ok("j2003_certificate_check C3"));
        assertEquals("vertex is empty", fails("j2003_certificate_check D1"));
        assertEquals("vertex is empty", fails("j2003_status A3"));
        assertEquals("vertex is empty", fails("j2003_certificate D1"));
        assertEquals("invalid vertex: 'E1' is not on the 4x3 grid", fails("j2003_status E1"));
    }

    @Test
    void finalScoreSubtractsTheKomiButJ2003ResultDoesNot() {
        ok("loadsgf one-eye.sgf");
        ok("komi 0.5");
        assertEquals("W+9.5", ok("final_score"));
        assertEquals("W+9", ok("j2003_result"));
        ok("komi -9");
        assertEquals("0", ok("final_score"));
        ok("komi -10");
        assertEquals("B+1", ok("final_score"));
    }

    @Test
    void prisonersChangeTheScore() {
        ok("loadsgf one-eye.sgf");
        assertEquals("0", ok("j2003_prisoners"));
        ok("j2003_prisoners 3");
        assertEquals("3", ok("j2003_prisoners"));
        assertEquals("W+6", ok("j2003_result"));
        assertEquals("-6", ok("j2003_score"));
        ok("j2003_prisoners 9");
        assertEquals("Draw", ok("j2003_result"));
        assertEquals("0", ok("final_score"));
        ok("j2003_prisoners -1");
        assertEquals("W+10", ok("j2003_result"));
        assertTrue(fails("j2003_prisoners x").startsWith("syntax error"));
    }

    @Test
    void sekiStonesAreListedAsSeki() {
        ok("loadsgf seki.sgf");
        assertEquals("uncapturable", ok("j2003_status B2"));
        assertEquals("uncapturable", ok("j2003_status D1"));
        assertEquals(Set.of("B2", "A1", "B1", "D2", "D1", "E1"), Set.of(ok("final_status_list seki").split("\\s+")));
        assertEquals("", ok("final_status_list alive"));
        assertEquals("", ok("final_status_list dead"));
        assertEquals(Set.of("C2", "C1"), Set.of(ok("final_status_list dame").split(" ")));
        assertEquals("Draw", ok("j2003_result"));
        assertEquals("0", ok("final_score"));
    }

    @Test
    void anEmptyBoardIsADraw() {
        ok("boardsize 3");
        assertEquals("Draw", ok("j2003_result"));
        assertEquals("0", ok("final_score"));
        assertEquals("", ok("final_status_list alive"));
    }

    @Test
    void solverLimitsCanMakeTheAnalysisUnknown() {
        assertEquals("2000000", ok("shinpan_max_states"));
        assertEquals("300", ok("shinpan_time_limit"));
        ok("loadsgf one-eye.sgf");
        ok("shinpan_max_states 1");
        assertEquals("1", ok("shinpan_max_states"));
        assertEquals("unknown", ok("j2003_status B3"));
        assertEquals("unknown", ok("j2003_result"));
        assertEquals("unknown", ok("j2003_score"));
        String message = fails("final_score");
        assertTrue(message.startsWith("cannot score: the status of the "), message);
        assertTrue(fails("final_status_list dead").startsWith("cannot determine the status: "));
        assertTrue(fails("j2003_certificate B3").startsWith("no certificate"));
        ok("shinpan_max_states 2000000");
        assertEquals("dead", ok("j2003_status B3"));
        assertTrue(fails("shinpan_max_states 0").startsWith("syntax error"));
        assertTrue(fails("shinpan_time_limit 0").startsWith("syntax error"));
        ok("shinpan_time_limit 60");
        assertEquals("60", ok("shinpan_time_limit"));
        assertEquals("256", ok("shinpan_table_mib"));
        assertTrue(fails("shinpan_table_mib 0").startsWith("syntax error"));
        assertTrue(fails("shinpan_table_mib x").startsWith("syntax error"));
        ok("shinpan_table_mib 1");
        assertEquals("1", ok("shinpan_table_mib"));
    }

    /**
     * {@code shinpan_max_empty}: over the bound nothing is searched on the whole board. The
     * position is the enclosed-area example (EnclosedAreaProperties): Black's two blocks share the
     * one-point eye C2 and the bent three A1 A2 B1, neither is pass-alive, and White can capture
     * neither (White A1 is answered by A2; White B1, A2 or C2 and E3 fail), so the area proves them
     * uncapturable; White's D3 and E2 E1 (one liberty E3) are taken by Black E3, and with their
     * permanent-stone tests not searched their status is unknown. It has 5 empty intersections.
     */
    @Test
    void overTheEmptyBoundOnlyTheEnclosedAreasDecide() throws IOException {
        Files.writeString(dir.resolve("areas.sgf"), "(;GM[1]FF[4]SZ[5:3]AB[aa][ba][ca][bb][db][cc][dc]AW[da][eb][ec])");
        assertEquals("40", ok("shinpan_max_empty"), "the default of analyze");
        ok("loadsgf areas.sgf");
        ok("shinpan_max_empty 4");
        assertEquals("4", ok("shinpan_max_empty"));
        assertEquals("uncapturable", ok("j2003_status A3"));
        assertEquals("uncapturable", ok("j2003_status D1"));
        assertEquals("unknown", ok("j2003_status D3"));
        assertTrue(fails("final_status_list dead").startsWith("cannot determine the status: "));
        assertTrue(fails("shinpan_max_empty -1").startsWith("syntax error"));
        // The area proof needs White's tries answered, more than one state: with one state per
        // area test it is cut short, and the analysis (recomputed for the new bound) leaves A3 unknown.
        assertEquals("board", ok("shinpan_area_states"));
        ok("shinpan_area_states 1");
        assertEquals("1", ok("shinpan_area_states"));
        assertEquals("unknown", ok("j2003_status A3"));
        assertTrue(fails("shinpan_area_states 0").startsWith("syntax error"));
        assertTrue(fails("shinpan_area_states boards").startsWith("syntax error"));
        ok("shinpan_area_states 200000");
        assertEquals("uncapturable", ok("j2003_status A3"));
        ok("shinpan_area_states 1");
        ok("shinpan_area_states board");
        assertEquals("board", ok("shinpan_area_states"));
        assertEquals("uncapturable", ok("j2003_status A3"));
        ok("shinpan_max_empty none");
        assertEquals("none", ok("shinpan_max_empty"));
    }

    @Test
    void theAnalysisIsCachedUntilSomethingChanges() {
        ok("loadsgf one-eye.sgf");
        int before = engine.analysesComputed();
        ok("j2003_result");
        ok("j2003_status B3");
        ok("final_score");
        ok("final_status_list dead");
        ok("komi 5"); // the komi is no input of the analysis
        ok("final_score");
        assertEquals(before + 1, engine.analysesComputed());
        ok("j2003_prisoners 2");
        ok("j2003_result");
        assertEquals(before + 2, engine.analysesComputed());
        ok("shinpan_time_limit 100");
        ok("j2003_result");
        ok("shinpan_max_states 100000");
        ok("j2003_result");
        assertEquals(before + 4, engine.analysesComputed());
        ok("shinpan_table_mib 100");
        ok("j2003_result");
        assertEquals(before + 5, engine.analysesComputed());
        ok("loadsgf one-eye.sgf"); // the same position and prisoners again: still cached
        ok("j2003_prisoners 2");
        ok("j2003_result");
        assertEquals(before + 5, engine.analysesComputed());
        ok("play w A3"); // captures: a new position
        ok("j2003_result");
        assertEquals(before + 6, engine.analysesComputed());
    }

    @Test
    void afterPlaysTheAnalysisSeesTheNewPosition() {
        ok("loadsgf one-eye.sgf");
        ok("play w A3"); // White takes the dead stones: 3 prisoners
        assertEquals("-3", ok("j2003_prisoners"));
        assertEquals("", ok("final_status_list dead"));
        // White's territory is now B3 A2 B2 D3 D1 (5, the stone on A3 filled one point), and the
        // prisoner-difference -3: W+8.
        assertEquals("W+8", ok("j2003_result"));
    }

    @Test
    void tsumegoTakesAnOptionalKoMaster() {
        // The syntax is checked before any search: a third argument must name a colour.
        ok("loadsgf one-eye.sgf");
        assertEquals("syntax error: the ko master is black or white, not 'green'",
                fails("shinpan_tsumego B3 attacker green"));
        assertEquals("syntax error: shinpan_tsumego takes 2 or 3 arguments, not 4",
                fails("shinpan_tsumego B3 attacker black white"));
        // on an empty vertex a bad side is named first (it was "vertex is empty")
        assertEquals("syntax error: the side is attacker or defender, not 'foo'", fails("shinpan_tsumego A3 foo"));
        assertEquals("vertex is empty", fails("shinpan_tsumego A3 attacker"));
    }

    /**
     * A stone of the wall is no target, as for the tsumego command (docs/tsumego.md, step 2):
     * puzzles/tsumego/001's White stones (A1-E3) surround Black's (A1-D2), so C3, White's, fails,
     * naming the vertex, while A2, Black's, is solved (White first kills at B1, derived in the file).
     */
    @Test
    void tsumegoRefusesAStoneOfTheWall() throws IOException {
        Files.copy(Path.of("puzzles/tsumego/001-straight-three.sgf"), dir.resolve("three.sgf"));
        ok("loadsgf three.sgf");
        String refused = fails("shinpan_tsumego C3 attacker");
        assertTrue(refused.startsWith("C3 is a white stone of the wall: White's stones (A1-E3) surround Black's"
                + " (A1-D2)"), refused);
        assertEquals(refused, fails("shinpan_tsumego_ko C3 defender"));
        assertEquals("dead B1", ok("shinpan_tsumego A2 attacker"));
    }

    /**
     * An unknown class says why, as the tsumego command prints it under the side (it was a bare
     * 'unknown'). puzzles/tsumego/001, the straight three: within 1 state no capture test of a
     * White first move ends; each searched the sealed area of the black string and its eye space
     * (the five stones and A1 B1 C1: 8 intersections) bordered by White's one pass-alive wall.
     * Black first, B1 makes the two eyes A1 and C1 without a search: uncapturable B1, nothing
     * added. puzzles/tsumego/004, one eye and a ko: within 200 states the J2003 sides are decided
     * (dead C1; dead A1 C1 p) and meet the ko, but the side solved again with Black as ko master
     * is not: its reading is unknown, and the answer says where the first moves stopped.
     */
    @Test
    void anUnknownTsumegoAnswerSaysWhy() throws IOException {
        Files.copy(Path.of("puzzles/tsumego/001-straight-three.sgf"), dir.resolve("three.sgf"));
        Files.copy(Path.of("puzzles/tsumego/004-eye-and-ko.sgf"), dir.resolve("ko4.sgf"));
        ok("loadsgf three.sgf");
        ok("shinpan_max_states 1");
        String stopped = "capture test: searched in a sealed area of 8 intersections bordered by 1 pass-alive wall;"
                + " state limit 1 reached";
        assertEquals("unknown (A1: " + stopped + "; B1: " + stopped + "; C1: " + stopped + "; p: " + stopped + ")",
                ok("shinpan_tsumego A2 attacker"));
        // the J2003 side unknown, no ko master is tried: the ko reading gives that side's reason
        assertEquals("unknown (A1: " + stopped + "; B1: " + stopped + "; C1: " + stopped + "; p: " + stopped + ")",
                ok("shinpan_tsumego_ko A2 attacker"));
        assertEquals("uncapturable B1", ok("shinpan_tsumego A2 defender"));
        ok("loadsgf ko4.sgf");
        ok("shinpan_max_states 100");
        assertEquals("dead C1", ok("shinpan_tsumego A2 attacker"));
        assertEquals("dead A1 C1 p", ok("shinpan_tsumego A2 defender"));
        String ko = ok("shinpan_tsumego_ko A2 attacker");
        assertTrue(ko.matches("unknown black unknown \\(([A-Z][0-9]|p): [^()]*state limit 100 reached(; .*)?\\)"), ko);
    }

    /**
     * Two stones far apart on 19×19 make a problem area over the limit of 60; GTP has no command
     * for that limit, so the refusal says where it is raised. The target D4 is Black's, so White's
     * Q16 attacks: the stones' rectangle D4-Q16 (13 by 13) gets a line beyond each side that
     * holds the defender's stone (column C, row 3) and none beyond the two White's lines (a side
     * with no black stone and no empty neighbour of one): 14 by 14, 196 intersections, 194 empty.
     */
    @Test
    void aTooLargeTsumegoAreaSaysWhereTheLimitIsRaised() {
        ok("boardsize 19");
        ok("play b D4");
        ok("play w Q16");
        String refused = fails("shinpan_tsumego D4 attacker");
        assertTrue(refused.startsWith("the problem area has 194 empty intersections, more than the limit of 60 (196 intersections in all)"), refused);
        assertTrue(refused.endsWith("(GTP's limit is 60; the command line's tsumego --max-empty N takes another)"), refused);
    }
}
