/**
 * Reports of analyses in formats other programs read: SGF with verdict markup and certificates.
 */
package org.shinpan.report;
