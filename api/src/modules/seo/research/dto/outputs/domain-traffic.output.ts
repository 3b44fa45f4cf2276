import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class DomainTraffic {
  @Field()
  domain!: string;

  @Field(() => Int)
  estimatedMonthlyTraffic!: number;

  @Field(() => Int, { description: 'Keywords in positions 1..30.' })
  totalRankingKeywords!: number;
}
