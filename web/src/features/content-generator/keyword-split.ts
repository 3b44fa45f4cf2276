import type { KeywordRow } from './generator-flow';

/**
 * Spec §9 "Mixed keyword split": half of the limit comes from keyword suggestions (PASF), half from
 * related keywords, the suggestions' half rounded up; at a limit of 1 only suggestions are asked for.
 */
export function mixedSplit(limit: number): { suggestions: number; related: number } {
  const total = Math.max(1, Math.floor(limit));
  const suggestions = Math.ceil(total / 2);
  return { suggestions, related: total - suggestions };
}

/** Joins keyword lists in order, dropping repeats (case-insensitive) and stopping at `limit`. */
export function mergeKeywordLists(lists: KeywordRow[][], limit: number): KeywordRow[] {
  const seen = new Set<string>();
  const merged: KeywordRow[] = [];
  for (const row of lists.flat()) {
    const key = row.keyword.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    merged.push(row);
    if (merged.length >= limit) break;
  }
  return merged;
}

/** How many related keywords to ask for per seed so that all seeds together fill the limit. */
export function perSeedCount(limit: number, seeds: number): number {
  return Math.max(1, Math.ceil(limit / Math.max(1, seeds)));
}
