package org.shinpan.gtp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;
import org.shinpan.io.InputException;
import org.shinpan.io.Warning;
import org.shinpan.sgf.SgfGame;
import org.shinpan.sgf.SgfMove;
import org.shinpan.sgf.SgfParser;

/**
 * A position read from an SGF file's main line for {@code loadsgf}, suicide prohibited.
 *
 * @param position           the position after {@code movesPlayed} moves
 * @param beforeLastMove     the position before the last of those moves, or {@code null} if none
 * @param toMove             the player to move there
 * @param prisonerDifference white stones minus black stones removed by those moves
 * @param komi               the file's {@code KM}, if any
 * @param earlier            the states before each of those moves, the first move's first: what
 *                           {@code undo} takes back to, as GTP's {@code loadsgf} keeps the history
 * @param warnings           the reader's warnings, each as the command line prints it
 *                           ({@code file:1:3: warning: ...}, {@link Warning#toString}): an
 *                           {@code FF[5]}, an unknown property, a move after the end that the board
 *                           cannot carry out; without a move number, the end's own in
 *                           {@code analyze}'s words (moves after the two passes not carried out, a
 *                           record that ends without two passes)
 */
record LoadedGame(Position position, Position beforeLastMove, Player toMove, int prisonerDifference,
        OptionalDouble komi, List<State> earlier, List<String> warnings) {

    LoadedGame {
        warnings = List.copyOf(warnings);
    }

    /** A state of the game before one of the loaded moves. */
    record State(Position position, Position beforeLastMove, Player toMove, int prisonerDifference) {}

    /**
     * The position of {@code file} before move {@code moveNumber} (GTP {@code loadsgf}: after
     * {@code moveNumber - 1} moves; past the last move, the end of the main line; without a number,
     * the end of the game: the end of the main line, or the two passes that ended the game if the
     * record goes on after them). A record whose loaded moves hold a play that basic-ko excludes,
     * or a long cycle that ended the game, is refused.
     *
     * @throws GtpFailure {@code cannot load file: ...} for a missing, unreadable or bad file
     */
    static LoadedGame read(Path file, OptionalInt moveNumber) throws GtpFailure {
        String source = file.toString();
        SgfGame game;
        List<String> afterTheEnd = new ArrayList<>(); // readToTheEnd's warning of a move it left out
        try {
            byte[] bytes = org.shinpan.io.InputFiles.read(source, source);
            // only the moves before moveNumber are replayed: a later illegal move does not refuse the position
            // without a move number, a move the board refuses after the end of the game is no part of it
            game = moveNumber.isPresent()
                    ? SgfGame.parse(SgfParser.decode(bytes), source, SuicideRule.PROHIBITED,
                            Math.max(0, moveNumber.getAsInt() - 1))
                    : org.shinpan.rules.AlternatingSequenceCheck.readToTheEnd(SgfParser.decode(bytes), source,
                            SuicideRule.PROHIBITED, afterTheEnd);
        } catch (InputException e) {
            throw new GtpFailure("cannot load file: " + e.getMessage());
        }
        int played = Math.min(moveNumber.orElse(Integer.MAX_VALUE) - 1, game.moves().size());
        // a ko retake that J2003's basic-ko excludes (the engine's own ko rule) refuses the file, as
        // a suicide does, and so does a long cycle that ended the game (analyze refuses both)
        var finding = org.shinpan.rules.AlternatingSequenceCheck.of(game, source, played);
        if (finding.refusal().isPresent()) {
            throw new GtpFailure("cannot load file: " + finding.refusalIn(source).get().getMessage());
        }
        // without a move number, the position where the game ended: after the pass that succeeds
        // a pass (J2003 Definitions 1 and 2), not the moves a record has after it
        Position position = game.positionAfter(played);
        List<Warning> endWarnings = List.of();
        if (moveNumber.isEmpty()) {
            // the position where the game ended, with the end's own warnings (moves after it not
            // carried out, a game that did not end) in analyze's words; a move number reaches the
            // record's last position: before move N+1 is after the record's N moves
            var end = org.shinpan.rules.AlternatingSequenceCheck.end(game, finding, played);
            endWarnings = end.warningsOf(source, played,
                    "loadsgf with move number " + (played + 1) + " loads the record's last position");
            played = end.moves();
            position = end.position();
        }
        int bad = position.firstStringWithoutLiberty();
        if (bad >= 0) {
            throw new GtpFailure("cannot load file: " + source + ": the string at " + position.graph().label(bad)
                    + " has no liberty");
        }
        int difference = game.startPrisonerDifference();
        List<State> earlier = new ArrayList<>();
        for (SgfMove m : game.moves()) {
            if (m.number() > played) break;
            int k = m.number();
            earlier.add(new State(game.positionAfter(k - 1), k == 1 ? null : game.positionAfter(k - 2), m.player(),
                    difference));
            difference += m.player() == Player.BLACK ? m.captures() : -m.captures();
        }
        Player toMove = played == game.moves().size() ? game.playerToMove() : game.moves().get(played).player();
        Position before = played == 0 ? null : game.positionAfter(played - 1);
        // the reader's warnings first, then the move left out after the end, then the end's own, as
        // analyze prints them
        List<String> warnings = new ArrayList<>();
        for (Warning w : game.warnings()) warnings.add(w.toString());
        warnings.addAll(afterTheEnd);
        for (Warning w : endWarnings) warnings.add(w.toString());
        return new LoadedGame(position, before, toMove, difference, game.info().komi(), earlier, warnings);
    }
}
