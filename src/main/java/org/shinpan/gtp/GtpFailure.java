package org.shinpan.gtp;

/**
 * A command that fails: the engine answers {@code ? message} and goes on (GTP version 2, "Error
 * messages"). Thrown by the argument checkers of {@link GtpCommand} and by handlers.
 */
public final class GtpFailure extends Exception {
    public GtpFailure(String message) {
        super(message);
    }
}
