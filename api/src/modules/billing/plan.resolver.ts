import { Ctx, Extensions, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { payerOf, requireUser } from '../auth/access';
import { READS_NO_VIEWER } from '../../common/reads-no-viewer';
import { PlanOutput } from './dto/outputs/plan.output';
import { plans } from '../plans/plans';

/** The plans are constants: their GraphQL shape is made once, not on every request for the pricing page. */
const plansOnSale: readonly PlanOutput[] = plans.map((plan) => ({
  ...plan,
  keywordsPerGeneration: plan.limits.keywordsPerGeneration,
  limits: {
    tracking: plan.limits.tracking,
    backlinks: plan.limits.backlinks,
    competitorAnalysis: plan.limits.competitorAnalysis,
    reports: plan.limits.reports,
    brandKit: plan.limits.brandKit,
    scheduledReports: plan.limits.scheduledReports,
    webhooks: plan.limits.webhooks,
  },
}));

@Resolver()
export class PlanResolver {
  @Query(() => [PlanOutput], { description: 'The plans on sale, cheapest first. Public.' })
  @Extensions(READS_NO_VIEWER)
  plans(): readonly PlanOutput[] {
    return plansOnSale;
  }

  @Query(() => Int, {
    nullable: true,
    description: "The id of the plan the current workspace works under (its owner's; a personal workspace's is your own): what its tools and limits are. Null when signed out.",
  })
  workspacePlanId(@Ctx() { viewer }: RequestContext): number | null {
    return viewer ? payerOf(requireUser(viewer)).planId : null;
  }
}
