# Life-and-death problems (shinpan_tsumego VERTEX attacker|defender: the target's class with that
# side to move first, then every correct first move, sorted; a pass is "p"). The problem is framed
# as `java -jar target/shinpan.jar tsumego FILE` does (docs/tsumego.md). Expectations are derived by
# hand in each SGF's root comment. Slow problems are in slow/ (mvn -B test -Pslow).

# A lower state limit keeps each test's memory well inside the test JVM's heap (the undecided
# first moves of 002 would otherwise each build 2,000,000 states); no verdict here needs more.
shinpan_max_states 1000000

# 001: straight three on the edge: B1 kills, B1 lives.
loadsgf tsumego/001-straight-three.sgf
10 shinpan_tsumego A2 attacker
#? [dead B1]
20 shinpan_tsumego A2 defender
#? [uncapturable B1]

# 002: straight four on the edge: alive whatever White does; Black lives with B1, C1 or a pass.
loadsgf tsumego/002-straight-four.sgf
110 shinpan_tsumego A2 attacker
#? [uncapturable( \S+)*]
120 shinpan_tsumego A2 defender
#? [uncapturable B1 C1 p]

# 004: one eye and a ko that Black can never resolve (derivation in the SGF). The optional third
# argument names the player with unlimited ko threats (tsumego --ko-threats). J2003 and White as
# ko master: dead with either side first; Black as ko master: uncapturable with either side first.
loadsgf tsumego/004-eye-and-ko.sgf
210 shinpan_tsumego A2 attacker
#? [dead C1]
220 shinpan_tsumego A2 attacker black
#? [uncapturable C1 p]
230 shinpan_tsumego A2 defender black
#? [uncapturable p]
240 shinpan_tsumego A2 attacker white
#? [dead C1]
250 shinpan_tsumego A2 defender white
#? [dead A1 C1 p]
