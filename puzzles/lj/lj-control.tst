# The LJ control map through GTP (lj_control black|white|neutral|unknown|dead), on a J2003 puzzle
# position. Derived by hand:
#
#   3  . X O .        Black's string B3 A2 B2 has one eye (A3). In the control test on Black's
#   2  X X O O        smallest bordered set around it, White moves first and Black cannot build a
#   1  O O O .        two-eye formation (one eye only): Black controls nothing. White's string
#      A B C D        C3 C2 D2 A1 B1 C1 with the eyes D3 D1 holds a two-eye formation, and White
#                     wins the test on the whole board's set: White controls every location, and
#                     Black's three stones, on locations White controls, are dead. Nothing neutral.
loadsgf j2003/basic/002-one-eye-dead.sgf
10 lj_control white
#? [A3 B3 C3 D3 A2 B2 C2 D2 A1 B1 C1 D1]
20 lj_control black
#? []
30 lj_control dead
#? [B3 A2 B2]
40 lj_control neutral
#? []
