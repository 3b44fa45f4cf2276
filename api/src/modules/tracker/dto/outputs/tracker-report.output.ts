import { Field, ID, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../common/data-source';
import type { SerpDevice } from '../../../seo/serp/serp-provider';
import { CompanyRankingOutput } from './company-ranking.output';
import { Device } from './device.output';
import { RankingSeriesOutput } from './ranking-series.output';

@ObjectType('TrackerReport', { description: 'Per company the latest figures and one point per run; the latest run’s rows are read apart (latest, notFoundPage).' })
export class TrackerReportOutput {
  @Field(() => ID)
  instanceId!: string;

  @Field(() => Device, { nullable: true, description: 'The device the report is filtered to; null: both.' })
  device!: SerpDevice | null;

  @Field(() => Date, { nullable: true })
  lastRun!: Date | null;

  @Field(() => DataSource, { nullable: true, description: 'Where the latest run’s data came from.' })
  source!: DataSource | null;

  @Field(() => [CompanyRankingOutput])
  rankings!: CompanyRankingOutput[];

  @Field(() => [RankingSeriesOutput])
  series!: RankingSeriesOutput[];
}
