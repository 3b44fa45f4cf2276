import { z } from 'zod';
import { MAX_IMPORT_BYTES } from '../../keyword-import';

const TOO_LARGE = `Paste or upload at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB of keywords at once.`;

/** Pasted or uploaded CSV / TSV: keyword, tags, target URL, device. */
export const keywordImportSchema = z.object({
  text: z
    .string({ error: 'Paste or upload keywords.' })
    .refine((text) => text.trim().length > 0, 'Paste or upload keywords.')
    .refine((text) => Buffer.byteLength(text) <= MAX_IMPORT_BYTES, TOO_LARGE),
});
