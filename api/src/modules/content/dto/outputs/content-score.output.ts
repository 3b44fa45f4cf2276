import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One part of a content score: its points out of its maximum and what would raise them.' })
export class ContentScorePart {
  @Field() name!: string;
  @Field(() => Float, { description: 'Negative for the over-optimisation penalty.' }) points!: number;
  @Field(() => Int) maxPoints!: number;
  @Field() advice!: string;
}

@ObjectType({ description: 'A recommended term and how often the text uses it.' })
export class ContentTermUse {
  @Field() term!: string;
  @Field(() => Int) min!: number;
  @Field(() => Int) max!: number;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'The content score (0-100) of a text, the sum of its parts.' })
export class ContentScoreOutput {
  @Field(() => Int) score!: number;
  @Field(() => [ContentScorePart]) parts!: ContentScorePart[];
  @Field(() => [ContentTermUse]) terms!: ContentTermUse[];
  @Field(() => Int) wordCount!: number;
}
