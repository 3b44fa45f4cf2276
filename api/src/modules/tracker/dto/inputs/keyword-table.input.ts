import { ArgsType, Field, ID, Int } from 'type-graphql';
import { z } from 'zod';
import { SERP_DEVICES, type SerpDevice, type SerpFeatureType } from '../../../seo/serp/serp-provider';
import { Device } from '../outputs/device.output';
import { SerpFeature } from '../outputs/serp-feature.output';
import { trackerMessages } from '../../tracker.messages';
import { keywordFilterSchema } from './bulk-keywords.input';

export const KEYWORD_TABLE_MAX_LIMIT = 500;
const LIMIT_MESSAGE = `Rows per page must be a whole number from 1 to ${KEYWORD_TABLE_MAX_LIMIT}.`;

/** A page of the keyword table: a device (or both), a tag, a text, a SERP feature, the run to compare with, and the rows wanted. */
export const keywordTableSchema = keywordFilterSchema.extend({
  device: z.enum(SERP_DEVICES, { error: 'Device must be desktop or mobile.' }).nullish().transform((value) => value ?? null),
  offset: z.number().int('Offset must be a whole number.').min(0, 'Offset must not be negative.').nullish().transform((value) => value ?? 0),
  limit: z.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(KEYWORD_TABLE_MAX_LIMIT, LIMIT_MESSAGE).nullish().transform((value) => value ?? KEYWORD_TABLE_MAX_LIMIT),
  compareRunId: z.uuid({ error: trackerMessages.compareRunNotEarlier }).nullish().transform((value) => value ?? null),
});

@ArgsType()
export class KeywordTableArgs implements z.input<typeof keywordTableSchema> {
  @Field(() => ID)
  instanceId!: string;

  @Field(() => Device, { nullable: true, description: 'One device; both when left out.' })
  device?: SerpDevice | null;

  @Field(() => String, { nullable: true })
  tag?: string | null;

  @Field(() => String, { nullable: true, description: 'Keywords containing this text.' })
  search?: string | null;

  @Field(() => SerpFeature, { nullable: true, description: 'Rows whose results page in the latest run shows this feature.' })
  serpFeature?: SerpFeatureType | null;

  @Field(() => ID, { nullable: true, description: 'An earlier reported run the change column compares with; the previous run when left out.' })
  compareRunId?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  offset?: number | null;

  @Field(() => Int, { nullable: true, description: `1 to ${KEYWORD_TABLE_MAX_LIMIT}; default ${KEYWORD_TABLE_MAX_LIMIT}.` })
  limit?: number | null;
}
