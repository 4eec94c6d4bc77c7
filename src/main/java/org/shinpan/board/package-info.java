/**
 * The board kernel: the graph of locations (LJ rule 1; J2003 Definitions 1), positions, strings and liberties, and the mutable {@link org.shinpan.board.Board} with play, capture, suicide rule, undo and Zobrist hashing. Diagrams and graph files are read and written here.
 * 
 * <pre>
 * Position p = Diagram.parse("""
 *         . X O
 *         X X O
 *         . X O
 *         """);
 * Board board = new Board(p, SuicideRule.PROHIBITED);
 * int captured = board.play(p.graph().parseLocation("A3"), Player.WHITE); // throws IllegalMoveException: suicide
 * </pre>
 */
package org.shinpan.board;
