import { z } from 'zod';

/** An environment variable that may be unset; empty or blank counts as unset. */
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
