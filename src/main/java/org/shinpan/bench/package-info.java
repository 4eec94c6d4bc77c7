/**
 * Benchmarks run from the command line ({@code shinpan bench}); results are kept in docs/benchmarks.md.
 */
package org.shinpan.bench;
