package org.shinpan.rules;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * The first moves of a record judged as J2003's alternating-sequence (J2003 v35a, Definitions 1)
 * without the hypothetical-analysis: the first play that {basic-ko} excludes, and a long cycle
 * ({long-cycle-tie / long-cycle-win}) that ended the game. The commands that analyse a record's
 * position under J2003 ({@code analyze}, GTP {@code loadsgf}) read its moves with this check, so
 * that a record with an illegal ko retake, or one that ended in a long cycle, is not taken for a
 * game that reached its position by legal moves and passes.
 *
 * <p>Only these two are looked at: the moves' physics (occupied points, suicide) is the record
 * reader's, and the direct-ko clause needs the hypothetical-analysis itself, which the analysis
 * reports ("not final"). A move out of turn is read past as the reader does. The two passes that end
 * the game are reported ({@link Finding#endedByPasses}): the final-position is the position just
 * after the ending pass (Definitions 2), and the commands analyse that one, not the moves a record
 * has after it.
 */
public final class AlternatingSequenceCheck {
    private AlternatingSequenceCheck() {}

    /**
     * What the check found.
     *
     * @param basicKo   the first play {basic-ko} excludes, in words ({@code illegal move 2 (B D3):
     *                  basic-ko: ...}), if any
     * @param basicKoLine the line of that play's node in the file, 0 if none or unknown
     * @param longCycle the long cycle that ended the game, if one did before that play
     * @param endedByPasses the move number of the pass that ended the game, succeeding a pass of the
     *                  opponent (Definitions 1), if the moves judged reach it; the record may go on
     *                  after it
     */
    public record Finding(Optional<String> basicKo, int basicKoLine, Optional<GameEnd> longCycle,
            OptionalInt endedByPasses) {
        /** Why the moves are no alternating-sequence that reached their position, in words, if they are not. */
        public Optional<String> refusal() {
            return basicKo.or(() -> longCycle.map(AlternatingSequenceCheck::longCycleText));
        }

        /** The refusal as an error about {@code source}, with the line of the play basic-ko excludes. */
        public Optional<org.shinpan.io.InputException> refusalIn(String source) {
            return refusal().map(why -> new org.shinpan.io.InputException(source, basicKo.isPresent() ? basicKoLine : 0,
                    0, why));
        }
    }

    /**
     * Judges the first {@code moves} moves of {@code game}'s main line. A record the game referees'
     * reader does not take (set-up stones after the first move, a node with two values), which the
     * position reader read up to its position, is judged by its positions alone: basic-ko, and no
     * long cycle.
     */
    public static Finding of(org.shinpan.sgf.SgfGame game, String source, int moves) {
        GameRecord record;
        try {
            record = SgfRecordReader.read(game.root(), source, java.util.List.of());
        } catch (org.shinpan.io.InputException e) {
            return basicKoOnly(game, moves);
        }
        return of(record, moves);
    }

    /**
     * The first play among {@code game}'s first {@code moves} that recreates the position before the
     * opponent's last move, and the first pass that succeeds a pass of the opponent.
     */
    private static Finding basicKoOnly(org.shinpan.sgf.SgfGame game, int moves) {
        var played = game.moves();
        for (int k = 2; k <= Math.min(moves, played.size()); k++) {
            var m = played.get(k - 1);
            var last = played.get(k - 2);
            if (m.isPass() && last.isPass() && last.player() != m.player()) {
                return new Finding(Optional.empty(), 0, Optional.empty(), OptionalInt.of(k));
            }
            if (m.isPass() || last.player() == m.player()) continue;
            if (game.positionAfter(k).equals(game.positionAfter(k - 2))) {
                return new Finding(Optional.of("illegal move " + k + " (" + m.player().letter() + " "
                        + game.graph().label(m.loc()) + "): basic-ko: it recreates the position just before move "
                        + (k - 1) + ", the opponent's last move"), m.line(), Optional.empty(), OptionalInt.empty());
            }
        }
        return new Finding(Optional.empty(), 0, Optional.empty(), OptionalInt.empty());
    }

    /** Judges the first {@code moves} moves of {@code record} (all of them if it has fewer). */
    public static Finding of(GameRecord record, int moves) {
        // the record's handicap as replay takes it: a placement Black passes is no pass toward the end
        Referee referee = new Referee(RuleSet.J2003.withHandicap(record.handicap()), record.start(), record.firstPlayer(),
                LifeAndDeathJudge.none("not needed: only basic-ko and long cycles are judged"));
        for (GameRecord.RecordedMove m : record.moves()) {
            if (m.number() > moves) break;
            Optional<GameEnd> end = referee.end();
            if (end.isPresent()) {
                // a long cycle or two passes end the game; what the record has after them is no part of it
                if (end.get().kind() != GameEnd.Kind.TWO_PASSES) return new Finding(Optional.empty(), 0, end, OptionalInt.empty());
                return new Finding(Optional.empty(), 0, Optional.empty(), OptionalInt.of(end.get().moveNumber()));
            }
            for (Violation v : referee.judge(m.player(), m.move()).violations()) {
                if (v.rule() == Prohibition.BASIC_KO) {
                    return new Finding(Optional.of("illegal move " + m.number() + " ("
                            + GameRecord.describe(record.graph(), m.player(), m.move()) + "): basic-ko: " + v.detail()),
                            m.line(), Optional.empty(), OptionalInt.empty());
                }
            }
            referee.play(m.player(), m.move());
        }
        Optional<GameEnd> end = referee.end();
        if (end.isPresent() && end.get().kind() == GameEnd.Kind.TWO_PASSES) {
            return new Finding(Optional.empty(), 0, Optional.empty(), OptionalInt.of(end.get().moveNumber()));
        }
        return new Finding(Optional.empty(), 0, end, OptionalInt.empty());
    }

    /**
     * Where a record's game ended, for the J2003 analysis of its final-position (Definitions 2: the
     * position just after the ending pass).
     *
     * @param moves    the moves that belong to the game: up to the ending pass, or all of them
     * @param position the position there: just after the ending pass (set-up nodes after it not
     *                 applied), or the record's last position where no two passes ended the game
     * @param warnings what was left out, or that the game did not end, in words
     */
    public record End(int moves, org.shinpan.board.Position position, java.util.List<String> warnings) {
        public End {
            warnings = java.util.List.copyOf(warnings);
        }

        /** Whether the record goes on after the end: moves are left out. */
        public boolean cut(int recordMoves) {
            return moves < recordMoves;
        }

        /**
         * The warnings as {@code source}'s, the first one followed by {@code hint} where the record of
         * {@code recordMoves} moves goes on after the end (how the caller reaches its last position):
         * {@code analyze} and GTP {@code loadsgf} print them in the same words.
         */
        public java.util.List<org.shinpan.io.Warning> warningsOf(String source, int recordMoves, String hint) {
            java.util.List<org.shinpan.io.Warning> all = new java.util.ArrayList<>();
            for (int i = 0; i < warnings.size(); i++) {
                String hinted = cut(recordMoves) && i == 0 ? warnings.get(i) + " (" + hint + ")" : warnings.get(i);
                all.add(new org.shinpan.io.Warning(source, 0, 0, hinted));
            }
            return all;
        }
    }

    /**
     * The end of {@code game}'s first {@code moves} moves, which {@code finding} judged (the record
     * need not be a J2003 game: {@code finding}'s refusal is the caller's). The one place that says
     * where a record's game ended, for {@code analyze}, the API (so {@code batch}) and GTP.
     */
    public static End end(org.shinpan.sgf.SgfGame game, Finding finding, int moves) {
        java.util.List<String> warnings = new java.util.ArrayList<>();
        if (finding.endedByPasses().isPresent()) {
            int end = finding.endedByPasses().getAsInt();
            movesAfterTheEnd(end, moves).ifPresent(warnings::add);
            org.shinpan.board.Position justAfter = game.positionJustAfter(end);
            if (!justAfter.equals(game.positionAfter(end))) warnings.add(setUpAfterTheEnd(end));
            return new End(end, justAfter, warnings);
        }
        if (moves > 0 && finding.refusal().isEmpty()) warnings.add(notEnded(moves));
        return new End(moves, game.positionAfter(moves), warnings);
    }

    /**
     * The refusal of a record whose pass at move {@code end}, taken for the end, is one direct-ko
     * excludes ({@code why}: the analysis' words), where the record goes on to move {@code recordMoves}.
     */
    public static String directKoAtTheEnd(int end, String why, int recordMoves) {
        return "move " + end + " (a pass after a pass) does not end the game: " + why
                + " (J2003, Alternating-sequence {direct-ko}), and the record goes on to move " + recordMoves;
    }

    /**
     * The warning for a record that goes on after the two passes that ended the game at move
     * {@code end} (of {@code moves}), if it does.
     */
    private static Optional<String> movesAfterTheEnd(int end, int moves) {
        if (end >= moves) return Optional.empty();
        return Optional.of("the game ended with two passes at move " + end + " (J2003, Alternating-sequence: it"
                + " ends with the pass that succeeds a pass); "
                + (moves - end == 1 ? "move " + moves + " comes" : "moves " + (end + 1) + "-" + moves + " come")
                + " after the end and " + (moves - end == 1 ? "is" : "are") + " not carried out: the final-position is"
                + " the position after move " + end);
    }

    /** The warning for a record of {@code moves} moves (1 or more) that ends without the two passes that end a game. */
    private static String notEnded(int moves) {
        return "the record ends at move " + moves + " without the two passes that end a game (J2003,"
                + " Alternating-sequence):"
                + " its last position is taken as if the game had ended there";
    }

    /**
     * A record's main line read for the position where its game ended: the whole main line, or,
     * where the board cannot carry out a move (an occupied point, a suicide) that comes after the
     * two passes that ended the game, the main line before that move, with a warning naming it in
     * {@code warnings}. The end is J2003's (Alternating-sequence): what comes after it is no part of
     * the game, so it cannot refuse the record. A move the board refuses before the end refuses it.
     *
     * @throws org.shinpan.io.InputException for a bad record, or a move refused before the end
     */
    public static org.shinpan.sgf.SgfGame readToTheEnd(String text, String source,
            org.shinpan.board.SuicideRule suicideRule, java.util.List<String> warnings) {
        try {
            return org.shinpan.sgf.SgfGame.parse(text, source, suicideRule);
        } catch (org.shinpan.sgf.IllegalRecordMove e) {
            int before = e.moveNumber() - 1;
            org.shinpan.sgf.SgfGame game = org.shinpan.sgf.SgfGame.parse(text, source, suicideRule, before);
            Finding finding = of(game, source, before);
            if (finding.endedByPasses().isEmpty()) throw e;
            warnings.add(new org.shinpan.io.Warning(source, 0, 0, refusedAfterTheEnd(e, finding.endedByPasses().getAsInt()))
                    .toString());
            return game;
        }
    }

    /** The warning for set-up nodes after the end of the game at move {@code end}, which are not applied. */
    private static String setUpAfterTheEnd(int end) {
        return "set-up after the two passes that ended the game at move " + end + " is not applied: the final-position"
                + " is the position just after the ending pass (J2003 Definitions 2)";
    }

    /** The warning for a move the board refuses ({@code e}) after the end of the game at move {@code end}. */
    public static String refusedAfterTheEnd(org.shinpan.sgf.IllegalRecordMove e, int end) {
        return "move " + e.moveNumber() + " cannot be carried out (" + e.getMessage() + "), but it comes after the two"
                + " passes that ended the game at move " + end + "; it and the moves after it are not read";
    }

    /** The sentence for a game that a long cycle ended: when, and the result. */
    public static String longCycleText(GameEnd end) {
        return "the game ended at " + end.describe() + " (J2003 Definitions 1): it has no final-position to analyse";
    }
}
