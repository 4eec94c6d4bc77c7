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
# the kos with ko-passes for ever but never capture. The ko-stones C3 and D1 are not tested: their
# permanent-stone tests exceed the budget, which is lowered here to keep the run short (the two
# tested strings need fewer than 300,000 states each).
shinpan_max_states 350000
loadsgf j2003/kos/002-double-ko-seki.sgf
110 j2003_status A3
#? [uncapturable]
120 j2003_status E3
#? [uncapturable]
shinpan_max_states 2000000
