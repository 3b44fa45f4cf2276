import { z } from 'zod';
import { aiVisibilityMessages } from '../../ai-visibility.messages';
import { MAX_PROMPT_IMPORT_BYTES } from '../../prompts/prompt-import';

/** Keywords one suggestion call turns into questions at most, and by default. */
export const MAX_PROMPT_SUGGESTIONS = 50;
export const DEFAULT_PROMPT_SUGGESTIONS = 20;

/** Pasted or uploaded CSV / TSV of prompt, tags; bounded before any line is read. */
export const promptImportSchema = z.object({
  text: z
    .string({ error: aiVisibilityMessages.importText })
    .refine((text) => text.trim().length > 0, aiVisibilityMessages.importText)
    .refine((text) => Buffer.byteLength(text) <= MAX_PROMPT_IMPORT_BYTES, aiVisibilityMessages.importTooLarge(MAX_PROMPT_IMPORT_BYTES / 1024 / 1024)),
});

/** Which tracking instance's keywords to turn into questions, and how many (its top keywords by search volume). */
export const promptSuggestionsSchema = z.object({
  instanceId: z.string({ error: aiVisibilityMessages.instanceRequired }).trim().min(1, aiVisibilityMessages.instanceRequired),
  count: z
    .number({ error: aiVisibilityMessages.suggestionCount(MAX_PROMPT_SUGGESTIONS) })
    .int(aiVisibilityMessages.suggestionCount(MAX_PROMPT_SUGGESTIONS))
    .min(1, aiVisibilityMessages.suggestionCount(MAX_PROMPT_SUGGESTIONS))
    .max(MAX_PROMPT_SUGGESTIONS, aiVisibilityMessages.suggestionCount(MAX_PROMPT_SUGGESTIONS))
    .nullish()
    .transform((count) => count ?? DEFAULT_PROMPT_SUGGESTIONS),
});
