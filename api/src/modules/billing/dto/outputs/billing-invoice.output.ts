import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { InvoiceStatus } from '../../billing-provider';

const InvoiceStatusValues = { draft: 'draft', open: 'open', paid: 'paid', uncollectible: 'uncollectible', void: 'void' } satisfies Record<InvoiceStatus, InvoiceStatus>;
registerEnumType(InvoiceStatusValues, { name: 'InvoiceStatus', description: 'Stripe’s invoice states; open means payment is still due.' });

@ObjectType('BillingInvoice', { description: 'One of your invoices, from Stripe or from sandbox billing.' })
export class BillingInvoiceOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'Null while a Stripe invoice is a draft.' })
  number!: string | null;

  @Field()
  createdAt!: Date;

  @Field(() => Int, { description: 'In the currency’s smallest unit (US cents).' })
  amount!: number;

  @Field({ description: 'ISO 4217, lower case (usd).' })
  currency!: string;

  @Field(() => InvoiceStatusValues)
  status!: InvoiceStatus;

  @Field(() => String, { nullable: true, description: 'Stripe’s hosted invoice page (or its PDF), or the sandbox’s own invoice page.' })
  url!: string | null;
}
