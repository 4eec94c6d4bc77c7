/**
 * The Smart Game Format, SGF FF[4] (https://www.red-bean.com/sgf/), for Go: a faithful model of
 * collections, game trees, nodes and properties ({@link org.shinpan.sgf.SgfCollection},
 * {@link org.shinpan.sgf.SgfNode}, {@link org.shinpan.sgf.SgfProperty}); reading and writing text
 * ({@link org.shinpan.sgf.SgfParser}, {@link org.shinpan.sgf.SgfWriter}); and the Go
 * interpretation of a game tree ({@link org.shinpan.sgf.SgfGame}) and of a position
 * ({@link org.shinpan.sgf.SgfPositions}).
 *
 * <p>Bad input is always an {@link org.shinpan.io.InputException} with line and column;
 * recoverable oddities are {@link org.shinpan.io.Warning}s.
 */
package org.shinpan.sgf;
