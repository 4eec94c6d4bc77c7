package org.shinpan.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import org.eclipse.collections.api.block.procedure.primitive.IntProcedure;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.api.list.primitive.MutableIntList;

/**
 * The mutable board: the physics of a play on any {@link Graph} — put a stone, remove the
 * opposing strings left without liberty, then (by the {@link SuicideRule}) refuse or carry out a
 * suicide (J2003 v35a, Definitions 1, "play" with {capture} and {no suicide}; LJ rule 6) — with
 * undo and an incremental Zobrist hash.
 *
 * <p>Passes, ko, superko and every other history rule live in the rule sets, not here.
 *
 * <h2>Representation</h2>
 * All state is in one int array, in segments: the occupant code of each location; for each stone
 * the head (representative) of its string and the next stone of the string's circular list; for
 * each head the string's size and its pseudo-liberties (the number of pairs stone–empty neighbour,
 * so a string has a liberty iff the count is positive). Every write goes through {@link #set},
 * which logs the old value; {@link #undo} replays the log backwards. Nothing is allocated per play
 * once the log has grown.
 *
 * <p>Invariant (checked by {@link #checkConsistency}): after every completed play and undo, every
 * string has a liberty, the segments agree with a from-scratch recomputation, and
 * {@link #positionHash} equals {@link Zobrist#positionHash} of {@link #toPosition}.
 */
public final class Board {
    private final Graph graph;
    private final int n;
    private final int[] adj;
    private final int[] adjStart;
    private final long[] keys;
    private final SuicideRule suicideRule;

    // Segment offsets into s.
    private final int head;
    private final int next;
    private final int plib;
    private final int size;
    private final int[] s;

    private int[] journal = new int[256]; // (index, old value) pairs
    private int journalTop;

    // One record per play on the undo stack.
    private int depth;
    private int[] marks = new int[64];
    private long[] hashes = new long[64];
    private int[] playLocs = new int[64];
    private int[] captures = new int[64];
    private int[] singleCaptures = new int[64];
    private int[] suicides = new int[64];

    private long hash;

    // Scratch marks for liberty counting without allocation.
    private final int[] stamp;
    /** Scratch of {@link #load}. */
    private final boolean[] seen;
    private final int[] stack;
    private int stampValue;

    /** An empty board on {@code graph} where suicide is prohibited. */
    public Board(Graph graph) {
        this(Position.empty(graph), SuicideRule.PROHIBITED);
    }

    /**
     * A board holding {@code position}.
     *
     * @throws IllegalArgumentException if some string of the position has no liberty
     */
    public Board(Position position, SuicideRule suicideRule) {
        this.graph = position.graph();
        this.n = graph.size();
        this.adj = graph.adjacency();
        this.adjStart = graph.adjacencyStart();
        this.keys = Zobrist.table(n);
        this.suicideRule = suicideRule;
        this.head = n;
        this.next = 2 * n;
        this.plib = 3 * n;
        this.size = 4 * n;
        this.s = new int[5 * n];
        this.stamp = new int[n];
        this.seen = new boolean[n];
        this.stack = new int[n];
        load(position.codes());
    }

    /**
     * Sets this board to {@code position} (of the same graph), as a new board would hold it, and
     * forgets every play it could undo; cheaper than a new board in a loop.
     *
     * @throws IllegalArgumentException if the graph differs or some string of the position has no liberty
     */
    public void reset(Position position) {
        if (position.graph() != graph) throw new IllegalArgumentException("a position of another graph");
        load(position.codes());
    }

    /**
     * Sets this board to the position whose location {@code loc} holds the occupant of code
     * {@code codes[loc]} ({@link Occupant#code}), as {@link #reset(Position)} does, without making
     * the position; {@code codes} is read, not kept.
     *
     * @throws IllegalArgumentException if the length differs from the graph's size or some string
     *     of the position has no liberty
     */
    public void reset(byte[] codes) {
        if (codes.length != n) throw new IllegalArgumentException(codes.length + " codes for " + n + " locations");
        load(codes);
    }

    private void load(byte[] codes) {
        Arrays.fill(s, 0);
        Arrays.fill(seen, false);
        hash = 0;
        for (int loc = 0; loc < n; loc++) {
            int c = codes[loc];
            s[loc] = c;
            if (c != 0) {
                hash ^= keys[2 * loc + c - 1];
            }
        }
        int bad = -1;
        for (int loc = 0; loc < n; loc++) {
            if (s[loc] == 0 || seen[loc]) continue;
            // Flood the string of loc; link its stones in one circular list headed by loc.
            int c = s[loc];
            int top = 0;
            int prev = loc;
            int count = 0;
            int pseudo = 0;
            stack[top++] = loc;
            seen[loc] = true;
            while (top > 0) {
                int st = stack[--top];
                s[head + st] = loc;
                if (st != loc) {
                    s[next + prev] = st;
                    prev = st;
                }
                count++;
                for (int i = adjStart[st]; i < adjStart[st + 1]; i++) {
                    int q = adj[i];
                    if (s[q] == 0) {
                        pseudo++;
                    } else if (s[q] == c && !seen[q]) {
                        seen[q] = true;
                        stack[top++] = q;
                    }
                }
            }
            s[next + prev] = loc;
            s[size + loc] = count;
            s[plib + loc] = pseudo;
            if (pseudo == 0 && bad < 0) bad = loc;
        }
        journalTop = 0;
        depth = 0;
        if (bad >= 0) {
            throw new IllegalArgumentException(
                    "the string at " + graph.label(bad) + " has no liberty: not a position of play");
        }
    }

    public Graph graph() {
        return graph;
    }

    public SuicideRule suicideRule() {
        return suicideRule;
    }

    public Occupant occupant(int loc) {
        return Occupant.ofCode(s[loc]);
    }

    /** Occupant code of {@code loc}: 0 empty, 1 black, 2 white. */
    public int code(int loc) {
        return s[loc];
    }

    public boolean isEmpty(int loc) {
        return s[loc] == 0;
    }

    /** The Zobrist hash of the stones, kept incrementally (see {@link Zobrist}). */
    public long positionHash() {
        return hash;
    }

    /** The number of plays that {@link #undo} can take back. */
    public int depth() {
        return depth;
    }

    /** An immutable snapshot of the stones. */
    public Position toPosition() {
        byte[] c = new byte[n];
        for (int loc = 0; loc < n; loc++) {
            c[loc] = (byte) s[loc];
        }
        return Position.ofCodes(graph, c);
    }

    private void set(int index, int value) {
        if (journalTop + 2 > journal.length) {
            journal = Arrays.copyOf(journal, journal.length * 2);
        }
        journal[journalTop++] = index;
        journal[journalTop++] = s[index];
        s[index] = value;
    }

    /**
     * Whether {@code player} may play on {@code loc}: the location is empty and, where suicide is
     * prohibited, the play would not leave its string without a liberty. Decided without playing.
     */
    public boolean isLegal(int loc, Player player) {
        if (s[loc] != 0) return false;
        if (suicideRule == SuicideRule.ALLOWED) return true;
        int c = player.ordinal() + 1;
        int from = adjStart[loc];
        int to = adjStart[loc + 1];
        for (int i = from; i < to; i++) {
            if (s[adj[i]] == 0) return true;
        }
        for (int i = from; i < to; i++) {
            int q = adj[i];
            int h = s[head + q];
            // How many of loc's neighbours belong to the string of q: the pseudo-liberties it loses.
            int shared = 0;
            for (int j = from; j < to; j++) {
                int r = adj[j];
                if (s[r] != 0 && s[head + r] == h) shared++;
            }
            if (s[q] == c) {
                if (s[plib + h] > shared) return true; // keeps a liberty elsewhere
            } else if (s[plib + h] == shared) {
                return true; // captures
            }
        }
        return false;
    }

    /**
     * Plays a stone of {@code player} on {@code loc}.
     *
     * @return the number of opposing stones captured
     * @throws IllegalMoveException if the location is occupied, or the play is a suicide and
     *     suicide is prohibited; the board is then unchanged
     */
    public int play(int loc, Player player) {
        if (s[loc] != 0) {
            throw new IllegalMoveException(IllegalMoveException.Reason.OCCUPIED, loc, graph.label(loc));
        }
        if (!tryPlay(loc, player)) {
            throw new IllegalMoveException(IllegalMoveException.Reason.SUICIDE, loc, graph.label(loc));
        }
        return captures[depth - 1];
    }

    /**
     * Plays if {@link #isLegal}, else leaves the board unchanged.
     *
     * @return whether the play was made
     */
    public boolean tryPlay(int loc, Player player) {
        if (!isLegal(loc, player)) return false;
        int c = player.ordinal() + 1;
        int oc = 3 - c;
        pushRecord(loc);
        set(loc, c);
        set(head + loc, loc);
        set(next + loc, loc);
        set(size + loc, 1);
        set(plib + loc, 0);
        hash ^= keys[2 * loc + c - 1];
        int from = adjStart[loc];
        int to = adjStart[loc + 1];
        int h = loc;
        int empties = 0;
        for (int i = from; i < to; i++) {
            int q = adj[i];
            int qc = s[q];
            if (qc == 0) {
                empties++;
            } else {
                int qh = s[head + q];
                set(plib + qh, s[plib + qh] - 1);
                if (qc == c && qh != h) {
                    h = merge(h, qh);
                }
            }
        }
        set(plib + h, s[plib + h] + empties);
        int captured = 0;
        int single = -1;
        for (int i = from; i < to; i++) {
            int q = adj[i];
            if (s[q] == oc && s[plib + s[head + q]] == 0) {
                int removed = removeString(s[head + q]);
                single = captured == 0 && removed == 1 ? q : -1;
                captured += removed;
            }
        }
        int suicided = 0;
        if (s[plib + h] == 0) {
            suicided = removeString(h); // only reached where suicide is allowed
        }
        captures[depth - 1] = captured;
        singleCaptures[depth - 1] = single;
        suicides[depth - 1] = suicided;
        return true;
    }

    private void pushRecord(int loc) {
        if (depth == marks.length) {
            int len = depth * 2;
            marks = Arrays.copyOf(marks, len);
            hashes = Arrays.copyOf(hashes, len);
            playLocs = Arrays.copyOf(playLocs, len);
            captures = Arrays.copyOf(captures, len);
            singleCaptures = Arrays.copyOf(singleCaptures, len);
            suicides = Arrays.copyOf(suicides, len);
        }
        marks[depth] = journalTop;
        hashes[depth] = hash;
        playLocs[depth] = loc;
        depth++;
    }

    /** Joins the strings headed by {@code a} and {@code b}; returns the head of the union. */
    private int merge(int a, int b) {
        int big = a;
        int small = b;
        if (s[size + a] < s[size + b]) {
            big = b;
            small = a;
        }
        int st = small;
        do {
            set(head + st, big);
            st = s[next + st];
        } while (st != small);
        int bigNext = s[next + big];
        set(next + big, s[next + small]);
        set(next + small, bigNext);
        set(size + big, s[size + big] + s[size + small]);
        set(plib + big, s[plib + big] + s[plib + small]);
        return big;
    }

    /** Removes the string headed by {@code h}; returns its size. */
    private int removeString(int h) {
        int count = s[size + h];
        int st = h;
        do {
            int c = s[st];
            set(st, 0);
            hash ^= keys[2 * st + c - 1];
            st = s[next + st];
        } while (st != h);
        // Each removed stone gives a liberty back to every neighbouring string.
        st = h;
        do {
            for (int i = adjStart[st]; i < adjStart[st + 1]; i++) {
                int q = adj[i];
                if (s[q] != 0) {
                    int qh = s[head + q];
                    set(plib + qh, s[plib + qh] + 1);
                }
            }
            st = s[next + st];
        } while (st != h);
        return count;
    }

    /**
     * Takes back the last play.
     *
     * @throws IllegalStateException when there is none
     */
    public void undo() {
        if (depth == 0) {
            throw new IllegalStateException("no play to undo");
        }
        depth--;
        int mark = marks[depth];
        int[] j = journal;
        for (int t = journalTop - 2; t >= mark; t -= 2) {
            s[j[t]] = j[t + 1];
        }
        journalTop = mark;
        hash = hashes[depth];
    }

    /** The location of the last play; -1 if there is none to undo. */
    public int lastPlay() {
        return depth == 0 ? -1 : playLocs[depth - 1];
    }

    /** The number of opposing stones the last play captured. */
    public int lastCaptureCount() {
        requirePlay();
        return captures[depth - 1];
    }

    /**
     * Where the single stone the last play captured stood, or -1 unless the last play captured
     * exactly one stone (the ko-capture test of J2003 v35a, Definitions 2, needs it).
     */
    public int lastSingleCapture() {
        requirePlay();
        return singleCaptures[depth - 1];
    }

    /** The number of own stones the last play removed by suicide (0 unless suicide is allowed). */
    public int lastSuicideCount() {
        requirePlay();
        return suicides[depth - 1];
    }

    private void requirePlay() {
        if (depth == 0) throw new IllegalStateException("no play has been made");
    }

    /** The head of the string through the stone on {@code loc}: equal heads, same string. */
    public int stringHead(int loc) {
        requireStone(loc);
        return s[head + loc];
    }

    /** The number of stones of the string through {@code loc}. */
    public int stringSize(int loc) {
        requireStone(loc);
        return s[size + s[head + loc]];
    }

    /** Calls {@code action} with each stone of the string through {@code loc}. */
    public void forEachStone(int loc, IntProcedure action) {
        requireStone(loc);
        int st = loc;
        do {
            action.value(st);
            st = s[next + st];
        } while (st != loc);
    }

    /** Whether {@code test} accepts some stone of the string through {@code loc}; allocates nothing. */
    public boolean anyStone(int loc, IntPredicate test) {
        requireStone(loc);
        int st = loc;
        do {
            if (test.test(st)) return true;
            st = s[next + st];
        } while (st != loc);
        return false;
    }

    /** Whether {@code test} accepts some liberty of the string through {@code loc}; allocates nothing. */
    public boolean anyLiberty(int loc, IntPredicate test) {
        requireStone(loc);
        int st = loc;
        do {
            for (int i = adjStart[st]; i < adjStart[st + 1]; i++) {
                int q = adj[i];
                if (s[q] == 0 && test.test(q)) return true;
            }
            st = s[next + st];
        } while (st != loc);
        return false;
    }

    /** The stones of the string through {@code loc}, ascending. */
    public IntList stringStones(int loc) {
        MutableIntList stones = IntLists.mutable.empty();
        forEachStone(loc, stones::add);
        return stones.sortThis().toImmutable();
    }

    /** Whether the string through {@code loc} has a liberty (always true between plays). */
    public boolean hasLiberty(int loc) {
        requireStone(loc);
        return s[plib + s[head + loc]] > 0;
    }

    /** The exact number of liberties of the string through {@code loc}. */
    public int libertyCount(int loc) {
        return visitLiberties(loc, null);
    }

    /** The liberties of the string through {@code loc}, ascending. */
    public IntList liberties(int loc) {
        MutableIntList libs = IntLists.mutable.empty();
        visitLiberties(loc, libs);
        return libs.sortThis().toImmutable();
    }

    /** Counts the liberties of the string through {@code loc}, adding them to {@code into} if given. */
    private int visitLiberties(int loc, MutableIntList into) {
        requireStone(loc);
        int v = nextStamp();
        int count = 0;
        int st = loc;
        do {
            for (int i = adjStart[st]; i < adjStart[st + 1]; i++) {
                int q = adj[i];
                if (s[q] == 0 && stamp[q] != v) {
                    stamp[q] = v;
                    count++;
                    if (into != null) into.add(q);
                }
            }
            st = s[next + st];
        } while (st != loc);
        return count;
    }

    /** The string through {@code loc} as a value. */
    public StoneString stringAt(int loc) {
        return new StoneString(Occupant.ofCode(s[loc]).player(), stringStones(loc), liberties(loc));
    }

    /** Every string, ordered by smallest location. */
    public List<StoneString> strings() {
        List<StoneString> result = new ArrayList<>();
        boolean[] seenHead = new boolean[n];
        for (int loc = 0; loc < n; loc++) {
            if (s[loc] != 0 && !seenHead[s[head + loc]]) {
                seenHead[s[head + loc]] = true;
                result.add(stringAt(loc));
            }
        }
        return result;
    }

    private int nextStamp() {
        if (++stampValue == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            stampValue = 1;
        }
        return stampValue;
    }

    private void requireStone(int loc) {
        if (s[loc] == 0) {
            throw new IllegalArgumentException(graph.label(loc) + " is empty");
        }
    }

    /**
     * Recomputes strings, sizes, pseudo-liberties and the hash from the occupants alone and
     * compares them with the incremental state.
     *
     * @throws IllegalStateException describing the first disagreement
     */
    public void checkConsistency() {
        Position p = toPosition();
        if (hash != Zobrist.positionHash(p)) {
            throw new IllegalStateException("incremental hash differs from the recomputed one");
        }
        for (StoneString str : p.strings()) {
            int h = s[head + str.anchor()];
            if (s[h] != s[str.anchor()] || !str.contains(h)) {
                throw new IllegalStateException("head of " + str.describe(graph) + " is not one of its stones");
            }
            int pseudo = 0;
            for (int i = 0; i < str.size(); i++) {
                int st = str.stones().get(i);
                if (s[head + st] != h) {
                    throw new IllegalStateException(graph.label(st) + " has the wrong head");
                }
                for (int k = 0; k < graph.degree(st); k++) {
                    if (s[graph.neighbour(st, k)] == 0) pseudo++;
                }
            }
            if (s[size + h] != str.size()) {
                throw new IllegalStateException("size of " + str.describe(graph) + " is " + s[size + h]);
            }
            if (s[plib + h] != pseudo) {
                throw new IllegalStateException("pseudo-liberties of " + str.describe(graph) + " are " + s[plib + h]
                        + ", recomputed " + pseudo);
            }
            if (pseudo == 0) {
                throw new IllegalStateException(str.describe(graph) + " has no liberty");
            }
            if (!stringStones(h).equals(str.stones())) {
                throw new IllegalStateException("stone list of " + str.describe(graph) + " is broken");
            }
        }
    }

    @Override
    public String toString() {
        return Diagram.print(toPosition());
    }
}
