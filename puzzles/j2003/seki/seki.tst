# J2003 seki puzzles, in the GNU Go / gogui-regress format: a numbered command is a test, the
# "#?" line after it a regular expression its response must match; a trailing * marks a
# known failure. File names are relative to puzzles/. The expected values are derived by hand
# from the rules text in each SGF's root comment. Run with `mvn test` (PuzzleRegressionTest) or
#   gogui-regress "java -jar target/shinpan.jar gtp --base puzzles" puzzles/j2003/seki/seki.tst

# 001: seki without eyes between pass-alive walls. A sacrifice on D3 or D2 only lets the
# defender capture and join his wall (miai), so both seki strings are uncapturable.
loadsgf j2003/seki/001-seki-no-eyes.sgf
10 j2003_status C3
#? [uncapturable]
20 j2003_status E3
#? [uncapturable]
30 j2003_status B3
#? [uncapturable]
40 j2003_status F3
#? [uncapturable]
50 final_status_list dame
#? [(?=.*\bD3\b)(?=.*\bD2\b)\S+\s+\S+]
60 final_status_list seki
#? [(?s)(?=.*\bC3\b)(?=.*\bC2\b)(?=.*\bC1\b)(?=.*\bD1\b)(?=.*\bE3\b)(?=.*\bE2\b)(?=.*\bE1\b)\S+(\s+\S+){6}]
70 final_status_list alive
#? [(?s)(?=.*\bB3\b)(?=.*\bA2\b)(?=.*\bB2\b)(?=.*\bB1\b)(?=.*\bF3\b)(?=.*\bF2\b)(?=.*\bG2\b)(?=.*\bF1\b)\S+(\s+\S+){7}]
80 final_status_list dead
#? []
90 final_status_list black_territory
#? [(?=.*\bG3\b)(?=.*\bG1\b)\S+\s+\S+]
100 final_status_list white_territory
#? [(?=.*\bA3\b)(?=.*\bA1\b)\S+\s+\S+]
110 j2003_final
#? [true]
120 j2003_result
#? [Draw]

# 002: seki with one eye each inside a pass-alive white wall; A1 is the shared liberty. Both seki
# strings are uncapturable; their eyes A3 and D2 are eye-points of in-seki regions, no territory.
loadsgf j2003/seki/002-seki-one-eye-each.sgf
210 j2003_status B3
#? [uncapturable]
220 j2003_status C3
#? [uncapturable]
230 j2003_status F3
#? [uncapturable]
240 final_status_list dame
#? [A1]
250 final_status_list seki
#? [(?s)(?=.*\bB3\b)(?=.*\bA2\b)(?=.*\bB2\b)(?=.*\bC3\b)(?=.*\bD3\b)(?=.*\bE3\b)(?=.*\bC2\b)(?=.*\bE2\b)(?=.*\bB1\b)(?=.*\bC1\b)(?=.*\bD1\b)(?=.*\bE1\b)\S+(\s+\S+){11}]
260 final_status_list dead
#? []
270 final_status_list black_territory
#? []
280 final_status_list white_territory
#? [(?=.*\bG3\b)(?=.*\bG1\b)\S+\s+\S+]
290 j2003_final
#? [true]
300 j2003_result
#? [W\+2]

# 003: two pass-alive groups and one open dame C1 between them: both regions are in-seki and
# there is no territory at all (with C1 filled it would be B+1).
loadsgf j2003/seki/003-open-dame.sgf
410 j2003_status C3
#? [uncapturable]
420 j2003_status D3
#? [uncapturable]
430 final_status_list dame
#? [C1]
440 final_status_list seki
#? [(?s)(?=.*\bC3\b)(?=.*\bA2\b)(?=.*\bB2\b)(?=.*\bC2\b)(?=.*\bB1\b)(?=.*\bD3\b)(?=.*\bD2\b)(?=.*\bE2\b)(?=.*\bD1\b)\S+(\s+\S+){8}]
450 final_status_list black_territory
#? []
460 final_status_list white_territory
#? []
470 j2003_final
#? [true]
480 j2003_result
#? [Draw]

# 004: seki without eyes, the two shared liberties D3 and D1 apart. A sacrifice on either lets
# the defender capture and join his wall (miai), so both seki strings are uncapturable.
loadsgf j2003/seki/004-no-eyes-liberties-apart.sgf
510 j2003_status C3
#? [uncapturable]
520 j2003_status E3
#? [uncapturable]
530 final_status_list dame
#? [(?=.*\bD3\b)(?=.*\bD1\b)\S+\s+\S+]
540 final_status_list seki
#? [(?s)(?=.*\bC3\b)(?=.*\bC2\b)(?=.*\bC1\b)(?=.*\bE3\b)(?=.*\bD2\b)(?=.*\bE2\b)(?=.*\bE1\b)\S+(\s+\S+){6}]
550 final_status_list dead
#? []
560 j2003_result
#? [Draw]

# 005: one open dame E3 cancels all territory: both pass-alive regions are in-seki.
loadsgf j2003/seki/005-open-dame-cancels-territory.sgf
610 j2003_status B3
#? [uncapturable]
620 j2003_status F3
#? [uncapturable]
630 final_status_list dame
#? [E3]
640 final_status_list black_territory
#? []
650 final_status_list white_territory
#? []
660 j2003_final
#? [true]
670 j2003_result
#? [Draw]

# 006: seki with one eye each and two shared liberties on a two-line board: the attacker's second
# fill puts his own string in atari first. Both uncapturable; the eyes are in in-seki regions.
loadsgf j2003/seki/006-one-eye-each-two-shared.sgf
710 j2003_status B2
#? [uncapturable]
720 j2003_status D2
#? [uncapturable]
730 final_status_list dame
#? [(?=.*\bC2\b)(?=.*\bC1\b)\S+\s+\S+]
740 final_status_list seki
#? [(?s)(?=.*\bB2\b)(?=.*\bA1\b)(?=.*\bB1\b)(?=.*\bD2\b)(?=.*\bD1\b)(?=.*\bE1\b)\S+(\s+\S+){5}]
750 final_status_list black_territory
#? []
760 final_status_list white_territory
#? []
770 j2003_result
#? [Draw]

# 007: one eye against no eye: no seki. The eyeless string is dead, the one-eyed string
# uncapturable; the dead stones count twice.
loadsgf j2003/seki/007-eye-beats-no-eye.sgf
810 j2003_status D2
#? [dead]
820 j2003_status B2
#? [uncapturable]
830 final_status_list seki
#? []
840 final_status_list dame
#? []
850 j2003_result
#? [B\+11]
