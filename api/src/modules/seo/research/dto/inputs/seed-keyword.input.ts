import { ArgsType, Field, Int } from 'type-graphql';
import { z } from 'zod';
import { capped, countryField, LIMITS, RESEARCH_DEFAULTS, text, researchMessages } from './research-fields';

/** A seed keyword for related or "people also search for" keywords; `limit` is the tool's. */
export const seedSchema = (limit: { default: number; max: number }) =>
  z.object({ keyword: text(80, researchMessages.keyword), num: capped(limit, 'The number of keywords'), country: countryField(RESEARCH_DEFAULTS.country) });

@ArgsType()
export class SeedArgs implements z.input<ReturnType<typeof seedSchema>> {
  @Field()
  keyword!: string;

  // Related and PASF keywords default to the same number.
  @Field(() => Int, { nullable: true, defaultValue: LIMITS.relatedKeywords.default })
  num?: number | null;

  @Field(() => String, { nullable: true, description: `Two-letter code; "global" for none. Default ${RESEARCH_DEFAULTS.country}.` })
  country?: string | null;
}
