# Nine finished 9x9 games GNU Go 3.8 played against itself (puzzles/games/README.md). The
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

# gnugo-9-119 (Black to move after 56 moves):
#   9 . . . O O X . . .
#   8 . . . O X X X . .
#   7 O O . O X O X . .
#   6 X O . . O O X . .
#   5 X O O O O O O X .
#   4 X X X O X X O X .
#   3 X . X X X O O X X
#   2 . . . X . X O O X
#   1 . . . . X X O O O
#     A B C D E F G H J
# Every string lives. Black's F9 string (F9 E8 F8 G8 E7 G7 G6) and H5 H4 H3 J3 J2 breathe only in
# the eleven points G9 H9 J9 H8 J8 H7 J7 H6 J6 J5 J4, an edge strip two lines wide in which White
# cannot make two eyes against answers. Black's lower left string (A6 ... D2, with E4 F4) has the
# eye E2 and the eight points B3 A2 B2 C2 A1 B1 C1 D1; E1 F1 F2 (liberties E2 D1) answers White D1
# with C1, capturing, so White never fills E2 with a capture. White's D9 D8 D7 E9 (liberties C9 C8
# C7 D6) and the big white string (A7 ... J1) share the nine points A9 B9 C9 A8 B8 C8 C7 C6 D6, a
# bent area Black cannot live in. No dame. Black's territory 11 + 8 + 1 = 20, White's 9. Prisoners:
# Black took E2 and A4, White none: +2. Score 20 - 9 + 2 = 13: B+13, and B+6.5 with the komi.
loadsgf games/gnugo-9x9/gnugo-9-119.sgf
200 j2003_status E8
#? [uncapturable]
210 j2003_status D9
#? [uncapturable]
220 j2003_status E1
#? [uncapturable]
230 final_status_list dead
#? []
240 final_status_list black_territory
#? [(?=.*\bG9\b)(?=.*\bJ4\b)(?=.*\bB3\b)(?=.*\bD1\b)(?=.*\bE2\b)\S+(\s+\S+){19}]
250 final_status_list white_territory
#? [(?=.*\bA9\b)(?=.*\bC7\b)(?=.*\bD6\b)\S+(\s+\S+){8}]
260 j2003_score
#? [13]
270 final_score
#? [B\+6\.5]

# gnugo-9-129 (White to move after 51 moves):
#   9 . . X O O . . . .
#   8 . X . X O O O . .
#   7 . . . X O . O . .
#   6 . . . X X O . O .
#   5 . X X O X X O O O
#   4 X X O O X X O X O
#   3 X O . O O X X X X
#   2 O . O . O X . . .
#   1 . . . O X X . . .
#     A B C D E F G H J
# Every string lives. White's D9 string (D9 E9 E8 F8 G8 E7 G7) and F6 have the one-point eyes F7
# and G6, neither of which Black can play while the other is empty; the right string H6 G5 H5 J5
# G4 J4 (liberties G6 H7 J6) answers Black H7 or J6 by the other point, so G6 never becomes a
# capture. They share the nine points F9 G9 H9 J9 H8 J8 H7 J7 J6. White's lower left strings
# (D5 C4 D4 D3 E3 E2, and B3, A2, C2, D1) share the eyes C3 and D2 and the four points B2 A1 B1
# C1: Black B2 or A1 is taken by B1, Black C1 (D1 in atari) by B1. Black's big string (D8 ... F1,
# with H4) has the eleven points A9 B9 A8 C8 A7 B7 C7 A6 B6 C6 A5 and the six G2 H2 J2 G1 H1 J1;
# C9 (liberties B9 C8) answers White C8 by C7, capturing; B8 and B5 C5 B4 A4 A3 breathe in the
# upper left only. No dame. Black's territory 11 + 6 = 17; White's 9 + F7 + G6 + C3 + D2 + 4 = 17.
# Prisoners: White took G6 and F7, Black none: -2. Score 17 - 17 - 2 = -2: W+2, and W+8.5 with the
# komi.
loadsgf games/gnugo-9x9/gnugo-9-129.sgf
280 j2003_status H6
#? [uncapturable]
290 j2003_status C9
#? [uncapturable]
300 j2003_status D1
#? [uncapturable]
310 final_status_list dead
#? []
320 final_status_list black_territory
#? [(?=.*\bA9\b)(?=.*\bA5\b)(?=.*\bC6\b)(?=.*\bG2\b)(?=.*\bJ1\b)\S+(\s+\S+){16}]
330 final_status_list white_territory
#? [(?=.*\bF7\b)(?=.*\bG6\b)(?=.*\bJ6\b)(?=.*\bC3\b)(?=.*\bD2\b)(?=.*\bA1\b)\S+(\s+\S+){16}]
340 j2003_score
#? [-2]
350 final_score
#? [W\+8\.5]

# gnugo-9-176 (White to move after 63 moves):
#   9 . . . . . . O O X
#   8 . . . . O . O X X
#   7 . O O O O O X X X
#   6 O O X X X O X X X
#   5 X O O O X X X O O
#   4 X X X X X O O . O
#   3 . . X X O O O O .
#   2 X . X . X O . . .
#   1 . . X X X X O . .
#     A B C D E F G H J
# Every string lives. Black's big string (J9 ... F1) has the eye D2 and the five points A3 B3 B2
# A1 B1 around its stone A2 (liberties A3 B2 A1), which answers White A3 by B3 and White A1 by B1,
# capturing, and White B2 by B1. White's E8 string (E8 ... D5, F7 F6) and G9 H9 G8 share the twelve
# points A9 B9 C9 D9 E9 F9 A8 B8 C8 D8 F8 A7; G9 H9 G8 (liberties F9 F8) answers Black F8 by F9,
# capturing, and Black F9 by F8. White's H5 J5 J4 and F4 G4 E3 F3 G3 H3 F2 share the eye H4 and the
# six points J3 G2 H2 J2 H1 J1, with G1 inside: Black J3 (H5 J5 J4 in atari) is taken by J2, Black
# G2 by H2, Black H1 answered by G2. No dame. Black's territory 5 + 1 = 6; White's 12 + 1 + 6 = 19.
# Prisoners: Black took D2 D3 E3 and J8, White took F3: +3. Score 6 - 19 + 3 = -10: W+10, and
# W+16.5 with the komi.
loadsgf games/gnugo-9x9/gnugo-9-176.sgf
360 j2003_status A2
#? [uncapturable]
370 j2003_status G9
#? [uncapturable]
380 j2003_status G1
#? [uncapturable]
390 final_status_list dead
#? []
400 final_status_list black_territory
#? [(?=.*\bA3\b)(?=.*\bB1\b)(?=.*\bD2\b)\S+(\s+\S+){5}]
410 final_status_list white_territory
#? [(?=.*\bA9\b)(?=.*\bF8\b)(?=.*\bA7\b)(?=.*\bH4\b)(?=.*\bJ3\b)(?=.*\bH1\b)\S+(\s+\S+){18}]
420 j2003_score
#? [-10]
430 final_score
#? [W\+16\.5]

# gnugo-9-183 (Black to move after 52 moves):
#   9 . . . . X O O . .
#   8 . . . X . X O . .
#   7 . X X X . X O . .
#   6 X X O X . X O . .
#   5 X O O O X O . . .
#   4 X O . O X O O O O
#   3 X X O O X X X O X
#   2 O O O . O X . X X
#   1 . . . . O O X . .
#     A B C D E F G H J
# Every string lives. Black's D8 string (D8 ... B3) and E9 share the eight points A9 B9 C9 D9 A8
# B8 C8 A7 (E9, liberties D9 E8, answers White D9 by C9, capturing); with F8 F7 F6 (liberties E8 E7
# E6 only) and E5 E4 E3 F3 G3 F2 (liberties E6 and the eye G2) they share E8 E7 E6: White E7 is
# answered by E8 or E6, White E6 (E5 ... F2 in atari) is taken by E7. G1 and H2 J2 J3 share G2 and
# the two points H1 J1: White H1 is taken by J1, White J1 by H1, leaving two one-point eyes. White's
# F9 G9 G8 G7 G6 and F5 F4 G4 H4 J4 H3 share the eleven points H9 J9 H8 J8 H7 J7 H6 J6 G5 H5 J5
# (Black G5 is taken by H5, Black H5 answered by G5); C6 ... A2 and E2 E1 F1 have the eye C4 and the
# five points D2 D1 C1 B1 A1 (Black D2 is taken by D1, Black D1 answered by D2). No dame. Black's
# territory 8 + 3 + 1 + 2 = 14; White's 11 + 1 + 5 = 17. No prisoners. Score 14 - 17 = -3: W+3,
# and W+9.5 with the komi.
loadsgf games/gnugo-9x9/gnugo-9-183.sgf
440 j2003_status F8
#? [uncapturable]
450 j2003_status G1
#? [uncapturable]
460 j2003_status E2
#? [uncapturable]
470 final_status_list dead
#? []
480 final_status_list black_territory
#? [(?=.*\bA9\b)(?=.*\bA7\b)(?=.*\bE8\b)(?=.*\bE6\b)(?=.*\bG2\b)(?=.*\bJ1\b)\S+(\s+\S+){13}]
490 final_status_list white_territory
#? [(?=.*\bH9\b)(?=.*\bG5\b)(?=.*\bJ5\b)(?=.*\bC4\b)(?=.*\bD2\b)(?=.*\bA1\b)\S+(\s+\S+){16}]
500 j2003_score
#? [-3]
510 final_score
#? [W\+9\.5]

# gnugo-9-107 (57 moves, then two passes), decided since session 26 (docs/j2003.md, "Private
# regions"; before, C7's local-2 test ran out of states on the whole board):
#   9 . . X X X O . . .
#   8 . . X O O . O . .
#   7 . X O X O O O O O
#   6 . X . X O O X X O
#   5 . . X X X O . O X
#   4 . X O X X O O O X
#   3 X X O O O X X X X
#   2 O O . O X X . . .
#   1 . . O O O X . X .
#     A B C D E F G H J
# White's big string (D8 E8 G8 ... H4) has the eye F8 and the five points G9 H9 J9 H8 J8, and G5
# with the two black stones G6 H6, whose one liberty is G5: White takes them at once, and their
# local-2 (G5 G6 H6, closed by that string) leaves Black nothing: dead. White's F9 shares G9 and F8;
# C4 ... E1 has the eye C2 and B1 with A2 B2 (A1 B1). The white stone C7 has the one liberty C6:
# Black takes it at once. Its local-2 is Black's left side: Black's strings C9 D9 E9 C8, B7 B6,
# D7 ... E4 and B4 A3 B3 with the ten points A9 B9 A8 B8 A7 A6 C6 A5 B5 A4 (White's strings around
# are uncapturable and stop it). Those black strings have their liberties only there, but eleven
# points along the edge (with C7's) are room for two eyes whatever White plays first, Black
# answering inside; White has no stone left there at the end: dead. Black's J5 ... F1 and H1 share
# the eye space G2 H2 J2 G1 J1 (a white stone there is answered next to it and taken). No dame. Black's
# territory: the ten points and C7 (11 intersections, 12 points) and G2 H2 J2 G1 J1 (5): 17 points.
# White's: G9 H9 J9 H8 J8, F8, G5, G6 H6 (2 intersections, 4 points), A1 B1, C2: 14 points.
# Prisoners (replaying the record): Black took none, White 1, so -1. Score 17 - 14 - 1 = 2: B+2,
# and W+4.5 with the komi, GNU Go's result; its dead stones are C7 G6 H6 too.
loadsgf games/gnugo-9x9/gnugo-9-107.sgf
520 j2003_status C7
#? [dead]
530 j2003_status G6
#? [dead]
540 j2003_status E8
#? [uncapturable]
550 j2003_status D7
#? [uncapturable]
560 j2003_status J5
#? [uncapturable]
570 final_status_list dead
#? [(?=.*\bC7\b)(?=.*\bG6\b)(?=.*\bH6\b)\S+(\s+\S+){2}]
580 final_status_list black_territory
#? [(?=.*\bA9\b)(?=.*\bA4\b)(?=.*\bC6\b)(?=.*\bC7\b)(?=.*\bG2\b)(?=.*\bJ1\b)\S+(\s+\S+){15}]
590 final_status_list white_territory
#? [(?=.*\bG9\b)(?=.*\bJ8\b)(?=.*\bF8\b)(?=.*\bG5\b)(?=.*\bG6\b)(?=.*\bH6\b)(?=.*\bA1\b)(?=.*\bC2\b)\S+(\s+\S+){11}]
600 j2003_score
#? [2]
610 j2003_result
#? [B\+2]
620 final_score
#? [W\+4\.5]

# gnugo-9-146 (49 moves, then two passes), decided since session 26 (docs/j2003.md, "Private
# regions"; before, C3's local-1 test ran out of states on the whole board):
#   9 . . . . . O X X X
#   8 . . . O O O X O O
#   7 . . O X X X X O .
#   6 O O O O O X O . O
#   5 X O X X X X O O .
#   4 X X . . . X O . .
#   3 . X O . X X O . .
#   2 . . X . X O O . .
#   1 . . . . X X O . .
#     A B C D E F G H J
# White's strings all have their liberties in White's own regions: C7 ... B5 and F9 D8 E8 F8 in
# the ten points A9 ... E9, A8 B8 C8, A7 B7 (the corner, too large for Black to live in with
# White answering), H8 J8 H7 with J7 and G6 ... G1 with H6, J5 and the eight points H4 ... J1 (J6
# between them). Black's big string (G9 H9 J9 ... E1 F1), A5 A4 B4 B3 and C2 have their liberties
# only in the lower left: C4 D4 E4 A3 D3 A2 B2 D2 A1 B1 C1 D1 and the white stone C3 (liberties C4
# and D3). Black answers White's plays there and keeps two eyes (the space is twelve points around
# one white stone); White's C3 is taken (Black D3 then C4, or C4 then D3), and its local-2, that
# lower left with Black's strings, leaves White nothing: dead. No dame. Black's territory: the
# twelve points and C3 (13 intersections, 14 points); White's: the ten corner points, J7, H6,
# J5 and the eight points H4 ... J1 (21). Prisoners (replaying the record): Black took none,
# White 1, so -1. Score 14 - 21 - 1 = -8: W+8, and W+14.5 with the komi, GNU Go's result; its
# dead stone is C3 too.
loadsgf games/gnugo-9x9/gnugo-9-146.sgf
630 j2003_status C3
#? [dead]
640 j2003_status E5
#? [uncapturable]
650 j2003_status B4
#? [uncapturable]
660 j2003_status C6
#? [uncapturable]
670 final_status_list dead
#? [C3]
680 final_status_list black_territory
#? [(?=.*\bC4\b)(?=.*\bE4\b)(?=.*\bA3\b)(?=.*\bC3\b)(?=.*\bD1\b)\S+(\s+\S+){12}]
690 final_status_list white_territory
#? [(?=.*\bA9\b)(?=.*\bB7\b)(?=.*\bJ7\b)(?=.*\bH6\b)(?=.*\bJ5\b)(?=.*\bJ1\b)\S+(\s+\S+){20}]
700 j2003_score
#? [-8]
710 j2003_result
#? [W\+8]
720 final_score
#? [W\+14\.5]

# gnugo-9-168 (45 moves, then two passes), decided since session 27 (docs/j2003.md,
# "Fill games": the fill games are asked with the owner's stones on the region too; before, D5's
# local-2 test ran out of states on its private area of 40 intersections):
#   9 . . . . . X X O .
#   8 . . O X X X O . O
#   7 X X X X O O O O X
#   6 O X O O O X O X X
#   5 O O . X O X X X .
#   4 . . . . O X . . .
#   3 . . O . O X . . .
#   2 . . . . O X . X .
#   1 . . . . O O X . .
#     A B C D E F G H J
# The black stone D5 has the liberties C5 and D4 inside White's lower left, where every other
# neighbour is White's: White fills them and takes it. White's strings around that area (A6 A5 B5,
# C6 ... F1 with G8 ... H7, C3) have all their liberties in White's own regions (the lower left and
# H8, J9 beside H9 J8), so Black's local-2 from D5 holds nothing but those regions, where Black,
# with White answering each play next to it, cannot make two eyes around the white stone C3 in the
# sixteen points C5, A4 ... D4, A3 B3 D3, A2 ... D2, A1 ... D1: dead. The white stone C8 (liberties
# B8 and C9) is taken the same way in Black's upper left (seven empty points): dead. Black's strings on the right (J7 F6 ... F2,
# H2, G1) share the eleven points J5, G4 H4 J4, G3 H3 J3, G2 J2, H1 J1. No dame. Black's territory:
# A9 B9 C9 D9 E9 A8 B8 and C8 (8 intersections, 9 points) and the eleven: 20 points. White's: the
# sixteen and D5 (17 intersections, 18 points), H8 and J9: 20 points.
# Prisoners (replaying the record): none on either side. Score 20 - 20 + 0 = 0: Draw, and W+6.5
# with the komi, GNU Go's result; its dead stones are C8 and D5 too.
loadsgf games/gnugo-9x9/gnugo-9-168.sgf
730 j2003_status D5
#? [dead]
740 j2003_status C8
#? [dead]
750 j2003_status E5
#? [uncapturable]
760 j2003_status F5
#? [uncapturable]
770 final_status_list dead
#? [(?=.*\bC8\b)(?=.*\bD5\b)\S+(\s+\S+){1}]
780 final_status_list black_territory
#? [(?=.*\bA9\b)(?=.*\bB8\b)(?=.*\bC8\b)(?=.*\bJ5\b)(?=.*\bG2\b)(?=.*\bJ1\b)\S+(\s+\S+){18}]
790 final_status_list white_territory
#? [(?=.*\bC5\b)(?=.*\bA4\b)(?=.*\bD5\b)(?=.*\bD1\b)(?=.*\bH8\b)(?=.*\bJ9\b)\S+(\s+\S+){18}]
800 j2003_score
#? [0]
810 j2003_result
#? [Draw]
820 final_score
#? [W\+6\.5]
