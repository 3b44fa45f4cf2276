import { Field, ID, InputType } from 'type-graphql';
import { z } from 'zod';
import { isUuid, requiredText } from '../../../../common/validation';
import { ArticleFlow } from '../../article-flow';

export const MAX_KEYWORD_LENGTH = 200;

/** A batch of articles, one per keyword, from one of the flows. */
export const generateArticlesSchema = z.object({
  flow: z.enum(ArticleFlow, { error: 'Choose a flow: business, domain or keyword.' }),
  source: requiredText('Source', 2000),
  business: z
    .string()
    .trim()
    .max(2000, 'Business must be at most 2000 characters.')
    .nullish()
    .transform((value) => value || null),
  keywords: z
    .array(z.string({ error: 'Keywords must be text.' }).trim().max(MAX_KEYWORD_LENGTH, `A keyword must be at most ${MAX_KEYWORD_LENGTH} characters.`), { error: 'Keywords are required.' })
    .transform(distinctKeywords)
    .refine((keywords) => keywords.length > 0, 'Select at least one keyword.'),
  /** Revise each article after writing while its content score is below the goal (at most twice). */
  optimise: z
    .boolean({ error: 'Optimise must be true or false.' })
    .nullish()
    .transform((value) => value ?? false),
  /** A content brief to write from (its outline and terms) and to score against. */
  briefId: z
    .string({ error: 'Content brief must be an id.' })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isUuid(value), 'Content brief not found.'),
});

/** Trimmed, without blanks, and each keyword once (case-insensitively, the first spelling kept). */
function distinctKeywords(keywords: string[]): string[] {
  const seen = new Set<string>();
  return keywords.filter((keyword) => {
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

@InputType()
export class GenerateArticlesInput implements z.input<typeof generateArticlesSchema> {
  @Field(() => ArticleFlow)
  flow!: ArticleFlow;

  @Field({ description: 'The business description, competitor domain or seed keywords the flow started from.' })
  source!: string;

  @Field(() => [String], { description: '1..plan.keywordsPerGeneration after trimming and de-duplication; one article each.' })
  keywords!: string[];

  @Field(() => String, { nullable: true })
  business?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Revise each article after writing while its content score is below the goal (at most twice).' })
  optimise?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'A content brief to write from and score against.' })
  briefId?: string | null;
}
