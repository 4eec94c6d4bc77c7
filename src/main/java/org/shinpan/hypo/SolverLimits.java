package org.shinpan.hypo;

import java.time.Duration;

/**
 * How much a solver may spend: at most {@code maxStates} states and {@code maxTableBytes} bytes of
 * table in one test, and nothing after the deadline (a {@link System#nanoTime()} value). Past any
 * of them, a test answers {@link Forcing#UNKNOWN}, never a guess. And how much of a test's
 * strategy its certificate shows: at most {@code certificateMoves} moves in the tree, and
 * {@link #certificatePlies()} plies on a branch (docs/j2003.md, "Certificates").
 *
 * <p>The table is the graph of states the lazy solver grows ({@link CompactHypoGraph#tableBytes()});
 * its limit is checked before each expansion against an upper bound of the bytes after it, so a
 * test's table never holds more. Both the state and the table limit are counts, not clocks: the
 * answers they give do not depend on the machine or on other threads. The reference solver's graph
 * has no byte count; only its states are bounded.
 */
public record SolverLimits(long maxStates, long maxTableBytes, long deadlineNanos, int certificateMoves) {
    /** The default state bound of one test. */
    public static final long DEFAULT_MAX_STATES = 2_000_000;
    /** The default table bound of one test, in MiB. */
    public static final long DEFAULT_TABLE_MIB = 256;
    /** The largest table bound, in MiB, whose bytes a {@code long} still counts. */
    public static final long MAX_TABLE_MIB = Long.MAX_VALUE >> 20;
    private static final long MIB = 1L << 20;
    /** The default bound of a certificate's strategy tree, in moves. */
    public static final int DEFAULT_CERTIFICATE_MOVES = 400;
    /** The largest bound of a certificate's strategy tree, in moves. */
    public static final int MAX_CERTIFICATE_MOVES = 1_000_000;
    /** The plies a branch of a certificate's tree may have at least (and with the default bound). */
    private static final int MIN_CERTIFICATE_PLIES = 30;
    private static final int MAX_CERTIFICATE_PLIES = 500;

    public SolverLimits {
        if (maxStates < 1) throw new IllegalArgumentException("the state limit must be positive");
        if (maxTableBytes < 1) throw new IllegalArgumentException("the table limit must be positive");
        if (certificateMoves < 1 || certificateMoves > MAX_CERTIFICATE_MOVES) {
            throw new IllegalArgumentException("the certificate bound must be from 1 to " + MAX_CERTIFICATE_MOVES
                    + " moves, not " + certificateMoves);
        }
    }

    /** The limits with certificates of the default size, {@link #DEFAULT_CERTIFICATE_MOVES} moves. */
    public SolverLimits(long maxStates, long maxTableBytes, long deadlineNanos) {
        this(maxStates, maxTableBytes, deadlineNanos, DEFAULT_CERTIFICATE_MOVES);
    }

    /** The same limits with certificate trees of at most {@code moves} moves. */
    public SolverLimits withCertificateMoves(int moves) {
        return new SolverLimits(maxStates, maxTableBytes, deadlineNanos, moves);
    }

    /** The same limits with at most {@code states} states per test (never more than these allow). */
    public SolverLimits withMaxStatesAtMost(long states) {
        return new SolverLimits(Math.min(maxStates, states), maxTableBytes, deadlineNanos, certificateMoves);
    }

    /**
     * The plies a branch of a certificate's tree may have: 30, or one per hundred moves of the
     * bound where that is more (10,000 moves: 100 plies), so that a larger tree also goes deeper;
     * at most 500 (the tree is made, checked and written recursively).
     */
    public int certificatePlies() {
        return pliesFor(certificateMoves);
    }

    /** {@link #certificatePlies()} for a bound of {@code moves} moves. */
    static int pliesFor(int moves) {
        return Math.min(MAX_CERTIFICATE_PLIES, Math.max(MIN_CERTIFICATE_PLIES, moves / 100));
    }

    /** {@code maxStates} per test, the default table limit and no time limit. */
    public static SolverLimits states(long maxStates) {
        return new SolverLimits(maxStates, DEFAULT_TABLE_MIB * MIB, Long.MAX_VALUE);
    }

    /** {@code maxStates} per test, the default table limit, and a deadline {@code time} from now. */
    public static SolverLimits of(long maxStates, Duration time) {
        return of(maxStates, DEFAULT_TABLE_MIB, time);
    }

    /** {@code maxStates} and {@code tableMib} MiB of table per test, and a deadline {@code time} from now. */
    public static SolverLimits of(long maxStates, long tableMib, Duration time) {
        long now = System.nanoTime();
        long nanos = time.toNanos();
        return new SolverLimits(maxStates, tableBytes(tableMib), nanos >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos);
    }

    /** The same limits with {@code tableMib} MiB of table per test. */
    public SolverLimits withTableMib(long tableMib) {
        return new SolverLimits(maxStates, tableBytes(tableMib), deadlineNanos, certificateMoves);
    }

    private static long tableBytes(long tableMib) {
        if (tableMib < 1 || tableMib > MAX_TABLE_MIB) {
            throw new IllegalArgumentException("the table limit must be from 1 to " + MAX_TABLE_MIB + " MiB, not " + tableMib);
        }
        return tableMib * MIB;
    }

    boolean timeIsUp() {
        return deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos > 0;
    }

    /** Why a test stopped, for {@link ForceResult#note()}. */
    String exhausted(long states) {
        return states > maxStates ? "state limit " + maxStates + " reached" : "time limit reached";
    }

    /** Why a test with a table of {@code tableBytes} (after its next expansion, at most) stopped. */
    String exhausted(long states, long tableBytes) {
        return tableBytes > maxTableBytes ? "table limit " + describeTable() + " reached" : exhausted(states);
    }

    /** The table limit in words: whole MiB where it is a whole number of them. */
    String describeTable() {
        return maxTableBytes % MIB == 0 ? maxTableBytes / MIB + " MiB" : maxTableBytes + " bytes";
    }

    boolean exceeded(long states) {
        return states > maxStates || timeIsUp();
    }
}
