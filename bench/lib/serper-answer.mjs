// A Serper-shaped answer (`organic[]` with title, link, snippet, position), deterministic per keyword: the
// tracked `domains` at stable places (bench/lib/http.mjs placeDomains), other sites elsewhere.
import { hash, placeDomains } from './http.mjs';

/** The answer to one Serper search request body (`q`, `num`, `page`). */
export function serperAnswer(query, domains) {
  const keyword = String(query.q ?? '');
  const num = Math.min(100, Number(query.num) || 10);
  const page = Number(query.page) || 1;
  const seed = hash(keyword);
  // Tracked domains at stable positions; ~30% of (domain, keyword) pairs absent.
  const placed = placeDomains(domains, num, (domain) => `${domain}|${keyword}`);
  const organic = Array.from({ length: num }, (_, i) => {
    const position = i + 1;
    const domain = placed.get(position) ?? `site${(seed + position) % 997}.example.org`;
    const host = position % 3 === 0 ? `www.${domain}` : domain;
    return { title: `${keyword} - result ${position}`, link: `https://${host}/${encodeURIComponent(keyword.replace(/ /g, '-'))}/${position}`, snippet: `About ${keyword}.`, position };
  });
  return { searchParameters: { q: keyword, num, page, type: 'search', engine: 'google' }, organic, credits: 1 };
}
