import { AppError } from '../common/app-error';
import type { RequestContext } from '../common/request-context';
import { admit } from '../modules/auth/access';
import type { Viewer } from '../common/viewer';
import { isApiToken } from '../modules/auth/api-token.service';
import { workspaceMessages } from '../modules/workspaces/workspaces.messages';
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
 * signed in, whether maintenance holds it and the workspace it acts in, for the checks in
 * auth/access.ts. The user, the token's state, the maintenance switch and the membership are read on
 * every request (a session's user and the switch in one statement), so a revocation, a role or plan
 * change, a removal from a workspace, a deleted user or maintenance count on the very next request, on
 * every replica. `workspaceId` is the workspace the caller named (the `Rankcraft-Workspace` header,
 * graphql-ws's `workspaceId`); a session without one works in its personal workspace, a token in its own.
 */
export async function viewerOfBearer(services: Services, token: string | undefined, workspaceId?: string): Promise<Viewer> {
  if (isApiToken(token)) {
    const { user, token: apiToken, workspace } = await services.apiTokens.viewerOf(token, (owner, tokenWorkspaceId) => services.workspaces.accessOf(owner, tokenWorkspaceId));
    if (workspaceId !== undefined && workspaceId !== apiToken.workspaceId) throw new AppError('NOT_FOUND', workspaceMessages.notFound);
    return admit(user, { credential: 'api-token', heldByMaintenance: !user.isAdmin && (await services.maintenance.isOn()), workspace, apiToken: { id: apiToken.id, name: apiToken.name, role: apiToken.role } });
  }
  const session = await services.auth.sessionOf(token);
  if (!session) return null;
  const workspace = await services.workspaces.accessOf(session.user, workspaceId ?? session.user.personalWorkspaceId);
  return admit(session.user, { credential: 'session', heldByMaintenance: !session.user.isAdmin && session.maintenanceOn, workspace });
}

/**
 * A request's context; its services (and their unit of work) are made, its viewer looked up and its
 * client address worked out (through the trusted proxies' X-Forwarded-For) only when first used.
 */
export function createRequestContext(deps: AppDeps, request: { requestId: string; ip: () => string; token: string | undefined; workspaceId?: string }): RequestContext {
  return new LazyRequestContext(deps, request.requestId, request.ip, request.token, request.workspaceId);
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
    private readonly workspaceId: string | undefined,
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
    this.lookup ??= this.token ? viewerOfBearer(this.services, this.token, this.workspaceId) : Promise.resolve(null);
    return this.lookup;
  }
}
