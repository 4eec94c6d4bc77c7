package org.shinpan.gtp;

/** What one GTP command does: its response text, or a {@link GtpFailure} for {@code ? message}. */
@FunctionalInterface
public interface GtpHandler {
    /**
     * Runs {@code command}.
     *
     * @return the response text, possibly empty or of several lines (without an empty line)
     * @throws GtpFailure for a failure with its message
     */
    String handle(GtpCommand command) throws GtpFailure;
}
