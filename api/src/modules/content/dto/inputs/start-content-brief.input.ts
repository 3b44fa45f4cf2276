import { Field, ID, InputType } from 'type-graphql';
import { z } from 'zod';
import { choices } from '../../../../common/validation';
import { countryField, RESEARCH_DEFAULTS, text } from '../../../seo/research/dto/inputs/research-fields';
import { BRIEF_DEVICES } from '../../content-brief.entity';
import { projectClientField } from '../../../workspaces/dto/inputs/workspace-client.input';

export const MAX_BRIEF_KEYWORD_LENGTH = 200;

/** REST `POST /api/content-briefs` and GraphQL `startContentBrief`: a brief for a keyword in a country, language and device. */
export const startContentBriefSchema = z.object({
  keyword: text(MAX_BRIEF_KEYWORD_LENGTH, 'Please enter a keyword.'),
  country: countryField(RESEARCH_DEFAULTS.country).pipe(z.string().min(2, 'Country must be a two-letter code such as us.')),
  language: z
    .union([z.string(), z.null()], { error: 'Language must be a code such as en or pt-br.' })
    .optional()
    .transform((value) => (value ? value.trim().toLowerCase() : RESEARCH_DEFAULTS.language))
    .pipe(z.string().regex(/^[a-z]{2,3}(-[a-z]{2,4})?$/, 'Language must be a code such as en or pt-br.')),
  device: z
    .union([z.string(), z.null()], { error: `Device must be ${choices(BRIEF_DEVICES)}.` })
    .optional()
    .transform((value) => (value ? value.trim().toLowerCase() : 'desktop'))
    .pipe(z.enum(BRIEF_DEVICES, { error: `Device must be ${choices(BRIEF_DEVICES)}.` })),
  clientId: projectClientField,
});

/** A brief's change: the client it is grouped under (null ungroups it). */
export const contentBriefChangeSchema = z.object({ clientId: projectClientField });

@InputType()
export class StartContentBriefInput implements z.input<typeof startContentBriefSchema> {
  @Field()
  keyword!: string;

  @Field(() => String, { nullable: true, defaultValue: RESEARCH_DEFAULTS.country, description: 'Two-letter country code.' })
  country?: string | null;

  @Field(() => String, { nullable: true, defaultValue: RESEARCH_DEFAULTS.language })
  language?: string | null;

  @Field(() => String, { nullable: true, defaultValue: 'desktop', description: `${choices(BRIEF_DEVICES)}.` })
  device?: string | null;

  @Field(() => ID, { nullable: true, description: 'The client of the workspace to group it under.' })
  clientId?: string | null;
}
