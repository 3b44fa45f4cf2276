import { Field, ObjectType } from 'type-graphql';
import { Backlink } from './backlink.output';
import { Labelled } from './labelled.output';

@ObjectType()
export class BacklinkReport extends Labelled {
  @Field()
  target!: string;

  @Field()
  unique!: boolean;

  @Field(() => [Backlink])
  backlinks!: Backlink[];
}
