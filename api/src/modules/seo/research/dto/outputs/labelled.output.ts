import { Field, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../../common/data-source';

@ObjectType()
export abstract class Labelled {
  @Field(() => DataSource)
  source!: DataSource;

  @Field({ description: 'The vendor’s name, or sandbox.' })
  provider!: string;
}
