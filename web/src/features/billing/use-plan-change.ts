import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import type { Plan } from '../pricing/plan-action';
import { useAuth } from '../session/session-provider';
import { ChangePlanMutation, CreateCheckoutMutation } from './billing-documents';

/** Spec §4: Free goes to checkout; a paid plan calls change-plan, falling back to checkout when told to. */
export function usePlanChange(): (plan: Plan) => Promise<void> {
  const { user, updateUser } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [createCheckout] = useMutation(CreateCheckoutMutation);
  const [changePlan] = useMutation(ChangePlanMutation);

  const checkout = async (plan: Plan) => {
    try {
      const { data } = await createCheckout({ variables: { planId: plan.id } });
      const url = data?.createCheckout.url;
      if (!url) throw new Error('checkout answered without a URL');
      // The sandbox checkout is a page of this app; Stripe Checkout is elsewhere.
      if (url.startsWith('/')) void navigate(url);
      else window.location.assign(url);
    } catch (error) {
      console.error(error);
      window.alert('Could not start Stripe checkout (see console).');
    }
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
