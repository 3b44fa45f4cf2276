import { Field, ObjectType } from 'type-graphql';
import { KeywordPositionOutput } from './keyword-position.output';

@ObjectType('KeywordTableRow')
export class KeywordTableRowOutput {
  @Field()
  keyword!: string;

  @Field(() => [KeywordPositionOutput], { description: 'One per company, in the order of the table’s companies.' })
  positions!: KeywordPositionOutput[];
}
