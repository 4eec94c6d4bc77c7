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
