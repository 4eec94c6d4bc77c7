/**
 * Control in the Logical Japanese Rules (R. Pauli 2004, shared seed {@code 000_…}, rules 14–17)
 * over any graph of locations: bordered sets and the smallest one containing a location (rule 15,
 * {@link org.shinpan.lj.BorderedSet}), two-eye formations (rule 16,
 * {@link org.shinpan.lj.TwoEyeFormation}), the transformed position and the game of the control
 * test (rule 14, {@link org.shinpan.lj.TransformedPosition}, {@link org.shinpan.lj.ControlGame}),
 * decided exactly or {@code unknown} ({@link org.shinpan.lj.ControlTest}), the control map and
 * score of a position ({@link org.shinpan.lj.ControlMap}), the dispute procedure (rule 17,
 * {@link org.shinpan.lj.Dispute}), and SAT on local regions ({@link org.shinpan.lj.FormationSat}:
 * whether a formation can exist on a set, and with how few new stones). docs/lj.md gives every
 * reading taken.
 *
 * <pre>
 * Position p = Diagram.parse(". X O .\n. X O .\n. X O .\n. X O .\n");
 * ControlMap map = ControlMap.of(p, ControlMap.Limits.DEFAULT, ControlTest.Pruning.SAT);
 * map.status(p.graph().parseLocation("A4"));          // BLACK
 * LjScoring.count(p, map.control(), 0, 0);             // rule 5: 4 points each
 * </pre>
 */
package org.shinpan.lj;
