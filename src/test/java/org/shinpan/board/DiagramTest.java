package org.shinpan.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.shinpan.io.InputException;

/** Reading and writing grid diagrams: symbols, coordinates, frames, and every error's place. */
class DiagramTest {

    private static Position random(int width, int height, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Graph g = Graph.grid(width, height);
        Occupant[] o = new Occupant[g.size()];
        for (int i = 0; i < o.length; i++) o[i] = Occupant.ofCode(r.nextInt(3));
        return Position.of(g, o);
    }

    private static InputException error(String text) {
        return assertThrows(InputException.class, () -> Diagram.parse(text, "t.txt"));
    }

    private static void assertError(String text, int line, int column, String problemPart) {
        InputException e = error(text);
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(column, e.column(), e.getMessage());
        assertEquals("t.txt", e.source());
        assertTrue(e.problem().contains(problemPart), e.getMessage());
        String where = line == 0 ? "" : ":" + line + (column > 0 ? ":" + column : "");
        assertTrue(e.getMessage().startsWith("t.txt" + where + ": "), e.getMessage());
    }

    /**
     * Each stone is found where it is written, so that a check of the whole position can name its
     * place: a framed, labelled diagram, whose row 1 is line 6, "1 | X O . . | 1", with X (A1) at
     * column 5 and O (B1) at column 7 ('1', ' ', '|', ' ', 'X', ' ', 'O'); row 2, line 5, has O (A2)
     * at column 5. An empty location holds no stone to name.
     */
    @Test
    void readFindsEachStoneWhereItIsWritten() {
        PositionText t = Diagram.read("""
                   A B C D
                  +---------+
                4 | . . . . | 4
                3 | . . . . | 3
                2 | O X . . | 2
                1 | X O . . | 1
                  +---------+
                   A B C D
                """, "t.txt");
        Graph g = t.position().graph();
        assertEquals(Diagram.parse(". . . .\n. . . .\nO X . .\nX O . .\n"), t.position());
        assertPlace(t.refusalAt(g.parseLocation("A1"), "p"), 6, 5);
        assertPlace(t.refusalAt(g.parseLocation("B1"), "p"), 6, 7);
        assertPlace(t.refusalAt(g.parseLocation("A2"), "p"), 5, 5);
        assertPlace(t.refusalAt(g.parseLocation("B2"), "p"), 5, 7);
        assertEquals("t.txt:6:5: the string at A1 has no liberty",
                t.refusalAt(g.parseLocation("A1"), "the string at A1 has no liberty").getMessage());
        assertThrows(IllegalArgumentException.class, () -> t.refusalAt(g.parseLocation("C1"), "p"));
        // unframed, symbols without spaces: "..X" puts C2 at line 1, column 3
        PositionText plain = Diagram.read("..X\n...\n", "t.txt");
        assertPlace(plain.refusalAt(plain.position().graph().parseLocation("C2"), "p"), 1, 3);
    }

    private static void assertPlace(InputException e, int line, int column) {
        assertEquals("t.txt", e.source());
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(column, e.column(), e.getMessage());
    }

    @Test
    void parseReadsRowsTopFirst() {
        Position p = Diagram.parse("""
                X . O
                . X .
                """);
        Graph g = p.graph();
        assertEquals(3, g.width());
        assertEquals(2, g.height());
        // Top row is row 2; location y*width+x; A2 is the top left.
        assertEquals(0, g.parseLocation("A2"));
        assertEquals(Occupant.BLACK, p.occupant(g.parseLocation("A2")));
        assertEquals(Occupant.WHITE, p.occupant(g.parseLocation("C2")));
        assertEquals(Occupant.BLACK, p.occupant(g.parseLocation("B1")));
        assertEquals(Occupant.EMPTY, p.occupant(g.parseLocation("A1")));
        assertEquals(2, p.stoneCount(Player.BLACK));
        assertEquals(1, p.stoneCount(Player.WHITE));
    }

    @Test
    void printIsTheGoldenText() {
        Position p = Diagram.parse("""
                X . O
                . . .
                """);
        assertEquals("X . O\n. . .\n", Diagram.print(p));
        assertEquals("""
                  A B C
                2 X . O 2
                1 . . . 1
                  A B C
                """, Diagram.printWithCoordinates(p));
        assertEquals(Diagram.print(p), p.toString());
    }

    @Test
    void printWithCoordinatesTwoDigitRows() {
        Position p = Position.empty(Graph.grid(2, 10)).with(0, Occupant.WHITE);
        assertEquals("""
                   A B
                10 O . 10
                 9 . . 9
                 8 . . 8
                 7 . . 7
                 6 . . 6
                 5 . . 5
                 4 . . 4
                 3 . . 3
                 2 . . 2
                 1 . . 1
                   A B
                """, Diagram.printWithCoordinates(p));
    }

    @ParameterizedTest
    @CsvSource({"1,1", "1,5", "5,1", "3,3", "4,7", "7,4", "9,9", "12,3", "19,19", "25,25", "25,1", "1,25"})
    void roundTrip(int width, int height) {
        for (long seed = 0; seed < 5; seed++) {
            Position p = random(width, height, seed * 31 + width * 100 + height);
            assertEquals(p, Diagram.parse(Diagram.print(p)));
            assertEquals(p, Diagram.parse(Diagram.printWithCoordinates(p)));
            assertEquals(Diagram.print(p), Diagram.print(Diagram.parse(Diagram.printWithCoordinates(p))));
        }
    }

    @Test
    void alternativeSymbols() {
        // # and @ are black, + and , empty, lower-case x and o are stones too.
        Position p = Diagram.parse("""
                # + o
                @ , x
                """);
        assertEquals(Diagram.parse("""
                X . O
                X . X
                """), p);
    }

    @Test
    void symbolsWithoutSpacesFramesCommentsAndPartialCoordinates() {
        Position expected = Diagram.parse("""
                X . O
                . X .
                """);
        assertEquals(expected, Diagram.parse("""
                X.O
                .X.
                """));
        assertEquals(expected, Diagram.parse("""

                +-----+
                |X . O|   % a comment
                |. X .|
                +-----+

                """));
        // Column letters only below, row numbers only on the left, lower case letters.
        assertEquals(expected, Diagram.parse("""
                2 X . O
                1 . X .
                  a b c
                """));
        // Row numbers only on the right.
        assertEquals(expected, Diagram.parse("""
                X . O 2
                . X . 1
                """));
    }

    @Test
    void letterIIsNoColumn() {
        Position p = Diagram.parse("""
                  A B C D E F G H J
                1 . . . . . . . . X 1
                """);
        assertEquals(9, p.graph().width());
        assertEquals(Occupant.BLACK, p.occupant(p.graph().parseLocation("J1")));
        // I in the labels is an error at its column (the 9th letter, column 19).
        assertError("""
                  A B C D E F G H I
                1 . . . . . . . . X 1
                """, 1, 19, "column label 'I'");
    }

    @Test
    void raggedRows() {
        assertError("""
                . . .
                . .
                . . .
                """, 2, 1, "ragged row");
        assertError("""
                . . .
                . . .
                . . . .
                """, 3, 1, "ragged row");
    }

    @Test
    void unknownSymbol() {
        assertError("""
                . . .
                . ? .
                """, 2, 3, "'?' is not a diagram symbol");
        assertError("""
                . . .
                . . .
                X.Z
                """, 3, 3, "'Z' is not a diagram symbol");
    }

    @Test
    void wrongRowNumber() {
        // Two rows: the top one is row 2, not 3.
        assertError("""
                3 . . 3
                1 . . 1
                """, 1, 1, "numbered 3 but is row 2 of 2");
        assertError("""
                2 . . 2
                2 . . 2
                """, 2, 1, "numbered 2 but is row 1 of 2");
        assertError("""
                2 . . 1
                1 . . 1
                """, 1, 1, "numbered 2 on the left and 1 on the right");
    }

    @Test
    void wrongColumnLabel() {
        // "  A B D": the D is at column 7 where C was expected.
        assertError("""
                  A B D
                2 . . . 2
                1 . . . 1
                """, 1, 7, "column label 'D' where 'C'");
        // Labels above and below that differ.
        assertError("""
                  A B C
                1 . . . 1
                  A B
                """, 3, 1, "differ");
        // Labels for two columns over rows of three: the labels' line is named, above the rows or
        // below them (it named the first row's)
        assertError("""
                  A B
                1 . . . 1
                """, 1, 1, "column labels name 2 columns but the rows have 3");
        assertError(".X.\n...\n  A B C D\n", 3, 1, "column labels name 4 columns but the rows have 3");
    }

    @Test
    void boardLargerThan25() {
        String wide = ". ".repeat(26).strip() + "\n";
        assertError("\n" + wide + wide, 2, 1, "26x2 board is larger than 25x25");
        String tall = ". .\n".repeat(26);
        assertError(tall, 1, 1, "2x26 board is larger than 25x25");
        // 25 is still fine.
        assertEquals(625, Diagram.parse((". ".repeat(25) + "\n").repeat(25)).graph().size());
        // Column labels beyond Z.
        assertError("  " + "A B C D E F G H J K L M N O P Q R S T U V W X Y Z A" + "\n", 1, 53, "no column");
    }

    @Test
    void otherErrors() {
        assertError("""
                . .

                . .
                """, 2, 1, "blank line inside");
        assertError("""
                . 5 .
                """, 1, 3, "a number inside a row");
        assertError("% only a comment\n", 0, 0, "no diagram rows");
        // a comment-only line between rows is no blank line (formats.md: % starts a comment)
        assertEquals(". X\n. O\n", Diagram.print(Diagram.parse(". X\n% a note\n. O\n")));
        assertError("""
                . .
                3
                """, 2, 1, "a row number with no points");
    }

    /**
     * A framed diagram has its border on every row: a row without its right border (or left) is
     * refused at the row's line, the column where the border is missing (it was read silently, the
     * frame taken as decoration). Line 3 of the first text is "|. X ." : its last point is at column
     * 6, so the border is missing at column 7; line 2 of the second is " X . O|": its first point is
     * at column 2.
     */
    @Test
    void aFramedRowWithoutItsBorderIsRefused() {
        assertError("""
                +-----+
                |X . O|
                |. X .
                +-----+
                """, 3, 7, "the row lacks its right border '|', which line 1 shows");
        // no row has its right border, but the frame's corners show one
        assertError("+-----+\n|X . O\n|. X .\n+-----+\n", 2, 7, "lacks its right border '|', which line 1");
        // without frame lines, the rows that have the border show it
        assertError("  A B C\n2 |X . O| 2\n1 |. X . 1\n  A B C\n", 3, 9, "lacks its right border '|', which line 2");
        assertError("+-----+\n X . O|\n|. X .|\n+-----+\n", 2, 2, "the row lacks its left border '|', which line 1");
        // a frame drawn on one side only is a board's corner: its rows need that border only
        Position expected = Diagram.parse("X . O\n. X .\n");
        assertEquals(expected, Diagram.parse("+------\n|X . O\n|. X .\n"));
        assertEquals(expected, Diagram.parse("X . O|\n. X .|\n------+\n"));
        assertEquals(expected, Diagram.parse("  A B C\n  +-----+\n2 |X . O| 2\n1 |. X .| 1  % a note\n  +-----+\n  A B C\n"));
    }

    /**
     * A frame line between two rows is refused at its line and the column where it starts: it
     * joined two diagrams into one board (two framed 3x1 diagrams were read as a 3x2 board). A
     * frame above or below the rows, with column labels beyond it, is still read.
     */
    @Test
    void aFrameLineInsideTheRowsIsRefused() {
        assertError("""
                +-------+
                | . X O |
                +-------+
                | . X O |
                +-------+
                """, 3, 1, "a frame line inside the rows");
        assertError("| . X O |\n+-------+\n| . X O |\n", 2, 1, "a frame line inside the rows");
        // indented, with a comment-only line and column labels before the next row
        assertError("  +-----+\n1 |X . O| 1\n  +-----+  % two boards\n% a note\n  A B C\n1 |X . O| 1\n",
                3, 3, "a frame line inside the rows");
        // a frame line after the last row, then labels, blank lines and comments: one board
        assertEquals(Diagram.parse("X . O\n"), Diagram.parse("  +-----+\n1 |X . O| 1\n  +-----+\n  A B C\n\n% end\n"));
    }

    /**
     * A line of column letters between two rows is refused at its line and the column where the
     * letters start: it joined two diagrams into one board ("  A B / . X / A B / . O" was read as
     * one 2x2 board). Letters above and/or below the rows are still read.
     */
    @Test
    void columnLabelsInsideTheRowsAreRefused() {
        assertError("  A B\n. X\n  A B\n. O\n", 3, 3, "column labels inside the rows");
        // refused as out of place before their letters are checked: two boards of different widths
        assertError("""
                  A B
                2 . X 2
                1 . O 1
                  A B C
                1 . X O 1
                """, 4, 3, "column labels inside the rows (labels stand above and below them only)");
        // within a frame, after a comment-only line and with a blank line after them
        assertError("+---+\n|. X|\n% a note\n A B  % two boards\n\n|. O|\n+---+\n", 4, 2,
                "column labels inside the rows");
        // above and below, beyond a frame, or followed by comments and blank lines only: one board
        Position expected = Diagram.parse(". X\n. O\n");
        assertEquals(expected, Diagram.parse("  A B\n2 . X 2\n1 . O 1\n  A B\n"));
        assertEquals(expected, Diagram.parse("  A B\n  +---+\n2 |. X| 2\n1 |. O| 1\n  +---+\n  A B\n"));
        assertEquals(expected, Diagram.parse(". X\n. O\n  a b  % below\n\n% end\n\n"));
    }

    /**
     * A '|' is a border once before the first point and once after the last, between the points
     * and any row number; any other is refused at its line and column (it was skipped: "| . X | O |"
     * read as 3 points, "| . X O | . |" as 4).
     */
    @Test
    void aBarAnywhereButTheBordersIsRefused() {
        assertError("+-------+\n| . X | O |\n+-------+\n", 2, 7, "a '|' inside the row");
        assertError("| . X O | . |\n", 1, 9, "a '|' inside the row");
        assertError(". X | O\n. X . O\n", 1, 5, "a '|' inside the row");
        assertError("|| . X O ||\n", 1, 2, "a second '|' before the row's first point");
        assertError("| . X O ||\n", 1, 10, "a second '|' after the row's last point");
        assertError("| 1 . X O |\n", 1, 1, "a '|' before the row number");
        assertError("| . X O | 1 |\n", 1, 13, "a '|' after the row number");
        // the borders between the numbers and the points, with or without spaces, are read
        Position expected = Diagram.parse(". X O\n");
        assertEquals(expected, Diagram.parse("1 | . X O | 1\n"));
        assertEquals(expected, Diagram.parse("1|.XO|1\n"));
        assertEquals(expected, Diagram.parse("\t|\t. X O\t|\t\n"));
    }

    /**
     * A framed row with no points is refused at its line as a row with no points (it was called "a
     * row number with no points", with no number on the line).
     */
    @Test
    void aFramedRowWithNoPointsIsRefused() {
        assertError("""
                +-------+
                | . X O |
                |       |
                | . X O |
                +-------+
                """, 3, 1, "the row has no points, only its borders '|' (a blank row inside the frame)");
        assertError("| . X O |\n| |\n| . X O |\n", 2, 1, "the row has no points");
        // a number on the line is still a row number with no points
        assertError("2 | . X O | 2\n1 |       | 1\n", 2, 1, "a row number with no points");
    }

    /** A first row with stones and an unknown letter is a row with a bad symbol, not bad column labels. */
    @Test
    void aRowWithAnUnknownLetterIsNotTakenForLabels() {
        assertError("X O Q\n. . .\n", 1, 5, "'Q' is not a diagram symbol");
        assertError("  B C\nX . .\n", 1, 3, "column label 'B' where 'A' was expected");
    }

    /**
     * A row number is quoted as written (20 digits overflowed into "row is numbered 1661992959"),
     * and a control character is named by its code point, not printed raw.
     */
    @Test
    void longRowNumbersAndControlCharactersAreNamedAsTheyAre() {
        assertError("99999999999999999999 . .\n", 1, 1,
                "row number 99999999999999999999 is beyond the largest board's 25 rows");
        assertError(". X\u0000\n. O\n", 1, 4, "the control character U+0000 is not a diagram symbol");
        // a format character (right-to-left override) would reorder the terminal's line
        assertError(". X \u202E .\n", 1, 5, "the format character U+202E is not a diagram symbol");
    }
}
