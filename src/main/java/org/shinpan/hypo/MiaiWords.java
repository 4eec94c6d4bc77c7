package org.shinpan.hypo;

import org.shinpan.board.Graph;
import org.shinpan.board.WordGraph;

/**
 * The miai rule of the search ({@link MiaiSafety#targetStands}; docs/j2003.md, "Miai in the
 * search"; J2003 v35a, Definitions 2) on a graph of at most 64 locations, in bitsets: one word per
 * set of intersections, strings and regions by {@link BensonAnalysis#connected}. It finds the same
 * pairs in the same order as the general version (the double connections by their first common
 * liberty, then the eyes in miai by their region's first intersection), drops them in the same
 * order, analyses the same resolutions, and so gives the same answer; {@code MiaiWordsProperties}
 * holds the two equal. Only the representation differs: no {@code Position}, no arrays per
 * intersection, no lists of points.
 */
final class MiaiWords {
    private MiaiWords() {}

    /**
     * {@link MiaiSafety#targetStands} on the position whose owner's stones are {@code own} and
     * attacker's stones {@code opp}, with {@code target} the stones asked about (all of them the
     * owner's), {@code playable} the intersections an answer may use, and, if {@code penalized},
     * {@code wall} the attacker's stones whose loss of a playable liberty the small board penalizes
     * the owner for. {@code neighbours} are {@link BensonAnalysis#neighbourSets} of {@code graph},
     * whose order of neighbours decides the order in which double connections are found.
     */
    static boolean targetStands(Graph graph, WordGraph neighbours, long own, long opp, long target, long playable,
            boolean penalized, long wall) {
        int n = neighbours.size();
        long board = n == 64 ? -1L : (1L << n) - 1;
        long empty = board & ~own & ~opp;
        if (!MiaiSafety.mayHavePair(neighbours, new long[] {own, empty, target})) return false;
        long passAlive = BensonAnalysis.passAliveStones(neighbours, own, empty, 0);

        // The owner's strings, numbered by their first intersection, and the weak ones.
        long[] string = new long[Long.bitCount(own)];
        int strings = 0;
        long weak = 0;
        byte[] stringOf = new byte[n];
        for (long rest = own; rest != 0; strings++) {
            long s = BensonAnalysis.connected(neighbours, Long.lowestOneBit(rest), own);
            rest &= ~s;
            string[strings] = s;
            if ((s & passAlive) == 0) weak |= 1L << strings;
            for (long b = s; b != 0; b &= b - 1) stringOf[Long.numberOfTrailingZeros(b)] = (byte) strings;
        }
        if (weak == 0) return false;
        long[] liberties = new long[strings];
        for (int s = 0; s < strings; s++) liberties[s] = BensonAnalysis.adjacent(neighbours, string[s]) & empty;

        Candidates c = new Candidates(n);
        connectionPairs(graph, own, stringOf, liberties, weak, c);
        eyePairs(neighbours, own, opp, board, string, strings, weak, c);

        // The disjoint pairs taken greedily in that order, both points playable.
        int[] first = c.first;
        int[] second = c.second;
        long[] touches = c.touches;
        long used = 0;
        int pairs = 0;
        for (int i = 0; i < c.count; i++) {
            long points = 1L << first[i] | 1L << second[i];
            if ((used & points) != 0 || (points & ~playable) != 0) continue;
            used |= points;
            first[pairs] = first[i];
            second[pairs] = second[i];
            touches[pairs++] = touches[i];
        }
        if (pairs == 0) return false;

        // The strategy: the pairs of the groups (pairs joined by a common weak string) that touch a
        // weak string of the target.
        long targetStrings = 0;
        for (int s = 0; s < strings; s++) {
            if ((weak >>> s & 1) != 0 && (string[s] & target) != 0) targetStrings |= 1L << s;
        }
        int[] parent = new int[pairs];
        for (int i = 0; i < pairs; i++) parent[i] = i;
        for (int i = 0; i < pairs; i++) {
            for (int j = 0; j < i; j++) {
                if ((touches[i] & touches[j]) != 0) parent[MiaiSafety.find(parent, i)] = MiaiSafety.find(parent, j);
            }
        }
        boolean[] wanted = new boolean[pairs];
        for (int i = 0; i < pairs; i++) wanted[MiaiSafety.find(parent, i)] |= (touches[i] & targetStrings) != 0;
        long[] kept = new long[pairs];
        long[] other = new long[pairs];
        int k = 0;
        for (int i = 0; i < pairs; i++) {
            if (!wanted[MiaiSafety.find(parent, i)]) continue;
            kept[k] = 1L << first[i];
            other[k++] = 1L << second[i];
        }
        if (k == 0 || k > MiaiSafety.MAX_SEARCH_PAIRS) return false;

        // Drop each pair whose chosen point fails in some resolution, until the rest hold.
        while (k > 0) {
            int bad = analyse(neighbours, board, own, opp, passAlive, target, penalized, wall, kept, other, k);
            if (bad == STANDS) return true;
            if (bad == FALLS) return false;
            System.arraycopy(kept, bad + 1, kept, bad, k - bad - 1);
            System.arraycopy(other, bad + 1, other, bad, k - bad - 1);
            k--;
        }
        return false;
    }

    /** Candidate pairs in the order found: the two points, and the weak strings each touches (a word of string numbers). */
    private static final class Candidates {
        int[] first;
        int[] second;
        long[] touches;
        int count;

        Candidates(int capacity) {
            first = new int[capacity];
            second = new int[capacity];
            touches = new long[capacity];
        }

        void add(int a, int b, long strings) {
            if (count == first.length) {
                first = java.util.Arrays.copyOf(first, Math.max(4, 2 * count));
                second = java.util.Arrays.copyOf(second, Math.max(4, 2 * count));
                touches = java.util.Arrays.copyOf(touches, Math.max(4, 2 * count));
            }
            first[count] = a;
            second[count] = b;
            touches[count++] = strings;
        }
    }

    private static final int STANDS = -2;
    private static final int FALLS = -1;

    /**
     * Double connections, in the order the general version finds them: a pair of strings, one of
     * them weak, is found at its first common liberty (scanning the empty intersections in order,
     * the strings next to each in the graph's order of neighbours), and makes a pair of its first
     * two common liberties if it has two.
     */
    private static void connectionPairs(Graph g, long own, byte[] stringOf, long[] liberties, long weak,
            Candidates c) {
        int[] around = new int[8];
        // a pair's first common liberty is a liberty of its weak string
        long weakLiberties = 0;
        for (long ws = weak; ws != 0; ws &= ws - 1) weakLiberties |= liberties[Long.numberOfTrailingZeros(ws)];
        for (long rest = weakLiberties; rest != 0; rest &= rest - 1) {
            int loc = Long.numberOfTrailingZeros(rest);
            int m = 0;
            for (int d = 0; d < g.degree(loc); d++) {
                int w = g.neighbour(loc, d);
                if ((own >>> w & 1) == 0) continue;
                int s = stringOf[w];
                boolean seen = false;
                for (int i = 0; i < m; i++) seen |= around[i] == s;
                if (!seen) {
                    if (m == around.length) around = java.util.Arrays.copyOf(around, 2 * m);
                    around[m++] = s;
                }
            }
            for (int i = 0; i < m; i++) {
                for (int j = i + 1; j < m; j++) {
                    int a = Math.min(around[i], around[j]);
                    int b = Math.max(around[i], around[j]);
                    boolean weakA = (weak >>> a & 1) != 0;
                    boolean weakB = (weak >>> b & 1) != 0;
                    if (!weakA && !weakB) continue;
                    long common = liberties[a] & liberties[b];
                    if (Long.numberOfTrailingZeros(common) != loc || Long.bitCount(common) < 2) continue;
                    c.add(loc, Long.numberOfTrailingZeros(common & (common - 1)),
                            (weakA ? 1L << a : 0) | (weakB ? 1L << b : 0));
                }
            }
        }
    }

    /**
     * Eyes in miai, after the double connections: each region of the intersections without an
     * owner stone, in the order of its first intersection, of 3 to {@link MiaiSafety#MAX_EYE_REGION}
     * intersections, all empty, next to a weak string, makes a pair of its first two intersections
     * that each split the rest into at least two parts.
     */
    private static void eyePairs(WordGraph nb, long own, long opp, long board, long[] string, int strings, long weak,
            Candidates c) {
        for (long rest = board & ~own; rest != 0; ) {
            long region = BensonAnalysis.connected(nb, Long.lowestOneBit(rest), board & ~own);
            rest &= ~region;
            int size = Long.bitCount(region);
            if (size > MiaiSafety.MAX_EYE_REGION || size < 3 || (region & opp) != 0) continue;
            long near = BensonAnalysis.adjacent(nb, region) & own;
            long around = 0;
            for (int s = 0; s < strings; s++) {
                if ((weak >>> s & 1) != 0 && (string[s] & near) != 0) around |= 1L << s;
            }
            if (around == 0) continue;
            int found = -1;
            for (long points = region; points != 0; points &= points - 1) {
                long x = Long.lowestOneBit(points);
                if (parts(nb, region & ~x) < 2) continue;
                if (found < 0) {
                    found = Long.numberOfTrailingZeros(x);
                } else {
                    c.add(found, Long.numberOfTrailingZeros(x), around);
                    break;
                }
            }
        }
    }

    /** The number of connected parts of {@code set}. */
    private static int parts(WordGraph nb, long set) {
        int count = 0;
        for (long rest = set; rest != 0; count++) rest &= ~BensonAnalysis.connected(nb, Long.lowestOneBit(rest), set);
        return count;
    }

    /**
     * The resolutions of the {@code k} pairs ({@code kept[i]} the first point, {@code other[i]} the
     * second), as {@code MiaiSafety.analyse} with a target: {@link #STANDS} if the target's stones
     * are pass-alive in every resolution and every chosen point of the pass-alive set (and
     * unpenalized), {@link #FALLS} if a target stone falls or no weak string stays alive, else the
     * index of the first pair whose chosen point fails in the first resolution where one does.
     */
    private static int analyse(WordGraph nb, long board, long own, long opp, long passAlive, long target,
            boolean penalized, long wall, long[] kept, long[] other, int k) {
        long empty = board & ~own & ~opp;
        long all = board;
        for (int mask = 0; mask < 1 << k; mask++) {
            long chosen = 0;
            for (int i = 0; i < k; i++) chosen |= (mask >>> i & 1) == 0 ? kept[i] : other[i];
            // Benson's analysis of the resolution first: its vital regions include the narrower ones.
            long wide = BensonAnalysis.passAliveStones(nb, own | chosen, empty & ~chosen, 0);
            for (int i = 0; i < k; i++) {
                if ((wide & ((mask >>> i & 1) == 0 ? kept[i] : other[i])) == 0) return i;
            }
            if ((target & ~wide) != 0) return FALLS;
            long alive = resolvedPassAlive(nb, board, own, opp, chosen);
            for (int i = 0; i < k; i++) {
                long d = (mask >>> i & 1) == 0 ? kept[i] : other[i];
                if ((alive & d) == 0 || (penalized && !answerUnpenalized(nb, board, own | chosen, alive, wall, d))) {
                    return i;
                }
            }
            all &= alive;
            if ((target & ~alive) != 0) return FALLS;
            if ((all & own & ~passAlive) == 0) return FALLS;
        }
        return STANDS;
    }

    /**
     * {@link MiaiSafety#resolvedPassAlive} in words: the owner's stones, of the position or
     * {@code chosen}, of the pass-alive set of Benson's analysis where a region is vital to a block
     * only if it has an empty intersection, each next to the block; every chosen intersection next
     * to the region belongs to that block; and, if one is, the region holds no attacker stone.
     */
    static long resolvedPassAlive(WordGraph nb, long board, long own, long opp, long chosen) {
        long stone = own | chosen;
        long empty = board & ~stone & ~opp;
        int n = nb.size();
        long[] block = new long[n];
        long[] blockAround = new long[n];
        int blocks = 0;
        for (long rest = stone; rest != 0; blocks++) {
            block[blocks] = BensonAnalysis.connected(nb, Long.lowestOneBit(rest), stone);
            rest &= ~block[blocks];
            blockAround[blocks] = BensonAnalysis.adjacent(nb, block[blocks]);
        }
        long[] region = new long[n];
        long[] regionAround = new long[n];
        long[] vitalTo = new long[n];
        int regions = 0;
        for (long rest = board & ~stone; rest != 0; regions++) {
            long r = BensonAnalysis.connected(nb, Long.lowestOneBit(rest), board & ~stone);
            rest &= ~r;
            region[regions] = r;
            long around = BensonAnalysis.adjacent(nb, r);
            regionAround[regions] = around;
            long emptyHere = r & empty;
            if (emptyHere == 0) continue;
            long chosenNext = around & chosen;
            int only = -1;
            if (chosenNext != 0) {
                if ((r & opp) != 0) continue;
                for (int b = 0; b < blocks && only < 0; b++) {
                    if ((block[b] & chosenNext) != 0) only = b;
                }
                if ((chosenNext & ~block[only]) != 0) continue;
            }
            for (int b = 0; b < blocks; b++) {
                if ((only < 0 || only == b) && (emptyHere & ~blockAround[b]) == 0) vitalTo[regions] |= 1L << b;
            }
        }
        long inX = blocks == 64 ? -1L : (1L << blocks) - 1;
        long inR = regions == 64 ? -1L : (1L << regions) - 1;
        int[] vital = new int[blocks];
        boolean changed = true;
        while (changed) {
            changed = false;
            java.util.Arrays.fill(vital, 0);
            for (long rs = inR; rs != 0; rs &= rs - 1) {
                for (long bs = vitalTo[Long.numberOfTrailingZeros(rs)]; bs != 0; bs &= bs - 1) {
                    vital[Long.numberOfTrailingZeros(bs)]++;
                }
            }
            long out = 0;
            for (long bs = inX; bs != 0; bs &= bs - 1) {
                int b = Long.numberOfTrailingZeros(bs);
                if (vital[b] < 2) {
                    inX &= ~(1L << b);
                    changed = true;
                }
            }
            for (long bs = ~inX & (blocks == 64 ? -1L : (1L << blocks) - 1); bs != 0; bs &= bs - 1) {
                out |= block[Long.numberOfTrailingZeros(bs)];
            }
            for (long rs = inR; rs != 0; rs &= rs - 1) {
                int r = Long.numberOfTrailingZeros(rs);
                if ((regionAround[r] & out) != 0) {
                    inR &= ~(1L << r);
                    changed = true;
                }
            }
        }
        long result = 0;
        for (long bs = inX; bs != 0; bs &= bs - 1) result |= block[Long.numberOfTrailingZeros(bs)];
        return result;
    }

    /**
     * {@code MiaiSafety.answerUnpenalized} in words: the regions without an owner stone (of the
     * position or chosen, {@code stones}) next to the answer {@code d} hold no {@code wall} stone,
     * and every owner stone next to them is {@code alive}.
     */
    private static boolean answerUnpenalized(WordGraph nb, long board, long stones, long alive, long wall, long d) {
        long open = board & ~stones;
        long seeds = nb.neighbours(Long.numberOfTrailingZeros(d)) & open;
        if (seeds == 0) return true;
        long regions = BensonAnalysis.connected(nb, seeds, open);
        if ((regions & wall) != 0) return false;
        return (BensonAnalysis.adjacent(nb, regions) & stones & ~alive) == 0;
    }
}
