package org.shinpan.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Pattern;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.IllegalMoveException;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;
import org.shinpan.io.InputException;
import org.shinpan.io.Warning;
import org.shinpan.rules.RuleSet;

/**
 * A Go game read from an SGF game tree: board, game information and the main line replayed into
 * positions (SGF FF[4], go.html, "Go (GM[1])": board size, coordinates, pass, HA, KM;
 * properties.html, "Root properties", "Game info properties", "Setup properties",
 * "Move properties").
 *
 * <h2>What is read</h2>
 * <ul>
 *   <li>{@code GM} must be 1 (Go) or absent; anything else is an {@link InputException}.</li>
 *   <li>{@code FF} of 1 to 4 is read as FF[4], which keeps the Go properties of the older
 *       versions; any other value (FF[5], FF[x]) names no SGF version (sgf.html, "FF": "Range: 1-4")
 *       and is read as FF[4] with a warning.</li>
 *   <li>{@code SZ[19]} is a square board, {@code SZ[4:7]} one of 4 columns and 7 rows; absent, 19;
 *       each side 1 to 25 ({@link Graph#MAX_GRID_SIDE}). The root properties read, {@code FF},
 *       {@code GM}, {@code SZ} and {@code CA} (and Shinpan's {@code SHPD}, {@code SHFR}), are read
 *       from the root only: elsewhere, on the main line or in a variation, each is ignored with a
 *       warning at its line and column, whatever its value.</li>
 *   <li>Game info ({@link SgfGameInfo}): each property is taken from the first node of the main line
 *       that has it (FF[4] allows one game-info node per path, usually the root). A malformed
 *       {@code KM} or {@code HA} is an error; an empty one is ignored with a warning. Every other
 *       {@code KM} of the tree, in a variation too, is checked as that one: a value that is no real
 *       number or beyond ±10,000 is an error, an empty one a warning. Every other {@code HA}, in a
 *       later node of the main line or in a variation, is ignored with a warning, whatever its
 *       value.</li>
 *   <li>The main line (the first child of every node) is replayed. Setup {@code AE}, {@code AB},
 *       {@code AW} (points or compressed rectangles {@code aa:cc}, corners in either order) is
 *       applied in that order; an empty value is ignored with a warning. {@code B[xy]} and
 *       {@code W[xy]} are moves, {@code B[]} a pass, and {@code B[tt]} a pass wherever the point
 *       {@code tt} is off the board (decision: so on every board up to 19×19, and also on 20×19
 *       and the like, while on 21×21 it is the point U2). Moves are numbered 1..N along the main line;
 *       {@code MN} and {@code KO} are not honoured.</li>
 *   <li>A node that mixes setup and a move (FF[4] forbids it) gets a warning; its setup is applied
 *       first, then the move.</li>
 *   <li>{@code PL} sets the player to move: its value is a Color, {@code B} or {@code W} (sgf.html,
 *       "Property Value Types"), upper case as a move's identifier is; {@code PL[b]} is an error, as
 *       the identifier {@code b[aa]} is one to the parser. Without it, the player to move at the start is Black,
 *       or White when the root has {@code HA} of 2 or more and {@code AB} (the handicap convention);
 *       after a move it is the mover's opponent.</li>
 * </ul>
 *
 * <h2>Errors</h2>
 * An {@link InputException} names the source, line and column of the node or property. A move on
 * an occupied point, or a suicide under {@link SuicideRule#PROHIBITED}, names the move number, the
 * vertex in GTP coordinates and the reason. Points off the board, malformed points, two moves in
 * one node and a move after a set-up position with a string without liberty are errors too.
 * Decision: a set-up position in which some string has no liberty is only a warning, and an
 * error only once a move is to be played on it, so any {@link Position} written by
 * {@link SgfPositions} reads back.
 *
 * <h2>Prisoners</h2>
 * {@link #capturesBy} counts the opposing stones a player's moves removed. Where suicide is
 * allowed, the stones a suicide removes are counted for the opponent, as if captured.
 *
 * <p>Immutable once read.
 */
public final class SgfGame {
    private static final Pattern NUMBER = Pattern.compile("[+]?[0-9]{1,9}");
    private static final Pattern REAL = Pattern.compile("[+-]?([0-9]{1,12}(\\.[0-9]{0,12})?|\\.[0-9]{1,12})");
    private static final String[] SETUP = {"AE", "AB", "AW"};
    /**
     * The root properties read, from the root only (properties.html, "Root properties": FF, GM, SZ,
     * CA; Shinpan's own SHPD and SHFR are written on the root). FF[4]'s other two, AP and ST, are
     * not read anywhere.
     */
    private static final String[] ROOT_ONLY = {"FF", "GM", "SZ", "CA", "SHPD", "SHFR"};
    private static final Occupant[] SETUP_OCCUPANTS = {Occupant.EMPTY, Occupant.BLACK, Occupant.WHITE};

    private final SgfNode root;
    private final String source;
    private final SuicideRule suicideRule;
    /** The moves of the main line replayed at most; the nodes from the next move on are not read. */
    private final int maxMoves;
    private final Graph graph;
    private final SgfGameInfo info;
    private final List<SgfMove> moves = new ArrayList<>();
    private final List<Position> positionsBeforeMoves = new ArrayList<>();
    /** Per move, the position right after it, before any set-up node that follows it. */
    private final List<Position> positionsJustAfterMoves = new ArrayList<>();
    private final int[] captures = new int[2];
    private final List<Warning> warnings;
    private final int startPrisonerDifference;
    /** The index in the main line of the last node replayed (the whole line unless read up to a move number). */
    private int lastNodeRead;
    private Position finalPosition;
    private Player playerToMove;

    private SgfGame(SgfNode root, String source, SuicideRule suicideRule, List<Warning> earlierWarnings, int maxMoves) {
        this.root = root;
        this.source = source;
        this.suicideRule = suicideRule;
        this.maxMoves = maxMoves;
        this.warnings = new ArrayList<>(earlierWarnings);
        checkGame();
        checkFormat();
        checkCharset();
        this.graph = readSize();
        List<SgfNode> mainLine = root.mainLine();
        this.info = readInfo(mainLine);
        checkOffTheGameInfo(mainLine);
        this.startPrisonerDifference = readStartPrisonerDifference();
        captures[Player.BLACK.ordinal()] += Math.max(startPrisonerDifference, 0);
        captures[Player.WHITE.ordinal()] += Math.max(-startPrisonerDifference, 0);
        replay(mainLine);
    }

    /** The Go game of the tree rooted at {@code root}, suicide prohibited. */
    public static SgfGame read(SgfNode root, String source) {
        return read(root, source, SuicideRule.PROHIBITED);
    }

    /**
     * The Go game of the tree rooted at {@code root}.
     *
     * @param source      the name used in messages, e.g. the file name
     * @param suicideRule whether a suicide in the main line is an error ({@link SuicideRule#PROHIBITED})
     *                    or removes the suicidal string (Tromp–Taylor: {@link SuicideRule#ALLOWED})
     * @throws InputException for the errors listed above
     */
    public static SgfGame read(SgfNode root, String source, SuicideRule suicideRule) {
        return new SgfGame(root, source, suicideRule, List.of(), Integer.MAX_VALUE);
    }

    /**
     * The Go game of the first game tree of {@code text}; the parser's warnings come first in
     * {@link #warnings()}, and a warning notes further game trees, which are not read.
     *
     * @throws InputException for a parse error or an error listed above
     */
    public static SgfGame parse(String text, String source, SuicideRule suicideRule) {
        return parse(text, source, suicideRule, Integer.MAX_VALUE);
    }

    /**
     * {@link #parse(String, String, SuicideRule)} with the main line replayed up to move
     * {@code maxMoves} only (a position asked for by its move number: {@code show --move}, GTP
     * {@code loadsgf}): the nodes from move {@code maxMoves + 1} on are neither replayed nor
     * checked, so an illegal move later in the record does not refuse an earlier position, and
     * {@link #playerToMove()} is the player of that next move, or the one a {@code PL} names after
     * the last move replayed (before the first, for {@code maxMoves} 0).
     */
    public static SgfGame parse(String text, String source, SuicideRule suicideRule, int maxMoves) {
        SgfParseResult parsed = SgfParser.parse(text, source);
        List<Warning> early = new ArrayList<>(parsed.warnings());
        List<SgfNode> trees = parsed.collection().gameTrees();
        if (trees.size() > 1) {
            LineColumn at = trees.get(1).location();
            early.add(new Warning(source, at.line(), at.column(),
                    "the collection holds " + trees.size() + " game trees; only the first is read"));
        }
        return new SgfGame(trees.get(0), source, suicideRule, early, maxMoves);
    }

    // ---------------------------------------------------------------- accessors

    /** The root of the game tree read. */
    public SgfNode root() {
        return root;
    }

    public String source() {
        return source;
    }

    public SuicideRule suicideRule() {
        return suicideRule;
    }

    /** The board: the grid of {@code SZ}. */
    public Graph graph() {
        return graph;
    }

    public SgfGameInfo info() {
        return info;
    }

    /**
     * The moves of the main line that were replayed, in order; {@code moves().get(k - 1)} is move
     * {@code k}. All of them, unless the record was read up to a move number.
     */
    public List<SgfMove> moves() {
        return List.copyOf(moves);
    }

    /**
     * The number of moves of the main line, passes included, whether or not all were replayed
     * (nodes holding B or W; after a read up to a move number, {@link #moves()} may hold fewer).
     */
    public int moveCount() {
        int count = 0;
        for (SgfNode node : root.mainLine()) {
            if (node.has("B") || node.has("W")) count++;
        }
        return count;
    }

    /**
     * The position after move {@code moveNumber} and any setup that follows it before the next
     * move: 0 gives the position before the first move (after the setup that precedes it, the
     * setup of the first move's own node included); the number of moves replayed gives
     * {@link #finalPosition()}.
     *
     * @throws IllegalArgumentException unless {@code 0 <= moveNumber <= moves().size()}
     */
    public Position positionAfter(int moveNumber) {
        if (moveNumber < 0 || moveNumber > moves.size()) {
            throw new IllegalArgumentException(
                    "move number " + moveNumber + " is not in 0.." + moves.size() + " for " + source);
        }
        return moveNumber == moves.size() ? finalPosition : positionsBeforeMoves.get(moveNumber);
    }

    /**
     * The position right after move {@code moveNumber}, without the set-up nodes that follow it
     * ({@link #positionAfter} applies them: it is the position before the next move); for 0, the
     * position before the first move.
     */
    public Position positionJustAfter(int moveNumber) {
        if (moveNumber == 0) return positionAfter(0);
        if (moveNumber < 0 || moveNumber > moves.size()) {
            throw new IllegalArgumentException(
                    "move number " + moveNumber + " is not in 0.." + moves.size() + " for " + source);
        }
        return positionsJustAfterMoves.get(moveNumber - 1);
    }

    /** The position at the end of the main line. */
    public Position finalPosition() {
        return finalPosition;
    }

    /**
     * The points marked (FF[4] markup {@code TR}, {@code SQ}, {@code CR}, {@code MA}; a rectangle
     * {@code aa:bb} stands for its points) on the last node of the main line that was read (the
     * one before the first move not read, when read up to a move number), ascending: where a
     * problem marks its target.
     *
     * @throws InputException for a value that is not a point on the board, with its line and column
     */
    public int[] markedPoints() {
        SgfNode last = root.mainLine().get(lastNodeRead);
        java.util.TreeSet<Integer> marked = new java.util.TreeSet<>();
        for (String id : new String[] {"TR", "SQ", "CR", "MA"}) {
            for (String value : last.values(id)) {
                for (int loc : pointList(value, last, id)) marked.add(loc);
            }
        }
        return marked.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * {@code position} without the stones on the root's {@code SHFR} points: Shinpan's private
     * property with which {@code tsumego --sgf} lists the stones of the frame it built, so that its
     * written problem, read back as a problem, is the problem that was solved and not one framed a
     * second time; {@code position} itself without it.
     */
    public Position withoutShinpanFrame(Position position) {
        if (!root.has("SHFR")) return position;
        org.shinpan.board.Occupant[] occupants = new org.shinpan.board.Occupant[graph.size()];
        for (int loc = 0; loc < graph.size(); loc++) occupants[loc] = position.occupant(loc);
        for (String value : root.values("SHFR")) {
            for (int loc : pointList(value, root, "SHFR")) occupants[loc] = org.shinpan.board.Occupant.EMPTY;
        }
        return Position.of(graph, occupants);
    }

    /** Who is to move at the end of the main line. */
    public Player playerToMove() {
        return playerToMove;
    }

    /**
     * The number of opposing stones {@code player}'s moves captured along the main line, with the
     * root's {@link #startPrisonerDifference()} counted as captured before them.
     */
    public int capturesBy(Player player) {
        return captures[player.ordinal()];
    }

    /**
     * The prisoner-difference before the first move (white stones removed minus black stones
     * removed): the root's {@code SHPD}, Shinpan's private property, which {@code analyze --sgf}
     * writes so that its analysed position reads back with its prisoners; 0 without it.
     */
    public int startPrisonerDifference() {
        return startPrisonerDifference;
    }

    /** A root {@code FF} other than 1 to 4 (sgf.html, "FF": "Range: 1-4"): the text is read as FF[4]. */
    private void checkFormat() {
        if (!root.has("FF")) return;
        List<String> values = root.values("FF");
        String v = values.size() == 1 ? values.get(0).strip() : String.join("][", values);
        int version = NUMBER.matcher(v).matches() ? Integer.parseInt(v.startsWith("+") ? v.substring(1) : v) : 0;
        if (version >= 1 && version <= 4) return;
        warn(root.locationOf("FF"), "FF[" + quote(v) + "] names no SGF version (1 to 4); the file is read as FF[4]");
    }

    /** A root {@code CA} that names no known charset: the text was read by the guess (SgfParser#decode). */
    private void checkCharset() {
        if (!root.has("CA")) return;
        String name = root.values("CA").isEmpty() ? "" : root.values("CA").get(0).strip();
        if (SgfParser.knownCharset(name)) return;
        boolean known;
        try {
            known = java.nio.charset.Charset.isSupported(name);
        } catch (IllegalArgumentException illegalName) {
            known = false;
        }
        warn(root.locationOf("CA"), "CA[" + quote(name) + "] " + (known
                ? "names a charset that does not write SGF's ASCII as ASCII; the bytes decided how it was read (a"
                        + " UTF-16 byte-order mark, else UTF-8 where it is valid UTF-8, else ISO-8859-1)"
                : "names no charset known here; the text was read as UTF-8 where it is valid UTF-8, else as ISO-8859-1"));
    }

    /**
     * The largest prisoner-difference either way that {@code SHPD} and the commands' {@code
     * --prisoners} take (7 digits: far beyond any game's captures).
     */
    public static final int MAX_PRISONER_DIFFERENCE = 9_999_999;

    private int readStartPrisonerDifference() {
        if (!root.has("SHPD")) return 0;
        String v = single(root, root.property("SHPD").get()).strip();
        if (!v.matches("[+-]?[0-9]{1,7}")) {
            throw error(root.locationOf("SHPD"), "SHPD[" + quote(v) + "] is not a prisoner-difference (a whole number from -"
                    + MAX_PRISONER_DIFFERENCE + " to " + MAX_PRISONER_DIFFERENCE + ")");
        }
        return Integer.parseInt(v.startsWith("+") ? v.substring(1) : v);
    }

    /** The oddities read past, the parser's first when read by {@link #parse}. */
    public List<Warning> warnings() {
        return List.copyOf(warnings);
    }

    // ---------------------------------------------------------------- root properties

    private void checkGame() {
        Optional<SgfProperty> gm = root.property("GM");
        if (gm.isEmpty()) {
            return;
        }
        String v = single(root, gm.get()).strip();
        if (!NUMBER.matcher(v).matches()) {
            throw error(root.locationOf("GM"), "GM[" + quote(v) + "] is not a game number (Go is GM[1])");
        }
        int game = Integer.parseInt(v.startsWith("+") ? v.substring(1) : v);
        if (game != 1) {
            throw error(root.locationOf("GM"), "GM[" + game + "] is not Go: only GM[1] games can be read");
        }
    }

    private Graph readSize() {
        Optional<SgfProperty> sz = root.property("SZ");
        if (sz.isEmpty()) {
            return Graph.square(19);
        }
        LineColumn at = root.locationOf("SZ");
        String v = single(root, sz.get());
        int colon = v.indexOf(':');
        String columns = colon < 0 ? v : v.substring(0, colon);
        String rows = colon < 0 ? v : v.substring(colon + 1);
        String c = columns.strip();
        String r = rows.strip();
        if (!NUMBER.matcher(c).matches() || !NUMBER.matcher(r).matches()) {
            throw error(at, "SZ[" + quote(v) + "] is not a board size (SZ[19] or SZ[columns:rows])");
        }
        int width = Integer.parseInt(c.startsWith("+") ? c.substring(1) : c);
        int height = Integer.parseInt(r.startsWith("+") ? r.substring(1) : r);
        if (width < 1 || height < 1 || width > Graph.MAX_GRID_SIDE || height > Graph.MAX_GRID_SIDE) {
            throw error(at, "board size SZ[" + quote(v) + "] is out of range: each side must be 1 to "
                    + Graph.MAX_GRID_SIDE);
        }
        return Graph.grid(width, height);
    }

    private SgfGameInfo readInfo(List<SgfNode> mainLine) {
        SgfNode km = first(mainLine, "KM");
        OptionalDouble komi = km == null ? OptionalDouble.empty() : komiOf(km);
        int handicap = 0;
        SgfNode ha = first(mainLine, "HA");
        if (ha != null) {
            String v = single(ha, ha.property("HA").get()).strip();
            if (v.isEmpty()) {
                warn(ha.locationOf("HA"), "empty HA ignored");
            } else if (NUMBER.matcher(v).matches()) {
                handicap = Integer.parseInt(v.startsWith("+") ? v.substring(1) : v);
            } else {
                throw error(ha.locationOf("HA"), "HA[" + quote(v) + "] is not a number of handicap stones");
            }
        }
        return new SgfGameInfo(komi, handicap, text(mainLine, "RU"), text(mainLine, "RE"), text(mainLine, "PB"),
                text(mainLine, "PW"), text(mainLine, "DT"), text(mainLine, "GN"));
    }

    /**
     * The {@code KM} of {@code node}: empty (with a warning) for an empty value.
     *
     * @throws InputException for a value that is no real number, or beyond ±{@link RuleSet#MAX_KOMI}
     */
    private OptionalDouble komiOf(SgfNode node) {
        String v = single(node, node.property("KM").get()).strip();
        if (v.isEmpty()) {
            warn(node.locationOf("KM"), "empty KM ignored");
            return OptionalDouble.empty();
        }
        if (!REAL.matcher(v).matches()) {
            throw error(node.locationOf("KM"), "KM[" + quote(v) + "] is not a komi (a real number such as 6.5)");
        }
        double k = Double.parseDouble(v);
        if (Math.abs(k) > RuleSet.MAX_KOMI) {
            throw error(node.locationOf("KM"), "KM[" + quote(v) + "] is out of range: a komi is from -"
                    + RuleSet.format(RuleSet.MAX_KOMI) + " to " + RuleSet.format(RuleSet.MAX_KOMI));
        }
        return OptionalDouble.of(k);
    }

    /**
     * The properties checked in every node of the tree, variations included, beside the game info
     * read from the main line: a {@code KM} other than the one read is refused as that one is
     * (wherever it stands, a komi that is no komi is a broken file); a root property read
     * ({@link #ROOT_ONLY}) outside the root, where FF[4] puts it (properties.html, "Root
     * properties"), and an {@code HA} other than the one read are ignored, whatever their values,
     * with one warning each. The walk is in the text's order, without recursion (a main line of
     * thousands of nodes is a chain that deep).
     */
    private void checkOffTheGameInfo(List<SgfNode> mainLine) {
        SgfNode infoKm = first(mainLine, "KM");
        SgfNode infoHa = first(mainLine, "HA");
        Deque<SgfNode> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            SgfNode node = stack.pop();
            for (String id : ROOT_ONLY) {
                if (node != root && node.has(id)) {
                    warn(node.locationOf(id), id + " outside the root node ignored (" + id + " is a root property)");
                }
            }
            if (node != infoHa && node.has("HA")) {
                warn(node.locationOf("HA"), "HA outside the game-info node ignored (the handicap is the main line's"
                        + " first HA" + (infoHa == null ? ", and it has none)" : ")"));
            }
            if (node != infoKm && node.has("KM")) komiOf(node);
            List<SgfNode> children = node.children();
            for (int i = children.size() - 1; i >= 0; i--) stack.push(children.get(i));
        }
    }

    private static SgfNode first(List<SgfNode> mainLine, String identifier) {
        for (SgfNode node : mainLine) {
            if (node.has(identifier)) {
                return node;
            }
        }
        return null;
    }

    private static Optional<String> text(List<SgfNode> mainLine, String identifier) {
        SgfNode node = first(mainLine, identifier);
        return node == null ? Optional.empty() : node.value(identifier);
    }

    // ---------------------------------------------------------------- replay

    private void replay(List<SgfNode> mainLine) {
        Position current = Position.empty(graph);
        Board board = null; // holds current while no setup has changed it
        Player toMove = root.has("AB") && !root.has("PL") && info.handicap() >= 2 ? Player.WHITE : Player.BLACK;
        LineColumn badSetup = null; // where a set-up position without liberty was made
        boolean plSinceLastMove = false; // a PL read since the last move (or before the first) says who is to move
        lastNodeRead = mainLine.size() - 1;
        for (int i = 0; i < mainLine.size(); i++) {
            SgfNode node = mainLine.get(i);
            boolean hasSetup = hasAnySetup(node);
            if (hasSetup) {
                current = applySetup(node, current);
                board = null;
                int bad = current.firstStringWithoutLiberty();
                if (bad >= 0) {
                    warn(node.location(), "setup leaves the string at " + graph.label(bad) + " without a liberty");
                    badSetup = node.location();
                } else {
                    badSetup = null;
                }
            }
            if (node.has("PL")) {
                toMove = readPlayer(node);
                plSinceLastMove = true;
            }
            boolean black = node.has("B");
            boolean white = node.has("W");
            if (!black && !white) {
                continue;
            }
            int number = moves.size() + 1;
            if (black && white) {
                throw error(node.location(), "move " + number + ": a node holds both B and W; one move per node");
            }
            Player player = black ? Player.BLACK : Player.WHITE;
            if (moves.size() == maxMoves) {
                // the mover of the first move not read, unless a PL since the last move says otherwise
                if (!plSinceLastMove) toMove = player;
                lastNodeRead = Math.max(i - 1, 0); // the node before the move's, or the root if it holds the move
                break;
            }
            String id = black ? "B" : "W";
            if (hasSetup || node.has("PL")) {
                warn(node.location(), "a node mixes setup and the move " + id
                        + " (SGF FF[4] forbids it); the setup is applied first");
            }
            SgfProperty move = node.property(id).get();
            if (move.values().size() != 1) {
                throw error(node.locationOf(id), "move " + number + ": " + id + " has " + move.values().size()
                        + " values; a move has one");
            }
            positionsBeforeMoves.add(current);
            int loc = decodeMove(move.value(), node, id, number);
            int captured = 0;
            int suicided = 0;
            if (loc != SgfMove.PASS) {
                if (board == null) {
                    if (badSetup != null) {
                        throw error(node.location(), "move " + number + " (" + id + " " + graph.label(loc)
                                + ") cannot be played: the setup at " + badSetup + " left the string at "
                                + graph.label(current.firstStringWithoutLiberty()) + " without a liberty");
                    }
                    board = new Board(current, suicideRule);
                }
                try {
                    captured = board.play(loc, player);
                } catch (IllegalMoveException e) {
                    throw new IllegalRecordMove(source, node.location(), number, "illegal move " + number + " (" + id + " "
                            + graph.label(loc) + "): " + e.reason().text());
                }
                captures[player.ordinal()] += captured;
                suicided = board.lastSuicideCount();
                captures[player.opponent().ordinal()] += suicided;
                if (board.lastSuicideCount() > 0) {
                    warn(node.location(), "move " + number + " (" + id + " " + graph.label(loc) + ") is a suicide:"
                            + " legal only where suicide is (Tromp–Taylor)");
                }
                current = board.toPosition();
            }
            moves.add(new SgfMove(number, player, loc, captured, suicided, node.location()));
            positionsJustAfterMoves.add(current);
            toMove = player.opponent();
            plSinceLastMove = false;
        }
        finalPosition = current;
        playerToMove = toMove;
    }

    private static boolean hasAnySetup(SgfNode node) {
        return node.has("AE") || node.has("AB") || node.has("AW");
    }

    /** {@code current} with the node's AE, AB, AW applied; {@code current} itself if it has none. */
    private Position applySetup(SgfNode node, Position current) {
        if (!hasAnySetup(node)) {
            return current;
        }
        int n = graph.size();
        Occupant[] cells = new Occupant[n];
        for (int loc = 0; loc < n; loc++) {
            cells[loc] = current.occupant(loc);
        }
        int[] listedBy = new int[n];
        boolean conflict = false;
        for (int k = 0; k < SETUP.length; k++) {
            String id = SETUP[k];
            for (String value : node.values(id)) {
                if (value.isEmpty()) {
                    warn(node.locationOf(id), "empty value in " + id + " ignored");
                    continue;
                }
                for (int loc : pointList(value, node, id)) {
                    if (listedBy[loc] != 0 && listedBy[loc] != k + 1) {
                        conflict = true;
                    }
                    listedBy[loc] = k + 1;
                    cells[loc] = SETUP_OCCUPANTS[k];
                }
            }
        }
        if (conflict) {
            warn(node.location(), "a point is listed in more than one of AE, AB and AW; they are applied in"
                    + " that order");
        }
        return Position.of(graph, cells);
    }

    private int decodeMove(String value, SgfNode node, String id, int number) {
        if (value.isEmpty()) {
            return SgfMove.PASS;
        }
        if (SgfPoints.isOldPass(graph, value)) {
            return SgfMove.PASS; // FF[3] pass: tt is off the board
        }
        if (!SgfPoints.isPoint(value)) {
            throw error(node.locationOf(id), "move " + number + ": " + id + "[" + quote(value)
                    + "] is not a point (two letters) or a pass ([])");
        }
        int x = SgfPoints.coordinate(value.charAt(0));
        int y = SgfPoints.coordinate(value.charAt(1));
        if (x >= graph.width() || y >= graph.height()) {
            throw error(node.locationOf(id), "move " + number + ": " + id + "[" + value + "] is off the "
                    + graph.width() + "x" + graph.height() + " board");
        }
        return graph.loc(x, y);
    }

    /**
     * The points of one value of a point-list property (FF[4] "list of point"): a point, or a
     * rectangle {@code aa:bb} given by two corners, row by row.
     */
    private int[] pointList(String value, SgfNode node, String id) {
        int colon = value.indexOf(':');
        int a = decodePoint(colon < 0 ? value : value.substring(0, colon), node, id, value);
        int b = colon < 0 ? a : decodePoint(value.substring(colon + 1), node, id, value);
        int x0 = Math.min(graph.x(a), graph.x(b));
        int x1 = Math.max(graph.x(a), graph.x(b));
        int y0 = Math.min(graph.y(a), graph.y(b));
        int y1 = Math.max(graph.y(a), graph.y(b));
        int[] points = new int[(x1 - x0 + 1) * (y1 - y0 + 1)];
        int i = 0;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) points[i++] = graph.loc(x, y);
        }
        return points;
    }

    private int decodePoint(String point, SgfNode node, String id, String value) {
        if (!SgfPoints.isPoint(point)) {
            throw error(node.locationOf(id), id + "[" + quote(value) + "]: '" + quote(point)
                    + "' is not a point (two letters; a rectangle is two points joined by ':')");
        }
        int x = SgfPoints.coordinate(point.charAt(0));
        int y = SgfPoints.coordinate(point.charAt(1));
        if (x >= graph.width() || y >= graph.height()) {
            throw error(node.locationOf(id), id + "[" + quote(value) + "]: point '" + point + "' is off the "
                    + graph.width() + "x" + graph.height() + " board");
        }
        return graph.loc(x, y);
    }

    private Player readPlayer(SgfNode node) {
        String v = single(node, node.property("PL").get()).strip();
        if (v.equals("B")) return Player.BLACK;
        if (v.equals("W")) return Player.WHITE;
        throw error(node.locationOf("PL"), "PL[" + quote(v) + "] is not a player (B or W, upper case)");
    }

    // ---------------------------------------------------------------- helpers

    private String single(SgfNode node, SgfProperty property) {
        if (property.values().size() != 1) {
            throw error(node.locationOf(property.identifier()), "property " + property.identifier() + " has "
                    + property.values().size() + " values where one is expected");
        }
        return property.value();
    }

    /** A value as quoted in a message: at most 20 characters, control characters shown as '?'. */
    private static String quote(String value) {
        String cut = value.length() <= 20 ? value : value.substring(0, 20) + "...";
        StringBuilder sb = new StringBuilder(cut.length());
        for (int i = 0; i < cut.length(); i++) {
            char c = cut.charAt(i);
            // a control character by its escape, so that the message names it (B[\r\n])
            sb.append(c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\t' ? "\\t"
                    : Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return sb.toString();
    }

    private InputException error(LineColumn at, String problem) {
        return new InputException(source, at.line(), at.column(), problem);
    }

    private void warn(LineColumn at, String message) {
        warnings.add(new Warning(source, at.line(), at.column(), message));
    }
}
