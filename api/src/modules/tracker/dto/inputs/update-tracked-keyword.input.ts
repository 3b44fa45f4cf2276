import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { isPageUrl, MAX_TAG_LENGTH, MAX_TAGS, TARGET_URL_MESSAGE } from '../../keyword-import';

/** A tag as the import reads one: trimmed, inner spaces collapsed. */
const tagField = z
  .string({ error: 'Tags must be text.' })
  .transform((tag) => tag.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'A tag must not be empty.').max(MAX_TAG_LENGTH, `A tag must be at most ${MAX_TAG_LENGTH} characters.`));

/** One keyword's tags and target page, edited in the keyword table: the import's rules for both. */
export const updateTrackedKeywordSchema = z.object({
  keyword: z.string({ error: 'Name the keyword to change.' }).trim().min(1, 'Name the keyword to change.').max(200),
  tags: z
    .array(tagField, { error: 'Tags must be a list.' })
    .max(MAX_TAGS, `A keyword may have at most ${MAX_TAGS} tags.`)
    .nullish()
    .transform((tags) => [...new Set(tags ?? [])].sort()),
  targetUrl: z
    .string({ error: TARGET_URL_MESSAGE })
    .trim()
    .nullish()
    .transform((url) => url || null)
    .refine((url) => url === null || isPageUrl(url), TARGET_URL_MESSAGE),
});

@InputType()
export class UpdateTrackedKeywordInput implements z.input<typeof updateTrackedKeywordSchema> {
  @Field({ description: 'The tracked keyword (any case).' })
  keyword!: string;

  @Field(() => [String], { nullable: true, description: 'Its tags, replacing the ones it has; empty or absent: none.' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: 'The page meant to rank, a full http(s) address; empty or absent: any page.' })
  targetUrl?: string | null;
}
