import { Field, ID, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { choices } from '../../../../common/validation';
import { domainField } from '../../../tracker/dto/inputs/tracker-fields';
import { projectClientField } from '../../../workspaces/dto/inputs/workspace-client.input';
import { AI_SURFACES, type AiSurface } from '../../engines/ai-answer-engine';
import { aiVisibilityMessages } from '../../ai-visibility.messages';
import { AI_SCHEDULE_FREQUENCIES } from '../../ai-visibility-schedule';
import { isTimeZone } from '../../../tracker/tracking-domain';

export const MAX_COMPETITORS = 20;
const MAX_ALIASES = 20;
const MAX_DOMAINS = 10;
export const MAX_PROMPT_TAGS = 10;
export const MAX_TAG_LENGTH = 40;
export const MAX_PROMPT_LENGTH = 500;
export const MAX_SAMPLES = 10;
/** What a project gets for each setting left out. */
export const PROJECT_DEFAULTS = { samples: 3, country: 'us', language: 'en' } as const;

const text = (label: string, max: number) =>
  z
    .string({ error: aiVisibilityMessages.required(label) })
    .trim()
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, aiVisibilityMessages.required(label)).max(max, aiVisibilityMessages.tooLong(label, max)));

const distinct = (values: string[]) => [...new Map(values.map((value) => [value.toLowerCase(), value])).values()];

/** A brand (yours or a competitor): its name, the other names answers may use for it, and the domains that are its own. */
export const aiBrandSchema = z.object({
  name: text('Brand name', 100),
  aliases: z
    .array(text('An alias', 100), { error: aiVisibilityMessages.list('Aliases') })
    .max(MAX_ALIASES, aiVisibilityMessages.atMost('aliases', MAX_ALIASES))
    .nullish()
    .transform((aliases) => distinct(aliases ?? [])),
  domains: z
    .array(domainField, { error: aiVisibilityMessages.domainsRequired })
    .min(1, aiVisibilityMessages.domainsRequired)
    .max(MAX_DOMAINS, aiVisibilityMessages.atMost('domains', MAX_DOMAINS))
    .transform(distinct),
});

const promptText = text('A prompt', MAX_PROMPT_LENGTH);
/** A prompt as text, or with its tags. */
const promptSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { text: value } : value),
  z.object(
    {
      text: promptText,
      tags: z
        .array(text('A tag', MAX_TAG_LENGTH), { error: aiVisibilityMessages.list('Tags') })
        .max(MAX_PROMPT_TAGS, aiVisibilityMessages.atMost('tags per prompt', MAX_PROMPT_TAGS))
        .nullish()
        .transform((tags) => distinct(tags ?? [])),
    },
    { error: aiVisibilityMessages.promptShape },
  ),
);

/** When a project runs on its own; each part left out keeps its value (a new project's: off, Monday, 9:00, UTC). */
export const aiScheduleSchema = z.object(
  {
    frequency: z.enum(AI_SCHEDULE_FREQUENCIES, { error: aiVisibilityMessages.scheduleFrequency }),
    weekday: z.number({ error: aiVisibilityMessages.scheduleWeekday }).int(aiVisibilityMessages.scheduleWeekday).min(1, aiVisibilityMessages.scheduleWeekday).max(7, aiVisibilityMessages.scheduleWeekday).nullish(),
    hour: z.number({ error: aiVisibilityMessages.scheduleHour }).int(aiVisibilityMessages.scheduleHour).min(0, aiVisibilityMessages.scheduleHour).max(23, aiVisibilityMessages.scheduleHour).nullish(),
    timeZone: z.string({ error: aiVisibilityMessages.scheduleTimeZone }).trim().refine(isTimeZone, aiVisibilityMessages.scheduleTimeZone).nullish(),
  },
  { error: aiVisibilityMessages.scheduleFrequency },
);

const SURFACES_MESSAGE = aiVisibilityMessages.surfaces(choices(AI_SURFACES));

/** A project's fields as a client sends them, every one optional (an edit); `createProjectSchema` requires what a new project needs. */
export const projectFieldsSchema = z.object({
  name: text('Name', 100),
  brand: aiBrandSchema,
  competitors: z
    .array(aiBrandSchema, { error: aiVisibilityMessages.list('Competitors') })
    .max(MAX_COMPETITORS, aiVisibilityMessages.atMost('competitors', MAX_COMPETITORS))
    .nullish()
    .transform((competitors) => competitors ?? []),
  prompts: z
    .array(promptSchema, { error: aiVisibilityMessages.promptsRequired })
    .transform((prompts) => [...new Map(prompts.map((prompt) => [prompt.text.toLowerCase(), prompt])).values()])
    .pipe(z.array(z.object({ text: z.string(), tags: z.array(z.string()) })).min(1, aiVisibilityMessages.promptsRequired)),
  surfaces: z
    .array(z.enum(AI_SURFACES, { error: SURFACES_MESSAGE }), { error: SURFACES_MESSAGE })
    .min(1, SURFACES_MESSAGE)
    .transform((surfaces): AiSurface[] => AI_SURFACES.filter((surface) => surfaces.includes(surface))),
  samples: z
    .number({ error: aiVisibilityMessages.samples(MAX_SAMPLES) })
    .int(aiVisibilityMessages.samples(MAX_SAMPLES))
    .min(1, aiVisibilityMessages.samples(MAX_SAMPLES))
    .max(MAX_SAMPLES, aiVisibilityMessages.samples(MAX_SAMPLES))
    .nullish()
    .transform((value) => value ?? undefined),
  country: z
    .string({ error: aiVisibilityMessages.country })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, aiVisibilityMessages.country)
    .nullish()
    .transform((value) => value ?? undefined),
  language: z
    .string({ error: aiVisibilityMessages.language })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}(-[a-z]{2,4})?$/, aiVisibilityMessages.language)
    .nullish()
    .transform((value) => value ?? undefined),
  schedule: aiScheduleSchema.nullish().transform((value) => value ?? undefined),
  clientId: projectClientField,
});

export const createProjectSchema = projectFieldsSchema;
export const updateProjectSchema = projectFieldsSchema.partial();

/** Its brands must have names of their own: answers are matched to a brand by name. */
export function repeatedBrandName(brand: { name: string }, competitors: readonly { name: string }[]): string | null {
  const seen = new Set<string>();
  for (const { name } of [brand, ...competitors]) {
    if (seen.has(name.toLowerCase())) return name;
    seen.add(name.toLowerCase());
  }
  return null;
}

@InputType({ description: 'A brand: its name, other names answers may use for it, and its own domains (subdomains count).' })
export class AiBrandInput implements z.input<typeof aiBrandSchema> {
  @Field()
  name!: string;

  @Field(() => [String], { nullable: true })
  aliases?: string[] | null;

  @Field(() => [String])
  domains!: string[];
}

@InputType()
export class AiPromptInput {
  @Field()
  text!: string;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;
}

@InputType({ description: 'When a project runs on its own, in a time zone (the user’s).' })
export class AiScheduleInput {
  @Field({ description: 'off, daily or weekly.' })
  frequency!: string;

  @Field(() => Int, { nullable: true, description: 'Weekly: 1 (Monday) to 7 (Sunday).' })
  weekday?: number | null;

  @Field(() => Int, { nullable: true, description: 'The hour, 0 to 23.' })
  hour?: number | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone.' })
  timeZone?: string | null;
}

@InputType({ description: 'An AI visibility project. On an edit, the fields left out stay as they are.' })
export class AiVisibilityProjectInput {
  @Field({ nullable: true })
  name?: string;

  @Field(() => AiBrandInput, { nullable: true })
  brand?: AiBrandInput;

  @Field(() => [AiBrandInput], { nullable: true, description: `At most ${MAX_COMPETITORS}.` })
  competitors?: AiBrandInput[] | null;

  @Field(() => [AiPromptInput], { nullable: true })
  prompts?: AiPromptInput[];

  @Field(() => [String], { nullable: true, description: `Any of ${choices(AI_SURFACES)}.` })
  surfaces?: string[];

  @Field(() => Int, { nullable: true, description: `Times each prompt is asked of each surface per run (1-${MAX_SAMPLES}, default ${PROJECT_DEFAULTS.samples}).` })
  samples?: number | null;

  @Field(() => String, { nullable: true, description: 'Two-letter country, default us.' })
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'Language code, default en.' })
  language?: string | null;

  @Field(() => AiScheduleInput, { nullable: true })
  schedule?: AiScheduleInput | null;

  @Field(() => ID, { nullable: true })
  clientId?: string | null;
}
