import { AppError, messages } from '../../common/app-error';
import type { User } from './user.entity';

/** The signed-in user behind a request, or null. Loaded fresh each request so role changes apply at once. */
export type Viewer = User | null;

export function requireUser(viewer: Viewer): User {
  if (!viewer) throw new AppError('UNAUTHENTICATED', messages.authenticationRequired);
  return viewer;
}

export function requireAdmin(viewer: Viewer): User {
  const user = requireUser(viewer);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', messages.forbidden);
  return user;
}
