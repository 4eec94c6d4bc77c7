package org.shinpan.gtp;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.OptionalInt;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;

/**
 * The standard GTP version 2 commands that set up and show the board: {@code boardsize},
 * {@code clear_board}, {@code komi}, {@code play}, {@code loadsgf} and {@code showboard}
 * ({@code genmove} is not offered: Shinpan referees, it does not play).
 */
final class CoreCommands {
    private final GameState game;
    private final Path baseDirectory;

    /**
     * @param baseDirectory the directory {@code loadsgf} resolves relative file names against
     */
    CoreCommands(GameState game, Path baseDirectory) {
        this.game = game;
        this.baseDirectory = baseDirectory;
    }

    void registerIn(GtpEngine engine) {
        engine.register("boardsize", this::boardsize);
        engine.register("clear_board", this::clearBoard);
        engine.register("komi", this::komi);
        engine.register("play", this::play);
        engine.register("loadsgf", this::loadsgf);
        engine.register("showboard", this::showboard);
    }

    /** {@code boardsize N}: an empty N×N board, 1 to 25; {@code unacceptable size} otherwise. */
    private String boardsize(GtpCommand c) throws GtpFailure {
        c.checkArgCount(1);
        int size = c.intArg(0);
        if (size < 1 || size > Graph.MAX_GRID_SIDE) {
            throw new GtpFailure("unacceptable size");
        }
        game.clear(Graph.square(size));
        return "";
    }

    /** {@code clear_board}: the board emptied, Black to move, no prisoners. */
    private String clearBoard(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0);
        game.clear(game.graph());
        return "";
    }

    /** {@code komi K}: used by {@code final_score} only; J2003's own score has no komi. */
    private String komi(GtpCommand c) throws GtpFailure {
        c.checkArgCount(1);
        game.setKomi(c.doubleArg(0));
        return "";
    }

    /** {@code play COLOR VERTEX|pass}; {@code illegal move} for an occupied point, suicide or ko. */
    private String play(GtpCommand c) throws GtpFailure {
        c.checkArgCount(2);
        Player player = c.colorArg(0);
        if (c.isPassArg(1)) {
            game.pass(player);
            return "";
        }
        int loc = c.vertexArg(1, game.graph());
        if (!game.play(player, loc)) {
            throw new GtpFailure("illegal move");
        }
        return "";
    }

    /**
     * {@code loadsgf FILE [MOVE_NUMBER]}: the position before move MOVE_NUMBER of the main line (the
     * end without it); answers the color to move. The komi is the file's {@code KM} if it has one.
     */
    private String loadsgf(GtpCommand c) throws GtpFailure {
        c.checkArgCount(1, 2);
        OptionalInt moveNumber = OptionalInt.empty();
        if (c.argCount() == 2) {
            int n = c.intArg(1);
            if (n < 1) {
                throw new GtpFailure("syntax error: the move number is 1 or more, not " + n);
            }
            moveNumber = OptionalInt.of(n);
        }
        Path file;
        try {
            file = baseDirectory.resolve(c.arg(0));
        } catch (InvalidPathException e) {
            throw new GtpFailure("cannot load file: " + e.getMessage());
        }
        LoadedGame loaded = LoadedGame.read(file, moveNumber);
        game.set(loaded.position(), loaded.beforeLastMove(), loaded.toMove(), loaded.prisonerDifference());
        loaded.komi().ifPresent(game::setKomi);
        return loaded.toMove().lowerName();
    }

    /** {@code showboard}: the diagram with GTP coordinates, then who is to move. */
    private String showboard(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0);
        return "\n" + Diagram.printWithCoordinates(game.position())
                + game.toMove().lowerName() + " to move, prisoner-difference " + game.prisonerDifference()
                + ", komi " + number(game.komi());
    }

    /** A number as written: {@code 6.5}, {@code 0}, {@code -3}. */
    static String number(double k) {
        return k == Math.rint(k) ? String.valueOf((long) k) : String.valueOf(k);
    }
}
