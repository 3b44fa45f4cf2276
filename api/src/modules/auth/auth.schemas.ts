import { z } from 'zod';
import { emailField, requiredText } from '../../common/validation';

export const MIN_PASSWORD_LENGTH = 8;

const newPassword = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'Password must be at most 200 characters.');

export const newAccountSchema = z.object({
  fullName: requiredText('Full name', 100),
  email: emailField,
  password: newPassword,
});
export type NewAccount = z.input<typeof newAccountSchema>;

export const credentialsSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200, 'Password must be at most 200 characters.'),
});
export type Credentials = z.input<typeof credentialsSchema>;
