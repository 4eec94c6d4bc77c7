# J2003 ko puzzles, in the GNU Go / gogui-regress format: a numbered command is a test, the
# "#?" line after it a regular expression its response must match; a trailing * marks a
# known failure. File names are relative to puzzles/. The expected values are derived by hand
# from the rules text in each SGF's root comment. Run with `mvn test` (PuzzleRegressionTest) or
#   gogui-regress "java -jar target/shinpan.jar gtp --base puzzles" puzzles/j2003/kos/kos.tst

# 001: two black kos between the same walls. White can take only one; Black connects the other on
# a point of the first ko-stone's local-2: both ko-stones are capturable-3, the position cannot be
# final and has no result.
loadsgf j2003/kos/001-double-ko-capturable-3.sgf
10 j2003_status D3
#? [capturable-3]
20 j2003_status D1
#? [capturable-3]
30 j2003_status B3
#? [uncapturable]
40 j2003_status E3
#? [uncapturable]
50 j2003_final
#? [false]
60 final_status_list dead
#? []
70 j2003_result
#? [none]

# 002: double-ko seki. The two one-eyed strings are uncapturable: the attacker can cycle through
# the kos with ko-passes for ever but never capture. The ko-stones C3 and D1 are dead: the
# attacker captures at once, retakes every ko-capture of the owner (ko-passing when banned) while
# the big strings stand, and if the owner gives his big string up, captures it and makes a
# pass-alive string over all of local-2. The empty ko points D3 and C1 are dame, both regions
# in-seki: score 0, a tie. The budget is raised because the ko-stones' local-2 tests need about
# 2.1 and 2.4 million states, over the default 2,000,000; the larger one's table peaks at about
# 247 MiB (108 bytes a state), just inside the default 256 MiB (docs/benchmarks.md), so the table
# limit is raised too, to keep a margin.
shinpan_max_states 3000000
shinpan_table_mib 384
loadsgf j2003/kos/002-double-ko-seki.sgf
110 j2003_status A3
#? [uncapturable]
120 j2003_status E3
#? [uncapturable]
130 j2003_status C3
#? [dead]
140 j2003_status D1
#? [dead]
150 j2003_final
#? [true]
160 final_status_list dead
#? [(?s)(?=.*\bC3\b)(?=.*\bD1\b)\S+\s+\S+]
170 final_status_list dame
#? [(?=.*\bD3\b)(?=.*\bC1\b)\S+\s+\S+]
180 final_status_list black_territory
#? []
185 final_status_list white_territory
#? []
190 j2003_score
#? [0]
195 j2003_result
#? [Draw]
shinpan_max_states 2000000
shinpan_table_mib 256
