import { Field, Int, ObjectType } from 'type-graphql';
import { Labelled } from './labelled.output';
import { SerpResult } from './serp-result.output';

@ObjectType()
export class CompetitorAnalysis extends Labelled {
  @Field()
  query!: string;

  @Field(() => String, { nullable: true })
  domain!: string | null;

  @Field(() => Int, { description: 'How many results were checked.' })
  depth!: number;

  @Field()
  found!: boolean;

  @Field(() => Int, { nullable: true })
  position!: number | null;

  @Field(() => [SerpResult], { description: 'The first 10 results.' })
  results!: SerpResult[];
}
