import { ArgsType, Field, Int } from 'type-graphql';
import { z } from 'zod';
import { capped, countryField, domainField, LIMITS, RESEARCH_DEFAULTS, researchMessages } from './research-fields';

export const domainKeywordsSchema = z.object({
  domain: domainField(researchMessages.domain),
  country: countryField(RESEARCH_DEFAULTS.country),
  num: capped(LIMITS.domainKeywords, 'The number of keywords'),
});

@ArgsType()
export class DomainKeywordsArgs implements z.input<typeof domainKeywordsSchema> {
  @Field()
  domain!: string;

  @Field(() => String, { nullable: true, defaultValue: RESEARCH_DEFAULTS.country })
  country!: string | null;

  @Field(() => Int, { nullable: true, defaultValue: LIMITS.domainKeywords.default })
  num!: number | null;
}
