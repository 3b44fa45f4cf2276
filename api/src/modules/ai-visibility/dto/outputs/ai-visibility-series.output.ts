import { Field, ID, ObjectType } from 'type-graphql';
import { AiRateOutput } from './ai-visibility-summary.output';

@ObjectType('AiBrandRate')
export class AiBrandRateOutput {
  @Field()
  name!: string;

  @Field(() => AiRateOutput)
  mentionRate!: AiRateOutput;
}

@ObjectType('AiVisibilitySeriesPoint', { description: 'One finished run on the chart over time: each brand’s mention rate with n and its 95 % interval.' })
export class AiVisibilitySeriesPointOutput {
  @Field(() => ID)
  runId!: string;

  @Field()
  createdAt!: Date;

  @Field(() => [AiBrandRateOutput])
  brands!: AiBrandRateOutput[];
}
