import { Field, ObjectType } from 'type-graphql';
import { Labelled } from './labelled.output';
import { SerpResult } from './serp-result.output';

@ObjectType()
export class SerpAnalysis extends Labelled {
  @Field()
  query!: string;

  @Field(() => [SerpResult])
  results!: SerpResult[];
}
