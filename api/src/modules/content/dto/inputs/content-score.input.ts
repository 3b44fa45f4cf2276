import { z } from 'zod';
import { isUuid, requiredText } from '../../../../common/validation';

export const MAX_CONTENT_KEYWORD_LENGTH = 200;
/** About 30,000 words: the longest article worth scoring while it is written. */
export const MAX_CONTENT_TEXT_LENGTH = 200_000;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || undefined);

/**
 * REST `POST /api/content-score` and GraphQL `contentScore`: a Markdown text scored for a keyword, or
 * against a content brief (`briefId`: its terms, ranges and keyword; a keyword given too is ignored).
 */
export const contentScoreSchema = z
  .object({
    keyword: z
      .union([z.string(), z.null()], { error: 'Keyword is required.' })
      .optional()
      .transform((value) => value ?? undefined)
      .pipe(requiredText('Keyword', MAX_CONTENT_KEYWORD_LENGTH).optional()),
    briefId: z
      .union([z.string(), z.null()], { error: 'Content brief not found.' })
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || isUuid(value), 'Content brief not found.'),
    text: z.string({ error: 'Text is required.' }).max(MAX_CONTENT_TEXT_LENGTH, `Text must be at most ${MAX_CONTENT_TEXT_LENGTH} characters.`),
    title: optionalText('Title', 300),
    metaDescription: optionalText('Meta description', 1000),
  })
  .refine((input) => input.keyword !== undefined || input.briefId !== undefined, { message: 'Keyword is required.' });
