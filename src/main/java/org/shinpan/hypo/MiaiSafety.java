package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.WordGraph;

/**
 * Static safety by a miai strategy (after Müller 1997, "Playing it safe: recognizing secure
 * territories in computer Go by using static rules and search"): strings that Benson's analysis
 * does not find pass-alive but that are uncapturable (J2003 v35a, Life and Death, with the
 * hypothetical-sequence of Definitions 2) because their owner can answer the attacker's play on
 * one point of a pair by the other point, and otherwise pass.
 *
 * <p>The rule (docs/j2003.md, "Miai safety", which gives the soundness argument): the owner D has
 * disjoint pairs of empty intersections. For each of the 2^k <em>resolutions</em> — a choice of
 * D's point in every pair — the position with D's stones added on the chosen points (the other
 * points left empty) is analysed by Benson's method with a narrower notion of vital region:
 * <ul>
 *   <li>it has an empty intersection, and each of them neighbours the block;
 *   <li>every chosen point next to the region belongs to that block;
 *   <li>if a chosen point lies next to the region, the region holds no stone of the attacker.
 * </ul>
 * The resolution must leave every chosen point in a block of the pass-alive set. A final-string
 * that is in the pass-alive set in every resolution is uncapturable: the owner's strategy "answer a
 * play on a point of an unanswered pair on its other point, else pass" defeats every attack, and
 * its answers are always legal.
 *
 * <p>Pairs are found, not searched for: two common liberties of two strings (a double connection)
 * and two points of a small region that each split it into parts with empty intersections (two
 * eyes in miai). They are grouped by the strings they touch, and each group of at most
 * {@link #MAX_PAIRS} pairs is one strategy.
 */
public final class MiaiSafety {
    /** The most pairs of one strategy: each of its 2^k resolutions is analysed. */
    public static final int MAX_PAIRS = 10;
    /**
     * The most pairs of one strategy in the search's settled check ({@link #targetStands}): it is
     * asked of many positions, each costing up to 2^k analyses.
     */
    static final int MAX_SEARCH_PAIRS = 4;
    /** The largest region searched for a pair of splitting points. */
    static final int MAX_EYE_REGION = 12;
    /** How a note names this rule; {@link #note} writes the rest. */
    public static final String NOTE_PREFIX = "uncapturable by miai";

    private MiaiSafety() {}

    /** Two empty intersections the owner answers one by the other. */
    public record Pair(int first, int second) {
        public int partner(int loc) {
            return loc == first ? second : first;
        }

        public boolean contains(int loc) {
            return loc == first || loc == second;
        }

        public String describe(Graph graph) {
            return graph.label(first) + "/" + graph.label(second);
        }
    }

    /**
     * One miai strategy and what it proves.
     *
     * @param owner  whose strategy
     * @param pairs  its pairs, disjoint
     * @param proven per intersection: a stone of a final-string of {@code owner} that the strategy
     *               proves uncapturable and that is not pass-alive in the final position itself
     */
    public record Proof(Player owner, List<Pair> pairs, boolean[] proven) {
        public boolean proves(int loc) {
            return proven[loc];
        }
    }

    /** The note of a string a miai strategy of {@code pairs} pairs proves uncapturable. */
    public static String note(int pairs) {
        return NOTE_PREFIX + " (Benson after the owner answers " + pairs + (pairs == 1 ? " pair" : " pairs")
                + "): the owner answers a play on one point of a pair by the other point, and otherwise passes";
    }

    /** The miai strategies of {@code owner} on {@code position} that prove some string Benson's analysis misses. */
    public static List<Proof> proofs(Position position, Player owner) {
        return proofs(position, owner, BensonAnalysis.passAlive(position, owner));
    }

    /**
     * As {@link #proofs(Position, Player)}, with the owner's pass-alive intersections of the
     * position ({@link BensonAnalysis#passAlive(Position, Player)}) given.
     */
    public static List<Proof> proofs(Position position, Player owner, boolean[] passAlive) {
        Found found = find(position, owner, passAlive, null);
        if (found == null) return List.of();
        List<Pair> pairs = found.pairs();
        int[] parent = groups(found);
        Map<Integer, List<Pair>> groups = new LinkedHashMap<>();
        for (int i = 0; i < pairs.size(); i++) groups.computeIfAbsent(find(parent, i), k -> new ArrayList<>()).add(pairs.get(i));

        int n = position.graph().size();
        int own = owner.stone().code();
        List<Proof> result = new ArrayList<>();
        for (List<Pair> group : groups.values()) {
            if (group.size() > MAX_PAIRS) continue;
            List<Pair> kept = new ArrayList<>(group);
            boolean[] alive = keptPairs(position, owner, kept, passAlive, null, null, null);
            if (alive == null) continue;
            boolean[] proven = new boolean[n];
            boolean any = false;
            for (int loc = 0; loc < n; loc++) {
                proven[loc] = alive[loc] && position.code(loc) == own && !passAlive[loc];
                any |= proven[loc];
            }
            if (any) result.add(new Proof(owner, List.copyOf(kept), proven));
        }
        return result;
    }

    /**
     * Whether every stone marked in {@code target} (all of them {@code owner}'s) stands in every
     * resolution of one miai strategy of {@code owner}, so that the attacker, whatever it plays,
     * never removes any of them: the settled-state rule of the lazy solver's search (docs/j2003.md,
     * "Settled states", "Miai in the search"; J2003 v35a, Definitions 2, hypothetical-sequence and
     * hypothetical-ko). The strategy takes the pairs ({@link #proofs}' double connections and eyes
     * in miai) of the groups that touch a target string Benson's analysis misses, at most
     * {@link #MAX_SEARCH_PAIRS} of them, every point of each {@code playable} (null: all). With
     * {@code wall} given (the owner is the side a small board penalizes for leaving such a stone of
     * the attacker without a playable liberty, {@link SealedArea.Rules}), every region next to a
     * chosen point must hold no {@code wall} stone and be bordered only by blocks of the pass-alive
     * set, so that no answer is ever penalized. The caller checks what depends on the state rather
     * than the position: no pending ban on the owner, no ko master.
     */
    static boolean targetStands(Position position, Player owner, boolean[] target, boolean[] playable, boolean[] wall,
            WordGraph neighbours) {
        int n = position.graph().size();
        boolean[] passAlive;
        if (neighbours != null) {
            long[] words = words(position, owner, target);
            if (!mayHavePair(neighbours, words)) return false;
            long alive = BensonAnalysis.passAliveStones(neighbours, words[0], words[1], 0);
            passAlive = new boolean[n];
            for (int loc = 0; loc < n; loc++) passAlive[loc] = (alive >>> loc & 1) != 0;
        } else {
            if (!mayHavePair(position, owner, target)) return false;
            passAlive = BensonAnalysis.passAlive(position, owner);
        }
        Found found = find(position, owner, passAlive, playable);
        if (found == null) return false;
        boolean[] targetString = new boolean[found.isWeak().length];
        for (int loc = 0; loc < target.length; loc++) {
            int s = found.stringOf()[loc];
            if (target[loc] && s >= 0 && found.isWeak()[s]) targetString[s] = true;
        }
        List<Pair> pairs = found.pairs();
        int[] parent = groups(found);
        boolean[] wantedGroup = new boolean[pairs.size()];
        for (int i = 0; i < pairs.size(); i++) {
            for (int s : found.touches().get(i)) wantedGroup[find(parent, i)] |= targetString[s];
        }
        List<Pair> kept = new ArrayList<>();
        for (int i = 0; i < pairs.size(); i++) {
            if (wantedGroup[find(parent, i)]) kept.add(pairs.get(i));
        }
        if (kept.isEmpty() || kept.size() > MAX_SEARCH_PAIRS) return false;
        return keptPairs(position, owner, kept, passAlive, target, wall, neighbours) != null;
    }

    /**
     * On a graph of at most 64 intersections, whether {@link #find} may find a pair that touches a
     * string of {@code target}: a string of it has two liberties next to one other string of the
     * owner (a double connection), or is next to a region of 3 to {@link #MAX_EYE_REGION}
     * intersections, all empty (eyes in miai). A necessary condition only, in bitsets, far cheaper
     * than finding the pairs.
     */
    static boolean mayHavePair(WordGraph nb, long[] words) {
        int n = nb.size();
        long own = words[0];
        long empty = words[1];
        long marked = words[2];
        long board = n == 64 ? -1L : (1L << n) - 1;
        for (long rest = marked; rest != 0; ) {
            long string = BensonAnalysis.connected(nb, Long.lowestOneBit(rest), own);
            rest &= ~string;
            long liberties = BensonAnalysis.adjacent(nb, string) & empty;
            for (long left = liberties; left != 0; ) {
                long region = BensonAnalysis.connected(nb, Long.lowestOneBit(left), board & ~own);
                left &= ~region;
                int size = Long.bitCount(region);
                if ((region & ~empty) == 0 && size >= 3 && size <= MAX_EYE_REGION) return true;
            }
            long others = own & ~string;
            long shared = liberties & BensonAnalysis.adjacent(nb, others);
            for (long left = shared; left != 0; left &= left - 1) {
                long around = nb.neighbours(Long.numberOfTrailingZeros(left)) & others;
                for (long ts = around; ts != 0; ) {
                    long other = BensonAnalysis.connected(nb, Long.lowestOneBit(ts), own);
                    ts &= ~other;
                    if (Long.bitCount(BensonAnalysis.adjacent(nb, other) & shared) >= 2) return true;
                }
            }
        }
        return false;
    }

    /**
     * {@link #mayHavePair(long[], long[])} on any graph: whether a string of {@code owner} holding a
     * {@code target} intersection is next to a region of 3 to {@link #MAX_EYE_REGION} intersections
     * without an owner stone, all empty, or has two liberties next to one other string of the owner.
     * Every pair {@link #find} makes touches a string so placed (an eye pair its region's strings, a
     * double connection its two strings), so where none is, {@link #targetStands} keeps no pair.
     * One labelling of the owner's strings, then the target's liberties, their regions and the
     * strings next to them.
     */
    static boolean mayHavePair(Position position, Player owner, boolean[] target) {
        Graph g = position.graph();
        int n = g.size();
        int own = owner.stone().code();
        int[] members = new int[n];
        // the owner's strings, numbered from 1 (0 off the owner's stones)
        int[] stringOf = new int[n];
        int strings = 0;
        for (int loc = 0; loc < n; loc++) {
            if (position.code(loc) == own && stringOf[loc] == 0) {
                component(g, loc, ++strings, stringOf, members, v -> position.code(v) == own);
            }
        }
        int[] regionOf = new int[n];
        int regions = 0;
        boolean[] done = new boolean[strings + 1];
        // per other string: the liberties of the target string s counted next to it, and the last one
        int[] countedFor = new int[strings + 1];
        int[] shared = new int[strings + 1];
        int[] lastLiberty = new int[strings + 1];
        for (int t = 0; t < n; t++) {
            int s = stringOf[t];
            if (!target[t] || s == 0 || done[s]) continue;
            done[s] = true;
            for (int l = 0; l < n; l++) {
                if (position.code(l) != 0 || !nextTo(g, l, stringOf, s)) continue;
                if (regionOf[l] == 0) {
                    // the liberty's region off the owner's stones: all empty, 3 to MAX_EYE_REGION
                    int size = component(g, l, ++regions, regionOf, members, v -> position.code(v) != own);
                    boolean clean = true;
                    for (int i = 0; i < size; i++) clean &= position.code(members[i]) == 0;
                    if (clean && size >= 3 && size <= MAX_EYE_REGION) return true;
                }
                // the other owner strings next to the liberty: two such liberties make a double connection
                for (int k = 0; k < g.degree(l); k++) {
                    int o = stringOf[g.neighbour(l, k)];
                    if (o == 0 || o == s) continue;
                    if (countedFor[o] != s) {
                        countedFor[o] = s;
                        shared[o] = 0;
                        lastLiberty[o] = -1;
                    }
                    if (lastLiberty[o] == l) continue;
                    lastLiberty[o] = l;
                    if (++shared[o] >= 2) return true;
                }
            }
        }
        return false;
    }

    /** Whether {@code loc} neighbours a stone of the string numbered {@code s}. */
    private static boolean nextTo(Graph g, int loc, int[] stringOf, int s) {
        for (int k = 0; k < g.degree(loc); k++) {
            if (stringOf[g.neighbour(loc, k)] == s) return true;
        }
        return false;
    }

    /**
     * Numbers {@code id} the intersections connected to {@code from} through {@code inside} ones
     * that {@code label} leaves at 0; returns how many, listed in {@code members}.
     */
    private static int component(Graph g, int from, int id, int[] label, int[] members,
            java.util.function.IntPredicate inside) {
        int size = 0;
        members[size++] = from;
        label[from] = id;
        for (int i = 0; i < size; i++) {
            int v = members[i];
            for (int k = 0; k < g.degree(v); k++) {
                int w = g.neighbour(v, k);
                if (label[w] == 0 && inside.test(w)) {
                    label[w] = id;
                    members[size++] = w;
                }
            }
        }
        return size;
    }

    /** On a graph of at most 64 intersections: the owner's stones, the empty intersections and the target, one word each. */
    private static long[] words(Position position, Player owner, boolean[] target) {
        int own = owner.stone().code();
        long[] words = new long[3];
        for (int loc = 0; loc < target.length; loc++) {
            if (position.code(loc) == own) words[0] |= 1L << loc;
            if (position.code(loc) == 0) words[1] |= 1L << loc;
            if (target[loc]) words[2] |= 1L << loc;
        }
        return words;
    }

    /**
     * Drops from {@code kept} each pair whose chosen point fails in some resolution, until the rest
     * hold; returns what {@link #analyse} finds alive then, or null if no pair is left or the
     * {@code target} (null: none asked) fell.
     */
    private static boolean[] keptPairs(Position position, Player owner, List<Pair> kept, boolean[] passAlive,
            boolean[] target, boolean[] wall, WordGraph neighbours) {
        // A pair whose answer is not in the pass-alive set in some resolution is dropped: the
        // argument for the answer's legality needs it there.
        while (!kept.isEmpty()) {
            Outcome o = analyse(position, owner, kept, passAlive, target, wall, neighbours);
            if (o.badPair() < 0) return o.alive();
            kept.remove(o.badPair());
        }
        return null;
    }

    /** The pairs found on a position, disjoint, with the weak strings each touches, and the owner's strings. */
    private record Found(int[] stringOf, boolean[] isWeak, List<Pair> pairs, List<int[]> touches) {}

    /**
     * The owner's strings, which of them are weak (not pass-alive), and the disjoint pairs taken
     * greedily in the order found (double connections first), both points {@code playable} (null:
     * all); null if there is no weak string or no pair.
     */
    private static Found find(Position position, Player owner, boolean[] passAlive, boolean[] playable) {
        Graph g = position.graph();
        int n = g.size();
        int own = owner.stone().code();
        int[] stringOf = new int[n];
        Arrays.fill(stringOf, -1);
        int[] stack = new int[n];
        int strings = 0;
        List<Integer> weak = new ArrayList<>();
        for (int loc = 0; loc < n; loc++) {
            if (position.code(loc) != own || stringOf[loc] >= 0) continue;
            flood(g, loc, strings, stringOf, stack, v -> position.code(v) == own);
            if (!passAlive[loc]) weak.add(strings);
            strings++;
        }
        if (weak.isEmpty()) return null;
        boolean[] isWeak = new boolean[strings];
        for (int s : weak) isWeak[s] = true;

        List<Pair> candidates = new ArrayList<>();
        List<int[]> touches = new ArrayList<>();
        connectionPairs(position, stringOf, isWeak, candidates, touches);
        eyePairs(position, own, stringOf, isWeak, stack, candidates, touches);

        boolean[] used = new boolean[n];
        List<Pair> pairs = new ArrayList<>();
        List<int[]> pairTouches = new ArrayList<>();
        for (int i = 0; i < candidates.size(); i++) {
            Pair p = candidates.get(i);
            if (used[p.first()] || used[p.second()]) continue;
            if (playable != null && !(playable[p.first()] && playable[p.second()])) continue;
            used[p.first()] = used[p.second()] = true;
            pairs.add(p);
            pairTouches.add(touches.get(i));
        }
        return pairs.isEmpty() ? null : new Found(stringOf, isWeak, pairs, pairTouches);
    }

    /** Union-find parents of the pairs: pairs that touch a common weak string belong to one strategy. */
    private static int[] groups(Found found) {
        int[] parent = new int[found.pairs().size()];
        for (int i = 0; i < parent.length; i++) parent[i] = i;
        int[] firstPairOf = new int[found.isWeak().length];
        Arrays.fill(firstPairOf, -1);
        for (int i = 0; i < parent.length; i++) {
            for (int s : found.touches().get(i)) {
                if (firstPairOf[s] < 0) {
                    firstPairOf[s] = i;
                } else {
                    parent[find(parent, i)] = find(parent, firstPairOf[s]);
                }
            }
        }
        return parent;
    }

    /** What the resolutions of one set of pairs give. */
    private record Outcome(boolean[] alive, int badPair) {}

    /**
     * The owner's intersections pass-alive (in the narrow sense) in every resolution of
     * {@code pairs}, or the index of a pair whose chosen point is not in the pass-alive set in
     * some resolution (or, with {@code wall} given, has a region next to it that
     * {@link #answerUnpenalized} refuses). Stops early, with nothing alive, once no weak string is
     * left, or, with a {@code target} given, once a stone of it falls.
     */
    private static Outcome analyse(Position position, Player owner, List<Pair> pairs, boolean[] passAlive,
            boolean[] target, boolean[] wall, WordGraph neighbours) {
        int n = position.graph().size();
        int own = owner.stone().code();
        boolean[] all = new boolean[n];
        Arrays.fill(all, true);
        boolean[] chosen = new boolean[n];
        int k = pairs.size();
        long[] bensonWord = target != null && neighbours != null ? words(position, owner, target) : null;
        for (int mask = 0; mask < 1 << k; mask++) {
            Arrays.fill(chosen, false);
            for (int i = 0; i < k; i++) {
                Pair p = pairs.get(i);
                chosen[(mask >>> i & 1) == 0 ? p.first() : p.second()] = true;
            }
            if (bensonWord != null) {
                // On a small board, Benson's analysis of the resolution in one word first: its
                // vital regions include the narrower ones, so it keeps at least what they keep.
                long stones = bensonWord[0];
                long empty = bensonWord[1];
                for (int i = 0; i < k; i++) {
                    Pair p = pairs.get(i);
                    long d = 1L << ((mask >>> i & 1) == 0 ? p.first() : p.second());
                    stones |= d;
                    empty &= ~d;
                }
                long wide = BensonAnalysis.passAliveStones(neighbours, stones, empty, 0);
                for (int i = 0; i < k; i++) {
                    Pair p = pairs.get(i);
                    if ((wide >>> ((mask >>> i & 1) == 0 ? p.first() : p.second()) & 1) == 0) return new Outcome(null, i);
                }
                if (target != null && (bensonWord[2] & ~wide) != 0) return new Outcome(null, -1);
            }
            boolean[] alive = resolvedPassAlive(position, owner, chosen);
            for (int i = 0; i < k; i++) {
                Pair p = pairs.get(i);
                int d = (mask >>> i & 1) == 0 ? p.first() : p.second();
                if (!alive[d] || (wall != null && !answerUnpenalized(position, own, chosen, alive, wall, d))) {
                    return new Outcome(null, i);
                }
            }
            boolean anyWeak = false;
            for (int loc = 0; loc < n; loc++) {
                all[loc] &= alive[loc];
                anyWeak |= all[loc] && position.code(loc) == own && !passAlive[loc];
                if (target != null && target[loc] && !alive[loc]) return new Outcome(null, -1);
            }
            if (!anyWeak) return new Outcome(target == null ? new boolean[n] : null, -1);
        }
        return new Outcome(all, -1);
    }

    /**
     * Whether every region of the resolution next to the chosen point {@code d} holds no
     * {@code wall} stone and is bordered only by owner stones {@code alive} (of the pass-alive
     * set): then, when the owner answers on {@code d}, every attacker string next to it lies inside
     * such a region (its borders are the owner's stones that are never removed, or chosen points
     * that are empty), so none holds a wall stone, and the small board's penalty for leaving one
     * without a playable liberty never applies (docs/j2003.md, "Miai in the search").
     */
    private static boolean answerUnpenalized(Position position, int own, boolean[] chosen, boolean[] alive,
            boolean[] wall, int d) {
        Graph g = position.graph();
        int n = g.size();
        int[] label = new int[n];
        Arrays.fill(label, -1);
        int[] stack = new int[n];
        java.util.function.IntPredicate stone = v -> position.code(v) == own || chosen[v];
        for (int k = 0; k < g.degree(d); k++) {
            int y = g.neighbour(d, k);
            if (stone.test(y) || label[y] >= 0) continue;
            flood(g, y, 0, label, stack, stone.negate());
        }
        for (int v = 0; v < n; v++) {
            if (label[v] < 0) continue;
            if (wall[v]) return false;
            for (int k = 0; k < g.degree(v); k++) {
                int z = g.neighbour(v, k);
                if (stone.test(z) && !alive[z]) return false;
            }
        }
        return true;
    }

    /**
     * Benson's analysis of the position with the owner's stones added on {@code chosen} (which
     * must be empty), with a region vital to a block only if it has an empty intersection, each of
     * them next to the block; every chosen intersection next to it belongs to the block; and it
     * holds no attacker stone if any chosen intersection is next to it. Per intersection: whether
     * it holds an owner stone (of the position or chosen) of the resulting pass-alive set. With no
     * chosen intersection on a legal position this is Benson's analysis itself.
     */
    static boolean[] resolvedPassAlive(Position position, Player owner, boolean[] chosen) {
        Graph g = position.graph();
        int n = g.size();
        int own = owner.stone().code();
        int opp = owner.opponent().stone().code();
        boolean[] stone = new boolean[n];
        for (int loc = 0; loc < n; loc++) stone[loc] = position.code(loc) == own || chosen[loc];
        int[] stack = new int[n];
        int[] block = new int[n];
        int[] region = new int[n];
        Arrays.fill(block, -1);
        Arrays.fill(region, -1);
        int blocks = 0;
        int regions = 0;
        for (int loc = 0; loc < n; loc++) {
            if (stone[loc]) {
                if (block[loc] < 0) flood(g, loc, blocks++, block, stack, v -> stone[v]);
            } else if (region[loc] < 0) {
                flood(g, loc, regions++, region, stack, v -> !stone[v]);
            }
        }
        int[] firstEmpty = new int[regions];
        Arrays.fill(firstEmpty, -1);
        boolean[] hasOpponent = new boolean[regions];
        // the block of the chosen intersections next to the region: -1 none, -2 more than one block
        int[] chosenBlock = new int[regions];
        Arrays.fill(chosenBlock, -1);
        for (int loc = 0; loc < n; loc++) {
            int r = region[loc];
            if (r < 0) continue;
            if (position.code(loc) == 0 && firstEmpty[r] < 0) firstEmpty[r] = loc;
            if (position.code(loc) == opp) hasOpponent[r] = true;
            for (int k = 0; k < g.degree(loc); k++) {
                int w = g.neighbour(loc, k);
                if (!chosen[w]) continue;
                int b = block[w];
                chosenBlock[r] = chosenBlock[r] == -1 || chosenBlock[r] == b ? b : -2;
            }
        }
        // Per region, the blocks it is vital to (at most the blocks around its first empty intersection).
        int maxDegree = 0;
        for (int loc = 0; loc < n; loc++) maxDegree = Math.max(maxDegree, g.degree(loc));
        int[] vitalTo = new int[regions * Math.max(1, maxDegree)];
        int[] kept = new int[regions];
        for (int r = 0; r < regions; r++) {
            int e = firstEmpty[r];
            if (e < 0) continue; // no empty intersection: vital to none
            if (chosenBlock[r] == -2 || (chosenBlock[r] >= 0 && hasOpponent[r])) continue;
            int at = r * maxDegree;
            for (int k = 0; k < g.degree(e); k++) {
                int b = block[g.neighbour(e, k)];
                if (b < 0) continue;
                boolean seen = false;
                for (int i = 0; i < kept[r]; i++) seen |= vitalTo[at + i] == b;
                if (!seen && (chosenBlock[r] < 0 || chosenBlock[r] == b)) vitalTo[at + kept[r]++] = b;
            }
        }
        for (int loc = 0; loc < n; loc++) {
            int r = region[loc];
            if (r < 0 || position.code(loc) != 0 || kept[r] == 0) continue;
            int at = r * maxDegree;
            for (int i = 0; i < kept[r]; ) {
                boolean liberty = false;
                for (int k = 0; k < g.degree(loc) && !liberty; k++) liberty = block[g.neighbour(loc, k)] == vitalTo[at + i];
                if (liberty) {
                    i++;
                } else {
                    vitalTo[at + i] = vitalTo[at + --kept[r]];
                }
            }
        }
        boolean[] inX = new boolean[blocks];
        boolean[] inR = new boolean[regions];
        Arrays.fill(inX, true);
        Arrays.fill(inR, true);
        int[] vital = new int[blocks];
        boolean changed = true;
        while (changed) {
            changed = false;
            Arrays.fill(vital, 0);
            for (int r = 0; r < regions; r++) {
                if (!inR[r]) continue;
                for (int i = 0, at = r * maxDegree; i < kept[r]; i++) vital[vitalTo[at + i]]++;
            }
            for (int b = 0; b < blocks; b++) {
                if (inX[b] && vital[b] < 2) {
                    inX[b] = false;
                    changed = true;
                }
            }
            for (int loc = 0; loc < n; loc++) {
                int r = region[loc];
                if (r < 0 || !inR[r]) continue;
                for (int k = 0; k < g.degree(loc); k++) {
                    int b = block[g.neighbour(loc, k)];
                    if (b >= 0 && !inX[b]) {
                        inR[r] = false;
                        changed = true;
                        break;
                    }
                }
            }
        }
        boolean[] result = new boolean[n];
        for (int loc = 0; loc < n; loc++) result[loc] = stone[loc] && inX[block[loc]];
        return result;
    }

    /**
     * Double connections: two strings of the owner, one of them weak, with at least two common
     * liberties; the first two make a pair, which touches both strings.
     */
    private static void connectionPairs(Position position, int[] stringOf, boolean[] isWeak,
            List<Pair> candidates, List<int[]> touches) {
        Graph g = position.graph();
        Map<Long, int[]> common = new LinkedHashMap<>(); // the two strings -> {count, first, second}
        int[] around = new int[8];
        for (int loc = 0; loc < g.size(); loc++) {
            if (position.code(loc) != 0) continue;
            int m = 0;
            for (int k = 0; k < g.degree(loc); k++) {
                int s = stringOf[g.neighbour(loc, k)];
                if (s < 0) continue;
                boolean seen = false;
                for (int i = 0; i < m; i++) seen |= around[i] == s;
                if (!seen) {
                    if (m == around.length) around = Arrays.copyOf(around, 2 * m);
                    around[m++] = s;
                }
            }
            for (int i = 0; i < m; i++) {
                for (int j = i + 1; j < m; j++) {
                    int a = Math.min(around[i], around[j]);
                    int b = Math.max(around[i], around[j]);
                    if (!isWeak[a] && !isWeak[b]) continue;
                    int[] c = common.computeIfAbsent(((long) a << 32) | b, key -> new int[] {0, -1, -1});
                    if (c[0] < 2) c[1 + c[0]] = loc;
                    c[0]++;
                }
            }
        }
        for (Map.Entry<Long, int[]> e : common.entrySet()) {
            int[] c = e.getValue();
            if (c[0] < 2) continue;
            int a = (int) (e.getKey() >>> 32);
            int b = (int) (long) e.getKey();
            candidates.add(new Pair(c[1], c[2]));
            touches.add(weakOnly(isWeak, a, b));
        }
    }

    /**
     * Eyes in miai: a small region of the owner without attacker stones, next to a weak string,
     * with two empty intersections each of which splits the rest of the region into at least two
     * parts; the pair touches every weak string around the region.
     */
    private static void eyePairs(Position position, int own, int[] stringOf, boolean[] isWeak, int[] stack,
            List<Pair> candidates, List<int[]> touches) {
        Graph g = position.graph();
        int n = g.size();
        int[] region = new int[n];
        Arrays.fill(region, -1);
        int regions = 0;
        for (int start = 0; start < n; start++) {
            if (position.code(start) == own || region[start] >= 0) continue;
            int r = regions++;
            int size = flood(g, start, r, region, stack, v -> position.code(v) != own);
            if (size > MAX_EYE_REGION || size < 3) continue;
            int[] points = new int[size];
            int m = 0;
            boolean clean = true;
            for (int loc = 0; loc < n; loc++) {
                if (region[loc] != r) continue;
                points[m++] = loc;
                clean &= position.code(loc) == 0;
            }
            if (!clean) continue;
            List<Integer> around = new ArrayList<>();
            for (int v : points) {
                for (int k = 0; k < g.degree(v); k++) {
                    int s = stringOf[g.neighbour(v, k)];
                    if (s >= 0 && isWeak[s] && !around.contains(s)) around.add(s);
                }
            }
            if (around.isEmpty()) continue;
            int first = -1;
            for (int x : points) {
                if (parts(g, points, x) < 2) continue;
                if (first < 0) {
                    first = x;
                } else {
                    candidates.add(new Pair(first, x));
                    touches.add(around.stream().mapToInt(Integer::intValue).toArray());
                    break;
                }
            }
        }
    }

    /** The number of connected parts of {@code points} (a small region) without {@code x}. */
    private static int parts(Graph g, int[] points, int x) {
        java.util.Set<Integer> left = new java.util.HashSet<>();
        for (int v : points) {
            if (v != x) left.add(v);
        }
        int count = 0;
        while (!left.isEmpty()) {
            count++;
            List<Integer> todo = new ArrayList<>(List.of(left.iterator().next()));
            left.remove(todo.get(0));
            while (!todo.isEmpty()) {
                int v = todo.remove(todo.size() - 1);
                for (int k = 0; k < g.degree(v); k++) {
                    Integer w = g.neighbour(v, k);
                    if (left.remove(w)) todo.add(w);
                }
            }
        }
        return count;
    }

    private static int[] weakOnly(boolean[] isWeak, int a, int b) {
        if (isWeak[a] && isWeak[b]) return new int[] {a, b};
        return new int[] {isWeak[a] ? a : b};
    }

    /** The root of {@code i} in union-find {@code parent}, halving the path on the way. */
    static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    /** Labels {@code id} the intersections connected to {@code from} through {@code inside}; returns how many. */
    static int flood(Graph g, int from, int id, int[] label, int[] stack, java.util.function.IntPredicate inside) {
        int top = 0;
        int count = 0;
        stack[top++] = from;
        label[from] = id;
        while (top > 0) {
            int v = stack[--top];
            count++;
            for (int k = 0; k < g.degree(v); k++) {
                int w = g.neighbour(v, k);
                if (label[w] < 0 && inside.test(w)) {
                    label[w] = id;
                    stack[top++] = w;
                }
            }
        }
        return count;
    }
}
