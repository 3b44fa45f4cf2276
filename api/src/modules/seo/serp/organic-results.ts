import { normalizeDomain } from '../../../common/domain-name';
import { OrganicResult, pageWindow, SerpQuery } from './serp-provider';

/** A vendor's organic entry after field mapping, before positions are made absolute. */
export interface RawOrganicResult {
  position: number | null;
  title: string;
  url: string;
  /** A vendor-supplied domain, used only when the URL cannot be parsed. */
  domain?: string;
  snippet: string;
  date: string | null;
}

/**
 * Turns a vendor's list into the page the query asked for, sorted and cut to the query's window.
 * With `positions: 'per-page'` (vendors that fetch one page) the list may number from 1 on every
 * page or continue across pages; vendors differ and have changed over time, so a list with any
 * position before the window is taken as page-relative and shifted. 'absolute' lists are not touched.
 */
export function toOrganicResults(raw: RawOrganicResult[], query: SerpQuery, positions: 'per-page' | 'absolute' = 'per-page'): OrganicResult[] {
  const { offset, last } = pageWindow(query);
  const numbered = raw.map((result, index) => ({ ...result, position: result.position ?? index + 1 }));
  const pageRelative = positions === 'per-page' && offset > 0 && numbered.some((result) => result.position <= offset);
  return numbered
    .map((result) => ({
      position: pageRelative ? result.position + offset : result.position,
      title: result.title,
      url: result.url,
      domain: normalizeDomain(result.url) || normalizeDomain(result.domain ?? ''),
      snippet: result.snippet,
      date: result.date,
    }))
    .filter((result) => result.position > offset && result.position <= last)
    .sort((a, b) => a.position - b.position)
    .slice(0, query.depth);
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export function positiveInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}
