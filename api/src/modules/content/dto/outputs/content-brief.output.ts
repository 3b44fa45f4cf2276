import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DataSource } from '../../../../common/data-source';
import { JobStatus } from '../../../jobs/job.entity';

@ObjectType({ description: 'A range of counts: the 25th to 75th percentile of the pages that rank.' })
export class CountRange {
  @Field(() => Int) min!: number;
  @Field(() => Int) max!: number;
}

@ObjectType({ description: 'A recommended term or phrase, with how often to use it in a text of the target length.' })
export class BriefTermOutput {
  @Field() term!: string;
  @Field(() => Int) min!: number;
  @Field(() => Int) max!: number;
  @Field(() => Int, { description: 'Pages read that use it.' }) pages!: number;
  @Field(() => Float, { description: 'Relevance: BM25 term frequency summed over the pages.' }) weight!: number;
}

@ObjectType({ description: 'A heading the pages that rank use (H2 or H3).' })
export class BriefHeadingOutput {
  @Field() text!: string;
  @Field(() => Int) level!: number;
  @Field(() => Int) pages!: number;
}

@ObjectType({ description: 'One of the top results: read, skipped (with why) or not read yet.' })
export class BriefCompetitorOutput {
  @Field(() => Int, { description: '1-based position in the results.' }) position!: number;
  @Field() url!: string;
  @Field() domain!: string;
  @Field() title!: string;
  @Field(() => [String]) h1!: string[];
  @Field(() => [String]) h2!: string[];
  @Field(() => Int, { nullable: true }) wordCount!: number | null;
  @Field(() => Int, { nullable: true, description: "The page's content score against this brief." }) score!: number | null;
  @Field({ description: 'pending, read or skipped.' }) status!: string;
  @Field(() => String, { nullable: true, description: 'Why the page was skipped.' }) error!: string | null;
}

@ObjectType({ description: 'A content brief: what the pages that rank for a keyword have in common.' })
export class ContentBriefOutput {
  @Field(() => ID) id!: string;
  @Field(() => ID) jobId!: string;
  @Field(() => JobStatus) status!: JobStatus;
  @Field() keyword!: string;
  @Field() country!: string;
  @Field() language!: string;
  @Field() device!: string;
  @Field(() => DataSource) source!: DataSource;
  @Field() createdAt!: Date;
  @Field(() => ID, { nullable: true, description: 'The client of the workspace it is grouped under.' }) clientId!: string | null;
  @Field(() => Date, {
    nullable: true,
    description: "Where the results came from: the time of the tracker run whose stored results page was used (no search was made), or null for a live search.",
  })
  serpSnapshotAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why the brief could not be made.' }) error!: string | null;
  @Field(() => CountRange, { nullable: true }) wordCount!: CountRange | null;
  @Field(() => CountRange, { nullable: true, description: 'Subheadings (H2 and below).' }) headingCount!: CountRange | null;
  @Field(() => [BriefTermOutput]) terms!: BriefTermOutput[];
  @Field(() => [BriefHeadingOutput]) headings!: BriefHeadingOutput[];
  @Field(() => [String], { description: 'Questions people also ask, where the search results have them.' }) questions!: string[];
  @Field(() => Int, { nullable: true, description: "The median of the competitors' content scores against this brief." }) competitorMedian!: number | null;
  @Field(() => [BriefCompetitorOutput]) competitors!: BriefCompetitorOutput[];
}

@ObjectType({ description: 'A brief started (or the cached one): its id and its job.' })
export class ContentBriefStart {
  @Field(() => ID) id!: string;
  @Field(() => ID) jobId!: string;
  @Field(() => JobStatus) status!: JobStatus;
  @Field({ description: 'True when a brief of the last 7 days was returned instead of a new one (no credit spent).' }) cached!: boolean;
}
