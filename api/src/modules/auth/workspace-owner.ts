import type { EntityManager } from '@mikro-orm/postgresql';
import { admitForWork } from './access';
import { User } from './user.entity';
import { WorkspaceMember, WorkspaceRole } from './workspace.entity';

/**
 * The user whose plan and credits a workspace works under: its first owner (a personal workspace's is
 * its user). Null once the workspace is gone.
 */
export async function workspaceOwnerOf(em: EntityManager, workspaceId: string): Promise<User | null> {
  const owner = await em.findOne(WorkspaceMember, { workspaceId, role: WorkspaceRole.owner }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return owner ? em.findOne(User, { id: owner.userId }) : null;
}

/** The workspace's owner, admitted into it for work no request does (a job step, a public link, a scheduled pass). */
export async function workspaceOwnerAtWork(em: EntityManager, workspaceId: string): Promise<User | null> {
  const owner = await workspaceOwnerOf(em, workspaceId);
  return owner && admitForWork(owner, { id: workspaceId, role: WorkspaceRole.owner, payer: owner });
}
