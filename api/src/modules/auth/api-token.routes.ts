import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import type { ApiToken } from './api-token.entity';

const toJson = (token: ApiToken) => ({ id: token.id, name: token.name, role: token.role, created_at: token.createdAt.toISOString(), last_used_at: token.lastUsedAt?.toISOString() ?? null });

export function registerApiTokenRoutes(router: Router): void {
  router.get('/api-tokens', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.apiTokens.list(viewer)).map(toJson));
  });

  router.post('/api-tokens', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { name, role } = bodyOf(req);
    const { token, secret } = await services.apiTokens.create(viewer, { name, role });
    res.status(201).json({ ...toJson(token), token: secret });
  });

  router.delete('/api-tokens/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.apiTokens.revoke(viewer, req.params.id);
    res.status(204).end();
  });
}
