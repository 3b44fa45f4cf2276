import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('KeywordRunPosition')
export class KeywordRunPositionOutput {
  @Field()
  domain!: string;

  @Field(() => Int, { nullable: true, description: '0: beyond the checked depth; null: not checked for this company in the run.' })
  position!: number | null;

  @Field(() => String, { nullable: true })
  url!: string | null;
}
