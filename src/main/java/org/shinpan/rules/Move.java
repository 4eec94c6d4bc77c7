package org.shinpan.rules;

import org.shinpan.board.Graph;

/**
 * A move: a play on a location, a pass, or — in J2003 hypothetical-sequences only — a ko-pass
 * (J2003 v35a, Definitions 1 "move", Definitions 2 "hypothetical-move"; LJ rules 3 and 4).
 */
public sealed interface Move permits Move.Play, Move.Pass, Move.KoPass {

    /** A stone put on {@code loc}. */
    record Play(int loc) implements Move {
        @Override
        public String notation(Graph graph) {
            return graph.label(loc);
        }
    }

    /** A pass. */
    record Pass() implements Move {
        @Override
        public String notation(Graph graph) {
            return "p";
        }
    }

    /** A ko-pass: announced by a player whose available ko-capture is prohibited (J2003 Definitions 2). */
    record KoPass() implements Move {
        @Override
        public String notation(Graph graph) {
            return "P";
        }
    }

    Pass PASS = new Pass();
    KoPass KO_PASS = new KoPass();

    static Play play(int loc) {
        return new Play(loc);
    }

    /**
     * The move as the rules' commentaries write it: the location's label for a play, {@code p}
     * for a pass, {@code P} for a ko-pass.
     */
    String notation(Graph graph);
}
