import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class UrlTrafficSummary {
  @Field(() => Int, { description: 'Keywords the URL ranks for in positions 1..30 ("organic keywords").' })
  totalRankingKeywords!: number;

  @Field(() => Int)
  estimatedMonthlyTraffic!: number;
}
