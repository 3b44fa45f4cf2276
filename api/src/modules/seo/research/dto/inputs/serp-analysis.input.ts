import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { choices } from '../../../../../common/validation';
import { SERP_DATE_RANGES } from '../../../serp/serp-provider';
import { LIMITS, RESEARCH_DEFAULTS, researchMessages, serpSettings, text } from './research-fields';

export const serpAnalysisSchema = z.object({ query: text(200, researchMessages.serpQuery), ...serpSettings });
/** A SERP analysis once parsed: what is searched, cached and saved. */
export type SerpAnalysisQuery = z.output<typeof serpAnalysisSchema>;

@InputType()
export class SerpAnalysisInput implements z.input<typeof serpAnalysisSchema> {
  @Field()
  query!: string;

  @Field(() => Int, { nullable: true, defaultValue: LIMITS.serp.default, description: `1..${LIMITS.serp.max}` })
  num?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: RESEARCH_DEFAULTS.page, description: `1..${LIMITS.serp.maxPage}` })
  page?: number | null;

  @Field(() => String, { nullable: true, defaultValue: RESEARCH_DEFAULTS.language })
  language?: string | null;

  @Field(() => String, { nullable: true, defaultValue: RESEARCH_DEFAULTS.country, description: 'Two-letter code; "global" or "" for none.' })
  country?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true, description: `${choices(SERP_DATE_RANGES)}; null for any time.` })
  dateRange?: string | null;
}
