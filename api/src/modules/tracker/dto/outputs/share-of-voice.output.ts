import { Field, Float, Int, ObjectType } from 'type-graphql';
import { CtrCurveOutput } from './ctr-curve.output';

@ObjectType('ShareOfVoicePoint')
export class ShareOfVoicePointOutput {
  @Field()
  runAt!: Date;

  @Field(() => Float, { description: 'In %, to 1 decimal.' })
  share!: number;
}

@ObjectType('CompanyShareOfVoice')
export class CompanyShareOfVoiceOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field()
  own!: boolean;

  @Field(() => Float, { nullable: true, description: 'The latest run’s share; null before a run with volumes.' })
  share!: number | null;

  @Field(() => [ShareOfVoicePointOutput])
  points!: ShareOfVoicePointOutput[];
}

@ObjectType('ShareOfVoice', {
  description: 'Per company, search volume x expected CTR of its position (1-20) summed over the tracked keywords, as a share of their total volume.',
})
export class ShareOfVoiceOutput {
  @Field(() => Int, { description: 'Tracked keywords with a known search volume.' })
  keywordsWithVolume!: number;

  @Field(() => Int)
  keywordsTotal!: number;

  @Field(() => [CompanyShareOfVoiceOutput])
  companies!: CompanyShareOfVoiceOutput[];

  @Field(() => CtrCurveOutput, { description: 'The click-through rates by position the shares weigh positions with.' })
  ctrCurve!: CtrCurveOutput;
}
