import { ArgsType, Field } from 'type-graphql';
import { z } from 'zod';
import { countryField, domainList, RESEARCH_DEFAULTS } from './research-fields';

export const domainTrafficSchema = z.object({ domains: domainList, country: countryField(RESEARCH_DEFAULTS.country) });

@ArgsType()
export class DomainTrafficArgs implements z.input<typeof domainTrafficSchema> {
  @Field(() => [String])
  domains!: string[];

  @Field(() => String, { nullable: true, defaultValue: RESEARCH_DEFAULTS.country })
  country!: string | null;
}
