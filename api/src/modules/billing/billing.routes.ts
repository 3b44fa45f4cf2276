import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import { toUserJson } from '../auth/user.json';
import { toSubscriptionJson } from './subscription-view';

export function registerBillingRoutes(router: Router): void {
  router.post('/create-checkout', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.billing.createCheckout(viewer, { planId: bodyOf(req).plan_id }));
  });

  router.post('/change-plan', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const user = await services.billing.changePlan(viewer, { planId: bodyOf(req).plan_id });
    await services.auth.loadCreditBalances([user]);
    res.json(toUserJson(user));
  });

  router.get('/subscription', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toSubscriptionJson(await services.billing.subscriptionOf(viewer)));
  });

  router.get('/invoices', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    const invoices = await services.billing.invoicesOf(viewer);
    res.json(invoices.map(({ id, number, createdAt, amount, currency, status, url }) => ({ id, number, created_at: createdAt.toISOString(), amount, currency, status, url })));
  });

  router.post('/users/:id/billing-period', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const view = await services.billing.advanceSandboxPeriod(viewer, { userId: req.params.id, outcome: bodyOf(req).outcome });
    res.json(toSubscriptionJson(view));
  });

  router.post('/users/:id/credits', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { kind, amount, reason } = bodyOf(req);
    const usage = await services.credits.grant(viewer, { userId: req.params.id, kind, amount, reason });
    res.json(usage.map(({ kind: creditKind, used, limit, remaining }) => ({ kind: creditKind, used, limit, remaining })));
  });
}
