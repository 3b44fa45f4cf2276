import { z } from 'zod';
import { AppError } from './app-error';

/** Parses input at the edge of a service; the first problem becomes the user-facing message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError('BAD_USER_INPUT', result.error.issues[0]?.message ?? 'Invalid input.');
  }
  return result.data;
}

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'));

const uuidSchema = z.uuid();
/** Ids are UUIDs; anything else cannot name a row, and must not reach the database as a cast error. */
export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}

/** Input as it arrives from a client: the expected keys, any values. Services parse it. */
export type Untrusted<T> = { [K in keyof T]?: unknown };
