import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('AiPromptImportLine', { description: 'One line of a prompt import and what saving it would do.' })
export class AiPromptImportLineOutput {
  @Field(() => Int, { description: '1-based line of the file.' })
  line!: number;

  @Field()
  prompt!: string;

  @Field(() => [String])
  tags!: string[];

  @Field({ description: 'new, duplicate or invalid.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why the line is invalid, or what it repeats.' })
  message!: string | null;
}

@ObjectType('AiPromptImportPrompt')
export class AiPromptImportPromptOutput {
  @Field()
  text!: string;

  @Field(() => [String])
  tags!: string[];
}

@ObjectType('AiPromptImportPreview', { description: 'What importing prompts would do: counts over every line, the first lines of each kind, and the plan’s limit.' })
export class AiPromptImportPreviewOutput {
  @Field(() => [AiPromptImportLineOutput])
  lines!: AiPromptImportLineOutput[];

  @Field(() => Int, { description: 'Lines of each kind `lines` shows at most.' })
  sampleLines!: number;

  @Field(() => Int)
  added!: number;

  @Field(() => Int)
  duplicates!: number;

  @Field(() => Int)
  invalid!: number;

  @Field(() => Int)
  promptsAfter!: number;

  @Field(() => Int)
  promptLimit!: number;

  @Field(() => String, { nullable: true, description: 'Why saving would be refused, or null.' })
  problem!: string | null;

  @Field(() => [AiPromptImportPromptOutput], { description: 'Without a project: the prompts a new project would be created with (empty when refused).' })
  prompts!: AiPromptImportPromptOutput[];
}

@ObjectType('AiPromptImportResult')
export class AiPromptImportResultOutput {
  @Field(() => Int)
  added!: number;

  @Field(() => Int, { description: 'Repeated and invalid lines.' })
  skipped!: number;

  @Field(() => Int, { description: 'Prompts the project holds now.' })
  prompts!: number;
}

@ObjectType('AiPromptSuggestion')
export class AiPromptSuggestionOutput {
  @Field()
  text!: string;

  @Field(() => String, { nullable: true, description: 'The tracked keyword it was written from.' })
  keyword!: string | null;
}

@ObjectType('AiPromptSuggestions', { description: 'Questions the writer wrote from a tracking instance’s top keywords; nothing is saved until you add them.' })
export class AiPromptSuggestionsOutput {
  @Field({ description: 'SANDBOX when the sandbox writer wrote them, not a language model.' })
  source!: string;

  @Field()
  writer!: string;

  @Field(() => [String])
  keywords!: string[];

  @Field(() => [AiPromptSuggestionOutput])
  suggestions!: AiPromptSuggestionOutput[];
}
