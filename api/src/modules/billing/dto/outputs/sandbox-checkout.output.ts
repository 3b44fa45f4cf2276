import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('SandboxCheckout', { description: 'A checkout on sandbox billing: no money moves.' })
export class SandboxCheckoutOutput {
  @Field()
  id!: string;

  @Field(() => Int)
  planId!: number;

  @Field(() => Int, { description: 'The trial you would get if you completed it now: none after a trial or a paid subscription.' })
  trialDays!: number;

  @Field()
  completed!: boolean;

  @Field({ description: 'A session can be completed for 24 hours, like Stripe’s.' })
  expired!: boolean;

  @Field({ description: 'Always SANDBOX.' })
  provider!: 'SANDBOX';
}
