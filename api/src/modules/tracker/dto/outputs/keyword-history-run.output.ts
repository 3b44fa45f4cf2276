import { Field, ID, Int, ObjectType } from 'type-graphql';
import { KeywordRunPositionOutput } from './keyword-run-position.output';

@ObjectType('KeywordHistoryRun')
export class KeywordHistoryRunOutput {
  @Field(() => ID, { description: 'The run, to read its results page (serpSnapshot).' })
  runId!: string;

  @Field()
  runAt!: Date;

  @Field(() => Int, { description: 'Results checked per keyword in the run.' })
  depth!: number;

  @Field(() => [KeywordRunPositionOutput], { description: 'One per company, in the order of the history’s companies.' })
  positions!: KeywordRunPositionOutput[];
}
