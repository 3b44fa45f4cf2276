import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { User } from './user.entity';

/** The fields of a user that need its credit balances, which a user is read without (they are lazy). */
@Resolver(() => User)
export class UserResolver {
  @FieldResolver()
  async creditsUsed(@Root() user: User, @Ctx() { services }: RequestContext): Promise<number> {
    await services.auth.loadCreditBalances([user]);
    return user.creditsUsed;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Keyword searches this period: the plan’s plus grants; null means unlimited.' })
  async creditLimit(@Root() user: User, @Ctx() { services }: RequestContext): Promise<number | null> {
    await services.auth.loadCreditBalances([user]);
    return user.creditLimit;
  }
}
