package org.shinpan.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.shinpan.board.Board;
import org.shinpan.board.Graph;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;

/**
 * Speed of the board kernel on random 19×19 games.
 *
 * <p>Games are generated with a seeded generator: each move is a uniformly random legal play
 * (suicide prohibited) that does not retake a simple ko at once — a play whose resulting
 * position hash equals the one two plies before is refused — or a pass when there is none. A game
 * ends after two passes in a row or {@code 3 * 361} moves. The recorded games are then replayed:
 * every play forward with {@link Board#play}, then every play taken back with {@link Board#undo};
 * one play plus its undo counts as one. Separately, {@link Board#libertyCount} (on every stone)
 * and {@link Board#isLegal} (on every empty location, for both players) are timed on positions
 * sampled from the games.
 *
 * <p>Each measurement runs a warm-up of {@code seconds} first, then is timed for {@code seconds}.
 * Run it with {@code java -cp target/classes:<classpath> org.shinpan.bench.BoardBench [seed
 * [games [seconds]]]}.
 */
public final class BoardBench {
    private static final int SIDE = 19;
    private static final int MAX_MOVES = 3 * SIDE * SIDE;
    private static final int PASS = -1;
    private static final int SAMPLE_EVERY = 16; // plies between sampled positions

    /** Defeats dead-code elimination of query results. */
    private static volatile long sink;

    private BoardBench() {}

    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 1L;
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        run(System.out, seed, games, seconds);
    }

    /** One recorded game: the locations played, {@link #PASS} for a pass; Black moves first. */
    private record Game(int[] moves, int captures) {
        int plays() {
            int count = 0;
            for (int m : moves) {
                if (m != PASS) count++;
            }
            return count;
        }
    }

    /** The measured rates, also printed by {@link #run}. */
    public record Result(int games, double averageMoves, double averageCaptures, double playUndoPerSecond,
            double libertyCountPerSecond, double isLegalPerSecond) {}

    /**
     * Generates {@code games} random games from {@code seed}, measures, and prints a table to
     * {@code out}.
     *
     * @param seconds warm-up time and measuring time of each measurement
     */
    public static Result run(PrintStream out, long seed, int games, int seconds) {
        if (games < 1 || seconds < 1) {
            throw new IllegalArgumentException("games and seconds must be positive");
        }
        Graph graph = Graph.square(SIDE);
        long t0 = System.nanoTime();
        List<Game> recorded = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(seed);
        for (int g = 0; g < games; g++) {
            recorded.add(randomGame(graph, random));
        }
        double generateSeconds = (System.nanoTime() - t0) / 1e9;
        long totalMoves = 0;
        long totalPlays = 0;
        long totalCaptures = 0;
        for (Game game : recorded) {
            totalMoves += game.moves().length;
            totalPlays += game.plays();
            totalCaptures += game.captures();
        }
        List<Board> samples = samplePositions(graph, recorded);

        long nanos = (long) seconds * 1_000_000_000L;
        Board board = new Board(graph);
        timed(nanos, () -> replay(board, recorded)); // warm-up
        double playUndo = timed(nanos, () -> replay(board, recorded));
        timed(nanos, () -> libertyQueries(samples));
        double liberty = timed(nanos, () -> libertyQueries(samples));
        timed(nanos, () -> legalityQueries(samples));
        double legal = timed(nanos, () -> legalityQueries(samples));

        Result r = new Result(games, (double) totalMoves / games, (double) totalCaptures / games, playUndo, liberty,
                legal);
        out.printf(Locale.ROOT, "Board benchmark: %dx%d, seed %d, %d random games (generated in %.2f s)%n", SIDE,
                SIDE, seed, games, generateSeconds);
        out.printf(Locale.ROOT, "  %-34s %14s%n", "measure", "value");
        out.printf(Locale.ROOT, "  %-34s %14.1f%n", "moves per game (incl. passes)", r.averageMoves());
        out.printf(Locale.ROOT, "  %-34s %14.1f%n", "plays per game", (double) totalPlays / games);
        out.printf(Locale.ROOT, "  %-34s %14.1f%n", "stones captured per game", r.averageCaptures());
        out.printf(Locale.ROOT, "  %-34s %14s%n", "play+undo per second", millions(r.playUndoPerSecond()));
        out.printf(Locale.ROOT, "  %-34s %14s%n", "libertyCount per second", millions(r.libertyCountPerSecond()));
        out.printf(Locale.ROOT, "  %-34s %14s%n", "isLegal per second", millions(r.isLegalPerSecond()));
        out.printf(Locale.ROOT, "  (%d sampled positions for queries; warm-up %d s, measure %d s each)%n",
                samples.size(), seconds, seconds);
        return r;
    }

    private static String millions(double perSecond) {
        return String.format(Locale.ROOT, "%.2f M", perSecond / 1e6);
    }

    /** Runs {@code work} (returning its operation count) repeatedly for at least {@code nanos}. */
    private static double timed(long nanos, java.util.function.LongSupplier work) {
        long ops = 0;
        long start = System.nanoTime();
        long elapsed;
        do {
            ops += work.getAsLong();
            elapsed = System.nanoTime() - start;
        } while (elapsed < nanos);
        return ops / (elapsed / 1e9);
    }

    private static long replay(Board board, List<Game> games) {
        long plays = 0;
        long captured = 0;
        for (Game game : games) {
            Player player = Player.BLACK;
            for (int loc : game.moves()) {
                if (loc != PASS) {
                    captured += board.play(loc, player);
                    plays++;
                }
                player = player.opponent();
            }
            for (int d = board.depth(); d > 0; d--) {
                board.undo();
            }
        }
        sink += captured;
        return plays;
    }

    private static long libertyQueries(List<Board> boards) {
        long queries = 0;
        long sum = 0;
        for (Board b : boards) {
            int n = b.graph().size();
            for (int loc = 0; loc < n; loc++) {
                if (!b.isEmpty(loc)) {
                    sum += b.libertyCount(loc);
                    queries++;
                }
            }
        }
        sink += sum;
        return queries;
    }

    private static long legalityQueries(List<Board> boards) {
        long queries = 0;
        long legal = 0;
        for (Board b : boards) {
            int n = b.graph().size();
            for (int loc = 0; loc < n; loc++) {
                if (b.isEmpty(loc)) {
                    if (b.isLegal(loc, Player.BLACK)) legal++;
                    if (b.isLegal(loc, Player.WHITE)) legal++;
                    queries += 2;
                }
            }
        }
        sink += legal;
        return queries;
    }

    /** Every {@link #SAMPLE_EVERY}-th position of every game, on a board of its own. */
    private static List<Board> samplePositions(Graph graph, List<Game> games) {
        List<Board> samples = new ArrayList<>();
        Board board = new Board(graph);
        for (Game game : games) {
            Player player = Player.BLACK;
            int ply = 0;
            for (int loc : game.moves()) {
                if (loc != PASS) {
                    board.play(loc, player);
                }
                player = player.opponent();
                if (++ply % SAMPLE_EVERY == 0) {
                    samples.add(new Board(board.toPosition(), SuicideRule.PROHIBITED));
                }
            }
            while (board.depth() > 0) {
                board.undo();
            }
        }
        return samples;
    }

    /** A random game as described in the class comment. */
    private static Game randomGame(Graph graph, SplittableRandom random) {
        int n = graph.size();
        Board board = new Board(Position.empty(graph), SuicideRule.PROHIBITED);
        int[] moves = new int[MAX_MOVES];
        long[] hashes = new long[MAX_MOVES + 1]; // hashes[k]: the position after k moves
        hashes[0] = board.positionHash();
        int[] candidates = new int[n];
        int count = 0;
        int captures = 0;
        int passes = 0;
        Player player = Player.BLACK;
        while (count < MAX_MOVES && passes < 2) {
            int k = 0;
            for (int loc = 0; loc < n; loc++) {
                if (board.isEmpty(loc)) candidates[k++] = loc;
            }
            int move = PASS;
            while (k > 0) {
                int i = random.nextInt(k);
                int loc = candidates[i];
                candidates[i] = candidates[--k];
                if (!board.tryPlay(loc, player)) continue;
                if (count >= 1 && board.positionHash() == hashes[count - 1]) {
                    board.undo(); // would retake a simple ko at once
                    continue;
                }
                captures += board.lastCaptureCount();
                move = loc;
                break;
            }
            passes = move == PASS ? passes + 1 : 0;
            moves[count++] = move;
            hashes[count] = board.positionHash();
            player = player.opponent();
        }
        return new Game(Arrays.copyOf(moves, count), captures);
    }
}
