import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('CompanyRanking')
export class CompanyRankingOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field({ description: "The instance owner's own company." })
  own!: boolean;

  @Field(() => Int)
  keywordsRanked!: number;

  @Field(() => Int)
  keywordsTotal!: number;

  @Field(() => Float, { nullable: true, description: 'Mean of found positions to 1 decimal; null when none was found.' })
  averageRank!: number | null;

  @Field(() => Date, { nullable: true })
  lastChecked!: Date | null;
}
