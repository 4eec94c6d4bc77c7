package org.shinpan.hypo;

import java.util.Arrays;
import java.util.List;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.WordGraph;
import org.shinpan.rules.Move;
import org.shinpan.search.Arena;

/**
 * The graph of hypothetical-sequences with every node packed into a few longs — the lazy solver's
 * {@link SequenceGraph}. It implements the rules of {@link HypotheticalGame} a second time, for
 * speed and memory; the differential property tests hold the solvers built on the two graphs
 * equal.
 *
 * <p>A node's key: the position at two bits per intersection; one word of flags (player to move,
 * last move a pass, sequence ended, number of bans); the bits of the tracked final-strings that
 * have lost their original stones (the target is bit 0); then the pending bans, ascending, one word
 * each ({@code player << 40 | at << 20 | captures}). The fixed words (all but the bans) of node
 * {@code v} stand at {@code v * fixedWords} in one {@code long} pool, so a node's number gives its
 * key without a further look-up; the bans, which most nodes lack, in a second pool. Keys are found
 * through an open-addressing table of node numbers, each beside its key's hash.
 *
 * <p>Option (not J2003; docs/tsumego.md, "Unlimited ko threats"): a <em>ko master</em> X. X's
 * ko-captures are never banned and no ban is ever recorded against X; the other player Y keeps the
 * J2003 bans from X's ko-captures, may not ko-pass, and its bans last until X ko-passes. X may
 * ko-pass exactly when J2003 would let Y ko-pass: while Y has a ko-capture that would be legal as a
 * play but is banned. With no ko master ({@code null}) the graph is J2003's.
 */
final class CompactHypoGraph implements SequenceGraph {
    private static final long TO_MOVE_WHITE = 1;
    private static final long LAST_WAS_PASS = 2;
    private static final long ENDED = 4;
    /** The sink of a play that a sealed area's rules forbid to the proving side (see {@link SealedArea}). */
    private static final long PENALTY = 8;
    private static final int BAN_COUNT_SHIFT = 8;
    private static final int PASS = -1;
    private static final int KO_PASS = -2;
    private static final int LOOP = Integer.MIN_VALUE;

    private final Graph graph;
    private final int n;
    private final Player attacker;
    private final Player owner;
    private final int[] trackedIndexAt;
    private final boolean stopAtCapture;
    /** The local area of a no-permanent-stone test; null for the capture test. */
    private final int[] local;
    /** The extra rules of a sealed or enclosed area's small board, or null on a whole board. */
    private final SealedArea.Rules rules;
    /**
     * Per location of a small board, whether a banned ko-capture of the proving side there is no
     * ground for its ko-pass: the location neighbours a wall of the other side (null: none such).
     * On the whole board that wall may have lost its outside liberties, and then the same retake
     * would take it too and be no ko-capture, with no ban and no ko-pass (docs/j2003.md, "Sealed
     * areas", the projection's item 2).
     */
    private final boolean[] noProverKoPassAt;
    /**
     * Per intersection, on an enclosed area's board: a stone of the attacker's enclosing blocks,
     * whose loss ends the test lost for the attacker ({@link EnclosedArea}); null elsewhere.
     */
    private final boolean[] guarded;
    /** {@link #scratchBoard}'s board: a graph is expanded by one thread at a time. */
    private ScratchBoard scratch;
    /*
     * The other scratch of expand, made at the first expansion: the node's board codes and
     * occupants, the successors and their moves, and the successors' keys (keys, from keyFrom[i],
     * with hash keyHash[i]) before they are looked up.
     */
    private byte[] before;
    private Occupant[] occupants;
    private int[] succ;
    private int[] codes;
    private long[] keys;
    private int[] keyFrom;
    private int[] keyHash;
    /** The sum of the words {@link #lookUp} reads ahead; never used. */
    private long touched;
    /** The player with unlimited ko threats, or null for J2003's hypothetical game. */
    private final Player koMaster;
    private final int boardWords;
    private final int lostWords;
    private final int fixedWords; // board + flags + lost

    /*
     * Every array starts small and grows: most tests are on small boards (enclosed and sealed
     * areas, thousands of them on a graph of many components), and allocating tens of kilobytes
     * for each was most of their cost.
     */
    /** The fixed words of node v's key at {@code v * fixedWords}. */
    private long[] pool = new long[1 << 8];
    private int size;
    /** The pending bans of node v's key from {@code banStart[v]}, as many as its flags count. */
    private long[] banPool = new long[64];
    private int banTop;
    private int[] banStart = new int[64];
    /** Per slot: the key's hash in the high half, node + 1 in the low half; 0 = free. */
    private long[] table = new long[1 << 8];

    /*
     * The moves of the expanded nodes, in two parallel pools: an expanded node's entry starts at
     * edgeStart[node] (0 while it is not expanded; entry 0 is never used) with a header in edges,
     * its number of moves, the SETTLED bit and the KEPT bit, followed by one successor per move; moveCodes holds
     * the move at the same index: the intersection of a play, with the EYE_FILL bit where it fills
     * the mover's own eye (the walks of LazySolver ask that of every move, every round), or PASS,
     * KO_PASS, LOOP. The moves' captures are read off the keys.
     */
    private static final int SETTLED = 1 << 30;
    /** With SETTLED: settled by the owner's keep ({@link #isKeptByOwner}). */
    private static final int KEPT = 1 << 29;
    private static final int COUNT_MASK = KEPT - 1;
    private static final int EYE_FILL = 1 << 30;
    private int[] edgeStart = new int[64];
    private int[] edges = new int[1 << 8];
    private int[] moveCodes = new int[1 << 8];
    private int edgeTop = 1;
    /** The expanded nodes: each has one header in edges. */
    private int expandedCount;

    private long bytes = TableBytes.array(pool.length, Long.BYTES) + TableBytes.array(banPool.length, Long.BYTES)
            + 2 * TableBytes.array(banStart.length, Integer.BYTES)
            + TableBytes.array(table.length, Long.BYTES) + 2 * TableBytes.array(edges.length, Integer.BYTES);

    /**
     * The graph of one test.
     *
     * @param tracked       the target first, then the owner's other strings on the local area
     * @param stopAtCapture whether capture ends the play (the capture test)
     * @param local         the local area of a no-permanent-stone test, null for the capture test
     */
    CompactHypoGraph(FinalPosition position, List<FinalString> tracked, boolean stopAtCapture, int[] local) {
        this(position, tracked, stopAtCapture, local, null, null);
    }

    /**
     * The graph of one test with {@code koMaster} having unlimited ko threats (null: J2003's
     * hypothetical game, as the other constructor).
     */
    CompactHypoGraph(FinalPosition position, List<FinalString> tracked, boolean stopAtCapture, int[] local,
            Player koMaster) {
        this(position, tracked, stopAtCapture, local, null, koMaster);
    }

    /** A no-permanent-stone test on a sealed area's small board, under {@code rules}, with {@code koMaster} or null. */
    CompactHypoGraph(FinalPosition position, List<FinalString> tracked, int[] local, SealedArea.Rules rules,
            Player koMaster) {
        this(position, tracked, false, local, rules, koMaster);
    }

    /** The capture test on a sealed area's small board, under its {@code rules} (or the whole board, rules null). */
    CompactHypoGraph(FinalPosition position, FinalString target, SealedArea.Rules rules) {
        this(position, List.of(target), true, null, rules, null);
    }

    /**
     * The capture test on a sealed area's small board, under its {@code rules}, with {@code koMaster}
     * (docs/j2003.md, "Sealed areas", "With a ko master") or null.
     */
    CompactHypoGraph(FinalPosition position, FinalString target, SealedArea.Rules rules, Player koMaster) {
        this(position, List.of(target), true, null, rules, koMaster);
    }

    private CompactHypoGraph(FinalPosition position, List<FinalString> tracked, boolean stopAtCapture, int[] local,
            SealedArea.Rules rules, Player koMaster) {
        this(position, tracked.get(0).player(), HypoGraph.trackedIndexAt(position, tracked), tracked.size(),
                stopAtCapture, local, rules, null, koMaster);
    }

    /**
     * The capture test on an enclosed area's board ({@link EnclosedArea}): the target is every
     * stone marked in {@code target} (all {@code owner}'s), captured as soon as any of them is; a
     * play that removes a {@code guarded} stone (null: none) ends the test lost for the attacker;
     * nobody plays where {@code rules.playable()} is false, and {@code rules.penalized()} (null:
     * nobody) loses at once by a play that leaves one of the other side's {@code rules.wall()}
     * nodes without a playable liberty (the cut of an open region, docs/j2003.md "Open regions").
     */
    CompactHypoGraph(FinalPosition position, Player owner, boolean[] target, boolean[] guarded, SealedArea.Rules rules,
            Player koMaster) {
        this(position, owner, targetIndex(target), 1, true, null, rules, guarded, koMaster);
    }

    private static int[] targetIndex(boolean[] target) {
        int[] index = new int[target.length];
        for (int loc = 0; loc < target.length; loc++) index[loc] = target[loc] ? 0 : -1;
        return index;
    }

    private CompactHypoGraph(FinalPosition position, Player owner, int[] trackedIndexAt, int trackedCount,
            boolean stopAtCapture, int[] local, SealedArea.Rules rules, boolean[] guarded, Player koMaster) {
        this.rules = rules;
        this.guarded = guarded;
        this.koMaster = koMaster;
        this.local = local;
        this.noProverKoPassAt = rules == null || rules.penalized() == null ? null
                : nextToAWallOf(position.position(), rules, rules.penalized().opponent());
        if (Arrays.stream(trackedIndexAt).noneMatch(t -> t == 0)) throw new IllegalArgumentException("no target stone");
        this.graph = position.position().graph();
        this.n = graph.size();
        this.owner = owner;
        this.attacker = owner.opponent();
        this.stopAtCapture = stopAtCapture;
        this.trackedIndexAt = trackedIndexAt;
        this.boardWords = (2 * n + 63) / 64;
        this.lostWords = (trackedCount + 63) / 64;
        this.fixedWords = boardWords + 1 + lostWords;
        long[] start = new long[fixedWords];
        for (int loc = 0; loc < n; loc++) {
            setCode(start, loc, position.position().code(loc));
        }
        start[boardWords] = attacker == Player.WHITE ? TO_MOVE_WHITE : 0;
        node(start, fixedWords);
    }

    /** The locations next to a wall node of {@code player}'s under {@code rules}; null where there are none. */
    private static boolean[] nextToAWallOf(Position p, SealedArea.Rules rules, Player player) {
        Graph g = p.graph();
        boolean[] next = new boolean[g.size()];
        boolean any = false;
        int code = player.stone().code();
        for (int w = 0; w < g.size(); w++) {
            if (!rules.wall()[w] || p.code(w) != code) continue;
            for (int k = 0; k < g.degree(w); k++) {
                next[g.neighbour(w, k)] = true;
                any = true;
            }
        }
        return any ? next : null;
    }

    /** The same test started from {@code start}, a key of {@code template}'s. */
    private CompactHypoGraph(CompactHypoGraph template, long[] start) {
        this.rules = template.rules;
        this.noProverKoPassAt = template.noProverKoPassAt;
        this.guarded = template.guarded;
        this.koMaster = template.koMaster;
        this.local = template.local;
        this.graph = template.graph;
        this.n = template.n;
        this.owner = template.owner;
        this.attacker = template.attacker;
        this.stopAtCapture = template.stopAtCapture;
        this.trackedIndexAt = template.trackedIndexAt;
        this.boardWords = template.boardWords;
        this.lostWords = template.lostWords;
        this.fixedWords = template.fixedWords;
        node(start, start.length);
    }

    /** The same test with the owner, not the attacker, to move first. */
    CompactHypoGraph ownerFirst() {
        long[] start = keyOf(0);
        start[boardWords] ^= TO_MOVE_WHITE;
        return new CompactHypoGraph(this, start);
    }

    /**
     * One graph per move of the start state, each starting in the state that move leads to; the
     * moves in the order of {@link #moves}. A move that ends the test at once (a capture in the
     * capture test) gives a graph whose start loops.
     */
    List<CompactHypoGraph> afterEachFirstMove() {
        // the real moves, even where the start is settled (a pass-alive target): the owner's own
        // first move may undo that
        expand(0, false);
        int[] succ = successors(0);
        List<CompactHypoGraph> graphs = new java.util.ArrayList<>();
        for (int w : succ) {
            graphs.add(new CompactHypoGraph(this, keyOf(w)));
        }
        return graphs;
    }

    private static void setCode(long[] key, int loc, int code) {
        setCode(key, 0, loc, code);
    }

    /** {@link #setCode} for the key at {@code from} in {@code keys}. */
    private static void setCode(long[] keys, int from, int loc, int code) {
        int word = from + (loc >>> 5);
        int shift = (loc & 31) << 1;
        keys[word] = (keys[word] & ~(3L << shift)) | ((long) code << shift);
    }

    /** The occupant code of {@code loc} in the node's position. */
    int code(int node, int loc) {
        return (int) (pool[node * fixedWords + (loc >>> 5)] >>> ((loc & 31) << 1)) & 3;
    }

    private long flags(int node) {
        return pool[node * fixedWords + boardWords];
    }

    private int banCount(int node) {
        return (int) (flags(node) >>> BAN_COUNT_SHIFT) & 0xffff;
    }

    /** A copy of the node's whole key: the fixed words, then the bans. */
    private long[] keyOf(int node) {
        int bans = banCount(node);
        long[] key = new long[fixedWords + bans];
        System.arraycopy(pool, node * fixedWords, key, 0, fixedWords);
        System.arraycopy(banPool, banStart[node], key, fixedWords, bans);
        return key;
    }

    private boolean lostBit(int node, int t) {
        return (pool[node * fixedWords + boardWords + 1 + (t >>> 6)] >>> (t & 63) & 1) != 0;
    }

    // ------------------------------------------------------------------ the node table

    private static int hash(long[] key, int length) {
        return hash(key, 0, length);
    }

    /** The hash of {@code length} words of {@code words} from {@code from}. */
    private static int hash(long[] words, int from, int length) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = from; i < from + length; i++) {
            h = (h ^ words[i]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 29;
        }
        return (int) (h ^ (h >>> 32));
    }

    /**
     * The node with this key, created if new. The key's flags word counts its bans, so keys whose
     * fixed words agree have the same length.
     */
    private int node(long[] key, int length) {
        return node(key, 0, length, hash(key, length));
    }

    /** {@link #node(long[], int)} for the key of {@code length} words at {@code from}, of hash {@code h}. */
    private int node(long[] keys, int from, int length, int h) {
        int mask = table.length - 1;
        int free = h & mask;
        for (; ; free = (free + 1) & mask) {
            long entry = table[free];
            if (entry == 0) break;
            if ((int) (entry >>> 32) != h) continue;
            int v = (int) entry - 1;
            if (sameKey(v, keys, from, length)) return v;
        }
        int v = size++;
        if (v == banStart.length) grow();
        int base = v * fixedWords;
        pool = withRoom(pool, base + fixedWords);
        System.arraycopy(keys, from, pool, base, fixedWords);
        int bans = length - fixedWords;
        banPool = withRoom(banPool, banTop + bans);
        System.arraycopy(keys, from + fixedWords, banPool, banTop, bans);
        banStart[v] = banTop;
        banTop += bans;
        long entry = ((long) h << 32) | (v + 1);
        if (2 * size > table.length) {
            rehash();
            insert(table, entry);
        } else {
            // the free slot the probe ended on, where insert would put it
            table[free] = entry;
        }
        return v;
    }

    /** {@code a}, or a copy grown by half (at least to {@code needed}) if it is shorter, counted in {@link #bytes}. */
    private long[] withRoom(long[] a, int needed) {
        if (needed <= a.length) return a;
        long[] more = Arrays.copyOf(a, Math.max(TableBytes.grown(a.length), needed));
        bytes += TableBytes.array(more.length, Long.BYTES) - TableBytes.array(a.length, Long.BYTES);
        return more;
    }

    private boolean sameKey(int v, long[] keys, int from, int length) {
        int s = v * fixedWords;
        for (int i = 0; i < fixedWords; i++) {
            if (pool[s + i] != keys[from + i]) return false;
        }
        int b = banStart[v] - fixedWords;
        for (int i = fixedWords; i < length; i++) {
            if (banPool[b + i] != keys[from + i]) return false;
        }
        return true;
    }

    private static void insert(long[] into, long entry) {
        int mask = into.length - 1;
        int i = (int) (entry >>> 32) & mask;
        while (into[i] != 0) i = (i + 1) & mask;
        into[i] = entry;
    }

    private void rehash() {
        bytes += TableBytes.array(table.length * 2, Long.BYTES) - TableBytes.array(table.length, Long.BYTES);
        long[] bigger = new long[table.length * 2];
        for (long entry : table) if (entry != 0) insert(bigger, entry);
        table = bigger;
    }

    private void grow() {
        int len = TableBytes.grown(banStart.length);
        bytes += 2 * (TableBytes.array(len, Integer.BYTES) - TableBytes.array(banStart.length, Integer.BYTES));
        banStart = Arrays.copyOf(banStart, len);
        edgeStart = Arrays.copyOf(edgeStart, len);
    }

    /** Stores the moves of {@code node}: {@code count} successors and move codes, after the header. */
    private void storeMoves(int node, int[] succ, int[] codes, int count, int header) {
        if (edgeTop + 1 + count > edges.length) {
            int len = Math.max(TableBytes.grown(edges.length), edgeTop + 1 + count);
            bytes += 2 * (TableBytes.array(len, Integer.BYTES) - TableBytes.array(edges.length, Integer.BYTES));
            edges = Arrays.copyOf(edges, len);
            moveCodes = Arrays.copyOf(moveCodes, len);
        }
        edges[edgeTop] = header;
        System.arraycopy(succ, 0, edges, edgeTop + 1, count);
        System.arraycopy(codes, 0, moveCodes, edgeTop + 1, count);
        edgeStart[node] = edgeTop;
        edgeTop += 1 + count;
        expandedCount++;
    }

    /** A finished or settled node: its one move loops back to it. */
    private void storeLoop(int node, int header) {
        storeMoves(node, new int[] {node}, new int[] {LOOP}, 1, header);
    }

    /**
     * The bytes this graph's storage holds: the capacity of every array times its element size,
     * each array with an estimated {@link TableBytes#ARRAY_HEADER} and rounded up to 8 bytes. Kept as
     * the arrays grow; the transient copy while an array grows is not counted.
     */
    long tableBytes() {
        return bytes;
    }

    /**
     * An upper bound of {@link #tableBytes()} after {@code expand(node)}: its at most n + 2 moves
     * create at most as many nodes, each key at most one ban longer than the node's, and every
     * array they would fill up grows.
     */
    long tableBytesAfterExpanding(int node) {
        if (isExpanded(node)) return bytes;
        int moves = n + 2;
        long after = bytes;
        long nodes = (long) size + moves;
        if (nodes > banStart.length) {
            after += 2 * (TableBytes.array(TableBytes.grown(nodes), Integer.BYTES) - TableBytes.array(banStart.length, Integer.BYTES));
        }
        long tableLength = table.length;
        while (2 * nodes > tableLength) tableLength *= 2;
        after += TableBytes.array(tableLength, Long.BYTES) - TableBytes.array(table.length, Long.BYTES);
        long words = nodes * fixedWords;
        if (words > pool.length) {
            after += TableBytes.array(TableBytes.grown(words), Long.BYTES) - TableBytes.array(pool.length, Long.BYTES);
        }
        long banWords = banTop + (long) moves * (banCount(node) + 1);
        if (banWords > banPool.length) {
            after += TableBytes.array(TableBytes.grown(banWords), Long.BYTES) - TableBytes.array(banPool.length, Long.BYTES);
        }
        long entries = edgeTop + 1L + moves;
        if (entries > edges.length) {
            after += 2 * (TableBytes.array(TableBytes.grown(entries), Integer.BYTES) - TableBytes.array(edges.length, Integer.BYTES));
        }
        return after;
    }

    // ------------------------------------------------------------------ SequenceGraph

    @Override
    public Player attacker() {
        return attacker;
    }

    @Override
    public Player owner() {
        return owner;
    }

    @Override
    public int size() {
        return size;
    }

    /**
     * Whether some state of the graph holds a ban. Without a ko master every ko-capture records one
     * (J2003 v35a, Definitions 2: "hypothetical-ko"), so a graph without bans holds no ko-capture
     * between its states, and no ko-pass.
     */
    boolean anyBan() {
        for (int v = 0; v < size; v++) {
            if (banCount(v) > 0) return true;
        }
        return false;
    }

    @Override
    public boolean isExpanded(int node) {
        return edgeStart[node] != 0;
    }

    /** The number of moves of an expanded node. */
    int moveCount(int node) {
        return edges[edgeStart[node]] & COUNT_MASK;
    }

    /** The successor by move {@code i} of an expanded node, without copying them all ({@link #successors}). */
    int successor(int node, int i) {
        return edges[edgeStart[node] + 1 + i];
    }

    @Override
    public int[] successors(int node) {
        int from = edgeStart[node] + 1;
        return Arrays.copyOfRange(edges, from, from + moveCount(node));
    }

    @Override
    public Arena arena(boolean[] frontier) {
        boolean[] attacker = new boolean[size];
        int[] start = new int[size + 1];
        // every move of an expanded node (the pools less one header each, and the unused entry 0),
        // and a loop for every other: the arena's moves are known before the pass, so one pass
        // reads each node's entry in the pools once
        int[] flat = new int[(edgeTop - 1 - expandedCount) + (size - expandedCount)];
        int at = 0;
        for (int v = 0; v < size; v++) {
            attacker[v] = attackerToMove(v);
            frontier[v] = !isExpanded(v);
            start[v] = at;
            if (frontier[v]) {
                flat[at++] = v;
            } else {
                int moves = moveCount(v);
                System.arraycopy(edges, edgeStart[v] + 1, flat, at, moves);
                at += moves;
            }
        }
        start[size] = at;
        return Arena.ofFlat(attacker, start, flat);
    }

    @Override
    public Move[] moves(int node) {
        int from = edgeStart[node] + 1;
        Move[] m = new Move[moveCount(node)];
        for (int i = 0; i < m.length; i++) {
            int c = moveCodes[from + i];
            m[i] = c == LOOP ? null : c == PASS ? Move.PASS : c == KO_PASS ? Move.KO_PASS : Move.play(c & ~EYE_FILL);
        }
        return m;
    }

    /**
     * Per move, the owner's stones on the board before it that are gone after it; none for a loop
     * and for a move into the penalty sink, whose key holds no board.
     */
    @Override
    public int[] removedOwn(int node) {
        int from = edgeStart[node] + 1;
        int ownerCode = owner.stone().code();
        int[] removed = new int[moveCount(node)];
        for (int i = 0; i < removed.length; i++) {
            int w = edges[from + i];
            if (moveCodes[from + i] == LOOP || (flags(w) & PENALTY) != 0) continue;
            for (int loc = 0; loc < n; loc++) {
                if (code(node, loc) == ownerCode && code(w, loc) == 0) removed[i]++;
            }
        }
        return removed;
    }

    /** Per move, whether it is a play on an intersection all of whose neighbours hold the mover's stones. */
    @Override
    public boolean[] fillsOwnEye(int node) {
        boolean[] fills = new boolean[moveCount(node)];
        for (int i = 0; i < fills.length; i++) fills[i] = fillsOwnEye(node, i);
        return fills;
    }

    /** {@link #fillsOwnEye(int)} for the move {@code i} of the expanded {@code node} alone. */
    boolean fillsOwnEye(int node, int i) {
        int c = moveCodes[edgeStart[node] + 1 + i];
        return c >= 0 && (c & EYE_FILL) != 0;
    }

    /** Whether a play of {@code moverCode}'s stone on {@code loc} of the board {@code codes} fills its own eye. */
    private boolean fillsOwnEye(byte[] codes, int loc, int moverCode) {
        for (int k = 0; k < graph.degree(loc); k++) {
            if (codes[graph.neighbour(loc, k)] != moverCode) return false;
        }
        return true;
    }

    @Override
    public Player toMove(int node) {
        return (flags(node) & TO_MOVE_WHITE) != 0 ? Player.WHITE : Player.BLACK;
    }

    @Override
    public boolean isEnd(int node) {
        return (flags(node) & ENDED) != 0;
    }

    @Override
    public boolean isSettled(int node) {
        return isExpanded(node) && (edges[edgeStart[node]] & SETTLED) != 0;
    }

    @Override
    public boolean isKeptByOwner(int node) {
        return isExpanded(node) && (edges[edgeStart[node]] & KEPT) != 0;
    }

    @Override
    public boolean isTargetCaptured(int node) {
        return lostBit(node, 0);
    }

    @Override
    public boolean isPlacedOwnerStone(int node, int loc) {
        if (code(node, loc) != owner.stone().code()) return false;
        int t = trackedIndexAt[loc];
        return t < 0 || lostBit(node, t);
    }

    // ------------------------------------------------------------------ the rules

    /**
     * The hypothetical-moves of the node (J2003 v35a, Definitions 2): plays that are not suicide
     * and not a banned ko-capture, a ko-capture adding the ban on the opponent's ko-capture back;
     * a ko-pass while the mover has a banned ko-capture available, lifting every ban; a pass,
     * which ends the sequence after a pass.
     */
    @Override
    public void expand(int node) {
        expand(node, true);
    }

    /** {@link #expand}, with the settled-state shortcut only if {@code maySettle}. */
    private void expand(int node, boolean maySettle) {
        if (isExpanded(node)) return;
        long flags = flags(node);
        if ((flags & ENDED) != 0 || (stopAtCapture && lostBit(node, 0))) {
            storeLoop(node, 1);
            return;
        }
        int start = node * fixedWords;
        if (before == null) {
            before = new byte[n];
            occupants = new Occupant[n];
            succ = new int[n + 2];
            codes = new int[n + 2];
            keyFrom = new int[n + 3]; // at most n + 2 keys, and where the last one ends
            keyHash = new int[n + 2];
        }
        byte[] before = this.before;
        for (int loc = 0; loc < n; loc++) before[loc] = (byte) code(node, loc);
        if (maySettle && local != null && ownerKeepsPlacedStone(node)) {
            storeLoop(node, 1 | SETTLED | KEPT);
            return;
        }
        if (maySettle && isSettledState(node)) {
            storeLoop(node, 1 | SETTLED);
            return;
        }
        int banCount = (int) (flags >>> BAN_COUNT_SHIFT) & 0xffff;
        long[] bans = Arrays.copyOfRange(banPool, banStart[node], banStart[node] + banCount);
        Player mover = toMove(node);
        Player other = mover.opponent();
        int moverCode = mover.stone().code();
        ScratchBoard board = scratchBoard(before);
        long nextFlags = (other == Player.WHITE ? TO_MOVE_WHITE : 0);

        // The successors' keys first, one after the other in keys from keyFrom[i] (every key of
        // this node has fixedWords + its bans' words); then they are looked up in the same order,
        // so the nodes are numbered as if each were looked up as soon as it was made.
        int keyWords = fixedWords + banCount + 1;
        if (keys == null || keys.length < (n + 2) * keyWords) keys = new long[(n + 2) * keyWords];
        long[] keys = this.keys;
        int count = 0;
        int top = 0;
        boolean koPassLegal = false;
        for (int loc = 0; loc < n; loc++) {
            if (rules != null && !rules.playable()[loc]) continue;
            // tryPlay decides legality once; isLegal and then play would decide it twice
            if (!board.tryPlay(loc, mover)) continue;
            int play = fillsOwnEye(before, loc, moverCode) ? loc | EYE_FILL : loc;
            if (rules != null && mover == rules.penalized() && (rules.forbids(loc) || sealsWall(board, loc, other))) {
                board.undo();
                top = sinkKey(keys, top, count, rules.penalized() == owner);
                codes[count++] = play;
                continue;
            }
            int captured = board.lastSingleCapture();
            if (captured >= 0 && !recreates(board, loc, captured, other)) captured = -1;
            long[] nextBans = bans;
            if (captured >= 0) {
                long banned = ban(mover, loc, captured);
                if (Arrays.binarySearch(bans, banned) >= 0) {
                    // available but prohibited; a ko master's opponent may not ko-pass
                    if (koMaster == null && (noProverKoPassAt == null || mover != rules.penalized()
                            || !noProverKoPassAt[loc])) {
                        koPassLegal = true;
                    }
                    board.undo();
                    continue;
                }
                // no ban is ever recorded against the ko master
                if (other != koMaster) nextBans = withBan(bans, ban(other, captured, loc));
            }
            boolean guardLost = false;
            if (board.lastCaptureCount() == 0) {
                // Nothing removed: the node's board with the new stone, its lost bits unchanged.
                System.arraycopy(pool, start, keys, top, fixedWords);
                setCode(keys, top, loc, moverCode);
            } else {
                Arrays.fill(keys, top, top + boardWords, 0);
                System.arraycopy(pool, start + boardWords + 1, keys, top + boardWords + 1, lostWords);
                for (int q = 0; q < n; q++) {
                    int c = board.code(q);
                    if (c != 0) setCode(keys, top, q, c);
                    if (before[q] != 0 && c == 0) {
                        int t = trackedIndexAt[q];
                        if (t >= 0) keys[top + boardWords + 1 + (t >>> 6)] |= 1L << (t & 63);
                        guardLost |= guarded != null && guarded[q];
                    }
                }
            }
            board.undo();
            if (guardLost) {
                top = sinkKey(keys, top, count, false);
                codes[count++] = play;
                continue;
            }
            keys[top + boardWords] = nextFlags | ((long) nextBans.length << BAN_COUNT_SHIFT);
            System.arraycopy(nextBans, 0, keys, top + fixedWords, nextBans.length);
            keyFrom[count] = top;
            top += fixedWords + nextBans.length;
            codes[count++] = play;
        }
        if (koMaster != null && mover == koMaster && banCount > 0) {
            koPassLegal = hasBannedKoCapture(board, bans, other);
        }
        if (koPassLegal) {
            System.arraycopy(pool, start, keys, top, fixedWords);
            keys[top + boardWords] = nextFlags;
            keyFrom[count] = top;
            top += fixedWords;
            codes[count++] = KO_PASS;
        }
        System.arraycopy(pool, start, keys, top, fixedWords);
        System.arraycopy(bans, 0, keys, top + fixedWords, banCount);
        keys[top + boardWords] = nextFlags | LAST_WAS_PASS | ((flags & LAST_WAS_PASS) != 0 ? ENDED : 0)
                | ((long) banCount << BAN_COUNT_SHIFT);
        keyFrom[count] = top;
        top += fixedWords + banCount;
        codes[count++] = PASS;
        keyFrom[count] = top;
        lookUp(count);
        storeMoves(node, succ, codes, count, count);
    }

    /**
     * Writes at {@code top} the key of the sink that ends the test at once, won by the attacker or
     * not, as successor {@code i}; returns the end of the key.
     */
    private int sinkKey(long[] keys, int top, int i, boolean attackerWins) {
        Arrays.fill(keys, top, top + fixedWords, 0);
        keys[top + boardWords] = ENDED | PENALTY;
        if (attackerWins) keys[top + boardWords + 1] = 1; // counted as captured
        keyFrom[i] = top;
        return top + fixedWords;
    }

    /**
     * Sets {@code succ[i]} to the node of key {@code i} in {@link #keys}, for each of the first
     * {@code count}, in order. Before that, one pass reads the table slot of each key, a second the
     * fixed words of the node found there and where its bans start, a third its first ban, so that
     * the memory reads of the keys overlap instead of waiting one after the other; what they read
     * is kept in {@link #touched} only so that they are not left out.
     */
    private void lookUp(int count) {
        long[] keys = this.keys;
        long[] table = this.table;
        int mask = table.length - 1;
        long touch = 0;
        for (int i = 0; i < count; i++) {
            int h = hash(keys, keyFrom[i], keyFrom[i + 1] - keyFrom[i]);
            keyHash[i] = h;
            touch += table[h & mask];
        }
        for (int i = 0; i < count; i++) {
            long entry = table[keyHash[i] & mask];
            if (entry != 0 && (int) (entry >>> 32) == keyHash[i]) {
                int v = (int) entry - 1;
                // the key's first and last fixed words (it may straddle two cache lines), and
                // where its bans are
                touch += pool[v * fixedWords] + pool[v * fixedWords + fixedWords - 1] + banStart[v];
            }
        }
        for (int i = 0; i < count; i++) {
            if (keyFrom[i + 1] - keyFrom[i] == fixedWords) continue;
            long entry = table[keyHash[i] & mask];
            if (entry == 0 || (int) (entry >>> 32) != keyHash[i]) continue;
            int at = banStart[(int) entry - 1];
            if (at < banTop) touch += banPool[at]; // a node without bans may start at the end
        }
        touched = touch;
        for (int i = 0; i < count; i++) {
            succ[i] = node(keys, keyFrom[i], keyFrom[i + 1] - keyFrom[i], keyHash[i]);
        }
    }

    /**
     * Whether the state is decided without search, by Benson's pass-alive analysis of its position
     * (docs/j2003.md, "Settled states"):
     * <ul>
     *   <li>the target still stands and its string is pass-alive: the owner passes for ever and the
     *       attacker never captures it — lost for the attacker in both tests;
     *   <li>in a no-permanent-stone test, the target is captured and every local intersection is a
     *       stone of the attacker's pass-alive strings, an empty eye of one or two intersections
     *       beside them, or lies in a fill region every intersection of which neighbours them
     *       ({@link SettledRegion#attackerWins}), or whose fill game the attacker wins
     *       ({@link FillGame}), and the owner cannot end the sequence at once
     *       with a placed stone there (its pass right after a pass): the attacker answers on the eyes
     *       and fills the regions until the owner keeps no stone there, so every infinite play and
     *       every finished one meets every acceptance set — won for the attacker ("Fill regions").
     *       Such a node lies in every acceptance set ({@link ReferenceSolver#acceptance}).
     * </ul>
     */
    private boolean isSettledState(int node) {
        if (!lostBit(node, 0)) {
            // on a small board the bitset analysis is cheaper than the cache's look-up
            if (n <= 64 ? targetPassAlive() : settledFact(node, STANDING)) return true;
            return miaiMayStand(node) && miaiWorthAsking() && settledFact(node, MIAI);
        }
        if (local == null) return false;
        // the owner to move after a pass may end the sequence at once
        boolean ownerMayEnd = toMove(node) == owner && (flags(node) & LAST_WAS_PASS) != 0;
        if (SettledRegion.ownerEndsOnLocal(local, ownerMayEnd, loc -> isPlacedOwnerStone(node, loc))) return false;
        return settledFact(node, CAPTURED);
    }

    /**
     * The owner's keep (docs/j2003.md, "Settled states"; J2003 v35a, Life and Death,
     * permanent-stone): in a no-permanent-stone test, a stone of the owner played during the
     * sequence stands on an intersection of the local area, on a string that is pass-alive in the
     * state's position (Benson). The owner then passes for ever; no play of the attacker removes
     * that stone, so it is a permanent-stone of every continuation and the attacker's objective is
     * lost, whether or not the target was captured.
     */
    private boolean ownerKeepsPlacedStone(int node) {
        long placed = 0;
        boolean any = false;
        for (int loc : local) {
            if (isPlacedOwnerStone(node, loc)) {
                any = true;
                if (n <= 64) placed |= 1L << loc;
            }
        }
        if (!any) return false;
        if (n <= 64) {
            wordsReady();
            return BensonAnalysis.anyPassAlive(neighbourSets, beforeWord(owner.stone().code()), beforeWord(0), placed);
        }
        // the board's fact (some owner stone on local-k pass-alive) first, cached; then which
        return settledFact(node, KEEP) && ownerLocalPassAlive(node, true);
    }

    /**
     * Whether some owner stone on an intersection of the local area stands on a pass-alive string of
     * the owner in the position of {@link #before}; with {@code placedOnly}, a stone placed during
     * the sequence of {@code node}.
     */
    private boolean ownerLocalPassAlive(int node, boolean placedOnly) {
        boolean[] alive = BensonAnalysis.passAlive(beforePosition(), owner);
        for (int loc : local) {
            if (alive[loc] && (!placedOnly || isPlacedOwnerStone(node, loc))) return true;
        }
        return false;
    }

    /**
     * Whether the state allows the miai rule (docs/j2003.md, "Miai in the search"; J2003 v35a,
     * Definitions 2, hypothetical-ko): no ko master, and no pending ban on the owner, so that no
     * answer of the owner's miai strategy is ever banned. Either player may be to move: the owner
     * to move passes first (which ends the sequence uncaptured after a pass, or leaves the same
     * position, with the same bans, to the attacker); the pass flag and the other strings' lost
     * bits do not matter to the target's capture.
     */
    private boolean miaiMayStand(int node) {
        if (koMaster != null) return false;
        int bans = banCount(node);
        for (int i = banStart[node]; i < banStart[node] + bans; i++) {
            if ((int) (banPool[i] >>> 40) == owner.ordinal()) return false;
        }
        return true;
    }

    /** The fill games of this graph's settled checks (docs/j2003.md, "Fill games"), made when first asked. */
    private FillGame fillGames;

    /**
     * The fill games, allowed {@link #FILL_GAME_SHARE} positions per state of this graph so far
     * (node numbers count the states) besides {@link #fillGameStart} at the start.
     */
    private FillGame fillGames(int node) {
        if (fillGames == null) fillGames = new FillGame();
        fillGames.allow(fillGameStart + FILL_GAME_SHARE * (long) node);
        return fillGames;
    }

    /** The fill games' positions allowed before the first state: {@link #allowFillGames}. */
    private long fillGameStart = FillGame.BUDGET;

    /**
     * Sets the fill games' start allowance by the state limit of the test that searches this graph:
     * a position for every {@link #FILL_GAME_START_DIVISOR} states it may build, at least
     * {@link FillGame#BUDGET}. The questions that settle a test come right after its first captures,
     * a few hundred states in, and one may need hundreds of thousands of positions (docs/j2003.md,
     * "Fill games"); a fill-game position costs a few times less than a state, and a test that
     * reaches its limit asking questions it cannot win took up to a third longer for it on the
     * tsumego collection (docs/benchmarks.md, "Session 27").
     */
    void allowFillGames(long stateLimit) {
        fillGameStart = Math.max(FillGame.BUDGET, stateLimit / FILL_GAME_START_DIVISOR);
    }

    private static final int FILL_GAME_START_DIVISOR = 2;

    /** Fill-game positions allowed per state of the graph: they cost a few times less than a state. */
    private static final int FILL_GAME_SHARE = 2;

    /** Counted by {@link #settledFact}: the boards on which a miai strategy was found to hold the target. */
    private long miaiBoards;
    /** Counted by {@link #settledFact}: the boards on which the miai rule was asked (not a cached answer). */
    private long miaiAsked;

    /**
     * Whether the miai rule is still asked of new boards: always on a board of at most 64
     * locations (the words version is cheap), and above that while it stands on at least one board
     * in {@link #MIAI_RATE} of those asked, judged after {@link #MIAI_TRIAL} of them. The rule only
     * settles states early (an exact shortcut), so not asking it never changes an answer, only
     * the states the search builds; on a 9x9 whole-board search the general version cost half the
     * time and settled almost nothing (docs/benchmarks.md, "Session 22").
     */
    private boolean miaiWorthAsking() {
        return n <= 64 || miaiAsked < MIAI_TRIAL || miaiBoards * MIAI_RATE >= miaiAsked;
    }

    /** Boards asked before {@link #miaiWorthAsking} judges the rule's yield. */
    private static final int MIAI_TRIAL = 2000;
    /** The rule is kept while it stands on one board in this many asked. */
    private static final int MIAI_RATE = 100;

    /** How many boards of this graph's settled states stood by a miai strategy (for the tests' coverage). */
    long miaiBoards() {
        return miaiBoards;
    }

    /**
     * {@link #settledFacts}' bits: the fact known, and its value, for the target standing on
     * pass-alive strings, captured, standing by a miai strategy, or an owner stone on local-k
     * standing on a pass-alive string.
     */
    private static final int STANDING = 1;
    private static final int CAPTURED = 4;
    private static final int MIAI = 16;
    /** Some stone of the owner on local-k stands on a pass-alive string ({@link #ownerKeepsPlacedStone}). */
    private static final int KEEP = 64;
    /** The most words of {@link #settledBoards}; when a cache that large is half full, it starts again empty. */
    private static final int SETTLED_WORDS = 1 << 20;

    /*
     * The two facts of isSettledState that depend on the position alone, per board that has asked:
     * many states share a board and differ in the player to move, the bans or the lost bits. An
     * open-addressing table of the boards' words (settledBoards, slot i at i * boardWords) and the
     * facts known of each (settledFacts, 0 for a free slot), at most half full, doubling up to
     * SETTLED_WORDS. Like the board, it is scratch, not part of the table, and not counted in
     * tableBytes (at most 8 MiB and a byte per slot). A small board (at most 64 locations) asks the
     * standing fact of the bitset analysis instead, cheaper than a look-up.
     */
    private long[] settledBoards;
    private byte[] settledFacts;
    private int settledCount;
    /**
     * On a graph of at most 64 locations, made at the first settled fact: each location's
     * neighbours, and the target's locations, as bitsets ({@link BensonAnalysis#allPassAlive}).
     */
    private WordGraph neighbourSets;
    /**
     * On a small board, made with the neighbour sets: the miai rule's playable intersections, the
     * wall stones whose loss of a playable liberty penalizes the owner, and whether it is penalized.
     */
    private long miaiPlayable;
    private long miaiWall;
    private boolean miaiPenalized;
    private long targetSet;
    /** On a small board, made with the neighbour sets: the test's local area ({@link #local}). */
    private long localSet;

    /**
     * For the state's board, the target standing on a pass-alive string ({@code STANDING}), or the
     * attacker's win by {@link SettledRegion#attackerWins(Position, Player, int[], FillGame)} ({@code CAPTURED}).
     */
    private boolean settledFact(int node, int fact) {
        int base = node * fixedWords;
        if (settledFacts == null) settledCache(64);
        int mask = settledFacts.length - 1;
        int slot = hash(pool, base, boardWords) & mask;
        while (settledFacts[slot] != 0 && !sameBoard(settledBoards, slot * boardWords, base)) slot = (slot + 1) & mask;
        int facts = settledFacts[slot] & 0xff;
        if ((facts & fact) == 0) {
            if (fact == MIAI) miaiAsked++;
            boolean value = fact == STANDING ? targetPassAlive()
                    : fact == MIAI ? targetStandsByMiai()
                    : fact == KEEP ? ownerLocalPassAlive(node, false)
                    : attackerWinsSettled(node);
            if (facts == 0) {
                System.arraycopy(pool, base, settledBoards, slot * boardWords, boardWords);
                settledCount++;
            }
            facts |= fact | (value ? fact << 1 : 0);
            settledFacts[slot] = (byte) facts;
            if (2 * settledCount > settledFacts.length) {
                int slots = 2 * settledFacts.length;
                settledCache((long) slots * boardWords <= SETTLED_WORDS ? slots : 64);
            }
            return value;
        }
        return (facts & fact << 1) != 0;
    }

    private boolean sameBoard(long[] boards, int at, int base) {
        for (int i = 0; i < boardWords; i++) {
            if (boards[at + i] != pool[base + i]) return false;
        }
        return true;
    }

    /** Makes the settled facts' cache {@code slots} slots, keeping what it knows if it grows. */
    private void settledCache(int slots) {
        long[] oldBoards = settledBoards;
        byte[] oldFacts = settledFacts;
        settledBoards = new long[slots * boardWords];
        settledFacts = new byte[slots];
        settledCount = 0;
        if (oldFacts == null || oldFacts.length > slots) return;
        for (int i = 0; i < oldFacts.length; i++) {
            if (oldFacts[i] == 0) continue;
            int slot = hash(oldBoards, i * boardWords, boardWords) & (slots - 1);
            while (settledFacts[slot] != 0) slot = (slot + 1) & (slots - 1);
            System.arraycopy(oldBoards, i * boardWords, settledBoards, slot * boardWords, boardWords);
            settledFacts[slot] = oldFacts[i];
            settledCount++;
        }
    }

    /** The settled criterion of {@link SettledRegion}, in bitsets on a small board (at most 64 locations). */
    private boolean attackerWinsSettled(int node) {
        if (n > 64) return SettledRegion.attackerWins(beforePosition(), attacker, local, fillGames(node));
        wordsReady();
        return SettledRegion.attackerWins(neighbourSets, beforeWord(attacker.stone().code()), beforeWord(0), localSet,
                attacker, fillGames(node), this::beforePosition);
    }

    /** On a board of at most 64 locations, makes the bitsets of {@link #neighbourSets} and beside it once. */
    private void wordsReady() {
        if (neighbourSets != null) return;
        neighbourSets = BensonAnalysis.neighbourSets(graph);
        boolean[] playable = rules == null ? null : rules.playable();
        boolean[] wall = rules != null && rules.penalized() == owner ? rules.wall() : null;
        for (int loc = 0; loc < n; loc++) {
            if (trackedIndexAt[loc] == 0) targetSet |= 1L << loc;
            // the owner's miai answers never on a location where its play is forbidden
            boolean forbidden = rules != null && rules.penalized() == owner && rules.forbids(loc);
            if ((playable == null || playable[loc]) && !forbidden) miaiPlayable |= 1L << loc;
            if (wall != null && wall[loc]) miaiWall |= 1L << loc;
        }
        miaiPenalized = wall != null;
        if (local != null) {
            for (int z : local) localSet |= 1L << z;
        }
    }

    /**
     * Whether every stone of the target (one string, or an enclosed area's blocks) is pass-alive in
     * the position of {@link #before}; on a small board (at most 64 locations) in bitsets.
     */
    private boolean targetPassAlive() {
        if (n <= 64) {
            wordsReady();
            return BensonAnalysis.allPassAlive(neighbourSets, beforeWord(owner.stone().code()), beforeWord(0), targetSet);
        }
        Position position = beforePosition();
        // a cheap necessary condition first (a pass-alive string has two vital regions)
        if (!BensonAnalysis.twoVitalRegionsEach(position, owner, loc -> trackedIndexAt[loc] == 0)) return false;
        boolean[] alive = BensonAnalysis.passAlive(position, owner);
        for (int loc = 0; loc < n; loc++) {
            if (trackedIndexAt[loc] == 0 && !alive[loc]) return false;
        }
        return true;
    }

    /**
     * Whether every stone of the target stands in the position of {@link #before} by a miai
     * strategy of the owner ({@link MiaiSafety#targetStands}): its answers on playable
     * intersections only, and, where the small board penalizes the owner, never one that the
     * penalty could catch.
     */
    private boolean targetStandsByMiai() {
        if (neighbourSets != null) {
            // on a small board targetPassAlive has made the neighbour sets and the words of the target and the rules
            boolean stands = MiaiWords.targetStands(graph, neighbourSets, beforeWord(owner.stone().code()),
                    beforeWord(attacker.stone().code()), targetSet, miaiPlayable, miaiPenalized, miaiWall);
            if (stands) miaiBoards++;
            return stands;
        }
        boolean[] target = new boolean[n];
        for (int loc = 0; loc < n; loc++) target[loc] = trackedIndexAt[loc] == 0;
        boolean[] playable = rules == null ? null : rules.playable();
        if (rules != null && rules.penalized() == owner && rules.forbidden() != null) {
            // the owner's miai answers never on a location where its play is forbidden
            playable = playable.clone();
            for (int loc = 0; loc < n; loc++) playable[loc] &= !rules.forbids(loc);
        }
        boolean[] wall = rules != null && rules.penalized() == owner ? rules.wall() : null;
        // on a small board targetPassAlive has made the neighbour sets
        boolean stands = MiaiSafety.targetStands(beforePosition(), owner, target, playable, wall, neighbourSets);
        if (stands) miaiBoards++;
        return stands;
    }

    /**
     * Whether {@code player} (the ko master's opponent) has a ko-capture that would be legal as a
     * play in the current position but is banned: the condition under which J2003 would let it
     * ko-pass, and under which the ko master may ko-pass instead.
     */
    private boolean hasBannedKoCapture(ScratchBoard board, long[] bans, Player player) {
        for (long b : bans) {
            if ((int) (b >>> 40) != player.ordinal()) continue;
            int at = (int) (b >>> 20) & 0xfffff;
            int captures = (int) b & 0xfffff;
            if (!board.tryPlay(at, player)) continue;
            boolean ko = board.lastSingleCapture() == captures && recreates(board, at, captures, player.opponent());
            board.undo();
            if (ko) return true;
        }
        return false;
    }

    /**
     * Whether the opponent's play on {@code y}, emptied by the play on {@code x}, is legal and gives
     * back the position before {@code x} (the board's reset position: {@code x} is the only play
     * since): then {@code x} and {@code y} are a ko and the play on {@code x} a ko-capture.
     */
    private boolean recreates(ScratchBoard board, int x, int y, Player opponent) {
        if (!graph.areNeighbours(x, y) || !board.tryPlay(y, opponent)) return false;
        boolean same = board.holdsResetPosition();
        board.undo();
        return same;
    }

    /**
     * Whether the play on {@code loc} left a wall of {@code other} next to it with no liberty but its
     * two private ones: on the whole board that wall might then have been captured.
     */
    private boolean sealsWall(ScratchBoard board, int loc, Player other) {
        for (int k = 0; k < graph.degree(loc); k++) {
            int w = graph.neighbour(loc, k);
            if (board.code(w) != other.stone().code()) continue;
            boolean[] wall = rules.wall();
            boolean[] playable = rules.playable();
            if (board.anyStone(w, q -> wall[q]) && !board.anyLiberty(w, q -> playable[q])) return true;
        }
        return false;
    }

    /** The board {@link #expand} plays on, set to the board {@code codes}; one per graph, made once. */
    private ScratchBoard scratchBoard(byte[] codes) {
        if (scratch == null) scratch = ScratchBoard.on(graph);
        scratch.reset(codes);
        return scratch;
    }

    /** The position of the board codes in {@link #before}, for Benson's analysis. */
    /** On a small board, the intersections of {@link #before} that hold {@code code} (0: empty), as a word. */
    private long beforeWord(int code) {
        long word = 0;
        for (int loc = 0; loc < n; loc++) if (before[loc] == code) word |= 1L << loc;
        return word;
    }

    private Position beforePosition() {
        for (int loc = 0; loc < n; loc++) occupants[loc] = Occupant.ofCode(before[loc]);
        return Position.of(graph, occupants);
    }

    private static long ban(Player player, int at, int captures) {
        return ((long) player.ordinal() << 40) | ((long) at << 20) | captures;
    }

    private static long[] withBan(long[] bans, long ban) {
        int i = Arrays.binarySearch(bans, ban);
        if (i >= 0) return bans;
        int at = -i - 1;
        long[] more = new long[bans.length + 1];
        System.arraycopy(bans, 0, more, 0, at);
        more[at] = ban;
        System.arraycopy(bans, at, more, at + 1, bans.length - at);
        return more;
    }
}
