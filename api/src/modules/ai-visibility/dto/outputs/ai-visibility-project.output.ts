import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('AiBrand')
export class AiBrandOutput {
  @Field()
  name!: string;

  @Field(() => [String])
  aliases!: string[];

  @Field(() => [String])
  domains!: string[];
}

@ObjectType('AiPrompt')
export class AiPromptOutput {
  @Field()
  text!: string;

  @Field(() => [String])
  tags!: string[];
}

@ObjectType('AiRunSchedule', { description: 'When the project runs on its own: off, daily or weekly (on weekday), at hour in timeZone.' })
export class AiRunScheduleOutput {
  @Field()
  frequency!: string;

  @Field(() => Int, { description: '1 (Monday) to 7 (Sunday); read for weekly.' })
  weekday!: number;

  @Field(() => Int)
  hour!: number;

  @Field()
  timeZone!: string;
}

@ObjectType('AiVisibilityProject', { description: 'Where a brand stands in AI answers: its competitors, the prompts asked, the surfaces asked and how often.' })
export class AiVisibilityProjectOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => AiBrandOutput)
  brand!: AiBrandOutput;

  @Field(() => [AiBrandOutput])
  competitors!: AiBrandOutput[];

  @Field(() => [AiPromptOutput])
  prompts!: AiPromptOutput[];

  @Field(() => [String], { description: 'google-ai-overview, google-ai-mode, chatgpt, perplexity, gemini or claude.' })
  surfaces!: string[];

  @Field(() => Int, { description: 'Times each prompt is asked of each surface per run.' })
  samples!: number;

  @Field()
  country!: string;

  @Field()
  language!: string;

  @Field(() => ID, { nullable: true })
  clientId!: string | null;

  @Field(() => AiRunScheduleOutput)
  schedule!: AiRunScheduleOutput;

  @Field(() => Date, { nullable: true, description: 'The next scheduled run; null when the schedule is off.' })
  nextRunAt!: Date | null;

  @Field()
  createdAt!: Date;
}

@ObjectType('AiVisibilityProjectChange')
export class AiVisibilityProjectChangeOutput {
  @Field(() => AiVisibilityProjectOutput)
  project!: AiVisibilityProjectOutput;

  @Field(() => ID, { nullable: true, description: 'The job re-reading the stored answers for the brands as they now are (no engine is asked); null when nothing needed re-reading.' })
  reextractionJobId!: string | null;
}
