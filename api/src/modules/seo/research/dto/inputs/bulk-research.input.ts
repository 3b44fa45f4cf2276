import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { choices } from '../../../../../common/validation';
import { BULK_SORT_COLUMNS, type BulkSortColumn } from '../../bulk-results.repository';
import { z } from 'zod';
import { bulkKeywordsMessages, lineCountOf, MAX_BULK_KEYWORD_LENGTH, MAX_BULK_KEYWORDS, MAX_BULK_LINES, MAX_BULK_TEXT_CHARS } from '../../bulk-keywords';
import { countryField, RESEARCH_DEFAULTS, serpSettings } from './research-fields';

/** Keywords as a list (one per entry) or as pasted / uploaded CSV or TSV text (the first column). */
export const bulkKeywordsSource = {
  keywords: z
    .array(z.string({ error: 'Each keyword must be text.' }), { error: 'keywords must be a list of keywords.' })
    .max(MAX_BULK_KEYWORDS * 2, `At most ${MAX_BULK_KEYWORDS.toLocaleString('en-US')} keywords at a time.`)
    .nullish(),
  // Both bounds are checked before a line is parsed: the size first, then the line count (a scan, no copy).
  text: z
    .string({ error: 'text must be the CSV or TSV text of the keywords.' })
    .max(MAX_BULK_TEXT_CHARS, 'The keyword file is too large: at most 1 MB.')
    .refine((text) => lineCountOf(text) <= MAX_BULK_LINES, bulkKeywordsMessages.tooManyLines)
    .nullish(),
};

export const bulkKeywordsPreviewSchema = z.object(bulkKeywordsSource);

export const startBulkResearchSchema = z.object({
  ...bulkKeywordsSource,
  country: countryField(RESEARCH_DEFAULTS.country),
  language: serpSettings.language,
});

/** Which results a page shows or an action takes. */
export const bulkResultsFilterFields = {
  search: z
    .string({ error: 'search must be text.' })
    .trim()
    .max(MAX_BULK_KEYWORD_LENGTH, `search must be at most ${MAX_BULK_KEYWORD_LENGTH} characters.`)
    .nullish()
    .transform((value) => value || null),
  minVolume: z.number().int('minVolume must be a whole number.').min(0, 'minVolume must be at least 0.').nullish().transform((value) => value ?? null),
  maxCompetition: z.number().min(0, 'maxCompetition must be between 0 and 1.').max(1, 'maxCompetition must be between 0 and 1.').nullish().transform((value) => value ?? null),
};

export const bulkResultsPageSchema = z.object({
  ...bulkResultsFilterFields,
  sort: z
    .enum(BULK_SORT_COLUMNS, { error: `sort must be ${choices(BULK_SORT_COLUMNS)}.` })
    .nullish()
    .transform((value) => value ?? 'position'),
  direction: z
    .enum(['asc', 'desc'], { error: 'direction must be asc or desc.' })
    .nullish()
    .transform((value) => value ?? 'asc'),
  offset: z.number().int('offset must be a whole number.').min(0, 'offset must be at least 0.').nullish().transform((value) => value ?? 0),
  limit: z.number().int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(500, 'limit must be at most 500.').nullish().transform((value) => value ?? 50),
});

@ArgsType()
export class BulkKeywordsPreviewArgs implements z.input<typeof bulkKeywordsPreviewSchema> {
  @Field(() => [String], { nullable: true })
  keywords?: string[] | null;

  @Field(() => String, { nullable: true, description: 'CSV or TSV: the keyword is the first column; a header row is skipped.' })
  text?: string | null;
}

@InputType()
export class StartBulkResearchInput implements z.input<typeof startBulkResearchSchema> {
  @Field(() => [String], { nullable: true })
  keywords?: string[] | null;

  @Field(() => String, { nullable: true, description: 'CSV or TSV: the keyword is the first column; a header row is skipped.' })
  text?: string | null;

  @Field(() => String, { nullable: true, description: 'Two-letter country, or global; us when absent.' })
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'Language code; en when absent.' })
  language?: string | null;
}

@ArgsType()
export class BulkResultsPageArgs implements z.input<typeof bulkResultsPageSchema> {
  @Field(() => String, { nullable: true, description: 'Only keywords containing this text (ignoring case).' })
  search?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only keywords with at least this monthly volume.' })
  minVolume?: number | null;

  @Field(() => Float, { nullable: true, description: 'Only keywords with at most this competition (0..1).' })
  maxCompetition?: number | null;

  @Field(() => String, { nullable: true, description: `${choices(BULK_SORT_COLUMNS)}; position (the order given) when absent. Keywords without numbers come last.` })
  sort?: BulkSortColumn | null;

  @Field(() => String, { nullable: true, description: 'asc or desc; asc when absent.' })
  direction?: 'asc' | 'desc' | null;

  @Field(() => Int, { nullable: true })
  offset?: number | null;

  @Field(() => Int, { nullable: true })
  limit?: number | null;
}

export const addBulkResultsToTrackerSchema = z.object({
  researchId: z.string({ error: 'researchId is required.' }),
  instanceId: z.string({ error: 'instanceId is required.' }),
  positions: z
    .array(z.number().int('Each position must be a whole number.').min(0, 'Each position must be at least 0.'), { error: 'positions must be a list of positions.' })
    .min(1, 'Pick at least one keyword.')
    .max(MAX_BULK_KEYWORDS, `At most ${MAX_BULK_KEYWORDS.toLocaleString('en-US')} keywords at a time.`)
    .nullish()
    .transform((value) => value ?? null),
  ...bulkResultsFilterFields,
});

@InputType({ description: 'Keywords of a bulk research to track: the positions picked, or (without positions) all matching the filter.' })
export class AddBulkResultsToTrackerInput implements z.input<typeof addBulkResultsToTrackerSchema> {
  @Field(() => ID)
  researchId!: string;

  @Field(() => ID, { description: 'One of your tracking instances.' })
  instanceId!: string;

  @Field(() => [Int], { nullable: true, description: 'Positions of the keywords picked (0-based, as in the results); all matching the filter when absent.' })
  positions?: number[] | null;

  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => Int, { nullable: true })
  minVolume?: number | null;

  @Field(() => Float, { nullable: true })
  maxCompetition?: number | null;
}
