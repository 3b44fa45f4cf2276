import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Job } from '../../../jobs/job.entity';
import { TrackingFrequency } from '../../tracking-instance.entity';
import type { SerpDevice } from '../../../seo/serp/serp-provider';
import { CompetitorOutput } from './competitor.output';
import { Device } from './device.output';

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

  // keywords, keywordCount and keywordPreview: TrackingInstanceKeywordsResolver, read only when asked for.

  @Field(() => [Device], { description: 'Searched for each keyword that names no device of its own.' })
  devices!: SerpDevice[];

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

  @Field(() => Int, { description: 'The keyword table flags a keyword whose tracked and Search Console positions differ by more than this many places.' })
  searchConsoleFlagPlaces!: number;

  @Field(() => ID, { nullable: true, description: 'The client of the workspace it is grouped under.' })
  clientId!: string | null;

  @Field(() => Date, { nullable: true })
  lastRun!: Date | null;

  @Field(() => Date, { nullable: true })
  nextRunAt!: Date | null;

  @Field()
  createdAt!: Date;

  @Field(() => Job, { nullable: true, description: 'The queued or running run, if any.' })
  activeJob!: Job | null;
}
