package org.shinpan.hypo;

import java.time.Duration;

/**
 * How much a solver may spend: at most {@code maxStates} states in one test, and nothing after the
 * deadline (a {@link System#nanoTime()} value). Past either, a test answers
 * {@link Forcing#UNKNOWN}, never a guess.
 */
public record SolverLimits(long maxStates, long deadlineNanos) {
    /** The default state bound of one test. */
    public static final long DEFAULT_MAX_STATES = 2_000_000;

    public SolverLimits {
        if (maxStates < 1) throw new IllegalArgumentException("the state limit must be positive");
    }

    /** {@code maxStates} per test and no time limit. */
    public static SolverLimits states(long maxStates) {
        return new SolverLimits(maxStates, Long.MAX_VALUE);
    }

    /** {@code maxStates} per test, and a deadline {@code time} from now. */
    public static SolverLimits of(long maxStates, Duration time) {
        long now = System.nanoTime();
        long nanos = time.toNanos();
        return new SolverLimits(maxStates, nanos >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos);
    }

    boolean timeIsUp() {
        return deadlineNanos != Long.MAX_VALUE && System.nanoTime() - deadlineNanos > 0;
    }

    /** Why a test stopped, for {@link ForceResult#note()}. */
    String exhausted(long states) {
        return states > maxStates ? "state limit " + maxStates + " reached" : "time limit reached";
    }

    boolean exceeded(long states) {
        return states > maxStates || timeIsUp();
    }
}
