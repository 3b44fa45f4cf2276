import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class UrlKeyword {
  @Field()
  keyword!: string;

  @Field(() => Int)
  estimatedMonthlyTraffic!: number;

  @Field(() => Int)
  serpPosition!: number;
}
