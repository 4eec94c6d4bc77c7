package org.shinpan.sgf;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Writes game trees as SGF text that {@link SgfParser} reads back to equal trees (SGF FF[4],
 * sgf.html, "Basic (EBNF) Definition", and var.html, "Variations": trees are written in
 * pre-order; escapes from "Property Value Types", Text).
 *
 * <p>Escaping: {@code ]} and {@code \} in a value are written {@code \]} and {@code \\}; nothing
 * else is changed, so hard line breaks and white space in values are kept. Colons are not escaped
 * (see {@link SgfProperty} on compose values).
 *
 * <p>Layout: each game tree starts on a new line; the root node ends its line; the nodes of a
 * sequence follow one another, a line being broken before a node, a property or a further value
 * once it would pass {@value #LINE_WIDTH} characters (never inside a value); each variation starts
 * on a new line. The text ends with a line break. Writing is iterative, so any depth is fine.
 */
public final class SgfWriter {
    /** The width after which a line is broken between tokens. */
    public static final int LINE_WIDTH = 79;

    private final StringBuilder out = new StringBuilder();
    private int column; // characters since the last line break

    private SgfWriter() {}

    /** The collection as SGF text, one game tree after another. */
    public static String write(SgfCollection collection) {
        SgfWriter writer = new SgfWriter();
        for (SgfNode root : collection.gameTrees()) {
            writer.writeTree(root);
        }
        return writer.out.toString();
    }

    /** One game tree, {@code (;...)}, as SGF text. */
    public static String write(SgfNode gameTree) {
        SgfWriter writer = new SgfWriter();
        writer.writeTree(gameTree);
        return writer.out.toString();
    }

    /** {@code value} with {@code ]} and {@code \} escaped, ready to stand between brackets. */
    public static String escape(String value) {
        StringBuilder sb = new StringBuilder(value.length() + 4);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == ']' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /** A pending piece of work: open the (sub)tree at {@code node}, or close one with ')'. */
    private record Task(SgfNode node) {
        static final Task CLOSE = new Task(null);
    }

    private void writeTree(SgfNode root) {
        Deque<Task> tasks = new ArrayDeque<>();
        tasks.push(new Task(root));
        while (!tasks.isEmpty()) {
            Task task = tasks.pop();
            if (task == Task.CLOSE) {
                raw(")");
                continue;
            }
            newLine();
            raw("(");
            SgfNode node = task.node();
            writeNode(node);
            if (node == root && node.hasChildren()) {
                newLine();
            }
            while (node.children().size() == 1) {
                node = node.children().get(0);
                writeNode(node);
            }
            tasks.push(Task.CLOSE);
            List<SgfNode> variations = node.children();
            for (int i = variations.size() - 1; i >= 0; i--) {
                tasks.push(new Task(variations.get(i)));
            }
        }
        newLine();
    }

    private void writeNode(SgfNode node) {
        List<SgfProperty> props = node.properties();
        String first = props.isEmpty() ? "" : firstToken(props.get(0));
        token(";" + first);
        for (int p = 0; p < props.size(); p++) {
            SgfProperty property = props.get(p);
            if (p > 0) {
                token(firstToken(property));
            }
            List<String> values = property.values();
            for (int v = 1; v < values.size(); v++) {
                token("[" + escape(values.get(v)) + "]");
            }
        }
    }

    private static String firstToken(SgfProperty property) {
        return property.identifier() + "[" + escape(property.value()) + "]";
    }

    /** Appends {@code text}, first breaking the line if it would grow too long. */
    private void token(String text) {
        int firstLine = text.indexOf('\n');
        int width = firstLine < 0 ? text.length() : firstLine;
        if (column > 0 && column + width > LINE_WIDTH) {
            newLine();
        }
        raw(text);
    }

    private void raw(String text) {
        out.append(text);
        int lastBreak = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
        column = lastBreak < 0 ? column + text.length() : text.length() - lastBreak - 1;
    }

    private void newLine() {
        if (column > 0) {
            out.append('\n');
            column = 0;
        }
    }
}
