/**
 * Input errors with their source, line and column ({@link org.shinpan.io.InputException}), recoverable warnings, and JSON output.
 */
package org.shinpan.io;
