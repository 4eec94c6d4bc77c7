/**
 * The library interface: {@link org.shinpan.api.Shinpan} reads positions, analyses final
 * positions and replays games, returning immutable records ({@link org.shinpan.api.Analysis},
 * {@link org.shinpan.api.Replayed}). See {@code docs/api.md} for a worked example.
 *
 * <pre>{@code
 * Analysis a = Shinpan.analyze(Path.of("puzzles/j2003/basic/002-one-eye-dead.sgf"));
 * System.out.println(a.result() + " " + a.deadStones());   // W+9 [B3, A2, B2]
 * }</pre>
 */
package org.shinpan.api;
