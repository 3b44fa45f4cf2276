import { z } from 'zod';
import { requiredText } from '../../../../common/validation';

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

/** REST `POST /api/content-score` and GraphQL `contentScore`: a Markdown text scored for a keyword. */
export const contentScoreSchema = z.object({
  keyword: requiredText('Keyword', MAX_CONTENT_KEYWORD_LENGTH),
  text: z.string({ error: 'Text is required.' }).max(MAX_CONTENT_TEXT_LENGTH, `Text must be at most ${MAX_CONTENT_TEXT_LENGTH} characters.`),
  title: optionalText('Title', 300),
  metaDescription: optionalText('Meta description', 1000),
});
