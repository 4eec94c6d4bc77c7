# Slow life-and-death problems (about a minute each); run with mvn -B test -Pslow.

# 003: squared four in the corner: dead with either side first; W B2 kills, a white pass does not.
loadsgf tsumego/slow/003-squared-four.sgf
10 shinpan_tsumego A3 attacker
#? [dead (\S+ )*B2( \S+)*]
20 shinpan_tsumego A3 attacker
#? [(?!.* p$).*]
30 shinpan_tsumego A3 defender
#? [dead( \S+)*]
