import { Query, Resolver } from 'type-graphql';
import { PlanOutput } from './plan.output';
import { plans } from './plans';

@Resolver()
export class PlanResolver {
  @Query(() => [PlanOutput], { description: 'The plans on sale, cheapest first. Public.' })
  plans(): PlanOutput[] {
    return plans.map((plan) => ({ ...plan, keywordsPerGeneration: plan.limits.keywordsPerGeneration }));
  }
}
