import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { JobStatus } from '../../../../jobs/job.entity';
import { BULK_SAMPLE_SIZE } from '../../bulk-keywords';
import { Labelled } from './labelled.output';
import { MonthlyVolume } from './monthly-volume.output';

@ObjectType({ description: 'A line of keywords that cannot be researched, and why.' })
export class BulkKeywordProblem {
  @Field(() => Int, { description: '1-based line of the text, or position in the list.' })
  line!: number;

  @Field({ description: 'The line as read, cut to 100 characters.' })
  keyword!: string;

  @Field()
  message!: string;
}

@ObjectType({ description: 'A keyword given again: it is researched once.' })
export class BulkKeywordDuplicate {
  @Field(() => Int)
  line!: number;

  @Field()
  keyword!: string;

  @Field(() => Int, { description: 'The line it repeats.' })
  repeats!: number;
}

@ObjectType({ description: 'What starting a bulk research with these keywords would do; nothing is saved or spent.' })
export class BulkKeywordsPreview {
  @Field(() => Int, { description: 'Keywords to research (each once).' })
  count!: number;

  @Field(() => [BulkKeywordDuplicate], { description: `The first ${BULK_SAMPLE_SIZE} repeats, in order; duplicateCount counts them all.` })
  duplicates!: BulkKeywordDuplicate[];

  @Field(() => Int, { description: 'Lines that repeat an earlier keyword (ignoring case and spacing).' })
  duplicateCount!: number;

  @Field(() => [BulkKeywordProblem], { description: `The first ${BULK_SAMPLE_SIZE} bad lines, in order; invalidCount counts them all.` })
  invalid!: BulkKeywordProblem[];

  @Field(() => Int, { description: 'Lines that cannot be researched; any one of them stops a start.' })
  invalidCount!: number;

  @Field(() => Int, { description: 'The most keywords one bulk research may hold on the viewer’s plan; 0 when the plan has none.' })
  limit!: number;

  @Field(() => String, { nullable: true, description: 'Why your plan cannot start a bulk research (it names the plans that can); null when it can.' })
  refusal!: string | null;

  @Field(() => Int, { nullable: true, description: 'Keyword searches left this period (one is spent per keyword); null when unlimited.' })
  searchesLeft!: number | null;

  @Field(() => String, { nullable: true, description: 'Why starting would be refused for keyword searches (more keywords than are left), or null.' })
  searchesShort!: string | null;
}

@ObjectType({ description: 'A bulk research started: its id and its job.' })
export class BulkResearchStart {
  @Field(() => ID) id!: string;
  @Field(() => ID) jobId!: string;
  @Field(() => JobStatus) status!: JobStatus;
}

@ObjectType({ description: 'A bulk keyword research and how far it is.' })
export class BulkKeywordResearchOutput extends Labelled {
  @Field(() => ID) id!: string;
  @Field(() => ID) jobId!: string;
  @Field(() => JobStatus) status!: JobStatus;
  @Field(() => String, { nullable: true, description: 'Why the job failed, when it did.' }) error!: string | null;
  @Field({ description: 'Two-letter country; empty for global.' }) country!: string;
  @Field() language!: string;
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: 'Keywords answered.' }) done!: number;
  @Field(() => Int, { description: 'Keywords the vendor could not answer (refunded).' }) failed!: number;
  @Field(() => Int, { description: 'Keywords per vendor call.' }) batchSize!: number;
  @Field() createdAt!: Date;
}

@ObjectType()
export class BulkKeywordRow {
  @Field(() => Int, { description: '0-based, in the order given.' })
  position!: number;

  @Field()
  keyword!: string;

  @Field({ description: 'pending, done or failed.' })
  status!: 'pending' | 'done' | 'failed';

  @Field(() => Int, { nullable: true, description: 'Monthly searches.' })
  volume!: number | null;

  @Field(() => Float, { nullable: true, description: 'Cost per click in USD.' })
  cpc!: number | null;

  @Field(() => Float, { nullable: true, description: '0..1' })
  competition!: number | null;

  @Field(() => [MonthlyVolume], { description: 'The last 12 months where the vendor has them, else [].' })
  trend!: MonthlyVolume[];

  @Field(() => String, { nullable: true, description: 'Why a failed keyword failed.' })
  error!: string | null;
}

@ObjectType({ description: 'A page of a bulk research’s keywords, filtered and sorted as asked (else in the order given).' })
export class BulkKeywordResultsPage extends Labelled {
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: 'Keywords matching the filter (total when there is none).' }) matching!: number;
  @Field(() => Int) offset!: number;
  @Field(() => [BulkKeywordRow]) rows!: BulkKeywordRow[];
}

@ObjectType({ description: 'Keywords of a bulk research added to a tracking instance.' })
export class BulkTrackerAddition {
  @Field(() => Int, { description: 'Keywords the instance now tracks that it did not.' }) added!: number;
  @Field(() => Int, { description: 'Keywords it tracked already (left as they were).' }) alreadyTracked!: number;
}
