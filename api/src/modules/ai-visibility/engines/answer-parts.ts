import { isRegistrableHost, normalizeDomain } from '../../../common/domain-name';
import { isRecord } from '../../seo/serp/vendor-http';
import type { AiCitation } from './ai-answer-engine';

/** A cited source as a vendor names it, before it is checked and its domain worked out. */
export interface RawCitation {
  url: unknown;
  title?: unknown;
  /** The site as the vendor names it, taken instead of the URL's host where the URL is a redirect through the vendor (Gemini's). */
  site?: unknown;
}

/**
 * The citations in the order given, each http(s) URL once, with its title (or null) and its domain normalised as
 * OrganicResult.domain is. Entries without a usable URL are left out.
 */
export function toCitations(raw: RawCitation[]): AiCitation[] {
  const seen = new Set<string>();
  const citations: AiCitation[] = [];
  for (const entry of raw) {
    const url = typeof entry.url === 'string' ? entry.url.trim() : '';
    if (!/^https?:\/\//i.test(url) || seen.has(url)) continue;
    const site = typeof entry.site === 'string' ? normalizeDomain(entry.site) : '';
    const domain = isRegistrableHost(site) ? site : normalizeDomain(url);
    if (!domain) continue;
    seen.add(url);
    const title = typeof entry.title === 'string' && entry.title.trim() ? entry.title.trim() : null;
    citations.push({ url, title, domain });
  }
  return citations;
}

/** The non-blank strings of a vendor's list, trimmed, each once. */
export function uniqueStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.trim()).filter(Boolean))];
}

/** The records of a vendor's list; anything else in it is skipped. */
export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** A cost the vendor reports in US dollars, else null. */
export function usd(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of a two-letter country ('us' → 'United States'), as DataForSEO's `location_name` wants it. */
export function countryName(country: string): string {
  try {
    return regionNames.of(country.toUpperCase()) ?? 'United States';
  } catch {
    return 'United States';
  }
}
