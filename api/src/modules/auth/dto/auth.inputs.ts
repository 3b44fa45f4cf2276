import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from '../user.entity';

@InputType()
export class SignUpInput {
  @Field()
  fullName!: string;

  @Field()
  email!: string;

  @Field()
  password!: string;
}

@InputType()
export class SignInInput {
  @Field()
  email!: string;

  @Field()
  password!: string;
}

/** Used by admins to add an account. */
@InputType()
export class CreateUserInput extends SignUpInput {}

@ObjectType()
export class AuthPayload {
  @Field()
  token!: string;

  @Field(() => User)
  user!: User;
}
