import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType('VisibilityPoint')
export class VisibilityPointOutput {
  @Field()
  runAt!: Date;

  @Field(() => Float, { description: 'Expected clicks as a % of the maximum (every keyword at position 1), to 1 decimal.' })
  score!: number;
}
