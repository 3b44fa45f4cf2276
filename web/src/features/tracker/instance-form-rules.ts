// The create form's rules (spec §5 "Tracker create form"), kept apart from the form so they read
// like the spec and are tested on their own.
import type { CreateTrackingInstanceInput } from '../../gql/graphql';
import { DEFAULT_SERP_SETTINGS, flagPlacesNumber, pageNumber, type SerpSettings } from './serp-settings-fields';

export const REQUIRED_FIELDS_MESSAGE = 'Fill the required fields.';

export interface CompetitorEntry {
  domain: string;
  companyName: string;
}

/** Spec §3: strip http(s)://, a leading www. and a trailing slash; lower-case. */
export function normalizeDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/**
 * The list with one more competitor, or null when it may not be added: its normalised domain is
 * empty, is the user's own domain, or is already listed. A blank name defaults to the domain.
 */
export function withCompetitor(
  competitors: CompetitorEntry[],
  userDomain: string,
  input: { domain: string; companyName: string },
): CompetitorEntry[] | null {
  const domain = normalizeDomain(input.domain);
  if (!domain || domain === normalizeDomain(userDomain)) return null;
  if (competitors.some((competitor) => competitor.domain === domain)) return null;
  return [...competitors, { domain, companyName: input.companyName.trim() || domain }];
}

/**
 * The list with the typed (or pasted, comma-separated) keywords appended. Each is trimmed; empty
 * ones and ones already present are skipped. Search engines ignore case, so "SEO tools" and
 * "seo tools" count as the same keyword.
 */
export function withKeywords(keywords: string[], input: string): string[] {
  const next = [...keywords];
  const present = new Set(keywords.map((keyword) => keyword.toLowerCase()));
  for (const part of input.split(',')) {
    const keyword = part.trim().replace(/\s+/g, ' ');
    if (!keyword || present.has(keyword.toLowerCase())) continue;
    present.add(keyword.toLowerCase());
    next.push(keyword);
  }
  return next;
}

export interface FormValues {
  name: string;
  userDomain: string;
  userCompanyName: string;
  competitors: CompetitorEntry[];
  keywords: string[];
  /** The workspace client it is grouped under; null: none. */
  clientId: string | null;
}

/** What the form opens with: an existing instance's settings on an edit. */
export interface InstanceFormStart {
  values: FormValues;
  settings: SerpSettings;
}

export const EMPTY_START: InstanceFormStart = {
  values: { name: '', userDomain: '', userCompanyName: '', competitors: [], keywords: [], clientId: null },
  settings: DEFAULT_SERP_SETTINGS,
};

export type RequiredField = 'name' | 'userDomain' | 'userCompanyName' | 'keywords';

/** The required fields left blank, in the form's order. */
export function missingFields(values: FormValues): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!values.name.trim()) missing.push('name');
  if (!normalizeDomain(values.userDomain)) missing.push('userDomain');
  if (!values.userCompanyName.trim()) missing.push('userCompanyName');
  if (values.keywords.length === 0) missing.push('keywords');
  return missing;
}

/** What the create and update calls take, trimmed and normalised, the schedule in `timeZone`. */
export function toInput(values: FormValues, settings: SerpSettings, timeZone: string): CreateTrackingInstanceInput {
  return {
    name: values.name.trim(),
    userDomain: normalizeDomain(values.userDomain),
    userCompanyName: values.userCompanyName.trim(),
    competitors: values.competitors.map(({ domain, companyName }) => ({ domain, companyName })),
    keywords: values.keywords,
    devices: settings.devices,
    resultCount: settings.resultCount,
    frequency: settings.frequency,
    scheduledTime: settings.scheduledTime || '09:00',
    timeZone,
    serpLocation: settings.serpLocation || null,
    serpLanguage: settings.serpLanguage,
    serpCountry: settings.serpCountry,
    serpDateRange: settings.serpDateRange || null,
    page: pageNumber(settings.page),
    searchConsoleFlagPlaces: flagPlacesNumber(settings.searchConsoleFlagPlaces),
  };
}
