package org.shinpan.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.shinpan.board.Player;
import org.shinpan.hypo.Capturability;
import org.shinpan.io.Json;
import org.shinpan.rules.RuleSet;

/**
 * The verdict on one final position under one rule set, as plain immutable values: vertices are
 * GTP labels ({@code D4}) on a grid, location names on other graphs.
 *
 * @param rules              the rule set, komi included
 * @param board              the board, e.g. {@code 19x19} or {@code graph of 7 locations}
 * @param strings            every string with its status (J2003 hypothetical-analysis); empty under
 *                           area scoring, which needs no life and death
 * @param deadStones         the stones of the dead strings, ascending
 * @param blackTerritory     Black's territory; empty when unknown
 * @param whiteTerritory     White's territory; empty when unknown
 * @param dame               the empty intersections that count for nobody: J2003's dame (Definitions
 *                           3); territory counting's and area scoring's regions reaching both colours
 *                           or none; empty while a J2003 status is unknown
 * @param seki               the intersections of J2003 in-seki regions; empty when unknown or not J2003
 * @param prisonerDifference white stones minus black stones removed during the game
 * @param score              the margin in Black's favour: J2003's score (komi is no part of it),
 *                           or Black's points minus White's with komi for area and territory
 *                           scoring; empty when unknown
 * @param result             {@code B+n}, {@code W+n}, {@code Draw}; {@code unknown} when some status
 *                           is; {@code none} when a J2003 position cannot be final (direct-ko)
 * @param resultWithKomi     J2003 only: the result with the rule set's komi as a tournament addition
 * @param isFinal            false when a J2003 final-string is capturable-3 (the ending pass was illegal)
 * @param note               why something is unknown or not final; empty if nothing is
 */
public record Analysis(RuleSet rules, String board, List<StringStatus> strings, List<String> deadStones,
        List<String> blackTerritory, List<String> whiteTerritory, List<String> dame, List<String> seki,
        int prisonerDifference, OptionalDouble score, String result, Optional<String> resultWithKomi,
        boolean isFinal, String note) {

    public Analysis {
        // no binary noise of score - komi (0.10000000000000009 for 1 - 0.9)
        if (score.isPresent()) score = OptionalDouble.of(org.shinpan.rules.Outcome.rounded(score.getAsDouble()));
        strings = List.copyOf(strings);
        deadStones = List.copyOf(deadStones);
        blackTerritory = List.copyOf(blackTerritory);
        whiteTerritory = List.copyOf(whiteTerritory);
        dame = List.copyOf(dame);
        seki = List.copyOf(seki);
    }

    /**
     * One string and its J2003 class.
     *
     * @param player      its colour
     * @param stones      its stones, ascending
     * @param status      uncapturable, capturable-1/2/3, dead or unknown (J2003 v35a, "Life and Death")
     * @param certificate the principal sequence of the test that decided it, in the rules'
     *                    notation ({@code W:C1 B:p W:p}); empty if none
     * @param note        why it is unknown, or another remark; empty if none
     * @param bound       the best class it can still have: {@code status} where decided; where
     *                    unknown, capturable-1 or capturable-2 once a test proved its capture (with
     *                    no local-1 permanent-stone), else uncapturable
     * @param alive       whether it is alive; empty when unknown. Known with an unknown status where
     *                    its owner keeps a permanent-stone on local-2 (docs/j2003.md, "Alive by a
     *                    permanent-stone miai"): uncapturable, capturable-1 or capturable-2, all alive
     * @param koStone     whether it is a ko-stone of the final-position (J2003 Definitions 2), the one
     *                    kind of string that can be capturable-3
     */
    public record StringStatus(Player player, List<String> stones, Capturability status, String certificate,
            String note, Capturability bound, Optional<Boolean> alive, boolean koStone) {

        public StringStatus {
            stones = List.copyOf(stones);
            if (status != Capturability.UNKNOWN && !alive.equals(Optional.of(status.isAlive()))) {
                throw new IllegalArgumentException("a " + status.word() + " string is " + (status.isAlive() ? "alive" : "dead"));
            }
        }
    }

    /** How many strings have an unknown status. */
    public int unknownCount() {
        return (int) strings.stream().filter(s -> s.status() == Capturability.UNKNOWN).count();
    }

    /**
     * Whether the position is final, as far as it is proven: false once a string is capturable-3,
     * null while a ko-stone's status is unknown (only a ko-stone can be capturable-3), else true.
     */
    public Boolean finalIfKnown() {
        if (!isFinal) return false;
        // only a ko-stone can be capturable-3 (J2003, Life and Death)
        return strings.stream().anyMatch(s -> s.status() == Capturability.UNKNOWN && s.koStone()) ? null : Boolean.TRUE;
    }

    /**
     * The analysis as one line of JSON: {@code rules}, {@code board}, {@code strings} (each with
     * {@code color}, {@code stones}, {@code status}, {@code alive}, {@code certificate},
     * {@code note}, {@code bound}), {@code deadStones}, {@code territory} ({@code black}, {@code white}),
     * {@code dame}, {@code seki}, {@code prisonerDifference}, {@code score}, {@code result},
     * {@code resultWithKomi}, {@code final} ({@code null} while a ko-stone's status is unknown and no
     * capturable-3 string is proven), {@code unknown} (the count) and {@code note}; an unknown or
     * absent value is {@code null}, an unknown list (territory, dame, seki while a status is unknown)
     * empty, as the record's components are.
     */
    public String toJson() {
        return Json.write(toJsonMap());
    }

    /** The fields of {@link #toJson()}, in order, for a caller that adds its own. */
    public Map<String, Object> toJsonMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rules", rules.toString());
        m.put("board", board);
        List<Object> list = new ArrayList<>();
        for (StringStatus s : strings) {
            Map<String, Object> sm = new LinkedHashMap<>();
            sm.put("color", s.player().lowerName());
            sm.put("stones", s.stones());
            sm.put("status", s.status().word());
            sm.put("alive", s.alive().orElse(null));
            sm.put("certificate", s.certificate().isEmpty() ? null : s.certificate());
            sm.put("note", s.note().isEmpty() ? null : s.note());
            sm.put("bound", s.bound().word());
            list.add(sm);
        }
        m.put("strings", list);
        m.put("deadStones", deadStones);
        Map<String, Object> territory = new LinkedHashMap<>();
        territory.put("black", blackTerritory);
        territory.put("white", whiteTerritory);
        m.put("territory", territory);
        m.put("dame", dame);
        m.put("seki", seki);
        m.put("prisonerDifference", prisonerDifference);
        m.put("score", score.isPresent() ? score.getAsDouble() : null);
        m.put("result", result);
        m.put("resultWithKomi", resultWithKomi.orElse(null));
        m.put("final", finalIfKnown());
        m.put("unknown", unknownCount());
        m.put("note", note.isEmpty() ? null : note);
        return m;
    }

    /** The status of the string on {@code vertex}. */
    public Optional<StringStatus> statusAt(String vertex) {
        return strings.stream().filter(s -> s.stones().contains(vertex)).findFirst();
    }
}
