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

/** z.uuid()'s own pattern, tested directly: isUuid runs on every signed-in request, where safeParse's result objects cost. */
const UUID_PATTERN = z.regexes.uuid();
/** Ids are UUIDs; anything else cannot name a row, and must not reach the database as a cast error. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export const NUL_CHARACTER_REFUSED = 'Text must not contain NUL characters.';

/**
 * Refuses a NUL character anywhere in what a client sent (strings at any depth, and keys):
 * PostgreSQL cannot store one in text. Checked once at the edge, for REST and GraphQL alike, so no
 * field needs its own rule.
 */
export function refuseNulCharacters(input: unknown): void {
  if (containsNulCharacter(input)) throw new AppError('BAD_USER_INPUT', NUL_CHARACTER_REFUSED);
}

/** Walks with its own stack: a JSON body may nest deeper than the call stack goes. */
export function containsNulCharacter(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, entry] of Object.entries(value)) pending.push(key, entry);
    }
  }
  return false;
}

/**
 * Input for a zod schema as it arrives from a client, REST body or GraphQL argument alike: the
 * schema's keys, any values. The service parses it with the schema (parseInput) after its access
 * checks, so a caller learns they may not act before what is wrong with their input.
 */
export type UntrustedInput<S extends z.ZodType> = { [K in keyof z.input<S>]?: unknown };

/** Allowed values as a sentence fragment, for messages and descriptions: "10, 20, 50 or 100". */
export function choices(values: readonly (string | number)[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}
