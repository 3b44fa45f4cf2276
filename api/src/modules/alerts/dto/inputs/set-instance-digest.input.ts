import { Field, ID, InputType } from 'type-graphql';
import { z } from 'zod';
import { choices } from '../../../../common/validation';
import { DigestFrequency } from '../../digest-periods';

/** An instance's digest switch as a client sends it; REST and GraphQL both parse it through this schema. */
export const setInstanceDigestSchema = z.object({
  instanceId: z.string({ error: 'Tracking instance is required.' }),
  frequency: z.enum(DigestFrequency, { error: `Frequency must be ${choices(Object.values(DigestFrequency))}.` }),
});

@InputType()
export class SetInstanceDigestInput implements z.input<typeof setInstanceDigestSchema> {
  @Field(() => ID)
  instanceId!: string;

  @Field(() => DigestFrequency)
  frequency!: DigestFrequency;
}
