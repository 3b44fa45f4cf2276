import { z } from 'zod';
import { isRegistrableHost, normalizeDomain } from '../../common/domain-name';
import { isTimeZone } from './tracking-domain';
import { TrackingFrequency } from './tracking-instance.entity';

export const REQUIRED_FIELDS_MESSAGE = 'Fill the required fields.';
export const RESULT_COUNTS = [10, 20, 50, 100] as const;
export const MAX_KEYWORDS = 200;
export const MAX_COMPETITORS = 20;

const required = (max: number, label: string) =>
  z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, `${label} must be at most ${max} characters.`);
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);
const domain = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  // Text that names no host at all (`exa mple.com`) is kept, so it is refused as a domain, not as missing.
  .transform((value) => normalizeDomain(value) || value.trim())
  .pipe(z.string().min(1, REQUIRED_FIELDS_MESSAGE).max(253, 'A domain must be at most 253 characters.').refine(isRegistrableHost, 'Enter a domain such as example.com.'));

/** A tracking instance as a client sends it (spec §5 "Tracker create form", defaults of spec §9). */
export const trackingInstanceSchema = z
  .object({
    name: required(100, 'Name'),
    userDomain: domain,
    userCompanyName: required(100, 'Company name'),
    competitors: z
      .array(z.object({ domain, companyName: optionalText(100, 'Company name') }), { error: 'Competitors must be a list.' })
      .max(MAX_COMPETITORS, `Track at most ${MAX_COMPETITORS} competitors.`)
      .nullish()
      .transform((list) => list ?? []),
    keywords: z
      .array(
        z
          .string({ error: 'Keywords must be text.' })
          .trim()
          .transform((keyword) => keyword.replace(/\s+/g, ' '))
          .pipe(z.string().max(200, 'A keyword must be at most 200 characters.')),
        { error: REQUIRED_FIELDS_MESSAGE },
      )
      .transform(distinctKeywords)
      .pipe(z.array(z.string()).min(1, REQUIRED_FIELDS_MESSAGE).max(MAX_KEYWORDS, `Track at most ${MAX_KEYWORDS} keywords per instance.`)),
    resultCount: z
      .number({ error: 'Results to check must be 10, 20, 50 or 100.' })
      .nullish()
      .transform((value) => value ?? 100)
      .pipe(z.union(RESULT_COUNTS.map((count) => z.literal(count)), { error: 'Results to check must be 10, 20, 50 or 100.' })),
    frequency: z.enum(TrackingFrequency, { error: 'Frequency must be daily, weekly or monthly.' }).nullish().transform((value) => value ?? TrackingFrequency.daily),
    scheduledTime: z
      .string()
      .nullish()
      .transform((value) => value || '09:00')
      .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Scheduled time must look like 09:00.')),
    timeZone: z
      .string()
      .nullish()
      .transform((value) => value || 'UTC')
      .pipe(z.string().refine(isTimeZone, 'Unknown time zone.')),
    serpLocation: optionalText(200, 'Location'),
    serpLanguage: z
      .string()
      .trim()
      .toLowerCase()
      .nullish()
      .transform((value) => value || 'en')
      .pipe(z.string().regex(/^[a-z]{2,3}(-[a-z]{2,4})?$/, 'Unknown language code.')),
    serpCountry: z
      .string()
      .trim()
      .toLowerCase()
      .nullish()
      .transform((value) => value || 'us')
      .pipe(z.string().regex(/^[a-z]{2}$/, 'Unknown country code.')),
    serpDateRange: z.enum(['h', 'd', 'w', 'm', 'y'], { error: 'Date range must be h, d, w, m or y.' }).nullish().transform((value) => value ?? null),
    page: z
      .number({ error: 'Page must be a whole number from 1 to 20.' })
      .int('Page must be a whole number from 1 to 20.')
      .min(1, 'Page must be a whole number from 1 to 20.')
      .max(20, 'Page must be a whole number from 1 to 20.')
      .nullish()
      .transform((value) => value ?? 1),
  })
  .transform((input) => {
    // Spec §5: a competitor counts once, never as the user's own domain; its name defaults to the domain.
    const seen = new Set([input.userDomain]);
    const competitors = input.competitors.flatMap((competitor) => {
      if (seen.has(competitor.domain)) return [];
      seen.add(competitor.domain);
      return [{ domain: competitor.domain, companyName: competitor.companyName ?? competitor.domain }];
    });
    return { ...input, competitors };
  });

/** Search engines ignore case: "SEO tools" and "seo tools" are one keyword, kept as first typed (as the web form does). */
function distinctKeywords(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((keyword) => {
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type TrackingInstanceInput = z.input<typeof trackingInstanceSchema>;
