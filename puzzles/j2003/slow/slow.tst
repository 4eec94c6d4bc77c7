# Positions beyond the default test run's budget. Run with `mvn -B test -Pslow`
# (SlowPuzzleRegressionTest). The bent three in the corner, once here (a minute, 8 GB), moved to
# eyes/008 when settled states brought it to about 6 s.

shinpan_max_states 10000000
shinpan_time_limit 900

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
