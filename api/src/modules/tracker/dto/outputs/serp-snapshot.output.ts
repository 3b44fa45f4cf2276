import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('SnapshotResult')
export class SnapshotResultOutput {
  @Field(() => Int)
  position!: number;

  @Field()
  url!: string;

  @Field()
  title!: string;

  @Field({ description: 'organic, featured_snippet, sitelinks, rich_snippet or video.' })
  type!: string;
}

@ObjectType('SnapshotFeature')
export class SnapshotFeatureOutput {
  @Field({ description: 'featured_snippet, people_also_ask, local_pack, ai_overview, video, images, top_stories or shopping.' })
  type!: string;

  @Field(() => String, { nullable: true, description: 'The site that holds the feature; null when it links to none.' })
  domain!: string | null;
}

@ObjectType('SerpSnapshot')
export class SerpSnapshotOutput {
  @Field()
  keyword!: string;

  @Field()
  device!: string;

  @Field(() => ID)
  runId!: string;

  @Field()
  runAt!: Date;

  @Field(() => [SnapshotResultOutput], { description: 'The organic results checked, by position.' })
  results!: SnapshotResultOutput[];

  @Field(() => [SnapshotFeatureOutput])
  features!: SnapshotFeatureOutput[];
}
