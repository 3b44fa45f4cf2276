import { Field, ObjectType } from 'type-graphql';
import { KeywordStat } from './keyword-stat.output';
import { Labelled } from './labelled.output';

@ObjectType()
export class KeywordStatsReport extends Labelled {
  @Field(() => [KeywordStat])
  keywords!: KeywordStat[];
}
