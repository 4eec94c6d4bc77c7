package org.shinpan.rules;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.shinpan.board.SuicideRule;

/**
 * A rule set as a value: the ko rule, the suicide rule, the scoring rule, komi and handicap
 * (after KataGo's {@code Rules}: presets, and a {@link #parse}/{@link #toString} round trip).
 *
 * <h2>Presets</h2>
 * <ul>
 *   <li>{@code tromp-taylor} — the basic rules of seed {@code 004_…}: positional superko (rule 8),
 *       suicide allowed (rule 7, step 3), area scoring (rule 9), no komi.
 *   <li>{@code tromp-taylor-7a} — the same with the optional rule 7A: suicide prohibited.
 *   <li>{@code j2003} — the Japanese 2003 Rules v35a (seed {@code 001_…}): basic-ko and
 *       long-cycle-tie/win, no suicide, the hypothetical-analysis' score; komi (default 0) is
 *       reported beside the J2003 result as a tournament addition, not part of it.
 *   <li>{@code territory} — plain territory counting (seed {@code 003_…}): the plain ko rule,
 *       suicide prohibited, territory + prisoners + dead stones, komi 6.5.
 * </ul>
 *
 * <h2>Text form</h2>
 * {@code NAME[,key=value...]} or {@code ko=K,suicide=S,scoring=C[,komi=N][,handicap=H]}, keys
 * {@code ko} ({@link KoRule#word()}), {@code suicide} ({@code allowed}/{@code prohibited}),
 * {@code scoring} ({@link ScoringRule#word()}), {@code komi} (a decimal number) and
 * {@code handicap} (a whole number ≥ 0). {@link #toString} writes the preset whose ko, suicide
 * and scoring rules match, followed by komi and handicap where they differ from the preset's;
 * {@code parse(r.toString()).equals(r)} for every rule set.
 *
 * @param koRule      which repetitions are forbidden or end the game
 * @param suicideRule whether a play may remove its own string
 * @param scoringRule how the finished game is counted
 * @param komi        points given to White (J2003: a tournament addition reported beside the result)
 * @param handicap    handicap stones; with an empty starting position Black places them as his
 *                    first plays (see {@link Referee})
 */
public record RuleSet(KoRule koRule, SuicideRule suicideRule, ScoringRule scoringRule, double komi, int handicap) {
    /** The largest komi accepted, in absolute value. */
    public static final double MAX_KOMI = 10_000;
    /** The largest handicap accepted. */
    public static final int MAX_HANDICAP = 625;

    public static final RuleSet TROMP_TAYLOR =
            new RuleSet(KoRule.POSITIONAL_SUPERKO, SuicideRule.ALLOWED, ScoringRule.AREA, 0, 0);
    public static final RuleSet TROMP_TAYLOR_7A =
            new RuleSet(KoRule.POSITIONAL_SUPERKO, SuicideRule.PROHIBITED, ScoringRule.AREA, 0, 0);
    public static final RuleSet J2003 =
            new RuleSet(KoRule.BASIC_KO_LONG_CYCLE, SuicideRule.PROHIBITED, ScoringRule.J2003, 0, 0);
    public static final RuleSet TERRITORY =
            new RuleSet(KoRule.BASIC_KO, SuicideRule.PROHIBITED, ScoringRule.TERRITORY, 6.5, 0);
    /** The Logical Japanese Rules' play (rules 2–13) and scoring (rule 5); suicide is prohibited (rule 9). */
    public static final RuleSet LJ = new RuleSet(KoRule.LJ, SuicideRule.PROHIBITED, ScoringRule.CONTROL, 0, 0);
    /** Lasker–Maas, with its half point as komi 0.5. */
    public static final RuleSet LASKER_MAAS =
            new RuleSet(KoRule.SAME_PLAYER_SUPERKO, SuicideRule.PROHIBITED, ScoringRule.SUPPLY, 0.5, 0);

    private static final Map<String, RuleSet> PRESETS = presets();
    private static final Pattern NUMBER = Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)");
    private static final Pattern WHOLE = Pattern.compile("[+]?[0-9]{1,9}");
    private static final String KEYS = "ko, suicide, scoring, komi, handicap";

    public RuleSet {
        if (koRule == null || suicideRule == null || scoringRule == null) {
            throw new IllegalArgumentException("a rule set needs a ko, a suicide and a scoring rule");
        }
        if (!Double.isFinite(komi) || Math.abs(komi) > MAX_KOMI) {
            throw new IllegalArgumentException("komi must be a number from -" + format(MAX_KOMI) + " to "
                    + format(MAX_KOMI) + ", not " + komi);
        }
        if (!isCoherent(koRule, suicideRule, scoringRule)) {
            throw new IllegalArgumentException("ko=" + koRule.word() + ", suicide="
                    + suicideRule.name().toLowerCase(Locale.ROOT) + " and scoring=" + scoringRule.word()
                    + " do not go together: the Logical Japanese Rules are ko=lj,suicide=prohibited,scoring=control"
                    + " and Lasker-Maas is ko=same-player-superko,suicide=prohibited,scoring=supply, each whole");
        }
        if (komi == 0) komi = 0; // no -0.0: it would print as 0 and break the round trip
        if (handicap < 0 || handicap > MAX_HANDICAP) {
            throw new IllegalArgumentException("handicap must be from 0 to " + MAX_HANDICAP + ", not " + handicap);
        }
    }

    /**
     * Whether the parts make a rule set Shinpan referees: the LJ and Lasker–Maas rules come whole
     * (their own referees); the other ko, suicide and scoring rules combine freely.
     */
    public static boolean isCoherent(KoRule ko, SuicideRule suicide, ScoringRule scoring) {
        boolean lj = ko == KoRule.LJ || scoring == ScoringRule.CONTROL;
        boolean lm = ko == KoRule.SAME_PLAYER_SUPERKO || scoring == ScoringRule.SUPPLY;
        if (lj) return ko == KoRule.LJ && scoring == ScoringRule.CONTROL && suicide == SuicideRule.PROHIBITED;
        if (lm) return ko == KoRule.SAME_PLAYER_SUPERKO && scoring == ScoringRule.SUPPLY && suicide == SuicideRule.PROHIBITED;
        return true;
    }

    private static Map<String, RuleSet> presets() {
        Map<String, RuleSet> m = new LinkedHashMap<>();
        m.put("tromp-taylor", TROMP_TAYLOR);
        m.put("tromp-taylor-7a", TROMP_TAYLOR_7A);
        m.put("j2003", J2003);
        m.put("territory", TERRITORY);
        m.put("lj", LJ);
        m.put("lasker-maas", LASKER_MAAS);
        return Collections.unmodifiableMap(m);
    }

    /** The presets by name, in the order of the class comment. */
    public static Map<String, RuleSet> presetsByName() {
        return PRESETS;
    }

    /** The preset names, comma separated, for messages. */
    public static String presetNames() {
        return String.join(", ", PRESETS.keySet());
    }

    /** The preset called {@code name} (any case), if there is one. */
    public static Optional<RuleSet> preset(String name) {
        return Optional.ofNullable(PRESETS.get(name.trim().toLowerCase(Locale.ROOT)));
    }

    /** This rule set with komi {@code k}. */
    public RuleSet withKomi(double k) {
        return new RuleSet(koRule, suicideRule, scoringRule, k, handicap);
    }

    /** This rule set with {@code h} handicap stones. */
    public RuleSet withHandicap(int h) {
        return new RuleSet(koRule, suicideRule, scoringRule, komi, h);
    }

    /** The name of the preset with the same ko, suicide and scoring rules, or {@code custom}. */
    public String name() {
        return presetNameOf(this).orElse("custom");
    }

    private static Optional<String> presetNameOf(RuleSet r) {
        for (Map.Entry<String, RuleSet> e : PRESETS.entrySet()) {
            RuleSet p = e.getValue();
            if (p.koRule == r.koRule && p.suicideRule == r.suicideRule && p.scoringRule == r.scoringRule) {
                return Optional.of(e.getKey());
            }
        }
        return Optional.empty();
    }

    /**
     * Reads the text form (see the class comment). Names and words are read in any case; spaces
     * around commas and {@code =} are ignored.
     *
     * @throws IllegalArgumentException for an unknown name (listing the known ones), an unknown
     *     key, a bad value, a key given twice, or a custom rule set lacking ko, suicide or scoring
     */
    public static RuleSet parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty rule set name; known: " + presetNames());
        }
        String[] parts = text.split(",", -1);
        int first = 0;
        KoRule ko = null;
        SuicideRule suicide = null;
        ScoringRule scoring = null;
        double komi = 0;
        int handicap = 0;
        String head = parts[0].trim();
        if (!head.contains("=")) {
            RuleSet base = preset(head).orElseThrow(() -> new IllegalArgumentException(
                    "unknown rule set '" + head + "'; known: " + presetNames()
                            + " (or ko=...,suicide=...,scoring=...)"));
            ko = base.koRule;
            suicide = base.suicideRule;
            scoring = base.scoringRule;
            komi = base.komi;
            handicap = base.handicap;
            first = 1;
        }
        Set<String> seen = new HashSet<>();
        for (int i = first; i < parts.length; i++) {
            String part = parts[i].trim();
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("'" + part + "' in rule set '" + text.trim()
                        + "' is not key=value (keys: " + KEYS + ")");
            }
            String key = part.substring(0, eq).trim().toLowerCase(Locale.ROOT);
            String value = part.substring(eq + 1).trim();
            if (!seen.add(key)) {
                throw new IllegalArgumentException("'" + key + "' given twice in rule set '" + text.trim() + "'");
            }
            switch (key) {
                case "ko":
                    ko = KoRule.parse(value);
                    break;
                case "suicide":
                    suicide = parseSuicide(value);
                    break;
                case "scoring":
                    scoring = ScoringRule.parse(value);
                    break;
                case "komi":
                    if (!NUMBER.matcher(value).matches()) {
                        throw new IllegalArgumentException("komi=" + value + " is not a decimal number such as 6.5");
                    }
                    komi = Double.parseDouble(value);
                    break;
                case "handicap":
                    if (!WHOLE.matcher(value).matches()) {
                        throw new IllegalArgumentException("handicap=" + value + " is not a whole number");
                    }
                    handicap = Integer.parseInt(value.startsWith("+") ? value.substring(1) : value);
                    break;
                default:
                    throw new IllegalArgumentException("unknown key '" + key + "' in rule set '" + text.trim()
                            + "'; keys: " + KEYS);
            }
        }
        if (ko == null || suicide == null || scoring == null) {
            throw new IllegalArgumentException("rule set '" + text.trim() + "' names no preset, so it needs ko=, "
                    + "suicide= and scoring=; presets: " + presetNames());
        }
        return new RuleSet(ko, suicide, scoring, komi, handicap);
    }

    private static SuicideRule parseSuicide(String value) {
        switch (value.toLowerCase(Locale.ROOT)) {
            case "allowed":
                return SuicideRule.ALLOWED;
            case "prohibited":
                return SuicideRule.PROHIBITED;
            default:
                throw new IllegalArgumentException("unknown suicide rule '" + value + "'; known: allowed, prohibited");
        }
    }

    /**
     * The rule set an SGF {@code RU} value names, with the preset's komi: {@code Japanese} and
     * {@code Korean} → j2003; {@code Chinese} and {@code AGA} → tromp-taylor-7a; {@code NZ},
     * {@code New Zealand}, {@code GOE}, {@code Ing}, {@code Tromp-Taylor} and {@code TT} →
     * tromp-taylor; {@code Logical Japanese} → lj; a preset's own name → that preset. Case, spaces
     * and punctuation are ignored.
     * See {@code docs/rulesets.md} for why each mapping is only the nearest rule set.
     */
    public static Optional<RuleSet> fromSgfRules(String ru) {
        String key = ru.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        switch (key) {
            case "japanese":
            case "jp":
            case "japan":
            case "korean":
            case "kr":
            case "korea":
            case "j2003":
                return Optional.of(J2003);
            case "chinese":
            case "cn":
            case "china":
            case "aga":
            case "tromptaylor7a":
                return Optional.of(TROMP_TAYLOR_7A);
            case "nz":
            case "newzealand":
            case "goe":
            case "ing":
            case "tromptaylor":
            case "tt":
                return Optional.of(TROMP_TAYLOR);
            case "territory":
                return Optional.of(TERRITORY);
            case "lj":
            case "logicaljapanese":
                return Optional.of(LJ);
            case "laskermaas":
                return Optional.of(LASKER_MAAS);
            default:
                return Optional.empty();
        }
    }

    /** The canonical text form; see the class comment. */
    @Override
    public String toString() {
        Optional<String> preset = presetNameOf(this);
        StringBuilder sb = new StringBuilder();
        double defaultKomi = 0;
        if (preset.isPresent()) {
            sb.append(preset.get());
            defaultKomi = PRESETS.get(preset.get()).komi;
        } else {
            sb.append("ko=").append(koRule.word())
                    .append(",suicide=").append(suicideRule.name().toLowerCase(Locale.ROOT))
                    .append(",scoring=").append(scoringRule.word());
        }
        if (komi != defaultKomi) sb.append(",komi=").append(format(komi));
        if (handicap != 0) sb.append(",handicap=").append(handicap);
        return sb.toString();
    }

    /** A number as the text form writes it: {@code 7}, {@code 6.5}, {@code -0.25}. */
    public static String format(double x) {
        if (x == Math.rint(x) && Math.abs(x) < 1e15) return String.valueOf((long) x);
        return BigDecimal.valueOf(x).stripTrailingZeros().toPlainString();
    }
}
