package org.shinpan.board;

import java.util.SplittableRandom;

/**
 * Zobrist keys for positions: one 64-bit key per (location, stone colour), from a seeded
 * generator so that hashes are the same in every run and on every machine.
 *
 * <p>The key of location {@code loc} depends only on {@code loc}, never on the size of the
 * graph, so positions of different graphs with the same stones on the same indices collide;
 * hashes are only compared between positions of one graph.
 *
 * <p>{@link #positionHash} covers the stones only. It excludes the player to move, ko bans, pass
 * state and everything else a rule set adds; hashes that cover those are built on top of it with
 * {@link #playerToMoveKey()} and keys of their own.
 */
public final class Zobrist {
    /** The seed of the key generator; changing it changes every stored hash. */
    public static final long SEED = 0x5368696e70616eL; // "Shinpan"

    private static volatile long[] keys = generate(2 * 25 * 25 + 2);

    private Zobrist() {}

    private static long[] generate(int count) {
        SplittableRandom random = new SplittableRandom(SEED);
        long[] k = new long[count];
        for (int i = 0; i < count; i++) {
            k[i] = random.nextLong();
        }
        return k;
    }

    /**
     * The key table for graphs of up to {@code locations} locations: entry {@code 2*loc} is the
     * black key of {@code loc}, entry {@code 2*loc+1} the white key; the last entry is
     * {@link #playerToMoveKey()}'s source. The array is shared: never write to it.
     */
    static long[] table(int locations) {
        long[] k = keys;
        if (k.length < 2 * locations + 2) {
            synchronized (Zobrist.class) {
                k = keys;
                if (k.length < 2 * locations + 2) {
                    k = generate(2 * locations + 2);
                    keys = k;
                }
            }
        }
        return k;
    }

    /** The key of a stone of {@code player} on {@code loc}. */
    public static long stoneKey(int loc, Player player) {
        return table(loc + 1)[2 * loc + player.ordinal()];
    }

    /** A key to xor into a hash when White is to move. */
    public static long playerToMoveKey() {
        return 0x9E3779B97F4A7C15L;
    }

    /** The hash of the stones of {@code position}, computed from scratch. */
    public static long positionHash(Position position) {
        long[] k = table(position.graph().size());
        long h = 0;
        for (int loc = 0; loc < position.graph().size(); loc++) {
            int code = position.code(loc);
            if (code != 0) {
                h ^= k[2 * loc + code - 1];
            }
        }
        return h;
    }
}
