import { Field, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../common/data-source';

@ObjectType()
export class SerpProviderInfo {
  @Field({ description: 'serper, serpapi, valueserp, dataforseo or sandbox.' })
  name!: string;

  @Field(() => DataSource)
  source!: DataSource;
}
