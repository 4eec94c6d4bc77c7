package org.shinpan.hypo;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * The fill game of one fill region whose intersections do not all neighbour the attacker's safe
 * strings (J2003 v35a, "Life and Death": capturable-1 and capturable-2, "no local-k
 * permanent-stone"; docs/j2003.md, "Fill games", where the game is defined and the argument given).
 * The region {@code K} is a connected set of intersections holding no stone of {@code C}, every
 * neighbour of which outside {@code K} holds a stone of {@code C}; those strings are never captured
 * ({@link SettledRegion}).
 *
 * <p>The game, on {@code K} alone: the owner plays on {@code K} as J2003 lets it (bans ignored,
 * which only gives it more), or <em>waits</em> (a pass, a ko-pass, a move elsewhere). The attacker
 * plays on an empty intersection next to {@code C} or to its own stone joined to {@code C}, or
 * captures (never a ko-capture), or, where {@code K} borders {@code C}, makes a <em>loose</em> play
 * elsewhere on {@code K} that has a liberty (session 27); it may pass only when no stone of the
 * owner stands on {@code K} (<em>quiet</em>), and must answer every play of the owner, and every
 * wait while the region is not quiet. It loses if it cannot, or if a position comes back. The tree is searched depth first with a
 * table per region shared by all questions, which keeps every win and only the losses that rest on
 * no repetition above them on the path (docs/j2003.md, "The table and repetitions"), and starts
 * again empty past its bound in bytes; a search past its budget answers "not won", never a wrong
 * win. A position whose intersections not joined to C fall into separate parts is first searched
 * part by part, and is won if every part's own game is (docs/j2003.md, "Fill games", "Parts").
 */
final class FillGame {
    /** The largest region searched. */
    static final int MAX_POINTS = 24;
    /**
     * Positions one question may add before it gives up (answering "not won") in the tests' games;
     * the solver's games have no bound per question, only the allowance of their test
     * ({@link #allow}), which is at least this.
     */
    static final int BUDGET = 50_000;
    /**
     * Entries one region's table may hold before it starts again empty. The vacated side areas of
     * the tsumego collection (18 intersections) need a few hundred thousand positions a question;
     * with a quarter of this bound their tables started again empty several times a question, which
     * made them ten times as long (docs/benchmarks.md, "Session 27").
     */
    private static final int MAX_ENTRIES = 1 << 20;
    /**
     * Bytes all regions' tables may hold together (a region's table, full, 16 MB); past it
     * every table starts again empty. Like the settled-fact cache, scratch beside the test's table
     * (docs/j2003.md, "Table memory").
     */
    static final long MAX_TABLE_BYTES = 64L << 20;
    /** Regions kept at once; a new one past it starts every table again empty. */
    private static final int MAX_REGIONS = 4096;

    private static final byte WIN = 1;
    private static final byte LOSE = 2;
    private static final byte ABORT = 3;

    /** The regions asked about so far, by their intersections. */
    private final Map<Region.Id, Region> regions = new HashMap<>();
    private final int budget;

    private long searched;
    private long tableBytes;
    private final long maxTableBytes;
    private long allowance = Long.MAX_VALUE;

    /** Whether a position whose open intersections fall into separate parts is won part by part. */
    private final boolean split;

    /** The solver's games: no bound per question, only the allowance of the test ({@link #allow}). */
    FillGame() {
        this(Integer.MAX_VALUE);
    }

    /** With {@code budget} positions per question (the tests' games). */
    FillGame(int budget) {
        this(budget, MAX_TABLE_BYTES);
    }

    /** The same with the regions' tables bounded by {@code maxTableBytes} together (the tests use a small one). */
    FillGame(int budget, long maxTableBytes) {
        this(budget, maxTableBytes, true);
    }

    /**
     * The same; {@code split} false searches every position whole, never part by part (the tests
     * compare the two: docs/j2003.md, "Fill games", "Parts").
     */
    FillGame(int budget, long maxTableBytes, boolean split) {
        this.budget = budget;
        this.maxTableBytes = maxTableBytes;
        this.split = split;
    }

    /**
     * Raises the positions all questions together may search to {@code total} (never lowers it),
     * so that the games cost at most a fixed share of the test that asks them (docs/j2003.md, "Fill
     * games"). Unlimited until called.
     */
    void allow(long total) {
        allowance = Math.max(allowance == Long.MAX_VALUE ? 0 : allowance, total);
    }

    /**
     * Forgets every region and its table (past the bound of their bytes or {@link #MAX_REGIONS}):
     * the tables are a cache, and a question asked again is searched again.
     */
    private void clear() {
        regions.clear();
        tableBytes = 0;
    }

    /** The bytes the regions' tables hold now (at most the bound, {@link #MAX_TABLE_BYTES} by default, between questions). */
    long tableBytes() {
        return tableBytes;
    }

    /** Positions searched in all (for the tests' coverage and the benchmarks). */
    long searched() {
        return searched;
    }

    /**
     * Whether the attacker wins the fill game of the region {@code members[0..size)} of this
     * position with the owner to move (a harder start for the attacker than its own move: the owner
     * may wait), with or without the owner's stones on it (before session 27 only a quiet region was
     * asked: docs/j2003.md, "Fill games"); false for a region of more than {@link #MAX_POINTS}
     * intersections, and when the search goes past its budget or the allowance.
     */
    boolean attackerWins(Position position, Player attacker, int[] members, int size) {
        if (size > MAX_POINTS) return false;
        int ownerCode = attacker.opponent().stone().code();
        int[] points = Arrays.copyOf(members, size);
        Arrays.sort(points);
        long owner = 0;
        long own = 0;
        int attackerCode = attacker.stone().code();
        for (int i = 0; i < size; i++) {
            int code = position.code(points[i]);
            if (code == ownerCode) owner |= 1L << i;
            if (code == attackerCode) own |= 1L << i;
        }
        int granted = (int) Math.min(budget, allowance - searched);
        if (granted <= 0) return false;
        Region.Id id = new Region.Id(points);
        Region region = regions.get(id);
        if (region == null) {
            if (regions.size() >= MAX_REGIONS) clear();
            region = new Region(position.graph(), points, split);
            regions.put(id, region);
            tableBytes += region.tableBytes();
        }
        region.budget = granted;
        long before = region.tableBytes();
        byte result = region.ownerToMove(owner, own);
        tableBytes += region.tableBytes() - before;
        if (tableBytes > maxTableBytes) clear();
        searched += granted - Math.max(region.budget, 0);
        return result == WIN;
    }

    /** One region: its intersections' neighbours inside it, its rim, and the table of its positions. */
    private static final class Region {
        record Id(int[] points) {
            @Override
            public boolean equals(Object o) {
                return o instanceof Id other && Arrays.equals(points, other.points);
            }

            @Override
            public int hashCode() {
                return Arrays.hashCode(points);
            }
        }

        private final long all;
        private final boolean split;
        /** Per intersection of the region (by index), its neighbours in the region. */
        private final long[] near;
        /** The intersections with a neighbour outside the region: a stone of C. */
        private final long rim;
        /**
         * The table: each slot one key (the position's 2 × 24 bits and its 2 bits of who moves,
         * all below bit 50) with its answer in {@link #VALUE_SHIFT}'s two bits, 0 for a free slot;
         * one word per slot, so that a probe reads one cache line, not one for the key and another
         * for the answer.
         */
        private long[] slots = new long[1 << 10];
        private int count;
        int budget;
        /** The positions on the search's path: meeting one again is a loss (a repetition is never won). */
        private long[] path = new long[3 * MAX_POINTS];
        private int depth;
        /** The lowest path index a repetition below the position being searched came back to. */
        private int lowest = Integer.MAX_VALUE;
        /** Per path index, {@link #lowest} as it was before that position was pushed. */
        private int[] lowestAbove = new int[3 * MAX_POINTS];

        Region(Graph g, int[] points, boolean split) {
            this.split = split;
            int m = points.length; // at most MAX_POINTS
            all = (1L << m) - 1;
            near = new long[m];
            long outside = 0;
            for (int i = 0; i < m; i++) {
                int v = points[i];
                for (int k = 0; k < g.degree(v); k++) {
                    int j = Arrays.binarySearch(points, g.neighbour(v, k));
                    if (j >= 0) {
                        near[i] |= 1L << j;
                    } else {
                        outside |= 1L << i;
                    }
                }
            }
            rim = outside;
        }

        private long neighbours(long set) {
            long result = 0;
            for (long s = set; s != 0; s &= s - 1) result |= near[Long.numberOfTrailingZeros(s)];
            return result;
        }

        /** The intersections of {@code within} connected to {@code seed} inside {@code within}. */
        private long flood(long seed, long within) {
            long reached = seed & within;
            // only the intersections reached last can reach new ones
            for (long last = reached; last != 0; ) {
                last = neighbours(last) & within & ~reached;
                reached |= last;
            }
            return reached;
        }

        /** The owner to move: every play on the region, and a wait unless the region is quiet. */
        byte ownerToMove(long owner, long own) {
            long key = owner | own << MAX_POINTS | 1L << 2 * MAX_POINTS;
            byte early = known(key);
            if (early != 0) return early;
            long joined = flood(own & rim, own);
            if (filledAround(joined)) {
                put(key, WIN);
                return WIN;
            }
            long empty = all & ~owner & ~own;
            if (split && partsWon(owner, own, joined)) {
                put(key, WIN);
                return WIN;
            }
            int mark = push(key);
            byte result = WIN;
            if (owner != 0) result = attackerToMove(owner, own);
            for (long s = empty; s != 0 && result == WIN; s &= s - 1) {
                long p = s & -s;
                long after = owner | p;
                long free = empty & ~p;
                // the attacker's strings not joined to C that the play leaves without a liberty
                long taken = 0;
                for (long loose = own & ~joined & near[Long.numberOfTrailingZeros(p)]; loose != 0; ) {
                    long string = flood(loose & -loose, own);
                    loose &= ~string;
                    if ((neighbours(string) & free) == 0) taken |= string;
                }
                free |= taken;
                if ((neighbours(flood(p, after)) & free) == 0) continue; // suicide
                byte answer = attackerToMove(after, own & ~taken);
                if (answer != WIN) result = answer;
            }
            return pop(key, mark, result);
        }

        /**
         * Whether the intersections not joined to C fall into two or more parts, none next to
         * another, and the attacker wins each part's own game: the part as it stands, with every
         * other intersection of the region taken by a joined stone (the owner to move). The parts
         * are then independent games, and the attacker wins the whole by answering each move in
         * the part where it was made (docs/j2003.md, "Fill games", "Parts"). Only a win is
         * concluded; otherwise the whole position is searched as before.
         */
        private boolean partsWon(long owner, long own, long joined) {
            long rest = all & ~joined;
            if (rest == 0) return false;
            long part = flood(rest & -rest, rest);
            if (part == rest) return false;
            for (long left = rest; ; part = flood(left & -left, rest)) {
                if (ownerToMove(owner & part, own & part | all & ~part) != WIN) return false;
                left &= ~part;
                if (left == 0) return true;
            }
        }

        /**
         * The attacker to move with a stone of the owner on the region: some play must win. Its
         * plays: next to a stone joined to C, or a capture that is not a ko-capture (the new stone
         * alone, its one liberty the one stone it took), and, last and only where the region
         * borders C, a loose play anywhere else on the region that leaves its string a liberty
         * (docs/j2003.md, "Fill games", "Loose plays"). On a region that borders no C (a whole
         * board of a graph file, say) nothing the attacker plays is ever safe, and loose plays there
         * only make every loss longer to prove, so it has none.
         */
        private byte attackerToMove(long owner, long own) {
            long key = owner | own << MAX_POINTS | 2L << 2 * MAX_POINTS;
            byte early = known(key);
            if (early != 0) return early;
            long joined = flood(own & rim, own);
            if (filledAround(joined)) {
                put(key, WIN);
                return WIN;
            }
            long empty = all & ~owner & ~own;
            long playable = empty & (rim | neighbours(joined));
            int mark = push(key);
            // the last liberties of the owner's strings in atari
            long capturing = 0;
            for (long rest = owner; rest != 0; ) {
                long string = flood(rest & -rest, owner);
                rest &= ~string;
                long liberties = neighbours(string) & empty;
                if (Long.bitCount(liberties) == 1) capturing |= liberties;
            }
            long libertiesOfOwner = playable & neighbours(owner) & ~capturing;
            byte result = LOSE;
            int rounds = rim == 0 ? 3 : 4;
            for (int round = 0; round < rounds && result == LOSE; round++) {
                long moves = round == 0 ? capturing : round == 1 ? libertiesOfOwner
                        : round == 2 ? playable & ~libertiesOfOwner & ~capturing
                        : empty & ~playable & ~capturing;
                for (long s = moves; s != 0 && result == LOSE; s &= s - 1) {
                    long q = s & -s;
                    long free = empty & ~q;
                    long left = owner;
                    for (long touching = owner & near[Long.numberOfTrailingZeros(q)]; touching != 0; ) {
                        long string = flood(touching & -touching, owner);
                        touching &= ~string;
                        if ((neighbours(string) & free) == 0) left &= ~string;
                    }
                    long taken = owner & ~left;
                    if ((q & playable) == 0 && Long.bitCount(taken) == 1 && (own & near[Long.numberOfTrailingZeros(q)]) == 0
                            && (near[Long.numberOfTrailingZeros(q)] & (free | taken)) == taken) {
                        continue; // a ko-capture: never played
                    }
                    // a loose play must have a liberty (the others have one: C's, or what they took)
                    if (round == 3 && (neighbours(flood(q, own | q)) & free) == 0) continue;
                    byte answer = ownerToMove(left, own | q);
                    if (answer != LOSE) result = answer;
                }
            }
            return pop(key, mark, result);
        }

        /**
         * The answer known without searching the position {@code key}: the table's, a loss for a
         * repetition, "aborted" past the budget; 0 if none. The callers then ask
         * {@link #filledAround} with the joined stones they need anyway.
         */
        private byte known(long key) {
            byte known = get(key);
            if (known != 0) return known;
            int at = onPath(key);
            if (at >= 0) {
                lowest = Math.min(lowest, at);
                return LOSE;
            }
            if (--budget < 0) return ABORT;
            return 0;
        }

        /**
         * Whether every intersection not {@code joined} to C lies next to C or to a joined stone:
         * then filling liberties of the owner's strings wins, as (b) says.
         */
        private boolean filledAround(long joined) {
            return (all & ~joined & ~rim & ~neighbours(joined)) == 0;
        }

        /**
         * Puts {@code key} on the path; returns its index there. The repetitions found below it are
         * collected in {@link #lowest} from here on ({@link #pop} gives back the outer value).
         */
        private int push(long key) {
            if (depth == path.length) {
                path = Arrays.copyOf(path, 2 * depth);
                lowestAbove = Arrays.copyOf(lowestAbove, 2 * depth);
            }
            lowestAbove[depth] = lowest;
            lowest = Integer.MAX_VALUE;
            path[depth] = key;
            onPathCount[pathBucket(key)]++;
            return depth++;
        }

        /**
         * Takes {@code key} (at index {@code mark}) off the path and stores its {@code result}: a
         * win always (it never rests on a repetition), a loss only if every repetition found below
         * it came back to it or to a position after it on the path, not to one before it (the loss
         * then holds wherever the position is met: graph-history interaction, ALGORITHMS.md §2).
         */
        private byte pop(long key, int mark, byte result) {
            depth--;
            onPathCount[pathBucket(key)]--;
            if (result == WIN || (result == LOSE && lowest >= mark)) put(key, result);
            lowest = Math.min(lowest, lowestAbove[depth]);
            return result;
        }

        /**
         * Per bucket of keys ({@link #pathBucket}), how many positions on the path fall in it: a
         * position whose bucket is empty is not on the path, which spares the scan of the path for
         * most positions searched (the path is rarely longer than a few dozen).
         */
        private final int[] onPathCount = new int[PATH_BUCKETS];

        private static final int PATH_BUCKET_BITS = 8;
        private static final int PATH_BUCKETS = 1 << PATH_BUCKET_BITS;

        private static int pathBucket(long key) {
            long h = key * 0xC2B2AE3D27D4EB4FL;
            return (int) (h >>> (Long.SIZE - PATH_BUCKET_BITS));
        }

        /** The index of {@code key} on the path, or -1. */
        private int onPath(long key) {
            if (onPathCount[pathBucket(key)] == 0) return -1;
            for (int i = 0; i < depth; i++) {
                if (path[i] == key) return i;
            }
            return -1;
        }

        /** Where a slot keeps its answer: above the key's 50 bits. */
        private static final int VALUE_SHIFT = 56;
        private static final long KEY_BITS = (1L << VALUE_SHIFT) - 1;

        static {
            // a key is two sets of MAX_POINTS bits and two bits of who moves: they must stay below the answer
            if (2 * MAX_POINTS + 2 > VALUE_SHIFT) throw new ExceptionInInitializerError("fill-game keys overlap their answers");
        }

        private byte get(long key) {
            long[] slots = this.slots;
            int mask = slots.length - 1;
            for (int slot = slot(key, mask); ; slot = (slot + 1) & mask) {
                long entry = slots[slot];
                if (entry == 0) return 0;
                if ((entry & KEY_BITS) == key) return (byte) (entry >>> VALUE_SHIFT);
            }
        }

        private void put(long key, byte value) {
            if (2 * (count + 1) > slots.length) {
                if (slots.length >= 2 * MAX_ENTRIES) {
                    Arrays.fill(slots, 0);
                    count = 0;
                } else {
                    long[] old = slots;
                    slots = new long[2 * old.length];
                    count = 0;
                    for (long entry : old) {
                        if (entry != 0) put(entry & KEY_BITS, (byte) (entry >>> VALUE_SHIFT));
                    }
                }
            }
            int mask = slots.length - 1;
            int slot = slot(key, mask);
            while (slots[slot] != 0 && (slots[slot] & KEY_BITS) != key) slot = (slot + 1) & mask;
            if (slots[slot] == 0) count++;
            slots[slot] = key | (long) value << VALUE_SHIFT;
        }

        /** The bytes of this region's table and path (with the path's bucket counts). */
        long tableBytes() {
            return (long) slots.length * Long.BYTES + (long) path.length * Long.BYTES
                    + (long) (lowestAbove.length + PATH_BUCKETS) * Integer.BYTES;
        }

        private static int slot(long key, int mask) {
            long h = key * 0x9E3779B97F4A7C15L;
            return (int) (h ^ h >>> 32) & mask;
        }
    }
}
