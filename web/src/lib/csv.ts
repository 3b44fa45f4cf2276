import { stringify } from 'csv-stringify/browser/esm/sync';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * RFC 4180 CSV (CRLF line ends, no byte order mark) of a header row and data rows. A field with a
 * comma, a quote, a carriage return or a line feed is quoted. Text a spreadsheet would run as a
 * formula (CSV injection, also with a full-width sign) gets a leading apostrophe, which spreadsheets
 * show as plain text; a negative number stays a number.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows] as CsvCell[][], {
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { boolean: (value) => String(value) },
  });
}
