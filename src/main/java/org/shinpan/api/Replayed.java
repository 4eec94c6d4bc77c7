package org.shinpan.api;

import java.util.List;
import java.util.Optional;
import org.shinpan.rules.RuleSet;

/**
 * A whole game refereed by {@link Shinpan#replay}.
 *
 * @param rules          the rule set used, komi included
 * @param moves          the moves of the record
 * @param illegalMoves   the moves that break a rule; the replay stops at the first
 * @param end            how the game ended, in words ({@code move 29: two consecutive passes});
 *                       empty if it did not end
 * @param result         {@code B+n}, {@code W+n}, {@code Draw}, {@code B+}/{@code W+} for a J2003
 *                       long-cycle-win, {@code unknown} or {@code none}
 * @param resultWithKomi J2003: the result with komi as a tournament addition
 * @param explanation    how the result was reached
 * @param deadStones     the dead stones territory counting or J2003 used; empty if none
 */
public record Replayed(RuleSet rules, int moves, List<IllegalMove> illegalMoves, Optional<String> end, String result,
        Optional<String> resultWithKomi, String explanation, List<String> deadStones) {

    public Replayed {
        illegalMoves = List.copyOf(illegalMoves);
        deadStones = List.copyOf(deadStones);
    }

    /**
     * One illegal move.
     *
     * @param number     its number in the record
     * @param move       the move in words, e.g. {@code B D4}
     * @param violations each rule it breaks, with the details
     */
    public record IllegalMove(int number, String move, List<String> violations) {
        public IllegalMove {
            violations = List.copyOf(violations);
        }
    }
}
