/**
 * Rule sets and the referee: moves (play, pass, ko-pass), rule sets as values ({@link
 * org.shinpan.rules.RuleSet}: the basic Tromp–Taylor rules with and without rule 7A, J2003, plain
 * territory counting), the rules-dependent history of a game that judges and carries out each move
 * ({@link org.shinpan.rules.Referee}), and the counting of a finished game; the Logical Japanese
 * play rules 2–13 over any graph ({@link org.shinpan.rules.LjReferee}) and the Lasker–Maas rules
 * ({@link org.shinpan.rules.LaskerMaasReferee}). Shared seeds {@code 004_…} (basic rules),
 * {@code 001_…} (J2003 Alternating-sequence and Result), {@code 003_…} (territory counting),
 * {@code 000_…} (LJ) and {@code 002_…} (Lasker–Maas); docs/rulesets.md gives every reading taken.
 *
 * <p>The board's physics is {@code org.shinpan.board}; J2003 life and death enters through
 * {@link org.shinpan.rules.LifeAndDeathJudge}, implemented outside this package.
 *
 * <pre>
 * GameRecord record = SgfRecordReader.read(bytes, "game.sgf");
 * ReplayReport r = Replay.run(record, RuleSet.parse("tromp-taylor"), Replay.OnIllegal.STOP,
 *         LifeAndDeathJudge.none("area scoring needs none"), Optional.empty());
 * for (MoveVerdict v : r.illegalMoves()) System.out.println(v.number() + " " + v.violations());
 * System.out.println(r.end().map(GameEnd::describe).orElse("not ended") + ", " + r.outcome().result());
 * </pre>
 */
package org.shinpan.rules;
