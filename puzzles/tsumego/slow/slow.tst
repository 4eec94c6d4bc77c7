# Slow life-and-death problems (ten seconds and more each); run with mvn -B test -Pslow.
# Expectations are the hand derivations in the SGF comments (their Expect lines).

# 108: a ko for the connection. White first: dead, E3 the only kill (it resolves the ko). Black
# first: uncapturable, E3 the only living move (the ko-capture, which White may not retake). With
# White's unlimited ko threats every black first move dies (A1 B1 D1 E3 G1 p), so Black's verdict
# hangs on a ko that White needs threats for.
loadsgf tsumego/slow/108-ko-for-the-connection.sgf
1081 shinpan_tsumego A2 attacker
#? [dead E3]
1082 shinpan_tsumego A2 defender
#? [uncapturable E3]
1083 shinpan_tsumego_ko A2 defender
#? [attacker-needs-threats white dead A1 B1 D1 E3 G1 p]

# 116: two black strings and one cutting point. White first: dead, E2 the only kill. Black first:
# uncapturable, E2 the only living move.
loadsgf tsumego/slow/116-cutting-point.sgf
1161 shinpan_tsumego A2 attacker
#? [dead E2]
1162 shinpan_tsumego A2 defender
#? [uncapturable E2]
