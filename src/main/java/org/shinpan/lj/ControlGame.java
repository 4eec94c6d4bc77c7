package org.shinpan.lj;

import java.util.Arrays;
import java.util.Optional;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The game of the control test (LJ rule 14, seed {@code 000_…}) and of a rule-17 dispute's
 * play-out: from a {@link TransformedPosition}, the prover's opponent (the refuter) moves first,
 * and the players take turns under the LJ play rules 3–13 until the game ends.
 *
 * <p>Play: a turn is a pass or a stone on an empty location that is not temporarily prohibited
 * (rule 9: cleared by a ko capture in the preceding turn, rule 12), captures opposing stones left
 * without liberties (rule 6) and may not be suicide (rule 10). History is forgotten (rule 14), so
 * nothing is initially or permanently prohibited, and pseudo suicide (rule 11), which needs a
 * permanently prohibited location, cannot occur. A cycle is never removed: the game ends as soon
 * as a situation is similar to a former one (below), before anyone could remove it.
 *
 * <p>The game ends, checked in every situation including the first:
 * <ul>
 *   <li>{@link Ending#PROVER_FORMATION}: the prover has built a two-eye formation on the set —
 *       the prover wins (rules 14, 16, 17);
 *   <li>{@link Ending#SIMILAR_SITUATION}: the situation is similar to a former one (rule 8) — the
 *       refuter wins (rule 17's reading of "cannot be prevented": a repetition proves nothing);
 *   <li>{@link Ending#GAME_OVER}: a pass followed by the opponent's pass ends the game (rule 4)
 *       and no formation was built — the refuter wins;
 *   <li>{@link Ending#REFUTER_FORMATION}: the refuter has built a two-eye formation that includes
 *       a location of the set (rule 17's second ending) — the refuter wins. In a control test this
 *       is a sound shortcut, not a rule: such a formation can never be broken (each of its eyes is
 *       suicide for the prover), so the prover can never own that location;
 *   <li>{@link Ending#REFUTER_ON_BORDER} (disputes only): the refuter put a stone on a location
 *       of the set that neighbours a location outside it (rule 17's first ending).
 * </ul>
 *
 * <p>A {@link State} is a situation in the sense of rule 8: the stones, the player who has just got
 * the turn, the passes needed to end the game, and the temporarily prohibited location; whether
 * the game is over is kept beside it.
 */
public final class ControlGame {
    /** The move that is a pass, beside the locations {@code 0 .. size-1}. */
    public static final int PASS = -1;

    /** Which of rule 17's ending conditions apply. */
    public enum Rules {
        /** Rule 14's control test: the prover's formation, similarity, the end by passes (and the sound refuter-formation shortcut). */
        CONTROL_TEST,
        /** Rule 17's play-out of a dispute: all four endings, and the end by passes. */
        DISPUTE
    }

    /** How a game of the control test or a dispute ended. */
    public enum Ending {
        PROVER_FORMATION("the prover has built a two-eye formation on the set", true),
        SIMILAR_SITUATION("the situation is similar to a former one", false),
        GAME_OVER("the game ended by two passes without a two-eye formation of the prover", false),
        REFUTER_FORMATION("the refuter has built a two-eye formation that includes a location of the set", false),
        REFUTER_ON_BORDER("the refuter put a stone on a location of the set next to a location outside it", false);

        private final String description;
        private final boolean proverWins;

        Ending(String description, boolean proverWins) {
            this.description = description;
            this.proverWins = proverWins;
        }

        public String description() {
            return description;
        }

        public boolean proverWins() {
            return proverWins;
        }
    }

    private final TransformedPosition start;
    private final Graph graph;
    private final Player prover;
    private final Rules rules;
    private final boolean[] inSet;
    private final boolean[] border;
    private final int[] setLocs;
    private final int[] zobrist; // per location and occupant code, index 3 * loc + code
    private int removedHash; // the hash change of the stones removeString emptied
    // scratch for flood fills
    private final int[] stack;
    private final int[] mark;
    private int stamp;
    private final int[] libertyMark;
    private int libertyStamp;

    public ControlGame(TransformedPosition start, Rules rules) {
        this.start = start;
        this.graph = start.position().graph();
        this.prover = start.prover();
        this.rules = rules;
        int n = graph.size();
        this.inSet = new boolean[n];
        this.border = new boolean[n];
        start.set().forEach(loc -> inSet[loc] = true);
        this.setLocs = start.set().toSortedArray();
        this.zobrist = new java.util.Random(0x5A17E5L).ints(3L * n).toArray();
        for (int loc : setLocs) {
            for (int k = 0; k < graph.degree(loc); k++) {
                if (!inSet[graph.neighbour(loc, k)]) border[loc] = true;
            }
        }
        this.stack = new int[n];
        this.mark = new int[n];
        this.libertyMark = new int[n];
    }

    public TransformedPosition start() {
        return start;
    }

    public Graph graph() {
        return graph;
    }

    public Player prover() {
        return prover;
    }

    public Rules rules() {
        return rules;
    }

    public ImmutableIntSet set() {
        return start.set();
    }

    /** Whether {@code loc} is a location of the set with a neighbour outside it. */
    public boolean isBorder(int loc) {
        return border[loc];
    }

    /**
     * A situation (LJ rule 8) and whether the game is over. Immutable; equality is rule 8's
     * similarity plus the game-over flag. Excluded: the history, the turn number, captives.
     */
    public static final class State {
        private final byte[] cells;
        private final Player toMove;
        private final int passesNeeded;
        private final int ko; // the temporarily prohibited location, or -1
        private final boolean over;
        private final int cellsHash;
        private final int hash;

        /** {@code cellsHash}: any hash of {@code cells} that equal cells share (the game's, over the set). */
        State(byte[] cells, Player toMove, int passesNeeded, int ko, boolean over, int cellsHash) {
            this.cells = cells;
            this.toMove = toMove;
            this.passesNeeded = passesNeeded;
            this.ko = ko;
            this.over = over;
            this.cellsHash = cellsHash;
            this.hash = ((cellsHash * 31 + toMove.ordinal()) * 31 + passesNeeded) * 31 + ko + (over ? 17 : 0);
        }

        public Player toMove() {
            return toMove;
        }

        public int passesNeeded() {
            return passesNeeded;
        }

        /** The temporarily prohibited location, or -1. */
        public int koLocation() {
            return ko;
        }

        public boolean isOver() {
            return over;
        }

        public int code(int loc) {
            return cells[loc];
        }

        byte[] cells() {
            return cells;
        }

        public Position position(Graph graph) {
            Occupant[] o = new Occupant[cells.length];
            for (int loc = 0; loc < cells.length; loc++) o[loc] = Occupant.ofCode(cells[loc]);
            return Position.of(graph, o);
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) return true;
            if (!(other instanceof State)) return false;
            State s = (State) other;
            return hash == s.hash && toMove == s.toMove && passesNeeded == s.passesNeeded && ko == s.ko
                    && over == s.over && Arrays.equals(cells, s.cells);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** The first situation: the transformed position, the refuter to move, nothing prohibited (rule 14). */
    public State initial() {
        Position p = start.position();
        byte[] cells = new byte[graph.size()];
        for (int loc = 0; loc < cells.length; loc++) cells[loc] = (byte) p.code(loc);
        return new State(cells, prover.opponent(), 2, -1, false, cellsHash(cells));
    }

    /**
     * The situation after {@code move} ({@link #PASS} or a location) by the player to move; empty if
     * the move is illegal (occupied, temporarily prohibited, suicide) or the game is over.
     */
    public Optional<State> play(State s, int move) {
        if (s.over) return Optional.empty();
        Player mover = s.toMove;
        if (move == PASS) {
            boolean over = s.passesNeeded == 1;
            return Optional.of(new State(s.cells, mover.opponent(), s.ko < 0 ? 1 : 2, -1, over, s.cellsHash));
        }
        if (s.cells[move] != 0 || move == s.ko) return Optional.empty();
        byte[] c = s.cells.clone();
        byte own = (byte) mover.stone().code();
        byte theirs = (byte) mover.opponent().stone().code();
        c[move] = own;
        int h = s.cellsHash ^ zobrist[3 * move] ^ zobrist[3 * move + own];
        int captured = 0;
        int lastCaptured = -1;
        for (int k = 0; k < graph.degree(move); k++) {
            int nb = graph.neighbour(move, k);
            if (c[nb] == theirs && !hasLiberty(c, nb)) {
                removedHash = 0;
                int removed = removeString(c, nb);
                h ^= removedHash;
                captured += removed;
                lastCaptured = nb;
            }
        }
        if (captured == 0) {
            if (!hasLiberty(c, move)) return Optional.empty(); // rule 10: suicide
            return Optional.of(new State(c, mover.opponent(), 2, -1, false, h));
        }
        // Rule 12: after placement (before the capture) exactly two stones without liberties, of
        // different colours: the new stone alone, and one captured stone.
        boolean hasOwnNeighbour = false;
        boolean emptyNeighbourBefore = false;
        for (int k = 0; k < graph.degree(move); k++) {
            int nb = graph.neighbour(move, k);
            if (c[nb] == own) hasOwnNeighbour = true;
            if (s.cells[nb] == 0) emptyNeighbourBefore = true;
        }
        boolean ko = captured == 1 && !hasOwnNeighbour && !emptyNeighbourBefore;
        return Optional.of(new State(c, mover.opponent(), 2, ko ? lastCaptured : -1, false, h));
    }

    /**
     * The Zobrist hash of {@code c}: the exclusive or of a fixed random number per location and
     * occupant. {@link #play} updates it with the cells that change instead of reading them all.
     */
    int cellsHash(byte[] c) {
        int h = 0;
        for (int loc = 0; loc < c.length; loc++) h ^= zobrist[3 * loc + c[loc]];
        return h;
    }

    /** Whether the string through {@code loc} has an empty neighbour in {@code c}. */
    private boolean hasLiberty(byte[] c, int loc) {
        int colour = c[loc];
        stamp++;
        int top = 0;
        stack[top++] = loc;
        mark[loc] = stamp;
        while (top > 0) {
            int s = stack[--top];
            for (int k = 0; k < graph.degree(s); k++) {
                int nb = graph.neighbour(s, k);
                if (c[nb] == 0) return true;
                if (c[nb] == colour && mark[nb] != stamp) {
                    mark[nb] = stamp;
                    stack[top++] = nb;
                }
            }
        }
        return false;
    }

    /** Empties the string through {@code loc}; returns its size, and adds its hash change to {@link #removedHash}. */
    private int removeString(byte[] c, int loc) {
        int colour = c[loc];
        int top = 0;
        int count = 0;
        stack[top++] = loc;
        c[loc] = 0;
        while (top > 0) {
            int s = stack[--top];
            count++;
            removedHash ^= zobrist[3 * s + colour] ^ zobrist[3 * s];
            for (int k = 0; k < graph.degree(s); k++) {
                int nb = graph.neighbour(s, k);
                if (c[nb] == colour) {
                    c[nb] = 0;
                    stack[top++] = nb;
                }
            }
        }
        return count;
    }

    /**
     * The ending reached in {@code s} apart from similarity (which needs the history): the prover's
     * formation, the game over, the refuter's formation through the set, and — in a dispute, when
     * {@code lastMove} was the refuter's stone — a refuter stone on the border of the set.
     */
    public Optional<Ending> ending(State s, int lastMove) {
        if (proverFormation(s.cells)) {
            return Optional.of(Ending.PROVER_FORMATION);
        }
        if (s.over) return Optional.of(Ending.GAME_OVER);
        if (rules == Rules.DISPUTE && lastMove >= 0 && border[lastMove]
                && s.cells[lastMove] == prover.opponent().stone().code()) {
            return Optional.of(Ending.REFUTER_ON_BORDER);
        }
        if (refuterFormationInSet(s)) return Optional.of(Ending.REFUTER_FORMATION);
        return Optional.empty();
    }

    /**
     * Whether the refuter's largest formation ({@link TwoEyeFormation#largest}) includes a location
     * of the set. A location of the set is in it only as an eye — empty, with neighbours, all of
     * them his stones — or as a stone whose string touches at least two such locations; when no
     * location of the set is either, the answer is no without the fixed point (a necessary
     * condition, so the answer is the fixed point's; {@code ControlGameProperties}).
     */
    boolean refuterFormationInSet(State s) {
        byte[] c = s.cells;
        int theirs = prover.opponent().stone().code();
        boolean candidate = false;
        for (int loc : setLocs) {
            if (c[loc] == 0 ? eyeOf(c, loc, theirs) : c[loc] == theirs && touchesTwoEyes(c, loc, theirs)) {
                candidate = true;
                break;
            }
        }
        if (!candidate) return false;
        boolean[] f = TwoEyeFormation.largestMask(graph, c, prover.opponent());
        for (int loc : setLocs) {
            if (f[loc]) return true;
        }
        return false;
    }

    /** Whether empty {@code loc} has neighbours, all of them stones of colour {@code colour}. */
    private boolean eyeOf(byte[] c, int loc, int colour) {
        if (graph.degree(loc) == 0) return false;
        for (int k = 0; k < graph.degree(loc); k++) {
            if (c[graph.neighbour(loc, k)] != colour) return false;
        }
        return true;
    }

    /** Whether the string through {@code loc} touches two empty locations that are eyes of its colour. */
    private boolean touchesTwoEyes(byte[] c, int loc, int colour) {
        return emptyNeighbours(c, loc, colour, ++stamp, nb -> eyeOf(c, nb, colour), 2) == 2;
    }

    /**
     * Floods the string of {@code colour} through {@code loc}, marking its stones with {@code done},
     * and counts the distinct empty locations next to it that {@code counted} accepts; stops as soon
     * as {@code enough} are found (the stones not reached then stay unmarked).
     */
    private int emptyNeighbours(byte[] c, int loc, int colour, int done, java.util.function.IntPredicate counted,
            int enough) {
        int seen = ++libertyStamp;
        int found = 0;
        int top = 0;
        stack[top++] = loc;
        mark[loc] = done;
        while (top > 0) {
            int v = stack[--top];
            for (int k = 0; k < graph.degree(v); k++) {
                int nb = graph.neighbour(v, k);
                if (c[nb] == 0) {
                    if (libertyMark[nb] != seen) {
                        libertyMark[nb] = seen;
                        if (counted.test(nb) && ++found == enough) return found;
                    }
                } else if (c[nb] == colour && mark[nb] != done) {
                    mark[nb] = done;
                    stack[top++] = nb;
                }
            }
        }
        return found;
    }

    /**
     * Whether the prover has built a two-eye formation on the set in {@code c}: exactly
     * {@code TwoEyeFormation.whyNot(graph, c, prover, set).isEmpty()}, without the words and on
     * the game's own arrays (held to it by {@code ControlGameProperties}).
     */
    boolean proverFormation(byte[] c) {
        if (setLocs.length == 0) return false;
        int own = prover.stone().code();
        for (int x : setLocs) {
            int cx = c[x];
            if ((cx != 0 && cx != own) || graph.degree(x) == 0) return false;
            for (int k = 0; k < graph.degree(x); k++) {
                int y = graph.neighbour(x, k);
                if (!inSet[y] && (cx != own || c[y] == own)) return false; // rule 15
                if (cx == 0 && c[y] == 0) return false; // an eye with an empty neighbour
            }
        }
        // each string on the set: two liberties in the set (it lies wholly in the set, which is bordered)
        int done = ++stamp;
        for (int x : setLocs) {
            if (c[x] != own || mark[x] == done) continue;
            if (emptyNeighbours(c, x, own, done, nb -> inSet[nb], Integer.MAX_VALUE) < 2) return false;
        }
        return true;
    }

    /** The legal moves of the player to move: every empty location where a stone may go, then the pass. */
    public int[] legalMoves(State s) {
        int[] moves = new int[graph.size() + 1];
        int k = 0;
        for (int loc = 0; loc < graph.size(); loc++) {
            if (s.cells[loc] == 0 && play(s, loc).isPresent()) moves[k++] = loc;
        }
        moves[k++] = PASS;
        return Arrays.copyOf(moves, k);
    }

    /** Whether {@code loc} is in the set. */
    public boolean inSet(int loc) {
        return loc >= 0 && inSet[loc];
    }
}
