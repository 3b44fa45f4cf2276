import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../server/request-context';
import { requireUser } from '../auth/access';
import { CreditKind } from '../plans/credit-kind';
import type { CreditUsage } from './credits.service';
import { CreditUsageOutput } from './dto/credit-usage.output';

const toOutput = (usage: CreditUsage[]): CreditUsageOutput[] => usage.map(({ period, ...rest }) => ({ ...rest, periodStart: period.start, periodEnd: period.end }));

@Resolver()
export class CreditsResolver {
  @Query(() => [CreditUsageOutput], { description: 'The signed-in user’s credits of every kind in the current period.' })
  async creditUsage(@Ctx() { services, viewer }: RequestContext): Promise<CreditUsageOutput[]> {
    return toOutput(await services.credits.usage(requireUser(viewer)));
  }

  @Mutation(() => [CreditUsageOutput], { description: 'Admin only: adds credits to a user’s current period, with the reason in the ledger. Returns their usage.' })
  async grantCredits(
    @Arg('userId', () => ID) userId: string,
    @Arg('kind', () => CreditKind) kind: CreditKind,
    @Arg('amount', () => Int) amount: number,
    @Arg('reason') reason: string,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<CreditUsageOutput[]> {
    return toOutput(await services.credits.grant(viewer, { userId, kind, amount, reason }));
  }
}
