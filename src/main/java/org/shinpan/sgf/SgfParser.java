package org.shinpan.sgf;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.shinpan.io.InputException;
import org.shinpan.io.Warning;

/**
 * Reads SGF text into a {@link SgfCollection}, following the grammar of SGF FF[4] (sgf.html,
 * "Basic (EBNF) Definition"; value escapes from "Property Value Types", Text and SimpleText).
 *
 * <pre>
 * Collection = GameTree { GameTree }
 * GameTree   = "(" Sequence { GameTree } ")"
 * Sequence   = Node { Node }
 * Node       = ";" { Property }
 * Property   = PropIdent PropValue { PropValue }
 * PropIdent  = UcLetter { UcLetter }
 * PropValue  = "[" CValueType "]"
 * </pre>
 *
 * White space may stand between any two tokens. Values are kept as described in
 * {@link SgfProperty}: escapes undone, soft line breaks removed, nothing else changed.
 *
 * <h2>Errors</h2>
 * Every problem is an {@link InputException} with the 1-based line and column of the offending
 * token; the parser throws nothing else for any text. The errors:
 * <ul>
 *   <li>empty collection — the text is blank;</li>
 *   <li>missing {@code (} — the text holds no game tree, or something other than {@code (} follows
 *       a game tree (strict: text after the last tree is an error, unlike text before the first);</li>
 *   <li>missing {@code ;} — a {@code (} not followed by a node;</li>
 *   <li>unterminated value — a {@code [} with no closing {@code ]} (reported at the {@code [});</li>
 *   <li>unclosed tree — the text ends inside a tree (reported at the innermost unclosed
 *       {@code (});</li>
 *   <li>property without a value — an identifier not followed by {@code [} (reported at the
 *       identifier), or an identifier with no upper-case letter;</li>
 *   <li>garbage between nodes — any other character where a property, {@code ;}, {@code (} or
 *       {@code )} was expected, including a node or a property after a variation (the EBNF puts
 *       all nodes of a tree before its variations).</li>
 * </ul>
 *
 * <h2>Warnings</h2>
 * Recoverable oddities become {@link Warning}s in the {@link SgfParseResult}:
 * <ul>
 *   <li>text before the first game tree (the first {@code (} followed by {@code ;}) is skipped,
 *       as FF[4] readers must skip such headers;</li>
 *   <li>an old FF[3] identifier with lower-case letters ({@code AddBlack}) keeps only its upper-case
 *       letters ({@code AB});</li>
 *   <li>a property repeated in one node has its values merged into the first occurrence;</li>
 *   <li>a property that FF[4] does not define (properties.html, the property index) is kept, with
 *       one warning per identifier and text.</li>
 * </ul>
 *
 * <p>The parser is iterative: nesting depth and sequence length are bounded only by memory.
 * A leading byte-order mark is skipped.
 */
public final class SgfParser {
    /** The properties defined by FF[4] (properties.html, "FF[4] property index"), Go's included. */
    private static final Set<String> FF4_PROPERTIES = Set.of(
            // move
            "B", "KO", "MN", "W",
            // setup
            "AB", "AE", "AW", "PL",
            // node annotation
            "C", "DM", "GB", "GW", "HO", "N", "UC", "V",
            // move annotation
            "BM", "DO", "IT", "TE",
            // markup
            "AR", "CR", "DD", "LB", "LN", "MA", "SL", "SQ", "TR",
            // root
            "AP", "CA", "FF", "GM", "ST", "SZ",
            // game info
            "AN", "BR", "BT", "CP", "DT", "EV", "GN", "GC", "ON", "OT", "PB", "PC", "PW", "RE", "RO",
            "RU", "SO", "TM", "US", "WR", "WT",
            // timing
            "BL", "OB", "OW", "WL",
            // miscellaneous
            "FG", "PM", "VW",
            // Go (go.html)
            "HA", "KM", "TB", "TW",
            // Shinpan's own (private properties, as FF[4] allows): the prisoner-difference before
            // the first move, written by analyze --sgf (SgfGame#startPrisonerDifference), and the
            // frame's stones, written by tsumego --sgf (SgfGame#withoutShinpanFrame); and the LJ
            // record's conventions (LjRecordReader: a turn's cycle removal, the initially prohibited
            // locations; docs/rulesets.md)
            "SHPD", "SHFR", "LJ", "LJP");


    private final String text;
    private final String source;
    private final int length;
    private final int[] lineStarts;
    private final List<Warning> warnings = new ArrayList<>();
    private final Set<String> reportedUnknown = new HashSet<>();
    private int pos;

    private SgfParser(String text, String source) {
        this.text = text;
        this.source = source;
        this.length = text.length();
        this.lineStarts = lineStarts(text);
    }

    /**
     * Reads every game tree of {@code text}.
     *
     * @param source the name used in messages, e.g. the file name
     * @throws InputException naming line and column, for the errors listed above
     */
    public static SgfParseResult parse(String text, String source) {
        if (text == null) {
            throw new InputException(source, "no SGF text");
        }
        SgfParser parser = new SgfParser(text, source);
        SgfCollection collection = parser.parseCollection();
        return new SgfParseResult(collection, parser.warnings);
    }

    /**
     * Reads every game tree of the bytes of an SGF file, decoded by {@link #decode}.
     *
     * @throws InputException as {@link #parse(String, String)}
     */
    public static SgfParseResult parse(byte[] bytes, String source) {
        return parse(decode(bytes), source);
    }

    private static final Pattern GAME_TREE_START = Pattern.compile("\\(\\s*;");

    /**
     * Whether {@code text} (decoded) is read as SGF: it starts with {@code (} after white space,
     * or it holds the start of a game tree ({@code (;}) after other text — a mail header, a note —
     * which the parser skips with a warning (docs/formats.md). A text whose first line is a comment
     * of a graph file ({@code #}) or a diagram ({@code %}), or a graph statement, is not, whatever
     * its comments hold.
     */
    public static boolean isSgfText(String text) {
        String start = text.stripLeading();
        if (start.startsWith("(")) return true;
        if (start.startsWith("#") || start.startsWith("%") || org.shinpan.board.GraphText.isGraphText(start)) {
            return false;
        }
        return GAME_TREE_START.matcher(text).find();
    }

    /**
     * The text of the bytes of an SGF file. Decision: the charset named by the {@code CA[...]} of
     * the first game tree's root node if Java knows it (sgf.html, CA: the charset of SimpleText and
     * Text; a root property, so a {@code CA} in another node, in a comment or before the first tree
     * names none), else UTF-8 if the bytes are valid UTF-8 (what most programs write today), else
     * ISO-8859-1, the FF[4] default. Never fails: bytes that do not decode become U+FFFD. A leading
     * byte-order mark (U+FEFF, as some Windows editors write) is dropped, so that the text starts
     * with what the file holds: an SGF's '(' or a diagram's first row.
     */
    public static String decode(byte[] bytes) {
        String text = decodeCharset(bytes);
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /**
     * Whether {@code name} (a {@code CA} value) names a charset {@link #decode} can use: one Java
     * knows that writes the ASCII of SGF's structure as ASCII (UTF-16 or EBCDIC do not: a file
     * whose {@code CA[...]} could be read as ASCII is not written in them).
     */
    public static boolean knownCharset(String name) {
        try {
            return Charset.isSupported(name) && asciiCompatible(Charset.forName(name));
        } catch (IllegalArgumentException illegalName) {
            return false;
        }
    }

    private static boolean asciiCompatible(Charset cs) {
        String structure = "(;[]:\\ ABCZabcz09\n";
        return cs.canEncode() && java.util.Arrays.equals(structure.getBytes(cs), structure.getBytes(StandardCharsets.US_ASCII));
    }

    private static String decodeCharset(byte[] bytes) {
        // a UTF-16 byte-order mark (as Windows' Notepad writes) names the encoding of the whole file
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF) {
            return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16BE);
        }
        if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE) {
            return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE);
        }
        String latin1 = new String(bytes, StandardCharsets.ISO_8859_1);
        String named = rootCharsetName(latin1).strip();
        if (!named.isEmpty() && knownCharset(named)) {
            return new String(bytes, Charset.forName(named));
        }
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException notUtf8) {
            return latin1;
        }
    }

    /**
     * The first value of the {@code CA} of the first game tree's root node in {@code text} (the
     * bytes read as ISO-8859-1, which keeps SGF's ASCII structure), or "" without one. The root node
     * is read as the parser reads it, without checking it: identifiers by their upper-case letters
     * (FF[3]'s {@code ChArset} is {@code CA}), values up to the first {@code ]} not escaped by
     * {@code \}; it ends at the next {@code ;}, {@code (} or {@code )} outside a value.
     */
    private static String rootCharsetName(String text) {
        int p = text.indexOf('(');
        while (p >= 0) {
            int q = p + 1;
            while (q < text.length() && isWhitespace(text.charAt(q))) q++;
            if (q < text.length() && text.charAt(q) == ';') break;
            p = text.indexOf('(', p + 1);
        }
        if (p < 0) return "";
        StringBuilder identifier = new StringBuilder();
        boolean afterValue = false;
        for (int i = text.indexOf(';', p) + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ';' || c == '(' || c == ')') return "";
            if (isAsciiLetter(c)) {
                if (afterValue) identifier.setLength(0);
                afterValue = false;
                if (c <= 'Z') identifier.append(c);
            } else if (c == '[') {
                int end = i + 1;
                while (end < text.length() && text.charAt(end) != ']') end += text.charAt(end) == '\\' ? 2 : 1;
                if (identifier.toString().equals("CA")) return text.substring(i + 1, Math.min(end, text.length()));
                afterValue = true;
                i = end;
            }
        }
        return "";
    }

    // ---------------------------------------------------------------- collection and trees

    private SgfCollection parseCollection() {
        int begin = length > 0 && text.charAt(0) == '\uFEFF' ? 1 : 0;
        int start = findFirstTree(begin);
        if (start < 0) {
            throw noGameTree(begin);
        }
        int junk = skipWhitespace(begin);
        if (junk < start) {
            warn(junk, "text before the first game tree ignored");
        }
        List<SgfNode> trees = new ArrayList<>();
        pos = start;
        while (true) {
            trees.add(parseGameTree());
            pos = skipWhitespace(pos);
            if (pos >= length) {
                break;
            }
            if (text.charAt(pos) != '(') {
                throw error(pos, "missing '(': expected another game tree or the end of the input after the"
                        + " game tree, found " + describe(pos));
            }
        }
        return new SgfCollection(trees);
    }

    /** The offset of the first '(' followed (after white space) by ';', or -1. */
    private int findFirstTree(int from) {
        int p = text.indexOf('(', from);
        while (p >= 0) {
            int q = skipWhitespace(p + 1);
            if (q < length && text.charAt(q) == ';') {
                return p;
            }
            p = text.indexOf('(', p + 1);
        }
        return -1;
    }

    private InputException noGameTree(int begin) {
        int paren = text.indexOf('(', begin);
        if (paren >= 0) {
            int after = skipWhitespace(paren + 1);
            return error(after, "missing ';': a game tree starts with \"(;\" but '(' is followed by " + describe(after));
        }
        int first = skipWhitespace(begin);
        if (first >= length) {
            return error(first, "empty collection: the input holds no game tree");
        }
        return error(first, "missing '(': the input holds no game tree (one starts with \"(;\"), found "
                + describe(first));
    }

    /** One open '(' while a tree is read. */
    private static final class Frame {
        final int open;
        final NodeBuilder parent; // the node the tree hangs from; null for the root tree
        NodeBuilder last; // the last node of the tree's sequence so far
        boolean inVariations;

        Frame(int open, NodeBuilder parent) {
            this.open = open;
            this.parent = parent;
        }
    }

    private SgfNode parseGameTree() {
        Deque<Frame> open = new ArrayDeque<>();
        NodeBuilder root = null;
        openTree(open, null);
        while (true) {
            pos = skipWhitespace(pos);
            Frame frame = open.peek();
            if (pos >= length) {
                throw error(frame.open, "unclosed game tree: no ')' closes this '(' before the end of the input");
            }
            char c = text.charAt(pos);
            if (c == ';') {
                if (frame.inVariations) {
                    throw error(pos, "garbage between nodes: a node after a variation; a game tree lists its"
                            + " nodes before its variations, so '(' or ')' must follow here");
                }
                NodeBuilder node = new NodeBuilder(pos);
                if (frame.last != null) {
                    frame.last.children.add(node);
                } else if (frame.parent != null) {
                    frame.parent.children.add(node);
                } else {
                    root = node;
                }
                frame.last = node;
                pos++;
                parseProperties(node);
            } else if (c == '(') {
                frame.inVariations = true;
                openTree(open, frame.last);
            } else if (c == ')') {
                open.pop();
                pos++;
                if (open.isEmpty()) {
                    return build(root);
                }
            } else if (isAsciiLetter(c)) {
                throw error(pos, "garbage between nodes: property " + identifierAt(pos)
                        + " after a variation is outside any node; '(' or ')' must follow here");
            } else if (c == '[') {
                throw error(pos, "garbage between nodes: a value '[' without a property identifier");
            } else {
                throw error(pos, "garbage between nodes: unexpected " + describe(pos)
                        + " where a property, ';', '(' or ')' was expected");
            }
        }
    }

    /** Reads '(' at pos and checks that a node follows. */
    private void openTree(Deque<Frame> open, NodeBuilder parent) {
        Frame frame = new Frame(pos, parent);
        open.push(frame);
        pos = skipWhitespace(pos + 1);
        if (pos >= length) {
            throw error(frame.open, "unclosed game tree: no ')' closes this '(' before the end of the input");
        }
        if (text.charAt(pos) != ';') {
            throw error(pos, "missing ';': a game tree starts with a node, but '(' is followed by " + describe(pos));
        }
    }

    // ---------------------------------------------------------------- nodes and properties

    /** A node while it is read: properties merged by identifier, children appended. */
    private static final class NodeBuilder {
        final int offset;
        final List<String> identifiers = new ArrayList<>(2);
        final List<List<String>> values = new ArrayList<>(2);
        final List<Integer> offsets = new ArrayList<>(2);
        final List<NodeBuilder> children = new ArrayList<>(1);
        SgfNode built;

        NodeBuilder(int offset) {
            this.offset = offset;
        }

        /** The values of {@code identifier} so far, or null. */
        List<String> valuesOf(String identifier) {
            int i = identifiers.indexOf(identifier);
            return i < 0 ? null : values.get(i);
        }
    }

    private void parseProperties(NodeBuilder node) {
        while (true) {
            pos = skipWhitespace(pos);
            if (pos >= length || !isAsciiLetter(text.charAt(pos))) {
                return;
            }
            int start = pos;
            while (pos < length && isAsciiLetter(text.charAt(pos))) {
                pos++;
            }
            String written = text.substring(start, pos);
            String identifier = isUpperCase(written) ? written : upperCaseLetters(written);
            if (identifier.isEmpty()) {
                throw error(start, "property identifier '" + shorten(written)
                        + "' has no upper-case letter (FF[4] identifiers are upper-case letters)");
            }
            if (!identifier.equals(written)) {
                warn(start, "old-style (FF[3]) property identifier '" + shorten(written) + "' read as '"
                        + shorten(identifier) + "'");
            }
            pos = skipWhitespace(pos);
            if (pos >= length || text.charAt(pos) != '[') {
                throw error(start, "property " + shorten(identifier) + " has no value: expected '[' after the"
                        + " identifier, found " + describe(pos));
            }
            List<String> values = new ArrayList<>(1);
            while (pos < length && text.charAt(pos) == '[') {
                values.add(readValue(identifier));
                pos = skipWhitespace(pos);
            }
            List<String> existing = node.valuesOf(identifier);
            if (existing != null) {
                warn(start, "property " + shorten(identifier) + " appears twice in one node; its values are merged");
                existing.addAll(values);
            } else {
                node.identifiers.add(identifier);
                node.values.add(values);
                node.offsets.add(start);
            }
            if (!FF4_PROPERTIES.contains(identifier) && reportedUnknown.add(identifier)) {
                warn(start, "unknown property " + shorten(identifier) + " (not defined by SGF FF[4]) kept as it is");
            }
        }
    }

    /** Reads the value whose '[' is at pos; leaves pos after its ']'. */
    private String readValue(String identifier) {
        int open = pos;
        pos++;
        int plainEnd = pos;
        while (plainEnd < length && text.charAt(plainEnd) != ']' && text.charAt(plainEnd) != '\\') {
            plainEnd++;
        }
        if (plainEnd < length && text.charAt(plainEnd) == ']') {
            String value = text.substring(pos, plainEnd); // the common case: no escape
            pos = plainEnd + 1;
            return value;
        }
        StringBuilder sb = new StringBuilder(text.substring(pos, plainEnd));
        pos = plainEnd;
        while (true) {
            if (pos >= length) {
                throw error(open, "unterminated value of property " + shorten(identifier)
                        + ": no ']' closes this '[' before the end of the input");
            }
            char c = text.charAt(pos);
            if (c == ']') {
                pos++;
                return sb.toString();
            }
            if (c == '\\') {
                if (pos + 1 >= length) {
                    throw error(open, "unterminated value of property " + shorten(identifier)
                            + ": no ']' closes this '[' before the end of the input (the last '\\' escapes nothing)");
                }
                char d = text.charAt(pos + 1);
                pos += 2;
                if (d == '\n' || d == '\r') {
                    // soft line break: removed, the pair \r\n or \n\r counting as one break
                    if (pos < length && isOtherLineEnd(d, text.charAt(pos))) {
                        pos++;
                    }
                } else {
                    sb.append(d);
                }
                continue;
            }
            sb.append(c);
            pos++;
        }
    }

    private static boolean isOtherLineEnd(char first, char second) {
        return (first == '\r' && second == '\n') || (first == '\n' && second == '\r');
    }

    /** Turns the builders under {@code root} into immutable nodes, children first, without recursion. */
    private SgfNode build(NodeBuilder root) {
        Deque<NodeBuilder> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            NodeBuilder b = stack.peek();
            boolean ready = true;
            for (NodeBuilder child : b.children) {
                if (child.built == null) {
                    ready = false;
                    stack.push(child);
                }
            }
            if (!ready) {
                continue;
            }
            stack.pop();
            int count = b.identifiers.size();
            List<SgfProperty> props = new ArrayList<>(count);
            List<LineColumn> locations = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                props.add(new SgfProperty(b.identifiers.get(i), b.values.get(i)));
                locations.add(location(b.offsets.get(i)));
            }
            List<SgfNode> children = new ArrayList<>(b.children.size());
            for (NodeBuilder child : b.children) {
                children.add(child.built);
                child.built = null; // let the finished subtree's builders go
            }
            b.children.clear();
            b.built = new SgfNode(props, locations, children, location(b.offset));
        }
        return root.built;
    }

    // ---------------------------------------------------------------- scanning helpers

    private int skipWhitespace(int from) {
        int p = from;
        while (p < length && isWhitespace(text.charAt(p))) {
            p++;
        }
        return p;
    }

    private static boolean isWhitespace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private static boolean isUpperCase(String written) {
        for (int i = 0; i < written.length(); i++) {
            if (written.charAt(i) > 'Z') {
                return false;
            }
        }
        return true;
    }

    private static String upperCaseLetters(String written) {
        StringBuilder sb = new StringBuilder(written.length());
        for (int i = 0; i < written.length(); i++) {
            char c = written.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private String identifierAt(int start) {
        int p = start;
        while (p < length && isAsciiLetter(text.charAt(p))) {
            p++;
        }
        return shorten(text.substring(start, p));
    }

    /** Long identifiers (only garbage has them) are cut in messages. */
    private static String shorten(String s) {
        return s.length() <= 20 ? s : s.substring(0, 20) + "...";
    }

    /** How the character at {@code p} is named in messages. */
    private String describe(int p) {
        if (p >= length) {
            return "the end of the input";
        }
        char c = text.charAt(p);
        if (c < 0x20 || c == 0x7f || Character.isISOControl(c) || Character.isSurrogate(c)
                || !Character.isDefined(c)) {
            return String.format("character U+%04X", (int) c);
        }
        return "'" + c + "'";
    }

    private static int[] lineStarts(String text) {
        int[] starts = new int[16];
        int count = 0;
        starts[count++] = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= n || text.charAt(i + 1) != '\n'))) {
                if (count == starts.length) {
                    starts = Arrays.copyOf(starts, count * 2);
                }
                starts[count++] = i + 1;
            }
        }
        return Arrays.copyOf(starts, count);
    }

    private LineColumn location(int offset) {
        int i = Arrays.binarySearch(lineStarts, offset);
        int line = i >= 0 ? i : -i - 2;
        return new LineColumn(line + 1, offset - lineStarts[line] + 1);
    }

    private InputException error(int offset, String problem) {
        LineColumn at = location(offset);
        return new InputException(source, at.line(), at.column(), problem);
    }

    private void warn(int offset, String message) {
        LineColumn at = location(offset);
        warnings.add(new Warning(source, at.line(), at.column(), message));
    }
}
