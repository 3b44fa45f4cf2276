import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('KeywordSearchConsole', { description: 'A keyword’s Search Console figures over the table’s range, on the row’s device in the instance’s country.' })
export class KeywordSearchConsoleOutput {
  @Field(() => Int)
  clicks!: number;

  @Field(() => Int)
  impressions!: number;

  @Field(() => Float, { description: 'Clicks over impressions, 0 to 1.' })
  ctr!: number;

  @Field(() => Float, { nullable: true, description: 'Impressions-weighted average position; null without impressions.' })
  position!: number | null;
}

@ObjectType('KeywordTableSearchConsole', { description: 'The instance’s linked Search Console property as the keyword table reads it.' })
export class KeywordTableSearchConsoleOutput {
  @Field(() => ID)
  propertyId!: string;

  @Field({ description: 'First day of the figures (YYYY-MM-DD): the last 28 days.' })
  from!: string;

  @Field({ description: 'Last day of the figures (YYYY-MM-DD).' })
  to!: string;

  @Field(() => Int, { description: 'Rows are flagged where tracked and Search Console positions differ by more than this many places.' })
  flagPlaces!: number;

  @Field({ description: 'The property is the sandbox Search Console’s: generated figures (SANDBOX), never real.' })
  sandbox!: boolean;
}
