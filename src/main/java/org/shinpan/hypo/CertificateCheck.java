package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.collections.api.factory.primitive.IntLists;
import org.eclipse.collections.api.list.primitive.IntList;
import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.rules.Move;

/**
 * Checks a certificate's strategy tree move by move against {@link HypotheticalGame}, the
 * transcription of J2003 v35a, Definitions 2 (hypothetical-move, hypothetical-ko, ko-pass,
 * hypothetical-sequence) that the reference solver is built on, and not against the search that
 * made the certificate (docs/j2003.md, "Checking a certificate").
 *
 * <p>What is checked, at every node of the tree:
 * <ul>
 *   <li>each move is a legal hypothetical-move of the player to move, in the state the moves above
 *       it reached (bans and ko-passes included);
 *   <li>at the strategy owner's turns the tree gives exactly one move; at the other player's turns,
 *       unless the branch is cut ({@code not shown}), it lists every legal move, no more and no less;
 *   <li>where a branch ends, the reason holds: {@code captured} — this move removed the target's
 *       stones; {@code sequence ends} — a pass succeeded a pass; {@code repeats} — the state equals
 *       one above it on the branch (stones, player to move, the last pass, the bans, and which
 *       tracked strings have lost their original stones);
 *   <li>that every end and every cycle is won by the strategy's owner: for the capture question,
 *       every end of the attacker's tree is a capture and no end of the owner's is one; for a
 *       permanent-stone question with its local area, the acceptance sets of
 *       {@link ReferenceSolver#acceptance} (the target captured, and per intersection of the local
 *       area no placed stone of the owner there) met in the last state of a finished sequence and
 *       on every cycle of the tree folded at its repetitions by the attacker's strategy, and missed
 *       by the owner's (docs/j2003.md, "Checking a certificate").
 * </ul>
 * A {@code settled} end's claim is proven here from the end's position where it can be, and
 * counted by what proved it: Benson's analysis (a pass-alive target, a sealed local area, the
 * owner's keep), the miai rule (a miai strategy keeps the target, or the owner's placed stone,
 * with no ban pending on the owner and no ko master), or the fill-region rule (the criterion of
 * {@link SettledRegion}, with its fill games, for the attacker's end on the local area); the
 * proofs of the two rules are in docs/j2003.md ("Miai in the search", "Fill regions", "Fill
 * games"). What none of them proves here (a fill game past the check's allowance, a miai claim
 * under a ko master) is counted as taken as given. An owner's settled end with the target captured
 * is refused unless it is the owner's keep. Branches cut by the tree's size bound, counted.
 */
public final class CertificateCheck {
    private CertificateCheck() {}

    /** How far a tree proves its verdict by itself. */
    public enum Outcome {
        /** Every branch is shown and every end checked: the tree is a proof on its own. */
        COMPLETE,
        /** Every shown move and end checked; some branches cut, settled ends taken as given, or not checkable (counted). */
        PARTIAL,
        /** Some move or end is wrong: see the reason. */
        INVALID
    }

    /**
     * The outcome of one check.
     *
     * @param outcome     complete, partial or invalid
     * @param moves       the moves checked
     * @param notShown    branches cut by the tree's size bound
     * @param settled     ends claimed settled and taken as given: not proven here
     * @param provenSettled ends claimed settled and proven here by Benson's analysis of their position
     * @param miaiSettled ends claimed settled and proven here by the miai rule (docs/j2003.md, "Miai in
     *                    the search"; "Alive by a permanent-stone miai" for the owner's keep)
     * @param fillSettled ends claimed settled and proven here by the fill-region rule, with its fill
     *                    games (docs/j2003.md, "Fill regions", "Fill games")
     * @param unchecked   ends whose objective this check cannot decide: the repetitions and finished
     *                    sequences of a permanent-stone question given without its local area
     *                    (local-2 meeting a string of unknown status)
     * @param unlisted    moves of the other player the tree leaves out where it goes on (a sealed or
     *                    enclosed area's tree shows only the moves inside its area)
     * @param reason      for {@link Outcome#INVALID}, what is wrong and where; else empty
     */
    public record Result(Outcome outcome, int moves, int notShown, int settled, int provenSettled, int miaiSettled,
            int fillSettled, int unchecked, int unlisted, String reason) {

        /** One line, e.g. {@code complete: 57 moves checked}. */
        public String describe() {
            if (outcome == Outcome.INVALID) return "invalid: " + reason;
            StringBuilder sb = new StringBuilder(outcome == Outcome.COMPLETE ? "complete" : "partial");
            sb.append(": ").append(count(moves, "move", "moves")).append(" checked");
            if (provenSettled > 0) sb.append(", ").append(count(provenSettled, "settled end", "settled ends"))
                    .append(" proven by Benson's analysis");
            if (miaiSettled > 0) sb.append(", ").append(count(miaiSettled, "settled end", "settled ends"))
                    .append(" proven by the miai rule");
            if (fillSettled > 0) sb.append(", ").append(count(fillSettled, "settled end", "settled ends"))
                    .append(" proven by the fill-region rule");
            if (notShown > 0) sb.append(", ").append(count(notShown, "branch", "branches")).append(" not shown");
            if (settled > 0) sb.append(", ").append(count(settled, "settled end", "settled ends")).append(" taken as given");
            if (unchecked > 0) sb.append(", ").append(count(unchecked, "permanent-stone end", "permanent-stone ends"))
                    .append(" not checked");
            if (unlisted > 0) sb.append(", ").append(count(unlisted, "move", "moves")).append(" of the other player not listed");
            return sb.toString();
        }

        /**
         * Whether the tree is partial only because branches were cut by its bound: every end it
         * shows is checked and proven, no move is unlisted, so a larger bound
         * ({@link SolverLimits#certificateMoves()}) may make it complete.
         */
        public boolean partialOnlyByItsBound() {
            return outcome == Outcome.PARTIAL && notShown > 0 && settled == 0 && unchecked == 0 && unlisted == 0;
        }

        /** The note below a list of checks where {@code cut} of them are partial only by their trees' bound, or "". */
        public static String boundNote(long cut, String indent) {
            if (cut == 0) return "";
            return indent + cut + (cut == 1 ? " check is" : " checks are") + " partial only because the tree is cut at"
                    + " its bound; --certificate-moves N shows more\n";
        }

        /**
         * The check as a JSON object's fields, in this order: {@code outcome} (complete, partial or
         * invalid), {@code moves}, {@code notShown}, {@code provenByBenson}, {@code provenByMiai},
         * {@code provenByFill}, {@code takenAsGiven}, {@code unchecked}, {@code unlisted}, and for
         * an invalid tree the {@code reason}.
         */
        public java.util.Map<String, Object> fields() {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("outcome", outcome.name().toLowerCase(java.util.Locale.ROOT));
            m.put("moves", moves);
            m.put("notShown", notShown);
            m.put("provenByBenson", provenSettled);
            m.put("provenByMiai", miaiSettled);
            m.put("provenByFill", fillSettled);
            m.put("takenAsGiven", settled);
            m.put("unchecked", unchecked);
            m.put("unlisted", unlisted);
            if (outcome == Outcome.INVALID) m.put("reason", reason);
            return m;
        }

        private static String count(int n, String one, String more) {
            return n + " " + (n == 1 ? one : more);
        }
    }

    /**
     * Checks {@code certificate}, the evidence of the capture question about {@code target} in the
     * final-position of {@code position}, or of a permanent-stone question without its local area
     * (whose acceptance is then not checked).
     */
    public static Result check(FinalPosition position, FinalString target, StringVerdict.Question question,
            Certificate certificate) {
        return check(position, target, question, null, certificate);
    }

    /**
     * Checks {@code certificate}, the evidence of {@code question} about {@code target} in the
     * final-position of {@code position}; for a permanent-stone question {@code local} is its local
     * area (local-1 or local-2; null: the acceptance is not checked).
     */
    public static Result check(FinalPosition position, FinalString target, StringVerdict.Question question,
            IntList local, Certificate certificate) {
        return run(new Checker(position, target, question, local, certificate.strategy().owner(), null), certificate,
                target.player().opponent(), null);
    }

    /**
     * Checks {@code certificate}, the evidence of {@code question} about {@code target} after a
     * first move ({@link FirstMoves}): the hypothetical-sequences start from the final-position of
     * {@code position} with {@code first}, a move of {@code mover}, and the tree is the winner's
     * strategy from the state it reaches. {@code local} as for {@link #check(FinalPosition,
     * FinalString, StringVerdict.Question, IntList, Certificate)}; {@code koMaster} the player with
     * unlimited ko threats ({@link HypotheticalGame#transitions(HypotheticalState, Player)}), or null
     * for J2003.
     */
    public static Result afterFirstMove(FinalPosition position, FinalString target, StringVerdict.Question question,
            IntList local, Player mover, Move first, Player koMaster, Certificate certificate) {
        return run(new Checker(position, target, question, local, certificate.strategy().owner(), koMaster), certificate,
                mover, first);
    }

    /**
     * Every first move's certificate in {@code outcomes} (those of {@code mover}, with
     * {@code koMaster} or null) checked, in their order; null where a move has none. {@code local2}
     * is the target's local-2 as the tests used it (null where they had none).
     */
    public static List<Result> firstMoves(FinalPosition position, FinalString target, IntList local2, Player mover,
            Player koMaster, List<FirstMoves.Outcome> outcomes) {
        List<Result> checks = new ArrayList<>();
        for (FirstMoves.Outcome o : outcomes) {
            if (o.certificate() == null) {
                checks.add(null);
                continue;
            }
            checks.add(afterFirstMove(position, target, o.question(), localArea(o.question(), target, local2), mover,
                    o.move(), koMaster, o.certificate()));
        }
        return checks;
    }

    private static Result run(Checker c, Certificate certificate, Player first, Move firstMove) {
        c.run(certificate.strategy().root(), first, firstMove);
        if (c.reason != null) {
            return new Result(Outcome.INVALID, c.moves, c.notShown, c.settled, c.provenSettled, c.miaiSettled,
                    c.fillSettled, c.unchecked, c.unlisted, c.reason);
        }
        boolean complete = c.notShown == 0 && c.settled == 0 && c.unchecked == 0 && c.unlisted == 0;
        return new Result(complete ? Outcome.COMPLETE : Outcome.PARTIAL, c.moves, c.notShown, c.settled, c.provenSettled,
                c.miaiSettled, c.fillSettled, c.unchecked, c.unlisted, "");
    }

    /**
     * A settled end the check proved by the miai rule or the fill-region rule: its state, the
     * tracked strings that had lost their original stones there (bit 0: the target), per
     * intersection the tracked string whose original stone stands there (or -1), and the rule that
     * proved it. For the tests that hold these ends against the reference game
     * ({@code RuleEndProperties}).
     */
    record RuleEnd(HypotheticalState state, BitSet lost, int[] trackedAt, Rule rule) {}

    /** The settled rules besides Benson's analysis that the check proves ends by. */
    enum Rule {
        /** A miai strategy of the owner keeps the target, or its placed stone (docs/j2003.md, "Miai in the search"). */
        MIAI,
        /** The fill-region criterion with its fill games (docs/j2003.md, "Fill regions", "Fill games"). */
        FILL
    }

    /**
     * The settled ends of {@code certificate} that {@link #check} proves by the miai rule or the
     * fill-region rule, in the order the check meets them (arguments as for {@link #check}).
     */
    static List<RuleEnd> ruleEnds(FinalPosition position, FinalString target, StringVerdict.Question question,
            IntList local, Certificate certificate) {
        Checker c = new Checker(position, target, question, local, certificate.strategy().owner(), null);
        c.ruleEnds = new ArrayList<>();
        c.run(certificate.strategy().root(), target.player().opponent(), null);
        return c.ruleEnds;
    }

    /** Every test's certificate in {@code r} checked: per string, per test, the check, or null where the test has none. */
    public static List<List<Result>> all(HypotheticalAnalysis.Result r) {
        List<List<Result>> all = new ArrayList<>();
        for (StringVerdict v : r.verdicts()) {
            List<Result> each = new ArrayList<>();
            for (StringVerdict.Test t : v.tests()) {
                Certificate c = t.result().certificate();
                each.add(c == null ? null : check(r.position(), v.string(), t.question(), localArea(r, v, t), c));
            }
            all.add(each);
        }
        return all;
    }

    /**
     * The local area of {@code test} of {@code verdict}'s string in {@code r}: local-1 (the string's
     * intersections) or local-2 as the classification used it; null for the capture question.
     * Where local-2 meets a string of unknown status: for a test the owner won, the smallest
     * local-2 the string can have, for one the attacker won the largest, null for an unknown one.
     */
    public static IntList localArea(HypotheticalAnalysis.Result r, StringVerdict verdict, StringVerdict.Test test) {
        boolean local2 = test.question() == StringVerdict.Question.CAPTURE_NO_LOCAL2_PERMANENT;
        IntList area = local2 ? r.local2Of(verdict.string()) : null;
        if (local2 && area == null && test.result().answer() != Forcing.UNKNOWN) {
            // Where local-2 meets a string of unknown status, the owner's win on its smallest
            // possible local-2 is its win on local-2 (a permanent-stone there is one on local-2),
            // and the attacker's win on its largest is the attacker's (no permanent-stone on it, none
            // on local-2): the tests that decided such a string were played there, and so is the
            // check. (A permanent-stone miai's points lie on the smallest too.)
            area = r.local2Bound(verdict.string(), test.result().answer() == Forcing.CAN_FORCE);
        }
        return localArea(test.question(), verdict.string(), area);
    }

    /** The local area of {@code question} about {@code target} whose local-2 is {@code local2} (null: unknown). */
    private static IntList localArea(StringVerdict.Question question, FinalString target, IntList local2) {
        return switch (question) {
            case CAPTURE -> null;
            case CAPTURE_NO_LOCAL1_PERMANENT -> target.stones();
            case CAPTURE_NO_LOCAL2_PERMANENT -> local2;
        };
    }

    /** A state of the tree with the tracked final-strings that have lost their original stones (bit 0: the target). */
    private record Vertex(HypotheticalState state, BitSet lost) {}

    /**
     * The fill-game positions one check may search to prove its settled ends (a game's table is kept
     * for the whole check, so the ends of one vacated area share it); past it an end is taken as
     * given. The search allows its fill games at least {@link FillGame#BUDGET} positions per test.
     */
    static final long FILL_CHECK_POSITIONS = 1_000_000;

    private static final class Checker {
        final FinalPosition position;
        final Graph graph;
        final Player owner;
        final boolean captureQuestion;
        final Player winner;
        final boolean attackerWins;
        /** The local area of a permanent-stone question, or null. */
        final IntList local;
        /** Per intersection: the tracked final-string whose original stone stands there, or -1. */
        final int[] trackedAt;
        final List<Vertex> vertices = new ArrayList<>();
        /** The folded graph of the owner's permanent-stone tree: tree edges and repetitions, in pairs. */
        final MutableIntList edges = IntLists.mutable.empty();
        int moves;
        int notShown;
        int settled;
        int provenSettled;
        int miaiSettled;
        int fillSettled;
        /** The fill games of the fill-region rule's checks, made when first asked. */
        FillGame fillGames;
        /** Where asked ({@link #ruleEnds}), the ends proven by the miai or the fill-region rule. */
        List<RuleEnd> ruleEnds;
        int unchecked;
        int unlisted;
        String reason;

        /** The player with unlimited ko threats, or null (J2003). */
        final Player koMaster;
        /** A stone of the target in the final-position. */
        final int targetStone;
        /** The target's intersections in the final-position. */
        final boolean[] targetStones;
        /** The local area's intersections, or null ({@link #local}). */
        final int[] localArray;

        Checker(FinalPosition position, FinalString target, StringVerdict.Question question, IntList local, Player winner,
                Player koMaster) {
            this.koMaster = koMaster;
            this.targetStone = target.anchor();
            this.targetStones = new boolean[position.position().graph().size()];
            target.stones().forEach(loc -> targetStones[loc] = true);
            this.position = position;
            this.graph = position.position().graph();
            this.owner = target.player();
            this.captureQuestion = question == StringVerdict.Question.CAPTURE;
            this.winner = winner;
            this.attackerWins = winner != owner;
            this.local = captureQuestion ? null : local;
            this.localArray = this.local == null ? null : this.local.toArray();
            this.trackedAt = new int[graph.size()];
            Arrays.fill(trackedAt, -1);
            // the tracked strings as the solvers have them: the target, then the owner's strings on the local area
            List<FinalString> tracked = this.local == null ? List.of(target)
                    : ReferenceSolver.tracked(position, target, this.local);
            for (int i = 0; i < tracked.size(); i++) {
                int index = i;
                tracked.get(i).stones().forEach(loc -> trackedAt[loc] = index);
            }
        }

        /**
         * Checks the tree {@code root}: from the final-position with {@code first} to move, or, where
         * {@code firstMove} is given, from the state that move of {@code first} reaches (the root then
         * stands for that move, and the ends it may carry are checked as a move's).
         */
        void run(HypotheticalStrategy.Node root, Player first, Move firstMove) {
            vertices.add(new Vertex(HypotheticalState.start(position.position(), first), new BitSet()));
            MutableIntList path = IntLists.mutable.empty();
            if (firstMove == null) {
                visit(root, 0, path, "");
            } else {
                String line = first.letter() + ":" + firstMove.notation(graph);
                HypotheticalGame.Transition t = HypotheticalGame.transitions(vertices.get(0).state(), koMaster).stream()
                        .filter(tr -> tr.move().equals(firstMove)).findFirst().orElse(null);
                if (t == null) {
                    fail(line, firstMove.notation(graph) + " is not a legal first move");
                    return;
                }
                moves++;
                path.add(0);
                end(new HypotheticalStrategy.Node(first, firstMove, root.end(), root.children()), 0, t, path, line);
                path.removeAtIndex(0);
            }
            if (reason == null && !captureQuestion && local != null && !attackerWins) checkOwnersCycles();
        }

        /** Checks the children of {@code node}, which stands for vertex {@code v}; {@code line} names the moves above it. */
        void visit(HypotheticalStrategy.Node node, int v, MutableIntList path, String line) {
            if (reason != null) return;
            HypotheticalState state = vertices.get(v).state();
            List<HypotheticalGame.Transition> legal = HypotheticalGame.transitions(state, koMaster);
            List<HypotheticalStrategy.Node> children = node.children();
            if (state.toMove() == winner) {
                if (children.size() != 1) {
                    fail(line, "the strategy's owner has " + children.size() + " moves here, not one");
                    return;
                }
            } else {
                Set<Move> listed = new HashSet<>();
                for (HypotheticalStrategy.Node child : children) {
                    if (!listed.add(child.move())) {
                        fail(line, child.move().notation(graph) + " is listed twice");
                        return;
                    }
                }
                for (HypotheticalGame.Transition t : legal) {
                    if (!listed.contains(t.move())) unlisted++;
                }
            }
            path.add(v);
            for (HypotheticalStrategy.Node child : children) {
                String here = (line.isEmpty() ? "" : line + " ") + state.toMove().letter() + ":" + child.move().notation(graph);
                HypotheticalGame.Transition t = legal.stream().filter(tr -> tr.move().equals(child.move())).findFirst()
                        .orElse(null);
                if (child.player() != state.toMove()) {
                    fail(here, "it is " + state.toMove().lowerName() + "'s turn");
                } else if (t == null) {
                    fail(here, child.move().notation(graph) + " is not a legal hypothetical-move here");
                } else {
                    moves++;
                    end(child, v, t, path, here);
                }
                if (reason != null) break;
            }
            path.removeAtIndex(path.size() - 1);
        }

        private void end(HypotheticalStrategy.Node child, int from, HypotheticalGame.Transition t, MutableIntList path,
                String line) {
            BitSet lost = (BitSet) vertices.get(from).lost().clone();
            t.removed().forEach(loc -> {
                if (trackedAt[loc] >= 0) lost.set(trackedAt[loc]);
            });
            boolean captures = lost.get(0) && !vertices.get(from).lost().get(0);
            Vertex next = new Vertex(t.next(), lost);
            switch (child.end()) {
                case CONTINUES -> {
                    if (captures && captureQuestion) {
                        fail(line, "the target is captured here, yet the branch goes on");
                    } else if (t.next().ended()) {
                        fail(line, "the sequence has ended here, yet the branch goes on");
                    } else {
                        vertices.add(next);
                        int v = vertices.size() - 1;
                        edges.add(from);
                        edges.add(v);
                        visit(child, v, path, line);
                    }
                }
                case CAPTURED -> {
                    if (!captureQuestion) fail(line, "a capture ends no branch of a permanent-stone question");
                    else if (!captures) fail(line, "marked captured, but the target still stands");
                    else if (!attackerWins) fail(line, "the owner's strategy lets the target be captured");
                }
                case SEQUENCE_ENDS -> {
                    if (!t.next().ended()) fail(line, "marked as the end of the sequence, but it goes on");
                    else if (captureQuestion && attackerWins) fail(line, "the attacker's strategy ends without a capture");
                    else if (!captureQuestion) finished(next, line);
                }
                case REPEATS -> repeats(next, path, from, line);
                case SETTLED -> {
                    // a settled rule speaks of the play from a state on; a finished sequence has none
                    if (t.next().ended()) fail(line, "marked settled, but the sequence has ended here");
                    else settledEnd(next, line);
                }
                case NOT_SHOWN -> notShown++;
            }
        }

        /**
         * A settled end (docs/j2003.md, "Settled states"): the owner's win where the target stands,
         * the attacker's where it is captured. Its claim is proven here from the end's position
         * where one of the search's settled rules holds there, each counted by its name:
         * <ul>
         *   <li>Benson's analysis ({@link BensonAnalysis}, held against Benson's definition by its
         *       own properties): the target stands on a pass-alive string of the owner (the owner
         *       passes for ever and no play of the attacker captures it); the owner's keep; for a
         *       permanent-stone question with its local area, the target captured and every
         *       intersection of the local area a stone of a pass-alive string of the attacker, or
         *       empty in a region of at most two empty intersections every neighbour of which holds
         *       such a stone;
         *   <li>the miai rule ({@link MiaiSafety#targetStands} on the whole board, with no ban
         *       pending on the owner and no ko master, the conditions of docs/j2003.md, "Miai in the
         *       search"): the target stands, or the owner's placed stone on the local area is kept;
         *   <li>the fill-region rule ({@link SettledRegion}, with fill games): for a permanent-stone
         *       question with its local area, the target captured, the owner unable to end the
         *       sequence at once with a placed stone there, and every intersection of the local area
         *       in the attacker's safe strings, an eye, or a fill region the attacker wins
         *       (docs/j2003.md, "Fill regions", "Fill games").
         * </ul>
         * Any other settled end of the right winner is counted as taken as given.
         */
        private void settledEnd(Vertex end, String line) {
            boolean standing = !end.lost().get(0);
            if (standing && attackerWins) {
                fail(line, "the attacker's strategy ends settled with the target standing");
                return;
            }
            Position p = end.state().position();
            if (!standing && !attackerWins) {
                // only the owner's keep settles a captured target for the owner
                if (local == null) {
                    fail(line, "the owner's strategy ends settled with the target captured");
                    return;
                }
                if (keptOnPassAlive(end, BensonAnalysis.passAlive(p, owner))) {
                    provenSettled++;
                    return;
                }
                // the owner's keep on a string a miai strategy keeps (a permanent-stone miai)
                if (keptByMiai(end)) {
                    if (koMaster == null) provenByRule(end, Rule.MIAI);
                    else settled++;
                    return;
                }
                fail(line, "the owner's strategy ends settled with the target captured and no placed stone of the"
                        + " owner on the local area on a pass-alive string or one a miai strategy keeps");
                return;
            }
            if (standing) {
                boolean[] alive = BensonAnalysis.passAlive(p, owner);
                if (alive[targetStone] || keptOnPassAlive(end, alive)) provenSettled++;
                else if (standsByMiai(end)) provenByRule(end, Rule.MIAI);
                else settled++;
            } else if (local != null && sealedByPassAlive(p)) {
                provenSettled++;
            } else if (local != null && filledByAttacker(end)) {
                provenByRule(end, Rule.FILL);
            } else {
                settled++;
            }
        }

        /** Counts {@code end} as proven by {@code rule}, and keeps it where asked. */
        private void provenByRule(Vertex end, Rule rule) {
            if (rule == Rule.MIAI) miaiSettled++;
            else fillSettled++;
            if (ruleEnds != null) ruleEnds.add(new RuleEnd(end.state(), end.lost(), trackedAt, rule));
        }

        /**
         * The miai rule as the search asks it (docs/j2003.md, "Miai in the search"): no ko master, no
         * ban pending on the owner, and a miai strategy of the owner keeps every stone of the target
         * in the end's position ({@link MiaiSafety#targetStands}, on the whole board: every
         * intersection playable, no penalty).
         */
        private boolean standsByMiai(Vertex end) {
            return koMaster == null && PermanentStoneMiai.keptByMiai(end.state(), owner, targetStones);
        }

        /**
         * The fill-region rule (docs/j2003.md, "Fill regions"; {@link SettledRegion}): the owner, to
         * move right after a pass, cannot end the sequence with a placed stone on the local area,
         * and the criterion holds in the end's position, its fill regions won by their fill games
         * within {@link #FILL_CHECK_POSITIONS} positions for the whole check.
         */
        private boolean filledByAttacker(Vertex end) {
            int[] area = localArray;
            HypotheticalState s = end.state();
            boolean ownerMayEnd = s.toMove() == owner && s.lastWasPass();
            if (SettledRegion.ownerEndsOnLocal(area, ownerMayEnd, z -> placedOwnerStone(end, z))) return false;
            if (fillGames == null) {
                fillGames = new FillGame();
                fillGames.allow(FILL_CHECK_POSITIONS);
            }
            return SettledRegion.attackerWins(s.position(), owner.opponent(), area, fillGames);
        }

        /**
         * The owner's keep (docs/j2003.md, "Settled states"): in a permanent-stone question, some
         * intersection of the local area holds a stone of the owner played during the sequence, on
         * a pass-alive string of the owner. The owner passes for ever and that stone is never
         * removed: a permanent-stone whatever the attacker plays. {@code alive}: the owner's
         * pass-alive stones of the end's position.
         */
        private boolean keptOnPassAlive(Vertex end, boolean[] alive) {
            if (local == null) return false;
            for (int i = 0; i < local.size(); i++) {
                int z = local.get(i);
                if (alive[z] && placedOwnerStone(end, z)) return true;
            }
            return false;
        }

        /**
         * Whether some placed stone of the owner on the local area stands on a string that a miai
         * strategy of the owner keeps (MiaiSafety.targetStands), with no ban pending on the owner:
         * the owner's keep of a permanent-stone miai (docs/j2003.md, "Alive by a permanent-stone
         * miai"), whose miai claim is not proven here.
         */
        private boolean keptByMiai(Vertex end) {
            if (local == null) return false;
            for (int i = 0; i < local.size(); i++) {
                int z = local.get(i);
                if (placedOwnerStone(end, z) && PermanentStoneMiai.keptByMiai(end.state(), owner, z)) return true;
            }
            return false;
        }

        /**
         * Whether every intersection of the local area holds a stone of a pass-alive string of the
         * attacker, or is empty in a region of at most two empty intersections whose every
         * neighbour holds such a stone.
         */
        private boolean sealedByPassAlive(Position p) {
            boolean[] alive = BensonAnalysis.passAlive(p, owner.opponent());
            for (int i = 0; i < local.size(); i++) {
                int z = local.get(i);
                if (alive[z]) continue;
                if (!p.isEmpty(z)) return false;
                // the empty region around z: z and at most one empty neighbour, all else pass-alive
                int other = -1;
                for (int k = 0; k < graph.degree(z); k++) {
                    int w = graph.neighbour(z, k);
                    if (alive[w]) continue;
                    if (!p.isEmpty(w) || other >= 0) return false;
                    other = w;
                }
                if (other >= 0) {
                    for (int k = 0; k < graph.degree(other); k++) {
                        int w = graph.neighbour(other, k);
                        if (w != z && !alive[w]) return false;
                    }
                }
            }
            return true;
        }

        /**
         * A finished sequence stays in its last state for ever: the attacker wins it where that
         * state lies in every acceptance set (the target captured, no placed stone of the owner
         * on the local area).
         */
        private void finished(Vertex last, String line) {
            if (local == null) {
                unchecked++;
                return;
            }
            int kept = keptStone(List.of(last));
            if (attackerWins && kept != NONE) fail(line, "the sequence ends " + keptText(kept));
            if (!attackerWins && kept == NONE) fail(line, "the sequence ends with the target captured and no stone of the"
                    + " owner placed on the local area");
        }

        private static final int NONE = -1;
        private static final int TARGET_STANDS = -2;

        /**
         * Among {@code states}, where the attacker's acceptance fails in all of them: {@link
         * #TARGET_STANDS} if the target stands in one (then in all: capture is for good), else an
         * intersection of the local area that holds a placed stone of the owner in every one, else
         * {@link #NONE}.
         */
        private int keptStone(List<Vertex> states) {
            for (Vertex v : states) {
                if (!v.lost().get(0)) return TARGET_STANDS;
            }
            for (int i = 0; i < local.size(); i++) {
                int z = local.get(i);
                boolean always = true;
                for (Vertex v : states) always &= placedOwnerStone(v, z);
                if (always) return z;
            }
            return NONE;
        }

        private String keptText(int kept) {
            return kept == TARGET_STANDS ? "with the target standing"
                    : "with a placed stone of the owner on " + graph.label(kept);
        }

        /** Whether {@code z} holds a stone of the owner played during the sequence (HypoGraph's reading). */
        private boolean placedOwnerStone(Vertex v, int z) {
            if (v.state().position().occupant(z) != owner.stone()) return false;
            int t = trackedAt[z];
            return t < 0 || v.lost().get(t);
        }

        /**
         * A repetition: the state and the lost strings equal those of a vertex above on the branch.
         * For the capture question nothing more. For the attacker's permanent-stone strategy the
         * cycle from there must meet every acceptance set; any such vertex will do as the return
         * point (each choice is a strategy), so the nearest one whose cycle does is taken. Every
         * cycle of the folded tree runs through the whole branch from its highest vertex down to a
         * repetition returning there, so this covers every cycle. For the owner's strategy the
         * nearest one is the return point, and the cycles are checked together at the end.
         */
        private void repeats(Vertex next, MutableIntList path, int from, String line) {
            int kept = NONE;
            boolean found = false;
            for (int k = path.size() - 1; k >= 0; k--) {
                Vertex above = vertices.get(path.get(k));
                if (!above.equals(next)) continue;
                found = true;
                if (captureQuestion) {
                    if (attackerWins) fail(line, "the attacker's strategy cycles without a capture");
                    return;
                }
                if (local == null) {
                    unchecked++;
                    return;
                }
                if (!attackerWins) {
                    edges.add(from);
                    edges.add(path.get(k));
                    return;
                }
                List<Vertex> cycle = new ArrayList<>();
                for (int i = k; i < path.size(); i++) cycle.add(vertices.get(path.get(i)));
                kept = keptStone(cycle);
                if (kept == NONE) return;
            }
            if (!found) fail(line, "marked as a repetition, but the state is new on this branch");
            else fail(line, "the attacker's strategy cycles " + keptText(kept));
        }

        /**
         * The owner's permanent-stone strategy wins every infinite play when each strongly connected
         * part of the folded tree with a cycle keeps the attacker out of one acceptance set
         * throughout: the target stands there, or one intersection of the local area holds a
         * placed stone of the owner in each of its states. A play that stays in such a part visits
         * only its states, so it misses that set from some point on.
         */
        private void checkOwnersCycles() {
            int n = vertices.size();
            List<MutableIntList> out = new ArrayList<>();
            for (int i = 0; i < n; i++) out.add(IntLists.mutable.empty());
            for (int i = 0; i < edges.size(); i += 2) out.get(edges.get(i)).add(edges.get(i + 1));
            int[] component = strongComponents(out);
            int count = 0;
            for (int c : component) count = Math.max(count, c + 1);
            List<List<Vertex>> members = new ArrayList<>();
            for (int c = 0; c < count; c++) members.add(new ArrayList<>());
            boolean[] cyclic = new boolean[count];
            for (int i = 0; i < n; i++) members.get(component[i]).add(vertices.get(i));
            for (int i = 0; i < edges.size(); i += 2) {
                if (component[edges.get(i)] == component[edges.get(i + 1)]) cyclic[component[edges.get(i)]] = true;
            }
            for (int c = 0; c < count; c++) {
                if (cyclic[c] && keptStone(members.get(c)) == NONE) {
                    reason = "the owner's strategy lets the play cycle through " + members.get(c).size()
                            + " states in which the target is captured and every intersection of the local area is"
                            + " at times free of a placed stone of the owner";
                    return;
                }
            }
        }

        /** Tarjan's strongly connected components of the graph {@code out}: per vertex, its component's number. */
        private static int[] strongComponents(List<MutableIntList> out) {
            int n = out.size();
            int[] index = new int[n];
            int[] low = new int[n];
            int[] component = new int[n];
            Arrays.fill(index, -1);
            boolean[] onStack = new boolean[n];
            MutableIntList stack = IntLists.mutable.empty();
            int[] counters = new int[2]; // next index, next component
            for (int v = 0; v < n; v++) {
                if (index[v] < 0) connect(v, out, index, low, component, onStack, stack, counters);
            }
            return component;
        }

        private static void connect(int v, List<MutableIntList> out, int[] index, int[] low, int[] component,
                boolean[] onStack, MutableIntList stack, int[] counters) {
            index[v] = low[v] = counters[0]++;
            stack.add(v);
            onStack[v] = true;
            MutableIntList next = out.get(v);
            for (int i = 0; i < next.size(); i++) {
                int w = next.get(i);
                if (index[w] < 0) {
                    connect(w, out, index, low, component, onStack, stack, counters);
                    low[v] = Math.min(low[v], low[w]);
                } else if (onStack[w]) {
                    low[v] = Math.min(low[v], index[w]);
                }
            }
            if (low[v] == index[v]) {
                int w;
                do {
                    w = stack.removeAtIndex(stack.size() - 1);
                    onStack[w] = false;
                    component[w] = counters[1];
                } while (w != v);
                counters[1]++;
            }
        }

        private void fail(String line, String what) {
            if (reason == null) reason = (line.isEmpty() ? "at the start" : "after " + line) + ": " + what;
        }
    }
}
