/**
 * The Japanese 2003 Rules' hypothetical-analysis (J2003 v35a, Definitions 2 and 3, Life and Death): the hypothetical game with ko-pass and the hypothetical-ko rule, the forcing questions and their solvers, the classification of every final-string, territory and score.
 * 
 * <pre>
 * FinalPosition fp = new FinalPosition(position);
 * HypotheticalAnalysis.Result r = HypotheticalAnalysis.analyze(fp, new LazySolver(), prisonerDifference);
 * r.verdicts().forEach(v -> System.out.println(v.string().describe(position.graph()) + " " + v.status().word()));
 * System.out.println(r.result());
 * </pre>
 * See docs/j2003.md for every reading of the text.
 */
package org.shinpan.hypo;
