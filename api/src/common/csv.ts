import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { timeSlices } from './time-slices';

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

/** A pasted or uploaded CSV / TSV without its byte-order mark, and its delimiter: a tab when its first line has one. */
export function csvBodyOf(text: string): { body: string; tabs: boolean; delimiter: string } {
  const body = text.replace(/^\uFEFF/, '');
  const tabs = (body.split(/\r?\n/, 1)[0] ?? '').includes('\t');
  return { body, tabs, delimiter: tabs ? '\t' : ',' };
}

/**
 * One line's cells. Each line is read on its own: a value never spans lines, and a broken line
 * then costs only itself. A line without quotes is split as it stands (what csv-parse would make of
 * it, at a fraction of the time); a quoted one goes to csv-parse.
 */
export function readCsvRecord(raw: string, delimiter: string): string[] {
  if (!raw.includes('"')) return raw.split(delimiter);
  const records: string[][] = parse(raw, { delimiter, relax_quotes: true, relax_column_count: true });
  const [record] = records;
  return record ?? [];
}

/** csv-parse's message without its position (a preview names the line). */
export function csvReadError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /quote/i.test(message) ? 'a quote is not closed.' : 'it is not valid CSV.';
}

/** A cell of tags: split on `;` or `|` (and on commas in a tab-separated file), trimmed, once each. */
export function splitTags(cell: string, commas: boolean): string[] {
  const parts = cell.split(commas ? /[;|,]/ : /[;|]/).map((tag) => tag.trim().replace(/\s+/g, ' '));
  return [...new Set(parts.filter(Boolean))];
}

export type CsvLine = { line: number; cells: string[]; error?: undefined } | { line: number; cells?: undefined; error: string };

/**
 * The non-blank lines of a CSV / TSV (1-based line numbers, cells trimmed), or why one cannot be
 * read. Line by line from the text, not an array of every line (less for the garbage collector to
 * copy), cut in time slices that let other requests in.
 */
export async function* csvLinesOf(body: string, delimiter: string): AsyncGenerator<CsvLine> {
  const slices = timeSlices();
  const lineBreak = /\r\n|\n|\r/g;
  for (let from = 0, line = 1; from <= body.length; line++) {
    if (slices.due()) await slices.next();
    lineBreak.lastIndex = from;
    const found = lineBreak.exec(body);
    const raw = body.slice(from, found ? found.index : body.length);
    from = found ? found.index + found[0].length : body.length + 1;
    if (!raw.trim()) continue;
    try {
      yield { line, cells: readCsvRecord(raw, delimiter).map((cell) => cell.trim()) };
    } catch (error) {
      yield { line, error: `This line cannot be read: ${csvReadError(error)}` };
    }
  }
}
