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

/** The viewer a bearer names: a session (JWT) or a personal API token (`rc_…`). */
export function viewerOfBearer(services: Services, token: string | undefined): Promise<Viewer> {
  return isApiToken(token) ? services.apiTokens.viewerOf(token) : services.auth.viewerFromToken(token);
}

export async function createRequestContext(deps: AppDeps, request: { requestId: string; ip: string; token: string | undefined }): Promise<RequestContext> {
  const services = createServices(deps, deps.orm.em.fork());
  const viewer = await viewerOfBearer(services, request.token);
  return { requestId: request.requestId, ip: request.ip, viewer, services, deps };
}
