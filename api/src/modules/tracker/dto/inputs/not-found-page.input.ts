import { ArgsType, Field, Int } from 'type-graphql';
import { z } from 'zod';

export const NOT_FOUND_PAGE_MAX_LIMIT = 100;
export const NOT_FOUND_PAGE_DEFAULT_LIMIT = 20;
const LIMIT_MESSAGE = `Rows per page must be a whole number from 1 to ${NOT_FOUND_PAGE_MAX_LIMIT}.`;

/** A page of the latest run's searches without a result. */
export const notFoundPageSchema = z.object({
  offset: z.number().int('Offset must be a whole number.').min(0, 'Offset must not be negative.').nullish().transform((value) => value ?? 0),
  limit: z.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(NOT_FOUND_PAGE_MAX_LIMIT, LIMIT_MESSAGE).nullish().transform((value) => value ?? NOT_FOUND_PAGE_DEFAULT_LIMIT),
});

@ArgsType()
export class NotFoundPageArgs implements z.input<typeof notFoundPageSchema> {
  @Field(() => Int, { nullable: true, defaultValue: 0 })
  offset?: number | null;

  @Field(() => Int, { nullable: true, description: `1 to ${NOT_FOUND_PAGE_MAX_LIMIT}; default ${NOT_FOUND_PAGE_DEFAULT_LIMIT}.` })
  limit?: number | null;
}
