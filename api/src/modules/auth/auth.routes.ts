import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import { requireUser } from './access';
import { toUserJson } from './user.json';

export function registerAuthRoutes(router: Router): void {
  router.get('/me', (_req, res) => {
    res.json(toUserJson(requireUser(contextOf(res).viewer, { evenDuringMaintenance: true })));
  });

  router.post('/login', async (req, res) => {
    const { services, ip } = contextOf(res);
    const { email, password } = bodyOf(req);
    const { token, user } = await services.auth.signIn({ email, password }, ip);
    res.json({ token, ...toUserJson(user) });
  });

  router.post('/signup', async (req, res) => {
    const { services, ip } = contextOf(res);
    const { full_name: fullName, email, password } = bodyOf(req);
    const { token, user } = await services.auth.signUp({ fullName, email, password }, ip);
    res.status(201).json({ token, ...toUserJson(user) });
  });

  router.get('/user-role/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json({ role: await services.auth.getRole(viewer, req.params.id) });
  });
}
