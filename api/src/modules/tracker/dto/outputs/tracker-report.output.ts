import { Field, ID, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../common/data-source';
import type { SerpDevice } from '../../../seo/serp/serp-provider';
import { CompanyRankingOutput } from './company-ranking.output';
import { Device } from './device.output';
import { NotFoundRowOutput } from './not-found-row.output';
import { RankingSeriesOutput } from './ranking-series.output';
import { TrackingResultOutput } from './tracking-result.output';

@ObjectType('TrackerReport')
export class TrackerReportOutput {
  @Field(() => ID)
  instanceId!: string;

  @Field(() => Device, { nullable: true, description: 'The device the report is filtered to; null: both.' })
  device!: SerpDevice | null;

  @Field(() => Date, { nullable: true })
  lastRun!: Date | null;

  @Field(() => DataSource, { nullable: true, description: 'Where the latest run’s data came from.' })
  source!: DataSource | null;

  @Field(() => [TrackingResultOutput], { description: 'Rows of the most recent completed run.' })
  latest!: TrackingResultOutput[];

  @Field(() => [CompanyRankingOutput])
  rankings!: CompanyRankingOutput[];

  @Field(() => [NotFoundRowOutput])
  notFound!: NotFoundRowOutput[];

  @Field(() => [RankingSeriesOutput])
  series!: RankingSeriesOutput[];
}
