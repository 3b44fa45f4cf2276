import { normalizeDomain } from '../../../common/domain-name';
import { OrganicResult, OrganicResultType, pageWindow, SERP_FEATURE_TYPES, SerpFeature, SerpFeatureType, SerpQuery } from './serp-provider';

/** A vendor's organic entry after field mapping, before positions are made absolute. */
export interface RawOrganicResult {
  position: number | null;
  /** 'organic' when absent. */
  type?: OrganicResultType;
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
      type: result.type ?? 'organic',
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

/** A feature found on a vendor's page: its type and the links it shows (first with a site wins), or questions for PAA. */
export interface RawFeature {
  type: SerpFeatureType;
  links?: unknown[];
  questions?: unknown[];
}

/**
 * The page's features: one per type (the first found), in SERP_FEATURE_TYPES order, each owned by
 * the domain of its first link that parses. A People Also Ask block without questions is dropped.
 */
export function toSerpFeatures(raw: RawFeature[]): SerpFeature[] {
  const byType = new Map<SerpFeatureType, SerpFeature>();
  for (const feature of raw) {
    if (byType.has(feature.type)) continue;
    const domain = (feature.links ?? []).map((link) => normalizeDomain(text(link))).find(Boolean) ?? null;
    if (feature.type === 'people_also_ask') {
      const questions = (feature.questions ?? []).map((question) => text(question).trim()).filter(Boolean);
      if (questions.length > 0) byType.set(feature.type, { type: feature.type, domain, questions });
      continue;
    }
    byType.set(feature.type, { type: feature.type, domain });
  }
  return SERP_FEATURE_TYPES.flatMap((type) => byType.get(type) ?? []);
}

/** A vendor field that is a non-empty list (of blocks, links, questions), else an empty list. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
