package org.shinpan.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.Certificate;
import org.shinpan.hypo.CertificateCheck;
import org.shinpan.hypo.FirstMoves;
import org.shinpan.hypo.HypotheticalStrategy;
import org.shinpan.rules.Move;
import org.shinpan.sgf.SgfNode;
import org.shinpan.sgf.SgfPoints;
import org.shinpan.sgf.SgfProperty;
import org.shinpan.sgf.SgfWriter;
import org.shinpan.tsumego.Tsumego;

/**
 * A solved life-and-death problem as one SGF game tree, the form tsumego readers (Sabaki, GoGui,
 * problem sites) show as a problem with its solution.
 *
 * <p>The root is the framed board that was solved ({@code AB}/{@code AW}), the target's stones
 * marked ({@code TR}), the problem area's empty points marked ({@code SQ} where the frame leaves
 * room), and a comment with both sides' verdicts. Its children are every first move of both sides,
 * the attacker's first: a correct move carries {@code TE[1]} (tesuji) and a comment starting
 * {@code Correct}, a move another first move provably beats carries {@code BM[1]} (bad move) and
 * {@code Wrong}, an undecided one neither. Below each first move is the certificate of its class:
 * the winner's hypothetical-strategy from there, one move at the winner's turns and every move at
 * the other's (as in {@link AnalysisSgf}), so the verdict can be checked move by move.
 */
public final class TsumegoSgf {
    private TsumegoSgf() {}

    /** The solved problem as SGF text. */
    public static String write(Tsumego t) {
        return write(t, null);
    }

    /**
     * The same, each first move's comment ending with the check of its certificate where
     * {@code checks} (per side, from {@link Tsumego#checks}; null: none) has one.
     */
    public static String write(Tsumego t, Map<Tsumego.Side, List<CertificateCheck.Result>> checks) {
        return SgfWriter.write(tree(t, checks, null, null));
    }

    /**
     * The same, with {@code toMove} (null: none) as the root's {@code PL}: the player to move that
     * the problem file named, kept for the readers that show whose turn a problem is.
     */
    public static String write(Tsumego t, Map<Tsumego.Side, List<CertificateCheck.Result>> checks, Player toMove) {
        return SgfWriter.write(tree(t, checks, toMove, null));
    }

    /**
     * The same with the problem file's players, date and game name ({@code PB}, {@code PW},
     * {@code DT}, {@code GN}; {@code info} null: none), which a problem collection uses for titles
     * and sources.
     */
    public static String write(Tsumego t, Map<Tsumego.Side, List<CertificateCheck.Result>> checks, Player toMove,
            org.shinpan.sgf.SgfGameInfo info) {
        return SgfWriter.write(tree(t, checks, toMove, info));
    }

    /** The solved problem as an SGF game tree. */
    public static SgfNode tree(Tsumego t) {
        return tree(t, null, null, null);
    }

    /** The same with the certificates' checks in the comments, the player to move and the game information ({@link #write(Tsumego, Map, Player, org.shinpan.sgf.SgfGameInfo)}). */
    public static SgfNode tree(Tsumego t, Map<Tsumego.Side, List<CertificateCheck.Result>> checks, Player toMove,
            org.shinpan.sgf.SgfGameInfo info) {
        Position p = t.frame().framed();
        Graph g = p.graph();
        // The framed board keeps the original intersections (and their labels) inside the band and
        // drops the rest: SGF points are the original grid's.
        Graph grid = t.frame().original().graph(); // a grid: the frame is built only on one
        int[] toOriginal = new int[g.size()];
        java.util.Arrays.fill(toOriginal, -1);
        int[] toFramed = t.frame().toFramed();
        for (int o = 0; o < toFramed.length; o++) {
            if (toFramed[o] >= 0) toOriginal[toFramed[o]] = o;
        }
        IntFunction<String> point = loc -> SgfPoints.encode(grid, toOriginal[loc]);
        List<SgfProperty> root = AnalysisSgf.header("tsumego", grid);
        AnalysisSgf.addGameInfo(root, info);
        if (toMove != null) root.add(SgfProperty.of("PL", String.valueOf(toMove.letter())));
        AnalysisSgf.addPoints(root, "AB", point, AnalysisSgf.stones(p, Player.BLACK));
        AnalysisSgf.addPoints(root, "AW", point, AnalysisSgf.stones(p, Player.WHITE));
        AnalysisSgf.addPoints(root, "TR", point, t.target().stones().toArray());
        // the frame's stones (outside the problem area), Shinpan's private SHFR: read back as a
        // problem, the file is the problem that was solved, not one framed again
        boolean[] area = t.frame().area();
        List<Integer> frame = new ArrayList<>();
        for (int loc = 0; loc < g.size(); loc++) {
            if (!area[loc] && p.occupant(loc).isStone()) frame.add(loc);
        }
        AnalysisSgf.addPoints(root, "SHFR", point, frame.stream().mapToInt(Integer::intValue).toArray());
        List<Integer> room = new ArrayList<>();
        for (int loc = 0; loc < g.size(); loc++) {
            if (area[loc] && p.isEmpty(loc)) room.add(loc);
        }
        AnalysisSgf.addPoints(root, "SQ", point, room.stream().mapToInt(Integer::intValue).toArray());
        root.add(SgfProperty.of("C", summary(t, g)));
        List<SgfNode> firstMoves = new ArrayList<>();
        for (Tsumego.Side side : List.of(t.attackerFirst(), t.defenderFirst())) {
            addSide(firstMoves, g, point, side, side == t.defenderFirst(), checks == null ? null : checks.get(side));
        }
        return new SgfNode(root, firstMoves);
    }

    private static void addSide(List<SgfNode> into, Graph g, IntFunction<String> point, Tsumego.Side side,
            boolean defender, List<CertificateCheck.Result> checks) {
        List<Move> wrong = side.wrong(defender);
        for (int i = 0; i < side.outcomes().size(); i++) {
            FirstMoves.Outcome o = side.outcomes().get(i);
            List<SgfProperty> props = new ArrayList<>();
            String at = o.move() instanceof Move.Play play ? point.apply(play.loc()) : "";
            props.add(SgfProperty.of(String.valueOf(side.player().letter()), at));
            String verdict;
            if (side.noMoveHelps(defender)) {
                verdict = "No first move does better"; // every move reaches the side's worst class
            } else if (side.correct().contains(o.move())) {
                props.add(SgfProperty.of("TE", "1"));
                verdict = "Correct";
            } else if (wrong.contains(o.move())) {
                props.add(SgfProperty.of("BM", "1"));
                verdict = "Wrong";
            } else {
                verdict = "Undecided";
            }
            String who = side.player() == Player.BLACK ? "Black" : "White";
            StringBuilder comment = new StringBuilder(verdict).append(": ").append(who)
                    .append(o.move() instanceof Move.Play ? " first at " + o.move().notation(g) : " passes first")
                    .append(", the target is ").append(o.status().word());
            if (o.status() == Capturability.UNKNOWN && o.bound() != Capturability.UNCAPTURABLE) {
                comment.append(", ").append(o.bound().word()).append(" at best (its capture is proven)");
            }
            if (!o.note().isEmpty()) comment.append(" (").append(o.note()).append(')');
            comment.append('.');
            Certificate c = o.certificate();
            List<SgfNode> children = new ArrayList<>();
            if (c != null) {
                String winner = c.winner() == Player.BLACK ? "Black" : "White";
                comment.append(o.status() == Capturability.UNKNOWN ? " The proven capture below is " : " Below is ")
                        .append(winner).append("'s hypothetical-strategy: one move at ").append(winner)
                        .append("'s turns, every move at the other's. Principal sequence: ")
                        .append(c.principalSequence(g));
                for (HypotheticalStrategy.Node child : c.strategy().root().children()) {
                    children.add(AnalysisSgf.node(point, child));
                }
                if (checks != null && checks.get(i) != null) {
                    comment.append("\nChecked move by move against the rules' game: ").append(checks.get(i).describe())
                            .append('.');
                }
            }
            props.add(SgfProperty.of("C", comment.toString()));
            into.add(new SgfNode(props, children));
        }
    }

    private static String summary(Tsumego t, Graph g) {
        StringBuilder sb = new StringBuilder("Life-and-death problem solved by Shinpan under the J2003 hypothetical-analysis.\n");
        sb.append("Target (marked): ").append(t.target().describe(g)).append("; attacker ")
                .append(t.frame().attacker().lowerName()).append(". The problem area (its empty points marked) is ")
                .append(t.frame().banded() ? "closed by a pass-alive band of the attacker's stones" : "the whole board").append(".\n");
        if (t.koMaster() != null) {
            sb.append(t.koMaster() == Player.BLACK ? "Black" : "White")
                    .append(" has unlimited ko threats in the first moves (not J2003).\n");
        }
        for (Tsumego.Side s : List.of(t.attackerFirst(), t.defenderFirst())) {
            sb.append(s.player() == Player.BLACK ? "Black" : "White").append(" to move first: ")
                    .append(s.status().word());
            if (s.status() == Capturability.UNKNOWN) {
                sb.append(" (").append(s.bound().word()).append(" at best)");
                String waiting = s.waiting(s.player() == t.target().player()).words(g);
                if (!waiting.isEmpty()) sb.append("; ").append(waiting);
            }
            if (s.noMoveHelps(s.player() == t.target().player())) {
                sb.append("; no first move does better");
            } else if (!s.correct().isEmpty()) {
                sb.append("; correct first moves: ")
                        .append(String.join(" ", s.correctListed(g)));
            }
            Tsumego.Ko ko = s == t.attackerFirst() ? t.attackerFirstKo() : t.defenderFirstKo();
            if (ko != null && ko.master() != null) sb.append("; ").append(ko.reading().words());
            sb.append(".\n");
        }
        return sb.toString().strip();
    }
}
