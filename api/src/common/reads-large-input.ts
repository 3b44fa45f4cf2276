/**
 * Field extensions of a root field whose work grows with the size of its input text (parsing an
 * uploaded file, scoring an article): `@Extensions(READS_LARGE_INPUT)`. A document may ask for one
 * such field, once (server/graphql-limits.ts), so aliases cannot multiply that work in one request.
 */
export const READS_LARGE_INPUT = { readsLargeInput: true } as const;
