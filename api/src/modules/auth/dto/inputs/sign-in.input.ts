import { Field, InputType } from 'type-graphql';
import { z } from 'zod';
import { emailField } from '../../../../common/validation';

export const credentialsSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200, 'Password must be at most 200 characters.'),
});

@InputType()
export class SignInInput implements z.input<typeof credentialsSchema> {
  @Field()
  email!: string;

  @Field()
  password!: string;
}
