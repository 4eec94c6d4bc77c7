# Slow life-and-death problems (about ten seconds each and more); run with mvn -B test -Pslow.
# 003 and 109 moved to tsumego.tst once the fill regions and the proof-number order made them
# take about a second.

# 101: bulky five in the corner (derivation in the SGF). White first: dead, and B1 is the only
# kill. Black first: uncapturable with B1; A2, C1 and the pass do not live (they may stay
# undecided, and then are simply not listed).
loadsgf tsumego/slow/101-bulky-five-corner.sgf
1011 shinpan_tsumego A3 attacker
#? [dead B1]
1012 shinpan_tsumego A3 defender
#? [(?!.*\b(A2|C1|p)\b)uncapturable( \S+)* B1( \S+)*]
