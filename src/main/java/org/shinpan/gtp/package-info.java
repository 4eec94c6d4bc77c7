/**
 * Shinpan as a GTP version 2 engine (Go Text Protocol, G. Farnebäck, version 2 draft 2): an engine
 * is a registry from command name to handler ({@link org.shinpan.gtp.GtpEngine}); a
 * {@link org.shinpan.gtp.GtpCommand} is one parsed line with argument checkers that throw
 * {@link org.shinpan.gtp.GtpFailure}. {@link org.shinpan.gtp.ShinpanEngine} offers the standard
 * board commands with GNU Go's {@code get_komi}, {@code final_score} and {@code final_status_list} by
 * the J2003 hypothetical-analysis,
 * and Shinpan's own {@code j2003_*} and {@code shinpan_*} commands, which the regression files in
 * {@code puzzles/} use.
 *
 * <pre>
 * ShinpanEngine engine = new ShinpanEngine(Path.of("puzzles"));
 * engine.execute("loadsgf j2003/basic/002-one-eye-dead.sgf");   // = black
 * engine.execute("7 j2003_status B3");                          // =7 dead
 * engine.execute("final_score");                                // = W+9
 * engine.run(new InputStreamReader(System.in, UTF_8), new OutputStreamWriter(System.out, UTF_8));
 * </pre>
 */
package org.shinpan.gtp;
