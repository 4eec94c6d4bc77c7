package org.shinpan.rules;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.shinpan.board.Position;
import org.shinpan.hypo.SolverLimits;

/** The J2003 judge of the command line, shared by the tests so that each position is analysed once. */
final class Judges {
    private Judges() {}

    private static final Map<Position, FinalPositionAnalysis> CACHE = new ConcurrentHashMap<>();
    private static final LifeAndDeathJudge J2003_UNCACHED =
            new org.shinpan.hypo.J2003Judge(SolverLimits.DEFAULT_MAX_STATES, SolverLimits.DEFAULT_TABLE_MIB,
                    Duration.ofSeconds(120), 40);

    /** The J2003 hypothetical-analysis (lazy solver, default limits), cached per position. */
    static final LifeAndDeathJudge J2003 = p -> CACHE.computeIfAbsent(p, J2003_UNCACHED::analyze);

    private static final Map<Position, FinalPositionAnalysis> TERRITORY_CACHE = new ConcurrentHashMap<>();
    private static final LifeAndDeathJudge TERRITORY_UNCACHED =
            new org.shinpan.hypo.J2003Judge(SolverLimits.DEFAULT_MAX_STATES, SolverLimits.DEFAULT_TABLE_MIB,
                    Duration.ofSeconds(120), 40).forTerritoryCounting();

    /**
     * The judge of territory counting, as {@code replay --rules territory} has it: the same analysis
     * with the plain dame filled first (docs/rulesets.md), cached per position.
     */
    static final LifeAndDeathJudge TERRITORY = p -> TERRITORY_CACHE.computeIfAbsent(p, TERRITORY_UNCACHED::analyze);

    /** The judge the command line gives {@code rules}. */
    static LifeAndDeathJudge of(RuleSet rules) {
        return rules.scoringRule() == ScoringRule.TERRITORY ? TERRITORY : J2003;
    }
}
