import { Field, ObjectType } from 'type-graphql';
import { RankingPointOutput } from './ranking-point.output';

@ObjectType('RankingSeries')
export class RankingSeriesOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field(() => [RankingPointOutput])
  points!: RankingPointOutput[];
}
