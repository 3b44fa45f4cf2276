import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../common/data-source';

@ObjectType('AiVisibilityRun', { description: 'A run: every prompt asked of every surface, samples times. partial: some samples could not be checked (refunded, left out of the figures).' })
export class AiVisibilityRunOutput {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  jobId!: string;

  @Field({ description: 'queued, running, succeeded, partial, failed or cancelled.' })
  status!: string;

  @Field(() => DataSource)
  source!: DataSource;

  @Field(() => Int)
  samplesPlanned!: number;

  @Field(() => Int)
  samplesChecked!: number;

  @Field(() => Int, { description: 'Samples not checked: never counted as "not mentioned".' })
  samplesFailed!: number;

  @Field(() => Int, { description: 'Engine calls made, each recorded before it was sent.' })
  vendorCalls!: number;

  @Field(() => String, { nullable: true, description: 'Why the run failed or did not start (a scheduled run the credits did not cover, say).' })
  error!: string | null;

  @Field({ description: 'False once its stored answers passed their retention and were deleted: its counts stay, its figures are no longer read.' })
  answersKept!: boolean;

  @Field()
  createdAt!: Date;
}

@ObjectType('AiVisibilityRunStart')
export class AiVisibilityRunStartOutput {
  @Field(() => ID)
  runId!: string;

  @Field(() => ID)
  jobId!: string;
}

@ObjectType('AiVisibilityRunCost', { description: 'What a run would cost, before it starts.' })
export class AiVisibilityRunCostOutput {
  @Field(() => Int, { description: 'Prompts x surfaces x samples: one AI answer credit each, but for the samples read from the tracker’s stored results pages.' })
  samples!: number;

  @Field(() => Int, { description: 'First samples of google-ai-overview read from a tracker’s fresh results page (at most 24 h old): no vendor call, no credit.' })
  fromTrackerPages!: number;

  @Field(() => Int, { nullable: true, description: 'AI answers left this period (and in the client’s budget); null when unlimited.' })
  creditsLeft!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the run would be refused for credits, or null.' })
  short!: string | null;
}
