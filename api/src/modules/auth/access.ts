import { AppError, messages } from '../../common/app-error';
import type { Viewer } from '../../common/viewer';
import type { User } from './user.entity';
import { ApiTokenRole } from './api-token.entity';
import { WorkspaceRole } from './workspace.entity';
import { authMessages } from './auth.messages';

/** The workspace a request acts in, the viewer's role there, and whose plan and credits it works under. */
export interface WorkspaceAccess {
  id: string;
  role: WorkspaceRole;
  /** The workspace's owner: the plan's limits and the credits are theirs (a personal workspace's: its user). */
  payer: User;
  /** A client viewer's client: the one client whose projects they see (see projectScopeOf). */
  clientId?: string | null;
}

/** How a request's bearer admitted its user. */
export interface Admission {
  /** A sign-in's session token (JWT) or a personal API token (`rc_…`). */
  credential: 'session' | 'api-token';
  /** Maintenance is on and the user is not an admin: only what the maintenance screen needs is served. */
  heldByMaintenance: boolean;
  /** Where the request acts: the workspace it named (header, socket parameter, API token) or the personal one. */
  workspace: WorkspaceAccess;
  /** The personal API token the request came with: the audit log names it; a `read` token changes nothing. */
  apiToken?: { id: string; name: string; role: ApiTokenRole };
}

// Each request loads its own User, so an entry lives exactly as long as the request that recorded it.
// A User no request admitted (a job's owner, a scheduled run's) counts as a session, not held, and has
// no workspace until the work admits it into the one of the record it works on (`admitForWork`).
const admissions = new WeakMap<User, Admission>();

/** Records how the request's bearer admitted `user`; the checks below read it. */
export function admit(user: User, admission: Admission): User {
  admissions.set(user, admission);
  return user;
}

/** `user`, working on a record of `workspaceId` for a job or a scheduled pass rather than a request. */
export function admitForWork(user: User, workspace: WorkspaceAccess): User {
  return admit(user, { credential: 'session', heldByMaintenance: false, workspace });
}

/**
 * The workspace `user` acts in: every record a service reads or makes for them is of this workspace,
 * and a record of another answers "not found". Reading it for a User neither a request nor a job
 * admitted is a programming error. A client viewer is refused here: every record kind but their
 * client's projects (see projectScopeOf) is closed to them, including any a later change adds.
 */
export function workspaceOf(user: User): string {
  const access = accessOf(user);
  if (access.role === WorkspaceRole.client) throw new AppError('FORBIDDEN', authMessages.clientViewerScope);
  return access.id;
}

/** Which projects (tracking instances, reports and their share links, briefs) `user` reaches: a client viewer's client's only; everyone else's, the workspace's. */
export interface ProjectScope {
  workspaceId: string;
  /** Null: every project of the workspace. */
  clientId: string | null;
}

/** Whether `user` acts as a client viewer: they read their client's projects and nothing else of the workspace. */
export function isClientViewer(user: User): boolean {
  return accessOf(user).role === WorkspaceRole.client;
}

/** The projects `user` may read (see ProjectScope); a client viewer bound to no client reaches none. */
export function projectScopeOf(user: User): ProjectScope {
  const access = accessOf(user);
  if (access.role !== WorkspaceRole.client) return { workspaceId: access.id, clientId: null };
  if (!access.clientId) throw new AppError('FORBIDDEN', authMessages.clientViewerScope);
  return { workspaceId: access.id, clientId: access.clientId };
}

/** projectScopeOf as a query filter on a project's `workspaceId` and `clientId`. */
export function projectFilterOf(user: User): { workspaceId: string; clientId?: string } {
  const { workspaceId, clientId } = projectScopeOf(user);
  return clientId ? { workspaceId, clientId } : { workspaceId };
}

/**
 * Whose plan and credits `user`'s work counts against: the owner of the workspace they act in. Plan
 * limits and credit charges read this user, never the actor, so a member works within the workspace's
 * plan and spends its credits.
 */
export function payerOf(user: User): User {
  return accessOf(user).payer;
}

function accessOf(user: User): WorkspaceAccess {
  const admission = admissions.get(user);
  if (!admission) throw new Error('This user was not admitted into a workspace.');
  return admission.workspace;
}

/**
 * Refuses a write (a GraphQL mutation, a REST call other than GET) to a request that may only read: one
 * with a `read` API token, or by a client viewer. The transports call it once per operation, before any
 * resolver or route runs, so every write of every service is covered on REST, GraphQL and graphql-ws alike.
 */
export function requireWriteAccess(viewer: Viewer): void {
  const admission = viewer ? admissions.get(viewer) : undefined;
  if (admission?.apiToken?.role === ApiTokenRole.read) throw new AppError('FORBIDDEN', authMessages.readOnlyToken);
  if (admission?.workspace.role === WorkspaceRole.client) throw new AppError('FORBIDDEN', authMessages.clientReadOnly);
}

/** Who did a write, for a workspace's audit log: the user, their role there, and from where. */
export interface AuditActor {
  actorId: string;
  actor: string;
  role: WorkspaceRole;
  via: string;
  workspaceId: string;
}

/** `user` as the audit log names them, with the request's workspace; null for a User no request or job admitted. */
export function auditActorOf(user: User): AuditActor | null {
  const admission = admissions.get(user);
  if (!admission) return null;
  const via = admission.apiToken ? `API token “${admission.apiToken.name}”` : admission.credential === 'api-token' ? 'API token' : 'web app';
  return { actorId: user.id, actor: user.email, role: admission.workspace.role, via, workspaceId: admission.workspace.id };
}

/** How the request admitted `user`, or undefined for a User no request admitted. */
export function admissionOf(user: User): Admission | undefined {
  return admissions.get(user);
}

/**
 * The signed-in user, for any work of theirs. This is the one maintenance check: while maintenance is
 * on, a request by a non-admin is refused here (MAINTENANCE, the spec's message, a 503), so every
 * operation that needs a user is closed on REST, GraphQL and graphql-ws alike, new ones included.
 * Admins keep working; signed-out calls (public reads, sign-in, sign-up) never get here; only the calls
 * the maintenance screen itself needs (who is signed in, their role) pass `evenDuringMaintenance`.
 * Whether maintenance holds the viewer is read with the viewer, once per request (see Admission); work
 * no request admitted (a job step, a scheduled run) is not held.
 */
export function requireUser(viewer: Viewer, options: { evenDuringMaintenance?: boolean } = {}): User {
  if (!viewer) throw new AppError('UNAUTHENTICATED', messages.authenticationRequired);
  if (!options.evenDuringMaintenance && admissions.get(viewer)?.heldByMaintenance) throw new AppError('MAINTENANCE', messages.maintenance);
  return viewer;
}

/**
 * A user signed in with a session, not an API token: for managing tokens, billing and accounts, so a
 * leaked token can neither mint tokens that outlive its revocation nor change the plan.
 */
export function requireSession(viewer: Viewer): User {
  const user = requireUser(viewer);
  if (admissions.get(user)?.credential === 'api-token') throw new AppError('FORBIDDEN', authMessages.sessionRequired);
  return user;
}

export function requireAdmin(viewer: Viewer): User {
  const user = requireUser(viewer);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', messages.forbidden);
  return user;
}
