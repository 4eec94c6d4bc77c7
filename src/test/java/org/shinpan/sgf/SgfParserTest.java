package org.shinpan.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.shinpan.io.InputException;
import org.shinpan.io.Warning;

class SgfParserTest {
    private static SgfParseResult parse(String text) {
        return SgfParser.parse(text, "test.sgf");
    }

    private static SgfCollection collection(String text) {
        return parse(text).collection();
    }

    private static InputException error(String text) {
        return assertThrows(InputException.class, () -> SgfParser.parse(text, "test.sgf"));
    }

    private static void assertError(String text, int line, int column, String... words) {
        InputException e = error(text);
        assertEquals("test.sgf", e.source());
        assertEquals(line, e.line(), () -> "line of: " + e.getMessage());
        assertEquals(column, e.column(), () -> "column of: " + e.getMessage());
        for (String word : words) {
            assertTrue(e.problem().contains(word), () -> "'" + word + "' missing in: " + e.getMessage());
        }
    }

    private static void assertWarning(List<Warning> warnings, int line, int column, String word) {
        assertTrue(warnings.stream().anyMatch(w -> w.line() == line && w.column() == column && w.message().contains(word)),
                () -> "no warning at " + line + ":" + column + " with '" + word + "' in " + warnings);
    }

    // ---------------------------------------------------------------- structure

    @Test
    void readsASequenceAsAChainOfNodes() {
        SgfNode root = collection("(;GM[1]SZ[9];B[ee];W[cc])").first();
        assertEquals(List.of(SgfProperty.of("GM", "1"), SgfProperty.of("SZ", "9")), root.properties());
        List<SgfNode> line = root.mainLine();
        assertEquals(3, line.size());
        assertEquals("ee", line.get(1).value("B").orElseThrow());
        assertEquals("cc", line.get(2).value("W").orElseThrow());
        assertFalse(line.get(2).hasChildren());
    }

    @Test
    void keepsVariationsInOrderWithTheFirstAsMainLine() {
        SgfNode root = collection("(;FF[4];B[aa];W[bb](;B[cc]N[Var A];W[dd])(;B[hh]N[Var B])(;B[gg]N[Var C]"
                + "(;W[hg])(;W[kl])))").first();
        SgfNode w = root.children().get(0).children().get(0);
        assertEquals(3, w.children().size());
        assertEquals(List.of("Var A", "Var B", "Var C"),
                w.children().stream().map(n -> n.value("N").orElseThrow()).toList());
        assertEquals(2, w.children().get(2).children().size());
        assertEquals(List.of("FF", "B", "W", "B", "W"),
                root.mainLine().stream().map(n -> n.properties().get(0).identifier()).toList());
        assertEquals(9, root.nodeCount());
    }

    @Test
    void readsSeveralGameTrees() {
        SgfCollection c = collection("(;GN[one])\n(;GN[two])  (;GN[three])\n");
        assertEquals(List.of("one", "two", "three"),
                c.gameTrees().stream().map(n -> n.value("GN").orElseThrow()).toList());
    }

    @Test
    void allowsWhiteSpaceBetweenAllTokens() {
        SgfCollection spaced = collection(" \n ( \t ; B \n [aa] \r\n [bb] ; W\t[cc] ( ; B [dd] ) ( ;B[ee] ) ) \n ");
        SgfCollection tight = collection("(;B[aa][bb];W[cc](;B[dd])(;B[ee]))");
        assertEquals(tight, spaced);
    }

    @Test
    void readsMultipleAndComposeValuesUninterpreted() {
        SgfNode root = collection("(;SZ[4:7]AB[aa][bb:cc]AP[Shinpan:0.1]LB[aa:one:two])").first();
        assertEquals(List.of("4:7"), root.values("SZ"));
        assertEquals(List.of("aa", "bb:cc"), root.values("AB"));
        assertEquals(List.of("aa:one:two"), root.values("LB"));
    }

    @Test
    void undoesEscapesAndRemovesSoftLineBreaks() {
        SgfNode root = collection("(;C[a \\] b \\\\ c \\x d]GC[soft\\\nbreak, soft\\\r\nbreak, hard\nbreak]"
                + "N[trailing\\\\])").first();
        assertEquals("a ] b \\ c x d", root.value("C").orElseThrow());
        assertEquals("softbreak, softbreak, hard\nbreak", root.value("GC").orElseThrow());
        assertEquals("trailing\\", root.value("N").orElseThrow());
    }

    @Test
    void keepsWhiteSpaceAndEmptyValuesExactly() {
        SgfNode root = collection("(;C[  two  spaces\t\r\n]B[])").first();
        assertEquals("  two  spaces\t\r\n", root.value("C").orElseThrow());
        assertEquals("", root.value("B").orElseThrow());
    }

    @Test
    void recordsLinesAndColumnsOfNodesAndProperties() {
        SgfNode root = collection("(;GM[1]\n  SZ[9]\r\n;B[aa]\r;W[bb])").first();
        assertEquals(new LineColumn(1, 2), root.location());
        assertEquals(new LineColumn(1, 3), root.locationOf("GM"));
        assertEquals(new LineColumn(2, 3), root.locationOf("SZ"));
        assertEquals(new LineColumn(3, 1), root.children().get(0).location());
        assertEquals(new LineColumn(4, 1), root.mainLine().get(2).location());
        assertEquals(new LineColumn(4, 2), root.mainLine().get(2).locationOf("W"));
    }

    @Test
    void decodesUtf8AndLatin1AndTheCharsetOfCa() {
        String text = "(;C[Schönes Spiel])";
        assertEquals("Schönes Spiel", SgfParser.parse(text.getBytes(StandardCharsets.UTF_8), "u")
                .firstGameTree().value("C").orElseThrow());
        assertEquals("Schönes Spiel", SgfParser.parse(text.getBytes(StandardCharsets.ISO_8859_1), "l")
                .firstGameTree().value("C").orElseThrow());
        String withCa = "(;CA[GB2312]C[围棋])";
        assertEquals("围棋", SgfParser.parse(withCa.getBytes(java.nio.charset.Charset.forName("GB2312")), "c")
                .firstGameTree().value("C").orElseThrow());
    }

    /**
     * CA is a root property: only the root's names the charset. A CA in a later node, or in text
     * before the first game tree, named it before (the first "CA[" in the bytes), and read these
     * UTF-8 bytes as GB2312 or ISO-8859-1 ("SchÃ¶nes"); now they are valid UTF-8, read as such. An
     * FF[3]-style identifier is read by its upper-case letters, as the parser reads it: ChArset is CA.
     */
    @Test
    void onlyTheRootsCaNamesTheCharset() {
        byte[] laterNode = "(;C[Schönes Spiel];CA[GB2312]C[x])".getBytes(StandardCharsets.UTF_8);
        assertEquals("Schönes Spiel", SgfParser.parse(laterNode, "n").firstGameTree().value("C").orElseThrow());
        byte[] beforeTheTree = "CA[ISO-8859-1]\n(;C[Schönes Spiel])".getBytes(StandardCharsets.UTF_8);
        assertEquals("Schönes Spiel", SgfParser.parse(beforeTheTree, "b").firstGameTree().value("C").orElseThrow());
        String oldStyle = "(;GM[1]ChArset[GB2312]C[围棋])";
        assertEquals("围棋", SgfParser.parse(oldStyle.getBytes(java.nio.charset.Charset.forName("GB2312")), "o")
                .firstGameTree().value("C").orElseThrow());
    }

    @Test
    void skipsAByteOrderMarkSilently() {
        SgfParseResult r = parse("\uFEFF(;GM[1])");
        assertTrue(r.warnings().isEmpty());
        // decoding drops it too, so that a reader deciding by the first character sees the '('
        byte[] utf8WithMark = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '(', ';', ')'};
        assertEquals("(;)", SgfParser.decode(utf8WithMark));
    }

    @Test
    void readsDeepNestingAndLongSequencesWithoutRecursion() {
        int depth = 100_000;
        String nested = "(;B[aa]".repeat(depth) + ")".repeat(depth);
        SgfNode deep = collection(nested).first();
        assertEquals(depth, deep.nodeCount());
        assertEquals(depth, deep.mainLine().size());
        String sequence = "(" + ";W[bb]".repeat(depth) + ")";
        SgfNode longLine = collection(sequence).first();
        assertEquals(deep.nodeCount(), longLine.nodeCount());
        assertFalse(deep.equals(longLine));
        assertEquals(collection(nested).first(), deep);
        assertEquals(deep.hashCode(), collection(nested).first().hashCode());
    }

    @Test
    void deepUnclosedNestingIsAnInputException() {
        String text = "(;".repeat(100_000);
        InputException e = error(text);
        assertEquals(1, e.line());
        assertEquals(2 * 100_000 - 1, e.column());
    }

    // ---------------------------------------------------------------- errors

    @Test
    void emptyInputIsAnEmptyCollection() {
        assertError("", 1, 1, "empty collection");
        assertError("  \n\n  ", 3, 3, "empty collection");
    }

    @Test
    void textWithoutAnyTreeIsAMissingParenthesis() {
        assertError("\n  ;B[aa]", 2, 3, "missing '('", "';'");
    }

    @Test
    void parenthesisWithoutNodeIsAMissingSemicolon() {
        assertError("(B[aa])", 1, 2, "missing ';'", "'B'");
        assertError("(;GM[1](B[aa]))", 1, 9, "missing ';'", "'B'");
        assertError("(;GM[1]()", 1, 9, "missing ';'", "')'");
    }

    @Test
    void textAfterAGameTreeIsAMissingParenthesis() {
        assertError("(;GM[1])\n;B[aa])", 2, 1, "missing '('", "';'");
        assertError("(;GM[1]))", 1, 9, "missing '('", "')'");
    }

    @Test
    void unterminatedValueIsReportedAtItsBracket() {
        assertError("(;GM[1]\nC[never closed)", 2, 2, "unterminated value", "property C");
        assertError("(;C[escaped at the end\\]", 1, 4, "unterminated value");
        assertError("(;C[ends on a backslash\\", 1, 4, "unterminated value");
    }

    @Test
    void unclosedTreeIsReportedAtTheInnermostOpenParenthesis() {
        assertError("(;GM[1]\n  (;B[aa])\n  (;B[bb]", 3, 3, "unclosed game tree");
        assertError("(;GM[1];B[aa]", 1, 1, "unclosed game tree");
        assertError("(", 1, 2, "missing ';'", "end of the input");
        assertError("(;(;", 1, 3, "unclosed game tree");
    }

    @Test
    void propertyWithoutValueIsReportedAtItsIdentifier() {
        assertError("(;GM[1]\n  KM ;B[aa])", 2, 3, "property KM has no value", "';'");
        assertError("(;B)", 1, 3, "property B has no value", "')'");
        assertError("(;AB", 1, 3, "property AB has no value", "end of the input");
    }

    @Test
    void identifierWithoutUpperCaseLetterIsAnError() {
        assertError("(;add[aa])", 1, 3, "no upper-case letter");
    }

    @Test
    void garbageBetweenNodesIsAnError() {
        assertError("(;B[aa] ] ;W[bb])", 1, 9, "garbage between nodes", "']'");
        assertError("(;B[aa]\n  5;W[bb])", 2, 3, "garbage between nodes", "'5'");
        assertError("(;B[aa];[bb])", 1, 9, "garbage between nodes", "without a property identifier");
        assertError("(;B[aa](;W[bb]);B[cc])", 1, 16, "garbage between nodes", "node after a variation");
        assertError("(;B[aa](;W[bb])C[x])", 1, 16, "garbage between nodes", "property C");
        assertError("(;B[aa]\u0001)", 1, 8, "garbage between nodes", "U+0001");
    }

    // ---------------------------------------------------------------- warnings

    @Test
    void warnsAboutTextBeforeTheFirstTree() {
        SgfParseResult r = parse("Saved by some program (version 2)\n(;GM[1])");
        assertWarning(r.warnings(), 1, 1, "before the first game tree");
        assertEquals(1, r.collection().gameTrees().size());
    }

    @Test
    void mergesDuplicatePropertiesWithAWarning() {
        SgfParseResult r = parse("(;AB[aa]AW[cc]\nAB[bb][dd])");
        assertEquals(List.of("aa", "bb", "dd"), r.firstGameTree().values("AB"));
        assertEquals(2, r.firstGameTree().properties().size());
        assertWarning(r.warnings(), 2, 1, "twice");
    }

    @Test
    void keepsUnknownPropertiesWithOneWarningEach() {
        SgfParseResult r = parse("(;GM[1]XY[private];XY[again]ZZ[x])");
        assertEquals("private", r.firstGameTree().value("XY").orElseThrow());
        assertEquals("again", r.firstGameTree().children().get(0).value("XY").orElseThrow());
        assertEquals(2, r.warnings().size());
        assertWarning(r.warnings(), 1, 8, "unknown property XY");
        assertWarning(r.warnings(), 1, 29, "unknown property ZZ");
    }

    @Test
    void readsOldStyleIdentifiersByTheirUpperCaseLetters() {
        SgfParseResult r = parse("(;GaMe[1]\nAddBlack[aa][bb]AddWhite[cc])");
        SgfNode root = r.firstGameTree();
        assertEquals(List.of("aa", "bb"), root.values("AB"));
        assertEquals(List.of("cc"), root.values("AW"));
        assertEquals("1", root.value("GM").orElseThrow());
        assertWarning(r.warnings(), 2, 1, "'AddBlack' read as 'AB'");
        assertWarning(r.warnings(), 1, 3, "'GaMe' read as 'GM'");
    }

    @Test
    void aWellFormedFileHasNoWarnings() {
        assertTrue(parse("(;FF[4]GM[1]SZ[19]KM[6.5];B[pd];W[dp])").warnings().isEmpty());
    }
}
