import { Field, Int, ObjectType } from 'type-graphql';
import { PlanLimitsOutput } from './plan-limits.output';

@ObjectType('Plan')
export class PlanOutput {
  @Field(() => Int)
  id!: number;

  @Field()
  name!: string;

  @Field(() => Int, { description: 'US dollars per month.' })
  pricePerMonth!: number;

  @Field()
  description!: string;

  @Field(() => [String])
  features!: string[];

  @Field(() => [String])
  limitations!: string[];

  @Field()
  mostPopular!: boolean;

  @Field(() => Int)
  trialDays!: number;

  @Field(() => Int, { description: 'Keywords (articles) one content generation may take: the keyword-limit input’s maximum.' })
  keywordsPerGeneration!: number;

  @Field(() => PlanLimitsOutput)
  limits!: PlanLimitsOutput;
}
