package org.shinpan.hypo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
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
 *       one above it on the branch (stones, player to move, the last pass, the bans);
 *   <li>for the capture question, that the end is a win for the strategy's owner: every end of the
 *       attacker's strategy is a capture; no end of the owner's strategy is one.
 * </ul>
 * Not checked: the claims of {@code settled} ends (Benson's analysis, a miai strategy, a fill
 * region), counted instead; branches cut by the tree's size bound, counted; and, for the
 * permanent-stone questions, the acceptance condition on the cycles and at the ends (the tree
 * shows them; {@link GeneralizedBuchi}'s fixed point is what proves them), so those trees are
 * at best {@link Outcome#PARTIAL}.
 */
public final class CertificateCheck {
    private CertificateCheck() {}

    /** How far a tree proves its verdict by itself. */
    public enum Outcome {
        /** Every branch is shown and every end checked: the tree is a proof on its own. */
        COMPLETE,
        /** Every shown move and end checked; some branches cut, settled or not checkable (counted). */
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
     * @param settled     ends claimed settled (not checked here)
     * @param unchecked   ends whose objective this check does not decide (cycles and finished
     *                    sequences of a permanent-stone question)
     * @param unlisted    moves of the other player the tree leaves out where it goes on (a sealed or
     *                    enclosed area's tree shows only the moves inside its area)
     * @param reason      for {@link Outcome#INVALID}, what is wrong and where; else empty
     */
    public record Result(Outcome outcome, int moves, int notShown, int settled, int unchecked, int unlisted,
            String reason) {

        /** One line, e.g. {@code complete: 57 moves checked}. */
        public String describe() {
            if (outcome == Outcome.INVALID) return "invalid: " + reason;
            StringBuilder sb = new StringBuilder(outcome == Outcome.COMPLETE ? "complete" : "partial");
            sb.append(": ").append(count(moves, "move", "moves")).append(" checked");
            if (notShown > 0) sb.append(", ").append(count(notShown, "branch", "branches")).append(" not shown");
            if (settled > 0) sb.append(", ").append(count(settled, "settled end", "settled ends")).append(" taken as given");
            if (unchecked > 0) sb.append(", ").append(count(unchecked, "permanent-stone end", "permanent-stone ends"))
                    .append(" not checked");
            if (unlisted > 0) sb.append(", ").append(count(unlisted, "move", "moves")).append(" of the other player not listed");
            return sb.toString();
        }

        private static String count(int n, String one, String more) {
            return n + " " + (n == 1 ? one : more);
        }
    }

    /**
     * Checks {@code certificate}, the evidence of {@code question} about {@code target} in the
     * final-position of {@code position}.
     */
    public static Result check(FinalPosition position, FinalString target, StringVerdict.Question question,
            Certificate certificate) {
        Checker c = new Checker(position.position().graph(), target, question, certificate.strategy().owner());
        HypotheticalState start = HypotheticalState.start(position.position(), target.player().opponent());
        List<HypotheticalState> path = new ArrayList<>();
        c.visit(certificate.strategy().root(), start, path, "");
        if (c.reason != null) return new Result(Outcome.INVALID, c.moves, c.notShown, c.settled, c.unchecked, c.unlisted,
                c.reason);
        boolean complete = c.notShown == 0 && c.settled == 0 && c.unchecked == 0 && c.unlisted == 0;
        return new Result(complete ? Outcome.COMPLETE : Outcome.PARTIAL, c.moves, c.notShown, c.settled, c.unchecked,
                c.unlisted, "");
    }

    private static final class Checker {
        final Graph graph;
        final FinalString target;
        final boolean captureQuestion;
        final Player winner;
        final boolean attackerWins;
        int moves;
        int notShown;
        int settled;
        int unchecked;
        int unlisted;
        String reason;

        Checker(Graph graph, FinalString target, StringVerdict.Question question, Player winner) {
            this.graph = graph;
            this.target = target;
            this.captureQuestion = question == StringVerdict.Question.CAPTURE;
            this.winner = winner;
            this.attackerWins = winner != target.player();
        }

        /** Checks the children of {@code node}, which stands for {@code state}; {@code line} names the moves above it. */
        void visit(HypotheticalStrategy.Node node, HypotheticalState state, List<HypotheticalState> path, String line) {
            if (reason != null) return;
            List<HypotheticalGame.Transition> legal = HypotheticalGame.transitions(state);
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
            path.add(state);
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
                    end(child, t, path, here);
                }
                if (reason != null) break;
            }
            path.remove(path.size() - 1);
        }

        private void end(HypotheticalStrategy.Node child, HypotheticalGame.Transition t, List<HypotheticalState> path,
                String line) {
            boolean captures = t.removed().contains(target.anchor());
            switch (child.end()) {
                case CONTINUES -> {
                    if (captures && captureQuestion) fail(line, "the target is captured here, yet the branch goes on");
                    else if (t.next().ended()) fail(line, "the sequence has ended here, yet the branch goes on");
                    else visit(child, t.next(), path, line);
                }
                case CAPTURED -> {
                    if (!captures) fail(line, "marked captured, but the target still stands");
                    else if (!attackerWins) fail(line, "the owner's strategy lets the target be captured");
                }
                case SEQUENCE_ENDS -> {
                    if (!t.next().ended()) fail(line, "marked as the end of the sequence, but it goes on");
                    else if (captureQuestion && attackerWins) fail(line, "the attacker's strategy ends without a capture");
                    else if (!captureQuestion) unchecked++;
                }
                case REPEATS -> {
                    if (!path.contains(t.next())) fail(line, "marked as a repetition, but the state is new on this branch");
                    else if (captureQuestion && attackerWins) fail(line, "the attacker's strategy cycles without a capture");
                    else if (!captureQuestion) unchecked++;
                }
                case SETTLED -> {
                    if (captureQuestion && attackerWins) fail(line, "the attacker's strategy ends settled without a capture");
                    else settled++;
                }
                case NOT_SHOWN -> notShown++;
            }
        }

        private void fail(String line, String what) {
            if (reason == null) reason = (line.isEmpty() ? "at the start" : "after " + line) + ": " + what;
        }
    }
}
