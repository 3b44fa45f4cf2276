import { buildSessionUser } from '../../lib/testing/session-user';
import { planAction, type Plan } from './plan-action';

function plan(id: number, pricePerMonth: number): Plan {
  return {
    __typename: 'Plan',
    id,
    name: ['Free', 'Pro', 'Agency'][id - 1],
    pricePerMonth,
    description: '',
    features: [],
    limitations: [],
    mostPopular: id === 2,
    trialDays: id === 1 ? 0 : 14,
  } as Plan;
}

const free = plan(1, 0);
const pro = plan(2, 29);
const agency = plan(3, 99);

describe('planAction', () => {
  it('sends signed-out visitors to sign up, keeping the paid plan they chose', () => {
    expect(planAction(free, null)).toEqual({ kind: 'sign-up', label: 'Get Started', to: '/auth' });
    expect(planAction(pro, null)).toEqual({ kind: 'sign-up', label: 'Start Free Trial', to: '/auth?plan=2' });
  });

  it('marks the current plan, the scheduled plan and an included Free plan', () => {
    const proUser = buildSessionUser({ planId: 2, pendingPlanId: 3 });
    expect(planAction(pro, proUser).label).toBe('Current Plan');
    expect(planAction(agency, proUser).label).toBe('Scheduled');
    expect(planAction(free, proUser).label).toBe('Included');
  });

  it('offers a trial to Free users and an upgrade to paying users', () => {
    expect(planAction(pro, buildSessionUser({ planId: 1 }))).toEqual({ kind: 'checkout', label: 'Start Free Trial' });
    expect(planAction(agency, buildSessionUser({ planId: 2 }))).toEqual({ kind: 'checkout', label: 'Upgrade' });
  });
});
