import { Field, ObjectType } from 'type-graphql';

@ObjectType('PlanLimits', { description: 'Which tools a plan includes; the server enforces the same rules.' })
export class PlanLimitsOutput {
  @Field()
  tracking!: boolean;

  @Field()
  backlinks!: boolean;

  @Field()
  competitorAnalysis!: boolean;

  @Field({ description: 'Client reports with share links.' })
  reports!: boolean;

  @Field({ description: 'The agency’s own brand kit on reports.' })
  brandKit!: boolean;

  @Field({ description: 'Reports emailed on a schedule.' })
  scheduledReports!: boolean;

  @Field({ description: 'Webhook endpoints (custom integrations).' })
  webhooks!: boolean;
}
