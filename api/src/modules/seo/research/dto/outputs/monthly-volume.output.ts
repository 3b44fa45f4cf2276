import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class MonthlyVolume {
  @Field(() => Int)
  year!: number;

  @Field(() => Int, { description: '1..12' })
  month!: number;

  @Field(() => Int)
  volume!: number;
}
