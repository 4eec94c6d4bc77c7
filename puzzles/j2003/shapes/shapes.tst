# J2003 shape puzzles, in the GNU Go / gogui-regress format: a numbered command is a test, the
# "#?" line after it a regular expression its response must match; a trailing * marks a
# known failure. File names are relative to puzzles/. The expected values are derived by hand
# from the rules text in each SGF's root comment. Run with `mvn test` (PuzzleRegressionTest) or
#   gogui-regress "java -jar target/shinpan.jar gtp --base puzzles" puzzles/j2003/shapes/shapes.tst

# 001: one real eye (A2) and one false eye (C2): White takes the cut stone D2 as a ko, Black may
# not retake, White connects and captures in the corner. Both black strings are dead.
loadsgf j2003/shapes/001-false-eye-dead.sgf
10 j2003_status B2
#? [dead]
20 j2003_status D2
#? [dead]
30 j2003_status E2
#? [uncapturable]
40 j2003_final
#? [true]
50 final_status_list dead
#? [(?s)(?=.*\bB2\b)(?=.*\bA1\b)(?=.*\bB1\b)(?=.*\bC1\b)(?=.*\bD2\b)\S+(\s+\S+){4}]
60 j2003_result
#? [W\+14]
# White's first move is the ko-capture on the false eye.
70 j2003_certificate B2
#? [W:C2( .*)?]

# 002: the space of the two dead stones D3 E3 is Black's second eye; White cannot fill either eye.
loadsgf j2003/shapes/002-eye-of-captured-stones.sgf
110 j2003_status B3
#? [uncapturable]
120 j2003_status D3
#? [dead]
130 j2003_status G3
#? [uncapturable]
140 final_status_list black_territory
#? [(?=.*\bA3\b)(?=.*\bC3\b)(?=.*\bD3\b)(?=.*\bE3\b)\S+( \S+){3}]
150 j2003_result
#? [B\+4]

# 003: a dead white stone in Black's eye and a dead black stone in White's eye.
loadsgf j2003/shapes/003-dead-stones-both-colours.sgf
210 j2003_status D3
#? [dead]
220 j2003_status G3
#? [dead]
230 j2003_status B3
#? [uncapturable]
240 j2003_status F3
#? [uncapturable]
250 final_status_list dead
#? [(?s)(?=.*\bD3\b)(?=.*\bG3\b)\S+\s+\S+]
260 final_status_list black_territory
#? [(?=.*\bA3\b)(?=.*\bC3\b)(?=.*\bD3\b)\S+( \S+){2}]
270 final_status_list white_territory
#? [(?=.*\bG3\b)(?=.*\bH3\b)(?=.*\bG1\b)\S+( \S+){2}]
280 j2003_score
#? [0]
290 j2003_result
#? [Draw]

# 004: a board of one line, X . O: each stone is captured by the opponent's first move and the
# capturer survives the recapture. Nothing is alive, the empty point is a dame.
loadsgf j2003/shapes/004-everything-dead.sgf
310 j2003_status A1
#? [dead]
320 j2003_status C1
#? [dead]
330 final_status_list alive
#? []
340 final_status_list dame
#? [B1]
350 final_status_list black_territory
#? []
360 final_status_list white_territory
#? []
370 j2003_final
#? [true]
380 j2003_result
#? [Draw]
