import { Field, ObjectType } from 'type-graphql';
import type { SerpDevice } from '../../../seo/serp/serp-provider';
import { Device } from './device.output';
import { KeywordPositionOutput } from './keyword-position.output';

@ObjectType('KeywordTableRow')
export class KeywordTableRowOutput {
  @Field()
  keyword!: string;

  @Field(() => Device)
  device!: SerpDevice;

  @Field(() => [String])
  tags!: string[];

  @Field(() => String, { nullable: true, description: 'The page the user wants to rank; null: any page.' })
  targetUrl!: string | null;

  @Field({ description: 'The own company ranks with a page other than the target URL.' })
  ranksWithAnotherPage!: boolean;

  @Field(() => [KeywordPositionOutput], { description: 'One per company, in the order of the table’s companies.' })
  positions!: KeywordPositionOutput[];
}
