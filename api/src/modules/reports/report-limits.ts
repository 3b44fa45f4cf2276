/**
 * How large a report may be. Chromium lays a whole report out before it prints a page, and a report of
 * 30 keyword tables of 500 keywords × 21 companies took 83–107 s and 1.7 GB to print. At most
 * REPORT_MAX_ROWS rows of the widest table (21 companies) print in about 9 s on two busy cores, well
 * inside the render timeout.
 */
export const MAX_SECTIONS = 30;
/** Keyword tables are the sections that grow with an instance's keywords; more than this is refused when the report is saved. */
export const MAX_KEYWORD_TABLES = 4;
/** Rows one table shows in the web view and PDF; the rest are left out with a note (the CSV export has every row). */
export const MAX_TABLE_ROWS = 500;
/** Rows all the report's tables show together, for a report whose data grew after it was saved. */
export const MAX_REPORT_ROWS = 1000;

/** The note above a table cut to fit; `shown` may be 0 when the tables before it took every row. */
export function tableCutNote(shown: number, total: number): string {
  const count = (value: number) => value.toLocaleString('en-US');
  return `Showing ${count(shown)} of ${count(total)} rows: a report shows at most ${count(MAX_TABLE_ROWS)} rows per table and ${count(MAX_REPORT_ROWS)} in all its tables. The CSV export has every row.`;
}
