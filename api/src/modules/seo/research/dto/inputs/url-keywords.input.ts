import { ArgsType, Field, Int } from 'type-graphql';
import { z } from 'zod';
import { countryField, forgiving, LIMITS, RESEARCH_DEFAULTS, urlField } from './research-fields';

/** A URL's ranking keywords (and, for the analysis, its traffic summary). */
export const urlKeywordsSchema = z.object({ url: urlField, country: countryField(RESEARCH_DEFAULTS.country), num: forgiving(LIMITS.urlKeywords) });

@ArgsType()
export class UrlAnalysisArgs implements z.input<typeof urlKeywordsSchema> {
  @Field()
  url!: string;

  @Field(() => String, { nullable: true })
  country!: string | null;

  @Field(() => Int, { nullable: true, defaultValue: LIMITS.urlKeywords.default })
  num!: number | null;
}
