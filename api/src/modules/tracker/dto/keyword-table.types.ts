import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DataSource } from '../../../common/data-source';
import { RankChange } from '../keyword-table';

registerEnumType(RankChange, {
  name: 'RankChange',
  description: 'Since the previous run. NEW: found now, not before; LOST: found before, not now; NONE: found in neither, or no earlier run.',
});

@ObjectType('KeywordTableCompany')
export class KeywordTableCompanyOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field({ description: "The instance owner's own company." })
  own!: boolean;
}

@ObjectType('KeywordPosition')
export class KeywordPositionOutput {
  @Field()
  domain!: string;

  @Field(() => Int, { nullable: true, description: '0: beyond the checked depth; null: not checked for this company in the run.' })
  position!: number | null;

  @Field(() => String, { nullable: true, description: 'The ranking page; null when not found or stored before URLs were kept.' })
  url!: string | null;

  @Field(() => Int, { nullable: true, description: 'In the previous run; null when not checked then.' })
  previousPosition!: number | null;

  @Field(() => RankChange)
  change!: RankChange;

  @Field(() => Int, { description: 'Places moved for UP and DOWN, else 0.' })
  changeBy!: number;

  @Field(() => Int, { nullable: true, description: 'Best found position in any completed run; null if never found.' })
  bestPosition!: number | null;
}

@ObjectType('KeywordTableRow')
export class KeywordTableRowOutput {
  @Field()
  keyword!: string;

  @Field(() => [KeywordPositionOutput], { description: 'One per company, in the order of the table’s companies.' })
  positions!: KeywordPositionOutput[];
}

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

  @Field(() => [KeywordTableRowOutput], { description: 'One per keyword of the latest run, by keyword.' })
  rows!: KeywordTableRowOutput[];
}

@ObjectType('KeywordRunPosition')
export class KeywordRunPositionOutput {
  @Field()
  domain!: string;

  @Field(() => Int, { nullable: true, description: '0: beyond the checked depth; null: not checked for this company in the run.' })
  position!: number | null;

  @Field(() => String, { nullable: true })
  url!: string | null;
}

@ObjectType('KeywordHistoryRun')
export class KeywordHistoryRunOutput {
  @Field()
  runAt!: Date;

  @Field(() => Int, { description: 'Results checked per keyword in the run.' })
  depth!: number;

  @Field(() => [KeywordRunPositionOutput], { description: 'One per company, in the order of the history’s companies.' })
  positions!: KeywordRunPositionOutput[];
}

@ObjectType('TrackerKeywordHistory')
export class TrackerKeywordHistoryOutput {
  @Field(() => ID)
  instanceId!: string;

  @Field()
  keyword!: string;

  @Field(() => [KeywordTableCompanyOutput])
  companies!: KeywordTableCompanyOutput[];

  @Field(() => [KeywordHistoryRunOutput], { description: 'Completed runs, oldest first.' })
  runs!: KeywordHistoryRunOutput[];
}
