/**
 * Reports of analyses in formats other programs read: SGF with verdict markup and certificates
 * ({@link org.shinpan.report.AnalysisSgf}), and SVG pictures of the verdict
 * ({@link org.shinpan.report.BoardSvg}).
 */
package org.shinpan.report;
