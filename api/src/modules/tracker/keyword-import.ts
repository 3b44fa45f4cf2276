import { csvBodyOf, csvLinesOf, splitTags } from '../../common/csv';
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

export interface ImportReading {
  /** Lines of each status, over the whole file. */
  counts: Record<ImportLineStatus, number>;
  /** The first lines of each status, in file order: what a preview shows of a big file. */
  sample: ImportLine[];
  /** The keywords to save: the new and updated lines. */
  keywords: TrackedKeyword[];
}

/** The request body limit: about 10,000 lines of keyword, tags, target URL and device. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
/** Lines of each status a preview shows; the counts cover every line. */
export const IMPORT_SAMPLE_LINES = 20;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;
export const TARGET_URL_MESSAGE = 'The target URL must be a full http:// or https:// address.';
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
const UPDATE_MESSAGE = 'Already tracked: its tags, target URL and device are replaced.';

/**
 * Reads pasted or uploaded CSV / TSV (keyword, tags, target URL, device; a header row naming the
 * columns is optional), and says of each line what saving it would do; `tracked` holds the
 * instance's keywords, lower-cased. Nothing is saved here. A 1 MB file is thousands of lines: the
 * work is cut in time slices that let other requests in, and only counts, a sample of each status
 * and the keywords to save are kept.
 */
export async function readKeywordImport(text: string, tracked: ReadonlySet<string>, sampleSize = IMPORT_SAMPLE_LINES): Promise<ImportReading> {
  const { body, tabs, delimiter } = csvBodyOf(text);
  const counts: Record<ImportLineStatus, number> = { new: 0, update: 0, duplicate: 0, invalid: 0 };
  const sample: ImportLine[] = [];
  const note = (line: ImportLine) => {
    if (counts[line.status]++ < sampleSize) sample.push(line);
  };
  const keywords: TrackedKeyword[] = [];
  const seen = new Map<string, number>();
  let columns: Columns | undefined;
  for await (const { line, cells, error } of csvLinesOf(body, delimiter)) {
    if (error !== undefined) {
      note(invalid(line, '', error));
      continue;
    }
    // Only the first line read may be the header.
    if (!columns) {
      columns = HEADER_NAMES[cells[0]?.toLowerCase() ?? ''] === 'keyword' ? headerColumns(cells) : DEFAULT_COLUMNS;
      if (columns !== DEFAULT_COLUMNS) continue;
    }
    if (cells.every((cell) => cell === '')) continue;
    const keyword = (cells[columns.keyword] ?? '').replace(/\s+/g, ' ');
    const tags = columns.tags >= 0 ? splitTags(cells[columns.tags] ?? '', tabs) : [];
    const target = columns.targetUrl >= 0 ? (cells[columns.targetUrl] ?? '') : '';
    const deviceCell = columns.device >= 0 ? (cells[columns.device] ?? '').toLowerCase() : '';
    const problem = lineProblem(keyword, tags, target, deviceCell);
    if (problem) {
      note(invalid(line, keyword, problem));
      continue;
    }
    const device = (deviceCell || null) as SerpDevice | null;
    const targetUrl = target || null;
    const key = keyword.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      note({ line, keyword, tags, targetUrl, device, status: 'duplicate', message: `Repeats line ${earlier}.` });
      continue;
    }
    seen.set(key, line);
    const update = tracked.has(key);
    note({ line, keyword, tags, targetUrl, device, status: update ? 'update' : 'new', message: update ? UPDATE_MESSAGE : null });
    keywords.push({ keyword, tags, targetUrl, device });
  }
  return { counts, sample, keywords };
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
  if (target && !isPageUrl(target)) return TARGET_URL_MESSAGE;
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

function invalid(line: number, keyword: string, message: string): ImportLine {
  return { line, keyword, tags: [], targetUrl: null, device: null, status: 'invalid', message };
}
