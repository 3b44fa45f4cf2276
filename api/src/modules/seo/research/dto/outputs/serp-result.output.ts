import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class SerpResult {
  @Field(() => Int)
  position!: number;

  @Field()
  title!: string;

  @Field()
  snippet!: string;

  @Field()
  link!: string;

  @Field()
  domain!: string;

  @Field(() => String, { nullable: true })
  date!: string | null;
}
