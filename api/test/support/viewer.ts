import { admitForWork } from '../../src/modules/auth/access';
import type { User } from '../../src/modules/auth/user.entity';
import { WorkspaceRole } from '../../src/modules/auth/workspace.entity';

/** A user read from the database, acting in their personal workspace as a signed-in request of theirs would. */
export function inPersonalWorkspace(user: User): User {
  return admitForWork(user, { id: user.personalWorkspaceId, role: WorkspaceRole.owner, payer: user });
}
