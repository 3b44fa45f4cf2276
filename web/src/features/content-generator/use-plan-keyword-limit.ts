import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useAuth } from '../session/session-provider';

export const GeneratorPlansQuery = graphql(`
  query GeneratorPlans {
    plans {
      id
      name
      keywordsPerGeneration
    }
    workspacePlanId
  }
`);

export interface PlanKeywordLimit {
  /** The plan's name as the server gives it, for the tier badge. */
  planName: string | null;
  /** Keywords per generation on that plan (spec §9), the limit input's maximum. */
  max: number | null;
  loading: boolean;
}

/**
 * The plan the user generates on, the current workspace's (its owner's), and its keywords-per-generation. A visitor is shown the cheapest plan, which is
 * the one a new account starts on.
 */
export function usePlanKeywordLimit(): PlanKeywordLimit {
  const { user, loading: sessionLoading } = useAuth();
  const { data, loading } = useQuery(GeneratorPlansQuery);
  const plans = data?.plans ?? [];
  // Until the session is read, a signed-in user is not shown (or let start on) a visitor's plan.
  const plan = sessionLoading ? undefined : user ? plans.find((p) => p.id === (data?.workspacePlanId ?? user.planId)) : plans[0];
  return {
    planName: plan?.name ?? null,
    max: plan?.keywordsPerGeneration ?? null,
    loading: loading || sessionLoading,
  };
}
