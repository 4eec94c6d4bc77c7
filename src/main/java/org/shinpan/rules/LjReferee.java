package org.shinpan.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.IntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;

/**
 * Referee for the play rules of the Logical Japanese Rules (LJ rules 2–13, R. Pauli 2004, shared
 * seed {@code 000_…}) on any graph of locations. Control (rules 14–17) is not decided here; the
 * score takes it as input ({@link LjScoring}).
 *
 * <h2>A turn</h2>
 * {@link #judge} lists what forbids an {@link LjTurn}; {@link #play} carries out a legal turn and
 * changes nothing for an illegal one (the turn stays with the same player):
 * <ol>
 *   <li>with {@link LjTurn.CycleAction#REMOVE}: the current situation must end a disturbing cycle
 *       (rule 8); every stone on a location used by the cycle — added to or removed from between
 *       the cycle's start and end — is removed and counted as a captive, and those locations
 *       become permanently prohibited (rules 7 and 9). Of several cycles ending now the one with
 *       the latest start (the shortest) is removed;
 *   <li>the stone, if any, is judged on the board left by step 1: occupied, permanently or
 *       temporarily prohibited, suicide (rule 10), pseudo suicide (rule 11); then opposing stones
 *       without liberties are captured (rule 6). A play is a ko capture when after placement
 *       exactly two stones lack liberties and their colours differ (rule 12); the location it
 *       clears is temporarily prohibited in the next turn.
 * </ol>
 * A turn that neither adds nor removes a stone is a pass; a pass made where no location is
 * temporarily prohibited, followed by the opponent's pass, ends the game (rule 4).
 *
 * <p>Liberties follow rule 13 ("contacts"): a stone has liberties exactly when its string has an
 * empty neighbour — permanently prohibited locations are empty and count.
 */
public final class LjReferee {
    private final Graph graph;
    private final int[] cells; // Occupant codes
    private final boolean[] permanently;
    private MutableIntSet temporarily;
    private Player toMove;
    private int passesNeeded = 2;
    /** Black's handicap placements still to make, each a turn of his (docs/rulesets.md, "Handicap"). */
    private int placementsLeft;
    private final int[] captives = new int[2]; // stones of each player removed during the game
    private int turns;
    private boolean over;
    /** situations.get(t): the situation in which turn t + 1 starts. */
    private final List<LjSituation> situations = new ArrayList<>();
    /** changed.get(t): the locations stones were added to or removed from during turn t + 1. */
    private final List<ImmutableIntSet> changed = new ArrayList<>();

    /**
     * A game from {@code start} with Black to move (rule 2: the player with the first turn is
     * Black), and {@code initiallyProhibited} locations prohibited until the first turn is made.
     *
     * @throws IllegalArgumentException if a string of {@code start} has no liberty, or an
     *     initially prohibited location holds a stone
     */
    public LjReferee(Position start, IntSet initiallyProhibited) {
        this(start, initiallyProhibited, Player.BLACK);
    }

    /** As {@link #LjReferee(Position, IntSet)} with {@code first} to move (a set-up position). */
    public LjReferee(Position start, IntSet initiallyProhibited, Player first) {
        this(start, initiallyProhibited, first, 0);
    }

    /**
     * As {@link #LjReferee(Position, IntSet, Player)}, with Black's first {@code handicap} turns his
     * handicap placements when there are at least two and the game starts from the empty board with
     * Black: White gets the turn after the last of them, and a placement passed is no pass toward
     * the end of the game (docs/rulesets.md, "Handicap"; LJ itself places no handicap).
     */
    public LjReferee(Position start, IntSet initiallyProhibited, Player first, int handicap) {
        if (handicap >= 2 && start.hasNoStones() && first == Player.BLACK) placementsLeft = handicap;
        this.graph = start.graph();
        this.cells = new int[graph.size()];
        for (int loc = 0; loc < cells.length; loc++) cells[loc] = start.code(loc);
        if (start.firstStringWithoutLiberty() >= 0) {
            throw new IllegalArgumentException("the string at " + graph.label(start.firstStringWithoutLiberty())
                    + " has no liberty: no game can start from it");
        }
        initiallyProhibited.forEach(loc -> {
            if (cells[loc] != 0) {
                throw new IllegalArgumentException(graph.label(loc) + " is initially prohibited but holds a stone");
            }
        });
        this.permanently = new boolean[graph.size()];
        this.temporarily = IntSets.mutable.withAll(initiallyProhibited);
        this.toMove = first;
        situations.add(situation());
    }

    public Graph graph() {
        return graph;
    }

    /** The stones now. */
    public Position position() {
        Occupant[] o = new Occupant[cells.length];
        for (int loc = 0; loc < cells.length; loc++) o[loc] = Occupant.ofCode(cells[loc]);
        return Position.of(graph, o);
    }

    /** The situation in which the current turn started (rule 8). */
    public LjSituation current() {
        return situations.get(situations.size() - 1);
    }

    /** Every situation so far, the start first; the last is {@link #current}. */
    public List<LjSituation> situations() {
        return List.copyOf(situations);
    }

    public Player toMove() {
        return toMove;
    }

    /** The number of turns carried out. */
    public int turns() {
        return turns;
    }

    /** Whether the game is over (rule 4). */
    public boolean isOver() {
        return over;
    }

    /** Stones of {@code player} removed during the game, by capture or by removing a cycle: the opponent's captives. */
    public int removed(Player player) {
        return captives[player.ordinal()];
    }

    /** Whether {@code loc} is permanently prohibited (used by a removed cycle). */
    public boolean isPermanentlyProhibited(int loc) {
        return permanently[loc];
    }

    /**
     * The start of the disturbing cycle that ends in the current situation: the index in
     * {@link #situations} of the latest earlier situation similar to it, if a pass now would not
     * end the game (rule 8); empty if there is none.
     */
    public Optional<Integer> disturbingCycleStart() {
        LjSituation now = current();
        if (now.passEndsGame() || over) return Optional.empty();
        for (int t = situations.size() - 2; t >= 0; t--) {
            if (situations.get(t).equals(now)) return Optional.of(t);
        }
        return Optional.empty();
    }

    /**
     * The locations used by the cycle from situation {@code start} to the current one: those
     * stones were added to or removed from in between (rule 7).
     */
    public ImmutableIntSet usedSince(int start) {
        MutableIntSet used = IntSets.mutable.empty();
        for (int t = start; t < changed.size(); t++) used.addAll(changed.get(t));
        return used.toImmutable();
    }

    /** What a turn was found to break, and what it did. */
    public record Verdict(int number, LjTurn turn, List<LjViolation> violations, boolean carriedOut, boolean pass,
            int captures, int removedByCycle, boolean koCapture) {
        public Verdict {
            violations = List.copyOf(violations);
        }

        public boolean isLegal() {
            return violations.isEmpty();
        }
    }

    /** One LJ rule a turn breaks and why. */
    public record LjViolation(LjProhibition rule, String detail) {}

    /** Every rule {@code turn} would break now; changes nothing. */
    public List<LjViolation> judge(LjTurn turn) {
        List<LjViolation> v = new ArrayList<>();
        if (over) {
            v.add(new LjViolation(LjProhibition.AFTER_END, "the game ended after turn " + turns));
            return v;
        }
        if (turn.player() != toMove) {
            v.add(new LjViolation(LjProhibition.OUT_OF_TURN, (toMove == Player.BLACK ? "Black" : "White") + " has the turn"));
        }
        int[] saved = cells.clone();
        boolean[] savedPermanent = permanently.clone();
        try {
            if (turn.cycle() == LjTurn.CycleAction.REMOVE) {
                Optional<Integer> start = disturbingCycleStart();
                if (start.isEmpty()) {
                    v.add(new LjViolation(LjProhibition.NO_DISTURBING_CYCLE, current().passEndsGame()
                            ? "a pass now would end the game" : "no earlier situation is similar to the current one"));
                } else {
                    usedSince(start.get()).forEach(loc -> {
                        cells[loc] = 0;
                        permanently[loc] = true;
                    });
                }
            }
            if (turn.move() instanceof Move.Play) {
                int loc = ((Move.Play) turn.move()).loc();
                if (loc < 0 || loc >= graph.size()) {
                    throw new IllegalArgumentException("location " + loc + " is not on " + graph.describe());
                }
                judgePlacement(loc, turn.player()).ifPresent(v::add);
            }
        } finally {
            System.arraycopy(saved, 0, cells, 0, cells.length);
            System.arraycopy(savedPermanent, 0, permanently, 0, permanently.length);
        }
        return v;
    }

    /** Why putting a {@code player} stone on {@code loc} of the current cells is prohibited (rules 6, 9–11). */
    private Optional<LjViolation> judgePlacement(int loc, Player player) {
        String at = graph.label(loc);
        if (cells[loc] != 0) {
            return Optional.of(new LjViolation(LjProhibition.OCCUPIED, at + " holds a stone"));
        }
        if (permanently[loc]) {
            return Optional.of(new LjViolation(LjProhibition.PERMANENTLY_PROHIBITED, at + " was used by a removed cycle"));
        }
        if (temporarily.contains(loc)) {
            return Optional.of(new LjViolation(LjProhibition.TEMPORARILY_PROHIBITED, turns == 0
                    ? at + " is initially prohibited" : at + " was cleared by a ko capture in the preceding turn"));
        }
        Placement p = place(loc, player);
        if (p.captured.isEmpty() && p.ownLiberties.isEmpty()) {
            return Optional.of(new LjViolation(LjProhibition.SUICIDE, "the new stone at " + at + " would have no liberty"));
        }
        if (p.captured.isEmpty() && p.ownLiberties.allSatisfy(l -> permanently[l])) {
            return Optional.of(new LjViolation(LjProhibition.PSEUDO_SUICIDE, "every liberty of the new stone at " + at
                    + " is permanently prohibited"));
        }
        return Optional.empty();
    }

    /** Placement on the cells, undone before return: the new string's liberties and the opposing stones left without one. */
    private record Placement(IntSet ownLiberties, int ownStones, IntSet captured) {}

    private Placement place(int loc, Player player) {
        int own = player.stone().code();
        cells[loc] = own;
        MutableIntSet ownString = IntSets.mutable.empty();
        MutableIntSet ownLiberties = IntSets.mutable.empty();
        string(loc, ownString, ownLiberties);
        MutableIntSet captured = IntSets.mutable.empty();
        for (int k = 0; k < graph.degree(loc); k++) {
            int nb = graph.neighbour(loc, k);
            if (cells[nb] == player.opponent().stone().code() && !captured.contains(nb)) {
                MutableIntSet stones = IntSets.mutable.empty();
                MutableIntSet libs = IntSets.mutable.empty();
                string(nb, stones, libs);
                if (libs.isEmpty()) captured.addAll(stones);
            }
        }
        cells[loc] = 0;
        return new Placement(ownLiberties, ownString.size(), captured);
    }

    /** The string through {@code loc} and its liberties (rule 13: the empty locations it contacts). */
    private void string(int loc, MutableIntSet stones, MutableIntSet liberties) {
        int colour = cells[loc];
        int[] stack = new int[cells.length];
        int top = 0;
        stack[top++] = loc;
        stones.add(loc);
        while (top > 0) {
            int s = stack[--top];
            for (int k = 0; k < graph.degree(s); k++) {
                int nb = graph.neighbour(s, k);
                if (cells[nb] == 0) {
                    liberties.add(nb);
                } else if (cells[nb] == colour && stones.add(nb)) {
                    stack[top++] = nb;
                }
            }
        }
    }

    /** Judges {@code turn} and carries it out if legal (see the class comment). */
    public Verdict play(LjTurn turn) {
        List<LjViolation> v = judge(turn);
        int number = turns + 1;
        if (!v.isEmpty()) {
            return new Verdict(number, turn, v, false, false, 0, 0, false);
        }
        LjSituation before = current();
        MutableIntSet change = IntSets.mutable.empty();
        int removedByCycle = 0;
        if (turn.cycle() == LjTurn.CycleAction.REMOVE) {
            ImmutableIntSet used = usedSince(disturbingCycleStart().get());
            for (int loc : used.toSortedArray()) {
                if (cells[loc] != 0) {
                    captives[cells[loc] - 1]++;
                    removedByCycle++;
                    cells[loc] = 0;
                    change.add(loc);
                }
                permanently[loc] = true;
            }
        }
        MutableIntSet nextTemporarily = IntSets.mutable.empty();
        int captures = 0;
        boolean ko = false;
        if (turn.move() instanceof Move.Play) {
            int loc = ((Move.Play) turn.move()).loc();
            Placement p = place(loc, turn.player());
            // Rule 12: exactly two stones without liberties, of different colours.
            ko = p.ownLiberties.isEmpty() && p.ownStones == 1 && p.captured.size() == 1;
            cells[loc] = turn.player().stone().code();
            change.add(loc);
            for (int c : p.captured.toSortedArray()) {
                cells[c] = 0;
                change.add(c);
            }
            captures = p.captured.size();
            captives[turn.player().opponent().ordinal()] += captures;
            if (ko) nextTemporarily.addAll(p.captured);
        }
        boolean pass = change.isEmpty();
        boolean placement = placementsLeft > 0;
        if (placement) placementsLeft--;
        turns++;
        changed.add(change.toImmutable());
        if (pass && before.passEndsGame()) {
            over = true;
        }
        // a placement passed is Black's alone: it is no pass the opponent's pass could answer
        passesNeeded = pass && !placement && before.temporarily().isEmpty() ? 1 : 2;
        temporarily = nextTemporarily;
        toMove = placementsLeft > 0 ? Player.BLACK : turn.player().opponent();
        situations.add(situation());
        return new Verdict(number, turn, v, true, pass, captures, removedByCycle, ko);
    }

    private LjSituation situation() {
        MutableIntSet perm = IntSets.mutable.empty();
        for (int loc = 0; loc < permanently.length; loc++) {
            if (permanently[loc]) perm.add(loc);
        }
        return new LjSituation(toMove, passesNeeded, position(), temporarily.toImmutable(), perm.toImmutable());
    }
}
