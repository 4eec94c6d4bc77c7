# Hard J2003 shapes from issue 3: bent four in the corner, moonshine life, triple ko. Derivations in each
# SGF's root comment; the expectations below were derived by hand before the program was run.
# Run with `mvn test` (PuzzleRegressionTest) or
#   gogui-regress "java -jar target/shinpan.jar gtp --base puzzles" puzzles/j2003/hard/hard.tst

# 001: bent four in the corner, no outside liberties, a pass-alive white wall. White B1 (the 1-2
# point); Black's best, A1, lets White start the ko with A2, which leaves the black string with the
# one liberty C1: the ban on retaking holds until a ko-pass, and White captures on C1 first. Dead.
# About 1.9 million states in each permanent-stone test and 30 s, hence the higher budget. The
# largest test's table peaks at about 136 MiB (1.7 million states, 82 bytes each), inside the
# default table limit of 256 MiB (docs/benchmarks.md, "Table memory").
shinpan_max_states 2500000
loadsgf j2003/hard/001-bent-four-in-the-corner.sgf
10 j2003_status B2
#? [dead]
20 j2003_status A4
#? [uncapturable]
30 final_status_list dead
#? [(?s)(?=.*\bA3\b)(?=.*\bB3\b)(?=.*\bB2\b)(?=.*\bC2\b)(?=.*\bD2\b)(?=.*\bD1\b)\S+(\s+\S+){5}]
40 final_status_list white_territory
#? [(?=.*\bF4\b)(?=.*\bF2\b)(?=.*\bA2\b)(?=.*\bA1\b)(?=.*\bB1\b)(?=.*\bC1\b)(?=.*\bA3\b)(?=.*\bD1\b)\S+( \S+){11}]
50 final_status_list dame
#? []
60 j2003_final
#? [true]
70 j2003_score
#? [-18]
80 j2003_result
#? [W\+18]
shinpan_max_states 2000000

# 002: moonshine life. Four white one-stone strings on A3 B2 A1 C1 around the empty A2 and B1 in
# Black's pass-alive corner. Black A2 is a ko-capture of A3; White may not retake, and Black B1
# then removes the other three stones at once. All four are dead.
loadsgf j2003/hard/002-moonshine-life.sgf
110 j2003_status A3
#? [dead]
120 j2003_status B2
#? [dead]
130 j2003_status A1
#? [dead]
140 j2003_status C1
#? [dead]
150 j2003_status A4
#? [uncapturable]
160 final_status_list black_territory
#? [(?=.*\bD4\b)(?=.*\bE2\b)(?=.*\bA2\b)(?=.*\bB1\b)(?=.*\bA3\b)(?=.*\bB2\b)(?=.*\bA1\b)(?=.*\bC1\b)\S+( \S+){7}]
170 final_status_list seki
#? []
180 j2003_final
#? [true]
190 j2003_result
#? [B\+12]

# 003: triple-ko seki. Two one-eyed strings share three kos; each ko-capture is answered by a
# ko-capture in another ko (the ban names one ko only, and a ko-pass lifts every ban), and a
# player who closes two kos loses his string: both big strings are uncapturable. The ko-stones
# C5, C3 and D1 are not tested: their permanent-stone tests exceed the budget, which is lowered
# here to keep the run short (the two tested strings need fewer than 400,000 states each).
shinpan_max_states 450000
loadsgf j2003/hard/003-triple-ko-seki.sgf
210 j2003_status A5
#? [uncapturable]
220 j2003_status E5
#? [uncapturable]
shinpan_max_states 2000000
