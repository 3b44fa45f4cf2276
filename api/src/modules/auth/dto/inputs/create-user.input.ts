import { InputType } from 'type-graphql';
import { SignUpInput } from './sign-up.input';

/** Used by admins to add an account (parsed by newAccountSchema, like a sign-up). */
@InputType()
export class CreateUserInput extends SignUpInput {}
