package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.eclipse.collections.impl.set.mutable.primitive.IntHashSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * Blocks of one player and the small regions they enclose, on which two of J2003's capture tests
 * (v35a, "Life and Death": uncapturable) are played alone, every liberty of those blocks outside
 * the regions counted as lost (Shinpan's decomposition; the argument is in docs/j2003.md, "Enclosed
 * areas").
 *
 * <p>For a player D, a <em>region</em> is a maximal connected set of intersections without D's
 * stones (Benson's word). An enclosed area is a set of small regions (at most {@code maxRegion}
 * intersections each, {@code maxPoints} in all) that touch D's blocks that are not pass-alive, with
 * those blocks: every block touching one of its regions belongs to it, and D's pass-alive blocks
 * touching its regions are <em>walls</em>. Its board holds the regions' intersections as they are,
 * each block as one node joined to the intersections it touches, each wall as one node with two
 * private empty neighbours, and nothing else: the blocks have no liberty outside.
 *
 * <ul>
 *   <li><b>Safety.</b> The opponent P, moving first, plays to capture any one of the blocks. If it
 *       cannot, no block of the area can ever be captured on the whole board: D answers P's plays
 *       in the regions as on the small board and passes after P's other moves, and P's play
 *       outside can take no liberty that the small board counted.
 *   <li><b>Capture.</b> D, moving first, plays to capture a string of P inside the regions before
 *       P captures any of D's blocks. If D can, it can on the whole board.
 * </ul>
 * A failed test proves nothing: the small board is pessimistic for D, and the whole board decides.
 *
 * <p>An <em>open</em> area also holds a piece {@code E} of a region too large to search, cut out
 * of it ({@link OpenRegion}): each intersection of {@code E} next to the rest of the region (the
 * <em>cut</em>) gets its own opponent stone that is never captured, and D loses at once by a play
 * that leaves such a stone's string without a liberty on the small board (docs/j2003.md, "Open
 * regions").
 *
 * <p>Two disjoint areas may each keep one eye for the blocks they share, the other standing for
 * the second: the safety test on a board with an eye node for those blocks ({@link #eyedSafety}),
 * composed by {@link AreaPair} (docs/j2003.md, "Two areas").
 */
final class EnclosedArea {
    /** The default bound on the intersections of one region of an enclosed area (docs/benchmarks.md). */
    static final int DEFAULT_MAX_REGION = 12;
    /** The default bound on the intersections of all the regions of an enclosed area (docs/benchmarks.md). */
    static final int DEFAULT_MAX_POINTS = 24;

    private final Player player;
    /** The whole board's position. */
    private final Position whole;
    private final FinalPosition local;
    private final LocalBoard board;
    private final boolean[] playable;
    private final boolean[] blockNode;
    /** Per intersection of the whole board: its node on the small board, or -1. */
    private final int[] toLocal;
    /** Per node of the small board: whether it is an opponent's stone standing for the cut. */
    private final boolean[] cutNode;
    /** Per intersection of the whole board: whether it lies in one of the area's regions. */
    private final boolean[] inRegions;
    /** Per intersection of the whole board: whether it lies in the area next to the cut. */
    private final boolean[] nextToCut;
    private final List<FinalString> blocks;
    private final int points;
    private final int wallCount;
    /** The intersections of the cut, 0 for an area of whole regions. */
    private final int cutCount;
    /** The whole board's final-position, and its pass-alive stones of the area's player. */
    private final FinalPosition wholeFinal;
    private final boolean[] walls;
    /** Per node of the small board: whether it is an eye node (docs/j2003.md, "Two areas"), or null. */
    private final boolean[] eyeNode;
    private ForceResult safety;
    /** The safety test with eye nodes and the opponent as ko master ({@link #eyedSafety}), once run. */
    private ForceResult eyedSafety;

    private EnclosedArea(Player player, FinalPosition wholeFinal, boolean[] walls, FinalPosition local, LocalBoard board,
            boolean[] playable, boolean[] blockNode, boolean[] cutNode, boolean[] eyeNode, int[] toLocal,
            boolean[] inRegions, boolean[] nextToCut, List<FinalString> blocks, int points, int wallCount, int cutCount) {
        this.player = player;
        this.wholeFinal = wholeFinal;
        this.walls = walls;
        this.eyeNode = eyeNode;
        this.whole = wholeFinal.position();
        this.local = local;
        this.board = board;
        this.playable = playable;
        this.blockNode = blockNode;
        this.cutNode = cutNode;
        this.toLocal = toLocal;
        this.inRegions = inRegions;
        this.nextToCut = nextToCut;
        this.blocks = blocks;
        this.points = points;
        this.wallCount = wallCount;
        this.cutCount = cutCount;
    }

    /** The blocks of the area (not its walls), as final-strings of the whole board. */
    List<FinalString> blocks() {
        return blocks;
    }

    /** Whether the intersection {@code loc} of the whole board lies in one of the area's regions. */
    boolean inRegions(int loc) {
        return inRegions[loc];
    }

    /** Whether the area is cut out of a larger region (docs/j2003.md, "Open regions"). */
    boolean isOpen() {
        return cutCount > 0;
    }

    /**
     * Whether {@code s}, a string of the opponent, lies in the area's regions away from the cut, so
     * that its capture test can be played there.
     */
    boolean holds(FinalString s) {
        for (int q : s.stones().toArray()) {
            if (!inRegions[q] || nextToCut[q]) return false;
        }
        return true;
    }

    /**
     * Player {@code d}'s enclosed areas in {@code fp} made of regions of at most {@code maxRegion}
     * intersections: each connected group of blocks and such regions, then for each of its blocks
     * the regions that block touches (a smaller area that a weak block elsewhere in the group does
     * not spoil); then the open areas ({@link #openAreas}). Areas whose regions hold more than
     * {@code maxPoints} intersections in all are left out, and so are those with a block that has no
     * liberty in them.
     */
    static List<EnclosedArea> of(FinalPosition fp, Player d, int maxRegion, int maxPoints) {
        Position p = fp.position();
        Graph g = p.graph();
        int n = g.size();
        boolean[] wall = BensonAnalysis.passAlive(p, d);
        int dCode = d.stone().code();
        List<int[]> regions = regionsOf(p, dCode);
        // union of regions (0..R-1) and blocks (R + string index) through small regions
        int r = regions.size();
        int[] parent = new int[r + fp.strings().size()];
        for (int i = 0; i < parent.length; i++) parent[i] = i;
        boolean[] small = new boolean[r];
        for (int id = 0; id < r; id++) {
            if (regions.get(id).length > maxRegion) continue;
            for (int q : regions.get(id)) {
                for (int k = 0; k < g.degree(q); k++) {
                    int w = g.neighbour(q, k);
                    if (p.code(w) == dCode && !wall[w]) {
                        small[id] = true;
                        union(parent, id, r + fp.stringAt(w).index());
                    }
                }
            }
        }
        // each connected group whole, then the regions around each of its blocks, when fewer
        List<EnclosedArea> areas = new ArrayList<>();
        Set<List<Integer>> tried = new HashSet<>();
        boolean[] done = new boolean[parent.length];
        // each group's small regions in ascending order and its blocks in the strings' order, in one
        // pass each: a pass per group cost groups × (regions + strings) on a large graph
        Map<Integer, List<Integer>> groupMembers = new HashMap<>();
        for (int j = 0; j < r; j++) {
            if (small[j]) groupMembers.computeIfAbsent(find(parent, j), k -> new ArrayList<>()).add(j);
        }
        Map<Integer, List<FinalString>> groupBlocks = new HashMap<>();
        for (FinalString block : fp.strings()) {
            if (block.player() != d || wall[block.anchor()]) continue;
            groupBlocks.computeIfAbsent(find(parent, r + block.index()), k -> new ArrayList<>()).add(block);
        }
        for (int id = 0; id < r; id++) {
            if (!small[id]) continue;
            int root = find(parent, id);
            if (done[root]) continue;
            done[root] = true;
            List<Integer> members = groupMembers.get(root);
            List<List<Integer>> candidates = new ArrayList<>();
            candidates.add(members);
            for (FinalString block : groupBlocks.getOrDefault(root, List.of())) {
                List<Integer> around = new ArrayList<>();
                for (int j : members) {
                    if (touches(g, regions.get(j), block)) around.add(j);
                }
                candidates.add(around);
            }
            // each of them also without the regions of its blocks that have a single liberty in it:
            // the opponent would take such a block at once, and it spoils the area for the others
            for (int i = 0, count = candidates.size(); i < count; i++) {
                List<Integer> strong = withoutWeakBlocks(fp, d, wall, regions, candidates.get(i));
                if (!strong.isEmpty()) candidates.add(strong);
            }
            for (List<Integer> set : candidates) {
                int pointCount = 0;
                for (int j : set) pointCount += regions.get(j).length;
                if (pointCount > maxPoints || !tried.add(set)) continue;
                EnclosedArea area = build(fp, d, wall, union(n, regions, set), pointCount, Set.of());
                if (area != null) areas.add(area);
            }
        }
        areas.addAll(openAreas(fp, d, wall, regions, maxRegion, maxPoints));
        return areas;
    }

    /**
     * The regions of the player whose stones have {@code dCode} (maximal connected sets of
     * intersections without its stones), each sorted, in the order of their least intersection.
     */
    private static List<int[]> regionsOf(Position p, int dCode) {
        Graph g = p.graph();
        int n = g.size();
        boolean[] seen = new boolean[n];
        List<int[]> regions = new ArrayList<>();
        int[] stack = new int[n];
        for (int loc = 0; loc < n; loc++) {
            if (p.code(loc) == dCode || seen[loc]) continue;
            // one flood per region over the shared marks: a flood with arrays of the board's size
            // for each region cost the square of the board on a graph of many components
            int top = 0;
            seen[loc] = true;
            stack[top++] = loc;
            MutableIntList members = new IntArrayList();
            while (top > 0) {
                int q = stack[--top];
                members.add(q);
                for (int k = 0; k < g.degree(q); k++) {
                    int w = g.neighbour(q, k);
                    if (p.code(w) != dCode && !seen[w]) {
                        seen[w] = true;
                        stack[top++] = w;
                    }
                }
            }
            regions.add(members.sortThis().toArray());
        }
        return regions;
    }

    /** The most pieces of one large region that become open areas. */
    static final int MAX_PIECES = 24;

    /**
     * Player {@code d}'s open areas: for each region of more than {@code maxRegion} intersections
     * that touches a block, its pieces ({@link OpenRegion#pieces}, at most {@link #MAX_PIECES}), each
     * with the small regions of the blocks it touches, or alone when that makes more than
     * {@code maxPoints} intersections. (Each piece also alone proved 4 more of 2,445 strings of the
     * KGS games for twice the searches: docs/benchmarks.md.)
     */
    private static List<EnclosedArea> openAreas(FinalPosition fp, Player d, boolean[] wall, List<int[]> regions,
            int maxRegion, int maxPoints) {
        Position p = fp.position();
        Graph g = p.graph();
        int n = g.size();
        int dCode = d.stone().code();
        java.util.function.IntPredicate block = q -> p.code(q) == dCode && !wall[q];
        List<EnclosedArea> areas = new ArrayList<>();
        Set<List<Integer>> tried = new HashSet<>();
        for (int[] large : regions) {
            if (large.length <= maxRegion) continue;
            boolean[] inLarge = new boolean[n];
            for (int q : large) inLarge[q] = true;
            for (int[] piece : OpenRegion.pieces(g, inLarge, block, maxRegion, MAX_PIECES)) {
                // the small regions of the blocks the piece touches
                boolean[] near = blockStonesNear(g, p, block, piece);
                List<Integer> around = new ArrayList<>();
                for (int j = 0; j < regions.size(); j++) {
                    int[] small = regions.get(j);
                    if (small.length <= maxRegion && touchesAny(g, near, small)) around.add(j);
                }
                boolean[] in = union(n, regions, around);
                for (int q : piece) in[q] = true;
                List<Integer> key = new ArrayList<>();
                for (int q = 0; q < n; q++) if (in[q]) key.add(q);
                if (key.size() > maxPoints) {
                    // too many with the small regions: the piece alone
                    in = new boolean[n];
                    for (int q : piece) in[q] = true;
                    key = Arrays.stream(piece).boxed().toList();
                }
                if (!tried.add(key)) continue;
                EnclosedArea area = build(fp, d, wall, in, key.size(), Set.of());
                if (area != null) areas.add(area);
            }
        }
        return areas;
    }

    /** The stones of the blocks ({@code block}) that touch {@code a}: a set over the board. */
    private static boolean[] blockStonesNear(Graph g, Position p, java.util.function.IntPredicate block, int[] a) {
        boolean[] near = new boolean[g.size()];
        for (int q : a) {
            for (int k = 0; k < g.degree(q); k++) {
                int w = g.neighbour(q, k);
                if (block.test(w) && !near[w]) p.stringAt(w).stones().forEach(s -> near[s] = true);
            }
        }
        return near;
    }

    /** Whether some intersection of {@code b} is next to one of {@code near}. */
    private static boolean touchesAny(Graph g, boolean[] near, int[] b) {
        for (int q : b) {
            for (int k = 0; k < g.degree(q); k++) if (near[g.neighbour(q, k)]) return true;
        }
        return false;
    }

    private static boolean[] union(int n, List<int[]> regions, List<Integer> set) {
        boolean[] in = new boolean[n];
        for (int id : set) for (int q : regions.get(id)) in[q] = true;
        return in;
    }

    /**
     * The regions of {@code set} less, repeatedly, every region touching a non-wall block of
     * {@code d} with fewer than two empty neighbours in the regions kept.
     */
    private static List<Integer> withoutWeakBlocks(FinalPosition fp, Player d, boolean[] wall, List<int[]> regions,
            List<Integer> set) {
        Position p = fp.position();
        Graph g = p.graph();
        int dCode = d.stone().code();
        List<Integer> kept = new ArrayList<>(set);
        while (true) {
            // only the blocks next to the kept regions, each once: a walk over every block of the
            // board for each set cost the square of the board on a graph of many components
            MutableIntSet in = new IntHashSet();
            for (int j : kept) in.addAll(regions.get(j));
            Set<FinalString> touching = new LinkedHashSet<>();
            in.forEach(q -> {
                for (int k = 0; k < g.degree(q); k++) {
                    int w = g.neighbour(q, k);
                    if (p.code(w) == dCode && !wall[w]) touching.add(fp.stringAt(w));
                }
            });
            List<FinalString> weak = new ArrayList<>();
            for (FinalString block : touching) {
                MutableIntSet liberties = new IntHashSet();
                for (int stone : block.stones().toArray()) {
                    for (int k = 0; k < g.degree(stone); k++) {
                        int w = g.neighbour(stone, k);
                        if (in.contains(w) && p.isEmpty(w)) liberties.add(w);
                    }
                }
                if (liberties.size() < 2) weak.add(block);
            }
            if (weak.isEmpty()) return kept;
            kept.removeIf(j -> weak.stream().anyMatch(b -> touches(g, regions.get(j), b)));
        }
    }

    private static boolean touches(Graph g, int[] region, FinalString block) {
        for (int q : region) {
            for (int k = 0; k < g.degree(q); k++) {
                if (block.stones().contains(g.neighbour(q, k))) return true;
            }
        }
        return false;
    }

    /**
     * The area on the intersections {@code in} (whole regions of {@code d}, or with a piece of a
     * larger one), or null when one of its blocks has no liberty there. Each intersection of
     * {@code in} next to one outside that holds no stone of {@code d} gets its own cut node: an
     * opponent's stone joined to it alone, sharing two private liberties with the other cut nodes.
     * The blocks of {@code eyed} share one eye node: an empty node joined to each of them and nothing
     * else, on which the area's player loses at once by playing (docs/j2003.md, "Two areas").
     */
    private static EnclosedArea build(FinalPosition fp, Player d, boolean[] wall, boolean[] in, int pointCount,
            Set<FinalString> eyed) {
        Position p = fp.position();
        Graph g = p.graph();
        int n = g.size();
        int dCode = d.stone().code();
        LocalBoard.Builder b = new LocalBoard.Builder();
        int[] toLocal = new int[n];
        Arrays.fill(toLocal, -1);
        for (int loc = 0; loc < n; loc++) {
            if (in[loc]) toLocal[loc] = b.intersection(p, loc);
        }
        List<FinalString> blocks = new ArrayList<>();
        List<Integer> blockNodes = new ArrayList<>();
        List<Integer> cutNodes = new ArrayList<>();
        List<Integer> eyeNodes = new ArrayList<>();
        boolean[] nextToCut = new boolean[n];
        boolean[] cut = new boolean[n];
        int[] cutLiberties = null;
        int walls = 0;
        for (int loc = 0; loc < n; loc++) {
            if (!in[loc]) continue;
            for (int k = 0; k < g.degree(loc); k++) {
                int w = g.neighbour(loc, k);
                if (in[w]) {
                    if (loc < w) b.edge(toLocal[loc], toLocal[w]);
                    continue;
                }
                if (p.code(w) != dCode) {
                    // the rest of a larger region: the cut
                    cut[w] = true;
                    if (nextToCut[loc]) continue;
                    nextToCut[loc] = true;
                    if (cutLiberties == null) {
                        cutLiberties = new int[] {b.privateLiberty("cut-liberty-1"), b.privateLiberty("cut-liberty-2")};
                    }
                    int node = b.string("cut-" + g.label(loc), d.opponent().stone());
                    cutNodes.add(node);
                    b.edge(toLocal[loc], node);
                    for (int liberty : cutLiberties) b.edge(node, liberty);
                    continue;
                }
                if (toLocal[w] < 0) {
                    // a stone of d not met before: its whole string becomes one node
                    FinalString s = fp.stringAt(w);
                    String name = (wall[w] ? "wall-" : "block-") + g.label(s.anchor());
                    int node = wall[w] ? b.wall(name, p.occupant(w)) : b.string(name, p.occupant(w));
                    if (wall[w]) {
                        walls++;
                    } else {
                        blocks.add(s);
                        blockNodes.add(node);
                        if (eyed.contains(s)) {
                            // one eye node for all: a string of the owner that joins two shared
                            // blocks must not stand by two eye nodes (docs/j2003.md, "Two areas")
                            if (eyeNodes.isEmpty()) eyeNodes.add(b.eye("eye"));
                            b.edge(node, eyeNodes.get(0));
                        }
                    }
                    s.stones().forEach(q -> toLocal[q] = node);
                }
                b.edge(toLocal[loc], toLocal[w]);
            }
        }
        boolean[] blockNode = new boolean[b.size()];
        for (int v : blockNodes) blockNode[v] = true;
        boolean[] cutNode = new boolean[b.size()];
        for (int v : cutNodes) cutNode[v] = true;
        boolean[] eyeNode = null;
        if (!eyeNodes.isEmpty()) {
            eyeNode = new boolean[b.size()];
            for (int v : eyeNodes) eyeNode[v] = true;
        }
        int cutCount = 0;
        for (boolean c : cut) if (c) cutCount++;
        Position small = b.position();
        for (int v : blockNodes) {
            // a block whose liberties are all outside would stand captured on the small board (its
            // eye node is no help: the opponent fills it at once)
            boolean liberty = false;
            for (int k = 0; k < small.graph().degree(v); k++) {
                int w = small.graph().neighbour(v, k);
                liberty |= small.isEmpty(w) && (eyeNode == null || !eyeNode[w]);
            }
            if (!liberty) return null;
        }
        FinalPosition local = new FinalPosition(small);
        return new EnclosedArea(d, fp, wall, local, b.board(), b.playable(), blockNode, cutNode, eyeNode, toLocal, in,
                nextToCut, List.copyOf(blocks), pointCount, walls, cutCount);
    }

    /**
     * The small board's extra rules: nobody plays on the nodes that are not intersections, and in
     * an open area the area's player loses at once by a play that leaves a cut node's string
     * without a liberty (docs/j2003.md, "Open regions").
     */
    private SealedArea.Rules rules() {
        return new SealedArea.Rules(playable, cutNode, cutCount > 0 || eyeNode != null ? player : null, eyeNode);
    }

    /**
     * The safety test: can the opponent, moving first, capture any block of the area on its small
     * board? Run once, then remembered.
     */
    synchronized ForceResult safety(LazySolver solver) {
        if (safety == null) {
            ForceResult r = solver.capture(new CompactHypoGraph(local, player, blockNode, null, rules(), null));
            boolean proved = r.answer() == Forcing.CANNOT_FORCE;
            ForceResult lifted = board.lift(r, r.states(), describe(proved
                    ? "uncapturable with its enclosed area alone" : "searched on its enclosed area"));
            safety = proved ? wholeBoardLine(lifted, player.opponent()) : lifted;
        }
        return safety;
    }

    /**
     * This area's board with one eye node joined to each of its blocks in {@code eyed} (docs/j2003.md,
     * "Two areas"), or null when a block has no liberty on it.
     */
    EnclosedArea withEyes(Set<FinalString> eyed) {
        return build(wholeFinal, player, walls, inRegions, points, eyed);
    }

    /**
     * The safety test on a board with eye nodes ({@link #withEyes}): can the opponent, moving first
     * and with unlimited ko threats, capture any block? Run once, then remembered. The proof is the
     * area's half of a pair's (docs/j2003.md, "Two areas"); alone it proves nothing.
     */
    synchronized ForceResult eyedSafety(LazySolver solver) {
        if (eyedSafety == null) {
            Player opponent = player.opponent();
            ForceResult r = solver.capture(new CompactHypoGraph(local, player, blockNode, null, rules(), opponent));
            if (r.answer() != Forcing.CANNOT_FORCE) {
                // the opponent's win may fill an eye node, which stands for no intersection: no tree
                eyedSafety = new ForceResult(r.answer(), null, r.states(),
                        describe("searched for one eye for the shared blocks on an area") + "; " + r.note());
            } else {
                // the owner's tree never holds a play on an eye node: the owner's loses at once, and the
                // opponent's is legal only where it captures a block
                eyedSafety = board.lift(r, r.states(), describe("one eye kept for the shared blocks on an area"));
            }
        }
        return eyedSafety;
    }

    /** The intersections of the whole board in the area's regions (and piece). */
    int[] intersections() {
        MutableIntList list = new IntArrayList();
        for (int q = 0; q < inRegions.length; q++) if (inRegions[q]) list.add(q);
        return list.toArray();
    }

    /**
     * Candidates for pairs of areas (docs/j2003.md, "Two areas") of player {@code d}: each region of
     * at most {@code maxRegion} intersections that touches a block, alone; and of each larger region
     * touching a block, four pieces of at most {@code maxRegion} intersections around the two ends of
     * a longest walk inside it (found by two sweeps): the intersections nearest each end, and those
     * nearer to one end than to the other, nearest first.
     */
    static List<EnclosedArea> pairCandidates(FinalPosition fp, Player d, int maxRegion) {
        Position p = fp.position();
        Graph g = p.graph();
        int n = g.size();
        boolean[] wall = BensonAnalysis.passAlive(p, d);
        int dCode = d.stone().code();
        List<EnclosedArea> out = new ArrayList<>();
        Set<List<Integer>> tried = new HashSet<>();
        for (int[] region : regionsOf(p, dCode)) {
            boolean touches = false;
            for (int q : region) {
                for (int k = 0; k < g.degree(q) && !touches; k++) {
                    int w = g.neighbour(q, k);
                    touches = p.code(w) == dCode && !wall[w];
                }
            }
            if (!touches) continue;
            List<int[]> pieces = new ArrayList<>();
            if (region.length <= maxRegion) {
                pieces.add(region);
            } else {
                boolean[] inRegion = new boolean[n];
                for (int q : region) inRegion[q] = true;
                int s1 = farthest(distances(g, inRegion, region[0]), region);
                int[] d1 = distances(g, inRegion, s1);
                int s2 = farthest(d1, region);
                int[] d2 = distances(g, inRegion, s2);
                pieces.add(nearest(region, d1, null, maxRegion));
                pieces.add(nearest(region, d2, null, maxRegion));
                pieces.add(nearest(region, d1, d2, maxRegion));
                pieces.add(nearest(region, d2, d1, maxRegion));
            }
            for (int[] piece : pieces) {
                if (piece.length == 0) continue;
                List<Integer> key = Arrays.stream(piece).sorted().boxed().toList();
                if (!tried.add(key)) continue;
                boolean[] in = new boolean[n];
                for (int q : piece) in[q] = true;
                EnclosedArea area = build(fp, d, wall, in, piece.length, Set.of());
                if (area != null && !area.blocks.isEmpty()) out.add(area);
            }
        }
        return out;
    }

    /** The steps from {@code from} to each intersection of {@code in}, walking inside it (-1: none). */
    private static int[] distances(Graph g, boolean[] in, int from) {
        int[] dist = new int[g.size()];
        Arrays.fill(dist, -1);
        int[] queue = new int[g.size()];
        int head = 0;
        int tail = 0;
        dist[from] = 0;
        queue[tail++] = from;
        while (head < tail) {
            int q = queue[head++];
            for (int k = 0; k < g.degree(q); k++) {
                int w = g.neighbour(q, k);
                if (in[w] && dist[w] < 0) {
                    dist[w] = dist[q] + 1;
                    queue[tail++] = w;
                }
            }
        }
        return dist;
    }

    /** The intersection of {@code region} with the greatest distance {@code dist} (the least such location). */
    private static int farthest(int[] dist, int[] region) {
        int best = region[0];
        for (int q : region) if (dist[q] > dist[best]) best = q;
        return best;
    }

    /**
     * The intersections of {@code region} nearest by {@code near} (those strictly nearer than by
     * {@code far}, if given), nearest first (ties by location), at most {@code max}.
     */
    private static int[] nearest(int[] region, int[] near, int[] far, int max) {
        return Arrays.stream(region).boxed().filter(q -> far == null || near[q] < far[q])
                .sorted(java.util.Comparator.<Integer>comparingInt(q -> near[q]).thenComparingInt(q -> q))
                .limit(max).mapToInt(Integer::intValue).toArray();
    }

    /**
     * The capture test of {@code target}, a string of the opponent that the area {@link #holds}: can
     * the area's player, moving first, capture it before losing any block?
     */
    ForceResult capture(FinalString target, LazySolver solver) {
        boolean[] mask = new boolean[blockNode.length];
        target.stones().forEach(q -> mask[toLocal[q]] = true);
        Player owner = target.player();
        ForceResult r = solver.capture(new CompactHypoGraph(local, owner, mask, blockNode, rules(), null));
        boolean proved = r.answer() == Forcing.CAN_FORCE;
        ForceResult lifted = board.lift(r, r.states(), describe(proved
                ? "captured inside an enclosed area" : "searched inside an enclosed area"));
        return proved ? wholeBoardLine(lifted, player) : lifted;
    }

    /**
     * {@code r}, a proof of the area's player lifted to the whole board, with its principal
     * sequence (starting with {@code first}) cut before the first play of the opponent that the
     * whole board does not allow, and its tree replayed there ({@link #onWholeBoard}): in an open
     * area the opponent's stone joined to a cut node lives there by the node's private liberties,
     * and may be suicide on the whole board (docs/j2003.md, "Open regions"). A play of the area's
     * player is never cut: the argument makes every one of them legal on the whole board.
     */
    private ForceResult wholeBoardLine(ForceResult r, Player first) {
        Certificate c = r.certificate();
        if (cutCount == 0 || c == null) return r;
        HypotheticalState start = HypotheticalState.start(whole, first);
        HypotheticalStrategy tree = c.strategy();
        HypotheticalStrategy.Node replayed = onWholeBoard(tree.root(), start, player);
        if (replayed != null) tree = new HypotheticalStrategy(tree.owner(), replayed);
        HypotheticalState state = start;
        for (int i = 0; i < c.line().size(); i++) {
            Certificate.Step step = c.line().get(i);
            java.util.Optional<HypotheticalGame.Transition> t = HypotheticalGame.transitions(state).stream()
                    .filter(tr -> tr.move().equals(step.move())).findFirst();
            if (t.isEmpty()) {
                if (step.player() == player) return new ForceResult(r.answer(), withTree(c, tree), r.states(), r.note());
                Certificate shorter = new Certificate(c.winner(), c.line().subList(0, i), -1, tree, false);
                return new ForceResult(r.answer(), shorter, r.states(), r.note() + "; principal sequence cut before "
                        + step.player().letter() + ":" + step.move().notation(whole.graph())
                        + ", a play only the small board allows");
            }
            state = t.get().next();
        }
        return new ForceResult(r.answer(), withTree(c, tree), r.states(), r.note());
    }

    private static Certificate withTree(Certificate c, HypotheticalStrategy tree) {
        return new Certificate(c.winner(), c.line(), c.cycleStart(), tree, c.settled());
    }

    /**
     * {@code node}'s tree, a strategy of {@code prover} made on a small board and lifted, replayed on
     * the whole board under J2003 from {@code state}: the other player's moves that the whole board
     * does not allow (a stone that lives on the small board by a cut node's private liberties; with
     * a ko master there, a ko-capture or ko-pass J2003 forbids) are left out with what follows them,
     * and a repetition that the whole board does not repeat is shown as not shown. Null if a move of
     * the prover is not legal there, which the arguments of "Open regions" and "Two areas"
     * (docs/j2003.md) rule out; the caller then keeps the tree as made, for the check to refuse.
     */
    static HypotheticalStrategy.Node onWholeBoard(HypotheticalStrategy.Node node, HypotheticalState state,
            Player prover) {
        return onWholeBoard(node, state, prover, new ArrayList<>());
    }

    private static HypotheticalStrategy.Node onWholeBoard(HypotheticalStrategy.Node node, HypotheticalState state,
            Player prover, List<HypotheticalState> path) {
        List<HypotheticalGame.Transition> legal = HypotheticalGame.transitions(state);
        List<HypotheticalStrategy.Node> kept = new ArrayList<>();
        path.add(state);
        try {
            for (HypotheticalStrategy.Node child : node.children()) {
                HypotheticalGame.Transition t = legal.stream().filter(tr -> tr.move().equals(child.move())).findFirst()
                        .orElse(null);
                if (t == null) {
                    if (child.player() == prover) return null;
                    continue;
                }
                HypotheticalStrategy.End end = child.end();
                if (end == HypotheticalStrategy.End.CONTINUES && !t.next().ended()) {
                    HypotheticalStrategy.Node below = onWholeBoard(child, t.next(), prover, path);
                    if (below == null) return null;
                    kept.add(below);
                    continue;
                }
                if (end == HypotheticalStrategy.End.REPEATS && !path.contains(t.next())) {
                    end = HypotheticalStrategy.End.NOT_SHOWN;
                }
                kept.add(new HypotheticalStrategy.Node(child.player(), child.move(), end, child.children()));
            }
        } finally {
            path.remove(path.size() - 1);
        }
        return new HypotheticalStrategy.Node(node.player(), node.move(), node.end(), kept);
    }

    /** The intersections of the area's regions. */
    int points() {
        return points;
    }

    private String describe(String what) {
        return what + " of " + points + (points == 1 ? " intersection" : " intersections") + ", "
                + blocks.size() + (blocks.size() == 1 ? " block" : " blocks") + " and " + wallCount
                + (wallCount == 1 ? " pass-alive wall" : " pass-alive walls")
                + (cutCount == 0 ? ", no liberty outside counted (docs/j2003.md, \"Enclosed areas\")"
                        : ", cut out of a larger region at " + cutCount
                                + (cutCount == 1 ? " intersection" : " intersections")
                                + ", no liberty outside counted (docs/j2003.md, \"Open regions\")");
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    private static void union(int[] parent, int a, int b) {
        parent[find(parent, a)] = find(parent, b);
    }

    /** Which areas each string of a final-position belongs to: as a block, or inside the regions. */
    static final class Index {
        /** The most pairs of areas asked for one string (docs/j2003.md, "Two areas"). */
        static final int MAX_PAIRS = 16;

        private final FinalPosition fp;
        private final List<List<EnclosedArea>> asBlock = new ArrayList<>();
        private final List<List<EnclosedArea>> inside = new ArrayList<>();
        /** Per string: the pair candidates of which it is a block. */
        private final List<List<EnclosedArea>> pairAsBlock = new ArrayList<>();
        /** The candidates with eye nodes for a set of shared blocks, made once. */
        private final Map<List<Object>, java.util.Optional<EnclosedArea>> eyed =
                new java.util.concurrent.ConcurrentHashMap<>();

        Index(FinalPosition fp, int maxRegion, int maxPoints) {
            this.fp = fp;
            for (int i = 0; i < fp.strings().size(); i++) {
                asBlock.add(new ArrayList<>());
                inside.add(new ArrayList<>());
                pairAsBlock.add(new ArrayList<>());
            }
            for (Player d : Player.values()) {
                for (EnclosedArea area : pairCandidates(fp, d, maxRegion)) {
                    for (FinalString block : area.blocks) pairAsBlock.get(block.index()).add(area);
                }
            }
            for (Player d : Player.values()) {
                for (EnclosedArea area : of(fp, d, maxRegion, maxPoints)) {
                    for (FinalString block : area.blocks) asBlock.get(block.index()).add(area);
                    // the strings an area can hold stand on its intersections: a look at every
                    // string of the board for each area cost areas × strings on a large graph
                    Set<FinalString> seen = new HashSet<>();
                    for (int loc : area.board.originals()) {
                        FinalString s = fp.stringAt(loc);
                        if (s != null && s.player() != d && seen.add(s) && area.holds(s)) inside.get(s.index()).add(area);
                    }
                }
            }
            // the open areas after the others, smallest (cheapest to search) first
            java.util.Comparator<EnclosedArea> order =
                    java.util.Comparator.comparingInt(a -> a.isOpen() ? a.points : 0);
            for (List<EnclosedArea> list : asBlock) list.sort(order);
            for (List<EnclosedArea> list : inside) list.sort(order);
        }

        /**
         * Pairs of disjoint candidates ({@link #pairCandidates}) that share a block, one of them
         * with {@code s} as a block, fewest intersections first, at most {@link #MAX_PAIRS}.
         */
        List<EnclosedArea[]> pairs(FinalString s) {
            List<EnclosedArea[]> out = new ArrayList<>();
            Set<List<EnclosedArea>> seen = new HashSet<>();
            for (EnclosedArea x : pairAsBlock.get(s.index())) {
                for (FinalString block : x.blocks) {
                    for (EnclosedArea y : pairAsBlock.get(block.index())) {
                        if (x == y || !AreaPair.disjoint(x, y)) continue;
                        List<EnclosedArea> key = System.identityHashCode(x) < System.identityHashCode(y)
                                ? List.of(x, y) : List.of(y, x);
                        if (seen.add(key)) out.add(new EnclosedArea[] {x, y});
                    }
                }
            }
            out.sort(java.util.Comparator.comparingInt(p -> p[0].points + p[1].points));
            return out.size() > MAX_PAIRS ? out.subList(0, MAX_PAIRS) : out;
        }

        /** {@code area} with eye nodes for {@code shared} ({@link #withEyes}), made once; null when it has none. */
        EnclosedArea eyed(EnclosedArea area, Set<FinalString> shared) {
            List<Object> key = List.of(area, shared);
            return eyed.computeIfAbsent(key, k -> java.util.Optional.ofNullable(area.withEyes(shared))).orElse(null);
        }

        /** The areas of which {@code s} is a block: the open ones last, smallest first. */
        List<EnclosedArea> asBlock(FinalString s) {
            return asBlock.get(s.index());
        }

        /**
         * The opponent's areas that {@linkplain EnclosedArea#holds hold} {@code s}: the open ones last,
         * smallest first.
         */
        List<EnclosedArea> inside(FinalString s) {
            return inside.get(s.index());
        }
    }
}
