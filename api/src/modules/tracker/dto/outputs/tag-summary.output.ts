import { Field, Float, Int, ObjectType } from 'type-graphql';
import { CtrCurveOutput } from './ctr-curve.output';

@ObjectType('TagCompanySummary')
export class TagCompanySummaryOutput {
  @Field()
  domain!: string;

  @Field()
  companyName!: string;

  @Field()
  own!: boolean;

  @Field(() => Int)
  keywordsChecked!: number;

  @Field(() => Int)
  keywordsFound!: number;

  @Field(() => Float, { nullable: true })
  averageRank!: number | null;

  @Field(() => Float, { description: 'Expected clicks as a share of every keyword at position 1, in %.' })
  visibility!: number;
}

@ObjectType('TagSummary')
export class TagSummaryOutput {
  @Field()
  tag!: string;

  @Field(() => [TagCompanySummaryOutput])
  companies!: TagCompanySummaryOutput[];

  @Field(() => CtrCurveOutput, { description: 'The click-through rates by position visibility weighs positions with (the same for every tag).' })
  ctrCurve!: CtrCurveOutput;
}
