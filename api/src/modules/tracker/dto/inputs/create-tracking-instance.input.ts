import { Field, ID, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { choices } from '../../../../common/validation';
import { plans } from '../../../plans/plans';
import { SERP_DATE_RANGES, SERP_DEPTHS, SERP_DEVICES, SERP_MAX_PAGE, type SerpDevice } from '../../../seo/serp/serp-provider';
import { isTimeZone } from '../../tracking-domain';
import { projectClientField } from '../../../workspaces/dto/inputs/workspace-client.input';
import { SEARCH_CONSOLE_FLAG_PLACES, TrackingFrequency } from '../../tracking-instance.entity';
import { Device } from '../outputs/device.output';
import { CompetitorInput, competitorSchema } from './competitor.input';
import { domainField, optionalText, REQUIRED_FIELDS_MESSAGE, requiredField } from './tracker-fields';

/** The most any plan allows; each plan's own limit (keywordsPerInstance) is checked by the service. */
export const MAX_KEYWORDS = Math.max(...plans.map((plan) => plan.limits.keywordsPerInstance));
const MAX_COMPETITORS = 20;

/** Spec §9: what an instance gets for each setting left out. */
const TRACKING_DEFAULTS = {
  resultCount: 100,
  frequency: TrackingFrequency.daily,
  scheduledTime: '09:00',
  timeZone: 'UTC',
  serpLanguage: 'en',
  serpCountry: 'us',
  page: 1,
} as const;

const DEVICES_MESSAGE = `Devices must be ${choices(SERP_DEVICES)}.`;

/** desktop, mobile or both; desktop when absent (the spec's create call sends none). */
export const devicesField = z
  .array(z.enum(SERP_DEVICES, { error: DEVICES_MESSAGE }), { error: DEVICES_MESSAGE })
  .nullish()
  .transform((list): SerpDevice[] => (list?.length ? SERP_DEVICES.filter((device) => list.includes(device)) : ['desktop']));

const RESULT_COUNT_MESSAGE = `Results to check must be ${choices(SERP_DEPTHS)}.`;
const DATE_RANGE_MESSAGE = `Date range must be ${choices(SERP_DATE_RANGES)}.`;
const FLAG_PLACES_MESSAGE = 'Places before the Search Console flag must be a whole number from 1 to 100.';
const PAGE_MESSAGE = `Page must be a whole number from 1 to ${SERP_MAX_PAGE}.`;

/** A tracking instance as a client sends it (spec §5 "Tracker create form", defaults of spec §9), for create and edit alike. */
export const trackingInstanceSchema = z
  .object({
    name: requiredField(100, 'Name'),
    userDomain: domainField,
    userCompanyName: requiredField(100, 'Company name'),
    competitors: z
      .array(competitorSchema, { error: 'Competitors must be a list.' })
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
    devices: devicesField,
    resultCount: z
      .number({ error: RESULT_COUNT_MESSAGE })
      .nullish()
      .transform((value) => value ?? TRACKING_DEFAULTS.resultCount)
      .pipe(z.union(SERP_DEPTHS.map((count) => z.literal(count)), { error: RESULT_COUNT_MESSAGE })),
    frequency: z.enum(TrackingFrequency, { error: 'Frequency must be daily, weekly or monthly.' }).nullish().transform((value) => value ?? TRACKING_DEFAULTS.frequency),
    scheduledTime: z
      .string()
      .nullish()
      .transform((value) => value || TRACKING_DEFAULTS.scheduledTime)
      .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Scheduled time must look like 09:00.')),
    timeZone: z
      .string()
      .nullish()
      .transform((value) => value || TRACKING_DEFAULTS.timeZone)
      .pipe(z.string().refine(isTimeZone, 'Unknown time zone.')),
    serpLocation: optionalText(200, 'Location'),
    serpLanguage: z
      .string()
      .trim()
      .toLowerCase()
      .nullish()
      .transform((value) => value || TRACKING_DEFAULTS.serpLanguage)
      .pipe(z.string().regex(/^[a-z]{2,3}(-[a-z]{2,4})?$/, 'Unknown language code.')),
    serpCountry: z
      .string()
      .trim()
      .toLowerCase()
      .nullish()
      .transform((value) => value || TRACKING_DEFAULTS.serpCountry)
      .pipe(z.string().regex(/^[a-z]{2}$/, 'Unknown country code.')),
    // Any text arrives (GraphQL declares a String); only the five ranges pass.
    serpDateRange: z
      .string({ error: DATE_RANGE_MESSAGE })
      .nullish()
      .transform((value) => value ?? null)
      .pipe(z.enum(SERP_DATE_RANGES, { error: DATE_RANGE_MESSAGE }).nullable()),
    page: z
      .number({ error: PAGE_MESSAGE })
      .int(PAGE_MESSAGE)
      .min(1, PAGE_MESSAGE)
      .max(SERP_MAX_PAGE, PAGE_MESSAGE)
      .nullish()
      .transform((value) => value ?? TRACKING_DEFAULTS.page),
    searchConsoleFlagPlaces: z
      .number({ error: FLAG_PLACES_MESSAGE })
      .int(FLAG_PLACES_MESSAGE)
      .min(1, FLAG_PLACES_MESSAGE)
      .max(100, FLAG_PLACES_MESSAGE)
      .nullish()
      .transform((value) => value ?? SEARCH_CONSOLE_FLAG_PLACES),
    clientId: projectClientField,
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

@InputType()
export class CreateTrackingInstanceInput implements z.input<typeof trackingInstanceSchema> {
  @Field()
  name!: string;

  @Field()
  userDomain!: string;

  @Field()
  userCompanyName!: string;

  @Field(() => [CompetitorInput], { defaultValue: [] })
  competitors!: CompetitorInput[];

  @Field(() => [String])
  keywords!: string[];

  @Field(() => [Device], { nullable: true, description: 'Default desktop. Each device is its own search and credit.' })
  devices?: SerpDevice[] | null;

  @Field(() => Int, { nullable: true, description: `${choices(SERP_DEPTHS)}; default ${TRACKING_DEFAULTS.resultCount}.` })
  resultCount?: number | null;

  @Field(() => TrackingFrequency, { nullable: true, description: `Default ${TRACKING_DEFAULTS.frequency}.` })
  frequency?: TrackingFrequency | null;

  @Field(() => String, { nullable: true, description: `HH:MM, default ${TRACKING_DEFAULTS.scheduledTime}.` })
  scheduledTime?: string | null;

  @Field(() => String, { nullable: true, description: `IANA time zone, default ${TRACKING_DEFAULTS.timeZone}.` })
  timeZone?: string | null;

  @Field(() => String, { nullable: true })
  serpLocation?: string | null;

  @Field(() => String, { nullable: true, description: `Default ${TRACKING_DEFAULTS.serpLanguage}.` })
  serpLanguage?: string | null;

  @Field(() => String, { nullable: true, description: `Default ${TRACKING_DEFAULTS.serpCountry}.` })
  serpCountry?: string | null;

  @Field(() => String, { nullable: true, description: `${choices(SERP_DATE_RANGES)}.` })
  serpDateRange?: string | null;

  @Field(() => Int, { nullable: true, description: `1 to ${SERP_MAX_PAGE}, default ${TRACKING_DEFAULTS.page}.` })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: `The keyword table flags a keyword whose tracked and Search Console positions differ by more than this many places (1 to 100); default ${SEARCH_CONSOLE_FLAG_PLACES}.` })
  searchConsoleFlagPlaces?: number | null;

  @Field(() => ID, { nullable: true, description: 'The client of the workspace to group it under; null ungroups it, left out keeps it.' })
  clientId?: string | null;
}
