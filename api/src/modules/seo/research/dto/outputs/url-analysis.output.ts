import { Field, ObjectType } from 'type-graphql';
import { Labelled } from './labelled.output';
import { UrlKeyword } from './url-keyword.output';
import { UrlTrafficSummary } from './url-traffic-summary.output';

@ObjectType()
export class UrlAnalysis extends Labelled {
  @Field()
  url!: string;

  @Field(() => [UrlKeyword])
  keywords!: UrlKeyword[];

  @Field(() => UrlTrafficSummary)
  summary!: UrlTrafficSummary;
}
