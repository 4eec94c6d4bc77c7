# Positions beyond the default test run's budget (the bent three: about a minute and 8 GB with the
# present solver). Run with `mvn -B test -Pslow` (SlowPuzzleRegressionTest).

shinpan_max_states 10000000
shinpan_time_limit 900

# Bent three in the corner: dead. Derivation in the SGF's root comment.
loadsgf j2003/slow/001-bent-three-dead.sgf
10 j2003_status C4
#? [dead]
20 j2003_status D4
#? [uncapturable]
30 j2003_result
#? [W\+15]

# A mixed double ko: White takes the ko-stone D3, Black the ko-stone C1. The attacker takes his
# ko, the defender takes the other and connects it on a point of the first ko-stone's local-2:
# both ko-stones are capturable-3, the position cannot be final. About 600,000 states; 20 to 35 s
# on a busy machine, hence here rather than in kos/.
loadsgf j2003/slow/002-mixed-double-ko-capturable-3.sgf
210 j2003_status D3
#? [capturable-3]
220 j2003_status C1
#? [capturable-3]
230 j2003_status B3
#? [uncapturable]
240 j2003_status E3
#? [uncapturable]
250 j2003_final
#? [false]
260 final_status_list dead
#? []
270 j2003_result
#? [none]
