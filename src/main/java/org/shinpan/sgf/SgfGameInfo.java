package org.shinpan.sgf;

import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The game-information properties a referee needs (SGF FF[4], properties.html, "Game info
 * properties"; go.html for {@code HA} and {@code KM}).
 *
 * <p>Absent properties are empty; an absent {@code HA} is 0. Text values are as read (escapes
 * undone, nothing else changed).
 *
 * @param komi        {@code KM}, the komi
 * @param handicap    {@code HA}, the number of handicap stones, 0 if absent
 * @param rules       {@code RU}, the rule set's name
 * @param result      {@code RE}, the result, e.g. {@code B+3.5}
 * @param blackPlayer {@code PB}
 * @param whitePlayer {@code PW}
 * @param date        {@code DT}
 * @param gameName    {@code GN}
 */
public record SgfGameInfo(OptionalDouble komi, int handicap, Optional<String> rules, Optional<String> result,
        Optional<String> blackPlayer, Optional<String> whitePlayer, Optional<String> date,
        Optional<String> gameName) {
}
