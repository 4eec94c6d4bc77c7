# J2003 basics, in the GNU Go / gogui-regress format: a numbered command is a test, the
# "#?" line after it a regular expression its response must match; a trailing * marks a
# known failure. File names are relative to puzzles/. Run all files with `mvn test`
# (PuzzleRegressionTest), or this one with
#   gogui-regress "java -jar target/shinpan.jar gtp --base puzzles" puzzles/j2003/basic/basic.tst

# One eye in the corner: the black string B3 A2 B2 is dead, White's string is uncapturable.
loadsgf j2003/basic/002-one-eye-dead.sgf
10 j2003_status B3
#? [dead]
20 j2003_status C3
#? [uncapturable]
30 j2003_result
#? [W\+9]
# The dead stones, in any order.
40 final_status_list dead
#? [(?s)(?=.*\bB3\b)(?=.*\bA2\b)(?=.*\bB2\b)\S+ \S+\s+\S+]

# Four one-point eyes in a 3x3 board: White has no legal play at all.
loadsgf j2003/basic/001-four-eyes.sgf
110 j2003_status B2
#? [uncapturable]
120 j2003_result
#? [B\+4]
130 j2003_final
#? [true]

# The corner of 002 again: the attacker's certificate starts by capturing on the only liberty.
loadsgf j2003/basic/002-one-eye-dead.sgf
210 j2003_certificate B3
#? [W:A3( .*)?]
# A result decided by the prisoner-difference: with 10 more white stones than black ones
# removed during the game, the score is -9 + 10 = 1.
220 j2003_prisoners 10
230 j2003_result
#? [B\+1]
240 j2003_score
#? [1]

# Two black strings sharing their two eyes; both are uncapturable, and so is White.
loadsgf j2003/basic/003-shared-eyes.sgf
310 j2003_status A3
#? [uncapturable]
320 j2003_status C3
#? [uncapturable]
330 j2003_status D3
#? [uncapturable]
340 j2003_result
#? [Draw]

# A dead stone inside territory counts twice.
loadsgf j2003/basic/004-dead-stone-in-territory.sgf
410 j2003_status D1
#? [dead]
420 j2003_status B2
#? [uncapturable]
430 j2003_score
#? [-7]
440 final_status_list dead
#? [D1]

# Open dame: both groups are uncapturable, but their regions touch a dame, so they are in-seki
# and have no territory at all.
loadsgf j2003/basic/005-open-dame-seki.sgf
510 j2003_status B3
#? [uncapturable]
520 j2003_status D3
#? [uncapturable]
530 final_status_list seki
#? [(?s)(?=.*\bB3\b)(?=.*\bA2\b)(?=.*\bB2\b)(?=.*\bB1\b)(?=.*\bD3\b)(?=.*\bD2\b)(?=.*\bE2\b)(?=.*\bD1\b).*]
540 final_status_list black_territory
#? []
550 j2003_result
#? [Draw]

# A double connection: two black strings with one eye each, joined by the miai C5/C4. Neither is
# pass-alive, both are uncapturable: White C5 is answered by C4 and the joined string has two eyes.
loadsgf j2003/basic/006-double-connection.sgf
610 j2003_status B5
#? [uncapturable]
620 j2003_status D5
#? [uncapturable]
630 j2003_certificate B5
#? [W:C5 B:C4 W:p B:p]
640 j2003_status C3
#? [uncapturable]
650 j2003_result
#? [Draw]
