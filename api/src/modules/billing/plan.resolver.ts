import { Extensions, Query, Resolver } from 'type-graphql';
import { READS_NO_VIEWER } from '../../common/reads-no-viewer';
import { PlanOutput } from './dto/outputs/plan.output';
import { plans } from '../plans/plans';

@Resolver()
export class PlanResolver {
  @Query(() => [PlanOutput], { description: 'The plans on sale, cheapest first. Public.' })
  @Extensions(READS_NO_VIEWER)
  plans(): PlanOutput[] {
    return plans.map((plan) => ({
      ...plan,
      keywordsPerGeneration: plan.limits.keywordsPerGeneration,
      limits: { tracking: plan.limits.tracking, backlinks: plan.limits.backlinks, competitorAnalysis: plan.limits.competitorAnalysis },
    }));
  }
}
