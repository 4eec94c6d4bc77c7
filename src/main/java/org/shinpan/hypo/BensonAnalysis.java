package org.shinpan.hypo;

import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.WordGraph;

/**
 * Benson's unconditional life ("Life in the game of Go", Information Sciences 10, 1976): the strings
 * of a player that the opponent cannot capture even if their owner always passes ("pass-alive").
 *
 * <p>With X the player's strings and R the regions the player encloses (maximal connected sets of
 * intersections without the player's stones), repeat until nothing changes: remove from X every
 * string with fewer than two regions of R vital to it — a region is vital to a string if each of
 * its empty intersections is a liberty of the string — and remove from R every region one of
 * whose bordering stones belongs to a string no longer in X. What stays in X is pass-alive.
 *
 * <p>Pass-alive strings are uncapturable under J2003 (no suicide): the owner's strategy of always
 * passing defeats every attack. The converse fails (seki, strings that must answer an atari, ko):
 * a string that is not pass-alive may well be uncapturable.
 */
public final class BensonAnalysis {
    private BensonAnalysis() {}

    /** Per intersection: whether it holds a stone of a pass-alive string of {@code player}. */
    public static boolean[] passAlive(Position position, Player player) {
        return passAlive(position, player, null);
    }

    /**
     * As {@link #passAlive(Position, Player)}, but no region that meets an {@code excluded}
     * intersection counts as vital: the strings found stay pass-alive whatever is played on the
     * excluded intersections, as long as their owner does not play in their other vital regions
     * (Benson's argument uses only those). {@code null} excludes nothing.
     */
    public static boolean[] passAlive(Position position, Player player, boolean[] excluded) {
        Graph g = position.graph();
        int n = g.size();
        if (n <= 64) return passAliveInOneWord(position, player, excluded);
        int own = player.stone().code();
        int[] stack = new int[n];
        // The player's strings, numbered; then the regions, connected sets of intersections
        // without the player's stones, numbered.
        int[] stringOf = new int[n];
        int[] regionOf = new int[n];
        java.util.Arrays.fill(stringOf, -1);
        java.util.Arrays.fill(regionOf, -1);
        int strings = 0;
        int regions = 0;
        for (int loc = 0; loc < n; loc++) {
            if (position.code(loc) == own) {
                if (stringOf[loc] < 0) label(g, position, loc, strings++, stringOf, stack, true, own);
            } else if (regionOf[loc] < 0) {
                label(g, position, loc, regions++, regionOf, stack, false, own);
            }
        }
        // Per region: the strings it borders (a bitset of words words from r * words), and those
        // it is vital to (each of its empty intersections their liberty: at most the strings
        // around its first empty one, kept[r] of them from start[r] in vitalTo).
        // A region without an empty intersection would be vital to every string; a legal position
        // has none (its stones would have no liberty), but the definition is kept.
        int words = (strings + 63) >>> 6;
        long[] borders = new long[regions * words];
        boolean[] inR = new boolean[regions];
        java.util.Arrays.fill(inR, true);
        int[] firstEmpty = new int[regions];
        java.util.Arrays.fill(firstEmpty, -1);
        for (int loc = 0; loc < n; loc++) {
            int r = regionOf[loc];
            if (r < 0) continue;
            if (excluded != null && excluded[loc]) inR[r] = false;
            for (int k = 0; k < g.degree(loc); k++) {
                int s = stringOf[g.neighbour(loc, k)];
                if (s >= 0) borders[r * words + (s >>> 6)] |= 1L << (s & 63);
            }
            if (position.isEmpty(loc) && firstEmpty[r] < 0) firstEmpty[r] = loc;
        }
        // any graph: a node may have many neighbours, so each region's candidates get as many slots
        // as its first empty intersection has neighbours (a star of 20,000 leaves asked 20,000 per region)
        int[] start = new int[regions + 1];
        for (int r = 0; r < regions; r++) start[r + 1] = start[r] + (firstEmpty[r] < 0 ? 0 : g.degree(firstEmpty[r]));
        int[] vitalTo = new int[start[regions]];
        int[] kept = new int[regions];
        boolean[] vacuous = new boolean[regions];
        for (int r = 0; r < regions; r++) {
            int e = firstEmpty[r];
            if (e < 0) {
                vacuous[r] = true;
                continue;
            }
            int at = start[r];
            int count = 0;
            for (int k = 0; k < g.degree(e); k++) {
                int s = stringOf[g.neighbour(e, k)];
                boolean seen = false;
                for (int i = 0; i < count; i++) seen |= vitalTo[at + i] == s;
                if (s >= 0 && !seen) vitalTo[at + count++] = s;
            }
            kept[r] = count;
        }
        // Drop the candidates that miss some empty intersection of their region.
        for (int loc = 0; loc < n; loc++) {
            int r = regionOf[loc];
            if (r < 0 || !position.isEmpty(loc) || kept[r] == 0) continue;
            int at = start[r];
            for (int i = 0; i < kept[r]; ) {
                boolean liberty = false;
                for (int k = 0; k < g.degree(loc) && !liberty; k++) liberty = stringOf[g.neighbour(loc, k)] == vitalTo[at + i];
                if (liberty) {
                    i++;
                } else {
                    vitalTo[at + i] = vitalTo[at + --kept[r]];
                }
            }
        }
        boolean[] inX = new boolean[strings];
        java.util.Arrays.fill(inX, true);
        // the strings no longer in X, as a bitset
        long[] outX = new long[words];
        int[] vital = new int[strings];
        boolean changed = true;
        while (changed) {
            changed = false;
            // Step 1: strings with fewer than two vital regions leave X.
            java.util.Arrays.fill(vital, 0);
            int everyString = 0;
            for (int r = 0; r < regions; r++) {
                if (!inR[r]) continue;
                if (vacuous[r]) everyString++;
                for (int i = 0, at = start[r]; i < kept[r]; i++) vital[vitalTo[at + i]]++;
            }
            for (int s = 0; s < strings; s++) {
                if (inX[s] && vital[s] + everyString < 2) {
                    inX[s] = false;
                    outX[s >>> 6] |= 1L << (s & 63);
                    changed = true;
                }
            }
            // Step 2: regions bordered by a string no longer in X leave R.
            for (int r = 0; r < regions; r++) {
                if (!inR[r]) continue;
                for (int w = 0; w < words; w++) {
                    if ((borders[r * words + w] & outX[w]) != 0) {
                        inR[r] = false;
                        changed = true;
                        break;
                    }
                }
            }
        }
        boolean[] result = new boolean[n];
        for (int loc = 0; loc < n; loc++) {
            result[loc] = stringOf[loc] >= 0 && inX[stringOf[loc]];
        }
        return result;
    }

    /**
     * {@link #passAlive(Position, Player, boolean[])} on a graph of at most 64 intersections, with
     * every set of intersections, strings or regions a bitset in one {@code long}: the same
     * definition, the same result.
     */
    private static boolean[] passAliveInOneWord(Position position, Player player, boolean[] excluded) {
        Graph g = position.graph();
        int n = g.size();
        int own = player.stone().code();
        long stones = 0;
        long empty = 0;
        long off = 0; // excluded
        for (int loc = 0; loc < n; loc++) {
            int c = position.code(loc);
            if (c == own) stones |= 1L << loc;
            if (c == 0) empty |= 1L << loc;
            if (excluded != null && excluded[loc]) off |= 1L << loc;
        }
        long alive = passAliveStones(neighbourSets(g), stones, empty, off);
        boolean[] result = new boolean[n];
        for (int loc = 0; loc < n; loc++) result[loc] = (alive >>> loc & 1) != 0;
        return result;
    }

    /**
     * Per location of {@code g} (at most 64), its neighbours as a bitset: what the one-word
     * analysis ({@link #passAliveStones}) reads of the graph, made once with the graph
     * ({@link Graph#neighbourWords}) and shared, never written into. (It was made again for every
     * analysis: 6 % of the execution samples of {@code bench j2003}, where the settled-state check asks Benson's
     * analysis of nearly every state.)
     */
    static WordGraph neighbourSets(Graph g) {
        int n = g.size();
        if (n > 64) throw new IllegalArgumentException(n + " locations, more than one word holds");
        return g.wordGraph();
    }

    /**
     * Whether every intersection of {@code marked} holds a stone of a pass-alive string, on a graph
     * of at most 64 locations ({@code neighbours}, from {@link #neighbourSets}) where the player's
     * stones are {@code stones} and the empty intersections {@code empty}, and every string has a
     * liberty: {@code passAlive(position, player)} true on each of them, the same answer. Each marked
     * string first needs two regions vital to it before any string is removed, as
     * {@link #twoVitalRegionsEach} asks: only a region holding one of its liberties can be (a region
     * without an empty intersection cannot occur), and that one is if its other empty intersections
     * are liberties too. Far cheaper than the analysis, which most strings then need not reach.
     */
    static boolean allPassAlive(WordGraph neighbours, long stones, long empty, long marked) {
        if ((marked & ~stones) != 0) return false;
        long others = (neighbours.size() == 64 ? -1L : (1L << neighbours.size()) - 1) & ~stones;
        for (long rest = marked; rest != 0; ) {
            long string = connected(neighbours, Long.lowestOneBit(rest), stones);
            if (!twoVitalRegions(neighbours, string, empty, others)) return false;
            rest &= ~string;
        }
        return (marked & ~passAliveStones(neighbours, stones, empty, 0)) == 0;
    }

    /**
     * Whether some intersection of {@code marked} holds a stone of a pass-alive string, in the
     * terms of {@link #allPassAlive}, with the same cheap test first: only a marked string with two
     * regions vital to it before any string is removed can be pass-alive. (The owner's keep of the
     * search: docs/j2003.md, "Settled states".)
     */
    static boolean anyPassAlive(WordGraph neighbours, long stones, long empty, long marked) {
        long others = (neighbours.size() == 64 ? -1L : (1L << neighbours.size()) - 1) & ~stones;
        long candidates = 0;
        for (long rest = marked & stones; rest != 0; ) {
            long string = connected(neighbours, Long.lowestOneBit(rest), stones);
            if (twoVitalRegions(neighbours, string, empty, others)) candidates |= string;
            rest &= ~string;
        }
        // a candidate string is pass-alive whole or not at all
        return candidates != 0 && (candidates & passAliveStones(neighbours, stones, empty, 0)) != 0;
    }

    /**
     * Whether {@code string} has two regions (connected sets of {@code others}) vital to it: each
     * holds one of its liberties, and every empty intersection of it is one.
     */
    private static boolean twoVitalRegions(WordGraph neighbours, long string, long empty, long others) {
        long liberties = adjacent(neighbours, string) & empty;
        int vital = 0;
        for (long left = liberties; left != 0 && vital < 2; ) {
            long region = connected(neighbours, Long.lowestOneBit(left), others);
            if ((region & empty & ~liberties) == 0) vital++;
            left &= ~region;
        }
        return vital >= 2;
    }

    /**
     * The one-word analysis: of the player's {@code stones} on a graph of {@code neighbours.size()}
     * (at most 64) locations with the empty ones {@code empty}, the stones of pass-alive strings, no
     * region meeting {@code off} counted as vital.
     */
    static long passAliveStones(WordGraph neighbours, long stones, long empty, long off) {
        int n = neighbours.size();
        long board = n == 64 ? -1L : (1L << n) - 1;
        // The player's strings, each with the intersections next to it; then the regions.
        long[] string = new long[n];
        long[] around = new long[n];
        int strings = 0;
        for (long rest = stones; rest != 0; strings++) {
            string[strings] = connected(neighbours, Long.lowestOneBit(rest), stones);
            rest &= ~string[strings];
            around[strings] = adjacent(neighbours, string[strings]);
        }
        long[] region = new long[n];
        int regions = 0;
        for (long rest = board & ~stones; rest != 0; regions++) {
            region[regions] = connected(neighbours, Long.lowestOneBit(rest), board & ~stones);
            rest &= ~region[regions];
        }
        // Per region: the strings it borders and those it is vital to (each of its empty
        // intersections their liberty), as bitsets of strings; a region without an empty
        // intersection is vital to every string (it cannot occur in a legal position).
        long[] borders = new long[regions];
        long[] vitalTo = new long[regions];
        long vacuous = 0;
        long inR = regions == 64 ? -1L : (1L << regions) - 1;
        for (int r = 0; r < regions; r++) {
            long emptyHere = region[r] & empty;
            if (emptyHere == 0) vacuous |= 1L << r;
            if ((region[r] & off) != 0) inR &= ~(1L << r);
            for (int t = 0; t < strings; t++) {
                if ((around[t] & region[r]) != 0) borders[r] |= 1L << t;
                if (emptyHere != 0 && (emptyHere & ~around[t]) == 0) vitalTo[r] |= 1L << t;
            }
        }
        long inX = strings == 64 ? -1L : (1L << strings) - 1;
        int[] vital = new int[strings];
        boolean changed = true;
        while (changed) {
            changed = false;
            // Step 1: strings with fewer than two vital regions leave X.
            java.util.Arrays.fill(vital, 0);
            int everyString = Long.bitCount(vacuous & inR);
            for (long rs = inR; rs != 0; rs &= rs - 1) {
                for (long ts = vitalTo[Long.numberOfTrailingZeros(rs)]; ts != 0; ts &= ts - 1) {
                    vital[Long.numberOfTrailingZeros(ts)]++;
                }
            }
            for (long ts = inX; ts != 0; ts &= ts - 1) {
                int t = Long.numberOfTrailingZeros(ts);
                if (vital[t] + everyString < 2) {
                    inX &= ~(1L << t);
                    changed = true;
                }
            }
            // Step 2: regions bordered by a string no longer in X leave R.
            for (long rs = inR; rs != 0; rs &= rs - 1) {
                int r = Long.numberOfTrailingZeros(rs);
                if ((borders[r] & ~inX) != 0) {
                    inR &= ~(1L << r);
                    changed = true;
                }
            }
        }
        long alive = 0;
        for (long ts = inX; ts != 0; ts &= ts - 1) alive |= string[Long.numberOfTrailingZeros(ts)];
        return alive;
    }

    /** The intersections of {@code within} connected to {@code from} (a set of them) through {@code within}. */
    static long connected(WordGraph neighbours, long from, long within) {
        return neighbours.connected(from, within);
    }

    /** The intersections next to some intersection of {@code set}. */
    static long adjacent(WordGraph neighbours, long set) {
        return neighbours.adjacent(set);
    }

    /**
     * Numbers {@code id} the intersections connected to {@code from} through the player's stones
     * (code {@code own}) if {@code stones}, else through the other intersections.
     */
    private static void label(Graph g, Position position, int from, int id, int[] label, int[] stack, boolean stones,
            int own) {
        int top = 0;
        stack[top++] = from;
        label[from] = id;
        while (top > 0) {
            int v = stack[--top];
            for (int k = 0; k < g.degree(v); k++) {
                int w = g.neighbour(v, k);
                if (label[w] < 0 && (position.code(w) == own) == stones) {
                    label[w] = id;
                    stack[top++] = w;
                }
            }
        }
    }

    /**
     * Whether every string of {@code player} holding an intersection that {@code marked} accepts
     * has two regions vital to it: a necessary condition for {@link #passAlive} to find those
     * strings pass-alive, far cheaper than the analysis. (A region without an empty intersection,
     * which the definition makes vital to every string, cannot occur in a legal position: the
     * opponent's stones in it would have no liberty.)
     */
    public static boolean twoVitalRegionsEach(Position position, Player player, java.util.function.IntPredicate marked) {
        Graph g = position.graph();
        int n = g.size();
        int own = player.stone().code();
        int[] label = new int[n];
        int[] stack = new int[n];
        boolean[] done = new boolean[n];
        for (int t = 0; t < n; t++) {
            if (!marked.test(t) || done[t] || position.code(t) != own) continue;
            // the string of t (label 0), then the regions next to it (1, 2, ...)
            java.util.Arrays.fill(label, -1);
            label(g, position, t, 0, label, stack, true, own);
            int regions = 0;
            int vital = 0;
            for (int v = 0; v < n; v++) {
                if (label[v] != 0) continue;
                done[v] = true;
                for (int k = 0; k < g.degree(v) && vital < 2; k++) {
                    int r = g.neighbour(v, k);
                    if (label[r] >= 0) continue;
                    label(g, position, r, ++regions, label, stack, false, own);
                    if (vitalToLabelZero(position, label, regions)) vital++;
                }
            }
            if (vital < 2) return false;
        }
        return true;
    }

    /** Whether every empty intersection labelled {@code region} neighbours one labelled 0. */
    private static boolean vitalToLabelZero(Position position, int[] label, int region) {
        Graph g = position.graph();
        for (int v = 0; v < label.length; v++) {
            if (label[v] != region || !position.isEmpty(v)) continue;
            boolean liberty = false;
            for (int k = 0; k < g.degree(v) && !liberty; k++) liberty = label[g.neighbour(v, k)] == 0;
            if (!liberty) return false;
        }
        return true;
    }
}
