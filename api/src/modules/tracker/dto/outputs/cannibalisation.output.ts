import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { SerpDevice } from '../../../seo/serp/serp-provider';
import { Device } from './device.output';

@ObjectType('CannibalisedUrl')
export class CannibalisedUrlOutput {
  @Field()
  url!: string;

  @Field(() => Int)
  position!: number;
}

@ObjectType('CannibalisedKeyword')
export class CannibalisedKeywordOutput {
  @Field()
  keyword!: string;

  @Field(() => Device, { description: 'The device whose results page it is.' })
  device!: SerpDevice;

  @Field(() => [CannibalisedUrlOutput], { description: 'The own URLs in the top 100, by position.' })
  urls!: CannibalisedUrlOutput[];
}

@ObjectType('CannibalisationHealthPoint')
export class CannibalisationHealthPointOutput {
  @Field(() => ID)
  runId!: string;

  @Field()
  runAt!: Date;

  @Field(() => Device)
  device!: SerpDevice;

  @Field(() => Int)
  keywordsChecked!: number;

  @Field(() => Int)
  keywordsCannibalised!: number;

  @Field(() => Float, { nullable: true, description: 'Percent of checked keywords without cannibalisation; null when none was checked.' })
  health!: number | null;
}

@ObjectType('TrackerCannibalisation')
export class TrackerCannibalisationOutput {
  @Field(() => ID)
  instanceId!: string;

  @Field({ description: 'The own domain whose URLs are compared.' })
  domain!: string;

  @Field(() => ID, { nullable: true, description: 'The run the keywords are of; null before the first run with stored pages.' })
  runId!: string | null;

  @Field(() => Date, { nullable: true })
  runAt!: Date | null;

  @Field(() => [CannibalisedKeywordOutput], { description: 'Keywords where two or more own URLs rank in the top 100 in that run, per device the instance tracks.' })
  keywords!: CannibalisedKeywordOutput[];

  @Field(() => [CannibalisationHealthPointOutput], { description: 'Per run, oldest first (the last 90 runs with stored pages), and per device the instance tracks.' })
  health!: CannibalisationHealthPointOutput[];
}
