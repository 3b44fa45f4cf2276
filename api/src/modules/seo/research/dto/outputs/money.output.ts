import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType()
export class Money {
  @Field({ description: 'Always USD.' })
  currency!: string;

  @Field(() => Float)
  value!: number;
}
