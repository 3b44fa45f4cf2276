import type { WorkspaceRole } from '../../gql/graphql';

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  client: 'Client',
};

/** Who manages members and invitations. */
export function managesMembers(role: WorkspaceRole): boolean {
  return role === 'owner' || role === 'admin';
}
