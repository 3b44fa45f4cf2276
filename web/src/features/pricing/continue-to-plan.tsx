import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { useStartCheckout } from '../billing/use-plan-change';
import { useAuth } from '../session/session-provider';
import { isFreePlan } from './plan-action';
import { PlansQuery } from './plans-documents';

/**
 * After signing up or in from a plan's button: a Free account goes straight into that plan's checkout
 * (spec §4: Free → checkout). Anyone else, and a checkout that cannot start, lands on /pricing with
 * the plan picked, where a paid plan's change is confirmed first.
 */
export function ContinueToPlan({ planId }: { planId: number }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data, error } = useQuery(PlansQuery);
  const startCheckout = useStartCheckout();
  const started = React.useRef(false);

  React.useEffect(() => {
    if (!user || started.current || (!data && !error)) return;
    started.current = true;
    const toPricing = () => void navigate(`/pricing?plan=${planId}`, { replace: true });
    const plans = data?.plans ?? [];
    const chosen = plans.find((plan) => plan.id === planId);
    const current = plans.find((plan) => plan.id === user.planId);
    if (!chosen || isFreePlan(chosen) || !current || !isFreePlan(current)) return toPricing();
    // In place of /auth in the history: Back from checkout must not open it again.
    void startCheckout(chosen, { replace: true }).then((opened) => {
      if (!opened) toPricing();
    });
  }, [user, data, error, planId, navigate, startCheckout]);

  return <FullScreenSpinner label="Opening checkout" />;
}
