package org.shinpan.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.shinpan.board.Graph;
import org.shinpan.board.Occupant;
import org.shinpan.board.Player;
import org.shinpan.board.Position;
import org.shinpan.board.SuicideRule;

class SgfRoundTripProperties {

    @Property(tries = 300)
    void writeThenReadGivesTheSameCollection(@ForAll("collections") SgfCollection collection) {
        String text = SgfWriter.write(collection);
        SgfParseResult read = SgfParser.parse(text, "round-trip");
        assertEquals(collection, read.collection());
        assertEquals(collection.hashCode(), read.collection().hashCode());
        assertEquals(text, SgfWriter.write(read.collection()), "writing is stable");
        assertTrue(read.warnings().stream().allMatch(w -> w.message().contains("unknown property")),
                () -> "only unknown properties may be warned about: " + read.warnings());
    }

    @Property(tries = 100)
    void positionsReadBackFromSgf(@ForAll @IntRange(min = 1, max = 25) int width,
            @ForAll @IntRange(min = 1, max = 25) int height, @ForAll long seed,
            @ForAll Optional<Player> toMove, @ForAll("comments") Optional<String> comment) {
        Random random = new Random(seed);
        Graph graph = Graph.grid(width, height);
        Occupant[] cells = new Occupant[graph.size()];
        for (int loc = 0; loc < cells.length; loc++) {
            cells[loc] = Occupant.values()[random.nextInt(3)];
        }
        Position position = Position.of(graph, cells);
        String text = SgfPositions.write(position, toMove, comment);
        SgfGame game = SgfGame.parse(text, "position", SuicideRule.PROHIBITED);
        assertEquals(position, game.positionAfter(0));
        assertEquals(position, game.finalPosition());
        toMove.ifPresent(p -> assertEquals(p, game.playerToMove()));
        assertEquals(comment, game.root().value("C"));
    }

    // ---------------------------------------------------------------- generators

    @Provide
    Arbitrary<SgfCollection> collections() {
        return trees().list().ofMinSize(1).ofMaxSize(3).map(SgfCollection::new);
    }

    /** Trees with sequences of up to 6 nodes and variations nested up to 3 deep. */
    private Arbitrary<SgfNode> trees() {
        return Arbitraries.recursive(
                () -> sequence(Arbitraries.just(List.of())),
                deeper -> sequence(deeper.list().ofMinSize(0).ofMaxSize(3)),
                0, 3);
    }

    /** A chain of 1 to 6 nodes whose last node gets {@code children}. */
    private Arbitrary<SgfNode> sequence(Arbitrary<List<SgfNode>> children) {
        return Combinators.combine(properties().list().ofMinSize(1).ofMaxSize(6), children).as((chain, tail) -> {
            SgfNode node = new SgfNode(chain.get(chain.size() - 1), tail);
            for (int i = chain.size() - 2; i >= 0; i--) {
                node = new SgfNode(chain.get(i), List.of(node));
            }
            return node;
        });
    }

    private Arbitrary<List<SgfProperty>> properties() {
        Arbitrary<SgfProperty> property = Combinators.combine(identifiers(), values().list().ofMinSize(1).ofMaxSize(4))
                .as(SgfProperty::new);
        return property.list().ofMaxSize(5).uniqueElements(SgfProperty::identifier);
    }

    private Arbitrary<String> identifiers() {
        return Arbitraries.oneOf(
                Arbitraries.of("B", "W", "AB", "AW", "C", "SZ", "LB"),
                Arbitraries.strings().withCharRange('A', 'Z').ofMinLength(1).ofMaxLength(4));
    }

    @Provide
    Arbitrary<Optional<String>> comments() {
        return values().optional();
    }

    private Arbitrary<String> values() {
        return Arbitraries.oneOf(
                Arbitraries.strings().withChars("]\\[:;() \t\n\rab").ofMaxLength(12),
                Arbitraries.strings().all().ofMaxLength(8),
                Arbitraries.of("", "\\", "]", "\\]", "\\\\", "\\\n", "\\\r\n", "a\\", "aa:bb", "\n\r", "\u00e9\u56f4"));
    }
}
