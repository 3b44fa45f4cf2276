import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('AiRate', { description: 'A share of n checked samples, with its 95 % Wilson interval; null when none was checked.' })
export class AiRateOutput {
  @Field(() => Float, { nullable: true })
  value!: number | null;

  @Field(() => Float, { nullable: true })
  low!: number | null;

  @Field(() => Float, { nullable: true })
  high!: number | null;

  @Field(() => Int)
  n!: number;
}

@ObjectType('AiRateChange', { description: 'Against the run before: a change only when the two-proportion test gives p < 0.05.' })
export class AiRateChangeOutput {
  @Field(() => Float, { nullable: true })
  previousValue!: number | null;

  @Field(() => Float, { nullable: true })
  pValue!: number | null;

  @Field()
  changed!: boolean;
}

@ObjectType('AiBrandFigures')
export class AiBrandFiguresOutput {
  @Field()
  name!: string;

  @Field(() => AiRateOutput)
  mentionRate!: AiRateOutput;

  @Field(() => AiRateOutput)
  citationRate!: AiRateOutput;

  @Field(() => Float, { nullable: true, description: 'Share of the brands’ mentions, each weighted 1 / its position in the answer.' })
  shareOfVoice!: number | null;

  @Field(() => Float, { nullable: true })
  averagePosition!: number | null;

  @Field(() => AiRateChangeOutput, { nullable: true })
  mentionChange!: AiRateChangeOutput | null;
}

@ObjectType('AiCitedSource')
export class AiCitedSourceOutput {
  @Field({ description: 'A domain, or a page’s URL.' })
  key!: string;

  @Field(() => Int, { description: 'Checked answers citing it.' })
  answers!: number;

  @Field(() => String, { nullable: true, description: 'The project’s brand it belongs to; null for a third party.' })
  brand!: string | null;
}

@ObjectType('AiSourceOpportunity', { description: 'A domain cited in answers that name competitors but not you, and in none that names you.' })
export class AiSourceOpportunityOutput {
  @Field()
  domain!: string;

  @Field(() => Int)
  answers!: number;
}

@ObjectType('AiVisibilitySummary')
export class AiVisibilitySummaryOutput {
  @Field(() => ID, { nullable: true })
  runId!: string | null;

  @Field(() => String, { nullable: true })
  surface!: string | null;

  @Field(() => String, { nullable: true })
  source!: string | null;

  @Field(() => Int, { description: 'Checked samples the figures stand on.' })
  checked!: number;

  @Field({ description: 'False when the run’s stored answers passed their retention and were deleted: no figure is given, notice says why.' })
  answersKept!: boolean;

  @Field(() => String, { nullable: true })
  notice!: string | null;

  @Field(() => [AiBrandFiguresOutput])
  brands!: AiBrandFiguresOutput[];

  @Field(() => [AiCitedSourceOutput])
  topDomains!: AiCitedSourceOutput[];

  @Field(() => [AiCitedSourceOutput])
  topPages!: AiCitedSourceOutput[];

  @Field(() => [AiSourceOpportunityOutput])
  opportunities!: AiSourceOpportunityOutput[];
}
