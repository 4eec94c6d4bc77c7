package org.shinpan.report;

import java.util.ArrayList;
import java.util.List;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.hypo.Capturability;
import org.shinpan.hypo.Certificate;
import org.shinpan.hypo.HypotheticalAnalysis;
import org.shinpan.hypo.HypotheticalStrategy;
import org.shinpan.hypo.Scoring;
import org.shinpan.hypo.StringVerdict;
import org.shinpan.rules.Move;
import org.shinpan.sgf.SgfNode;
import org.shinpan.sgf.SgfPoints;
import org.shinpan.sgf.SgfProperty;
import org.shinpan.sgf.SgfWriter;

/**
 * A J2003 analysis as an SGF game tree (FF[4] markup), readable in Sabaki or GoGui.
 *
 * <p>The root holds the position ({@code AB}/{@code AW}), territory ({@code TB}/{@code TW}),
 * dead stones ({@code MA}), a label on each final-string's first stone with its class
 * ({@code U} uncapturable, {@code C1}, {@code C2}, {@code C3}, {@code D} dead, {@code ?}
 * unknown) and the score and every verdict in the comment; the prisoner-difference, when not 0, in
 * Shinpan's private property {@code SHPD} as well, and the player to move in {@code PL} when known.
 * The main line is the root and one empty node, so that every reader finds the analysed position at
 * its end. Each certificate is a further variation from the root: a node without a move saying
 * which string and which test it proves, then the winner's hypothetical-strategy from the
 * final-position. A ko-pass, which SGF lacks, is a pass whose comment says {@code ko-pass}; where a
 * branch stops, its comment says why.
 */
public final class AnalysisSgf {
    private AnalysisSgf() {}

    /** The analysis as SGF text. */
    public static String write(HypotheticalAnalysis.Result result, Double komi) {
        return SgfWriter.write(tree(result, komi, null, null, null));
    }

    /**
     * The analysis as SGF text, with {@code toMove} (or null: not known) as the player to move;
     * for a game read from an SGF record, its {@code info} (or null): the record's players, date,
     * game name and result ({@code PB}, {@code PW}, {@code DT}, {@code GN}, {@code RE}) are kept
     * on the root, so the verdict file still says which game it judges.
     */
    public static String write(HypotheticalAnalysis.Result result, Double komi, Player toMove,
            org.shinpan.sgf.SgfGameInfo info) {
        return SgfWriter.write(tree(result, komi, toMove, info, null));
    }

    /**
     * The same, with {@code checks} ({@link org.shinpan.hypo.CertificateCheck#all}, or null: not
     * checked): each certificate's title then says what its check found (complete, or partial and
     * why); without them it says how to check it.
     */
    public static String write(HypotheticalAnalysis.Result result, Double komi, Player toMove,
            org.shinpan.sgf.SgfGameInfo info, List<List<org.shinpan.hypo.CertificateCheck.Result>> checks) {
        return SgfWriter.write(tree(result, komi, toMove, info, checks, List.of()));
    }

    /**
     * The same for a position whose dame {@code fills} were filled ({@code analyze --fill-dame}):
     * their stones are set up with the others (the analysed position) and marked {@code CR}, and
     * the root's comment names them, so that the file does not pass them off as played.
     */
    public static String write(HypotheticalAnalysis.Result result, Double komi, Player toMove,
            org.shinpan.sgf.SgfGameInfo info, List<List<org.shinpan.hypo.CertificateCheck.Result>> checks,
            List<org.shinpan.hypo.DameFilling.Fill> fills) {
        return SgfWriter.write(tree(result, komi, toMove, info, checks, fills));
    }

    /** The analysis as an SGF game tree, as {@link #write(HypotheticalAnalysis.Result, Double, Player, org.shinpan.sgf.SgfGameInfo, List)}. */
    public static SgfNode tree(HypotheticalAnalysis.Result result, Double komi, Player toMove,
            org.shinpan.sgf.SgfGameInfo info, List<List<org.shinpan.hypo.CertificateCheck.Result>> checks) {
        return tree(result, komi, toMove, info, checks, List.of());
    }

    /** The input's players, date and game name ({@code PB}, {@code PW}, {@code DT}, {@code GN}), where {@code info} has them. */
    static void addGameInfo(List<SgfProperty> root, org.shinpan.sgf.SgfGameInfo info) {
        if (info == null) return;
        info.blackPlayer().ifPresent(v -> root.add(SgfProperty.of("PB", v)));
        info.whitePlayer().ifPresent(v -> root.add(SgfProperty.of("PW", v)));
        info.date().ifPresent(v -> root.add(SgfProperty.of("DT", v)));
        info.gameName().ifPresent(v -> root.add(SgfProperty.of("GN", v)));
    }

    /** The same with the filled dame {@code fills} marked ({@link #write(HypotheticalAnalysis.Result, Double, Player, org.shinpan.sgf.SgfGameInfo, List, List)}). */
    public static SgfNode tree(HypotheticalAnalysis.Result result, Double komi, Player toMove,
            org.shinpan.sgf.SgfGameInfo info, List<List<org.shinpan.hypo.CertificateCheck.Result>> checks,
            List<org.shinpan.hypo.DameFilling.Fill> fills) {
        Position p = result.position().position();
        Graph g = p.graph();
        List<SgfProperty> root = header("analyze", g);
        addGameInfo(root, info);
        if (info != null) info.result().ifPresent(v -> root.add(SgfProperty.of("RE", v)));
        if (komi != null) root.add(SgfProperty.of("KM", org.shinpan.rules.RuleSet.format(komi))); // FF[4] Real: no exponent
        if (result.prisonerDifference() != 0) {
            root.add(SgfProperty.of("SHPD", String.valueOf(result.prisonerDifference())));
        }
        if (toMove != null) root.add(SgfProperty.of("PL", String.valueOf(toMove.letter())));
        addPoints(root, "AB", g, stones(p, Player.BLACK));
        addPoints(root, "AW", g, stones(p, Player.WHITE));
        Scoring.Result sc = result.scoring();
        if (sc != null) {
            addPoints(root, "TB", g, sc.territoryOf(Player.BLACK).toArray());
            addPoints(root, "TW", g, sc.territoryOf(Player.WHITE).toArray());
        }
        List<Integer> dead = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (StringVerdict v : result.verdicts()) {
            if (v.status() == Capturability.DEAD) v.string().stones().forEach(dead::add);
            labels.add(SgfPoints.encode(g, v.string().anchor()) + ":" + abbreviation(v.status()));
        }
        addPoints(root, "MA", g, dead.stream().mapToInt(Integer::intValue).toArray());
        if (!labels.isEmpty()) root.add(new SgfProperty("LB", labels));
        if (!fills.isEmpty()) {
            addPoints(root, "CR", g, fills.stream().mapToInt(org.shinpan.hypo.DameFilling.Fill::loc).toArray());
        }
        root.add(SgfProperty.of("C", (fills.isEmpty() ? "" : "Filled dame (analyze --fill-dame, a convention, not"
                + " played; marked CR): " + org.shinpan.hypo.DameFilling.describe(g, fills) + ". ")
                + summary(result, komi)));
        List<SgfNode> variations = new ArrayList<>();
        // the main line: the analysed position, so that a reader of the file's end finds it
        variations.add(new SgfNode(List.of(SgfProperty.of("C", "The analysed position. Each other variation from"
                + " the root is one certificate.")), List.of()));
        for (int i = 0; i < result.verdicts().size(); i++) {
            StringVerdict v = result.verdicts().get(i);
            if (v.tests().isEmpty()) continue;
            StringVerdict.Test decisive = v.tests().get(v.tests().size() - 1);
            Certificate c = decisive.result().certificate();
            if (c == null) continue;
            org.shinpan.hypo.CertificateCheck.Result check = checks == null ? null
                    : checks.get(i).get(v.tests().size() - 1);
            String title = "Certificate: " + v.string().describe(g) + " is " + v.status().word() + ". Test: can the attacker force "
                    + decisive.question().text() + "? " + (c.winner() == v.string().player() ? "No" : "Yes")
                    + ". This is " + c.winner().lowerName() + "'s hypothetical-strategy: one move at "
                    + c.winner().lowerName() + "'s turns, every move at the other's. Principal sequence: "
                    + c.principalSequence(g) + ". " + (check != null
                            ? "Checked move by move against the rules' game: " + check.describe() + "."
                            : "Not checked here: a settled end is the solver's rule, taken as given until checked"
                                    + " (analyze --check-certificates checks this tree move by move).");
            List<SgfNode> branches = new ArrayList<>();
            for (HypotheticalStrategy.Node child : c.strategy().root().children()) {
                branches.add(node(loc -> SgfPoints.encode(g, loc), child));
            }
            // one variation per certificate, its title on a node without a move
            variations.add(new SgfNode(List.of(SgfProperty.of("C", title)), branches));
        }
        return new SgfNode(root, variations);
    }

    /**
     * The root properties every Shinpan SGF starts with: a Go game (FF[4], UTF-8) written by
     * Shinpan's {@code command}, on the grid {@code g}, under Japanese rules.
     */
    static List<SgfProperty> header(String command, Graph g) {
        if (!g.isGrid()) {
            throw new IllegalArgumentException("SGF needs a grid, not " + g.describe());
        }
        List<SgfProperty> root = new ArrayList<>();
        root.add(SgfProperty.of("GM", "1"));
        root.add(SgfProperty.of("FF", "4"));
        root.add(SgfProperty.of("CA", "UTF-8"));
        root.add(SgfProperty.of("AP", "Shinpan:" + command));
        root.add(SgfProperty.of("SZ", g.width() == g.height() ? "" + g.width() : g.width() + ":" + g.height()));
        root.add(SgfProperty.of("RU", "Japanese"));
        return root;
    }

    /** A strategy node and its subtree as SGF nodes, {@code point} giving each location's SGF point. */
    static SgfNode node(java.util.function.IntFunction<String> point, HypotheticalStrategy.Node n) {
        List<SgfProperty> props = new ArrayList<>();
        String at = n.move() instanceof Move.Play ? point.apply(((Move.Play) n.move()).loc()) : "";
        props.add(SgfProperty.of(String.valueOf(n.player().letter()), at));
        List<String> comment = new ArrayList<>();
        if (n.move() instanceof Move.KoPass) comment.add("ko-pass");
        switch (n.end()) {
            case CAPTURED:
                comment.add("The target string is captured.");
                break;
            case SEQUENCE_ENDS:
                comment.add("A pass succeeded a pass: the hypothetical-sequence ends.");
                break;
            case SETTLED:
                comment.add("Settled (docs/j2003.md, \"Settled states\"): the tree stops here, and the winner keeps its"
                        + " result by passing or by answering as the settled rule says: the target stands on a"
                        + " pass-alive string or by a miai (the owner answers each pair), or the target is captured"
                        + " and the attacker answers every play of the owner on its local area, which the attacker's"
                        + " pass-alive strings seal.");
                break;
            case REPEATS:
                comment.add("The state repeats an earlier one on this branch: the play cycles from here.");
                break;
            case NOT_SHOWN:
                comment.add("Not shown: the certificate's size bound was reached.");
                break;
            default:
                break;
        }
        if (!comment.isEmpty()) props.add(SgfProperty.of("C", String.join("\n", comment)));
        List<SgfNode> children = new ArrayList<>();
        for (HypotheticalStrategy.Node c : n.children()) children.add(node(point, c));
        return new SgfNode(props, children);
    }

    private static String summary(HypotheticalAnalysis.Result r, Double komi) {
        Graph g = r.position().position().graph();
        StringBuilder sb = new StringBuilder("J2003 hypothetical-analysis by Shinpan.\n");
        for (StringVerdict v : r.verdicts()) {
            sb.append(v.string().describe(g)).append(": ").append(v.status().word());
            if (!v.note().isEmpty()) sb.append(" (").append(v.note()).append(')');
            sb.append('\n');
        }
        if (!r.isFinal()) sb.append("Not a final-position: ").append(r.notFinalReason()).append('\n');
        sb.append("Prisoner-difference ").append(r.prisonerDifference()).append(". Score ")
                .append(r.score() == null ? "unknown" : r.score()).append(": ").append(r.result()).append('.');
        if (komi != null && r.score() != null) {
            sb.append(" With komi ").append(komi).append(": ").append(r.resultWithKomi(komi))
                    .append('.');
        }
        return sb.toString();
    }

    private static String abbreviation(Capturability c) {
        switch (c) {
            case UNCAPTURABLE:
                return "U";
            case CAPTURABLE_1:
                return "C1";
            case CAPTURABLE_2:
                return "C2";
            case CAPTURABLE_3:
                return "C3";
            case DEAD:
                return "D";
            default:
                return "?";
        }
    }

    static int[] stones(Position p, Player player) {
        List<Integer> list = new ArrayList<>();
        for (int loc = 0; loc < p.graph().size(); loc++) {
            if (p.occupant(loc) == player.stone()) list.add(loc);
        }
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    static void addPoints(List<SgfProperty> props, String id, Graph g, int[] locs) {
        addPoints(props, id, loc -> SgfPoints.encode(g, loc), locs);
    }

    static void addPoints(List<SgfProperty> props, String id, java.util.function.IntFunction<String> point, int[] locs) {
        if (locs.length == 0) return;
        List<String> values = new ArrayList<>();
        for (int loc : locs) values.add(point.apply(loc));
        props.add(new SgfProperty(id, values));
    }

}
