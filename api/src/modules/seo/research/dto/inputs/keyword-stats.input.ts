import { ArgsType, Field } from 'type-graphql';
import { z } from 'zod';
import { countryField, keywordList, RESEARCH_DEFAULTS } from './research-fields';

export const keywordStatsSchema = z.object({ keywords: keywordList, country: countryField(RESEARCH_DEFAULTS.country) });

@ArgsType()
export class KeywordStatsArgs implements z.input<typeof keywordStatsSchema> {
  @Field(() => [String])
  keywords!: string[];

  @Field(() => String, { nullable: true })
  country?: string | null;
}
