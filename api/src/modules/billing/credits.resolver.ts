import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { isClientViewer, payerOf, requireUser, workspaceOf } from '../auth/access';
import type { CreditUsage } from './credits.service';
import { GrantCreditsArgs } from './dto/inputs/grant-credits.input';
import { CreditUsageOutput } from './dto/outputs/credit-usage.output';

const toOutput = (usage: CreditUsage[]): CreditUsageOutput[] => usage.map(({ period, ...rest }) => ({ ...rest, periodStart: period.start, periodEnd: period.end }));

@Resolver()
export class CreditsResolver {
  @Query(() => [CreditUsageOutput], { description: 'The credits of every kind in the current period of the workspace you act in (its owner’s plan).' })
  async creditUsage(@Ctx() { services, viewer }: RequestContext): Promise<CreditUsageOutput[]> {
    const user = requireUser(viewer);
    // A client viewer spends nothing and reads none of the workspace's credits.
    if (isClientViewer(user)) return [];
    return toOutput(await services.credits.usage(payerOf(user), workspaceOf(user)));
  }

  @Mutation(() => [CreditUsageOutput], { description: 'Admin only: adds credits to a user’s current period, with the reason in the ledger. Returns their usage.' })
  async grantCredits(@Args() args: GrantCreditsArgs, @Ctx() { services, viewer }: RequestContext): Promise<CreditUsageOutput[]> {
    return toOutput(await services.credits.grant(viewer, args));
  }
}
