import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Money } from './money.output';
import { MonthlyVolume } from './monthly-volume.output';

@ObjectType()
export class KeywordStat {
  @Field()
  keyword!: string;

  @Field(() => Int)
  volume!: number;

  @Field(() => Money)
  cpc!: Money;

  @Field(() => Float, { description: '0..1' })
  competition!: number;

  @Field(() => [MonthlyVolume], { description: 'The last 12 months where the vendor has them, else [].' })
  trend!: MonthlyVolume[];

  @Field(() => Int, { nullable: true, description: 'Domain keywords only: the traffic this keyword brings the domain.' })
  estimatedMonthlyTraffic!: number | null;

  @Field(() => Int, { nullable: true, description: 'Domain keywords only: the domain’s position for this keyword.' })
  serpPosition!: number | null;
}
