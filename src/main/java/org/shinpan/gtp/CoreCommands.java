package org.shinpan.gtp;

import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Diagram;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;

/**
 * The standard GTP version 2 commands that set up and show the board: {@code boardsize},
 * {@code clear_board}, {@code komi}, {@code play}, {@code undo}, {@code fixed_handicap},
 * {@code set_free_handicap}, {@code loadsgf} and {@code showboard} ({@code genmove} and
 * {@code place_free_handicap} are not offered: Shinpan referees, it does not choose moves); and
 * GNU Go's {@code get_komi}, as GTP version 2 has no command that tells the komi.
 */
final class CoreCommands {
    private final GameState game;
    private final Path baseDirectory;
    private final PrintStream err;

    /**
     * @param baseDirectory the directory {@code loadsgf} resolves relative file names against
     * @param err           where {@code loadsgf} prints the reader's warnings, one a line: never the
     *                      protocol's output
     */
    CoreCommands(GameState game, Path baseDirectory, PrintStream err) {
        this.game = game;
        this.baseDirectory = baseDirectory;
        this.err = err;
    }

    void registerIn(GtpEngine engine) {
        engine.register("boardsize", this::boardsize);
        engine.register("clear_board", this::clearBoard);
        engine.register("komi", this::komi);
        engine.register("get_komi", this::getKomi);
        engine.register("play", this::play);
        engine.register("undo", this::undo);
        engine.register("fixed_handicap", this::fixedHandicap);
        engine.register("set_free_handicap", this::setFreeHandicap);
        engine.register("loadsgf", this::loadsgf);
        engine.register("showboard", this::showboard);
    }

    /** {@code boardsize N}: an empty N×N board, 1 to 25; {@code unacceptable size} otherwise. */
    private String boardsize(GtpCommand c) throws GtpFailure {
        c.checkArgCount(1);
        // any whole number is a size; one outside 1 to 25, however long, is unacceptable (GTP v2)
        long size = c.longArg(0, Long.MIN_VALUE, Long.MAX_VALUE, true);
        if (size < 1 || size > Graph.MAX_GRID_SIDE) {
            throw new GtpFailure("unacceptable size");
        }
        game.clear(Graph.square((int) size));
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
        double k = c.doubleArg(0);
        // every rule set takes the same range (a komi territory refused at final_score was accepted here)
        if (Math.abs(k) > org.shinpan.rules.RuleSet.MAX_KOMI) {
            throw new GtpFailure("syntax error: komi must be from -" + (long) org.shinpan.rules.RuleSet.MAX_KOMI + " to "
                    + (long) org.shinpan.rules.RuleSet.MAX_KOMI + ", not " + c.arg(0));
        }
        game.setKomi(k);
        return "";
    }

    /**
     * {@code get_komi}: the komi in force as a number (GNU Go's extension of GTP: {@code 6.5},
     * {@code 0}, {@code -3}): the last {@code komi}'s, or the {@code KM} of a file loaded since.
     */
    private String getKomi(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0);
        return number(game.komi());
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
     * {@code undo}: takes back the last play or pass; {@code cannot undo} when there is none since
     * the board was set up (a new board, a loaded file or handicap stones).
     */
    private String undo(GtpCommand c) throws GtpFailure {
        c.checkArgCount(0);
        if (!game.undo()) {
            throw new GtpFailure("cannot undo");
        }
        return "";
    }

    /**
     * {@code fixed_handicap N}: Black's N stones on the standard points of GTP version 2 (section
     * 4.1.1) as GNU Go places them: the corner points on the third line (boards up to 11) or the
     * fourth (from 12), then the middle of each side and the centre; 2 to 9 stones on odd boards
     * from 9, 2 to 4 on 7x7 and on even boards from 8, none on smaller or non-square boards. A board
     * with stones fails first, whatever the number (GTP: "board not empty"; GNU Go 3.8 too), after
     * the syntax of the argument. Answers the vertices; White is then to move.
     */
    private String fixedHandicap(GtpCommand c) throws GtpFailure {
        c.checkArgCount(1);
        int n = c.intArg(0);
        if (!game.position().hasNoStones()) {
            throw new GtpFailure("board not empty");
        }
        Graph g = game.graph();
        int max = maxFixedHandicap(g);
        if (n < 2 || n > max) {
            throw new GtpFailure("invalid number of stones" + (max == 0
                    ? ": no fixed handicap on " + g.describe()
                    : ": " + n + " is not from 2 to " + max + " on " + g.describe()));
        }
        MutableIntList locs = fixedHandicapPoints(g, n);
        game.placeHandicap(locs);
        List<String> vertices = new ArrayList<>();
        locs.forEach(loc -> vertices.add(g.label(loc)));
        return String.join(" ", vertices);
    }

    /**
     * The most stones {@code fixed_handicap} places on {@code g}: 9 on odd boards from 9x9; 4 on
     * 7x7, whose middle points lie next to the corner points (C4 beside C3 and C5), and on even
     * boards, which have no middle point; 0 where none is defined (GTP v2 section 4.1.1, as GNU Go
     * places them).
     */
    static int maxFixedHandicap(Graph g) {
        if (!g.isGrid() || g.width() != g.height() || g.width() < 7) return 0;
        return g.width() % 2 == 0 || g.width() == 7 ? 4 : 9;
    }

    /**
     * The standard handicap points, in GTP's order: with lines {@code a} (low), {@code m} (middle)
     * and {@code z} (high) on both axes, the corners (a,a) (z,z) then (a,z) (z,a); then the centre
     * for 5 and 7 stones and the middles of the left and right sides for 6 to 9; the middles of the
     * bottom and top sides for 8 and 9; the centre last for 9.
     */
    static MutableIntList fixedHandicapPoints(Graph g, int n) {
        int side = g.width();
        int a = side < 12 ? 2 : 3; // third line up to 11x11, fourth from 12x12 (as GNU Go 3.8), counted from 0
        int z = side - 1 - a;
        int m = side / 2;
        // (column, row from the bottom) pairs; rows are counted from the top in the graph
        int[][] order = {{a, a}, {z, z}, {a, z}, {z, a}};
        MutableIntList locs = IntLists.mutable.empty();
        for (int i = 0; i < Math.min(n, 4); i++) locs.add(g.loc(order[i][0], side - 1 - order[i][1]));
        if (n >= 6) {
            locs.add(g.loc(a, m));
            locs.add(g.loc(z, m));
        }
        if (n >= 8) {
            locs.add(g.loc(m, side - 1 - a));
            locs.add(g.loc(m, side - 1 - z));
        }
        if (n >= 5 && n % 2 == 1) locs.add(g.loc(m, m)); // 3 stones: corners only
        return locs;
    }

    /**
     * {@code set_free_handicap V1 V2 ...}: Black's stones on the given vertices of an empty board,
     * at least two, all distinct, no pass, at least one point left empty; White is then to move.
     */
    private String setFreeHandicap(GtpCommand c) throws GtpFailure {
        Graph g = game.graph();
        if (g.size() < 3) {
            throw new GtpFailure("bad vertex list: " + g.describe() + " has no room for a handicap (2 stones and an"
                    + " empty point at least)");
        }
        if (c.argCount() < 2 || c.argCount() >= g.size()) {
            throw new GtpFailure("bad vertex list: " + c.argCount() + (c.argCount() == 1 ? " vertex" : " vertices")
                    + ", not from 2 to " + (g.size() - 1));
        }
        MutableIntList locs = IntLists.mutable.empty();
        for (int i = 0; i < c.argCount(); i++) {
            if (c.isPassArg(i)) throw new GtpFailure("bad vertex list: pass is not a vertex");
            if (!g.hasLocation(c.arg(i))) {
                throw new GtpFailure("bad vertex list: " + c.quoted(i) + " is not on " + g.describe());
            }
            int loc = g.parseLocation(c.arg(i));
            if (locs.contains(loc)) throw new GtpFailure("bad vertex list: " + g.label(loc) + " twice");
            locs.add(loc);
        }
        if (!game.position().hasNoStones()) {
            throw new GtpFailure("board not empty");
        }
        game.placeHandicap(locs);
        return "";
    }

    /**
     * {@code loadsgf FILE [MOVE_NUMBER]}: the position before move MOVE_NUMBER of the main line
     * (without it, the end of the game: {@link LoadedGame#read}); answers the color to move. The komi is the file's {@code KM} if it has one.
     * The reader's warnings ({@code FF[5]}, an unknown property, ...) go to the error stream as the
     * command line prints them ({@code file:1:3: warning: ...}): GTP's answer has no room for them.
     * Without a move number the end's own warnings follow, in {@code analyze}'s words (moves after
     * the two passes not carried out, a record that ends without them).
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
        for (String w : loaded.warnings()) err.println(w);
        game.load(loaded);
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
        // a plain decimal, as komi reads it back (1.0E-4 is no GTP float)
        return org.shinpan.rules.RuleSet.format(k);
    }
}
