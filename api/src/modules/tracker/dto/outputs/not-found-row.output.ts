import { Field, Int, ObjectType } from 'type-graphql';
import type { SerpDevice } from '../../../seo/serp/serp-provider';
import { Device } from './device.output';

@ObjectType('NotFoundRow')
export class NotFoundRowOutput {
  @Field()
  companyName!: string;

  @Field()
  domain!: string;

  @Field()
  keyword!: string;

  @Field(() => Device, { description: 'The device of the search the company was not found in.' })
  device!: SerpDevice;

  @Field(() => Int)
  positionsChecked!: number;

  @Field()
  lastRun!: Date;
}
