package org.shinpan.tsumego;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.collections.api.list.primitive.IntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.CertificateCheck;
import org.shinpan.hypo.BensonAnalysis;
import org.shinpan.hypo.FinalPosition;
import org.shinpan.hypo.FinalString;
import org.shinpan.hypo.FirstMoves;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.LazySolver;
import org.shinpan.hypo.SolverLimits;
import org.shinpan.rules.Move;

/**
 * A life-and-death problem solved under the J2003 hypothetical-analysis (docs/tsumego.md): the
 * problem is framed ({@link TsumegoFrame}), its target string is classified with the attacker moving
 * first (the J2003 status), and the tests are continued after every first move of each side, which
 * gives the status with the defender moving first and every correct first move of both.
 *
 * <p>Option: a ko master ({@link #solve(Position, int, int, SolverLimits, Player)}), the player with
 * unlimited ko threats (docs/tsumego.md, "Unlimited ko threats"). It changes the two sides' first
 * moves and verdicts; the J2003 analysis of the framed board (the attacker-first status line) stays
 * J2003's.
 *
 * @param frame          the framed problem
 * @param target         the target string on the framed board
 * @param analysis       the J2003 analysis of the framed board
 * @param attackerFirst  the attacker's side: status with the attacker to move, every first move
 * @param defenderFirst  the defender's side: status with the defender to move, every first move
 * @param koMaster       the player with unlimited ko threats in the two sides, or null (J2003)
 * @param attackerFirstKo what ko threats do to the attacker's side (J2003 only; null with a ko master)
 * @param defenderFirstKo the same for the defender's side
 */
public record Tsumego(TsumegoFrame frame, FinalString target, HypotheticalAnalysis.Result analysis, Side attackerFirst,
        Side defenderFirst, Player koMaster, Ko attackerFirstKo, Ko defenderFirstKo) {

    /**
     * Empty intersections a problem area may have by default (docs/tsumego.md, "Limits"): areas far
     * beyond the collection's largest run to the time limit with every first move unknown.
     */
    public static final int DEFAULT_MAX_EMPTY = 60;

    /** The state bound per test of the first run over both sides' first moves (see {@link #solve}). */
    static final long QUICK_STATES = 20_000;

    /** A problem area with more empty intersections than the limit allows, refused before any search. */
    public static final class AreaTooLargeException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        AreaTooLargeException(String message) {
            super(message);
        }
    }

    /**
     * The states all the solves built: the J2003 analysis of the framed board, every first move's
     * tests on both sides, and the sides solved again for the ko readings.
     */
    public long states() {
        long n = 0;
        for (var v : analysis.verdicts()) {
            for (var test : v.tests()) n += test.result().states();
        }
        for (Side s : java.util.Arrays.asList(attackerFirst, defenderFirst,
                attackerFirstKo == null ? null : attackerFirstKo.withMaster(),
                defenderFirstKo == null ? null : defenderFirstKo.withMaster())) {
            if (s == null) continue;
            for (FirstMoves.Outcome o : s.outcomes()) n += o.states();
        }
        return n;
    }

    /**
     * Whether the target, alive in the J2003 analysis of the framed board, lies in an in-seki region
     * (J2003 Definitions 3: a region with an intersection next to a dame) and is not pass-alive
     * (Benson: two eyes of its own). Open points that a problem leaves between a living target and
     * the attacker's stones make its region in-seki on the board as drawn, which is no seki of the
     * problem (docs/tsumego.md, "Seki"). Null when the analysis has no score (some string unknown)
     * or the target is not alive.
     */
    public Boolean inSeki() {
        var status = analysis.verdictAt(target.anchor()).status();
        if (analysis.scoring() == null || status == Capturability.UNKNOWN || !status.isAlive()) return null;
        return analysis.scoring().sekiPoints().contains(target.anchor())
                && !BensonAnalysis.passAlive(frame.framed(), target.player())[target.anchor()];
    }

    /** Every side solved: the attacker's and the defender's, then the ko readings' sides solved with a ko master. */
    public List<Side> solvedSides() {
        List<Side> sides = new ArrayList<>(List.of(attackerFirst, defenderFirst));
        for (Ko ko : java.util.Arrays.asList(attackerFirstKo, defenderFirstKo)) {
            if (ko != null && ko.withMaster() != null) sides.add(ko.withMaster());
        }
        return sides;
    }

    /**
     * Every first move's certificate of {@code side} checked move by move against the rules' own
     * game ({@link CertificateCheck#firstMoves}), with the ko master that side was solved with:
     * {@link #koMaster} for the two sides, the reading's master for a {@link Ko#withMaster} side. In
     * the order of {@link Side#outcomes}; null where a move has no certificate.
     */
    public List<CertificateCheck.Result> checks(Side side) {
        Player master = koMaster;
        for (Ko ko : java.util.Arrays.asList(attackerFirstKo, defenderFirstKo)) {
            if (ko != null && ko.withMaster() == side) master = ko.master();
        }
        return CertificateCheck.firstMoves(analysis.position(), target, analysis.local2Of(target), side.player(), master,
                side.outcomes());
    }

    /** What unlimited ko threats do to a side's J2003 verdict (docs/tsumego.md, "Ko"). */
    public enum KoReading {
        /** No test of a decided first move met a ko-capture: ko threats change nothing. */
        NO_KO("no ko"),
        /** Kos arise, but the player the verdict goes against loses too with unlimited ko threats. */
        THREATS_DO_NOT_HELP("ko threats do not help"),
        /** Dead under J2003, alive with the defender as ko master: a ko the defender needs threats for. */
        DEFENDER_NEEDS_THREATS("ko: the defender needs ko threats to live"),
        /** Alive under J2003, dead with the attacker as ko master: a ko the attacker needs threats for. */
        ATTACKER_NEEDS_THREATS("ko: the attacker needs ko threats to kill"),
        /** The J2003 side, or the side with the ko master, is not decided. */
        UNKNOWN("unknown");

        private final String words;

        KoReading(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /**
     * A side's ko reading.
     *
     * @param reading  what ko threats change
     * @param master   the player whose unlimited ko threats were tried — the one the J2003 verdict
     *                 goes against (the defender where the target dies, the attacker where it
     *                 lives) — or null where none needed to be (no ko, or the J2003 side unknown)
     * @param withMaster the same side with {@code master} as ko master, or null
     */
    public record Ko(KoReading reading, Player master, Side withMaster) {}

    /**
     * One side to move first.
     *
     * @param player   who moves first
     * @param status   the target's class when this side moves first and both play their best;
     *                 {@code UNKNOWN} when a first move that could change it was not decided
     * @param correct  the first moves that reach {@code status} (a pass among them means no move is
     *                 needed); empty when {@code status} is unknown
     * @param outcomes every first move with the target's class after it
     * @param bound    the best class the target can still have with this side first: {@code status}
     *                 where decided; where not, the best of the first moves' bounds for the
     *                 defender, the worst for the attacker ({@link FirstMoves.Outcome#bound}), so
     *                 that e.g. a proven capture with undecided permanent-stone tests shows as
     *                 capturable-1 at best
     */
    public record Side(Player player, Capturability status, List<Move> correct, List<FirstMoves.Outcome> outcomes,
            Capturability bound) {

        private static final java.util.regex.Pattern VERTEX = java.util.regex.Pattern.compile("([A-Z]+)([0-9]+)");

        /**
         * Where a move's notation stands when moves are listed: plays by column letters, then by row
         * number (C1 C4 C10, not C1 C10 C4 as text would have them), then anything else (the
         * ko-pass, the pass) as text, after them.
         */
        static final java.util.Comparator<String> LISTED = (a, b) -> {
            java.util.regex.Matcher x = VERTEX.matcher(a);
            java.util.regex.Matcher y = VERTEX.matcher(b);
            boolean vx = x.matches();
            boolean vy = y.matches();
            if (vx != vy) return vx ? -1 : 1;
            if (!vx) return a.compareTo(b);
            int letters = x.group(1).compareTo(y.group(1));
            return letters != 0 ? letters : Integer.compare(Integer.parseInt(x.group(2)), Integer.parseInt(y.group(2)));
        };

        /** Whether some first move's class is unknown (so the correct moves may be incomplete). */
        public boolean hasUndecidedMove() {
            return outcomes.stream().anyMatch(o -> o.status() == Capturability.UNKNOWN);
        }

        /** The correct first moves' notations in listed order ({@link #LISTED}): C1 C4 C10, then the pass. */
        public List<String> correctListed(Graph g) {
            return correct.stream().map(m -> m.notation(g)).sorted(LISTED).toList();
        }

        /**
         * The class, then the correct first moves in listed order, e.g. {@code dead B1}: GTP's
         * {@code shinpan_tsumego} answer, which adds {@link #unknownReason} where the class is unknown.
         */
        public String words(Graph g) {
            StringBuilder sb = new StringBuilder(status.word());
            correctListed(g).forEach(m -> sb.append(' ').append(m));
            return sb.toString();
        }

        /**
         * The first moves whose class is unknown, by notation in the order tried, each with why: the
         * test and the limit it stopped at ({@link FirstMoves.Outcome#note}), {@code unknown} where
         * no note says.
         */
        public Map<String, String> unknownNotes(Graph g) {
            Map<String, String> notes = new LinkedHashMap<>();
            for (FirstMoves.Outcome o : outcomes) {
                if (o.status() == Capturability.UNKNOWN) notes.put(o.move().notation(g), o.note().isEmpty() ? "unknown" : o.note());
            }
            return notes;
        }

        /**
         * {@link #unknownNotes} as one text, as the {@code tsumego} command prints it after an
         * unknown class: {@code " (E3: capture test: state limit 2000000 reached; F2: ...)"}, with
         * its leading space; empty where no first move is undecided.
         */
        public String unknownMoves(Graph g) {
            Map<String, String> notes = unknownNotes(g);
            if (notes.isEmpty()) return "";
            return notes.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue())
                    .collect(java.util.stream.Collectors.joining("; ", " (", ")"));
        }

        /**
         * Why the class is unknown, as the {@code tsumego} command says it; empty where it is
         * decided: the best class the target can still have where its capture is proven
         * ({@code , capturable-1 at best}), then {@link #unknownMoves}, e.g.
         * {@code , capturable-1 at best (B1: local-1 test: state limit 1000 reached)}.
         */
        public String unknownReason(Graph g) {
            if (status != Capturability.UNKNOWN) return "";
            String atBest = bound == null || bound == Capturability.UNCAPTURABLE ? "" : ", " + bound.word() + " at best";
            return atBest + unknownMoves(g);
        }

        /**
         * Whether no first move does better than any other: the side's class is the worst for it
         * ({@code defender}: dead; the attacker: uncapturable) and every move reaches it. Such a
         * side's {@link #correct} lists every move; the text, the picture and the SGF then mark
         * none of them correct ("no first move does better").
         */
        public boolean noMoveHelps(boolean defender) {
            return status == (defender ? Capturability.DEAD : Capturability.UNCAPTURABLE)
                    && correct.size() == outcomes.size();
        }

        /**
         * The first moves proven wrong: another first move is proven better for the mover. For the
         * defender, another move's decided class is better for the target than this move's bound
         * (its class where decided, else the best it can still reach), so a move after which
         * capture is proven is wrong beside a proven uncapturable one. For the attacker, this move's
         * class is decided and another move's bound is worse for the target. Where the side is
         * decided, every decided move that misses its class is among them.
         */
        public List<Move> wrong(boolean defender) {
            List<Move> moves = new ArrayList<>();
            for (FirstMoves.Outcome o : outcomes) {
                if (!defender && o.status() == Capturability.UNKNOWN) continue;
                boolean beaten = false;
                for (FirstMoves.Outcome other : outcomes) {
                    beaten |= defender
                            ? other.status() != Capturability.UNKNOWN && rank(other.status()) > rank(o.bound())
                            : rank(other.bound()) < rank(o.status());
                }
                if (beaten) moves.add(o.move());
            }
            return moves;
        }

        /**
         * The undecided first moves that may still be correct: for the defender, those whose bound
         * reaches the side's class (a move after which capture is proven cannot give an
         * uncapturable side); for the attacker, all of them.
         */
        public List<Move> undecided(boolean defender) {
            List<Move> moves = new ArrayList<>();
            for (FirstMoves.Outcome o : outcomes) {
                if (o.status() != Capturability.UNKNOWN) continue;
                if (defender && status != Capturability.UNKNOWN && rank(o.bound()) < rank(status)) continue;
                moves.add(o.move());
            }
            return moves;
        }

        /**
         * What this side's verdict waits on where it is unknown (docs/tsumego.md, step 5): its
         * undecided first moves, and the decided ones that reach the best class for the side to move
         * ({@code defender}: whether that is the target's owner), with that class.
         */
        public Waiting waiting(boolean defender) {
            int reached = bestDecided(outcomes, defender);
            List<Move> open = new ArrayList<>();
            List<Move> best = new ArrayList<>();
            java.util.EnumSet<Capturability> classes = java.util.EnumSet.noneOf(Capturability.class);
            int decided = 0;
            for (FirstMoves.Outcome o : outcomes) {
                if (o.status() == Capturability.UNKNOWN) {
                    open.add(o.move());
                    continue;
                }
                decided++;
                if (rank(o.status()) == reached) {
                    best.add(o.move());
                    classes.add(o.status());
                }
            }
            return new Waiting(open, best, List.copyOf(classes), decided);
        }
    }

    /**
     * What a side left unknown waits on ({@link Side#waiting}): its undecided first moves
     * ({@code open}), and among the decided ones ({@code decided} of them) those that reach the best
     * class for the side to move ({@code best}), with the classes they reach ({@code classes}:
     * capturable-2 and -3 rank alike, so both may be named; empty where no move is decided).
     */
    public record Waiting(List<Move> open, List<Move> best, List<Capturability> classes, int decided) {

        /**
         * The sentence for the text and the SGF comment: "the verdict waits on the undecided first
         * move C2; every decided one leaves the target uncapturable"; empty where no move is
         * undecided.
         */
        public String words(org.shinpan.board.Graph g) {
            if (open.isEmpty()) return "";
            List<String> undecided = open.stream().map(m -> m.notation(g)).toList();
            StringBuilder sb = new StringBuilder("the verdict waits on the undecided first move")
                    .append(undecided.size() == 1 ? " " : "s ").append(String.join(" ", undecided));
            if (decided == 0) return sb.append("; no first move is decided").toString();
            List<String> named = best.stream().map(m -> m.notation(g)).toList();
            if (named.size() == decided) {
                sb.append(decided == 1 ? "; the decided one, " + named.get(0) + ", leaves" : "; every decided one leaves");
            } else {
                sb.append("; the best decided ").append(named.size() == 1 ? "one, " : "ones, ")
                        .append(String.join(" ", named)).append(named.size() == 1 ? ", leaves" : ", leave");
            }
            List<String> words = classes.stream().map(Capturability::word).toList();
            return sb.append(" the target ").append(String.join(" or ", words)).toString();
        }
    }

    /**
     * Solves {@code problem}.
     *
     * @param targetLoc a stone of the target on {@code problem}, or -1 to let the problem say: the
     *                  largest string of the colour being surrounded (docs/tsumego.md, step 2)
     * @param margin    empty lines kept beyond every side of the stones' rectangle (see
     *                  {@link TsumegoFrame}); negative for each side's own,
     *                  {@link TsumegoFrame#autoMargins}
     */
    public static Tsumego solve(Position problem, int targetLoc, int margin, SolverLimits limits) {
        return solve(problem, targetLoc, margin, limits, null);
    }

    /**
     * The same with {@code koMaster} having unlimited ko threats in both sides' first moves (null: J2003).
     *
     * @throws IllegalArgumentException for a board that is not a grid, an empty board, a board with
     *                                  stones of one colour only that the frame bands, a target of the
     *                                  colour that surrounds the other where the frame bands (a stone
     *                                  of the wall), a string without liberty, or a
     *                                  problem area of more than
     *                                  {@link #DEFAULT_MAX_EMPTY} empty intersections
     */
    public static Tsumego solve(Position problem, int targetLoc, int margin, SolverLimits limits, Player koMaster) {
        return solve(problem, targetLoc, margin, limits, koMaster, DEFAULT_MAX_EMPTY);
    }

    /**
     * The same, refusing a problem area with more than {@code maxEmpty} empty intersections before
     * any search: the search does not finish on such an area (docs/tsumego.md, "Limits"), and the
     * refusal says so at once instead of after the time limit.
     *
     * @throws AreaTooLargeException for a problem area over {@code maxEmpty}
     */
    public static Tsumego solve(Position problem, int targetLoc, int margin, SolverLimits limits, Player koMaster,
            int maxEmpty) {
        Graph g = problem.graph();
        if (!g.isGrid()) throw new IllegalArgumentException("a tsumego needs a grid board, not " + g.describe());
        if (problem.hasNoStones()) throw new IllegalArgumentException("the board is empty: there is no problem");
        int bad = problem.firstStringWithoutLiberty();
        if (bad >= 0) throw new IllegalArgumentException("the string at " + g.label(bad) + " has no liberty");
        Player defender = targetLoc >= 0 ? problem.occupant(targetLoc).player() : defenderOf(problem);
        TsumegoFrame frame = margin >= 0 ? TsumegoFrame.build(problem, defender.opponent(), margin)
                : TsumegoFrame.build(problem, defender.opponent(), TsumegoFrame.autoMargins(problem, defender.opponent()));
        if (frame.banded() && (problem.stoneCount(Player.BLACK) == 0 || problem.stoneCount(Player.WHITE) == 0)) {
            // the band alone would surround the target, and decide the answer
            throw new IllegalArgumentException("the board holds stones of one colour only: no stone surrounds the"
                    + " target but the frame's band (a life-and-death problem needs the stones of both players)");
        }
        if (targetLoc >= 0 && frame.banded() && surrounded(problem) == defender.opponent()) {
            throw new IllegalArgumentException(onTheWall(problem, targetLoc));
        }
        int empty = frame.areaEmpty();
        if (empty > maxEmpty) {
            throw new AreaTooLargeException("the problem area has " + empty
                    + " empty intersections, more than the limit of " + maxEmpty + " (" + frame.areaSize()
                    + " intersections in all): draw the problem with fewer open points (one problem to a board), or raise"
                    + " the limit");
        }
        Position framed = frame.framed();
        FinalPosition fp = new FinalPosition(framed);
        FinalString target = targetLoc >= 0 ? fp.stringAt(frame.toFramed()[targetLoc]) : largest(fp, defender);
        // Everything first within a small state bound (the analysis of the framed board, then both
        // sides), so that one hard test cannot spend the whole time limit before the easy ones are
        // tried; what is left undecided is searched again with the full limits. The search is exact,
        // so the second run decides the same wherever the first one did, and a move it leaves
        // undecided (its time ran out) keeps the first run's class.
        SolverLimits quick = limits.withMaxStatesAtMost(QUICK_STATES);
        boolean twoRuns = quick.maxStates() < limits.maxStates();
        HypotheticalAnalysis.Result analysis = HypotheticalAnalysis.analyze(fp, new LazySolver(quick), 0);
        boolean analysedInFull = !twoRuns || unknowns(analysis) == 0;
        IntList local2 = analysis.local2Of(target);
        Side attacker = side(fp, target, local2, defender.opponent(), frame.area(), quick, koMaster);
        Side owner = side(fp, target, local2, defender, frame.area(), quick, koMaster);
        if (twoRuns) {
            if (local2 == null && !analysedInFull) {
                // the permanent-stone tests need local-2, which a status the first run left open blocks
                analysis = fuller(analysis, HypotheticalAnalysis.analyze(fp, new LazySolver(limits), 0));
                analysedInFull = true;
                local2 = analysis.local2Of(target);
            }
            if (attacker.hasUndecidedMove()) {
                attacker = again(attacker, side(fp, target, local2, defender.opponent(), frame.area(), limits, koMaster),
                        target);
            }
            if (owner.hasUndecidedMove()) {
                owner = again(owner, side(fp, target, local2, defender, frame.area(), limits, koMaster), target);
            }
            if (!analysedInFull) analysis = fuller(analysis, HypotheticalAnalysis.analyze(fp, new LazySolver(limits), 0));
        }
        Ko attackerKo = koMaster != null ? null : ko(fp, target, local2, attacker, frame.area(), limits);
        Ko ownerKo = koMaster != null ? null : ko(fp, target, local2, owner, frame.area(), limits);
        return new Tsumego(frame, target, analysis, attacker, owner, koMaster, attackerKo, ownerKo);
    }

    /**
     * What ko threats do to the J2003 side {@code j2003}. A decided side none of whose decided first
     * moves met a ko-capture in its tests has the same verdict with either ko master: those tests'
     * states and moves are the same (only ko-captures and ko-passes differ), so their proofs hold
     * there too, and an undecided move cannot beat a side that is already the best there is.
     * Otherwise the side is solved again with the player the verdict goes against as ko master.
     */
    private static Ko ko(FinalPosition fp, FinalString target, IntList local2, Side j2003, boolean[] area,
            SolverLimits limits) {
        if (j2003.status() == Capturability.UNKNOWN) return new Ko(KoReading.UNKNOWN, null, null);
        boolean met = j2003.outcomes().stream().anyMatch(o -> o.ko() && o.status() != Capturability.UNKNOWN);
        if (!met) return new Ko(KoReading.NO_KO, null, null);
        boolean alive = j2003.status().isAlive();
        Player master = alive ? target.player().opponent() : target.player();
        Side with = side(fp, target, local2, j2003.player(), area, limits, master);
        if (with.status() == Capturability.UNKNOWN) return new Ko(KoReading.UNKNOWN, master, with);
        KoReading reading = with.status().isAlive() == alive ? KoReading.THREATS_DO_NOT_HELP
                : alive ? KoReading.ATTACKER_NEEDS_THREATS : KoReading.DEFENDER_NEEDS_THREATS;
        return new Ko(reading, master, with);
    }

    /**
     * The target a problem file marks (docs/tsumego.md, step 2): a stone of the largest string
     * holding a marked point ({@code marked}, ascending), or -1 when no marked point holds a stone.
     * Marks on empty points, such as marked answers, are not looked at.
     *
     * @throws IllegalArgumentException when stones of both colours are marked
     */
    public static int markedTarget(Position p, int[] marked) {
        Graph g = p.graph();
        int best = -1;
        int bestSize = 0;
        Player colour = null;
        for (int loc : marked) {
            if (!p.occupant(loc).isStone()) continue;
            Player owner = p.occupant(loc).player();
            if (colour != null && owner != colour) {
                throw new IllegalArgumentException("stones of both colours are marked (" + g.label(best) + " and "
                        + g.label(loc) + "): mark the target's stones only, or give the target");
            }
            colour = owner;
            int size = p.stringAt(loc).stones().size();
            if (size > bestSize) {
                best = loc;
                bestSize = size;
            }
        }
        return best;
    }

    /**
     * The colour being surrounded: the one whose stones' bounding rectangle lies inside the other's
     * and is smaller (a problem in the centre, or one whose attacker closes it on every side); else
     * the one whose stones are, on average, nearer an edge (a corner or side problem, where the
     * defender hugs the edge).
     */
    static Player defenderOf(Position p) {
        Player inside = surrounded(p);
        if (inside != null) return inside;
        Graph g = p.graph();
        double black = 0, white = 0;
        int blacks = 0, whites = 0;
        for (int loc = 0; loc < g.size(); loc++) {
            if (!p.occupant(loc).isStone()) continue;
            int x = g.x(loc), y = g.y(loc);
            int edge = Math.min(Math.min(x, g.width() - 1 - x), Math.min(y, g.height() - 1 - y));
            if (p.occupant(loc).player() == Player.BLACK) {
                black += edge;
                blacks++;
            } else {
                white += edge;
                whites++;
            }
        }
        if (blacks == 0) return Player.WHITE;
        if (whites == 0) return Player.BLACK;
        return black / blacks <= white / whites ? Player.BLACK : Player.WHITE;
    }

    /**
     * The colour whose stones' bounding rectangle lies inside the other colour's and is smaller (edges
     * may touch): the one the other surrounds, its stones the wall; null where neither does.
     */
    static Player surrounded(Position p) {
        int[][] box = boxes(p);
        if (box[0][2] < 0 || box[1][2] < 0 || java.util.Arrays.equals(box[0], box[1])) return null;
        if (inside(box[0], box[1])) return Player.BLACK;
        if (inside(box[1], box[0])) return Player.WHITE;
        return null;
    }

    /** Per colour (black, then white), its stones' least x, least y, greatest x, greatest y; -1 for none. */
    private static int[][] boxes(Position p) {
        Graph g = p.graph();
        int[][] box = {{Integer.MAX_VALUE, Integer.MAX_VALUE, -1, -1}, {Integer.MAX_VALUE, Integer.MAX_VALUE, -1, -1}};
        for (int loc = 0; loc < g.size(); loc++) {
            if (!p.occupant(loc).isStone()) continue;
            int[] b = box[p.occupant(loc).player() == Player.BLACK ? 0 : 1];
            b[0] = Math.min(b[0], g.x(loc));
            b[1] = Math.min(b[1], g.y(loc));
            b[2] = Math.max(b[2], g.x(loc));
            b[3] = Math.max(b[3], g.y(loc));
        }
        return box;
    }

    /**
     * Why the stone on {@code targetLoc}, of the colour that surrounds the other ({@link
     * #surrounded}), cannot be the target: the frame is a band of the target's opponent around the
     * problem, so it would shut the surrounding colour's wall in as the problem, one the board does
     * not pose (docs/tsumego.md, step 2).
     */
    private static String onTheWall(Position p, int targetLoc) {
        Graph g = p.graph();
        Player wallColour = p.occupant(targetLoc).player();
        String wall = wallColour == Player.BLACK ? "Black" : "White";
        String inside = wallColour == Player.BLACK ? "White" : "Black";
        int[][] box = boxes(p);
        String wallBox = rectangle(g, box[wallColour == Player.BLACK ? 0 : 1]);
        String insideBox = rectangle(g, box[wallColour == Player.BLACK ? 1 : 0]);
        return g.label(targetLoc) + " is a " + wall.toLowerCase(java.util.Locale.ROOT) + " stone of the wall: " + wall
                + "'s stones (" + wallBox + ") surround " + inside + "'s (" + insideBox + "), and the frame, a band of"
                + " the target's opponent, would shut " + wall + "'s wall in " + inside + " stones, a problem the board"
                + " does not pose; the target must be a " + inside.toLowerCase(java.util.Locale.ROOT) + " stone"
                + " (without one: the largest " + inside.toLowerCase(java.util.Locale.ROOT) + " string)";
    }

    /** A rectangle of {@link #boxes} as its lower-left and upper-right vertices ({@code A1-C3}). */
    private static String rectangle(Graph g, int[] b) {
        // y counts rows from the top: the lower-left corner is (least x, greatest y)
        return g.label(g.loc(b[0], b[3])) + "-" + g.label(g.loc(b[2], b[1]));
    }

    /** Whether the rectangle {@code a} lies inside {@code b} (edges may touch). */
    private static boolean inside(int[] a, int[] b) {
        return a[0] >= b[0] && a[1] >= b[1] && a[2] <= b[2] && a[3] <= b[3];
    }

    private static FinalString largest(FinalPosition fp, Player player) {
        FinalString best = null;
        for (FinalString s : fp.strings()) {
            if (s.player() == player && (best == null || s.stones().size() > best.stones().size())) best = s;
        }
        if (best == null) throw new IllegalArgumentException("the problem has no " + player.lowerName() + " stone");
        return best;
    }

    /** Higher is better for the target's owner (capturable-2 and -3 alike); -1 for unknown. */
    static int rank(Capturability c) {
        return switch (c) {
            case UNCAPTURABLE -> 4;
            case CAPTURABLE_1 -> 3;
            case CAPTURABLE_2, CAPTURABLE_3 -> 2;
            case DEAD -> 0;
            case UNKNOWN -> -1;
        };
    }

    private static Side side(FinalPosition fp, FinalString target, IntList local2, Player mover, boolean[] area,
            SolverLimits limits, Player koMaster) {
        return side(target, mover, FirstMoves.of(fp, target, local2, mover, area, limits, koMaster));
    }

    /**
     * The side solved again with the full limits ({@code full}) after the small first run
     * ({@code quick}), move by move: a move the second run left undecided (its time ran out) keeps
     * the first run's class, which is as proven.
     */
    static Side again(Side quick, Side full, FinalString target) {
        List<FirstMoves.Outcome> merged = new ArrayList<>();
        for (int i = 0; i < full.outcomes().size(); i++) {
            FirstMoves.Outcome f = full.outcomes().get(i);
            FirstMoves.Outcome q = quick.outcomes().get(i);
            if (!q.move().equals(f.move())) throw new IllegalStateException("the two runs disagree on the first moves");
            merged.add(f.status() == Capturability.UNKNOWN && q.status() != Capturability.UNKNOWN ? q : f);
        }
        return side(target, full.player(), merged);
    }

    /**
     * Of two analyses of one position, the one with fewer unknown statuses ({@code second}, the full
     * run's, on a tie): both are exact where they decide, and the full run may stop at the time limit.
     */
    private static HypotheticalAnalysis.Result fuller(HypotheticalAnalysis.Result first, HypotheticalAnalysis.Result second) {
        return unknowns(second) <= unknowns(first) ? second : first;
    }

    private static long unknowns(HypotheticalAnalysis.Result r) {
        return r.verdicts().stream().filter(v -> v.status() == Capturability.UNKNOWN).count();
    }

    /**
     * The best class for the side to move ({@code owner}: the target's owner, whose best is the
     * highest) among the decided first moves, as a {@link #rank}; -1 for the owner and 5 for the
     * attacker where none is decided.
     */
    private static int bestDecided(List<FirstMoves.Outcome> outcomes, boolean owner) {
        int best = owner ? -1 : 5;
        for (FirstMoves.Outcome o : outcomes) {
            int r = rank(o.status());
            if (r >= 0) best = owner ? Math.max(best, r) : Math.min(best, r);
        }
        return best;
    }

    private static Side side(FinalString target, Player mover, List<FirstMoves.Outcome> outcomes) {
        boolean owner = mover == target.player();
        int best = bestDecided(outcomes, owner); // the best decided class for the side to move
        Capturability bound = null; // the best the target can still have, over every move's bound
        boolean unknown = false;
        int undecidedReach = -1; // the best class for the owner that an undecided move may still reach
        for (FirstMoves.Outcome o : outcomes) {
            if (bound == null || (owner ? rank(o.bound()) > rank(bound) : rank(o.bound()) < rank(bound))) {
                bound = o.bound();
            }
            if (rank(o.status()) < 0) {
                unknown = true;
                undecidedReach = Math.max(undecidedReach, rank(o.bound()));
            }
        }
        // An undecided move could beat the best decided one: for the attacker unless that is dead
        // already (an undecided move may always kill), for the defender unless every undecided
        // move's bound (a proven capture) keeps it at or below the best.
        boolean settled = owner ? best >= 0 && undecidedReach <= best : !unknown || best == 0;
        if (!settled || best < 0 || best > 4) {
            return new Side(mover, Capturability.UNKNOWN, List.of(), List.copyOf(outcomes), bound);
        }
        Capturability status = null;
        List<Move> correct = new ArrayList<>();
        for (FirstMoves.Outcome o : outcomes) {
            if (rank(o.status()) == best) {
                correct.add(o.move());
                status = o.status();
            }
        }
        return new Side(mover, status, List.copyOf(correct), List.copyOf(outcomes), status);
    }
}
