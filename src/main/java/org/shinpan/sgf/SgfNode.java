package org.shinpan.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A point of the game tree: its properties and the nodes that follow it (SGF FF[4], sgf.html,
 * "Basic (EBNF) Definition": {@code Node = ";" { Property }}; var.html, "Variations": the tree is
 * written in pre-order).
 *
 * <p>A sequence {@code ;a;b;c} is a chain of nodes each with one child; a variation
 * {@code ;a(;b)(;c)} gives {@code a} two children. The first child continues the main line
 * (var.html: the main line is variation "A"). Properties keep the order in which they were
 * written; at most one property per identifier.
 *
 * <p>Immutable. Equality and hash code are by content — properties and children, recursively — and
 * ignore the source positions ({@link #location()}, {@link #locationOf}), so a tree read back from
 * written text equals the tree written. Every operation that walks the tree ({@link #equals},
 * {@link #hashCode}, {@link #mainLine}, {@link #nodeCount}, {@link #toString}) is iterative: a
 * main line of a million nodes or variations nested a million deep are fine.
 */
public final class SgfNode {
    private final List<SgfProperty> properties;
    private final List<LineColumn> propertyLocations;
    private final List<SgfNode> children;
    private final LineColumn location;
    private final int hash;

    /** A node built in memory: no source positions. */
    public SgfNode(List<SgfProperty> properties, List<SgfNode> children) {
        this(properties, Collections.nCopies(properties.size(), LineColumn.UNKNOWN), children, LineColumn.UNKNOWN);
    }

    /**
     * A node read from text. {@code propertyLocations.get(i)} is where property {@code i} starts;
     * {@code location} is where the node's {@code ;} is.
     */
    SgfNode(List<SgfProperty> properties, List<LineColumn> propertyLocations, List<SgfNode> children,
            LineColumn location) {
        this.properties = List.copyOf(properties);
        this.propertyLocations = List.copyOf(propertyLocations);
        this.children = List.copyOf(children);
        this.location = location;
        if (this.propertyLocations.size() != this.properties.size()) {
            throw new IllegalArgumentException("one location per property is needed");
        }
        checkDistinct(this.properties);
        int h = this.properties.hashCode();
        for (SgfNode child : this.children) {
            h = 31 * h + child.hash; // the children's hashes are cached: no recursion
        }
        this.hash = h;
    }

    private static void checkDistinct(List<SgfProperty> properties) {
        int n = properties.size();
        if (n > 16) {
            Set<String> seen = new HashSet<>();
            for (SgfProperty p : properties) {
                if (!seen.add(p.identifier())) {
                    throw new IllegalArgumentException("property " + p.identifier() + " twice in one node");
                }
            }
            return;
        }
        for (int i = 1; i < n; i++) {
            for (int j = 0; j < i; j++) {
                if (properties.get(i).identifier().equals(properties.get(j).identifier())) {
                    throw new IllegalArgumentException("property " + properties.get(i).identifier() + " twice in one node");
                }
            }
        }
    }

    /** A node with the given properties and no children. */
    public static SgfNode of(SgfProperty... properties) {
        return new SgfNode(List.of(properties), List.of());
    }

    /** The properties in written order. */
    public List<SgfProperty> properties() {
        return properties;
    }

    /** The nodes that follow this one; the first continues the main line. */
    public List<SgfNode> children() {
        return children;
    }

    public boolean hasChildren() {
        return !children.isEmpty();
    }

    /** The property {@code identifier}, if this node has it. */
    public Optional<SgfProperty> property(String identifier) {
        int i = indexOf(identifier);
        return i < 0 ? Optional.empty() : Optional.of(properties.get(i));
    }

    /** Whether this node has the property {@code identifier}. */
    public boolean has(String identifier) {
        return indexOf(identifier) >= 0;
    }

    /** The values of {@code identifier}; empty if this node lacks it. */
    public List<String> values(String identifier) {
        int i = indexOf(identifier);
        return i < 0 ? List.of() : properties.get(i).values();
    }

    /** The first value of {@code identifier}, if this node has it. */
    public Optional<String> value(String identifier) {
        int i = indexOf(identifier);
        return i < 0 ? Optional.empty() : Optional.of(properties.get(i).value());
    }

    /** Where this node's {@code ;} was read; {@link LineColumn#UNKNOWN} for a node built in memory. */
    public LineColumn location() {
        return location;
    }

    /**
     * Where property {@code identifier} was read; the node's own location if it was not read from
     * text or the node lacks the property.
     */
    public LineColumn locationOf(String identifier) {
        int i = indexOf(identifier);
        if (i < 0 || !propertyLocations.get(i).isKnown()) {
            return location;
        }
        return propertyLocations.get(i);
    }

    /** This node and its first child, that child's first child, and so on to a leaf. */
    public List<SgfNode> mainLine() {
        List<SgfNode> line = new ArrayList<>();
        SgfNode node = this;
        line.add(node);
        while (!node.children.isEmpty()) {
            node = node.children.get(0);
            line.add(node);
        }
        return line;
    }

    /** The number of nodes in the tree rooted here. */
    public int nodeCount() {
        int count = 0;
        Deque<SgfNode> stack = new ArrayDeque<>();
        stack.push(this);
        while (!stack.isEmpty()) {
            SgfNode n = stack.pop();
            count++;
            for (SgfNode c : n.children) {
                stack.push(c);
            }
        }
        return count;
    }

    /** This node with other children (source positions are kept). */
    public SgfNode withChildren(List<SgfNode> newChildren) {
        return new SgfNode(properties, propertyLocations, newChildren, location);
    }

    /** This node with {@code property} added, or replacing the property of the same identifier. */
    public SgfNode with(SgfProperty property) {
        List<SgfProperty> props = new ArrayList<>(properties);
        List<LineColumn> locs = new ArrayList<>(propertyLocations);
        int i = indexOf(property.identifier());
        if (i < 0) {
            props.add(property);
            locs.add(LineColumn.UNKNOWN);
        } else {
            props.set(i, property);
            locs.set(i, LineColumn.UNKNOWN);
        }
        return new SgfNode(props, locs, children, location);
    }

    /** This node without property {@code identifier}. */
    public SgfNode without(String identifier) {
        int i = indexOf(identifier);
        if (i < 0) {
            return this;
        }
        List<SgfProperty> props = new ArrayList<>(properties);
        List<LineColumn> locs = new ArrayList<>(propertyLocations);
        props.remove(i);
        locs.remove(i);
        return new SgfNode(props, locs, children, location);
    }

    private int indexOf(String identifier) {
        for (int i = 0; i < properties.size(); i++) {
            if (properties.get(i).identifier().equals(identifier)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof SgfNode)) return false;
        Deque<SgfNode> left = new ArrayDeque<>();
        Deque<SgfNode> right = new ArrayDeque<>();
        left.push(this);
        right.push((SgfNode) o);
        while (!left.isEmpty()) {
            SgfNode a = left.pop();
            SgfNode b = right.pop();
            if (a == b) continue;
            if (a.hash != b.hash || a.children.size() != b.children.size() || !a.properties.equals(b.properties)) {
                return false;
            }
            for (int i = 0; i < a.children.size(); i++) {
                left.push(a.children.get(i));
                right.push(b.children.get(i));
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** The tree rooted here as SGF text, {@code (;...)}, as {@link SgfWriter#write(SgfNode)} gives it. */
    @Override
    public String toString() {
        return SgfWriter.write(this);
    }
}
