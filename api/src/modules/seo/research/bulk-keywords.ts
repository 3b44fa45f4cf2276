import { parse } from 'csv-parse/sync';

/** The most keywords one bulk research takes (each plan's own limit is `bulkKeywordsPerJob`). */
export const MAX_BULK_KEYWORDS = 10_000;
/** As a single keyword-stats lookup. */
export const MAX_BULK_KEYWORD_LENGTH = 80;
/** About 10,000 lines of CSV with a few columns each. */
export const MAX_BULK_TEXT_CHARS = 1024 * 1024;
/** Lines (or list entries) read at most: room for the largest research with its repeats and blank lines, and no more. */
export const MAX_BULK_LINES = MAX_BULK_KEYWORDS * 2;
/** Repeats and bad lines named one by one; the rest are only counted, so an answer never grows with its input. */
export const BULK_SAMPLE_SIZE = 20;
/** A bad line is echoed back cut to this many characters. */
const ECHOED_CHARS = MAX_BULK_KEYWORD_LENGTH + 20;

export const bulkKeywordsMessages = {
  tooManyLines: `At most ${MAX_BULK_LINES.toLocaleString('en-US')} lines of keywords at a time.`,
} as const;

const HEADER_NAMES = new Set(['keyword', 'keywords', 'query', 'search term']);

export interface BulkKeywordProblem {
  /** 1-based line of the text (or position in the list). */
  line: number;
  keyword: string;
  message: string;
}

export interface BulkKeywordDuplicate {
  line: number;
  keyword: string;
  /** The line it repeats. */
  repeats: number;
}

export interface ParsedBulkKeywords {
  /** Trimmed, single-spaced, each once (ignoring case), in the order given. */
  keywords: string[];
  /** The first BULK_SAMPLE_SIZE repeats; `duplicateCount` counts them all. */
  duplicates: BulkKeywordDuplicate[];
  duplicateCount: number;
  /** The first BULK_SAMPLE_SIZE bad lines; `invalidCount` counts them all. */
  invalid: BulkKeywordProblem[];
  invalidCount: number;
}

/** How many lines a text or list holds, counted without splitting it, so an oversized one is refused before it is read. */
export function lineCountOf(input: string | readonly string[]): number {
  if (typeof input !== 'string') return input.length;
  let lines = 1;
  for (let index = input.indexOf('\n'); index !== -1; index = input.indexOf('\n', index + 1)) lines++;
  return lines;
}

/**
 * Reads keywords pasted or uploaded as CSV / TSV (the first column; a header row naming it is
 * skipped) or given as a list (one keyword per entry). Blank lines are skipped, repeats (ignoring
 * case and spacing) are kept once, and each bad line is named with its line number.
 */
export function parseBulkKeywords(input: string | readonly string[]): ParsedBulkKeywords {
  const cells = typeof input === 'string' ? firstColumn(input) : input.map((keyword, index) => ({ line: index + 1, cell: keyword, problem: null }));
  const seen = new Map<string, number>();
  const result: ParsedBulkKeywords = { keywords: [], duplicates: [], duplicateCount: 0, invalid: [], invalidCount: 0 };
  const addInvalid = (problem: BulkKeywordProblem) => {
    if (result.invalidCount++ < BULK_SAMPLE_SIZE) result.invalid.push({ ...problem, keyword: problem.keyword.slice(0, ECHOED_CHARS) });
  };
  cells.forEach(({ line, cell, problem }, index) => {
    const keyword = cell.trim().replace(/\s+/g, ' ');
    if (problem) return addInvalid({ line, keyword, message: problem });
    if (!keyword) return;
    if (index === 0 && typeof input === 'string' && HEADER_NAMES.has(keyword.toLowerCase())) return;
    const message = keywordProblem(keyword);
    if (message) return addInvalid({ line, keyword, message });
    const key = keyword.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      if (result.duplicateCount++ < BULK_SAMPLE_SIZE) result.duplicates.push({ line, keyword, repeats: earlier });
      return;
    }
    seen.set(key, line);
    result.keywords.push(keyword);
  });
  return result;
}

function keywordProblem(keyword: string): string | null {
  if (keyword.length > MAX_BULK_KEYWORD_LENGTH) return `A keyword must be at most ${MAX_BULK_KEYWORD_LENGTH} characters.`;
  if (/[\u0000-\u001f\u007f]/.test(keyword)) return 'A keyword cannot contain control characters.';
  return null;
}

/**
 * Each line read on its own (a keyword never spans lines), so a broken line costs only itself. A line
 * without a quote is cut at its first delimiter; only quoted lines go through the CSV parser, which
 * costs far more per call than the cut.
 */
function firstColumn(text: string): { line: number; cell: string; problem: string | null }[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const delimiter = (lines.find((line) => line.trim()) ?? '').includes('\t') ? '\t' : ',';
  return lines.map((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return { line, cell: '', problem: null };
    if (!raw.includes('"')) {
      const end = raw.indexOf(delimiter);
      return { line, cell: end === -1 ? raw : raw.slice(0, end), problem: null };
    }
    try {
      const records: string[][] = parse(raw, { delimiter, relax_quotes: true, relax_column_count: true });
      const [record] = records;
      return { line, cell: record?.[0] ?? '', problem: null };
    } catch (error) {
      const message = error instanceof Error && /quote/i.test(error.message) ? 'a quote is not closed.' : 'it is not valid CSV.';
      return { line, cell: raw, problem: `This line cannot be read: ${message}` };
    }
  });
}

/** "Line 3: …; line 7: …" for the first few bad lines, and how many more there are of `total`. */
export function describeProblems(problems: readonly BulkKeywordProblem[], total = problems.length, shown = 5): string {
  const listed = problems.slice(0, shown).map((problem, index) => `${index === 0 ? 'Line' : 'line'} ${problem.line}: ${problem.message.replace(/\.$/, '')}`);
  const more = total - Math.min(shown, problems.length);
  return `${listed.join('; ')}${more > 0 ? `; and ${more} more bad line${more === 1 ? '' : 's'}` : ''}.`;
}
