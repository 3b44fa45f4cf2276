import type { AiCitation } from './engines/ai-answer-engine';
import type { AiBrand } from './ai-visibility-project.entity';

/** Where a brand first appears in an answer: `position` is its rank among the brands the answer names (1: named first). */
export interface BrandMention {
  brand: string;
  position: number;
}

/** What one stored answer says of the project's brands, kept beside the answer and redone from it whenever the brands change. */
export interface SampleExtraction {
  /** The brands the answer names, in the order it first names them. */
  mentions: BrandMention[];
  /** The brands one of its citations points to (a domain of theirs, or a subdomain of one), in the project's order. */
  cited: string[];
}

export type BrandPresence = 'mentioned' | 'cited' | 'both' | 'neither';

/** Regular-expression text of `term`, matched literally. */
function escaped(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where `term` first occurs in `text` as a whole word or phrase, case-insensitively: "Moz" matches "moz's" and
 * "(MOZ)" but not "Mozilla". Letters and digits of any script count as word characters.
 */
export function firstOccurrence(text: string, term: string): number | null {
  const trimmed = term.trim();
  if (trimmed === '') return null;
  const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped(trimmed)}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
  return match ? match.index : null;
}

/** Whether `domain` is `owned` or one of its subdomains (`blog.acme.com` is acme.com's). */
export function isDomainOf(domain: string, owned: string): boolean {
  const host = domain.toLowerCase().replace(/^www\./, '');
  return host === owned || host.endsWith(`.${owned}`);
}

/** The brand a cited domain belongs to, or null. */
export function brandOfDomain(domain: string, brands: readonly AiBrand[]): string | null {
  return brands.find((brand) => brand.domains.some((owned) => isDomainOf(domain, owned)))?.name ?? null;
}

/** Mentions of each brand by its name or any alias, and the brands the citations point to. */
export function extractFromAnswer(answer: { text: string; citations: readonly Pick<AiCitation, 'domain'>[] }, brands: readonly AiBrand[]): SampleExtraction {
  const firsts = brands
    .map((brand) => {
      const offsets = [brand.name, ...brand.aliases].map((term) => firstOccurrence(answer.text, term)).filter((offset): offset is number => offset !== null);
      return { brand: brand.name, offset: offsets.length > 0 ? Math.min(...offsets) : null };
    })
    .filter((first): first is { brand: string; offset: number } => first.offset !== null)
    .sort((a, b) => a.offset - b.offset);
  const cited = brands.filter((brand) => answer.citations.some((citation) => brand.domains.some((owned) => isDomainOf(citation.domain, owned)))).map((brand) => brand.name);
  return { mentions: firsts.map((first, index) => ({ brand: first.brand, position: index + 1 })), cited };
}

export function presenceOf(extraction: SampleExtraction, brand: string): BrandPresence {
  const mentioned = extraction.mentions.some((mention) => mention.brand === brand);
  const cited = extraction.cited.includes(brand);
  return mentioned && cited ? 'both' : mentioned ? 'mentioned' : cited ? 'cited' : 'neither';
}
