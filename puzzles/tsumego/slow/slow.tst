# Slow life-and-death problems (about a minute each); run with mvn -B test -Pslow.

# 003: squared four in the corner: dead with either side first; W B2 kills, a white pass does not.
loadsgf tsumego/slow/003-squared-four.sgf
10 shinpan_tsumego A3 attacker
#? [dead (\S+ )*B2( \S+)*]
20 shinpan_tsumego A3 attacker
#? [(?!.* p$).*]
30 shinpan_tsumego A3 defender
#? [dead( \S+)*]

# 109: five points in the corner on the edge, open at one end (derivation in the SGF). White first:
# dead, W E1 kills and a pass does not (the other white moves are not pinned). Black first:
# uncapturable with B1 or E1; C1, D1 and the pass die (A1 is not pinned).
loadsgf tsumego/slow/109-open-five-edge.sgf
1010 shinpan_tsumego A2 attacker
#? [dead( [A-T]\d+)* E1( [A-T]\d+)*]
1020 shinpan_tsumego A2 defender
#? [(?!.*\b(C1|D1|p)\b)uncapturable( \S+)* B1( \S+)* E1( \S+)*]

# 101: bulky five in the corner (derivation in the SGF). White first: dead, and B1 is the only
# kill. Black first: uncapturable with B1; A2, C1 and the pass do not live (they may stay
# undecided, and then are simply not listed).
loadsgf tsumego/slow/101-bulky-five-corner.sgf
1011 shinpan_tsumego A3 attacker
#? [dead B1]
1012 shinpan_tsumego A3 defender
#? [(?!.*\b(A2|C1|p)\b)uncapturable( \S+)* B1( \S+)*]
