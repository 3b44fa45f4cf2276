import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { emailField, requiredText } from '../../../../common/validation';

const MIN_PASSWORD_LENGTH = 8;

const newPassword = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'Password must be at most 200 characters.');

/** A new account: a sign-up, or one an admin adds. */
export const newAccountSchema = z.object({
  fullName: requiredText('Full name', 100),
  email: emailField,
  password: newPassword,
});

@InputType()
export class SignUpInput implements z.input<typeof newAccountSchema> {
  @Field()
  fullName!: string;

  @Field()
  email!: string;

  @Field()
  password!: string;
}
