import { Field, Int, ObjectType } from 'type-graphql';
import { NotFoundRowOutput } from './not-found-row.output';

@ObjectType('NotFoundPage', { description: 'A page of the latest run’s searches where a company was not within the checked results.' })
export class NotFoundPageOutput {
  @Field(() => Int, { description: 'Every such search of the latest run, over all pages.' })
  total!: number;

  @Field(() => Int)
  offset!: number;

  @Field(() => [NotFoundRowOutput])
  rows!: NotFoundRowOutput[];
}
