import type { RequestContext } from '../common/request-context';
import { admit, type Viewer } from '../modules/auth/access';
import { isApiToken } from '../modules/auth/api-token.service';
import { createServices, type AppDeps, type Services } from './services';

declare module '../common/request-context' {
  interface RequestContext {
    /** The services of this request's unit of work (its own ORM context). */
    services: Services;
    deps: AppDeps;
  }
}

/**
 * The viewer a bearer names: a session (JWT) or a personal API token (`rc_…`), admitted with how it
 * signed in and whether maintenance holds it, for the checks in auth/access.ts. The user, the token's
 * state and the maintenance switch are read on every request, so a revocation, a role or plan change,
 * a deleted user or maintenance count on the very next request, on every replica.
 */
export async function viewerOfBearer(services: Services, token: string | undefined): Promise<Viewer> {
  const viaApiToken = isApiToken(token);
  const user = viaApiToken ? await services.apiTokens.viewerOf(token) : await services.auth.viewerFromToken(token);
  if (!user) return null;
  return admit(user, { credential: viaApiToken ? 'api-token' : 'session', heldByMaintenance: !user.isAdmin && (await services.maintenance.isOn()) });
}

/** A request's context; its viewer is looked up only when `resolveViewer()` is first called. */
export function createRequestContext(deps: AppDeps, request: { requestId: string; ip: string; token: string | undefined }): RequestContext {
  const services = createServices(deps, deps.orm.em.fork());
  let lookup: Promise<Viewer> | undefined;
  return {
    requestId: request.requestId,
    ip: request.ip,
    viewer: null,
    resolveViewer() {
      lookup ??= viewerOfBearer(services, request.token);
      return lookup;
    },
    services,
    deps,
  };
}
