/**
 * The {@code shinpan} command line: one class per subcommand; exit codes 0 success, 2 bad input, 1 internal error.
 */
package org.shinpan.cli;
