package org.shinpan.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.eclipse.collections.api.factory.primitive.IntSets;
import org.eclipse.collections.api.set.primitive.ImmutableIntSet;
import org.eclipse.collections.api.set.primitive.MutableIntSet;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.io.InputException;
import org.shinpan.io.Json;
import org.shinpan.lj.ControlGame;
import org.shinpan.lj.ControlMap;
import org.shinpan.lj.ControlTest;
import org.shinpan.lj.Dispute;
import org.shinpan.rules.Counting;
import org.shinpan.rules.LjScoring;
import org.shinpan.rules.Outcome;
import org.shinpan.rules.RuleSet;
import org.shinpan.sgf.SgfMove;

/**
 * {@code dispute FILE --claim ...}: the Logical Japanese Rules' dispute procedure (rule 17) on a
 * finished position — the claims, and, when a player disagrees, the play-out with best play on
 * both sides ({@link Dispute}).
 */
final class DisputeCommand implements Command {
    @Override
    public String name() {
        return "dispute";
    }

    @Override
    public String summary() {
        return "Logical Japanese Rules rule 17: claims, and the play-out of a disputed claim";
    }

    @Override
    public String help() {
        return """
                usage: shinpan dispute FILE --claim CLAIM [--claim CLAIM ...] [options]

                The claims after the game's normal end (LJ rule 17), in order; the players
                alternate, starting with the player who did not pass last (SGF: the opponent of
                the last mover; otherwise --first). CLAIM is
                  dead:LOC      point to an opposing stone: it is dead, with every other opposing
                                stone in the claimant's smallest bordered set that includes it
                  neutral:LOC   point to an empty location that contacts opposing but no own stones
                  pass
                Two passes in a row: no disagreement; control follows from the claims and rule 5
                scores. Otherwise the next player disagrees with the last claim (or with the
                location --disagree names), and the dispute is played out with best play on both
                sides: the prover tries to build a two-eye formation on his set, the refuter, who
                moves first, to prevent it. The dispute decides the game.

                  --first B|W      who claims first (default from the SGF, else Black)
                  --disagree LOC   the claimed location or stone the next player points to
                  --extend LOC     the prover extends his set by his smallest bordered set of this
                                   empty location (repeatable; default: the first set the
                                   prover wins on, trying extensions by one region, two, all
                                   of them, and every choice where there are at most five;
                                   if none wins and not all were tried: unknown)
                  --json           one JSON object
                  --sgf OUT        the play-out as SGF (grids only): the transformed position as
                                   set-up, the moves; a move on a new location is a pass with a comment
                  --komi K         White's komi for an agreed count (default: KM, else 0)
                  --prisoners N    white stones minus black stones removed (default: from the SGF)
                  --max-nodes N    situations the play-out's search may expand (default 2000000)
                  --table-mib N    MiB of transposition table the search may hold (default 256);
                                   when it is full, new values replace old ones
                  --time-limit S   seconds for the search (default 60)
                """;
    }

    @Override
    public int run(String[] words, PrintStream out, PrintStream err) {
        List<String> claimWords = new ArrayList<>();
        List<String> extendWords = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            String w = words[i];
            List<String> into = w.startsWith("--claim") ? claimWords : w.startsWith("--extend") ? extendWords : null;
            if (into != null && (w.equals("--claim") || w.equals("--extend"))) {
                if (i + 1 >= words.length) throw new UsageException(name() + ": " + w + " needs a value");
                into.add(words[++i]);
            } else if (into != null && (w.startsWith("--claim=") || w.startsWith("--extend="))) {
                into.add(w.substring(w.indexOf('=') + 1));
            } else {
                rest.add(w);
            }
        }
        Args args = Args.parse(name(), rest.toArray(new String[0]), Set.of("json"),
                Set.of("first", "disagree", "sgf", "komi", "prisoners", "max-nodes", "table-mib", "time-limit"));
        String file = args.only("file");
        OutputFiles.check(name(), args, file, "sgf");
        // the count's options are used only where the claims agree, the search's only where they
        // do not, but all are checked at once
        args.komi();
        long nodes = args.longValue("max-nodes", ControlTest.Limits.DEFAULT.maxNodes(), 1, Long.MAX_VALUE);
        long seconds = args.longValue("time-limit", 60, 1, 1_000_000);
        long tableMib = args.tableMib();
        if (args.has("prisoners")) args.intValue("prisoners", 0, -org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE,
                org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE);
        if (claimWords.isEmpty()) throw new UsageException(name() + ": at least one --claim is needed");
        // the LJ game's position: a cycle the record removes is removed (LJ rule 7)
        GameFile game = GameFile.read(file, args, err).asLjGame();
        Position p = game.position();
        Graph g = p.graph();
        game.refuseAStringWithoutLiberty("", " (LJ rule 13)");
        Player first = firstClaimant(args, game);
        List<Dispute.Claim> claims = new ArrayList<>();
        Player next = first;
        for (int i = 0; i < claimWords.size(); i++) {
            if (i >= 2 && claims.get(i - 1).kind() == Dispute.Kind.PASS && claims.get(i - 2).kind() == Dispute.Kind.PASS) {
                throw new InputException(file, "claim " + (i + 1) + " (" + claimWords.get(i) + "): the claims ended with"
                        + " claims " + (i - 1) + " and " + i + ", two passes in a row (LJ rule 17)");
            }
            Dispute.Claim c = parseClaim(file, g, next, claimWords.get(i), i + 1);
            Optional<String> why = Dispute.whyNotAllowed(p, c);
            if (why.isPresent()) {
                throw new InputException(file, "claim " + (i + 1) + " (" + c.notation(g) + "): " + why.get());
            }
            claims.add(c);
            next = next.opponent();
        }
        boolean agreed = claims.size() >= 2 && claims.get(claims.size() - 1).kind() == Dispute.Kind.PASS
                && claims.get(claims.size() - 2).kind() == Dispute.Kind.PASS;
        if (agreed && args.has("sgf")) {
            throw new UsageException(name() + ": --sgf writes the play-out of a disagreement; these claims end with two"
                    + " passes in a row, so there is none (LJ rule 17)");
        }
        if (agreed) return agreed(file, args, game, p, claims, out, err);

        int disputed = disputedLocation(file, args, g, claims);
        Player disagreeing = next;
        Dispute.Claim disputedClaim = claimCovering(p, claims, disagreeing.opponent(), disputed).orElseThrow(
                () -> new InputException(file, "--disagree " + g.label(disputed) + ": no claim of "
                        + Output.capitalized(disagreeing.opponent()) + " covers it; a player disagrees by pointing to a"
                        + " location or stone his opponent claimed (LJ rule 17)"));
        Player prover = disputedClaim.kind() == Dispute.Kind.NEUTRAL ? disagreeing : disagreeing.opponent();
        List<Integer> extensions = new ArrayList<>();
        for (String e : extendWords) extensions.add(location(file, g, e, "--extend"));
        Dispute.Outcome o;
        try {
            o = Dispute.playOut(p, prover, disputed, extensions.isEmpty() ? Optional.empty() : Optional.of(extensions),
                    new ControlTest.Limits(nodes, java.time.Duration.ofSeconds(seconds), tableMib),
                    ControlTest.Pruning.SAT);
        } catch (IllegalArgumentException e) {
            throw new InputException(file, e.getMessage());
        }
        Graph tg = o.start().position().graph();
        List<String> playOut = new ArrayList<>();
        Player mover = prover.opponent();
        for (int m : o.moves()) {
            playOut.add(mover.letter() + " " + (m == ControlGame.PASS ? "pass" : tg.label(m)));
            mover = mover.opponent();
        }
        String result = o.winner().map(w -> w.letter() + "+").orElse("unknown");
        if (args.has("sgf")) {
            if (!g.isGrid()) throw new InputException(file, "--sgf needs a grid; " + g.describe() + " has no SGF form");
            OutputFiles.writeAtomically(args.value("sgf", ""), sgf(o, g, playOut));
        }
        if (args.has("json")) {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("rules", "lj");
            json.put("claims", claims.stream().map(c -> c.notation(g)).toList());
            json.put("agreed", false);
            json.put("disagreement", disagreeing.lowerName() + " points to " + g.label(disputed));
            json.put("disputed", g.label(disputed));
            json.put("prover", prover.lowerName());
            json.put("refuter", prover.opponent().lowerName());
            json.put("extensions", o.extensions().stream().map(g::label).toList());
            json.put("set", labels(g, o.set()));
            json.put("playOut", playOut);
            json.put("ending", o.ending().map(ControlGame.Ending::description).orElse(null));
            json.put("winner", o.winner().map(Player::lowerName).orElse(null));
            json.put("result", result);
            json.put("nodes", o.nodes());
            json.put("undecidedBecause", o.undecidedBecause().isEmpty() ? null : o.undecidedBecause());
            out.print(Json.write(json) + "\n");
            return Main.OK;
        }
        StringBuilder sb = new StringBuilder(file + ": Logical Japanese Rules, rule 17 dispute\n");
        sb.append("claims: ").append(String.join(", ", claims.stream().map(c -> c.notation(g)).toList())).append('\n');
        sb.append(Output.capitalized(disagreeing)).append(" disagrees, pointing to ").append(g.label(disputed))
                .append(" (").append(disputedClaim.notation(g)).append(")\n");
        sb.append("prover: ").append(Output.capitalized(prover)).append(", refuter: ")
                .append(Output.capitalized(prover.opponent())).append('\n');
        if (!o.extensions().isEmpty()) {
            sb.append("extended by: ").append(String.join(" ", o.extensions().stream().map(g::label).toList())).append('\n');
        }
        sb.append("set: ").append(ControlMap.labels(g, o.set())).append('\n');
        sb.append("play-out: ").append(playOut.isEmpty() ? "(none)" : String.join(", ", playOut)).append('\n');
        sb.append("ending: ").append(o.ending().map(ControlGame.Ending::description)
                .orElse(o.verdict() == ControlTest.Verdict.UNKNOWN ? "undecided within the budget: " + o.undecidedBecause()
                        + " (--max-nodes, --time-limit)" : "cut")).append('\n');
        sb.append("winner: ").append(o.winner().map(Output::capitalized).orElse("unknown"))
                .append(" (the dispute decides the game)\n");
        sb.append("result: ").append(result).append('\n');
        out.print(sb);
        return Main.OK;
    }

    private int agreed(String file, Args args, GameFile game, Position p, List<Dispute.Claim> claims, PrintStream out,
            PrintStream err) {
        Graph g = p.graph();
        LjScoring.Control control = Dispute.agreedControl(p, claims);
        int prisoners = args.intValue("prisoners", game.prisonerDifference(), -org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE,
                org.shinpan.sgf.SgfGame.MAX_PRISONER_DIFFERENCE);
        double komi = args.komi().orElse(game.game().map(x -> x.info().komi().orElse(0)).orElse(0.0));
        LjAnalyzeCommand.warnIfNotLjKomi(file, komi, err);
        Counting.Counts c = LjScoring.count(p, control, Math.max(-prisoners, 0), Math.max(prisoners, 0));
        double margin = LjScoring.margin(c, komi);
        String result = Outcome.resultOf(margin);
        if (args.has("json")) {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("rules", "lj");
            json.put("claims", claims.stream().map(x -> x.notation(g)).toList());
            json.put("agreed", true);
            Map<String, Object> cj = new LinkedHashMap<>();
            cj.put("black", labels(g, control.black()));
            cj.put("white", labels(g, control.white()));
            json.put("control", cj);
            json.put("score", margin);
            json.put("result", result);
            out.print(Json.write(json) + "\n");
            return Main.OK;
        }
        out.print(file + ": Logical Japanese Rules, rule 17 claims\n"
                + "claims: " + String.join(", ", claims.stream().map(x -> x.notation(g)).toList()) + "\n"
                + "two passes in a row: no disagreement\n"
                + "black controls: " + (control.black().isEmpty() ? "none" : ControlMap.labels(g, control.black())) + "\n"
                + "white controls: " + (control.white().isEmpty() ? "none" : ControlMap.labels(g, control.white())) + "\n"
                + "score (LJ rule 5): Black " + c.black().total() + ", White " + c.white().total() + ", komi "
                + RuleSet.format(komi) + ": " + RuleSet.format(margin) + "\n"
                + "result: " + result + "\n");
        return Main.OK;
    }

    private static Player firstClaimant(Args args, GameFile game) {
        if (args.has("first")) {
            try {
                return Player.parse(args.value("first", "B"));
            } catch (IllegalArgumentException e) {
                throw new UsageException("dispute: --first " + e.getMessage());
            }
        }
        if (game.game().isPresent() && !game.game().get().moves().isEmpty()) {
            List<SgfMove> moves = game.game().get().moves();
            return moves.get(moves.size() - 1).player().opponent();
        }
        return Player.BLACK;
    }

    private static Dispute.Claim parseClaim(String file, Graph g, Player claimant, String text, int number) {
        String t = text.trim();
        if (t.equalsIgnoreCase("pass")) return new Dispute.Claim(claimant, Dispute.Kind.PASS, -1);
        int colon = t.indexOf(':');
        String kind = colon < 0 ? "" : t.substring(0, colon).toLowerCase(java.util.Locale.ROOT);
        if (!kind.equals("dead") && !kind.equals("neutral")) {
            throw new UsageException("dispute: claim " + number + " '" + t + "' is not dead:LOC, neutral:LOC or pass");
        }
        int loc = location(file, g, t.substring(colon + 1), "claim " + number);
        return new Dispute.Claim(claimant, kind.equals("dead") ? Dispute.Kind.DEAD : Dispute.Kind.NEUTRAL, loc);
    }

    private static int location(String file, Graph g, String label, String where) {
        try {
            return g.parseLocation(label);
        } catch (IllegalArgumentException e) {
            throw new InputException(file, where + ": " + e.getMessage());
        }
    }

    private static int disputedLocation(String file, Args args, Graph g, List<Dispute.Claim> claims) {
        if (args.has("disagree")) return location(file, g, args.value("disagree", ""), "--disagree");
        Dispute.Claim last = claims.get(claims.size() - 1);
        if (last.kind() == Dispute.Kind.PASS) {
            throw new InputException(file, "the claims end neither in two passes nor with a claim to disagree with:"
                    + " add --disagree LOC or another --claim pass");
        }
        return last.loc();
    }

    /** The claim of {@code claimant} that covers {@code loc}: a neutral claim of it, or a dead claim whose stones include it. */
    private static Optional<Dispute.Claim> claimCovering(Position p, List<Dispute.Claim> claims, Player claimant, int loc) {
        for (int i = claims.size() - 1; i >= 0; i--) {
            Dispute.Claim c = claims.get(i);
            if (c.claimant() != claimant) continue;
            if (c.kind() == Dispute.Kind.NEUTRAL && c.loc() == loc) return Optional.of(c);
            if (c.kind() == Dispute.Kind.DEAD && Dispute.claimedDead(p, c).contains(loc)) return Optional.of(c);
        }
        return Optional.empty();
    }

    private static List<String> labels(Graph g, org.eclipse.collections.api.set.primitive.IntSet locs) {
        List<String> list = new ArrayList<>();
        for (int loc : locs.toSortedArray()) list.add(g.label(loc));
        return list;
    }

    /** The play-out as SGF on the original grid: the transformed stones as set-up, then the moves. */
    private static String sgf(Dispute.Outcome o, Graph g, List<String> playOut) {
        Position t = o.start().position();
        StringBuilder sb = new StringBuilder("(;GM[1]FF[4]CA[UTF-8]SZ[");
        sb.append(g.width() == g.height() ? String.valueOf(g.width()) : g.width() + ":" + g.height()).append(']');
        MutableIntSet black = IntSets.mutable.empty();
        MutableIntSet white = IntSets.mutable.empty();
        for (int loc = 0; loc < g.size(); loc++) {
            if (t.code(loc) == 1) black.add(loc);
            if (t.code(loc) == 2) white.add(loc);
        }
        if (!black.isEmpty()) sb.append("AB").append(points(g, black.toImmutable()));
        if (!white.isEmpty()) sb.append("AW").append(points(g, white.toImmutable()));
        sb.append("PL[").append(o.prover().opponent().letter()).append(']');
        sb.append("C[LJ rule 17 dispute: ").append(Output.capitalized(o.prover()))
                .append(" proves control of ").append(g.label(o.disputed())).append(" on the set ")
                .append(ControlMap.labels(g, o.set())).append(". Outside the set every location holds a ")
                .append(o.prover().opponent().lowerName()).append(" stone, and the new locations new1 and new2 ")
                .append("(not on the board) neighbour each of them.]");
        sb.append("MA").append(points(g, o.set()));
        // each node's comment once (FF[4]: a property once per node): the ending joins the last
        // node's comment, the root's when the play-out has no move
        String ending = o.ending().map(ControlGame.Ending::description).orElse("play-out cut") + "; winner: "
                + o.winner().map(Output::capitalized).orElse("unknown");
        Player mover = o.prover().opponent();
        List<String> nodes = new ArrayList<>();
        List<String> comments = new ArrayList<>();
        for (int i = 0; i < o.moves().size(); i++) {
            int m = o.moves().get(i);
            nodes.add(mover.letter() + "[" + (m >= 0 && m < g.size() ? point(g, m) : "") + "]");
            comments.add(m >= g.size() ? playOut.get(i) + ": a stone on a new location" : "");
            mover = mover.opponent();
        }
        if (nodes.isEmpty()) {
            // the root's comment holds the ending too
            int close = sb.lastIndexOf("]MA");
            sb.insert(close, " No move is played: " + ending + ".");
        } else {
            int last = comments.size() - 1;
            comments.set(last, comments.get(last).isEmpty() ? ending : comments.get(last) + "; " + ending);
        }
        for (int i = 0; i < nodes.size(); i++) {
            sb.append("\n;").append(nodes.get(i));
            if (!comments.get(i).isEmpty()) sb.append("C[").append(comments.get(i)).append(']');
        }
        sb.append(")\n");
        return sb.toString();
    }

    private static String points(Graph g, ImmutableIntSet locs) {
        StringBuilder sb = new StringBuilder();
        for (int loc : locs.toSortedArray()) sb.append('[').append(point(g, loc)).append(']');
        return sb.toString();
    }

    private static String point(Graph g, int loc) {
        return "" + (char) ('a' + g.x(loc)) + (char) ('a' + g.y(loc));
    }
}
