import { Field, Int, ObjectType } from 'type-graphql';
import { BillingInvoiceOutput } from './billing-invoice.output';

@ObjectType('SandboxInvoice', { description: 'An invoice of sandbox billing: no money moved.' })
export class SandboxInvoiceOutput extends BillingInvoiceOutput {
  @Field(() => Int)
  planId!: number;

  @Field()
  periodStart!: Date;

  @Field()
  periodEnd!: Date;

  @Field({ description: 'Always SANDBOX.' })
  provider!: 'SANDBOX';
}
