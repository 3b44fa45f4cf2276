import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('NotFoundRow')
export class NotFoundRowOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field()
  keyword!: string;

  @Field(() => Int)
  positionsChecked!: number;

  @Field()
  lastRun!: Date;
}
