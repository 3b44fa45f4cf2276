import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { domainField, optionalText } from './tracker-fields';

/** A competitor as a client sends it; its name defaults to the domain (trackingInstanceSchema). */
export const competitorSchema = z.object({ domain: domainField, companyName: optionalText(100, 'Company name') });

@InputType()
export class CompetitorInput implements z.input<typeof competitorSchema> {
  @Field()
  domain!: string;

  @Field(() => String, { nullable: true, description: 'Defaults to the domain.' })
  companyName?: string | null;
}
