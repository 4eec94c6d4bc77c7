package org.shinpan.board;

import java.util.List;

/**
 * A play computed from scratch on immutable positions, as the rules state it, for comparison
 * with the incremental {@link Board}: put the stone, remove every opposing string left without a
 * liberty, then refuse or remove the new stone's string if it has none (J2003 v35a, Definitions
 * 1, "play"; LJ rules 6, 9, 10). Slow and simple on purpose: it uses only {@link Position#with}
 * and {@link Position#strings()}.
 *
 * @param legal        whether the play can be made
 * @param reason       why not, when it cannot
 * @param after        the position after the play (the one before when illegal)
 * @param captured     opposing stones removed
 * @param suicided     own stones removed
 * @param singleCapture the location of the only captured stone, or -1 unless exactly one
 */
record ReferencePlay(boolean legal, IllegalMoveException.Reason reason, Position after, int captured, int suicided,
        int singleCapture) {

    static ReferencePlay of(Position before, int loc, Player player, SuicideRule rule) {
        if (!before.isEmpty(loc)) {
            return new ReferencePlay(false, IllegalMoveException.Reason.OCCUPIED, before, 0, 0, -1);
        }
        Position placed = before.with(loc, player.stone());
        Position p = placed;
        int captured = 0;
        int lastCaptured = -1;
        for (StoneString s : placed.strings()) {
            if (s.player() != player && s.liberties().isEmpty()) {
                p = remove(p, s);
                captured += s.size();
                lastCaptured = s.anchor();
            }
        }
        StoneString own = p.stringAt(loc);
        int suicided = 0;
        if (own.liberties().isEmpty()) {
            if (rule == SuicideRule.PROHIBITED) {
                return new ReferencePlay(false, IllegalMoveException.Reason.SUICIDE, before, 0, 0, -1);
            }
            p = remove(p, own);
            suicided = own.size();
        }
        return new ReferencePlay(true, null, p, captured, suicided, captured == 1 ? lastCaptured : -1);
    }

    private static Position remove(Position p, StoneString s) {
        for (int i = 0; i < s.size(); i++) {
            p = p.with(s.stones().get(i), Occupant.EMPTY);
        }
        return p;
    }

    /**
     * {@code p} with every string that has no liberty removed, all at once. Removing stones only
     * adds liberties to the strings that remain, so the result is legal.
     */
    static Position withoutBreathlessStrings(Position p) {
        List<StoneString> strings = p.strings();
        Position q = p;
        for (StoneString s : strings) {
            if (s.liberties().isEmpty()) q = remove(q, s);
        }
        return q;
    }
}
