// The create form's rules (spec §5 "Tracker create form"), kept apart from the form so they read
// like the spec and are tested on their own.

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
