package org.shinpan.rules;

/**
 * One player's points under a scoring rule, with the parts they are made of.
 *
 * <ul>
 *   <li>area: {@code total = stones + territory};
 *   <li>territory counting: {@code total = territory + deadStones + prisoners};
 *   <li>J2003: {@code total = territory + 2 × deadStones + prisoners}, where {@code territory}
 *       is the empty territory and {@code deadStones} the territory with a dead opposing stone on
 *       it (J2003 v35a, Definitions 3, "score", split per player).
 * </ul>
 *
 * @param stones     the player's stones counted (area only, else 0)
 * @param territory  empty points counted for the player (territory counting: with the points
 *                   where dead stones stood)
 * @param deadStones dead opposing stones counted for the player
 * @param prisoners  opposing stones removed during the game
 * @param total      the player's points
 */
public record Count(int stones, int territory, int deadStones, int prisoners, int total) {}
