import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TrackingRunCost', { description: 'What one run spends, computed by the same rule the server charges with.' })
export class TrackingRunCostOutput {
  @Field(() => Int)
  keywords!: number;

  @Field(() => Int, { description: 'Tracking credits per keyword, whatever the depth checked.' })
  creditsPerKeyword!: number;

  @Field(() => Int, { description: 'Tracking credits one run spends.' })
  credits!: number;
}
