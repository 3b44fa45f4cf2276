import { Field, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../common/data-source';

@ObjectType({ description: 'The language model that writes articles; the sandbox writer’s source is SANDBOX.' })
export class WriterProvider {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  model!: string | null;

  @Field(() => DataSource)
  source!: DataSource;
}
