import { Field, Float, ObjectType } from 'type-graphql';
import { VisibilityPointOutput } from './visibility-point.output';

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
