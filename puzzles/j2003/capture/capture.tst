# J2003 capture puzzles, in the GNU Go / gogui-regress format: a numbered command is a test, the
# "#?" line after it a regular expression its response must match; a trailing * marks a
# known failure. File names are relative to puzzles/. The expected values are derived by hand
# from the rules text in each SGF's root comment. Run with `mvn test` (PuzzleRegressionTest) or
#   gogui-regress "java -jar target/shinpan.jar gtp --base puzzles" puzzles/j2003/capture/capture.tst

# 001: A3 and A2 B2 are in atari on B3. Black B3 captures A3 but is snapped back at A3 (three
# stones), and White joins A3 to the wall: A3 is capturable-1 although it is in atari.
loadsgf j2003/capture/001-snapback-capturable-1.sgf
10 j2003_status A3
#? [capturable-1]
20 j2003_status A2
#? [dead]
30 j2003_status C3
#? [uncapturable]
40 j2003_final
#? [true]
50 final_status_list dead
#? [(?s)(?=.*\bA2\b)(?=.*\bB2\b)\S+\s+\S+]
60 final_status_list white_territory
#? [(?=.*\bB3\b)(?=.*\bD3\b)(?=.*\bD1\b)(?=.*\bA2\b)(?=.*\bB2\b)\S+( \S+){4}]
70 j2003_result
#? [W\+7]
# Black's only capture is at B3.
80 j2003_certificate A3
#? [B:B3( .*)?]

# 002: Black D3 captures C3, White snaps back at C3, Black retakes at D3: C3 ends black, so C3 is
# not capturable-1; but White then gets E3 (or D3) for good, a local-2 permanent-stone:
# capturable-2.
loadsgf j2003/capture/002-snapback-capturable-2.sgf
110 j2003_status C3
#? [capturable-2]
120 j2003_status E3
#? [dead]
130 j2003_status B3
#? [uncapturable]
140 j2003_status F3
#? [uncapturable]
150 j2003_final
#? [true]
160 final_status_list dead
#? [E3]
170 final_status_list black_territory
#? [(?=.*\bA3\b)(?=.*\bA1\b)\S+\s+\S+]
180 j2003_result
#? [W\+3]

# 003: White can capture D3 at C3 or keep Black off the open dame C1, not both: D3 is
# capturable-2; C3 and C1 are dame and every region is in-seki.
loadsgf j2003/capture/003-cutting-stone-capturable-2.sgf
210 j2003_status D3
#? [capturable-2]
220 j2003_status B3
#? [uncapturable]
230 j2003_status E3
#? [uncapturable]
240 j2003_final
#? [true]
250 final_status_list dead
#? []
260 final_status_list dame
#? [(?=.*\bC3\b)(?=.*\bC1\b)\S+\s+\S+]
270 final_status_list black_territory
#? []
280 final_status_list white_territory
#? []
290 j2003_result
#? [Draw]

# 004: two black cutting stones in atari, each connecting on its own point: White captures one,
# Black connects the other on a point of the first one's local-2. Both capturable-2 (no kos, so
# not capturable-3); C3 and C1 are dame, every region is in-seki.
loadsgf j2003/capture/004-two-cutting-stones-capturable-2.sgf
310 j2003_status D3
#? [capturable-2]
320 j2003_status D1
#? [capturable-2]
330 j2003_status B3
#? [uncapturable]
340 j2003_status E3
#? [uncapturable]
350 j2003_final
#? [true]
360 final_status_list dead
#? []
370 final_status_list dame
#? [(?=.*\bC3\b)(?=.*\bC1\b)\S+\s+\S+]
380 j2003_result
#? [Draw]

# 005: snapback on the edge. Black D4 captures C4, White C4 snaps back five stones and then
# connects the new stone: C4 is capturable-1 although it is in atari; the black string is dead.
loadsgf j2003/capture/005-snapback-on-the-edge.sgf
410 j2003_status C4
#? [capturable-1]
420 j2003_status B4
#? [dead]
430 j2003_status A4
#? [uncapturable]
440 j2003_final
#? [true]
450 final_status_list dead
#? [(?s)(?=.*\bB4\b)(?=.*\bB3\b)(?=.*\bC3\b)(?=.*\bD3\b)\S+(\s+\S+){3}]
460 j2003_result
#? [W\+12]
470 j2003_certificate C4
#? [B:D4( .*)?]
