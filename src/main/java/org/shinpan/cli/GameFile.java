package org.shinpan.cli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import org.shinpan.board.Diagram;
import org.shinpan.board.GraphText;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.PositionText;
import org.shinpan.board.SuicideRule;
import org.shinpan.io.InputException;
import org.shinpan.io.Warning;
import org.shinpan.sgf.SgfGame;
import org.shinpan.sgf.SgfMove;
import org.shinpan.sgf.SgfParser;

/**
 * A position file as the command line reads it: SGF (text starting with {@code (}), a graph file
 * (first statement {@code locations} or {@code edge}) or a diagram (anything else); see
 * {@code docs/formats.md}.
 *
 * @param source             the file name, for messages
 * @param position           the position (after {@code moveNumber} moves, for SGF)
 * @param game               the SGF game, if the file is SGF
 * @param moveNumber         the moves played to reach {@code position} (0 for other files)
 * @param toMove             the player to move, when the file says
 * @param whiteRemoved       white stones removed before the position: by those moves (captures,
 *                           and White's own suicides where read) and before the first move (SHPD)
 * @param blackRemoved       black stones removed, the same way
 * @param warnings           recoverable oddities of the file
 * @param text               for a diagram or a graph file, where its stones stand (empty for SGF)
 */
record GameFile(String source, Position position, Optional<SgfGame> game, int moveNumber, Optional<Player> toMove,
        int whiteRemoved, int blackRemoved, List<Warning> warnings, Optional<PositionText> text) {

    /**
     * Refuses the position if a string of it has no liberty: {@code before + "the string at X has
     * no liberty" + after}, X the string's first location (its first stone in a diagram's reading
     * order); for a diagram or a graph file at the line and column where X's stone is written, as
     * the files' other errors are ({@code docs/formats.md}).
     *
     * @throws InputException for such a string
     */
    void refuseAStringWithoutLiberty(String before, String after) {
        int bad = position.firstStringWithoutLiberty();
        if (bad < 0) return;
        String problem = before + "the string at " + position.graph().label(bad) + " has no liberty" + after;
        throw text.map(t -> t.refusalAt(bad, problem)).orElseGet(() -> new InputException(source, problem));
    }

    /** White stones minus black stones removed (J2003's prisoner-difference). */
    int prisonerDifference() {
        return whiteRemoved - blackRemoved;
    }

    /**
     * This position as the LJ game reached it, for the commands that judge an LJ position
     * ({@code analyze --rules lj}, {@code dispute}, {@code compare}'s LJ row): for an LJ record (an
     * SGF record with the LJ conventions {@code LJ} or {@code LJP}, docs/rulesets.md), its first
     * {@link #moveNumber} turns replayed by the LJ referee (LJ rules 2-13), with its position,
     * captives and player to move; any other file as read (its moves as plays: the position is the
     * one to judge, whatever rule ended the game).
     *
     * @throws InputException for a bad {@code LJ} or {@code LJP}, or a turn the LJ referee refuses
     *     before that position
     */
    GameFile asLjGame() {
        if (game.isEmpty() || game.get().root().mainLine().stream().noneMatch(n -> n.has(
                org.shinpan.rules.LjRecordReader.REMOVE_PROPERTY) || n.has(org.shinpan.rules.LjRecordReader.PROHIBITED_PROPERTY))) {
            return this;
        }
        org.shinpan.rules.LjRecordReader.LjRecord record = org.shinpan.rules.LjRecordReader.read(
                org.shinpan.io.InputFiles.read(source, source), source);
        org.shinpan.rules.LjReferee referee = org.shinpan.rules.LjReplay.referee(record, record.record().handicap());
        for (org.shinpan.rules.LjTurn t : record.turns().subList(0, Math.min(moveNumber, record.turns().size()))) {
            org.shinpan.rules.LjReferee.Verdict v = referee.play(t);
            if (!v.isLegal()) {
                org.shinpan.rules.LjReferee.LjViolation why = v.violations().get(0);
                throw new InputException(source, "turn " + v.number() + " (" + t.notation(referee.graph()) + "): "
                        + why.rule().word() + " — " + why.detail() + " (LJ rules; replay --rules lj referees the game)");
            }
        }
        return new GameFile(source, referee.position(), game, moveNumber, Optional.of(referee.toMove()),
                referee.removed(Player.WHITE), referee.removed(Player.BLACK), warnings, text);
    }

    /**
     * Reads {@code path} as a command does: after {@code --move N} when {@code args} has it, with
     * suicide prohibited, each warning printed on {@code err}.
     *
     * @throws InputException for an unreadable or malformed file, or a move number out of range
     */
    static GameFile read(String path, Args args, java.io.PrintStream err) {
        return read(path, args, err, SuicideRule.PROHIBITED);
    }

    /**
     * {@link #read(String, Args, java.io.PrintStream)} under {@code suicideRule}: {@code show} and
     * {@code compare}, which judge no move, read a record with a suicide (legal under Tromp–Taylor)
     * with {@link SuicideRule#ALLOWED}, and the reader warns of it.
     */
    static GameFile read(String path, Args args, java.io.PrintStream err, SuicideRule suicideRule) {
        return read(path, args, err, suicideRule, false);
    }

    /**
     * Reads a life-and-death problem: an SGF's position before the first move of its main line
     * (problem collections write the problem as setup, its solution as moves and variations), or
     * after move N with {@code --move N}; other files as {@link #read(String, Args, java.io.PrintStream)}.
     */
    static GameFile readProblem(String path, Args args, java.io.PrintStream err) {
        return read(path, args, err, SuicideRule.PROHIBITED, true);
    }

    /** The position {@code --move} asks for (an SGF read before its first move by default if {@code problem}), each warning printed. */
    private static GameFile read(String path, Args args, java.io.PrintStream err, SuicideRule suicideRule,
            boolean problem) {
        Optional<Integer> move = args.has("move")
                ? Optional.of(args.intValue("move", 0, 0, Integer.MAX_VALUE)) : Optional.empty();
        GameFile game = read(path, move, suicideRule, problem);
        for (Warning w : game.warnings()) err.println(w);
        return game;
    }

    /**
     * Reads {@code path}; for SGF, the position after {@code move} moves of the main line (all of
     * them if {@code move} is empty).
     *
     * @throws InputException for an unreadable or malformed file, or a move number out of range
     */
    static GameFile read(String path, Optional<Integer> move, SuicideRule suicideRule) {
        return read(path, move, suicideRule, false);
    }

    /** {@link #read(String, Optional, SuicideRule)}; an SGF without {@code move} read before its first move if {@code problem}. */
    private static GameFile read(String path, Optional<Integer> move, SuicideRule suicideRule, boolean problem) {
        String source = path;
        byte[] bytes = org.shinpan.io.InputFiles.read(path, source);
        String text = SgfParser.decode(bytes);
        String start = text.stripLeading();
        if (start.isEmpty()) {
            throw new InputException(source, "the file is empty: neither an SGF game nor a diagram");
        }
        if (SgfParser.isSgfText(text)) {
            if (problem && move.isEmpty()) move = Optional.of(0);
            // only the moves up to --move are replayed: a later illegal move does not refuse the position
            SgfGame game = SgfGame.parse(text, source, suicideRule, move.orElse(Integer.MAX_VALUE));
            int n = move.orElse(game.moveCount());
            if (n < 0 || n > game.moveCount()) {
                throw new InputException(source, "--move " + n + " is out of range: the main line has "
                        + game.moveCount() + " moves");
            }
            int blackRemoved = Math.max(-game.startPrisonerDifference(), 0);
            int whiteRemoved = Math.max(game.startPrisonerDifference(), 0);
            for (SgfMove m : game.moves()) {
                if (m.number() > n) break;
                // a suicide (read where Tromp-Taylor allows it) removes the mover's own stones (as the
                // move's own count, not the stones' difference: set-up between moves adds stones)
                int own = m.suicided();
                if (m.player() == Player.BLACK) {
                    whiteRemoved += m.captures();
                    blackRemoved += own;
                } else {
                    blackRemoved += m.captures();
                    whiteRemoved += own;
                }
            }
            Player toMove = n == game.moves().size() ? game.playerToMove()
                    : game.moves().get(n).player(); // the mover of move n+1
            // a problem that tsumego --sgf wrote is read without the frame it lists (SHFR)
            Position position = problem ? game.withoutShinpanFrame(game.positionAfter(n)) : game.positionAfter(n);
            return new GameFile(source, position, Optional.of(game), n, Optional.of(toMove),
                    whiteRemoved, blackRemoved, game.warnings(), Optional.empty());
        }
        if (move.isPresent()) {
            throw new InputException(source, "--move needs an SGF file");
        }
        PositionText read = GraphText.isGraphText(text) ? GraphText.read(text, source) : Diagram.read(text, source);
        return new GameFile(source, read.position(), Optional.empty(), 0, Optional.empty(), 0, 0, List.of(),
                Optional.of(read));
    }

    /**
     * Reads {@code path} for the J2003 analysis of its position ({@code analyze}): as
     * {@link #read(String, Args, java.io.PrintStream)} (past a move refused after the end:
     * {@link #readPastTheEnd}), judged as J2003's alternating-sequence (a play basic-ko excludes,
     * or a long cycle that ended the game, refuses the file), and
     * without {@code --move} the record's final-position, the position just after the pass that
     * ended the game (J2003 Definitions 1 and 2): moves a record has after it are not carried out,
     * with a warning, as {@code replay} does not carry them out. A record whose moves end without
     * two passes is analysed at its last position, with a warning that the game did not end there.
     * The warning about the end goes into {@code endWarnings} (the caller prints it once the
     * analysis has not found the end illegal); the file's own warnings are printed.
     */
    static GameFile readAsJ2003Game(String path, Args args, java.io.PrintStream err, List<Warning> endWarnings) {
        GameFile file = readPastTheEnd(path, args, err, SuicideRule.PROHIBITED);
        if (file.game.isEmpty() || file.moveNumber == 0) return file;
        var finding = org.shinpan.rules.AlternatingSequenceCheck.of(file.game.get(), file.source, file.moveNumber);
        refuseIfNoJ2003Game(file.source, finding);
        if (args.has("move")) return file;
        var end = org.shinpan.rules.AlternatingSequenceCheck.end(file.game.get(), finding, file.moveNumber);
        boolean cut = end.cut(file.moveNumber);
        // the first warning of a cut record names the moves left out: --move reaches them
        endWarnings.addAll(end.warningsOf(file.source, file.moveNumber,
                "--move " + file.moveNumber + " analyses the record's last position"));
        // the prisoners up to the end, and the position just after the ending pass
        GameFile atEnd = cut ? read(path, Optional.of(end.moves()), SuicideRule.PROHIBITED) : file;
        return atEnd.withPosition(end.position());
    }

    /**
     * This file with {@code p} for its position, the rest as read: the position just after the
     * ending pass, where set-up nodes follow it ({@link org.shinpan.rules.AlternatingSequenceCheck#end}).
     */
    GameFile withPosition(Position p) {
        return position.equals(p) ? this : new GameFile(source, p, game, moveNumber, toMove, whiteRemoved,
                blackRemoved, warnings, text);
    }

    /**
     * {@link #read(String, Args, java.io.PrintStream, SuicideRule)}, or, where the board cannot carry
     * out a move that comes after the two passes that ended the game, the record up to that move,
     * with a warning ({@link org.shinpan.rules.AlternatingSequenceCheck#readToTheEnd}'s rule): what
     * comes after the end is no part of the game. With {@code --move} the move refuses the file.
     */
    static GameFile readPastTheEnd(String path, Args args, java.io.PrintStream err, SuicideRule suicideRule) {
        try {
            return read(path, args, err, suicideRule);
        } catch (org.shinpan.sgf.IllegalRecordMove e) {
            if (args.has("move")) throw e;
            GameFile before = read(path, Optional.of(e.moveNumber() - 1), suicideRule);
            var ended = org.shinpan.rules.AlternatingSequenceCheck.of(before.game.get(), before.source,
                    before.moveNumber).endedByPasses();
            if (ended.isEmpty()) throw e;
            for (Warning w : before.warnings()) err.println(w);
            err.println(new Warning(before.source, 0, 0,
                    org.shinpan.rules.AlternatingSequenceCheck.refusedAfterTheEnd(e, ended.getAsInt())));
            return before;
        }
    }

    /**
     * Refuses a file whose moves are no J2003 alternating-sequence ({@code finding}, from {@link
     * org.shinpan.rules.AlternatingSequenceCheck}): a play that {basic-ko} excludes, or a long
     * cycle that ended the game.
     *
     * @throws InputException naming the move, or the long cycle and its result
     */
    private static void refuseIfNoJ2003Game(String source, org.shinpan.rules.AlternatingSequenceCheck.Finding finding) {
        if (finding.basicKo().isPresent()) throw finding.refusalIn(source).get();
        if (finding.longCycle().isPresent()) {
            throw new InputException(source, org.shinpan.rules.AlternatingSequenceCheck.longCycleText(
                    finding.longCycle().get()) + " (replay referees the game; --move N analyses an earlier position)");
        }
    }
}
