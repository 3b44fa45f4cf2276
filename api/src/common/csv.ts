import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null;

/**
 * CSV lines of the given rows, the one way the api writes CSV. Text a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return, or a full-width ＝ ＋ － ＠) gets a
 * leading apostrophe, in every row including the header (OWASP "CSV injection"); a negative number
 * stays a number. Null is an empty cell.
 */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(rows as CsvCell[][], { escape_formulas: true });
}
