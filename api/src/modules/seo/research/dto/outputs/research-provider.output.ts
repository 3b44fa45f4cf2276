import { Field, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../../common/data-source';

@ObjectType('ResearchProvider', { description: 'The configured SEO data vendor; SANDBOX data is generated and must be labelled.' })
export class ResearchProviderOutput {
  @Field({ description: 'e.g. keywords-everywhere, dataforseo or sandbox.' })
  name!: string;

  @Field({ description: 'How users know the vendor, e.g. Keywords Everywhere.' })
  label!: string;

  @Field(() => DataSource)
  source!: DataSource;
}
