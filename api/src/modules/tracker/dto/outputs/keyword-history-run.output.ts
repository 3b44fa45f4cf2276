import { Field, Int, ObjectType } from 'type-graphql';
import { KeywordRunPositionOutput } from './keyword-run-position.output';

@ObjectType('KeywordHistoryRun')
export class KeywordHistoryRunOutput {
  @Field()
  runAt!: Date;

  @Field(() => Int, { description: 'Results checked per keyword in the run.' })
  depth!: number;

  @Field(() => [KeywordRunPositionOutput], { description: 'One per company, in the order of the history’s companies.' })
  positions!: KeywordRunPositionOutput[];
}
