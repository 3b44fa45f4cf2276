import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('AiMention')
export class AiMentionOutput {
  @Field()
  brand!: string;

  @Field(() => Int, { description: 'The brand’s rank among the brands the answer names, by first mention.' })
  position!: number;
}

@ObjectType('AiCitation')
export class AiCitationOutput {
  @Field()
  url!: string;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field()
  domain!: string;
}

@ObjectType('AiAnswer', { description: 'One sample, kept whole. A sample not checked has status failed and no text: it is never "not mentioned".' })
export class AiAnswerOutput {
  @Field(() => ID)
  runId!: string;

  @Field()
  prompt!: string;

  @Field()
  surface!: string;

  @Field(() => Int)
  sample!: number;

  @Field({ description: 'checked, failed (not checked) or pending.' })
  status!: string;

  @Field({ description: 'False when the surface showed no AI answer (checked; it names no one).' })
  present!: boolean;

  @Field(() => String, { nullable: true })
  text!: string | null;

  @Field(() => [AiMentionOutput])
  mentions!: AiMentionOutput[];

  @Field(() => [String], { description: 'The brands its citations point to.' })
  cited!: string[];

  @Field(() => [AiCitationOutput])
  citations!: AiCitationOutput[];

  @Field(() => [String])
  searchQueries!: string[];

  @Field(() => String, { nullable: true })
  model!: string | null;

  @Field(() => String, { nullable: true })
  provider!: string | null;

  @Field(() => String, { nullable: true, description: 'api, app or serp.' })
  observedVia!: string | null;

  @Field(() => String, { nullable: true, description: 'Where an answer not asked of an engine was read, e.g. the tracker’s results page of a time.' })
  observedFrom!: string | null;

  @Field(() => String, { nullable: true, description: 'SANDBOX for the sandbox engine’s answers.' })
  source!: string | null;

  @Field(() => Float, { nullable: true })
  costUsd!: number | null;

  @Field(() => Date, { nullable: true })
  checkedAt!: Date | null;

  @Field(() => String, { nullable: true })
  error!: string | null;
}
