import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType('RankingPoint')
export class RankingPointOutput {
  @Field()
  runAt!: Date;

  @Field(() => Float, { nullable: true, description: 'Mean of non-zero positions; null is a gap.' })
  averageRank!: number | null;
}
