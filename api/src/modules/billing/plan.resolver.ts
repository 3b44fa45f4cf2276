import { Extensions, Query, Resolver } from 'type-graphql';
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
}
