import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DataSource } from '../../../common/data-source';
import { Job } from '../../jobs/job.entity';
import { TrackingFrequency } from '../tracking-instance.entity';

@ObjectType('Competitor')
export class CompetitorOutput {
  @Field()
  domain!: string;

  @Field()
  companyName!: string;
}

@ObjectType('TrackingInstance')
export class TrackingInstanceOutput {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  userDomain!: string;

  @Field()
  userCompanyName!: string;

  @Field(() => [CompetitorOutput])
  competitors!: CompetitorOutput[];

  @Field(() => [String])
  keywords!: string[];

  @Field(() => Int)
  resultCount!: number;

  @Field(() => TrackingFrequency)
  frequency!: TrackingFrequency;

  @Field({ description: 'HH:MM in timeZone.' })
  scheduledTime!: string;

  @Field()
  timeZone!: string;

  @Field(() => String, { nullable: true })
  serpLocation!: string | null;

  @Field()
  serpLanguage!: string;

  @Field()
  serpCountry!: string;

  @Field(() => String, { nullable: true })
  serpDateRange!: string | null;

  @Field(() => Int)
  page!: number;

  @Field(() => Date, { nullable: true })
  lastRun!: Date | null;

  @Field(() => Date, { nullable: true })
  nextRunAt!: Date | null;

  @Field()
  createdAt!: Date;

  @Field(() => Job, { nullable: true, description: 'The queued or running run, if any.' })
  activeJob!: Job | null;
}

@InputType()
export class CompetitorInput {
  @Field()
  domain!: string;

  @Field(() => String, { nullable: true, description: 'Defaults to the domain.' })
  companyName?: string | null;
}

@InputType()
export class CreateTrackingInstanceInput {
  @Field()
  name!: string;

  @Field()
  userDomain!: string;

  @Field()
  userCompanyName!: string;

  @Field(() => [CompetitorInput], { defaultValue: [] })
  competitors!: CompetitorInput[];

  @Field(() => [String])
  keywords!: string[];

  @Field(() => Int, { nullable: true, description: '10, 20, 50 or 100; default 100.' })
  resultCount?: number | null;

  @Field(() => TrackingFrequency, { nullable: true, description: 'Default daily.' })
  frequency?: TrackingFrequency | null;

  @Field(() => String, { nullable: true, description: 'HH:MM, default 09:00.' })
  scheduledTime?: string | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone, default UTC.' })
  timeZone?: string | null;

  @Field(() => String, { nullable: true })
  serpLocation?: string | null;

  @Field(() => String, { nullable: true, description: 'Default en.' })
  serpLanguage?: string | null;

  @Field(() => String, { nullable: true, description: 'Default us.' })
  serpCountry?: string | null;

  @Field(() => String, { nullable: true, description: 'h, d, w, m or y.' })
  serpDateRange?: string | null;

  @Field(() => Int, { nullable: true, description: '1 to 20, default 1.' })
  page?: number | null;
}

@ObjectType('TrackingResult')
export class TrackingResultOutput {
  @Field()
  domain!: string;

  @Field()
  keyword!: string;

  @Field(() => Int, { description: '0 means not found within the checked depth.' })
  position!: number;

  @Field()
  createdAt!: Date;
}

@ObjectType('CompanyRanking')
export class CompanyRankingOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field({ description: "The instance owner's own company." })
  own!: boolean;

  @Field(() => Int)
  keywordsRanked!: number;

  @Field(() => Int)
  keywordsTotal!: number;

  @Field(() => Float, { nullable: true, description: 'Mean of found positions to 1 decimal; null when none was found.' })
  averageRank!: number | null;

  @Field(() => Date, { nullable: true })
  lastChecked!: Date | null;
}

@ObjectType('NotFoundRow')
export class NotFoundRowOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field()
  keyword!: string;

  @Field(() => Int)
  positionsChecked!: number;

  @Field()
  lastRun!: Date;
}

@ObjectType('RankingPoint')
export class RankingPointOutput {
  @Field()
  runAt!: Date;

  @Field(() => Float, { nullable: true, description: 'Mean of non-zero positions; null is a gap.' })
  averageRank!: number | null;
}

@ObjectType('RankingSeries')
export class RankingSeriesOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field(() => [RankingPointOutput])
  points!: RankingPointOutput[];
}

@ObjectType('TrackerReport')
export class TrackerReportOutput {
  @Field(() => ID)
  instanceId!: string;

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

@ObjectType()
export class SerpProviderInfo {
  @Field({ description: 'serper, serpapi, valueserp, dataforseo or sandbox.' })
  name!: string;

  @Field(() => DataSource)
  source!: DataSource;
}
