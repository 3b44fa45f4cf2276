import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Labelled } from './labelled.output';
import { SerpResult } from './serp-result.output';

@ObjectType('SavedSerpAnalysis')
export class SavedSerpAnalysisOutput extends Labelled {
  @Field(() => ID)
  id!: string;

  @Field()
  query!: string;

  @Field()
  description!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Int)
  num!: number;

  @Field(() => Int)
  page!: number;

  @Field()
  language!: string;

  @Field()
  country!: string;

  @Field(() => String, { nullable: true })
  location!: string | null;

  @Field(() => String, { nullable: true })
  dateRange!: string | null;

  @Field(() => [SerpResult])
  results!: SerpResult[];
}
