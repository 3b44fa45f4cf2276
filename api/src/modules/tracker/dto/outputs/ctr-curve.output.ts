import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { CtrCurveSource as CtrCurveSourceName } from '../../ctr-curve';

export const CtrCurveSource: { [source in CtrCurveSourceName]: source } = { DEFAULT: 'DEFAULT', SEARCH_CONSOLE: 'SEARCH_CONSOLE', BING_WEBMASTER_TOOLS: 'BING_WEBMASTER_TOOLS' };
registerEnumType(CtrCurveSource, {
  name: 'CtrCurveSource',
  description: 'DEFAULT: the default curve (Backlinko, 2023) at every position; otherwise the site’s own rates from its linked property at ownPositions.',
});

@ObjectType('CtrCurveOwnRate')
export class CtrCurveOwnRateOutput {
  @Field(() => Int)
  position!: number;

  @Field(() => Float, { description: 'The site’s own click-through rate at the position, in %, to 3 decimals.' })
  rate!: number;

  @Field(() => Int, { description: 'Impressions at the position the rate is taken over.' })
  impressions!: number;
}

@ObjectType('CtrCurve', { description: 'The click-through rates by position that visibility and share of voice weigh positions with.' })
export class CtrCurveOutput {
  @Field(() => CtrCurveSource)
  source!: CtrCurveSourceName;

  @Field(() => String, { nullable: true, description: 'The linked Search Console or Bing property, also when its impressions were too few to use; null without one.' })
  siteUrl!: string | null;

  @Field({ description: 'The linked property is the sandbox Search Console’s: generated, never real.' })
  sandbox!: boolean;

  @Field(() => [Int], { description: 'Positions (1-20) weighed by the site’s own rate; the default curve’s everywhere else.' })
  ownPositions!: number[];

  @Field(() => [CtrCurveOwnRateOutput])
  own!: CtrCurveOwnRateOutput[];

  @Field({ description: 'One sentence naming the curve, as the tracker and reports show it.' })
  note!: string;
}
