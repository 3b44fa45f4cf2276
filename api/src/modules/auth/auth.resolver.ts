import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { SignInInput } from './dto/inputs/sign-in.input';
import { SignUpInput } from './dto/inputs/sign-up.input';
import { AuthPayload } from './dto/outputs/auth-payload.output';
import { User } from './user.entity';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null without a valid token.' })
  me(@Ctx() { viewer }: RequestContext): User | null {
    return viewer;
  }

  @Mutation(() => AuthPayload)
  signUp(@Arg('input') input: SignUpInput, @Ctx() { services, ip }: RequestContext): Promise<AuthPayload> {
    return services.auth.signUp(input, ip);
  }

  @Mutation(() => AuthPayload)
  signIn(@Arg('input') input: SignInInput, @Ctx() { services, ip }: RequestContext): Promise<AuthPayload> {
    return services.auth.signIn(input, ip);
  }
}
