import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { SERP_FEATURE_TYPES, type SerpFeatureType } from '../../../seo/serp/serp-provider';
import { SerpFeature } from '../outputs/serp-feature.output';
import { MAX_KEYWORDS } from './create-tracking-instance.input';

export const BULK_KEYWORD_ACTIONS = ['addTags', 'removeTags', 'setTags', 'delete'] as const;
const ACTION_MESSAGE = 'Action must be addTags, removeTags, setTags or delete.';
const tagField = z.string({ error: 'Tags must be text.' }).trim().min(1, 'A tag must not be empty.').max(50, 'A tag must be at most 50 characters.');

/** Which keywords a table read or a bulk action covers: a tag, a text they contain and/or a feature of their latest results page. */
export const keywordFilterSchema = z.object({
  tag: z.string().trim().max(50).nullish().transform((value) => value || null),
  search: z.string().trim().max(200).nullish().transform((value) => value || null),
  serpFeature: z.enum(SERP_FEATURE_TYPES, { error: `SERP feature must be one of ${SERP_FEATURE_TYPES.join(', ')}.` }).nullish().transform((value) => value ?? null),
});

/** Tag, retag or delete the keywords selected, or (with no list) all that match the filter. */
export const bulkKeywordsSchema = z
  .object({
    action: z.enum(BULK_KEYWORD_ACTIONS, { error: ACTION_MESSAGE }),
    keywords: z.array(z.string().trim().min(1).max(200)).max(MAX_KEYWORDS).nullish().transform((value) => value ?? null),
    tag: keywordFilterSchema.shape.tag,
    search: keywordFilterSchema.shape.search,
    serpFeature: keywordFilterSchema.shape.serpFeature,
    tags: z.array(tagField).max(20, 'A keyword may have at most 20 tags.').nullish().transform((value) => [...new Set(value ?? [])]),
  })
  .refine((input) => input.action === 'delete' || input.action === 'setTags' || input.tags.length > 0, { message: 'Name at least one tag.' });

@InputType()
export class BulkKeywordsInput implements z.input<typeof bulkKeywordsSchema> {
  @Field(() => String, { description: 'addTags, removeTags, setTags or delete.' })
  action!: (typeof BULK_KEYWORD_ACTIONS)[number];

  @Field(() => [String], { nullable: true, description: 'The keywords selected; leave out to act on every keyword matching tag and search.' })
  keywords?: string[] | null;

  @Field(() => String, { nullable: true, description: 'With no keywords: those carrying this tag.' })
  tag?: string | null;

  @Field(() => String, { nullable: true, description: 'With no keywords: those containing this text.' })
  search?: string | null;

  @Field(() => SerpFeature, { nullable: true, description: 'With no keywords: those whose results page in the latest run shows this feature (on any device).' })
  serpFeature?: SerpFeatureType | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;
}
