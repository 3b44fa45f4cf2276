import { Field, ID, InputType } from 'type-graphql';
import { z } from 'zod';
import { requiredText } from '../../../../common/validation';
import { reportRangeSchema, type RangePreset } from '../../report-range';
import { reportSectionsSchema, type SectionKind } from '../../report-sections';
import { PaperSize } from '../../report.entity';
import { projectClientField } from '../../../workspaces/dto/inputs/workspace-client.input';

/** A report as a client sends it, for create and edit alike. */
export const reportSchema = z.object({
  name: requiredText('Report name', 100),
  client: requiredText('Client name', 100),
  sections: reportSectionsSchema,
  range: reportRangeSchema,
  paperSize: z.enum(PaperSize, { error: 'Paper size must be a4 or letter.' }).nullish().transform((value) => value ?? PaperSize.a4),
  /** One of the owner's brand kits; null or left out, the default kit. */
  brandKitId: z.string({ error: 'Brand kit must be the id of one of your brand kits.' }).nullish().transform((value) => value || null),
  coverPage: z.boolean({ error: 'Cover page must be true or false.' }).nullish().transform((value) => value ?? false),
  clientId: projectClientField,
});

@InputType({ description: 'A report section: its kind and the field that kind reads (instanceId, domain, savedAnalysisId, text or projectId).' })
export class ReportSectionInput {
  @Field(() => String, { description: 'tracker-summary, keyword-table, ranking-chart, visibility-chart, domain-traffic, backlinks, serp-analysis, articles, note, ai-visibility-summary, ai-cited-sources or search-console (with instanceId).' })
  kind!: SectionKind;

  @Field(() => String, { nullable: true })
  instanceId?: string | null;

  @Field(() => String, { nullable: true })
  domain?: string | null;

  @Field(() => String, { nullable: true })
  savedAnalysisId?: string | null;

  @Field(() => String, { nullable: true })
  text?: string | null;

  @Field(() => String, { nullable: true, description: 'The AI visibility project of an ai-visibility-summary or ai-cited-sources section.' })
  projectId?: string | null;
}

@InputType()
export class ReportRangeInput {
  @Field(() => String, { description: 'last-7-days, last-30-days, last-90-days, month-to-date or custom.' })
  preset!: RangePreset;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; custom ranges only.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; custom ranges only.' })
  to?: string | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone whose days the range counts, e.g. Europe/Berlin (the user’s); UTC when left out.' })
  timeZone?: string | null;
}

@InputType()
export class ReportInput implements z.input<typeof reportSchema> {
  @Field()
  name!: string;

  @Field()
  client!: string;

  @Field(() => [ReportSectionInput])
  sections!: ReportSectionInput[];

  @Field(() => ReportRangeInput)
  range!: ReportRangeInput;

  @Field(() => PaperSize, { nullable: true })
  paperSize?: PaperSize | null;

  @Field(() => ID, { nullable: true, description: 'One of your brand kits (Agency plan); null or left out, your default kit.' })
  brandKitId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Opens the report with a cover page: the kit’s logo, the report’s name, the client and the period. Off when left out.' })
  coverPage?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'The client of the workspace to group it under; null ungroups it, left out keeps it.' })
  clientId?: string | null;
}
