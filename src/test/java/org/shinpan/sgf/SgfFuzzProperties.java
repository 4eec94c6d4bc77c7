package org.shinpan.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.shinpan.board.SuicideRule;
import org.shinpan.io.InputException;

/**
 * Robustness: whatever the input, the parser and the Go interpretation either succeed or throw
 * {@link InputException}; any other exception or error fails the property.
 */
class SgfFuzzProperties {
    private static final List<byte[]> SAMPLES = samples();
    private static final byte[] ALPHABET = "()[];\\:ABWECLPSZGMKHTRabcdefgtsz0123456789 \n\r\t\u00e9"
            .getBytes(StandardCharsets.UTF_8);

    @Property(tries = 10000)
    void parserThrowsNothingButInputException(@ForAll("inputs") byte[] input) {
        String outcome;
        try {
            SgfParseResult result = SgfParser.parse(input, "fuzz");
            outcome = "parsed";
            for (SgfNode tree : result.collection().gameTrees()) {
                outcome = interpret(tree) ? "parsed, game read" : "parsed, game rejected";
            }
            assertEquals(result.collection(), SgfParser.parse(SgfWriter.write(result.collection()), "again").collection());
        } catch (InputException expected) {
            outcome = "rejected";
        }
        Statistics.label("outcome").collect(outcome);
    }

    @Property(tries = 10000)
    void gameInterpretationThrowsNothingButInputException(@ForAll("goTrees") SgfNode tree) {
        String text = SgfWriter.write(tree);
        assertEquals(tree, SgfParser.parse(text, "fuzz").firstGameTree());
        Statistics.label("outcome").collect(interpret(tree) ? "game read" : "game rejected");
    }

    @Property(tries = 2000)
    void parserOnAnyTextThrowsNothingButInputException(@ForAll("texts") String text) {
        try {
            for (SgfNode tree : SgfParser.parse(text, "fuzz").collection().gameTrees()) {
                interpret(tree);
            }
        } catch (InputException expected) {
            // fine
        }
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.oneOf(
                Arbitraries.strings().all().ofMaxLength(60),
                Arbitraries.strings().withChars("()[];\\:BWAaet \n\r\uD800\uDC00\uFEFF\u0000").ofMaxLength(60),
                Arbitraries.strings().withChars("[]\\:;\uD83D\uDE00\r\n").ofMaxLength(20).map(v -> "(;C[" + v + "]"));
    }

    /** Reads the tree under both suicide rules and walks every result; whether both were read. */
    private static boolean interpret(SgfNode tree) {
        boolean read = true;
        for (SuicideRule rule : SuicideRule.values()) {
            try {
                SgfGame game = SgfGame.read(tree, "fuzz", rule);
                for (int k = 0; k <= game.moveCount(); k++) {
                    game.positionAfter(k).isLegal();
                }
                game.finalPosition();
                game.playerToMove();
                game.info();
                game.warnings().forEach(Object::toString);
            } catch (InputException expected) {
                read = false;
            }
        }
        return read;
    }

    // ---------------------------------------------------------------- byte inputs

    @Provide
    Arbitrary<byte[]> inputs() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(2, Arbitraries.bytes().array(byte[].class).ofMaxSize(200)),
                net.jqwik.api.Tuple.of(2, Arbitraries.of(box(ALPHABET)).array(Byte[].class).ofMaxSize(200)
                        .map(SgfFuzzProperties::unbox)),
                net.jqwik.api.Tuple.of(6, Arbitraries.randomValue(SgfFuzzProperties::mutatedSample)));
    }

    /** A valid sample with one to four random edits. */
    private static byte[] mutatedSample(Random random) {
        List<Byte> bytes = new ArrayList<>();
        for (byte b : SAMPLES.get(random.nextInt(SAMPLES.size()))) {
            bytes.add(b);
        }
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int at = bytes.isEmpty() ? 0 : random.nextInt(bytes.size());
            switch (random.nextInt(6)) {
                case 0: // insert a byte that means something to SGF
                    bytes.add(at, ALPHABET[random.nextInt(ALPHABET.length)]);
                    break;
                case 1: // insert any byte
                    bytes.add(at, (byte) random.nextInt(256));
                    break;
                case 2: // delete a short range
                    for (int k = random.nextInt(4); k >= 0 && at < bytes.size(); k--) {
                        bytes.remove(at);
                    }
                    break;
                case 3: // replace a byte
                    if (!bytes.isEmpty()) bytes.set(at, ALPHABET[random.nextInt(ALPHABET.length)]);
                    break;
                case 4: // duplicate a range
                    int end = Math.min(bytes.size(), at + 1 + random.nextInt(12));
                    bytes.addAll(at, new ArrayList<>(bytes.subList(at, end)));
                    break;
                default: // cut the end off
                    while (bytes.size() > at) bytes.remove(bytes.size() - 1);
                    break;
            }
        }
        return unbox(bytes.toArray(new Byte[0]));
    }

    private static List<byte[]> samples() {
        List<String> texts = new ArrayList<>(List.of(
                "(;GM[1]FF[4]SZ[5]KM[0.5]HA[0]RU[Japanese]RE[W+R]\n;B[ba];W[aa];B[ab]\n;W[];B[tt]\n;W[cc])",
                "(;SZ[4:7]AB[da][ag]AW[bb:cc]AE[bc];W[bd];B[];PL[W];W[ad])",
                "(;FF[3]GaMe[1]SiZe[9]AddBlack[cc][gg]HA[2]PL[W];W[ee];B[ef](;W[ff])(;W[fe]C[var\\]iation]))",
                "(;SZ[3]AB[ba][ab];W[aa];B[bb];W[cc])(;GM[1]SZ[21];B[tt];W[uu])",
                "header\n(;GM[1]C[soft\\\nbreak \\\\ and \\] escapes]XX[private]SZ[2];B[aa];W[bb];B[ab])"));
        try (InputStream in = SgfFuzzProperties.class.getResourceAsStream("ko-and-variations.sgf")) {
            texts.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<byte[]> result = new ArrayList<>();
        for (String t : texts) {
            result.add(t.getBytes(StandardCharsets.UTF_8));
        }
        return result;
    }

    private static Byte[] box(byte[] bytes) {
        Byte[] boxed = new Byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) boxed[i] = bytes[i];
        return boxed;
    }

    private static byte[] unbox(Byte[] boxed) {
        byte[] bytes = new byte[boxed.length];
        for (int i = 0; i < boxed.length; i++) bytes[i] = boxed[i];
        return bytes;
    }

    // ---------------------------------------------------------------- Go trees

    private static final String[] ODD_IDENTIFIERS = {"AB", "AW", "AE", "PL", "SZ", "GM", "KM", "HA", "C", "MN", "KO"};
    private static final String[] ODD_VALUES = {
        "", "tt", "B", "W", "x", "-1", "6.5", "2", "1:", ":", "1", "25", "26", "4:7", "aa:cc", "zz", "Aa", "a"};

    /**
     * Go game trees: a board of 1 to 9 (sometimes any size or a bad SZ), moves mostly on distinct
     * points of it (so that most games are legal), and now and then setup, odd properties and odd
     * values, so that every error path is reached too.
     */
    @Provide
    Arbitrary<SgfNode> goTrees() {
        return Arbitraries.randomValue(random -> new GoTreeMaker(random).tree());
    }

    private static final class GoTreeMaker {
        final Random random;
        final int width;
        final int height;
        final List<String> points = new ArrayList<>();
        int next;

        GoTreeMaker(Random random) {
            this.random = random;
            this.width = 1 + random.nextInt(random.nextInt(10) == 0 ? 25 : 9);
            this.height = random.nextInt(3) == 0 ? 1 + random.nextInt(9) : width;
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++) {
                    points.add("" + SgfPoints.letter(x) + SgfPoints.letter(y));
                }
            }
            java.util.Collections.shuffle(points, random);
        }

        SgfNode tree() {
            return sequence(0);
        }

        SgfNode sequence(int depth) {
            int length = 1 + random.nextInt(depth == 0 ? 40 : 6);
            List<List<SgfProperty>> chain = new ArrayList<>();
            for (int i = 0; i < length; i++) {
                chain.add(depth == 0 && i == 0 ? root() : node(i));
            }
            List<SgfNode> tail = new ArrayList<>();
            if (depth < 3 && random.nextInt(4) == 0) {
                int saved = next;
                for (int v = 2 + random.nextInt(2); v > 0; v--) {
                    next = saved;
                    tail.add(sequence(depth + 1));
                }
            }
            SgfNode node = new SgfNode(chain.get(length - 1), tail);
            for (int i = length - 2; i >= 0; i--) {
                node = new SgfNode(chain.get(i), List.of(node));
            }
            return node;
        }

        List<SgfProperty> root() {
            List<SgfProperty> props = new ArrayList<>();
            switch (random.nextInt(20)) {
                case 0: break; // default 19x19
                case 1: props.add(SgfProperty.of("SZ", ODD_VALUES[random.nextInt(ODD_VALUES.length)])); break;
                default: props.add(SgfProperty.of("SZ", width == height ? "" + width : width + ":" + height));
            }
            if (random.nextInt(4) == 0) {
                props.add(SgfProperty.of("AB", point(), point()));
            }
            if (random.nextInt(4) == 0) {
                props.add(SgfProperty.of("KM", random.nextInt(10) == 0 ? odd() : "6.5"));
            }
            addOdd(props);
            return props;
        }

        List<SgfProperty> node(int index) {
            List<SgfProperty> props = new ArrayList<>();
            int kind = random.nextInt(20);
            if (kind > 1) {
                String value = random.nextInt(15) == 0 ? (random.nextBoolean() ? "" : "tt")
                        : random.nextInt(60) == 0 ? odd() : point();
                props.add(SgfProperty.of(index % 2 == 1 ? "B" : "W", value));
            } else if (kind == 1) {
                props.add(SgfProperty.of(random.nextBoolean() ? "AB" : "AW", point() + ":" + point()));
            }
            addOdd(props);
            return props;
        }

        void addOdd(List<SgfProperty> props) {
            if (random.nextInt(12) != 0) {
                return;
            }
            String id = random.nextInt(4) == 0 ? (random.nextBoolean() ? "B" : "W")
                    : ODD_IDENTIFIERS[random.nextInt(ODD_IDENTIFIERS.length)];
            if (props.stream().noneMatch(p -> p.identifier().equals(id))) {
                props.add(SgfProperty.of(id, random.nextBoolean() ? point() : odd()));
            }
        }

        String point() {
            if (random.nextInt(80) == 0) {
                return "" + SgfPoints.letter(random.nextInt(52)) + SgfPoints.letter(random.nextInt(52));
            }
            String p = points.get(next % points.size());
            next++;
            return p;
        }

        String odd() {
            return ODD_VALUES[random.nextInt(ODD_VALUES.length)];
        }
    }
}
