package org.shinpan.cli;

/** A command line that cannot be obeyed: unknown subcommand or option, missing or bad argument. */
final class UsageException extends RuntimeException {
    UsageException(String message) {
        super(message);
    }
}
