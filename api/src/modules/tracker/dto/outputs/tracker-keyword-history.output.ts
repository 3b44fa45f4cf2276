import { Field, ID, ObjectType } from 'type-graphql';
import type { SerpDevice } from '../../../seo/serp/serp-provider';
import { Device } from './device.output';
import { KeywordHistoryRunOutput } from './keyword-history-run.output';
import { KeywordTableCompanyOutput } from './keyword-table-company.output';

@ObjectType('TrackerKeywordHistory')
export class TrackerKeywordHistoryOutput {
  @Field(() => ID)
  instanceId!: string;

  @Field()
  keyword!: string;

  @Field(() => Device)
  device!: SerpDevice;

  @Field(() => [KeywordTableCompanyOutput])
  companies!: KeywordTableCompanyOutput[];

  @Field(() => [KeywordHistoryRunOutput], { description: 'Completed runs, oldest first.' })
  runs!: KeywordHistoryRunOutput[];
}
