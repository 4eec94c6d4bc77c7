# J2003 territory puzzles: dead stones inside territory, and the prisoner-difference. In the GNU Go
# / gogui-regress format: a numbered command is a test, the "#?" line after it a regular
# expression its response must match; a trailing * marks a known failure. File names are relative
# to puzzles/. The expected values are derived by hand from the rules text in each SGF's root
# comment. Run with `mvn test` (PuzzleRegressionTest) or
#   gogui-regress "java -jar target/shinpan.jar gtp --base puzzles" puzzles/j2003/territory/territory.tst

# 001: two black strings on the edge row of White's territory; White fills the row: both dead.
loadsgf j2003/territory/001-dead-stones-on-the-edge.sgf
10 j2003_status B3
#? [dead]
20 j2003_status E3
#? [dead]
30 j2003_status A2
#? [uncapturable]
40 final_status_list dead
#? [(?s)(?=.*\bB3\b)(?=.*\bC3\b)(?=.*\bE3\b)\S+(\s+\S+){2}]
50 final_status_list white_territory
#? [(?=.*\bA3\b)(?=.*\bB3\b)(?=.*\bC3\b)(?=.*\bD3\b)(?=.*\bE3\b)(?=.*\bF3\b)(?=.*\bG3\b)(?=.*\bA1\b)(?=.*\bG1\b)\S+( \S+){8}]
60 final_status_list dame
#? []
70 j2003_result
#? [W\+12]

# 002: a white string with two liberties in Black's territory, White's own wall beside it: dead.
loadsgf j2003/territory/002-dead-string-two-liberties.sgf
110 j2003_status B3
#? [dead]
120 j2003_status A2
#? [uncapturable]
130 j2003_status F3
#? [uncapturable]
140 final_status_list dead
#? [(?s)(?=.*\bB3\b)(?=.*\bC3\b)\S+\s+\S+]
150 final_status_list black_territory
#? [(?=.*\bA3\b)(?=.*\bB3\b)(?=.*\bC3\b)(?=.*\bD3\b)(?=.*\bA1\b)(?=.*\bC1\b)\S+( \S+){5}]
160 j2003_score
#? [6]
170 j2003_result
#? [B\+6]

# 003: the result is decided by the prisoner-difference, counted from the SGF's moves: White has
# one point more on the board, Black removed two white stones.
loadsgf j2003/territory/003-prisoners-decide.sgf
210 j2003_prisoners
#? [2]
220 j2003_status B3
#? [uncapturable]
230 j2003_status C3
#? [uncapturable]
240 j2003_score
#? [1]
250 j2003_result
#? [B\+1]
# Without the prisoners White wins.
260 j2003_prisoners 0
270 j2003_result
#? [W\+1]

# 004: a dead white stone in the corner of Black's bent-three eye space: Black B3 and A2 capture
# it, White can never fill both. Black is pass-alive; the dead stone counts twice.
loadsgf j2003/territory/004-dead-stone-in-corner-eye.sgf
310 j2003_status A3
#? [dead]
320 j2003_status C3
#? [uncapturable]
330 final_status_list black_territory
#? [(?=.*\bA3\b)(?=.*\bB3\b)(?=.*\bA2\b)(?=.*\bD3\b)\S+( \S+){3}]
340 j2003_score
#? [3]
350 j2003_result
#? [B\+3]

# 005: the game ends right after White takes a ko: his ko-stone C3 is dead and his region in-seki,
# Black is 2 ahead on the board, but White removed four black stones (counted from the moves).
loadsgf j2003/territory/005-prisoners-and-ko.sgf
410 j2003_prisoners
#? [-4]
420 j2003_status C3
#? [dead]
430 j2003_status E3
#? [uncapturable]
440 final_status_list dame
#? [D3]
450 final_status_list white_territory
#? []
460 j2003_score
#? [-2]
470 j2003_result
#? [W\+2]

# 006: a dead white stone in Black's eye and an open dame between the walls. Black fills the dame
# first and captures afterwards (the stone cannot escape), so it is dead; but the dame puts both
# regions in seki and the dead stone counts for nobody.
loadsgf j2003/territory/006-dead-stone-in-seki-region.sgf
510 j2003_status A3
#? [dead]
520 j2003_status C3
#? [uncapturable]
530 j2003_status E3
#? [uncapturable]
540 final_status_list dame
#? [D3]
550 final_status_list black_territory
#? []
560 final_status_list white_territory
#? []
570 j2003_result
#? [Draw]
580 j2003_certificate A3
#? [B:D3( .*)?]

# 007: a black stone deep in White's pass-alive territory, and open dame far from it that touch
# Black's living group at three points (F3, F2, F1): White cannot take them all before Black joins
# one to its group, so D1 is capturable-2, alive; C1 and the dame are no territory.
loadsgf j2003/territory/007-dead-stone-alive-by-far-dame.sgf
710 j2003_status D1
#? [capturable-2]
720 j2003_status B2
#? [uncapturable]
730 j2003_status G2
#? [uncapturable]
740 j2003_final
#? [true]
750 final_status_list dead
#? []
760 final_status_list dame
#? [(?=.*\bC1\b)(?=.*\bE3\b)(?=.*\bF3\b)(?=.*\bF2\b)(?=.*\bF1\b)\S+ \S+ \S+ \S+\s+\S+]
770 j2003_result
#? [Draw]

# 007 again with the search offered only 2 empty intersections (shinpan_max_empty 2): D1's capture
# is still proven on its sealed area (White C1), but its local-1 test needs the whole board, so its
# class stays unknown. Its life does not: whatever White plays first, Black joins one of F3, F2, F1
# that is still empty to G, which keeps its eyes H3 and H1 (the reasoning in the SGF), a local-2
# permanent-stone; so D1 is uncapturable, capturable-1 or capturable-2, alive in every case
# (docs/j2003.md, "Alive by a permanent-stone miai"), and the count is the same as above: no dead
# stone, no territory, Draw. D1 is no ko-stone, so the position is final whatever its class.
loadsgf j2003/territory/007-dead-stone-alive-by-far-dame.sgf
shinpan_max_empty 2
780 j2003_status D1
#? [unknown]
790 final_status_list dead
#? []
800 j2003_result
#? [Draw]
810 final_score
#? [0]
820 j2003_final
#? [true]
shinpan_max_empty 40
