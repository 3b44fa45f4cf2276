import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { domainField, LIMITS, RESEARCH_DEFAULTS, researchMessages, serpSettings, text } from './research-fields';

/** Whether a domain ranks for a query; the search reads the first page only. */
export const competitorAnalysisSchema = z.object({
  query: text(200, researchMessages.competitorQuery),
  domain: z
    .union([z.string(), z.null()]).optional()
    .transform((value) => value?.trim() || null)
    .pipe(domainField(researchMessages.domain).nullable()),
  ...serpSettings,
});

@InputType()
export class CompetitorAnalysisInput implements z.input<typeof competitorAnalysisSchema> {
  @Field()
  query!: string;

  @Field(() => String, { nullable: true })
  domain?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: LIMITS.serp.default, description: `How deep to look: 1..${LIMITS.serp.max}.` })
  num?: number | null;

  @Field(() => String, { nullable: true, defaultValue: RESEARCH_DEFAULTS.language })
  language?: string | null;

  @Field(() => String, { nullable: true, defaultValue: RESEARCH_DEFAULTS.country })
  country?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  dateRange?: string | null;
}
