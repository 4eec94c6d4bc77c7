# Positions beyond the default test run's budget: about a minute and 8 GB each with the present
# solver. Run with `mvn -B test -Pslow` (SlowPuzzleRegressionTest).

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
