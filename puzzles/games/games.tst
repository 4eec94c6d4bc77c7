# Two finished 9x9 games GNU Go 3.8 played against itself (puzzles/games/README.md). The
# expectations below were derived by hand from the J2003 text by a checker who did not use the
# program's verdicts (prisoners counted by replaying the record's captures); GNU Go's RE agrees.
# Score = Black's territory - White's territory + prisoner-difference (a dead stone's
# intersection counts twice); final_score subtracts the komi 6.5.
# Run with `mvn test` (PuzzleRegressionTest) or
#   gogui-regress "java -jar target/shinpan.jar gtp --base puzzles" puzzles/games/games.tst

# gnugo-9-102 (Black to move after 60 moves):
#   9 . . O X X X X X X
#   8 . O O X . X O O X
#   7 . . O X . X X O O
#   6 O O O X X X O O .
#   5 O X X . X O O . O
#   4 X . X . X X O O .
#   3 . X O X X O O . .
#   2 . . . X O O . . .
#   1 . . X O O . . . .
#     A B C D E F G H J
# Black's big string (D9-J9 down to D2) has the two-point eye E8 E7 and takes a second eye at D5/D4
# whichever White plays (the other point captures and joins B5 C5 C4): uncapturable. White's C9
# group lives in the bent five A9 B9 A8 A7 B7, answering next to each black play; White's G8 and
# J5 strings are pass-alive, sharing the one-point eyes J6 and H5. The white stone C3 is taken by
# Black C2 at once, and everything its local-2 reaches is Black's area with no alive white string
# and no dame: dead. Black's territory: E8 E7 D5 D4 B4 A3 A2 B2 C2 A1 B1 and C3 (12 intersections,
# 13 points); White's: the bent five, J6, H5 and F1 G1 H1 J1 G2 H2 J2 H3 J3 J4 (17). Prisoners:
# Black took 3, White 2, so +1. Score 13 - 17 + 1 = -3: W+3, and W+9.5 with the komi.
loadsgf games/gnugo-9x9/gnugo-9-102.sgf
10 j2003_status C3
#? [dead]
20 j2003_status E9
#? [uncapturable]
30 j2003_status C9
#? [uncapturable]
40 j2003_status G8
#? [uncapturable]
50 final_status_list dead
#? [C3]
60 final_status_list black_territory
#? [(?=.*\bE8\b)(?=.*\bD4\b)(?=.*\bB4\b)(?=.*\bA1\b)(?=.*\bC3\b)\S+(\s+\S+){11}]
70 final_status_list white_territory
#? [(?=.*\bA9\b)(?=.*\bB7\b)(?=.*\bJ6\b)(?=.*\bH5\b)(?=.*\bJ4\b)(?=.*\bF1\b)\S+(\s+\S+){16}]
80 j2003_score
#? [-3]
90 j2003_result
#? [W\+3]
100 final_score
#? [W\+9.5]

# gnugo-9-197 (White to move after 63 moves):
#   9 . . O O X X X O .
#   8 O . O X . X O O .
#   7 . O O X . X X O .
#   6 . O X X . . X O .
#   5 O O O O X X O O .
#   4 O X X O O X X O O
#   3 O X X O X . X X O
#   2 X X . X X X O O O
#   1 . . . . . X X X O
#     A B C D E F G H J
# Every string lives: White's upper left answers Black B8 by capturing with B9, Black A7 with A6
# or B8, Black A6 with A7; White's right string has the straight five J9-J5 on the edge. Black's
# centre holds the bent four E8 E7 E6 F6 by answering in pairs (E8/E7, the last point captures),
# F3 is an eye of the strings around it, and the six points C2 A1 B1 C1 D1 E1 are answered C1
# against C2 and C2 or C1 against B1. Black's territory: 4 + 1 + 6 = 11; White's: A9 B9 B8 A7 A6
# and J9 J8 J7 J6 J5, 10. Prisoners: White took one more, -1. Score 11 - 10 - 1 = 0: Draw, and
# W+6.5 with the komi.
loadsgf games/gnugo-9x9/gnugo-9-197.sgf
110 final_status_list dead
#? []
120 j2003_status E9
#? [uncapturable]
130 j2003_status J4
#? [uncapturable]
140 j2003_status C9
#? [uncapturable]
150 final_status_list black_territory
#? [(?=.*\bE8\b)(?=.*\bF6\b)(?=.*\bF3\b)(?=.*\bC2\b)(?=.*\bE1\b)\S+(\s+\S+){10}]
160 final_status_list white_territory
#? [(?=.*\bA9\b)(?=.*\bA6\b)(?=.*\bJ9\b)(?=.*\bJ5\b)\S+(\s+\S+){9}]
170 j2003_score
#? [0]
180 j2003_result
#? [Draw]
190 final_score
#? [W\+6.5]
