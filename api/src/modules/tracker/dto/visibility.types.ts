import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType('VisibilityPoint')
export class VisibilityPointOutput {
  @Field()
  runAt!: Date;

  @Field(() => Float, { description: 'Expected clicks as a % of the maximum (every keyword at position 1), to 1 decimal.' })
  score!: number;
}

@ObjectType('CompanyVisibility', { description: 'Visibility: expected click-through rate by position, summed over the keywords of a run.' })
export class CompanyVisibilityOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field({ description: "The instance owner's own company." })
  own!: boolean;

  @Field(() => Float, { nullable: true, description: 'Score of the latest completed run; null before the first.' })
  score!: number | null;

  @Field(() => Float, { nullable: true, description: 'Latest score minus the previous run’s, in percentage points; null with fewer than two runs.' })
  change!: number | null;

  @Field(() => [VisibilityPointOutput], { description: 'Oldest run first.' })
  points!: VisibilityPointOutput[];
}
