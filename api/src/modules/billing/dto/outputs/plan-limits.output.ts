import { Field, ObjectType } from 'type-graphql';

@ObjectType('PlanLimits', { description: 'Which tools a plan includes; the server enforces the same rules.' })
export class PlanLimitsOutput {
  @Field()
  tracking!: boolean;

  @Field()
  backlinks!: boolean;

  @Field()
  competitorAnalysis!: boolean;
}
