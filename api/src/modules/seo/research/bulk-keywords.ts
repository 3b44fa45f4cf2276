import { parse } from 'csv-parse/sync';

/** The most keywords one bulk research takes (each plan's own limit is `bulkKeywordsPerJob`). */
export const MAX_BULK_KEYWORDS = 10_000;
/** As a single keyword-stats lookup. */
export const MAX_BULK_KEYWORD_LENGTH = 80;
/** About 10,000 lines of CSV with a few columns each. */
export const MAX_BULK_TEXT_CHARS = 1024 * 1024;

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
  duplicates: BulkKeywordDuplicate[];
  invalid: BulkKeywordProblem[];
}

/**
 * Reads keywords pasted or uploaded as CSV / TSV (the first column; a header row naming it is
 * skipped) or given as a list (one keyword per entry). Blank lines are skipped, repeats (ignoring
 * case and spacing) are kept once, and each bad line is named with its line number.
 */
export function parseBulkKeywords(input: string | readonly string[]): ParsedBulkKeywords {
  const cells = typeof input === 'string' ? firstColumn(input) : input.map((keyword, index) => ({ line: index + 1, cell: keyword, problem: null }));
  const seen = new Map<string, number>();
  const result: ParsedBulkKeywords = { keywords: [], duplicates: [], invalid: [] };
  cells.forEach(({ line, cell, problem }, index) => {
    const keyword = cell.trim().replace(/\s+/g, ' ');
    if (problem) return void result.invalid.push({ line, keyword, message: problem });
    if (!keyword) return;
    if (index === 0 && typeof input === 'string' && HEADER_NAMES.has(keyword.toLowerCase())) return;
    const message = keywordProblem(keyword);
    if (message) return void result.invalid.push({ line, keyword: keyword.slice(0, MAX_BULK_KEYWORD_LENGTH + 20), message });
    const key = keyword.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) return void result.duplicates.push({ line, keyword, repeats: earlier });
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

/** Each line read on its own (a keyword never spans lines), so a broken line costs only itself. */
function firstColumn(text: string): { line: number; cell: string; problem: string | null }[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const tabs = (lines.find((line) => line.trim()) ?? '').includes('\t');
  return lines.map((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return { line, cell: '', problem: null };
    try {
      const records: string[][] = parse(raw, { delimiter: tabs ? '\t' : ',', relax_quotes: true, relax_column_count: true });
      const [record] = records;
      return { line, cell: record?.[0] ?? '', problem: null };
    } catch (error) {
      const message = error instanceof Error && /quote/i.test(error.message) ? 'a quote is not closed.' : 'it is not valid CSV.';
      return { line, cell: raw, problem: `This line cannot be read: ${message}` };
    }
  });
}

/** "Line 3: …; line 7: …" for the first few bad lines, and how many more there are. */
export function describeProblems(problems: readonly BulkKeywordProblem[], shown = 5): string {
  const listed = problems.slice(0, shown).map((problem, index) => `${index === 0 ? 'Line' : 'line'} ${problem.line}: ${problem.message.replace(/\.$/, '')}`);
  const more = problems.length - shown;
  return `${listed.join('; ')}${more > 0 ? `; and ${more} more bad line${more === 1 ? '' : 's'}` : ''}.`;
}
