import type { RequestContext } from '../common/request-context';
import { admit } from '../modules/auth/access';
import type { Viewer } from '../common/viewer';
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
 * state and the maintenance switch are read on every request (a session's user and the switch in one
 * statement), so a revocation, a role or plan change, a deleted user or maintenance count on the very
 * next request, on every replica.
 */
export async function viewerOfBearer(services: Services, token: string | undefined): Promise<Viewer> {
  if (isApiToken(token)) {
    const user = await services.apiTokens.viewerOf(token);
    return admit(user, { credential: 'api-token', heldByMaintenance: !user.isAdmin && (await services.maintenance.isOn()) });
  }
  const session = await services.auth.sessionOf(token);
  if (!session) return null;
  return admit(session.user, { credential: 'session', heldByMaintenance: !session.user.isAdmin && session.maintenanceOn });
}

/**
 * A request's context; its services (and their unit of work) are made, its viewer looked up and its
 * client address worked out (through the trusted proxies' X-Forwarded-For) only when first used.
 */
export function createRequestContext(deps: AppDeps, request: { requestId: string; ip: () => string; token: string | undefined }): RequestContext {
  return new LazyRequestContext(deps, request.requestId, request.ip, request.token);
}

/**
 * The lazy parts are a getter and a method on the prototype: Apollo hands each operation a copy of the
 * context made with Object.assign, which would call a getter of the object itself (and make the unit
 * of work of every request, even one that never uses it).
 */
class LazyRequestContext implements RequestContext {
  viewer: Viewer = null;
  private made?: Services;
  private lookup?: Promise<Viewer>;
  private address?: string;

  constructor(
    readonly deps: AppDeps,
    readonly requestId: string,
    private readonly addressOf: () => string,
    private readonly token: string | undefined,
  ) {}

  get ip(): string {
    this.address ??= this.addressOf();
    return this.address;
  }

  get services(): Services {
    this.made ??= createServices(this.deps, this.deps.orm.em.fork());
    return this.made;
  }

  resolveViewer(): Promise<Viewer> {
    this.lookup ??= this.token ? viewerOfBearer(this.services, this.token) : Promise.resolve(null);
    return this.lookup;
  }
}
