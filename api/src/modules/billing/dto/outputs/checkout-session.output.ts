import { Field, ObjectType } from 'type-graphql';

@ObjectType('CheckoutSession')
export class CheckoutSessionOutput {
  @Field()
  sessionId!: string;

  @Field({ description: 'Where to send the browser: Stripe Checkout, or the in-app sandbox checkout page.' })
  url!: string;
}
