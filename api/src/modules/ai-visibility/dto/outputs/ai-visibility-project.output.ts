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
