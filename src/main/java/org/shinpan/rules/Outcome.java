package org.shinpan.rules;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.shinpan.board.Player;

/**
 * The result of a replayed game.
 *
 * @param kind          scored, decided without a score (long cycle), unknown, or none
 * @param result        {@code B+n}, {@code W+n}, {@code Draw}; {@code B+}/{@code W+} for a
 *                      long-cycle-win (a win with no margin); {@code unknown}; {@code none}
 * @param counts        the counts, when scored
 * @param margin        Black's points minus White's, komi included for area and territory
 *                      scoring, not for J2003 (its score); empty unless scored
 * @param komi          the komi of the rule set
 * @param resultWithKomi J2003 only: the result with komi as a tournament addition
 * @param explanation   how the result was reached, in words
 */
public record Outcome(Kind kind, String result, Optional<Counting.Counts> counts, OptionalDouble margin, double komi,
        Optional<String> resultWithKomi, String explanation) {

    public Outcome {
        if (margin.isPresent()) margin = OptionalDouble.of(rounded(margin.getAsDouble()));
    }

    /** What kind of result a game got. */
    public enum Kind {
        /** Counted: the result has a margin. */
        SCORED,
        /** Decided by a J2003 long cycle: a tie or a win without a margin. */
        LONG_CYCLE,
        /** The game ended but the result could not be decided (the analysis said unknown). */
        UNKNOWN,
        /** The game did not end (the record stops early, or the replay stopped at an illegal move). */
        NONE
    }

    static Outcome none(String why, double komi) {
        return new Outcome(Kind.NONE, "none", Optional.empty(), OptionalDouble.empty(), komi, Optional.empty(), why);
    }

    static Outcome unknown(String why, double komi) {
        return new Outcome(Kind.UNKNOWN, "unknown", Optional.empty(), OptionalDouble.empty(), komi, Optional.empty(), why);
    }

    /** The result of a game a J2003 long cycle ended (J2003 v35a, Definitions 1, {long-cycle-tie / long-cycle-win}). */
    public static Outcome longCycle(GameEnd end, double komi) {
        String result = end.winner().map(p -> p == Player.BLACK ? "B+" : "W+").orElse("Draw");
        return new Outcome(Kind.LONG_CYCLE, result, Optional.empty(), OptionalDouble.empty(), komi, Optional.empty(),
                "J2003 " + end.kind().word() + " (" + end.describe() + "); komi does not apply");
    }

    /**
     * {@code x} rounded to 12 decimals. A komi has at most 12 decimals (the readers' bound) and a
     * score none: rounding there drops the binary noise of score - komi (9 - 9.0000001 printed
     * W+0.0000000999999993922529, and 1 - 0.9 gave 0.09999999999999998).
     */
    public static double rounded(double x) {
        return java.math.BigDecimal.valueOf(x).setScale(12, java.math.RoundingMode.HALF_EVEN).doubleValue();
    }

    /** RE values with a margin: B+n, W+n; a draw: 0, Draw, Jigo. */
    private static final Pattern SCORED = Pattern.compile("([BW])\\+([0-9]+(?:\\.[0-9]*)?)");
    private static final Pattern DRAW = Pattern.compile("0|draw|jigo",
            Pattern.CASE_INSENSITIVE);

    /**
     * Whether J2003's {@code score} less {@code komi} equals the margin a record's {@code RE}
     * gives; {@code null} when RE gives none (absent, resignation, time, forfeit, unknown) or the
     * score is unknown. A position that is not final has no result, so it disagrees with any margin
     * (or draw) RE gives.
     */
    public static Boolean agreesWithRecord(String re, OptionalDouble score, double komi, boolean isFinal) {
        if (re == null || score.isEmpty()) return null;
        String r = re.trim();
        double recorded;
        Matcher m = SCORED.matcher(r);
        if (m.matches()) {
            recorded = Double.parseDouble(m.group(2)) * (m.group(1).equals("B") ? 1 : -1);
        } else if (DRAW.matcher(r).matches()) {
            recorded = 0;
        } else {
            return null;
        }
        return isFinal && Math.abs(score.getAsDouble() - komi - recorded) < 1e-9;
    }

    /** {@code B+n}, {@code W+n} or {@code Draw} for Black's margin {@code x}. */
    public static String resultOf(double x) {
        java.math.BigDecimal margin = java.math.BigDecimal.valueOf(x).setScale(12, java.math.RoundingMode.HALF_EVEN)
                .stripTrailingZeros();
        if (margin.signum() == 0) return "Draw";
        return (margin.signum() > 0 ? "B+" : "W+") + margin.abs().toPlainString();
    }
}
