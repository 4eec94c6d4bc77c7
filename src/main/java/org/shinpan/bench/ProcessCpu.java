package org.shinpan.bench;

import java.lang.management.ManagementFactory;

/**
 * The CPU time of the whole process (every thread: the analysis's workers, the compiler, the
 * collector), for benchmarks on machines where wall time moves with other jobs.
 */
final class ProcessCpu {
    private ProcessCpu() {}

    /** Nanoseconds of CPU the process has used, or -1 where the platform does not say. */
    static long nanos() {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean sun) return sun.getProcessCpuTime();
        return -1;
    }

    /** Milliseconds of CPU since {@code start} ({@link #nanos}), or -1 if either reading is unknown. */
    static long millisSince(long start) {
        long now = nanos();
        return start < 0 || now < 0 ? -1 : (now - start) / 1_000_000;
    }
}
