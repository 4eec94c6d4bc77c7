package org.shinpan.gtp;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

/** A {@link ShinpanEngine} driven in-process one command line at a time, as the GTP tests do. */
record EngineSession(ShinpanEngine engine) {

    /** The response to {@code line}; fails the test if the line gets none. */
    GtpResponse send(String line) {
        Optional<GtpResponse> r = engine.execute(line);
        assertTrue(r.isPresent(), "no response to '" + line + "'");
        return r.get();
    }

    /** The text of a successful response; fails the test on a failure. */
    String ok(String line) {
        GtpResponse r = send(line);
        assertTrue(r.success(), line + " -> ? " + r.text());
        return r.text();
    }

    /** The message of a failure; fails the test on a success. */
    String fails(String line) {
        GtpResponse r = send(line);
        assertFalse(r.success(), line + " -> = " + r.text());
        return r.text();
    }
}
