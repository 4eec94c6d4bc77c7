/**
 * Game graphs and their fixed points, independent of Go: {@link org.shinpan.search.Arena}, the attractor of a reachability objective and the nested fixed point of a generalized Büchi objective.
 */
package org.shinpan.search;
