import { Field, Float, Int, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../common/data-source';
import type { SerpDevice, SerpFeatureType } from '../../../seo/serp/serp-provider';
import { Device } from './device.output';
import { SerpFeature } from './serp-feature.output';
import { KeywordPositionOutput } from './keyword-position.output';
import { KeywordSearchConsoleOutput } from './keyword-search-console.output';

@ObjectType('KeywordTableRow')
export class KeywordTableRowOutput {
  @Field()
  keyword!: string;

  @Field(() => Device)
  device!: SerpDevice;

  @Field(() => [String])
  tags!: string[];

  @Field(() => String, { nullable: true, description: 'The page the user wants to rank; null: any page.' })
  targetUrl!: string | null;

  @Field({ description: 'The own company ranks with a page other than the target URL.' })
  ranksWithAnotherPage!: boolean;

  @Field(() => Int, { nullable: true, description: 'Monthly searches in the instance’s country; null: not fetched yet (fetched as a run ends, free of credits) or the vendor has none.' })
  volume!: number | null;

  @Field(() => Float, { nullable: true, description: 'Cost per click in USD; null as for volume.' })
  cpc!: number | null;

  @Field(() => DataSource, { nullable: true, description: 'Where volume and CPC came from; SANDBOX figures are generated, never real.' })
  metricsSource!: DataSource | null;

  @Field(() => [SerpFeature], { description: 'The features of the keyword’s results page on its device in the latest run.' })
  serpFeatures!: SerpFeatureType[];

  @Field(() => [KeywordPositionOutput], { description: 'One per company, in the order of the table’s companies.' })
  positions!: KeywordPositionOutput[];

  @Field(() => KeywordSearchConsoleOutput, { nullable: true, description: 'Search Console’s figures of the keyword; null: none in the range, or no property linked.' })
  searchConsole!: KeywordSearchConsoleOutput | null;

  @Field({ description: 'The own tracked position and the Search Console position differ by more than the instance’s flag places.' })
  positionsDisagree!: boolean;
}
