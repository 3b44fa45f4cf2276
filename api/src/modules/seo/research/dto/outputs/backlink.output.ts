import { Field, ObjectType } from 'type-graphql';

@ObjectType()
export class Backlink {
  @Field()
  anchorText!: string;

  @Field()
  domainSource!: string;

  @Field()
  domainTarget!: string;

  @Field()
  urlSource!: string;

  @Field()
  urlTarget!: string;
}
