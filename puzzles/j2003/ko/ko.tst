# J2003 ko puzzles, in the GNU Go / gogui-regress format: a numbered command is a test, the
# "#?" line after it a regular expression its response must match; a trailing * marks a
# known failure. File names are relative to puzzles/. The expected values are derived by hand
# from the rules text in each SGF's root comment. Run with `mvn test` (PuzzleRegressionTest) or
#   gogui-regress "java -jar target/shinpan.jar gtp --base puzzles" puzzles/j2003/ko/ko.tst

# 001: White C3 takes the ko and connects at D3 after Black's ko-pass: the ko-stone D3 is dead.
# Its ko point C3 borders black stones and a dead black stone: a dame, so Black is in-seki.
loadsgf j2003/ko/001-dead-ko-stone.sgf
10 j2003_status D3
#? [dead]
20 j2003_status B3
#? [uncapturable]
30 j2003_status E3
#? [uncapturable]
40 j2003_final
#? [true]
50 final_status_list dead
#? [D3]
60 final_status_list dame
#? [C3]
70 final_status_list black_territory
#? []
80 final_status_list white_territory
#? [(?=.*\bF3\b)(?=.*\bE1\b)\S+\s+\S+]
90 j2003_result
#? [W\+2]

# 002: after White B3 takes the ko, Black A1 ataris B3 and A2; Black A3 then removes two stones,
# which is no ko-capture, so the ban does not stop it: the ko-stone A3 is capturable-1.
loadsgf j2003/ko/002-ko-stone-capturable-1.sgf
110 j2003_status A3
#? [capturable-1]
120 j2003_status A2
#? [dead]
130 j2003_status B2
#? [uncapturable]
140 j2003_final
#? [true]
150 final_status_list dead
#? [A2]
160 j2003_result
#? [B\+6]

# 003: White must take the ko at C3, and Black answers at the shared point C1, a permanent stone
# in local-2: D3 is capturable-2, its local-3 (D3 C3) differs from local-2: capturable-3.
# The direct-ko rule forbids ending the game here.
loadsgf j2003/ko/003-capturable-3.sgf
210 j2003_status D3
#? [capturable-3]
220 j2003_status B3
#? [uncapturable]
230 j2003_status E3
#? [uncapturable]
240 j2003_final
#? [false]
250 final_status_list dead
#? []

# A position that cannot be final has no result (docs/j2003.md, "no result without an end"),
# and GTP's final_score refuses it.
loadsgf j2003/ko/003-capturable-3.sgf
910 j2003_result
#? [none]

# 004: a ko (C4-D4) and a cutting stone (D1, connecting at C1). White takes the ko or captures the
# cutting stone, Black connects the other: D4 is capturable-3, D1 capturable-2. Not final.
loadsgf j2003/ko/004-ko-and-cutting-stone-capturable-3.sgf
310 j2003_status D4
#? [capturable-3]
320 j2003_status D1
#? [capturable-2]
330 j2003_status B4
#? [uncapturable]
340 j2003_status E4
#? [uncapturable]
350 j2003_final
#? [false]
360 final_status_list dead
#? []
370 j2003_result
#? [none]

# 005: White has taken the ko without connecting: his ko-stone C3 is dead, the ko point D3 is a
# dame next to White's wall, so White's region is in-seki and the dead black stone F1 in his eye is
# no territory. White must connect at D3 before capturing F1.
loadsgf j2003/ko/005-dead-ko-stone-seki-region.sgf
410 j2003_status C3
#? [dead]
420 j2003_status F1
#? [dead]
430 j2003_status B3
#? [uncapturable]
440 j2003_status E3
#? [uncapturable]
450 final_status_list dame
#? [D3]
460 final_status_list black_territory
#? [(?=.*\bA3\b)(?=.*\bA1\b)\S+\s+\S+]
470 final_status_list white_territory
#? []
480 j2003_final
#? [true]
490 j2003_result
#? [B\+2]
500 j2003_certificate F1
#? [W:D3( .*)?]

# 006: White takes the ko at C3, but the white stones around the ko are in atari: Black captures
# them on F3, the ko is gone, and Black gets D3 back for good: the ko-stone D3 is capturable-1.
loadsgf j2003/ko/006-ko-stone-capturer-in-atari.sgf
510 j2003_status D3
#? [capturable-1]
520 j2003_status E3
#? [dead]
530 j2003_status B3
#? [uncapturable]
540 j2003_final
#? [true]
550 final_status_list dead
#? [(?s)(?=.*\bE3\b)(?=.*\bD2\b)(?=.*\bE2\b)\S+(\s+\S+){2}]
560 j2003_result
#? [B\+10]
