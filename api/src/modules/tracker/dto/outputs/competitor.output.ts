import { Field, ObjectType } from 'type-graphql';

@ObjectType('Competitor')
export class CompetitorOutput {
  @Field()
  domain!: string;

  @Field()
  companyName!: string;
}
