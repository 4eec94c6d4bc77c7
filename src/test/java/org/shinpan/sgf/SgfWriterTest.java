package org.shinpan.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SgfWriterTest {
    private static SgfCollection read(String text) {
        return SgfParser.parse(text, "test.sgf").collection();
    }

    @Test
    void escapesBracketsAndBackslashesOnly() {
        assertEquals("a\\]b\\\\c:d[e\nf", SgfWriter.escape("a]b\\c:d[e\nf"));
        SgfNode node = SgfNode.of(SgfProperty.of("C", "a]b\\c"), SgfProperty.of("AB", "aa", "bb:cc"));
        assertEquals("(;C[a\\]b\\\\c]AB[aa][bb:cc])\n", SgfWriter.write(node));
    }

    @Test
    void writesRootSequenceAndVariationsOnTheirOwnLines() {
        SgfCollection c = read("(;GM[1];B[aa](;W[bb];B[cc])(;W[dd]))(;GM[1])");
        assertEquals("(;GM[1]\n;B[aa]\n(;W[bb];B[cc])\n(;W[dd]))\n(;GM[1])\n", SgfWriter.write(c));
        assertEquals(c, read(SgfWriter.write(c)));
    }

    @Test
    void breaksLongLinesBetweenTokensNeverInsideValues() {
        StringBuilder text = new StringBuilder("(;GM[1]SZ[19]AB");
        for (int i = 0; i < 40; i++) {
            text.append('[').append(SgfPoints.letter(i % 19)).append(SgfPoints.letter(i / 19)).append(']');
        }
        for (int i = 0; i < 100; i++) {
            text.append(i % 2 == 0 ? ";B[" : ";W[").append(SgfPoints.letter(i % 19)).append(SgfPoints.letter(i / 19 + 3))
                    .append(']');
        }
        String longComment = "x".repeat(120);
        text.append("C[").append(longComment).append("])");
        SgfCollection c = read(text.toString());
        String written = SgfWriter.write(c);
        for (String line : written.split("\n")) {
            assertTrue(line.length() <= SgfWriter.LINE_WIDTH || line.contains(longComment), () -> "too long: " + line);
        }
        assertTrue(written.lines().count() > 5);
        assertEquals(c, read(written));
    }

    @Test
    void roundTripsValuesWithLineBreaksEscapesAndColons() {
        SgfNode node = new SgfNode(List.of(
                SgfProperty.of("C", "line one\\\nline two]\r\nthree\\", ""),
                SgfProperty.of("LB", "aa:x:y"),
                SgfProperty.of("XY", "\\", "]", "\\]", "")), List.of());
        assertEquals(SgfCollection.of(node), read(SgfWriter.write(node)));
    }

    @Test
    void writesAndReadsEmptyNodes() {
        SgfNode tree = new SgfNode(List.of(), List.of(SgfNode.of(), SgfNode.of(SgfProperty.of("B", ""))));
        String written = SgfWriter.write(tree);
        assertEquals("(;\n(;)\n(;B[]))\n", written);
        assertEquals(SgfCollection.of(tree), read(written));
    }

    @Test
    void writesDeepTreesWithoutRecursion() {
        SgfNode node = SgfNode.of(SgfProperty.of("B", "aa"));
        for (int i = 0; i < 50_000; i++) {
            SgfNode sibling = SgfNode.of(SgfProperty.of("W", "bb"));
            node = new SgfNode(List.of(SgfProperty.of("B", "cc")), List.of(node, sibling));
        }
        String written = SgfWriter.write(node);
        assertEquals(SgfCollection.of(node), read(written));
        assertEquals(node.nodeCount(), read(written).first().nodeCount());
    }

    @Test
    void modelEqualityIgnoresSourcePositions() {
        SgfNode a = read("(;B[aa]\n;W[bb])").first();
        SgfNode b = read("(\n\n  ;B[aa];W[bb])").first();
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        SgfNode built = new SgfNode(List.of(SgfProperty.of("B", "aa")), List.of(SgfNode.of(SgfProperty.of("W", "bb"))));
        assertEquals(built, a);
        assertEquals("(;B[aa]\n;W[bb])\n", built.toString());
        assertEquals("AB[aa][b\\]b]", SgfProperty.of("AB", "aa", "b]b").toString());
    }

    @Test
    void nodeEditingKeepsOrderAndReplacesByIdentifier() {
        SgfNode n = SgfNode.of(SgfProperty.of("GM", "1"), SgfProperty.of("SZ", "9"));
        SgfNode changed = n.with(SgfProperty.of("SZ", "13")).with(SgfProperty.of("KM", "6.5")).without("GM");
        assertEquals(List.of(SgfProperty.of("SZ", "13"), SgfProperty.of("KM", "6.5")), changed.properties());
        assertEquals(List.of("1"), n.values("GM"));
        assertEquals(List.of(), changed.values("GM"));
    }
}
