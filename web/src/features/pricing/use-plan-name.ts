import { useQuery } from '@apollo/client/react';
import { PlansQuery } from './plans-documents';

/** A plan's name as the api's `plans` query gives it (billing owns plans); "Plan 2" until it has loaded. */
export function usePlanName(): { planName: (planId: number) => string; loading: boolean } {
  const { data, loading } = useQuery(PlansQuery);
  return { planName: (planId) => data?.plans.find((plan) => plan.id === planId)?.name ?? `Plan ${planId}`, loading };
}
