import { z } from 'zod';
import { isRegistrableHost, normalizeDomain } from '../../../../../common/domain-name';
import { choices } from '../../../../../common/validation';
import { SERP_DATE_RANGES, SERP_MAX_PAGE } from '../../../serp/serp-provider';

/** The fields of the research tools' inputs. Spec §5 and §9: the messages users see, the defaults and the caps. */
export const researchMessages = {
  serpQuery: 'Please enter a search query',
  competitorQuery: 'Please enter a search query for competitor analysis',
  url: 'Please enter a URL to analyze',
  invalidUrl: 'Please enter a full URL starting with http:// or https://, for example https://example.com/page.',
  domains: 'Enter at least one domain (comma-separated).',
  backlinkTarget: 'Please enter a domain before analysing',
  domain: 'Please enter a domain before analysing',
  keywords: 'Enter at least one keyword.',
  keyword: 'Please enter a keyword.',
  country: 'Country must be a two-letter code such as us, or global.',
  description: 'Please enter a description.',
} as const;

/** What a question gets for a setting left out (the numbers' defaults are in LIMITS). */
export const RESEARCH_DEFAULTS = { country: 'us', language: 'en', page: 1 } as const;

export const LIMITS = {
  relatedKeywords: { default: 10, max: 100 },
  pasfKeywords: { default: 10, max: 50 },
  domainKeywords: { default: 10, max: 50 },
  urlKeywords: { default: 10, max: 1000, bad: 10 },
  backlinks: { default: 10, max: 10_000, bad: 10 },
  /** The analysis calls (REST get-page-backlinks and friends) default to 50 (spec §9). */
  pageBacklinksDefault: 50,
  serp: { default: 100, max: 100, maxPage: SERP_MAX_PAGE },
  competitorResultsShown: 10,
  keywordsPerLookup: 500,
  domainsPerLookup: 50,
} as const;

export const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, message).max(max, `At most ${max} characters, please.`));

/** Lower-case two-letter code; "global" or "" means no country. */
export const countryField = (fallback: string) =>
  z
    .union([z.string(), z.null()], { error: researchMessages.country }).optional()
    .transform((value) => (value === null || value === undefined ? fallback : value.trim().toLowerCase()))
    .transform((value) => (value === 'global' ? '' : value))
    .pipe(z.string().regex(/^([a-z]{2})?$/, researchMessages.country));

/** A whole number in range, the default when absent, and `over` for values above the cap. */
export const capped = (limit: { default: number; max: number }, label: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a whole number.` }).optional()
    .transform((value) => (value === null || value === undefined || value === '' ? limit.default : Number(value)))
    .pipe(z.number().int(`${label} must be a whole number.`).min(1, `${label} must be at least 1.`))
    .transform((value) => Math.min(value, limit.max));

/** Spec §5: a value outside 1..max, or not a number at all, becomes `bad`. */
export const forgiving = (limit: { default: number; max: number; bad: number }) =>
  z.unknown().optional().transform((value) => {
    if (value === null || value === undefined || value === '') return limit.default;
    const number = Number(value);
    return Number.isInteger(number) && number >= 1 && number <= limit.max ? number : limit.bad;
  });

export const domainField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform((value, ctx) => {
      const domain = normalizeDomain(value);
      if (!isRegistrableHost(domain)) {
        ctx.addIssue({ code: 'custom', message: `“${value.slice(0, 100)}” is not a valid domain.` });
        return z.NEVER;
      }
      return domain;
    });

export const urlField = z
  .string({ error: researchMessages.url })
  .trim()
  .min(1, researchMessages.url)
  .max(2000, 'That URL is too long.')
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: researchMessages.invalidUrl });
      return z.NEVER;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !isRegistrableHost(url.hostname.toLowerCase())) {
      ctx.addIssue({ code: 'custom', message: researchMessages.invalidUrl });
      return z.NEVER;
    }
    return url.toString();
  });

/** Keywords as typed, trimmed and de-duplicated ignoring case; order kept. */
export const keywordList = z
  .array(z.string({ error: 'Each keyword must be text.' }), { error: researchMessages.keywords })
  .transform((keywords) => {
    const seen = new Set<string>();
    return keywords
      .map((keyword) => keyword.trim().replace(/\s+/g, ' '))
      .filter((keyword) => {
        const key = keyword.toLowerCase();
        if (!keyword || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  })
  .pipe(
    z
      .array(z.string().max(80, 'Keywords must be at most 80 characters.'))
      .min(1, researchMessages.keywords)
      .max(LIMITS.keywordsPerLookup, `At most ${LIMITS.keywordsPerLookup} keywords at a time.`),
  );

/** A list or a string, each entry possibly comma-separated (the domain traffic form sends what the user typed). */
export const domainList = z
  .union([z.array(z.string({ error: researchMessages.domains })), z.string()], { error: researchMessages.domains })
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(',')).map((domain) => domain.trim()).filter(Boolean))
  .pipe(z.array(domainField(researchMessages.domains)).min(1, researchMessages.domains).max(LIMITS.domainsPerLookup, `At most ${LIMITS.domainsPerLookup} domains at a time.`))
  .transform((domains) => [...new Set(domains)]);

/** A search's settings (SERP and competitor analysis). */
export const serpSettings = {
  num: capped(LIMITS.serp, 'The number of results'),
  page: z
    .union([z.number(), z.string(), z.null()]).optional()
    .transform((value) => (value === null || value === undefined || value === '' ? RESEARCH_DEFAULTS.page : Number(value)))
    .pipe(z.number().int('The results page must be a whole number.').min(1, 'The results page must be at least 1.').max(LIMITS.serp.maxPage, `The results page must be at most ${LIMITS.serp.maxPage}.`)),
  language: z
    .union([z.string(), z.null()]).optional()
    .transform((value) => (value ? value.trim().toLowerCase() : RESEARCH_DEFAULTS.language))
    .pipe(z.string().regex(/^[a-z]{2,3}(-[a-z]{2,4})?$/, 'Language must be a code such as en.')),
  country: countryField(RESEARCH_DEFAULTS.country),
  location: z
    .union([z.string(), z.null()]).optional()
    .transform((value) => value?.trim() || null)
    .pipe(z.string().max(200, 'The location is too long.').nullable()),
  dateRange: z
    .union([z.string(), z.null()]).optional()
    .transform((value) => (value && value !== 'any' ? value.trim().toLowerCase() : null))
    .pipe(z.enum(SERP_DATE_RANGES, { error: `The date range must be one of ${choices(SERP_DATE_RANGES)}.` }).nullable()),
};
