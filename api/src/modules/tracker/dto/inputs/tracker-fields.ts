import { z } from 'zod';
import { isRegistrableHost, normalizeDomain } from '../../../../common/domain-name';

/** The fields of the tracker's inputs (spec §5 "Tracker create form"), shared by the instance and its competitors. */
export const REQUIRED_FIELDS_MESSAGE = 'Fill the required fields.';

/** Missing or blank: the form's one message for every required field. */
export const requiredField = (max: number, label: string) =>
  z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(max, `${label} must be at most ${max} characters.`);

export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

export const domainField = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  // Text that names no host at all (`exa mple.com`) is kept, so it is refused as a domain, not as missing.
  .transform((value) => normalizeDomain(value) || value.trim())
  .pipe(z.string().min(1, REQUIRED_FIELDS_MESSAGE).max(253, 'A domain must be at most 253 characters.').refine(isRegistrableHost, 'Enter a domain such as example.com.'));
