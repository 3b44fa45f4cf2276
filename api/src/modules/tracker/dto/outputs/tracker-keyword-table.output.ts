import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DataSource } from '../../../../common/data-source';
import { KeywordTableCompanyOutput } from './keyword-table-company.output';
import { KeywordTableRowOutput } from './keyword-table-row.output';
import { KeywordTableSearchConsoleOutput } from './keyword-search-console.output';

/** A reported run: completed, or partial when some keywords were not checked (their searches failed). */
export const RunStatus = { COMPLETED: 'completed', PARTIAL: 'partial' } as const;
registerEnumType(RunStatus, { name: 'RunStatus', description: 'PARTIAL: some keywords of the run were not checked.' });

@ObjectType('TrackerRunDate')
export class TrackerRunDateOutput {
  @Field(() => ID)
  runId!: string;

  @Field()
  runAt!: Date;
}

@ObjectType('TrackerKeywordTable')
export class TrackerKeywordTableOutput {
  @Field(() => ID)
  instanceId!: string;

  @Field(() => Date, { nullable: true, description: 'The latest completed run; null before the first.' })
  runAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'The run the change column compares with: compareRunId when given, else the previous run.' })
  previousRunAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'The id of that run; null when there is no earlier run.' })
  compareRunId!: string | null;

  @Field(() => [TrackerRunDateOutput], { description: 'The reported runs before the latest, newest first: those the table may be compared with.' })
  earlierRuns!: TrackerRunDateOutput[];

  @Field(() => Int, { nullable: true, description: 'Results checked per keyword in the latest run.' })
  depth!: number | null;

  @Field(() => DataSource, { nullable: true })
  source!: DataSource | null;

  @Field(() => RunStatus, { nullable: true, description: 'The latest run’s status; null before the first.' })
  runStatus!: 'completed' | 'partial' | null;

  @Field(() => [KeywordTableCompanyOutput], { description: 'The own company first, then the competitors.' })
  companies!: KeywordTableCompanyOutput[];

  @Field(() => Int, { description: 'Rows the filter matches in all; rows holds one page of them.' })
  totalRows!: number;

  @Field(() => [KeywordTableRowOutput], { description: 'One per keyword and device of the latest run (and, when it was partial, of the instance), by keyword: the page asked for. A keyword the run did not check has null positions.' })
  rows!: KeywordTableRowOutput[];

  @Field(() => KeywordTableSearchConsoleOutput, { nullable: true, description: 'The linked Search Console property and its figures’ range; null: none linked (no Search Console columns).' })
  searchConsole!: KeywordTableSearchConsoleOutput | null;
}
