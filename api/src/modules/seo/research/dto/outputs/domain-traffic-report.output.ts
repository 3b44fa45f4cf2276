import { Field, ObjectType } from 'type-graphql';
import { DomainTraffic } from './domain-traffic.output';
import { Labelled } from './labelled.output';

@ObjectType()
export class DomainTrafficReport extends Labelled {
  @Field(() => String, { nullable: true, description: 'null for global.' })
  country!: string | null;

  @Field(() => [DomainTraffic])
  domains!: DomainTraffic[];
}
