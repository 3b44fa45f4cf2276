import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../common/data-source';
import { KeywordTableCompanyOutput } from './keyword-table-company.output';
import { KeywordTableRowOutput } from './keyword-table-row.output';

@ObjectType('TrackerKeywordTable')
export class TrackerKeywordTableOutput {
  @Field(() => ID)
  instanceId!: string;

  @Field(() => Date, { nullable: true, description: 'The latest completed run; null before the first.' })
  runAt!: Date | null;

  @Field(() => Date, { nullable: true })
  previousRunAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'Results checked per keyword in the latest run.' })
  depth!: number | null;

  @Field(() => DataSource, { nullable: true })
  source!: DataSource | null;

  @Field(() => [KeywordTableCompanyOutput], { description: 'The own company first, then the competitors.' })
  companies!: KeywordTableCompanyOutput[];

  @Field(() => Int, { description: 'Rows the filter matches in all; rows holds one page of them.' })
  totalRows!: number;

  @Field(() => [KeywordTableRowOutput], { description: 'One per keyword and device of the latest run, by keyword: the page asked for.' })
  rows!: KeywordTableRowOutput[];
}
