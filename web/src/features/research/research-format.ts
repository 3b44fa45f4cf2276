import { formatDateTime } from '../../lib/date-format';

/** Spec §9: K from 1,000 and M from 1,000,000, with one decimal; smaller numbers as they are. */
export function formatTraffic(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  // 999,950 would round to "1000.0K"; it reads better as "1.0M".
  if (abs >= 1_000) return abs >= 999_950 ? `${(value / 1_000_000).toFixed(1)}M` : `${(value / 1_000).toFixed(1)}K`;
  return String(value);
}

/**
 * A result count typed by the user: a whole number from 1 to `max`; anything else (empty, text,
 * 0, too large) becomes the default of 10 (spec §5).
 */
export function parseResultCount(text: string, max: number, fallback = 10): number {
  if (!/^\s*\d+\s*$/.test(text)) return fallback;
  const value = Number.parseInt(text, 10);
  return value >= 1 && value <= max ? value : fallback;
}

/** "a.com, b.com,,a.com" → ["a.com", "b.com"]: trimmed, empties and repeats dropped. */
export function parseDomainList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const domain = part.trim();
    if (domain && !seen.has(domain.toLowerCase())) seen.add(domain.toLowerCase());
  }
  return [...seen];
}

/** The host of a typed URL, with or without its scheme, or null when there is none. */
export function hostOf(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.hostname.includes('.') ? url.hostname : null;
  } catch {
    return null;
  }
}

export function formatSavedAt(iso: string): string {
  return formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
