package org.shinpan.api;

import java.time.Duration;
import org.shinpan.hypo.LazySolver;
import org.shinpan.hypo.SolverLimits;

/**
 * What one analysis may spend. A verdict the solver cannot prove within these bounds is
 * {@code unknown}, never a guess.
 *
 * @param maxStates states one forcing test may build (each test is one question about one string)
 * @param tableMib  MiB of table one forcing test may hold; an analysis runs at most one test per
 *                  processor at once, so its tables hold at most processors x tableMib MiB
 * @param timeLimit time for the whole analysis of one position
 * @param maxEmpty  positions with more empty intersections get no whole-board search: Benson's
 *                  analysis, miai, the enclosed areas and the sealed areas of at most this many
 *                  empty intersections decide (docs/j2003.md, "Positions over the empty limit"),
 *                  every other string is unknown
 * @param areaStates states one test on a closed enclosed area or a sealed area may build, a
 *                  quarter of it on an open area (never more than {@code maxStates}); over the
 *                  empty limit these tests are the only search, and more states decide more
 *                  strings at more time (docs/benchmarks.md); 0 ({@link #AREA_STATES_BY_BOARD},
 *                  the default) for the board's own bound, 200,000 on 19x19 and more on smaller
 *                  boards ({@link LazySolver#defaultAreaStates})
 * @param certificateMoves moves a search's certificate tree may show (default 400, 30 plies on a
 *                  branch; {@link SolverLimits#certificatePlies()}): the rest of the strategy is
 *                  marked not shown, and larger trees make more certificate checks complete
 */
public record Limits(long maxStates, long tableMib, Duration timeLimit, int maxEmpty, long areaStates,
        int certificateMoves) {
    /**
     * The command line's defaults: 2,000,000 states, 256 MiB of table, 300 seconds, 40 empty
     * intersections, the board's own bound on an area (200,000 states on 19x19, 891,358 on 9x9).
     */
    public static final Limits DEFAULT = new Limits(2_000_000, SolverLimits.DEFAULT_TABLE_MIB, Duration.ofSeconds(300), 40);

    /** {@link #areaStates}: the board's own bound ({@link LazySolver#defaultAreaStates}). */
    public static final long AREA_STATES_BY_BOARD = LazySolver.AREA_STATES_BY_BOARD;

    /** The limits with the default area bound, the board's own ({@link LazySolver#defaultAreaStates}). */
    public Limits(long maxStates, long tableMib, Duration timeLimit, int maxEmpty) {
        this(maxStates, tableMib, timeLimit, maxEmpty, AREA_STATES_BY_BOARD);
    }

    /** The limits with certificates of the default size, {@link SolverLimits#DEFAULT_CERTIFICATE_MOVES} moves. */
    public Limits(long maxStates, long tableMib, Duration timeLimit, int maxEmpty, long areaStates) {
        this(maxStates, tableMib, timeLimit, maxEmpty, areaStates, SolverLimits.DEFAULT_CERTIFICATE_MOVES);
    }

    /** The limits with the default table bound, 256 MiB per test. */
    public Limits(long maxStates, Duration timeLimit, int maxEmpty) {
        this(maxStates, SolverLimits.DEFAULT_TABLE_MIB, timeLimit, maxEmpty);
    }

    public Limits {
        if (maxStates < 1) throw new IllegalArgumentException("maxStates must be positive, not " + maxStates);
        if (tableMib < 1 || tableMib > SolverLimits.MAX_TABLE_MIB) {
            throw new IllegalArgumentException("tableMib must be from 1 to " + SolverLimits.MAX_TABLE_MIB + ", not " + tableMib);
        }
        if (timeLimit == null || timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("timeLimit must be positive, not " + timeLimit);
        }
        if (maxEmpty < 0) throw new IllegalArgumentException("maxEmpty must be 0 or more, not " + maxEmpty);
        if (areaStates < 0) {
            throw new IllegalArgumentException("areaStates must be positive (or 0, the board's own bound), not " + areaStates);
        }
        if (certificateMoves < 1 || certificateMoves > SolverLimits.MAX_CERTIFICATE_MOVES) {
            throw new IllegalArgumentException("certificateMoves must be from 1 to " + SolverLimits.MAX_CERTIFICATE_MOVES
                    + ", not " + certificateMoves);
        }
    }

    public Limits withMaxStates(long n) {
        return new Limits(n, tableMib, timeLimit, maxEmpty, areaStates, certificateMoves);
    }

    public Limits withTableMib(long mib) {
        return new Limits(maxStates, mib, timeLimit, maxEmpty, areaStates, certificateMoves);
    }

    public Limits withTimeLimit(Duration d) {
        return new Limits(maxStates, tableMib, d, maxEmpty, areaStates, certificateMoves);
    }

    public Limits withMaxEmpty(int n) {
        return new Limits(maxStates, tableMib, timeLimit, n, areaStates, certificateMoves);
    }

    public Limits withAreaStates(long n) {
        return new Limits(maxStates, tableMib, timeLimit, maxEmpty, n, certificateMoves);
    }

    public Limits withCertificateMoves(int n) {
        return new Limits(maxStates, tableMib, timeLimit, maxEmpty, areaStates, n);
    }

    /** The solver's limits of one test, its deadline {@link #timeLimit} from now. */
    SolverLimits solverLimits() {
        return SolverLimits.of(maxStates, tableMib, timeLimit).withCertificateMoves(certificateMoves);
    }
}
