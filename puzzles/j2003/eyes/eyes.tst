# Eye shapes under J2003: the attacker always moves first in the hypothetical-sequences of a
# string's tests, so a three-point eye space is dead and a straight four is alive.
# Derivations in each SGF's root comment.

loadsgf j2003/eyes/001-straight-three-dead.sgf
10 j2003_status D4
#? [dead]
20 j2003_status E4
#? [uncapturable]
30 j2003_result
#? [W\+16]
40 j2003_certificate D4
#? [W:B4( .*)?]

loadsgf j2003/eyes/002-straight-four-alive.sgf
110 j2003_status E4
#? [uncapturable]
120 j2003_status F4
#? [uncapturable]
130 j2003_result
#? [B\+1]

# 003: a bent three in the corner plus a one-point eye. Not pass-alive (the corner A3 is no
# liberty), but Black answers a white stone on B3 or A2 by capturing it on A3: uncapturable.
loadsgf j2003/eyes/003-bent-three-and-eye-alive.sgf
210 j2003_status C3
#? [uncapturable]
220 j2003_status F3
#? [uncapturable]
230 final_status_list black_territory
#? [(?=.*\bA3\b)(?=.*\bB3\b)(?=.*\bA2\b)(?=.*\bD3\b)\S+( \S+){3}]
240 final_status_list dead
#? []
250 j2003_final
#? [true]
260 j2003_result
#? [B\+2]

# 004: a two-point eye on the edge: White C4, and White captures on D4 (or, after Black takes on
# D4, on C4 again). Dead; its six stones count twice in White's territory.
loadsgf j2003/eyes/004-two-point-eye-dead.sgf
310 j2003_status B4
#? [dead]
320 j2003_status A4
#? [uncapturable]
330 final_status_list dead
#? [(?s)(?=.*\bB4\b)(?=.*\bB3\b)(?=.*\bC3\b)(?=.*\bD3\b)(?=.*\bE3\b)(?=.*\bE4\b)\S+(\s+\S+){5}]
340 j2003_score
#? [-17]
350 j2003_result
#? [W\+17]
360 j2003_certificate B4
#? [W:(C4|D4)( .*)?]

# 005: two strings with an eye each and a shared two-point eye: both pass-alive, the whole board is
# Black's territory.
loadsgf j2003/eyes/005-shared-two-point-eye.sgf
410 j2003_status B2
#? [uncapturable]
420 j2003_status D2
#? [uncapturable]
430 final_status_list black_territory
#? [(?=.*\bA2\b)(?=.*\bC2\b)(?=.*\bC1\b)(?=.*\bE2\b)\S+( \S+){3}]
440 j2003_result
#? [B\+4]

# 006: two eyes away from the edge (each eye point has four neighbours of the same string).
loadsgf j2003/eyes/006-two-inner-eyes.sgf
510 j2003_status C3
#? [uncapturable]
520 j2003_status C4
#? [uncapturable]
530 final_status_list black_territory
#? [(?=.*\bB2\b)(?=.*\bD2\b)\S+\s+\S+]
540 j2003_result
#? [W\+1]

# 007: a two-point eye in the corner: White's placement kills, like 004 on the edge.
loadsgf j2003/eyes/007-corner-two-point-eye-dead.sgf
610 j2003_status C4
#? [dead]
620 j2003_status D4
#? [uncapturable]
630 final_status_list dead
#? [(?s)(?=.*\bC4\b)(?=.*\bA3\b)(?=.*\bB3\b)(?=.*\bC3\b)\S+(\s+\S+){3}]
640 j2003_result
#? [W\+12]
650 j2003_certificate C4
#? [W:(A4|B4)( .*)?]

# 008: bent three in the corner: dead. Derivation in the SGF's root comment. (Was slow/001; about
# 330,000 states and 6 s since the lazy solver stops at settled states.)
loadsgf j2003/eyes/008-bent-three-corner-dead.sgf
810 j2003_status C4
#? [dead]
820 j2003_status D4
#? [uncapturable]
830 j2003_result
#? [W\+15]
