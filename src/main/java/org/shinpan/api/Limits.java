package org.shinpan.api;

import java.time.Duration;

/**
 * What one analysis may spend. A verdict the solver cannot prove within these bounds is
 * {@code unknown}, never a guess.
 *
 * @param maxStates states one forcing test may build (each test is one question about one string)
 * @param timeLimit time for the whole analysis of one position
 * @param maxEmpty  positions with more empty intersections are not searched at all: every string
 *                  they have that is not pass-alive is then unknown at once
 */
public record Limits(long maxStates, Duration timeLimit, int maxEmpty) {
    /** The command line's defaults: 2,000,000 states, 300 seconds, 40 empty intersections. */
    public static final Limits DEFAULT = new Limits(2_000_000, Duration.ofSeconds(300), 40);

    public Limits {
        if (maxStates < 1) throw new IllegalArgumentException("maxStates must be positive, not " + maxStates);
        if (timeLimit == null || timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("timeLimit must be positive, not " + timeLimit);
        }
        if (maxEmpty < 0) throw new IllegalArgumentException("maxEmpty must be 0 or more, not " + maxEmpty);
    }

    public Limits withMaxStates(long n) {
        return new Limits(n, timeLimit, maxEmpty);
    }

    public Limits withTimeLimit(Duration d) {
        return new Limits(maxStates, d, maxEmpty);
    }

    public Limits withMaxEmpty(int n) {
        return new Limits(maxStates, timeLimit, n);
    }
}
