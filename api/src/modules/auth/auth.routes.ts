import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import { requireUser } from './access';
import { toUserJson } from './user.json';

export function registerAuthRoutes(router: Router): void {
  router.get('/me', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    const user = requireUser(viewer, { evenDuringMaintenance: true });
    await services.auth.loadCreditBalances([user]);
    res.json(toUserJson(user));
  });

  router.post('/login', async (req, res) => {
    const { services, ip } = contextOf(res);
    const { email, password } = bodyOf(req);
    const { token, user } = await services.auth.signIn({ email, password }, ip);
    await services.auth.loadCreditBalances([user]);
    res.json({ token, ...toUserJson(user) });
  });

  router.post('/signup', async (req, res) => {
    const { services, ip } = contextOf(res);
    const { full_name: fullName, email, password } = bodyOf(req);
    const { token, user } = await services.auth.signUp({ fullName, email, password }, ip);
    await services.auth.loadCreditBalances([user]);
    res.status(201).json({ token, ...toUserJson(user) });
  });

  router.get('/user-role/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json({ role: await services.auth.getRole(viewer, req.params.id) });
  });
}
