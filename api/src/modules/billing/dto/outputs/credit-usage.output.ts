import { Field, Int, ObjectType } from 'type-graphql';
import { CreditKind } from '../../../plans/credit-kind';

@ObjectType('CreditUsage', { description: 'Credits of one kind in the current period.' })
export class CreditUsageOutput {
  @Field(() => CreditKind)
  kind!: CreditKind;

  @Field(() => Int)
  used!: number;

  @Field(() => Int, { nullable: true, description: 'null means unlimited.' })
  limit!: number | null;

  @Field(() => Int, { nullable: true, description: 'null means unlimited.' })
  remaining!: number | null;

  @Field()
  periodStart!: Date;

  @Field()
  periodEnd!: Date;
}
