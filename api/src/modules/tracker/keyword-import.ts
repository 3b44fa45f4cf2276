import { parse } from 'csv-parse/sync';
import { SERP_DEVICES, type SerpDevice } from '../seo/serp/serp-provider';
import type { TrackedKeyword } from './tracking-keywords.repository';

/** What a line of an import becomes: added, updating a keyword already tracked, skipped as a repeat, or refused. */
export type ImportLineStatus = 'new' | 'update' | 'duplicate' | 'invalid';

export interface ImportLine {
  /** 1-based line of the file. */
  line: number;
  keyword: string;
  tags: string[];
  targetUrl: string | null;
  device: SerpDevice | null;
  status: ImportLineStatus;
  /** Why the line is invalid, or which line it repeats. */
  message: string | null;
}

export interface ParsedImport {
  lines: ImportLine[];
  /** The keywords to save: the new and updated lines. */
  keywords: TrackedKeyword[];
}

/** The request body limit: about 10,000 lines. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;
const MAX_KEYWORD_LENGTH = 200;
const HEADER_NAMES: Record<string, keyof Columns> = {
  keyword: 'keyword',
  keywords: 'keyword',
  tags: 'tags',
  tag: 'tags',
  'target url': 'targetUrl',
  target_url: 'targetUrl',
  targeturl: 'targetUrl',
  target: 'targetUrl',
  url: 'targetUrl',
  device: 'device',
};

interface Columns {
  keyword: number;
  tags: number;
  targetUrl: number;
  device: number;
}

const DEFAULT_COLUMNS: Columns = { keyword: 0, tags: 1, targetUrl: 2, device: 3 };

/** A keyword's tags: split on `;` or `|` (and on commas in a tab-separated file), trimmed, once each. */
export function splitTags(cell: string, commas: boolean): string[] {
  const parts = cell.split(commas ? /[;|,]/ : /[;|]/).map((tag) => tag.trim().replace(/\s+/g, ' '));
  return [...new Set(parts.filter(Boolean))];
}

/**
 * Reads pasted or uploaded CSV / TSV (keyword, tags, target URL, device; a header row naming the
 * columns is optional), and says of each line what saving it would do. `tracked` holds the
 * instance's keywords, lower-cased. Nothing is saved here.
 */
export function parseKeywordImport(text: string, tracked: ReadonlySet<string>): ParsedImport {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const tabs = firstLine.includes('\t');
  const lines: ImportLine[] = [];
  // Each line is read on its own: a keyword never spans lines, and a broken line then costs only itself.
  const rows: { record: string[]; line: number }[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      if (!raw.trim()) return;
      try {
        const records: string[][] = parse(raw, { delimiter: tabs ? '\t' : ',', relax_quotes: true, relax_column_count: true });
        const [record] = records;
        if (record) rows.push({ record, line: index + 1 });
      } catch (error) {
        lines.push(invalid(index + 1, '', `This line cannot be read: ${readError(error)}`));
      }
    });

  let columns = DEFAULT_COLUMNS;
  const seen = new Map<string, number>();
  const keywords: TrackedKeyword[] = [];
  rows.forEach(({ record, line }, index) => {
    const cells = record.map((cell) => cell.trim());
    if (index === 0 && HEADER_NAMES[cells[0]?.toLowerCase() ?? ''] === 'keyword') {
      columns = headerColumns(cells);
      return;
    }
    if (cells.every((cell) => cell === '')) return;
    const keyword = (cells[columns.keyword] ?? '').replace(/\s+/g, ' ');
    const tags = columns.tags >= 0 ? splitTags(cells[columns.tags] ?? '', tabs) : [];
    const target = columns.targetUrl >= 0 ? cells[columns.targetUrl] ?? '' : '';
    const deviceCell = columns.device >= 0 ? (cells[columns.device] ?? '').toLowerCase() : '';
    const problem = lineProblem(keyword, tags, target, deviceCell);
    if (problem) return void lines.push(invalid(line, keyword, problem));
    const device = (deviceCell || null) as SerpDevice | null;
    const targetUrl = target || null;
    const key = keyword.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      lines.push({ line, keyword, tags, targetUrl, device, status: 'duplicate', message: `Repeats line ${earlier}.` });
      return;
    }
    seen.set(key, line);
    const status = tracked.has(key) ? 'update' : 'new';
    lines.push({ line, keyword, tags, targetUrl, device, status, message: status === 'update' ? 'Already tracked: its tags, target URL and device are replaced.' : null });
    keywords.push({ keyword, tags, targetUrl, device });
  });
  lines.sort((a, b) => a.line - b.line);
  return { lines, keywords };
}

function headerColumns(cells: string[]): Columns {
  const columns: Columns = { keyword: -1, tags: -1, targetUrl: -1, device: -1 };
  cells.forEach((cell, index) => {
    const name = HEADER_NAMES[cell.toLowerCase()];
    if (name && columns[name] < 0) columns[name] = index;
  });
  return columns;
}

function lineProblem(keyword: string, tags: string[], target: string, device: string): string | null {
  if (!keyword) return 'The keyword is missing.';
  if (keyword.length > MAX_KEYWORD_LENGTH) return `A keyword must be at most ${MAX_KEYWORD_LENGTH} characters.`;
  if (tags.length > MAX_TAGS) return `A keyword may have at most ${MAX_TAGS} tags.`;
  if (tags.some((tag) => tag.length > MAX_TAG_LENGTH)) return `A tag must be at most ${MAX_TAG_LENGTH} characters.`;
  if (target && !isPageUrl(target)) return 'The target URL must be a full http:// or https:// address.';
  if (device && !(SERP_DEVICES as readonly string[]).includes(device)) return `The device must be ${SERP_DEVICES.join(' or ')}.`;
  return null;
}

export function isPageUrl(value: string): boolean {
  if (value.length > 2000) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** csv-parse's message without its position (the preview names the line). */
function readError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /quote/i.test(message) ? 'a quote is not closed.' : 'it is not valid CSV.';
}

function invalid(line: number, keyword: string, message: string): ImportLine {
  return { line, keyword, tags: [], targetUrl: null, device: null, status: 'invalid', message };
}
