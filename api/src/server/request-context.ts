import { admit, type Viewer } from '../modules/auth/access';
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

/**
 * The viewer a bearer names: a session (JWT) or a personal API token (`rc_…`), admitted with how it
 * signed in and whether maintenance holds it, for the checks in auth/access.ts.
 */
export async function viewerOfBearer(services: Services, token: string | undefined): Promise<Viewer> {
  const viaApiToken = isApiToken(token);
  const user = viaApiToken ? await services.apiTokens.viewerOf(token) : await services.auth.viewerFromToken(token);
  if (!user) return null;
  return admit(user, { credential: viaApiToken ? 'api-token' : 'session', heldByMaintenance: !user.isAdmin && (await services.maintenance.isOn()) });
}

export async function createRequestContext(deps: AppDeps, request: { requestId: string; ip: string; token: string | undefined }): Promise<RequestContext> {
  const services = createServices(deps, deps.orm.em.fork());
  const viewer = await viewerOfBearer(services, request.token);
  return { requestId: request.requestId, ip: request.ip, viewer, services, deps };
}
