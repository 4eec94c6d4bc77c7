# J2003 basics, in the GNU Go / gogui-regress format: a numbered command is a test, the
# "#?" line after it a regular expression its response must match; a trailing * marks a
# known failure. File names are relative to puzzles/. Run all files with `mvn test`
# (PuzzleRegressionTest), or this one with
#   gogui-regress "java -jar target/shinpan.jar gtp --base puzzles" puzzles/j2003/basic/basic.tst

# One eye in the corner: the black string B3 A2 B2 is dead, White's string is uncapturable.
loadsgf j2003/basic/002-one-eye-dead.sgf
10 j2003_status B3
#? [dead]
20 j2003_status C3
#? [uncapturable]
30 j2003_result
#? [W\+9]
# The dead stones, in any order.
40 final_status_list dead
#? [(?=.*\bB3\b)(?=.*\bA2\b)(?=.*\bB2\b)\S+ \S+ \S+]
