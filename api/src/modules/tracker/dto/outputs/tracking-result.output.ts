import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TrackingResult')
export class TrackingResultOutput {
  @Field()
  domain!: string;

  @Field()
  keyword!: string;

  @Field(() => Int, { description: '0 means not found within the checked depth.' })
  position!: number;

  @Field()
  createdAt!: Date;
}
