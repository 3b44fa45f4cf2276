import { AppError, messages } from '../../common/app-error';
import type { User } from './user.entity';

/** The signed-in user behind a request, or null. Loaded fresh each request so role changes apply at once. */
export type Viewer = User | null;

/** How a request's bearer admitted its user. */
export interface Admission {
  /** A sign-in's session token (JWT) or a personal API token (`rc_…`). */
  credential: 'session' | 'api-token';
  /** Maintenance is on and the user is not an admin: only what the maintenance screen needs is served. */
  heldByMaintenance: boolean;
}

export const SESSION_REQUIRED = 'This action needs a signed-in session; API tokens cannot manage tokens, billing or accounts.';

// Each request loads its own User, so an entry lives exactly as long as the request that recorded it.
// A User no request admitted (a job's owner, a scheduled run's) counts as a session, not held.
const admissions = new WeakMap<User, Admission>();

/** Records how the request's bearer admitted `user`; the checks below read it. */
export function admit(user: User, admission: Admission): User {
  admissions.set(user, admission);
  return user;
}

/** How the request admitted `user`, or undefined for a User no request admitted. */
export function admissionOf(user: User): Admission | undefined {
  return admissions.get(user);
}

/**
 * The signed-in user, for any work of theirs. While maintenance is on a non-admin is refused here, so
 * every operation that needs a user is closed by this one check, new ones included. Only the calls the
 * maintenance screen itself needs (who is signed in, their role) pass `evenDuringMaintenance`.
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
  if (admissions.get(user)?.credential === 'api-token') throw new AppError('FORBIDDEN', SESSION_REQUIRED);
  return user;
}

export function requireAdmin(viewer: Viewer): User {
  const user = requireUser(viewer);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', messages.forbidden);
  return user;
}
