import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../server/request-context';
import { requireUser } from '../auth/access';
import { CreditUsageOutput } from './dto/credit-usage.output';

@Resolver()
export class CreditsResolver {
  @Query(() => [CreditUsageOutput], { description: 'The signed-in user’s credits of every kind in the current period.' })
  async creditUsage(@Ctx() { services, viewer }: RequestContext): Promise<CreditUsageOutput[]> {
    const usage = await services.credits.usage(requireUser(viewer));
    return usage.map(({ period, ...rest }) => ({ ...rest, periodStart: period.start, periodEnd: period.end }));
  }
}
