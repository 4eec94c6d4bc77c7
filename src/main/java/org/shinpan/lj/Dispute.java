package org.shinpan.lj;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.LjScoring;

/**
 * The dispute procedure of LJ rule 17 (seed {@code 000_…}), used when no referee decides control.
 *
 * <p><b>Claims.</b> After the game's normal end, starting with the player who did not pass last,
 * the players alternately point to an empty location that contacts opposing but no own stones
 * (claiming it neutral), point to an opposing stone (claiming it dead, with every other opposing
 * stone in the claimant's smallest bordered set that includes it), or pass. Two passes in a row:
 * no disagreement, and control is assigned from the claims ({@link #agreedControl}).
 *
 * <p><b>Disagreement.</b> A player points to a location or stone his opponent claimed. For an
 * empty location the disagreeing player is the prover, for a stone his opponent (the claimant).
 * The prover's set is his smallest bordered set that includes the disputed location, extended by
 * his smallest bordered set of each empty location he points to; then the play-out starts from the
 * {@link TransformedPosition} with the refuter to move and ends as {@link ControlGame.Rules#DISPUTE}
 * says. The prover wins if he builds a two-eye formation on the set, otherwise the refuter; the
 * dispute decides the game.
 */
public final class Dispute {
    private Dispute() {}

    /** What a player does in his claiming turn. */
    public enum Kind {
        /** Points to an empty location that contacts opposing but no own stones. */
        NEUTRAL,
        /** Points to an opposing stone. */
        DEAD,
        /** Claims nothing. */
        PASS
    }

    /**
     * One claiming turn.
     *
     * @param claimant who points
     * @param kind     what the pointing claims
     * @param loc      the location pointed to; -1 for a pass
     */
    public record Claim(Player claimant, Kind kind, int loc) {
        /** {@code B dead:D4}, {@code W neutral:C3}, {@code B pass}. */
        public String notation(Graph g) {
            return claimant.letter() + " " + (kind == Kind.PASS ? "pass" : kind.name().toLowerCase(java.util.Locale.ROOT)
                    + ":" + g.label(loc));
        }
    }

    /**
     * Checks a claim against rule 17.
     *
     * @return why the claim is not allowed, or empty when it is
     */
    public static Optional<String> whyNotAllowed(Position p, Claim c) {
        Graph g = p.graph();
        int own = c.claimant().stone().code();
        int theirs = c.claimant().opponent().stone().code();
        switch (c.kind()) {
            case PASS:
                return Optional.empty();
            case DEAD:
                if (p.code(c.loc()) != theirs) {
                    return Optional.of(g.label(c.loc()) + " holds no " + c.claimant().opponent().lowerName()
                            + " stone: only an opposing stone can be claimed dead (LJ rule 17)");
                }
                return Optional.empty();
            default:
                if (p.code(c.loc()) != 0) {
                    return Optional.of(g.label(c.loc()) + " is not empty: only an empty location can be claimed neutral"
                            + " (LJ rule 17)");
                }
                boolean[] touches = contactedStones(p, c.loc());
                if (touches[own]) {
                    return Optional.of(g.label(c.loc()) + " contacts a " + c.claimant().lowerName() + " stone: a "
                            + c.claimant().lowerName() + " claim of neutral needs an empty location that contacts"
                            + " opposing but no own stones (LJ rule 17)");
                }
                if (!touches[theirs]) {
                    return Optional.of(g.label(c.loc()) + " contacts no " + c.claimant().opponent().lowerName()
                            + " stone (LJ rule 17)");
                }
                return Optional.empty();
        }
    }

    /**
     * Which stone colours the empty location {@code loc} contacts (LJ rule 13): index 1 black, 2
     * white — the stones next to its empty region.
     */
    static boolean[] contactedStones(Position p, int loc) {
        Graph g = p.graph();
        boolean[] touches = new boolean[3];
        for (int x : emptyRegion(p, loc).toArray()) {
            for (int k = 0; k < g.degree(x); k++) touches[p.code(g.neighbour(x, k))] = true;
        }
        return touches;
    }

    /** The empty locations reached from the empty {@code loc} by steps between empty neighbours. */
    static ImmutableIntSet emptyRegion(Position p, int loc) {
        Graph g = p.graph();
        MutableIntSet region = IntSets.mutable.of(loc);
        int[] stack = new int[g.size()];
        int top = 0;
        stack[top++] = loc;
        while (top > 0) {
            int x = stack[--top];
            for (int k = 0; k < g.degree(x); k++) {
                int nb = g.neighbour(x, k);
                if (p.code(nb) == 0 && region.add(nb)) stack[top++] = nb;
            }
        }
        return region.toImmutable();
    }

    /** The stones a dead claim claims: the opposing stones in the claimant's smallest bordered set of the stone. */
    public static ImmutableIntSet claimedDead(Position p, Claim c) {
        ImmutableIntSet set = BorderedSet.smallestContaining(p, c.claimant(), c.loc());
        int theirs = c.claimant().opponent().stone().code();
        return set.select(loc -> p.code(loc) == theirs);
    }

    /**
     * Control when nobody disagrees (rule 17): the claimed-dead stones are treated as gone; then an
     * empty location is a player's when it neither is nor contacts a claimed-neutral location, it
     * contacts at least one stone, and all stones it contacts are that player's.
     */
    public static LjScoring.Control agreedControl(Position p, List<Claim> claims) {
        Graph g = p.graph();
        Position q = p;
        MutableIntSet neutral = IntSets.mutable.empty();
        for (Claim c : claims) {
            if (c.kind() == Kind.DEAD) {
                for (int loc : claimedDead(p, c).toArray()) q = q.with(loc, org.shinpan.board.Occupant.EMPTY);
            } else if (c.kind() == Kind.NEUTRAL) {
                neutral.add(c.loc());
            }
        }
        MutableIntSet black = IntSets.mutable.empty();
        MutableIntSet white = IntSets.mutable.empty();
        for (int loc = 0; loc < g.size(); loc++) {
            if (q.code(loc) != 0) continue;
            ImmutableIntSet region = emptyRegion(q, loc);
            boolean[] touches = new boolean[3];
            boolean nearNeutral = neutral.contains(loc);
            for (int x : region.toArray()) {
                for (int k = 0; k < g.degree(x); k++) {
                    int nb = g.neighbour(x, k);
                    touches[q.code(nb)] = true;
                    if (neutral.contains(nb)) nearNeutral = true;
                }
            }
            if (nearNeutral || touches[1] == touches[2]) continue;
            (touches[1] ? black : white).add(loc);
        }
        return LjScoring.Control.of(black, white);
    }

    /**
     * A played-out dispute.
     *
     * @param prover     who has to build the formation
     * @param disputed   the disputed location
     * @param extensions the empty locations the prover pointed to, in order
     * @param set        the prover's set
     * @param start      the play-out's first situation's position
     * @param verdict    the search's decision of the play-out (UNKNOWN when over budget)
     * @param moves      the play-out, one move a turn ({@link ControlGame#PASS} for a pass), refuter first
     * @param ending     how the play-out ended; empty if it was cut at {@link #MAX_PLAY_OUT} turns
     * @param nodes      situations searched, for every set the prover tried
     * @param undecidedBecause why the verdict is unknown, in words (the limit a test or the best play
     *                   ran into); empty when it is decided
     */
    public record Outcome(Player prover, int disputed, List<Integer> extensions, ImmutableIntSet set,
            TransformedPosition start, ControlTest.Verdict verdict, List<Integer> moves,
            Optional<ControlGame.Ending> ending, long nodes, String undecidedBecause) {
        public Outcome {
            extensions = List.copyOf(extensions);
            moves = List.copyOf(moves);
        }

        /** This outcome with {@code n} situations searched (all the sets tried). */
        Outcome withNodes(long n) {
            return new Outcome(prover, disputed, extensions, set, start, verdict, moves, ending, n, undecidedBecause);
        }

        /** This outcome with the verdict {@code unknown}: a set the prover might win on is undecided ({@code why}). */
        Outcome undecided(String why) {
            return new Outcome(prover, disputed, extensions, set, start, ControlTest.Verdict.UNKNOWN, moves, ending, nodes,
                    why);
        }

        /** The winner of the dispute (and of the game), if decided. */
        public Optional<Player> winner() {
            return switch (verdict) {
                case PROVER_WINS -> Optional.of(prover);
                case REFUTER_WINS -> Optional.of(prover.opponent());
                case UNKNOWN -> Optional.empty();
            };
        }
    }

    /** The longest play-out written out. */
    public static final int MAX_PLAY_OUT = 300;

    /**
     * Plays out the dispute of {@code prover} over {@code disputed}. With {@code extensions} present,
     * the prover's set is extended by those empty locations, in order; when it is empty, the prover
     * (best play) tries the smallest set first, then its extensions by one region (an empty
     * location's smallest bordered set), by two, by all of them, and, where there are at most
     * {@code log2(MAX_SETS_TRIED)} regions, by every other choice (at most {@link #MAX_SETS_TRIED}
     * different sets), and keeps the first set he wins on; if he wins on none, the play-out is on
     * the smallest set, and its verdict is {@code unknown} when some set was undecided or not tried.
     *
     * @param pruning whether SAT may refute the play-out's search and order its moves
     *
     * @throws IllegalArgumentException for an extension that is not an empty location outside the set
     */
    public static Outcome playOut(Position p, Player prover, int disputed, Optional<List<Integer>> extensions,
            ControlTest.Limits limits, ControlTest.Pruning pruning) {
        ImmutableIntSet base = BorderedSet.smallestContaining(p, prover, disputed);
        MutableIntSet set = IntSets.mutable.withAll(base);
        for (int e : extensions.orElse(List.of())) {
            if (p.code(e) != 0) {
                throw new IllegalArgumentException(p.graph().label(e) + " is not empty: the prover extends his set by"
                        + " pointing to empty locations (LJ rule 17)");
            }
            if (set.contains(e)) {
                throw new IllegalArgumentException(p.graph().label(e) + " is already in the prover's set (LJ rule 17)");
            }
            set.addAll(BorderedSet.smallestContaining(p, prover, e));
        }
        if (extensions.isPresent()) {
            return playOut(p, prover, disputed, extensions.get(), set.toImmutable(), limits, pruning);
        }
        // one time limit for the whole best play: each search gets what its predecessors left
        long deadline = System.nanoTime() + limits.time().toNanos();
        // Best play for the prover: the first set he wins on among every set his extensions can
        // build. An extension adds the smallest bordered set of an empty location outside the set,
        // so the sets are the base with any choice of those regions: each region once (one empty
        // location pointing to it), tried by the number of regions added, the union of all of them
        // after the pairs; each decided by a search before any play-out. A refuter's win is
        // definite only if every choice was tried.
        List<Integer> pointers = new ArrayList<>();
        java.util.Set<ImmutableIntSet> regions = new java.util.HashSet<>();
        for (int loc = 0; loc < p.graph().size(); loc++) {
            if (p.code(loc) == 0 && !base.contains(loc) && regions.add(BorderedSet.smallestContaining(p, prover, loc))) {
                pointers.add(loc);
            }
        }
        List<List<Integer>> choices = new ArrayList<>();
        choices.add(List.of());
        for (int a : pointers) choices.add(List.of(a));
        for (int i = 0; i < pointers.size(); i++) {
            for (int k = i + 1; k < pointers.size(); k++) choices.add(List.of(pointers.get(i), pointers.get(k)));
        }
        if (pointers.size() > 2) choices.add(pointers);
        boolean everyChoice = pointers.size() <= 2;
        if (!everyChoice && (1L << pointers.size()) <= MAX_SETS_TRIED) {
            // few enough regions: every larger choice too
            for (int size = 3; size < pointers.size(); size++) addChoices(pointers, size, 0, new ArrayList<>(), choices);
            everyChoice = true;
        }
        java.util.Set<ImmutableIntSet> seen = new java.util.HashSet<>();
        long nodes = 0;
        // why the prover's best play is undecided, if it is: the first reason met
        String tooMany = "the prover's extensions give more sets than the " + MAX_SETS_TRIED + " tried";
        String why = everyChoice ? "" : tooMany;
        int tried = 0;
        for (List<Integer> choice : choices) {
            MutableIntSet s = IntSets.mutable.withAll(base);
            for (int e : choice) {
                if (s.contains(e)) continue;
                s.addAll(BorderedSet.smallestContaining(p, prover, e));
            }
            ImmutableIntSet candidate = s.toImmutable();
            if (!seen.add(candidate)) continue;
            if (++tried > MAX_SETS_TRIED || System.nanoTime() > deadline) {
                if (why.isEmpty()) {
                    why = tried > MAX_SETS_TRIED ? tooMany
                            : "the time limit was reached before every set the prover may extend to was tried";
                }
                break;
            }
            ControlGame game = new ControlGame(TransformedPosition.of(p, prover, candidate), ControlGame.Rules.DISPUTE);
            ControlTest.Result r = ControlTest.run(game, limits.until(deadline), pruning);
            nodes += r.nodes();
            if (r.verdict() == ControlTest.Verdict.PROVER_WINS) {
                Outcome o = playOut(p, prover, disputed, choice, candidate, limits.until(deadline), pruning);
                return o.withNodes(nodes + o.nodes());
            }
            if (r.verdict() == ControlTest.Verdict.UNKNOWN && why.isEmpty()) {
                why = "the test of the set " + ControlMap.someLabels(p.graph(), candidate, 12) + ": "
                        + r.reason().replaceFirst("^undecided: ", "");
            }
        }
        Outcome o = playOut(p, prover, disputed, List.of(), base, limits.until(deadline), pruning);
        Outcome result = o.withNodes(nodes + o.nodes());
        return why.isEmpty() ? result : result.undecided(why);
    }

    /** Adds to {@code into} every choice of {@code size} of {@code pointers} from index {@code from} on, extending {@code chosen}. */
    private static void addChoices(List<Integer> pointers, int size, int from, List<Integer> chosen,
            List<List<Integer>> into) {
        if (chosen.size() == size) {
            into.add(List.copyOf(chosen));
            return;
        }
        for (int i = from; i < pointers.size(); i++) {
            chosen.add(pointers.get(i));
            addChoices(pointers, size, i + 1, chosen, into);
            chosen.remove(chosen.size() - 1);
        }
    }

    /** The most sets the prover's best play tries. */
    public static final int MAX_SETS_TRIED = 60;

    private static Outcome playOut(Position p, Player prover, int disputed, List<Integer> extensions,
            ImmutableIntSet set, ControlTest.Limits limits, ControlTest.Pruning pruning) {
        TransformedPosition t = TransformedPosition.of(p, prover, set);
        ControlGame game = new ControlGame(t, ControlGame.Rules.DISPUTE);
        ControlTest.Result decided = ControlTest.run(game, limits, pruning);
        List<Integer> moves = new ArrayList<>();
        ControlGame.State s = game.initial();
        List<ControlGame.State> history = new ArrayList<>();
        Optional<ControlGame.Ending> ending = game.ending(s, ControlGame.PASS);
        long nodes = decided.nodes();
        if (decided.verdict() != ControlTest.Verdict.UNKNOWN) {
            boolean proverWins = decided.verdict() == ControlTest.Verdict.PROVER_WINS;
            // Both sides play in the order the cheapest formation suggests: the prover builds it,
            // the refuter takes its eyes; without SAT, in location order.
            Optional<FormationSat.Witness> witness = pruning == ControlTest.Pruning.SAT
                    ? FormationSat.cheapest(t.position(), prover, set, 10).witness() : Optional.empty();
            ControlSearch search = ControlTest.search(game, limits, witness);
            int last = ControlGame.PASS;
            while (ending.isEmpty() && moves.size() < MAX_PLAY_OUT) {
                history.add(s);
                boolean winnerMoves = (s.toMove() == prover) == proverWins;
                int move;
                try {
                    move = winnerMoves ? search.winningMove(s, history).orElse(search.orderedMoves(s)[0])
                            : search.orderedMoves(s)[0];
                } catch (ControlSearch.BudgetExceeded e) {
                    move = search.orderedMoves(s)[0];
                }
                s = game.play(s, move).orElseThrow();
                moves.add(move);
                last = move;
                ending = game.ending(s, last);
                if (ending.isEmpty() && history.contains(s)) ending = Optional.of(ControlGame.Ending.SIMILAR_SITUATION);
            }
            nodes += search.nodes();
        }
        return new Outcome(prover, disputed, extensions, set, t, decided.verdict(), moves, ending, nodes,
                decided.verdict() == ControlTest.Verdict.UNKNOWN ? decided.reason().replaceFirst("^undecided: ", "") : "");
    }
}
