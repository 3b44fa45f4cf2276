import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A coalesced piece of an article’s live text (about every 50 ms).' })
export class ArticleDelta {
  @Field(() => ID)
  jobId!: string;

  @Field()
  keyword!: string;

  @Field(() => Int, { description: 'The article’s index in the batch (0-based).' })
  index!: number;

  @Field(() => Int, { description: 'Per article, increasing from 1.' })
  seq!: number;

  @Field({ description: 'Text to append (or, when `reset` is true, the article’s whole text so far).' })
  text!: string;

  @Field({
    description:
      'True when `text` replaces everything received for this article: a late subscriber’s first delta, and a section written again after a failed attempt.',
  })
  reset!: boolean;

  @Field(() => String, { nullable: true, description: 'The section being written, e.g. "Introduction".' })
  section!: string | null;

  @Field(() => ID, { nullable: true, description: 'Set on the delta that completes the article.' })
  articleId!: string | null;
}
