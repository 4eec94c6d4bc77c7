package org.shinpan.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.io.InputException;
import org.shinpan.io.Warning;
import org.shinpan.sgf.LineColumn;
import org.shinpan.sgf.SgfGame;
import org.shinpan.sgf.SgfNode;
import org.shinpan.sgf.SgfParseResult;
import org.shinpan.sgf.SgfParser;
import org.shinpan.sgf.SgfPoints;
import org.shinpan.sgf.SgfProperty;

/**
 * Reads the main line of an SGF game into a {@link GameRecord} without judging the moves: a play
 * on an occupied point, a suicide or a move after two passes is read as recorded, for the
 * {@link Referee} to judge ({@link SgfGame} would refuse such a record).
 *
 * <p>Board size, game information ({@code KM}, {@code HA}, {@code RU}) and the set-up position are
 * read by {@link SgfGame} from the main line with its moves taken out, so they follow its rules,
 * and the variations are checked as it checks them (not read).
 * Moves are read as {@link SgfGame} reads them ({@code B[]} and, up to 19×19, {@code B[tt]} are
 * passes). The first player is {@code PL} if the nodes up to the first move have it, else Black
 * from an empty board, else whoever moves first.
 *
 * <p>Errors ({@link InputException}, naming file, line and column, and the move number): a
 * malformed file, a point off the board, {@code B} and {@code W} in one node, a move with several
 * values, set-up stones after the first move, a set-up position with a string without liberty.
 */
public final class SgfRecordReader {
    private SgfRecordReader() {}

    /** Reads the first game tree of {@code bytes}; {@code source} names the file in messages. */
    public static GameRecord read(byte[] bytes, String source) {
        return read(SgfParser.decode(bytes), source);
    }

    /** Reads the first game tree of an SGF text already decoded. */
    public static GameRecord read(String text, String source) {
        SgfParseResult parsed = SgfParser.parse(text, source);
        List<Warning> warnings = new ArrayList<>(parsed.warnings());
        List<SgfNode> trees = parsed.collection().gameTrees();
        if (trees.size() > 1) {
            LineColumn at = trees.get(1).location();
            warnings.add(new Warning(source, at.line(), at.column(),
                    "the collection holds " + trees.size() + " game trees; only the first is replayed"));
        }
        return read(trees.get(0), source, warnings);
    }

    /** Reads the game tree rooted at {@code root}. */
    public static GameRecord read(SgfNode root, String source, List<Warning> earlierWarnings) {
        List<SgfNode> line = root.mainLine();
        int firstMove = -1;
        for (int i = 0; i < line.size() && firstMove < 0; i++) {
            if (line.get(i).has("B") || line.get(i).has("W")) firstMove = i;
        }
        for (int i = firstMove + 1; firstMove >= 0 && i < line.size(); i++) {
            SgfNode node = line.get(i);
            for (String id : new String[] {"AB", "AW", "AE"}) {
                if (node.has(id)) {
                    throw error(source, node.locationOf(id), id + " sets up stones after the first move: a game record"
                            + " for a referee sets up stones only before it");
                }
            }
        }
        // Board, game information and set-up from the main line without its moves; the variations
        // stay beside it, unread but checked as SgfGame checks a whole tree (a root property or an
        // HA there is warned of, a KM that is no komi refused).
        SgfNode stripped = null;
        for (int i = line.size() - 1; i >= 0; i--) {
            SgfNode node = line.get(i).without("B").without("W");
            if (firstMove >= 0 && i > firstMove) node = node.without("PL");
            List<SgfNode> children = new ArrayList<>(line.get(i).children());
            if (stripped != null) children.set(0, stripped);
            stripped = node.withChildren(children);
        }
        SgfGame setup = SgfGame.read(stripped, source);
        List<Warning> warnings = new ArrayList<>(earlierWarnings);
        warnings.addAll(setup.warnings());
        Graph graph = setup.graph();
        Position start = setup.finalPosition();
        int bad = start.firstStringWithoutLiberty();
        if (bad >= 0) {
            throw new InputException(source, "the set-up position leaves the string at " + graph.label(bad)
                    + " without a liberty: no game can start from it");
        }
        Optional<Player> first = Optional.empty();
        for (int i = 0; i <= (firstMove < 0 ? line.size() - 1 : firstMove); i++) {
            SgfNode node = line.get(i);
            if (node.has("PL")) first = Optional.of(readPlayer(node, source));
        }
        if (first.isEmpty() && start.hasNoStones()) first = Optional.of(Player.BLACK);
        for (int i = firstMove + 1; firstMove >= 0 && i < line.size(); i++) {
            if (line.get(i).has("PL")) {
                readPlayer(line.get(i), source); // ignored, but a value that is no player is refused as before the first move
                LineColumn at = line.get(i).locationOf("PL");
                warnings.add(new Warning(source, at.line(), at.column(), "PL after the first move ignored"));
            }
        }
        List<GameRecord.RecordedMove> moves = new ArrayList<>();
        for (int i = Math.max(firstMove, 0); firstMove >= 0 && i < line.size(); i++) {
            SgfNode node = line.get(i);
            boolean black = node.has("B");
            boolean white = node.has("W");
            if (!black && !white) continue;
            int number = moves.size() + 1;
            if (black && white) {
                throw error(source, node.location(), "move " + number + ": a node holds both B and W; one move per node");
            }
            String id = black ? "B" : "W";
            SgfProperty p = node.property(id).get();
            if (p.values().size() != 1) {
                throw error(source, node.locationOf(id), "move " + number + ": " + id + " has " + p.values().size()
                        + " values; a move has one");
            }
            Move move = decode(graph, p.value(), source, node, id, number);
            moves.add(new GameRecord.RecordedMove(number, black ? Player.BLACK : Player.WHITE, move,
                    node.location().line()));
        }
        return new GameRecord(source, start, first, moves, setup.info().komi(), setup.info().handicap(),
                setup.info().rules(), warnings, setup.startPrisonerDifference());
    }

    private static Move decode(Graph graph, String value, String source, SgfNode node, String id, int number) {
        if (value.isEmpty()) return Move.PASS;
        if (SgfPoints.isOldPass(graph, value)) return Move.PASS;
        if (!SgfPoints.isPoint(value)) {
            throw error(source, node.locationOf(id), "move " + number + ": " + id + "[" + quote(value)
                    + "] is not a point (two letters) or a pass ([])");
        }
        int x = SgfPoints.coordinate(value.charAt(0));
        int y = SgfPoints.coordinate(value.charAt(1));
        if (x >= graph.width() || y >= graph.height()) {
            throw error(source, node.locationOf(id), "move " + number + ": " + id + "[" + value + "] is off the "
                    + graph.width() + "x" + graph.height() + " board");
        }
        return Move.play(graph.loc(x, y));
    }

    private static Player readPlayer(SgfNode node, String source) {
        String v = node.value("PL").orElse("").strip();
        if (v.equals("B")) return Player.BLACK;
        if (v.equals("W")) return Player.WHITE;
        throw error(source, node.locationOf("PL"), "PL[" + quote(v) + "] is not a player (B or W, upper case)");
    }

    private static String quote(String value) {
        String cut = value.length() <= 20 ? value : value.substring(0, 20) + "...";
        StringBuilder sb = new StringBuilder();
        for (char c : cut.toCharArray()) sb.append(Character.isISOControl(c) ? '?' : c);
        return sb.toString();
    }

    private static InputException error(String source, LineColumn at, String problem) {
        return new InputException(source, at.line(), at.column(), problem);
    }
}
