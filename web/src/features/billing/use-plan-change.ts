import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import type { Plan } from '../pricing/plan-action';
import { useAuth } from '../session/session-provider';
import { ChangePlanMutation, CreateCheckoutMutation } from './billing-documents';

/**
 * Opens a plan's checkout: the sandbox page of this app or Stripe's. Resolves false when it could not
 * start (after the spec's alert). `replace` takes the current page's place in the history, so Back
 * from checkout does not land on a page that would open it again.
 */
export function useStartCheckout(): (plan: Pick<Plan, 'id'>, options?: { replace?: boolean }) => Promise<boolean> {
  const navigate = useNavigate();
  const [createCheckout] = useMutation(CreateCheckoutMutation);
  return async (plan, { replace = false } = {}) => {
    try {
      const { data } = await createCheckout({ variables: { planId: plan.id } });
      const url = data?.createCheckout.url;
      if (!url) throw new Error('checkout answered without a URL');
      // The sandbox checkout is a page of this app; Stripe Checkout is elsewhere.
      if (url.startsWith('/')) void navigate(url, { replace });
      else if (replace) window.location.replace(url);
      else window.location.assign(url);
      return true;
    } catch (error) {
      console.error(error);
      window.alert('Could not start Stripe checkout (see console).');
      return false;
    }
  };
}

/** Spec §4: Free goes to checkout; a paid plan calls change-plan, falling back to checkout when told to. */
export function usePlanChange(): (plan: Plan) => Promise<void> {
  const { user, updateUser } = useAuth();
  const { toast } = useToast();
  const startCheckout = useStartCheckout();
  const [changePlan] = useMutation(ChangePlanMutation);
  const checkout = async (plan: Plan) => {
    await startCheckout(plan);
  };

  return async (plan: Plan) => {
    if (!user || user.planId === 1) return checkout(plan);
    try {
      const { data } = await changePlan({ variables: { planId: plan.id } });
      if (!data) return;
      updateUser({ planId: data.changePlan.planId, pendingPlanId: data.changePlan.pendingPlanId });
      toast({ title: plan.id > user.planId ? 'Plan upgraded successfully' : 'Downgrade scheduled for next cycle' });
    } catch (error) {
      const message = errorMessage(error, 'Network error while changing plan');
      if (message.includes('create-checkout')) return checkout(plan);
      window.alert(`Plan change failed: ${message}`);
    }
  };
}
