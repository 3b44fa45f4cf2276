import type { Viewer } from '../modules/auth/access';
import { isApiToken } from '../modules/auth/api-token.service';
import { createServices, type AppDeps, type Services } from './services';

/** What every resolver and REST handler receives. */
export interface RequestContext {
  requestId: string;
  ip: string;
  viewer: Viewer;
  services: Services;
  deps: AppDeps;
}

export async function createRequestContext(deps: AppDeps, request: { requestId: string; ip: string; token: string | undefined }): Promise<RequestContext> {
  const services = createServices(deps, deps.orm.em.fork());
  const viewer = isApiToken(request.token) ? await services.apiTokens.viewerOf(request.token) : await services.auth.viewerFromToken(request.token);
  return { requestId: request.requestId, ip: request.ip, viewer, services, deps };
}
