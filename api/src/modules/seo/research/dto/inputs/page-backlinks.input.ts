import { ArgsType, Field, Int } from 'type-graphql';
import type { z } from 'zod';
import type { backlinksSchema } from './backlinks.input';
import { LIMITS } from './research-fields';

/** Backlinks of one page: the target is a URL (backlinksSchema with the page scope). */
@ArgsType()
export class PageBacklinksArgs implements Omit<z.input<ReturnType<typeof backlinksSchema>>, 'target'> {
  @Field()
  url!: string;

  @Field(() => Int, { nullable: true, defaultValue: LIMITS.pageBacklinksDefault })
  num!: number | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  unique!: boolean | null;
}
