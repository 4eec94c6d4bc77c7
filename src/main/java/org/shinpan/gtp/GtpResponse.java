package org.shinpan.gtp;

import java.util.OptionalLong;

/**
 * One response (GTP version 2, "Responses"): success {@code =[id] text} or failure
 * {@code ?[id] message}, written with a final empty line.
 *
 * <p>The text is made safe for the protocol on construction: carriage returns and trailing white
 * space are removed, and an empty line inside a success text (which would end the response early)
 * is dropped; a failure message is one line.
 *
 * @param id      the command's id, echoed; empty if it had none
 * @param success whether the command succeeded
 * @param text    the result or the error message
 */
public record GtpResponse(OptionalLong id, boolean success, String text) {

    public GtpResponse {
        String t = text.replace("\r", "");
        if (success) {
            t = t.stripTrailing().replaceAll("\n[ \t]*(?=\n)", "");
        } else {
            t = t.replace('\n', ' ').strip();
        }
        text = t;
    }

    public static GtpResponse success(OptionalLong id, String text) {
        return new GtpResponse(id, true, text);
    }

    public static GtpResponse failure(OptionalLong id, String message) {
        return new GtpResponse(id, false, message);
    }

    /** The response as the engine writes it, e.g. {@code "=3 W+9\n\n"} or {@code "? unknown command\n\n"}. */
    public String wire() {
        StringBuilder sb = new StringBuilder();
        sb.append(success ? '=' : '?');
        id.ifPresent(sb::append);
        return sb.append(' ').append(text).append("\n\n").toString();
    }
}
