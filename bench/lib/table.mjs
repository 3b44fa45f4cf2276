// Printing figures: aligned tables, and the machine's state.
import os from 'node:os';

/**
 * Prints `header`, a rule and `rows` in columns two spaces apart, each as wide as its widest cell.
 * The first `left` columns (default: all) are left-aligned, the rest right-aligned (figures).
 */
export function printTable(header, rows, left = header.length) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => (i < left ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** The 1, 5 and 15 minute load averages, e.g. "11.80 12.10 12.50". */
export const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

/** "2 CPUs (AMD EPYC ...)". */
export const cpus = () => `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`;

/** Bytes as KB with one decimal, e.g. "12.3 KB". */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
